import PopGesture

/// An event as the fast path reads it, before any check of the trace's rules: a touch event, or
/// a push or pop in their plainest form. It holds no references (a pushed screen's id is the
/// bytes of the input it was read from, valid while the run that read it lasts), so making and
/// dropping one costs nothing.
struct PlainEvent {
  /// What the event is.
  enum Kind {
    case touch(Int, TouchPhase, Point)
    case push(screenID: UnsafeBufferPointer<UInt8>, animated: Bool)
    case pop(animated: Bool)
  }

  var t: Double
  var kind: Kind
}

/// The fast path for the events that make up nearly all of a trace.
extension JSONReader {
  /// The longest element the fast path reads; longer ones go the general way.
  static let plainEventLimit = 1024

  /// How many bytes a run asks the input to hold: many events' worth, so a run seldom stops to
  /// read more.
  static let plainRunWindow = 1 << 16

  /// Where a run of plain events stopped.
  enum PlainRunEnd {
    /// An element starts at the read position, which the run did not take: not plain, refused,
    /// or too near the end of the bytes held (then another run can take it).
    case element
    /// An element ended just before the read position: the caller reads what follows it.
    case separator
  }

  /// Reads the elements of an array straight from the input's bytes while each is a plain event
  /// that `take` accepts, with the `,` after each: `{"t": …, "touch": …, "phase": "…", "x": …,
  /// "y": …}`, `{"t": …, "action": "push", "screen": {"id": "…"}}` or `{"t": …, "action":
  /// "pop"}` (each with an optional `animated`; keys in any order, each once; plain ASCII;
  /// numbers without exponents). It starts at an element and returns how many it took and where
  /// it stopped (with `convertingPoints` false, some events' points are left at zero). Anything
  /// it does not take is left unread, for the general reader, which also words any error.
  mutating func readPlainEvents(convertingPoints: Bool = true, _ take: (PlainEvent) -> Bool)
    -> (count: Int, end: PlainRunEnd)
  {
    let window = input.window(from: index, atLeast: Self.plainRunWindow)
    guard let base = window.baseAddress else { return (0, .element) }
    let windowEnd = base + window.count
    // An element may start only where the longest plain one fits in the window, unless the
    // window holds the rest of the input.
    let lastStart = window.count < Self.plainRunWindow ? windowEnd : windowEnd - Self.plainEventLimit
    var scanner = PlainEventScanner(start: base, end: windowEnd, convertsPoints: convertingPoints)
    var count = 0
    var end = PlainRunEnd.element
    // Where the read position goes when the run stops: after the last piece taken.
    var taken = (position: base, lineBreaks: 0, lastLineBreak: UnsafePointer<UInt8>?.none)
    // The last touch event read the long way, whose bytes the next ones most likely repeat.
    var shape: PlainTouchShape?
    run: while scanner.position < lastStart {
      if let shape {
        // Bound once for all the events that repeat it: bound for each, it was copied for each.
        while let event = scanner.scanTouch(like: shape) {
          // The shape holds the separator too: the next element starts here.
          guard take(event) else { break run }
          count += 1
          taken = (scanner.position, scanner.lineBreaks, scanner.lastLineBreak)
          end = .element
          guard scanner.position < lastStart else { break run }
        }
      }
      let start = scanner.position
      guard let event = scanner.scanEvent(), take(event) else { break }
      count += 1
      taken = (scanner.position, scanner.lineBreaks, scanner.lastLineBreak)
      end = .separator
      scanner.skipWhitespace()
      guard scanner.take(UInt8(ascii: ",")) else { break }
      scanner.skipWhitespace()
      // A comma with no element after it is left to the general reader, which points at it.
      if scanner.position < scanner.end, scanner.position.pointee == UInt8(ascii: "]") { break }
      taken = (scanner.position, scanner.lineBreaks, scanner.lastLineBreak)
      end = .element
      if case .touch = event.kind {
        shape = PlainTouchShape(event: start, values: scanner.values, next: scanner.position)
      }
    }
    // Plain ASCII: columns are byte offsets from the last line break.
    if let lastBreak = taken.lastLineBreak {
      line += taken.lineBreaks
      lineStart = index + (lastBreak - base) + 1
      continuationBytesOnLine = 0
    }
    index += taken.position - base
    input.discardableBefore = index
    return (count, end)
  }
}

/// A number as the fast path reads it: its digits, and where the point goes.
struct PlainDecimal {
  var mantissa: UInt64
  var decimals: Int
  var isNegative: Bool

  /// The number, exactly what the general reader would give, by one correctly rounded division
  /// (both operands are exact with at most 15 digits).
  @inline(__always)
  var value: Double {
    let magnitude = Double(mantissa) / PlainEventScanner.powersOfTen[decimals]
    return isNegative ? -magnitude : magnitude
  }

  /// The number as an integer when it is written as one (a touch id), with no division; nil when
  /// it has a fraction, for the general reader, which takes `1.0` too.
  @inline(__always)
  var integer: Int? {
    guard decimals == 0 else { return nil }
    return isNegative ? -Int(mantissa) : Int(mantissa)
  }
}

/// A cursor over raw bytes for the fast path: every byte checked against `end`, nothing else.
struct PlainEventScanner {
  var position: UnsafePointer<UInt8>
  let end: UnsafePointer<UInt8>
  var lineBreaks = 0
  var lastLineBreak: UnsafePointer<UInt8>?
  /// Where the values of the last touch event read the long way were, for its shape.
  var values = PlainTouchValues()
  /// False when only checking: a shaped touch event's `x` and `y` are then read but not turned
  /// into numbers (nothing checks their value), which saves two divisions an event.
  let convertsPoints: Bool

  init(start: UnsafePointer<UInt8>, end: UnsafePointer<UInt8>, convertsPoints: Bool = true) {
    position = start
    self.end = end
    self.convertsPoints = convertsPoints
  }

  /// `10^decimals` for the at most 15 decimals the fast path takes, all exact; looked up rather
  /// than switched on, since the number of decimals changes from one value to the next and a
  /// mispredicted jump costs more than the load.
  static let powersOfTen: [Double] = [
    1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15,
  ]

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
    let start = position
    values = PlainTouchValues()
    guard take(UInt8(ascii: "{")) else { return nil }
    var t = 0.0
    var touch = 0
    var phase = TouchPhase.began
    var point = Point.zero
    var action: ActionWord?
    var screen: UnsafeBufferPointer<UInt8>?
    var animated = true
    var seen: Keys = []
    while true {
      skipWhitespace()
      guard take(UInt8(ascii: "\"")), position < end else { return nil }
      let key: Keys
      switch position.pointee {
      case UInt8(ascii: "t") where word("t"):
        key = .t
        guard colon(), let value = decimal(recordingAs: .t, from: start) else { return nil }
        t = value.value
      case UInt8(ascii: "x") where word("x"):
        key = .x
        guard colon(), let value = decimal(recordingAs: .x, from: start) else { return nil }
        point.x = value.value
      case UInt8(ascii: "y") where word("y"):
        key = .y
        guard colon(), let value = decimal(recordingAs: .y, from: start) else { return nil }
        point.y = value.value
      case UInt8(ascii: "t") where word("touch"):
        key = .touch
        guard colon(), let id = decimal(recordingAs: .touch, from: start)?.integer else { return nil }
        touch = id
      case UInt8(ascii: "p") where word("phase"):
        key = .phase
        guard colon(), take(UInt8(ascii: "\"")) else { return nil }
        let wordStart = position
        guard let value = phaseWord(), take(UInt8(ascii: "\"")) else { return nil }
        phase = value
        values.append(.phase, wordStart - start, position - 1 - start)
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
      return PlainEvent(t: t, kind: .push(screenID: screen, animated: animated))
    case (.pop?, nil) where seen.subtracting(.animated) == [.t, .action]:
      return PlainEvent(t: t, kind: .pop(animated: animated))
    default:
      return nil
    }
  }

  /// `{"id": "…"}` with a plain ASCII id, the commonest pushed screen.
  mutating func screenWithOnlyAnID() -> UnsafeBufferPointer<UInt8>? {
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
    let id = UnsafeBufferPointer(start: start, count: position - start)
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
  mutating func decimal(recordingAs field: PlainTouchValues.Field, from eventStart: UnsafePointer<UInt8>)
    -> PlainDecimal?
  {
    let start = position
    guard let value = decimal() else { return nil }
    values.append(field, start - eventStart, position - eventStart)
    return value
  }

  /// One of the phase words, without its quotes.
  @inline(__always)
  mutating func phaseWord() -> TouchPhase? {
    if literal("moved") { return .moved }
    if literal("began") { return .began }
    if literal("ended") { return .ended }
    if literal("cancelled") { return .cancelled }
    return nil
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
    // Most gaps are none or one space.
    if position < end, position.pointee == UInt8(ascii: " ") { position += 1 }
    guard position < end, position.pointee <= UInt8(ascii: " ") else { return }
    skipWhitespaceRun()
  }

  mutating func skipWhitespaceRun() {
    while position < end, position.pointee <= UInt8(ascii: " ") {
      switch position.pointee {
      case UInt8(ascii: " "), UInt8(ascii: "\t"):
        break
      case UInt8(ascii: "\n"):
        lineBreaks += 1
        lastLineBreak = position
      case UInt8(ascii: "\r"):
        // A CR LF counts once, at its LF; a lone CR is a line break of its own. A CR last in the
        // bytes at hand is left to the general reader, which can see what follows it.
        guard position + 1 < end else { return }
        if position[1] != UInt8(ascii: "\n") {
          lineBreaks += 1
          lastLineBreak = position
        }
      default:
        return
      }
      position += 1
    }
  }

  /// A number `-?(0|[1-9][0-9]*)(\.[0-9]+)?` with at most 15 significant digits, as its digits
  /// and the place of its point. With 15 digits at most it is below `Trace.maximumMagnitude`, so
  /// a number out of range always goes to the general reader, which words the error.
  @inline(__always)
  mutating func decimal() -> PlainDecimal? {
    guard position < end else { return nil }
    let isNegative = take(UInt8(ascii: "-"))
    var mantissa: UInt64 = 0
    guard position < end else { return nil }
    let integerStart = position
    if position.pointee == UInt8(ascii: "0") {
      position += 1
    } else {
      while position < end, isDigit(position.pointee) {
        mantissa = mantissa &* 10 &+ UInt64(position.pointee &- UInt8(ascii: "0"))
        position += 1
      }
      guard position > integerStart else { return nil }
    }
    var digits = position - integerStart
    var decimals = 0
    if position < end, position.pointee == UInt8(ascii: ".") {
      position += 1
      let fractionStart = position
      while position < end, isDigit(position.pointee) {
        mantissa = mantissa &* 10 &+ UInt64(position.pointee &- UInt8(ascii: "0"))
        position += 1
      }
      decimals = position - fractionStart
      guard decimals > 0 else { return nil }
      digits += decimals
    }
    // A digit after a leading zero, an exponent, or the end of the bytes: the general way.
    guard digits <= 15, position < end else { return nil }
    let next = position.pointee
    guard !isDigit(next), next != UInt8(ascii: "e"), next != UInt8(ascii: "E") else { return nil }
    return PlainDecimal(mantissa: mantissa, decimals: decimals, isNegative: isNegative)
  }

  /// A number, as `decimal()` reads it.
  @inline(__always)
  mutating func number() -> Double? {
    decimal()?.value
  }

  @inline(__always)
  func isDigit(_ byte: UInt8) -> Bool {
    byte &- UInt8(ascii: "0") < 10
  }
}
