/// An event as the fast path reads it, before any check of the trace's rules: a touch event, or
/// a push or pop in their plainest form.
struct PlainEvent {
  /// What the event is.
  enum Kind {
    case touch(Int, TouchPhase, Point)
    case push(screen: String, animated: Bool)
    case pop(animated: Bool)
  }

  var t: Double
  var kind: Kind
}

/// The fast path for the events that make up nearly all of a trace.
extension JSONReader {
  /// The longest element the fast path reads; longer ones go the general way.
  static let plainEventLimit = 1024

  /// Reads `{"t": …, "touch": …, "phase": "…", "x": …, "y": …}`, `{"t": …, "action": "push",
  /// "screen": {"id": "…"}}` or `{"t": …, "action": "pop"}` (each with an optional `animated`;
  /// keys in any order, each once; plain ASCII; numbers without exponents), or returns nil
  /// anywhere else, leaving the read position alone: the caller then reads the element the
  /// general way, which also words any error.
  mutating func readPlainEvent() -> PlainEvent? {
    let window = input.window(from: index, atLeast: Self.plainEventLimit)
    guard let base = window.baseAddress else { return nil }
    var scanner = PlainEventScanner(start: base, end: base + min(window.count, Self.plainEventLimit))
    guard let event = scanner.scanEvent() else { return nil }
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
    switch decimals {
    case 0: 1
    case 1: 10
    case 2: 100
    case 3: 1000
    case 4: 1e4
    case 5: 1e5
    case 6: 1e6
    case 7: 1e7
    case 8: 1e8
    case 9: 1e9
    case 10: 1e10
    case 11: 1e11
    case 12: 1e12
    case 13: 1e13
    case 14: 1e14
    default: 1e15
    }
  }

  /// Which keys an event has, one bit each.
  private struct Keys: OptionSet {
    let rawValue: UInt8
    static let t = Keys(rawValue: 1)
    static let touch = Keys(rawValue: 2)
    static let phase = Keys(rawValue: 4)
    static let x = Keys(rawValue: 8)
    static let y = Keys(rawValue: 16)
    static let action = Keys(rawValue: 32)
    static let screen = Keys(rawValue: 64)
    static let animated = Keys(rawValue: 128)
  }

  /// The action words the fast path takes.
  private enum ActionWord {
    case push, pop
  }

  mutating func scanEvent() -> PlainEvent? {
    guard take(UInt8(ascii: "{")) else { return nil }
    var t = 0.0
    var touch = 0
    var phase = TouchPhase.began
    var point = Point.zero
    var action: ActionWord?
    var screen: String?
    var animated = true
    var seen: Keys = []
    while true {
      skipWhitespace()
      guard take(UInt8(ascii: "\"")), position < end else { return nil }
      let key: Keys
      switch position.pointee {
      case UInt8(ascii: "t") where word("t"):
        key = .t
        guard let value = valueNumber() else { return nil }
        t = value
      case UInt8(ascii: "x") where word("x"):
        key = .x
        guard let value = valueNumber() else { return nil }
        point.x = value
      case UInt8(ascii: "y") where word("y"):
        key = .y
        guard let value = valueNumber() else { return nil }
        point.y = value
      case UInt8(ascii: "t") where word("touch"):
        key = .touch
        guard let value = valueNumber(), value == value.rounded(), abs(value) < 1e15 else { return nil }
        touch = Int(value)
      case UInt8(ascii: "p") where word("phase"):
        key = .phase
        guard colon(), take(UInt8(ascii: "\"")) else { return nil }
        if word("moved") {
          phase = .moved
        } else if word("began") {
          phase = .began
        } else if word("ended") {
          phase = .ended
        } else if word("cancelled") {
          phase = .cancelled
        } else {
          return nil
        }
      case UInt8(ascii: "a") where word("action"):
        key = .action
        guard colon(), take(UInt8(ascii: "\"")) else { return nil }
        if word("push") {
          action = .push
        } else if word("pop") {
          action = .pop
        } else {
          return nil
        }
      case UInt8(ascii: "a") where word("animated"):
        key = .animated
        guard colon() else { return nil }
        if literal("true") {
          animated = true
        } else if literal("false") {
          animated = false
        } else {
          return nil
        }
      case UInt8(ascii: "s") where word("screen"):
        key = .screen
        guard colon(), let id = screenWithOnlyAnID() else { return nil }
        screen = id
      default:
        return nil
      }
      guard !seen.contains(key) else { return nil }
      seen.insert(key)
      skipWhitespace()
      if take(UInt8(ascii: "}")) { break }
      guard take(UInt8(ascii: ",")) else { return nil }
    }
    switch (action, screen) {
    case (nil, nil) where seen == [.t, .touch, .phase, .x, .y]:
      return PlainEvent(t: t, kind: .touch(touch, phase, point))
    case (.push?, let screen?) where seen.subtracting(.animated) == [.t, .action, .screen]:
      return PlainEvent(t: t, kind: .push(screen: screen, animated: animated))
    case (.pop?, nil) where seen.subtracting(.animated) == [.t, .action]:
      return PlainEvent(t: t, kind: .pop(animated: animated))
    default:
      return nil
    }
  }

  /// `{"id": "…"}` with a plain ASCII id, the commonest pushed screen.
  mutating func screenWithOnlyAnID() -> String? {
    guard take(UInt8(ascii: "{")) else { return nil }
    skipWhitespace()
    guard take(UInt8(ascii: "\"")), word("id"), colon(), take(UInt8(ascii: "\"")) else { return nil }
    let start = position
    while position < end, position.pointee != UInt8(ascii: "\"") {
      let byte = position.pointee
      guard byte >= 0x20, byte < 0x80, byte != UInt8(ascii: "\\") else { return nil }
      position += 1
    }
    guard position < end else { return nil }
    let id = String(decoding: UnsafeBufferPointer(start: start, count: position - start), as: UTF8.self)
    position += 1
    skipWhitespace()
    guard take(UInt8(ascii: "}")) else { return nil }
    return id
  }

  /// Reads `true`, `false` or another bare word exactly.
  mutating func literal(_ word: StaticString) -> Bool {
    let count = word.utf8CodeUnitCount
    guard end - position >= count else { return false }
    for offset in 0..<count where position[offset] != word.utf8Start[offset] {
      return false
    }
    position += count
    return true
  }

  /// Reads `word` and its closing quote.
  @inline(__always)
  mutating func word(_ word: StaticString) -> Bool {
    let count = word.utf8CodeUnitCount
    guard end - position > count, position[count] == UInt8(ascii: "\"") else { return false }
    for offset in 0..<count where position[offset] != word.utf8Start[offset] {
      return false
    }
    position += count + 1
    return true
  }

  @inline(__always)
  mutating func take(_ byte: UInt8) -> Bool {
    guard position < end, position.pointee == byte else { return false }
    position += 1
    return true
  }

  @inline(__always)
  mutating func colon() -> Bool {
    skipWhitespace()
    guard take(UInt8(ascii: ":")) else { return false }
    skipWhitespace()
    return true
  }

  @inline(__always)
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

  @inline(__always)
  func isDigit(_ byte: UInt8) -> Bool {
    byte &- UInt8(ascii: "0") < 10
  }
}
