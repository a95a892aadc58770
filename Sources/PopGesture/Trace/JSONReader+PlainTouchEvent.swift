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
  /// Reads `{"t": …, "touch": …, "phase": "…", "x": …, "y": …}` (keys in any order, each once,
  /// no escapes, nothing else), or returns nil anywhere else: the caller rewinds and reads the
  /// element the general way.
  mutating func readPlainTouchEvent() -> PlainTouchEvent? {
    guard input.has(index), input[index] == UInt8(ascii: "{") else { return nil }
    index += 1
    var event = PlainTouchEvent(t: 0, touch: 0, phase: .began, x: 0, y: 0)
    var seen: UInt8 = 0
    while true {
      skipWhitespace()
      guard let key = plainWord() else { return nil }
      skipWhitespace()
      guard input.has(index), input[index] == UInt8(ascii: ":") else { return nil }
      index += 1
      skipWhitespace()
      let bit: UInt8
      if input.matches(key, "t") {
        bit = 1
        guard let value = plainNumber() else { return nil }
        event.t = value
      } else if input.matches(key, "x") {
        bit = 2
        guard let value = plainNumber() else { return nil }
        event.x = value
      } else if input.matches(key, "y") {
        bit = 4
        guard let value = plainNumber() else { return nil }
        event.y = value
      } else if input.matches(key, "touch") {
        bit = 8
        guard let value = plainNumber(), value == value.rounded(), abs(value) < 1e15 else { return nil }
        event.touch = Int(value)
      } else if input.matches(key, "phase") {
        bit = 16
        guard let word = plainWord() else { return nil }
        if input.matches(word, "moved") {
          event.phase = .moved
        } else if input.matches(word, "began") {
          event.phase = .began
        } else if input.matches(word, "ended") {
          event.phase = .ended
        } else if input.matches(word, "cancelled") {
          event.phase = .cancelled
        } else {
          return nil
        }
      } else {
        return nil
      }
      guard seen & bit == 0 else { return nil }
      seen |= bit
      skipWhitespace()
      guard input.has(index) else { return nil }
      if input[index] == UInt8(ascii: "}") {
        index += 1
        return seen == 31 ? event : nil
      }
      guard input[index] == UInt8(ascii: ",") else { return nil }
      index += 1
    }
  }

  /// A string of printable ASCII without escapes, as the range of its contents.
  private mutating func plainWord() -> Range<Int>? {
    guard input.has(index), input[index] == UInt8(ascii: "\"") else { return nil }
    let start = index + 1
    var position = start
    while input.has(position) {
      let byte = input[position]
      if byte == UInt8(ascii: "\"") {
        index = position + 1
        return start..<position
      }
      guard byte >= 0x20, byte < 0x80, byte != UInt8(ascii: "\\") else { return nil }
      position += 1
    }
    return nil
  }

  /// A number, read exactly as the general reader reads it, or nil if it is not one.
  private mutating func plainNumber() -> Double? {
    guard input.has(index) else { return nil }
    let byte = input[index]
    guard byte == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else {
      return nil
    }
    return try? readNumber()
  }
}
