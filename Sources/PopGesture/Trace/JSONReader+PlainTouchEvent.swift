/// A touch event as the fast path reads it, before any check of the trace's rules.
struct PlainTouchEvent {
  var t: Double
  var touch: Int
  var phase: TouchPhase
  var x: Double
  var y: Double
}

/// The fast path for the events that make up nearly all of a trace.
extension JSONReader {
  /// The longest element the fast path reads; longer ones go the general way.
  static let plainEventLimit = 1024

  /// Reads `{"t": …, "touch": …, "phase": "…", "x": …, "y": …}` (keys in any order, each once,
  /// plain ASCII, numbers without exponents), or returns nil anywhere else, leaving the read
  /// position alone: the caller then reads the element the general way, which also words any error.
  mutating func readPlainTouchEvent() -> PlainTouchEvent? {
    let window = input.window(from: index, atLeast: Self.plainEventLimit)
    guard let base = window.baseAddress else { return nil }
    var scanner = PlainEventScanner(start: base, end: base + min(window.count, Self.plainEventLimit))
    guard let event = scanner.scanTouchEvent() else { return nil }
    // Plain ASCII: columns are byte offsets from the last line break.
    if let lastBreak = scanner.lastLineBreak {
      line += scanner.lineBreaks
      lineStart = index + (lastBreak - base) + 1
      continuationBytesOnLine = 0
    }
    index += scanner.position - base
    return event
  }
}

/// A cursor over raw bytes for the fast path: every byte checked against `end`, nothing else.
private struct PlainEventScanner {
  var position: UnsafePointer<UInt8>
  let end: UnsafePointer<UInt8>
  var lineBreaks = 0
  var lastLineBreak: UnsafePointer<UInt8>?

  init(start: UnsafePointer<UInt8>, end: UnsafePointer<UInt8>) {
    position = start
    self.end = end
  }

  /// `10^decimals`, exact for the at most 15 decimals the fast path takes.
  @inline(__always)
  static func powerOfTen(_ decimals: Int) -> Double {
    var power = 1.0
    for _ in 0..<decimals { power *= 10 }
    return power
  }

  mutating func scanTouchEvent() -> PlainTouchEvent? {
    guard take(UInt8(ascii: "{")) else { return nil }
    var event = PlainTouchEvent(t: 0, touch: 0, phase: .began, x: 0, y: 0)
    var seen: UInt8 = 0
    while true {
      skipWhitespace()
      guard take(UInt8(ascii: "\"")), position < end else { return nil }
      let key = position.pointee
      let bit: UInt8
      switch key {
      case UInt8(ascii: "t") where word("t"):
        bit = 1
        guard let value = valueNumber() else { return nil }
        event.t = value
      case UInt8(ascii: "x") where word("x"):
        bit = 2
        guard let value = valueNumber() else { return nil }
        event.x = value
      case UInt8(ascii: "y") where word("y"):
        bit = 4
        guard let value = valueNumber() else { return nil }
        event.y = value
      case UInt8(ascii: "t") where word("touch"):
        bit = 8
        guard let value = valueNumber(), value == value.rounded(), abs(value) < 1e15 else { return nil }
        event.touch = Int(value)
      case UInt8(ascii: "p") where word("phase"):
        bit = 16
        guard colon(), take(UInt8(ascii: "\"")) else { return nil }
        if word("moved") {
          event.phase = .moved
        } else if word("began") {
          event.phase = .began
        } else if word("ended") {
          event.phase = .ended
        } else if word("cancelled") {
          event.phase = .cancelled
        } else {
          return nil
        }
      default:
        return nil
      }
      guard seen & bit == 0 else { return nil }
      seen |= bit
      skipWhitespace()
      if take(UInt8(ascii: "}")) { return seen == 31 ? event : nil }
      guard take(UInt8(ascii: ",")) else { return nil }
    }
  }

  /// Reads `word` and its closing quote.
  mutating func word(_ word: StaticString) -> Bool {
    let count = word.utf8CodeUnitCount
    guard end - position > count, position[count] == UInt8(ascii: "\"") else { return false }
    for offset in 0..<count where position[offset] != word.utf8Start[offset] {
      return false
    }
    position += count + 1
    return true
  }

  mutating func take(_ byte: UInt8) -> Bool {
    guard position < end, position.pointee == byte else { return false }
    position += 1
    return true
  }

  mutating func colon() -> Bool {
    skipWhitespace()
    guard take(UInt8(ascii: ":")) else { return false }
    skipWhitespace()
    return true
  }

  mutating func skipWhitespace() {
    while position < end {
      switch position.pointee {
      case UInt8(ascii: " "), UInt8(ascii: "\t"):
        position += 1
      case UInt8(ascii: "\n"):
        lineBreaks += 1
        lastLineBreak = position
        position += 1
      default:
        // A CR is a line break too, but a rare one: the general reader counts it.
        return
      }
    }
  }

  /// `: number` where the number is `-?(0|[1-9][0-9]*)(\.[0-9]+)?` with at most 15 significant
  /// digits: exactly what the general reader would give, by one correctly rounded division.
  mutating func valueNumber() -> Double? {
    guard colon(), position < end else { return nil }
    let isNegative = take(UInt8(ascii: "-"))
    var mantissa: UInt64 = 0
    var digits = 0
    guard position < end else { return nil }
    if position.pointee == UInt8(ascii: "0") {
      position += 1
      if position < end, isDigit(position.pointee) { return nil }
    } else {
      guard isDigit(position.pointee) else { return nil }
      while position < end, isDigit(position.pointee) {
        mantissa = mantissa &* 10 &+ UInt64(position.pointee &- UInt8(ascii: "0"))
        digits += 1
        position += 1
      }
    }
    var decimals = 0
    if position < end, position.pointee == UInt8(ascii: ".") {
      position += 1
      guard position < end, isDigit(position.pointee) else { return nil }
      while position < end, isDigit(position.pointee) {
        mantissa = mantissa &* 10 &+ UInt64(position.pointee &- UInt8(ascii: "0"))
        digits += 1
        decimals += 1
        position += 1
      }
    }
    guard digits <= 15, position < end else { return nil }
    let next = position.pointee
    guard next != UInt8(ascii: "e"), next != UInt8(ascii: "E") else { return nil }
    let magnitude = Double(mantissa) / Self.powerOfTen(decimals)
    return isNegative ? -magnitude : magnitude
  }

  func isDigit(_ byte: UInt8) -> Bool {
    byte &- UInt8(ascii: "0") < 10
  }
}
