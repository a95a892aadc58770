import PopGesture

/// Stepping through an object's members and an array's elements one at a time, so a caller can
/// stream a large array instead of building it.
extension JSONReader {
  /// Checks the start of the document and returns its first significant byte, without reading it.
  mutating func beginDocument() throws(JSONSyntaxError) -> UInt8 {
    if !input.has(0) {
      throw error("empty input; expected a JSON value", at: 0)
    }
    if input.has(2) && input[0] == 0xEF && input[1] == 0xBB && input[2] == 0xBF {
      // RFC 8259 §8.1 forbids adding a byte order mark; rejecting it keeps files byte-for-byte portable.
      throw error("byte order mark (U+FEFF) at start of input; JSON text must not begin with a BOM", at: 0)
    }
    skipWhitespace()
    guard input.has(index) else { throw unexpected(expected: "a value") }
    return input[index]
  }

  /// Reads an object's `{` and its first key, or `}`: the key and where it is, or nil when empty.
  mutating func firstKey() throws(JSONSyntaxError) -> (String, LineColumn)? {
    index += 1
    skipWhitespace()
    if input.has(index), input[index] == UInt8(ascii: "}") {
      index += 1
      return nil
    }
    return try key()
  }

  /// After a member's value: its `,` and the next key, or the closing `}` and nil.
  mutating func nextKey() throws(JSONSyntaxError) -> (String, LineColumn)? {
    skipWhitespace()
    guard input.has(index) else { throw unexpected(expected: "',' or '}'") }
    switch input[index] {
    case UInt8(ascii: ","):
      let comma = currentLocation
      index += 1
      if let error = trailingComma(at: comma) { throw error }
      return try key()
    case UInt8(ascii: "}"):
      index += 1
      return nil
    default:
      throw unexpected(expected: "',' or '}'")
    }
  }

  private mutating func key() throws(JSONSyntaxError) -> (String, LineColumn) {
    guard input.has(index), input[index] == UInt8(ascii: "\"") else {
      throw unexpected(expected: "a string key")
    }
    let location = currentLocation
    let key = try readString()
    skipWhitespace()
    guard input.has(index), input[index] == UInt8(ascii: ":") else {
      throw unexpected(expected: "':' after the key")
    }
    index += 1
    return (key, location)
  }

  /// Whether the next value is an array; if so, reads its `[`.
  mutating func beginArray() throws(JSONSyntaxError) -> Bool {
    skipWhitespace()
    guard input.has(index), input[index] == UInt8(ascii: "[") else { return false }
    index += 1
    return true
  }

  /// After `[`: whether an element follows (false, with `]` read, when the array is empty).
  mutating func firstElement() throws(JSONSyntaxError) -> Bool {
    skipWhitespace()
    if input.has(index), input[index] == UInt8(ascii: "]") {
      index += 1
      return false
    }
    return true
  }

  /// After an element: whether another follows its `,` (false, with `]` read, at the end); the
  /// next element starts at the read position.
  mutating func nextElement() throws(JSONSyntaxError) -> Bool {
    skipWhitespace()
    guard input.has(index) else { throw unexpected(expected: "',' or ']'") }
    switch input[index] {
    case UInt8(ascii: ","):
      let comma = currentLocation
      index += 1
      if let error = trailingComma(at: comma) { throw error }
      return true
    case UInt8(ascii: "]"):
      index += 1
      return false
    default:
      throw unexpected(expected: "',' or ']'")
    }
  }
}
