/// One buffered output for a log: bytes in, flushed in large chunks to whatever the caller gives.
///
/// Numbers are written by hand, without locale or `String(format:)`, and without making a
/// `String` for the common ones.
public struct ByteWriter {
  /// Flushes after this many bytes.
  static let flushThreshold = 1 << 16

  /// Owns the buffer's memory.
  private let storage = ByteStorage(capacity: ByteWriter.flushThreshold * 2)
  /// `storage.pointer`, cached so writing a byte does not go through the class.
  private let bytes: UnsafeMutablePointer<UInt8>
  private let capacity: Int
  private var count = 0
  private let sink: (UnsafeRawBufferPointer) -> Void

  /// A writer that hands its bytes to `sink` whenever its buffer fills, and on `flush()`.
  public init(sink: @escaping (UnsafeRawBufferPointer) -> Void) {
    self.sink = sink
    bytes = storage.pointer
    capacity = storage.capacity
  }

  /// Hands everything written so far to the sink.
  public mutating func flush() {
    guard count > 0 else { return }
    sink(UnsafeRawBufferPointer(start: bytes, count: count))
    count = 0
  }

  /// Ends a line, flushing when the buffer is past its threshold.
  @inline(__always)
  mutating func newline() {
    write(UInt8(ascii: "\n"))
    if count >= Self.flushThreshold { flush() }
  }

  @inline(__always)
  mutating func write(_ byte: UInt8) {
    if count == capacity { flush() }
    bytes[count] = byte
    count += 1
  }

  /// Appends raw bytes, flushing as often as they need.
  mutating func write(_ source: UnsafeBufferPointer<UInt8>) {
    guard var address = source.baseAddress else { return }
    var remaining = source.count
    if remaining <= capacity - count {
      (bytes + count).update(from: address, count: remaining)
      count += remaining
      return
    }
    while remaining > 0 {
      if count == capacity { flush() }
      let chunk = min(remaining, capacity - count)
      (bytes + count).update(from: address, count: chunk)
      count += chunk
      address += chunk
      remaining -= chunk
    }
  }

  mutating func write(_ text: StaticString) {
    write(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
  }

  mutating func write(_ text: String) {
    var text = text
    text.withUTF8 { write($0) }
  }

  /// `spaces` spaces.
  mutating func pad(_ spaces: Int) {
    for _ in 0..<max(spaces, 0) { write(UInt8(ascii: " ")) }
  }

  mutating func write(_ value: Int) {
    if value < 0 { write(UInt8(ascii: "-")) }
    writeDigits(value.magnitude)
  }

  /// The digits of `value`, most significant first.
  private mutating func writeDigits(_ value: UInt) {
    if value < 10 {
      write(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value))
      return
    }
    // Twenty digits hold any UInt; fill from the right, then copy once.
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
      var rest = value
      var start = 20
      repeat {
        start -= 1
        digits[start] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest % 10)
        rest /= 10
      } while rest > 0
      write(UnsafeBufferPointer(rebasing: digits[start..<20]))
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
    if scaled < 0 { write(UInt8(ascii: "-")) }
    writeDigits(scaled.magnitude / scale)
    guard places > 0 else { return }
    write(UInt8(ascii: "."))
    var divisor: UInt = 1
    for _ in 1..<places { divisor *= 10 }
    var rest = fraction
    while divisor > 0 {
      write(UInt8(ascii: "0") + UInt8(rest / divisor))
      rest %= divisor
      divisor /= 10
    }
  }

  /// `value * 10^decimals` rounded half away from zero, while under `limit`, where digits written
  /// one by one are exact (and, under 1e12, what `description` writes); nil for the rare huge or
  /// non-finite value.
  private static func scaled(_ value: Double, decimals: Int, below limit: Double) -> (Int, UInt)? {
    let scale: UInt = decimals == 1 ? 10 : decimals == 3 ? 1000 : Self.power(decimals)
    let product = value * Double(scale)
    guard abs(product) < limit else { return nil }
    // Half away from zero, as `rounded()` does, without a call into libm: below the limit the
    // product's integer part and fraction are exact.
    var integer = Int(product)
    let fraction = product - Double(integer)
    if fraction >= 0.5 {
      integer += 1
    } else if fraction <= -0.5 {
      integer -= 1
    }
    return (integer, scale)
  }
}

extension ByteWriter {
  /// `10^decimals`.
  fileprivate static func power(_ decimals: Int) -> UInt {
    var scale: UInt = 1
    for _ in 0..<decimals { scale *= 10 }
    return scale
  }

  /// What `body` writes, as a string: for one-off lines and tests.
  static func text(_ body: (inout ByteWriter) -> Void) -> String {
    var bytes: [UInt8] = []
    var writer = ByteWriter { bytes.append(contentsOf: $0) }
    body(&writer)
    writer.flush()
    return String(decoding: bytes, as: UTF8.self)
  }
}
