import PopGesture

/// One buffered output for a log: bytes in, flushed in large chunks to whatever the caller gives.
///
/// Numbers are written by hand, without locale or `String(format:)`, and without making a
/// `String` for the common ones.
///
/// Most writes are a few bytes, so each checks for room once and then stores without checks:
/// constant text is copied with a size the compiler knows (a few moves, no call to `memmove`), and
/// a number reserves room for its longest text before storing its digits.
package struct ByteWriter {
  /// Flushes after this many bytes.
  static let flushThreshold = 1 << 16
  /// Room for any number the digit paths write: a sign, 16 integer digits, a point, 3 decimals.
  private static let longestNumber = 24

  /// Owns the buffer's memory.
  private let storage = ByteStorage(capacity: ByteWriter.flushThreshold * 2)
  /// `storage.pointer`, cached so writing a byte does not go through the class.
  private let bytes: UnsafeMutablePointer<UInt8>
  private let capacity: Int
  private var count = 0
  private let sink: (UnsafeRawBufferPointer) -> Void
  /// The text log's last time column, which the next line most likely repeats up to its
  /// thousandths.
  private var lastTime = TimeColumn()

  /// A time column as `writeTime` wrote it: its time, whole seconds and width, and the column's
  /// bytes up to `room`, spaces after its end, in two words that are stored again whole for the
  /// next line of the same time, or of the same seconds, whose thousandths then overwrite the
  /// ones they hold.
  private struct TimeColumn {
    /// The most bytes a time column kept this way takes: under 10^12 thousandths, at most 9
    /// integer digits, a point and 3 decimals, and no more than 16 columns to align it in.
    static let room = 16
    /// NaN, and `UInt.max` seconds, when there is no column to repeat: no time equals NaN or has
    /// that many seconds.
    var value = Double.nan
    var seconds = UInt.max
    var width = 0
    var length = 0
    var text: (UInt64, UInt64) = (0, 0)
  }

  /// A writer that hands its bytes to `sink` whenever its buffer fills, and on `flush()`.
  package init(sink: @escaping (UnsafeRawBufferPointer) -> Void) {
    self.sink = sink
    bytes = storage.pointer
    capacity = storage.capacity
  }

  /// Hands everything written so far to the sink.
  package mutating func flush() {
    guard count > 0 else { return }
    sink(UnsafeRawBufferPointer(start: bytes, count: count))
    count = 0
  }

  /// Ends a line, flushing when the buffer is past its threshold.
  @inline(__always)
  package mutating func newline() {
    write(UInt8(ascii: "\n"))
    if count >= Self.flushThreshold { flush() }
  }

  @inline(__always)
  mutating func write(_ byte: UInt8) {
    if count == capacity { flush() }
    store(byte)
  }

  /// Appends raw bytes; inlined so that a size known at compile time becomes a few moves.
  @inline(__always)
  mutating func write(_ source: UnsafeBufferPointer<UInt8>) {
    guard let address = source.baseAddress else { return }
    guard source.count <= capacity &- count else { return writeInChunks(source) }
    (bytes + count).initialize(from: address, count: source.count)
    count &+= source.count
  }

  /// Appends bytes that do not fit in the room left, flushing as often as they need.
  private mutating func writeInChunks(_ source: UnsafeBufferPointer<UInt8>) {
    guard var address = source.baseAddress else { return }
    var remaining = source.count
    while remaining > 0 {
      if count == capacity { flush() }
      let chunk = min(remaining, capacity - count)
      (bytes + count).initialize(from: address, count: chunk)
      count += chunk
      address += chunk
      remaining -= chunk
    }
  }

  @inline(__always)
  mutating func write(_ text: StaticString) {
    write(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
  }

  /// Appends a string's UTF-8, read in place: native strings (ids, names) are contiguous.
  ///
  /// Disfavored so that a literal, `write("...")`, picks the `StaticString` overload (whose size
  /// the compiler knows) rather than Swift's default literal type.
  @_disfavoredOverload
  mutating func write(_ text: String) {
    let written: Void? = text.utf8.withContiguousStorageIfAvailable { write($0) }
    if written == nil {
      var text = text
      text.withUTF8 { write($0) }
    }
  }

  /// `spaces` spaces.
  ///
  /// The log's columns pad by a few spaces on every line: with room for sixteen, they are stored
  /// as two words of spaces, of which `spaces` are kept, rather than by a call to `memset`.
  @inline(__always)
  mutating func pad(_ spaces: Int) {
    guard spaces > 0 else { return }
    guard spaces <= 16, capacity &- count >= 16 else { return padAtLength(spaces) }
    let end = UnsafeMutableRawPointer(bytes + count)
    end.storeBytes(of: 0x2020_2020_2020_2020 as UInt64, as: UInt64.self)
    end.storeBytes(of: 0x2020_2020_2020_2020 as UInt64, toByteOffset: 8, as: UInt64.self)
    count &+= spaces
  }

  /// Sixteen bytes of text, made once and stored at once: a column that most lines of a log write.
  struct Column {
    fileprivate var words: (UInt64, UInt64) = (0, 0)

    /// `text`, which must be sixteen bytes long.
    init(_ text: [UInt8]) {
      precondition(text.count == 16, "a column is 16 bytes, not \(text.count)")
      withUnsafeMutableBytes(of: &words) { $0.copyBytes(from: text) }
    }
  }

  /// Writes the column's sixteen bytes.
  @inline(__always)
  mutating func write(_ column: Column) {
    reserve(16)
    let end = UnsafeMutableRawPointer(bytes + count)
    end.storeBytes(of: column.words.0, as: UInt64.self)
    end.storeBytes(of: column.words.1, toByteOffset: 8, as: UInt64.self)
    count &+= 16
  }

  /// `spaces` spaces, more than sixteen or near the end of the buffer.
  private mutating func padAtLength(_ spaces: Int) {
    guard spaces <= capacity - count else {
      for _ in 0..<spaces { write(UInt8(ascii: " ")) }
      return
    }
    (bytes + count).initialize(repeating: UInt8(ascii: " "), count: spaces)
    count += spaces
  }

  mutating func write(_ value: Int) {
    reserve(Self.longestNumber)
    if value < 0 { store(UInt8(ascii: "-")) }
    storeDigits(value.magnitude)
  }

  /// `value` rounded to `decimals` places as the log rounds (see `Rounding`), then written
  /// as Swift's `description` writes it: `160.0`, `0.09`, `-12.5`; `null` when not finite.
  /// `decimals` is 1 or 3.
  mutating func writeShortest(_ value: Double, decimals: Int) {
    writeDecimal(value, decimals: decimals, keepingZeros: false)
  }

  /// `value` rounded to exactly `decimals` places, zeros kept: `0.090`, `1.000`, `-12.5`.
  /// `decimals` is 1 or 3. Inlined, so that the number of decimals is known where it is written.
  @inline(__always)
  mutating func writeFixed(_ value: Double, decimals: Int) {
    writeDecimal(value, decimals: decimals, keepingZeros: true)
  }

  /// `value` as `writeFixed(Rounding.time(value), decimals: 3)` writes it, after the spaces that
  /// right-align it in `width` columns: the text log's time, rounded once for both its digits and
  /// their count.
  @inline(__always)
  mutating func writeTime(_ value: Double, rightAlignedIn width: Int) {
    reserve(TimeColumn.room)
    let start = UnsafeMutableRawPointer(bytes + count)
    if value == lastTime.value, width == lastTime.width {
      // The time of the line before, as a third of the lines have: its column again, whole.
      start.storeBytes(of: lastTime.text.0, as: UInt64.self)
      start.storeBytes(of: lastTime.text.1, toByteOffset: 8, as: UInt64.self)
      count &+= lastTime.length
      return
    }
    // Below 10^12 thousandths, `Rounding.time` rounds to the same thousandths as `scaled`: its
    // quotient by 1000 and product by 1000 are off by far less than half of one.
    guard width <= TimeColumn.room, let scaled = Self.scaled(value, decimals: 3, below: 1e12), scaled >= 0
    else { return writeTimeAsText(value, rightAlignedIn: width) }
    let magnitude = UInt(scaled)
    let seconds = magnitude / 1000
    let fraction = magnitude % 1000
    if seconds == lastTime.seconds, width == lastTime.width {
      // The same whole seconds as the line before, as nearly every other line has: its column
      // again, with only the thousandths to write.
      start.storeBytes(of: lastTime.text.0, as: UInt64.self)
      start.storeBytes(of: lastTime.text.1, toByteOffset: 8, as: UInt64.self)
    } else {
      startTimeColumn(seconds: seconds, rightAlignedIn: width)
    }
    count &+= lastTime.length
    bytes[count &- 1] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: fraction % 10)
    storePair(fraction / 10, at: count &- 3)
    lastTime.value = value
    lastTime.text = (
      start.loadUnaligned(as: UInt64.self), start.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
    )
  }

  /// Stores a time column of `seconds` up to its point, right-aligned in `width` columns, with
  /// spaces in the rest of its room, in room already reserved, and keeps its length.
  private mutating func startTimeColumn(seconds: UInt, rightAlignedIn width: Int) {
    // One digit before the point up to 9; each power of ten from 10 up adds one.
    var integerDigits = 1
    var power: UInt = 10
    while seconds >= power {
      integerDigits &+= 1
      power &*= 10
    }
    // Spaces first, for the padding and for the rest of the room the column's text is kept from.
    let start = UnsafeMutableRawPointer(bytes + count)
    start.storeBytes(of: 0x2020_2020_2020_2020 as UInt64, as: UInt64.self)
    start.storeBytes(of: 0x2020_2020_2020_2020 as UInt64, toByteOffset: 8, as: UInt64.self)
    // The digits, the point and three decimals, ending at the column's width or past it.
    let length = max(width, integerDigits &+ 4)
    bytes[count &+ length &- 4] = UInt8(ascii: ".")
    storeDigits(seconds, endingBefore: count &+ length &- 4)
    lastTime.seconds = seconds
    lastTime.width = width
    lastTime.length = length
  }

  /// `writeTime` for a time too large, negative or not finite for the digits above.
  private mutating func writeTimeAsText(_ value: Double, rightAlignedIn width: Int) {
    lastTime = TimeColumn()
    let text = NumberText.fixed(Rounding.time(value), decimals: 3)
    pad(width - text.count)
    write(text)
  }

  /// Both of the above: trailing zeros go, but one decimal stays, unless `keepingZeros`.
  @inline(__always)
  private mutating func writeDecimal(_ value: Double, decimals: Int, keepingZeros: Bool) {
    // Digits written one by one match `description` below 10^12; fixed ones are exact to 2^53.
    guard let scaled = Self.scaled(value, decimals: decimals, below: keepingZeros ? 9e15 : 1e12) else {
      // Rare and huge: as Swift describes the rounded value (past 2^53, rounding changes nothing).
      write(NumberText.json(keepingZeros ? value : Rounding.round(value, scale: decimals == 1 ? 10 : 1000)))
      return
    }
    reserve(Self.longestNumber)
    if scaled < 0 { store(UInt8(ascii: "-")) }
    let magnitude = scaled.magnitude
    // Division by a constant is a multiply. The point and the decimals are stored whole, and the
    // zeros not kept are then left past the end, in room already reserved.
    switch decimals {
    case 1:
      let whole = magnitude / 10
      storeDigits(whole)
      bytes[count] = UInt8(ascii: ".")
      bytes[count &+ 1] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: magnitude &- whole &* 10)
      count &+= 2
    case 3:
      let whole = magnitude / 1000
      storeDigits(whole)
      let fraction = magnitude &- whole &* 1000
      bytes[count] = UInt8(ascii: ".")
      bytes[count &+ 1] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: fraction / 100)
      storePair(fraction % 100, at: count &+ 2)
      if keepingZeros || fraction % 10 != 0 {
        count &+= 4
      } else {
        count &+= fraction % 100 != 0 ? 3 : 2
      }
    default: Self.unsupported(decimals)
    }
  }

  /// Flushes unless `byteCount` more bytes fit; what follows may then store without checks.
  @inline(__always)
  private mutating func reserve(_ byteCount: Int) {
    if capacity &- count < byteCount { flush() }
  }

  /// Stores one byte in room already reserved.
  @inline(__always)
  private mutating func store(_ byte: UInt8) {
    bytes[count] = byte
    count &+= 1
  }

  /// Stores a digit, `0...9`, in room already reserved.
  @inline(__always)
  private mutating func storeDigit(_ digit: UInt) {
    store(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: digit))
  }

  /// Stores the digits of `value`, most significant first, in room already reserved.
  ///
  /// Counts the digits first so they can be stored in place from the right, two per division by
  /// 100; `value` is an `Int`'s magnitude, under 10^19, so the running power of ten cannot
  /// overflow.
  @inline(__always)
  private mutating func storeDigits(_ value: UInt) {
    // Most numbers in a log have at most four digits before the point: no loop for them.
    if value < 100 {
      if value < 10 {
        storeDigit(value)
      } else {
        storePair(value, at: count)
        count &+= 2
      }
      return
    }
    if value < 10_000 {
      let high = value / 100
      if high < 10 {
        storeDigit(high)
      } else {
        storePair(high, at: count)
        count &+= 2
      }
      storePair(value &- high &* 100, at: count)
      count &+= 2
      return
    }
    var length = 1
    var power: UInt = 10
    while value >= power && length < 19 {
      length &+= 1
      power &*= 10
    }
    count &+= length
    storeDigits(value, endingBefore: count)
  }

  /// Stores the digits of `value`, the last just before `end`, from the right, two per division
  /// by 100, in room already reserved and counted.
  @inline(__always)
  private func storeDigits(_ value: UInt, endingBefore end: Int) {
    var end = end
    var rest = value
    while rest >= 100 {
      end &-= 2
      storePair(rest % 100, at: end)
      rest /= 100
    }
    if rest >= 10 {
      storePair(rest, at: end &- 2)
    } else {
      bytes[end &- 1] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest)
    }
  }

  /// Stores `pair`, `0...99`, as two digits at `index`, in room already reserved.
  @inline(__always)
  private func storePair(_ pair: UInt, at index: Int) {
    let pair = UInt8(truncatingIfNeeded: pair)
    bytes[index] = UInt8(ascii: "0") &+ pair / 10
    bytes[index &+ 1] = UInt8(ascii: "0") &+ pair % 10
  }

  /// `value * 10^decimals` rounded half away from zero, while under `limit`, where digits written
  /// one by one are exact (and, under 1e12, what `description` writes); nil for the rare huge or
  /// non-finite value.
  @inline(__always)
  private static func scaled(_ value: Double, decimals: Int, below limit: Double) -> Int? {
    let scale: Double
    switch decimals {
    case 1: scale = 10
    case 3: scale = 1000
    default: unsupported(decimals)
    }
    let product = value * scale
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
    return integer
  }

  /// The logs round to 1 decimal (points, velocities) or 3 (times, progress), nothing else.
  private static func unsupported(_ decimals: Int) -> Never {
    preconditionFailure("logs round to 1 or 3 decimals, not \(decimals)")
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
