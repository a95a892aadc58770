/// One buffered output for a log: bytes in, flushed in large chunks to whatever the caller gives.
///
/// Numbers are written by hand, without locale or `String(format:)`, and without making a
/// `String` for the common ones.
public struct ByteWriter {
  /// Flushes after this many bytes.
  static let flushThreshold = 1 << 16

  private var buffer: [UInt8] = []
  private let sink: (UnsafeRawBufferPointer) -> Void

  /// A writer that hands its bytes to `sink` whenever its buffer fills, and on `flush()`.
  public init(sink: @escaping (UnsafeRawBufferPointer) -> Void) {
    self.sink = sink
    buffer.reserveCapacity(Self.flushThreshold + 4096)
  }

  /// Hands everything written so far to the sink.
  public mutating func flush() {
    guard !buffer.isEmpty else { return }
    buffer.withUnsafeBytes { sink($0) }
    buffer.removeAll(keepingCapacity: true)
  }

  /// Ends a line, flushing when the buffer is full.
  @inline(__always)
  mutating func newline() {
    buffer.append(UInt8(ascii: "\n"))
    if buffer.count >= Self.flushThreshold { flush() }
  }

  @inline(__always)
  mutating func write(_ byte: UInt8) {
    buffer.append(byte)
  }

  mutating func write(_ text: StaticString) {
    buffer.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
  }

  mutating func write(_ text: String) {
    buffer.append(contentsOf: text.utf8)
  }

  /// `count` spaces.
  mutating func pad(_ count: Int) {
    for _ in 0..<max(count, 0) { buffer.append(UInt8(ascii: " ")) }
  }

  mutating func write(_ value: Int) {
    if value < 0 { buffer.append(UInt8(ascii: "-")) }
    writeDigits(value.magnitude)
  }

  /// The digits of `value`, most significant first.
  private mutating func writeDigits(_ value: UInt) {
    var digits:
      (
        UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
        UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8
      ) =
        (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    var count = 0
    var rest = value
    withUnsafeMutableBytes(of: &digits) { storage in
      repeat {
        storage[count] = UInt8(ascii: "0") + UInt8(rest % 10)
        rest /= 10
        count += 1
      } while rest > 0
      for index in stride(from: count - 1, through: 0, by: -1) {
        buffer.append(storage[index])
      }
    }
  }

  /// `value` already rounded to `decimals` places (see `Rounding`), as Swift's `description`
  /// writes it: `160.0`, `0.09`, `-12.5`; `null` when not finite.
  mutating func writeShortest(_ value: Double, decimals: Int) {
    guard let (scaled, scale) = Self.scaled(value, decimals: decimals, below: 1e12) else {
      write(NumberText.json(value))
      return
    }
    // Trailing zeros go, but one decimal stays: 160.0, 0.5, 0.436.
    var fraction = scaled.magnitude % scale
    var places = decimals
    while places > 1 && fraction % 10 == 0 {
      fraction /= 10
      places -= 1
    }
    writeNumber(scaled, scale: scale, fraction: fraction, places: places)
  }

  /// `value` rounded to exactly `decimals` places, zeros kept: `0.090`, `1.000`, `-12.5`.
  mutating func writeFixed(_ value: Double, decimals: Int) {
    guard let (scaled, scale) = Self.scaled(value, decimals: decimals, below: 9e15) else {
      write(NumberText.json(value))
      return
    }
    writeNumber(scaled, scale: scale, fraction: scaled.magnitude % scale, places: decimals)
  }

  private mutating func writeNumber(_ scaled: Int, scale: UInt, fraction: UInt, places: Int) {
    if scaled < 0 { buffer.append(UInt8(ascii: "-")) }
    writeDigits(scaled.magnitude / scale)
    guard places > 0 else { return }
    buffer.append(UInt8(ascii: "."))
    var divisor: UInt = 1
    for _ in 1..<places { divisor *= 10 }
    var rest = fraction
    while divisor > 0 {
      buffer.append(UInt8(ascii: "0") + UInt8(rest / divisor))
      rest %= divisor
      divisor /= 10
    }
  }

  /// `value * 10^decimals` rounded half away from zero, while under `limit`, where digits written
  /// one by one are exact (and, under 1e12, what `description` writes); nil for the rare huge or
  /// non-finite value.
  private static func scaled(_ value: Double, decimals: Int, below limit: Double) -> (Int, UInt)? {
    var scale: UInt = 1
    for _ in 0..<decimals { scale *= 10 }
    let scaled = (value * Double(scale)).rounded()
    guard abs(scaled) < limit else { return nil }
    let integer = Int(scaled)
    return (integer == 0 ? 0 : integer, scale)
  }
}

extension ByteWriter {
  /// What `body` writes, as a string: for one-off lines and tests.
  static func text(_ body: (inout ByteWriter) -> Void) -> String {
    var bytes: [UInt8] = []
    var writer = ByteWriter { bytes.append(contentsOf: $0) }
    body(&writer)
    writer.flush()
    return String(decoding: bytes, as: UTF8.self)
  }
}
