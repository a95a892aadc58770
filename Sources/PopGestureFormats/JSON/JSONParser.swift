import PopGesture

/// A strict RFC 8259 JSON parser that records the source location of every value and object key.
package enum JSONParser {
  /// Maximum nesting of arrays and objects; deeper input is an error, never a stack overflow.
  static let maximumDepth = 512

  /// Parses `bytes` as one UTF-8 JSON text, or throws the first syntax error with its location.
  package static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
    var reader = JSONReader(input: JSONInput(bytes: bytes))
    return try reader.parseDocument()
  }

  /// Parses the JSON text read from `source` a chunk at a time.
  static func parse(from source: @escaping ByteSource) throws(JSONSyntaxError) -> JSONValue {
    var reader = JSONReader(input: JSONInput(source: source))
    return try reader.parseDocument()
  }
}

/// An array or object whose closing bracket has not been read yet.
struct OpenContainer {
  /// The location of the opening bracket, which becomes the container's location.
  var location: LineColumn

  /// Whether this is an object (members) rather than an array (elements).
  var isObject: Bool

  /// The elements read so far, when this is an array.
  var elements: [JSONValue] = []

  /// The members read so far, when this is an object.
  var members: [JSONMember] = []

  /// The key whose value is being read, when this is an object.
  var key = ""

  /// The location of `key`.
  var keyLocation = LineColumn(line: 1, column: 1)
}

/// The cursor of one parse: the input, the read position and what is needed to turn it into a location.
///
/// Positions are absolute byte offsets into the input, which may be read a chunk at a time.
package struct JSONReader {
  /// The input, whole or a window of it.
  var input: JSONInput

  /// The offset of the next byte to read.
  var index = 0

  /// The 1-based line that `index` is on.
  var line = 1

  /// The offset of the first byte of the current line.
  var lineStart = 0

  /// UTF-8 continuation bytes counted on the current line so far.
  ///
  /// Columns count Unicode scalars, so a byte offset becomes a column by subtracting these; only strings can
  /// hold multi-byte characters, and the string reader adds them as it validates each sequence.
  var continuationBytesOnLine = 0

  /// Creates a reader positioned at the start of `input`.
  init(input: JSONInput) {
    self.input = input
  }

  // MARK: Document and values

  /// Parses the whole input: exactly one value, optionally surrounded by whitespace.
  mutating func parseDocument() throws(JSONSyntaxError) -> JSONValue {
    _ = try beginDocument()
    let value = try parseValue()
    try expectEndOfInput()
    return value
  }

  /// Checks that only whitespace follows the value.
  mutating func expectEndOfInput() throws(JSONSyntaxError) {
    skipWhitespace()
    if input.has(index) {
      throw error("trailing characters after the JSON value", at: index)
    }
  }

  /// Parses one value, nested containers included, at the read position.
  ///
  /// Open containers live on an explicit stack rather than the call stack, so hostile nesting reaches the
  /// depth limit and fails cleanly whatever stack size the calling thread has. An error leaves with the
  /// path the stack spells (see `JSONSyntaxError.path`), worked out only then.
  mutating func parseValue() throws(JSONSyntaxError) -> JSONValue {
    var open: [OpenContainer] = []
    nextValue: while true {
      var value: JSONValue
      // A container opened here and then failing on its first key is the container's error, not
      // its member's: the stack's depth tells the two apart, at no cost until something throws.
      let depth = open.count
      do throws(JSONSyntaxError) {
        skipWhitespace()
        let start = currentLocation
        guard input.has(index) else { throw unexpected(expected: "a value") }
        switch input[index] {
        case UInt8(ascii: "["), UInt8(ascii: "{"):
          let isObject = input[index] == UInt8(ascii: "{")
          if depth == JSONParser.maximumDepth {
            throw error("nesting deeper than \(JSONParser.maximumDepth) levels", at: index)
          }
          index += 1
          skipWhitespace()
          if input.has(index), input[index] == Self.closer(isObject: isObject) {
            index += 1
            value = JSONValue(kind: isObject ? .object([]) : .array([]), location: start)
          } else {
            open.append(OpenContainer(location: start, isObject: isObject))
            if isObject {
              try readKey(into: &open[open.count - 1])
            }
            continue nextValue
          }
        case UInt8(ascii: "\""):
          value = JSONValue(kind: .string(try readString()), location: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
          value = JSONValue(kind: .number(try readNumber()), location: start)
        case UInt8(ascii: "t"):
          try readLiteral("true")
          value = JSONValue(kind: .bool(true), location: start)
        case UInt8(ascii: "f"):
          try readLiteral("false")
          value = JSONValue(kind: .bool(false), location: start)
        case UInt8(ascii: "n"):
          try readLiteral("null")
          value = JSONValue(kind: .null, location: start)
        default:
          throw unexpected(expected: "a value")
        }
      } catch {
        throw Self.placing(error, in: open, atMember: open.count == depth)
      }

      // The value is complete: add it to the innermost open container, then close every container that
      // ends right after it, until a comma asks for another value or the outermost value is done.
      while !open.isEmpty {
        let top = open.count - 1
        if open[top].isObject {
          let member = JSONMember(key: open[top].key, keyLocation: open[top].keyLocation, value: value)
          open[top].members.append(member)
        } else {
          open[top].elements.append(value)
        }
        skipWhitespace()
        let closer = Self.closer(isObject: open[top].isObject)
        if input.has(index), input[index] == UInt8(ascii: ",") {
          let comma = currentLocation
          index += 1
          if let error = trailingComma(at: comma) { throw Self.placing(error, in: open, atMember: false) }
          if open[top].isObject {
            do {
              try readKey(into: &open[top])
            } catch {
              throw Self.placing(error, in: open, atMember: false)
            }
          }
          continue nextValue
        }
        guard input.has(index), input[index] == closer else {
          let error = unexpected(expected: "',' or '\(Character(Unicode.Scalar(closer)))'")
          throw Self.placing(error, in: open, atMember: false)
        }
        index += 1
        let finished = open.removeLast()
        let kind: JSONValue.Kind = finished.isObject ? .object(finished.members) : .array(finished.elements)
        value = JSONValue(kind: kind, location: finished.location)
      }
      return value
    }
  }

  /// `error` with the path of the containers in `open`, down to the member or element being read
  /// when `atMember`, else to the innermost container itself.
  static func placing(_ error: JSONSyntaxError, in open: [OpenContainer], atMember: Bool)
    -> JSONSyntaxError
  {
    var placed = error
    placed.path = []
    for (depth, container) in open.enumerated() where atMember || depth < open.count - 1 {
      placed.path.append(container.isObject ? .key(container.key) : .index(container.elements.count))
    }
    return placed
  }

  /// The byte that closes an object or an array.
  static func closer(isObject: Bool) -> UInt8 {
    isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
  }

  /// Reads an object key and the colon after it, keeping the key in `container` until its value is read.
  mutating func readKey(into container: inout OpenContainer) throws(JSONSyntaxError) {
    skipWhitespace()
    guard input.has(index), input[index] == UInt8(ascii: "\"") else {
      throw unexpected(expected: "a string key")
    }
    container.keyLocation = currentLocation
    container.key = try readString()
    skipWhitespace()
    guard input.has(index), input[index] == UInt8(ascii: ":") else {
      throw unexpected(expected: "':' after the key")
    }
    index += 1
  }

  /// Reads the literal `word` (`true`, `false` or `null`), reporting the first byte that differs.
  mutating func readLiteral(_ word: String) throws(JSONSyntaxError) {
    for expected in word.utf8 {
      guard input.has(index), input[index] == expected else {
        throw unexpected(expected: "'\(word)'")
      }
      index += 1
    }
  }

  // MARK: Numbers

  /// Reads a number, checking the RFC 8259 grammar by hand before converting the lexeme with `Double`.
  ///
  /// `Double(String)` alone would also accept forms JSON forbids (`+1`, `.5`, `1.`, `0x1p3`, `nan`), so it
  /// only ever sees a lexeme that the grammar below has already accepted.
  mutating func readNumber() throws(JSONSyntaxError) -> Double {
    let start = index
    if input[index] == UInt8(ascii: "-") {
      index += 1
    }
    guard isDigit(at: index) else { throw unexpected(expected: "a digit after '-'") }
    if input[index] == UInt8(ascii: "0") {
      index += 1
      if isDigit(at: index) {
        throw error("invalid number; leading zeros are not allowed", at: index - 1)
      }
    } else {
      skipDigits()
    }
    if input.has(index), input[index] == UInt8(ascii: ".") {
      index += 1
      guard isDigit(at: index) else { throw unexpected(expected: "a digit after '.'") }
      skipDigits()
    }
    if input.has(index), input[index] == UInt8(ascii: "e") || input[index] == UInt8(ascii: "E") {
      index += 1
      if input.has(index), input[index] == UInt8(ascii: "+") || input[index] == UInt8(ascii: "-") {
        index += 1
      }
      guard isDigit(at: index) else { throw unexpected(expected: "a digit in the exponent") }
      skipDigits()
    }
    let lexeme = input.string(start..<index)
    // Underflow quietly rounds toward zero, as for any decimal literal, but infinity is not a JSON value.
    guard let number = Double(lexeme), number.isFinite else {
      throw error("number out of range", at: start)
    }
    return number
  }

  /// Whether the byte at `position` exists and is an ASCII digit.
  mutating func isDigit(at position: Int) -> Bool {
    input.has(position) && (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(input[position])
  }

  /// Advances past a run of ASCII digits.
  mutating func skipDigits() {
    while isDigit(at: index) {
      index += 1
    }
  }

  // MARK: Strings

  /// Reads a string starting at its opening quote and returns the decoded contents.
  mutating func readString() throws(JSONSyntaxError) -> String {
    let openingQuote = currentLocation
    index += 1
    // Escape-free strings, the common case, become a `String` straight from the input in one step; only
    // escapes need a decoded copy, built from the unescaped runs plus each decoded escape.
    var decoded: [UInt8] = []
    var hasEscapes = false
    var runStart = index
    while true {
      guard input.has(index) else {
        throw JSONSyntaxError(message: "unterminated string; missing closing '\"'", location: openingQuote)
      }
      let byte = input[index]
      switch byte {
      case UInt8(ascii: "\""):
        let text: String
        if hasEscapes {
          input.append(runStart..<index, to: &decoded)
          text = String(decoding: decoded, as: UTF8.self)
        } else {
          text = input.string(runStart..<index)
        }
        index += 1
        return text
      case UInt8(ascii: "\\"):
        input.append(runStart..<index, to: &decoded)
        hasEscapes = true
        try readEscape(into: &decoded)
        runStart = index
      case 0x00..<0x20:
        let code = Self.hex(byte, digits: 4)
        throw error(
          "unescaped control character U+\(code) in string; write it as an escape such as \\u\(code)",
          at: index)
      case 0x20..<0x80:
        index += 1
      default:
        let length = try utf8SequenceLength(at: index)
        continuationBytesOnLine += length - 1
        index += length
      }
    }
  }

  /// Reads one backslash escape at the read position and appends its UTF-8 encoding to `output`.
  mutating func readEscape(into output: inout [UInt8]) throws(JSONSyntaxError) {
    let backslash = index
    index += 1
    guard input.has(index) else {
      throw error("unexpected end of input; expected an escape character after '\\'", at: index)
    }
    let simple: UInt8
    switch input[index] {
    case UInt8(ascii: "\""): simple = UInt8(ascii: "\"")
    case UInt8(ascii: "\\"): simple = UInt8(ascii: "\\")
    case UInt8(ascii: "/"): simple = UInt8(ascii: "/")
    case UInt8(ascii: "b"): simple = 0x08
    case UInt8(ascii: "f"): simple = 0x0C
    case UInt8(ascii: "n"): simple = 0x0A
    case UInt8(ascii: "r"): simple = 0x0D
    case UInt8(ascii: "t"): simple = 0x09
    case UInt8(ascii: "u"):
      index += 1
      let scalar = try readUnicodeEscape(startingAt: backslash)
      Self.appendUTF8(scalar, to: &output)
      return
    default:
      throw error(
        "invalid escape sequence; \(describeCharacter(at: index)) cannot follow a backslash", at: backslash)
    }
    output.append(simple)
    index += 1
  }

  /// Reads the hex digits of a `\u` escape, joining a surrogate pair into one scalar value.
  ///
  /// A surrogate on its own is not a character and cannot be stored in a `String`, so RFC 8259 §7's pairs
  /// are required: a high surrogate must be followed directly by a `\u` low surrogate.
  mutating func readUnicodeEscape(startingAt backslash: Int) throws(JSONSyntaxError) -> UInt32 {
    let first = try readHexDigits()
    switch first {
    case 0xD800...0xDBFF:
      let lone = "lone high surrogate \\u\(Self.hex(first, digits: 4)); expected a \\u low surrogate after it"
      guard input.has(index + 1), input[index] == UInt8(ascii: "\\"), input[index + 1] == UInt8(ascii: "u")
      else {
        throw error(lone, at: backslash)
      }
      index += 2
      let second = try readHexDigits()
      guard (0xDC00...0xDFFF).contains(second) else { throw error(lone, at: backslash) }
      return 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
    case 0xDC00...0xDFFF:
      throw error(
        "lone low surrogate \\u\(Self.hex(first, digits: 4)); expected a high surrogate before it",
        at: backslash)
    default:
      return first
    }
  }

  /// Reads the four hex digits that follow `\u`.
  mutating func readHexDigits() throws(JSONSyntaxError) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard input.has(index) else {
        throw error("unexpected end of input; expected 4 hex digits after '\\u'", at: index)
      }
      let byte = input[index]
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default:
        throw error(
          "invalid \\u escape; \(describeCharacter(at: index)) is not a hex digit", at: index)
      }
      value = value << 4 | UInt32(digit)
      index += 1
    }
    return value
  }

  /// Appends the UTF-8 encoding of `scalar`, a valid Unicode scalar value, to `output`.
  static func appendUTF8(_ scalar: UInt32, to output: inout [UInt8]) {
    switch scalar {
    case 0..<0x80:
      output.append(UInt8(scalar))
    case 0x80..<0x800:
      output.append(UInt8(0xC0 | scalar >> 6))
      output.append(UInt8(0x80 | scalar & 0x3F))
    case 0x800..<0x10000:
      output.append(UInt8(0xE0 | scalar >> 12))
      output.append(UInt8(0x80 | scalar >> 6 & 0x3F))
      output.append(UInt8(0x80 | scalar & 0x3F))
    default:
      output.append(UInt8(0xF0 | scalar >> 18))
      output.append(UInt8(0x80 | scalar >> 12 & 0x3F))
      output.append(UInt8(0x80 | scalar >> 6 & 0x3F))
      output.append(UInt8(0x80 | scalar & 0x3F))
    }
  }

  // MARK: UTF-8

  /// Checks the multi-byte UTF-8 sequence starting at `position` and returns its length in bytes.
  ///
  /// Follows the well-formed byte table of RFC 3629 §4: narrowing the allowed second byte for some lead
  /// bytes is what rules out overlong forms, encoded surrogates and code points above U+10FFFF.
  mutating func utf8SequenceLength(at position: Int) throws(JSONSyntaxError) -> Int {
    let lead = input[position]
    let length: Int
    var secondByte: ClosedRange<UInt8> = 0x80...0xBF
    switch lead {
    case 0x80...0xBF:
      throw error("invalid UTF-8; unexpected continuation byte 0x\(Self.hex(lead, digits: 2))", at: position)
    case 0xC0, 0xC1:
      throw error("invalid UTF-8; overlong encoding", at: position)
    case 0xC2...0xDF:
      length = 2
    case 0xE0:
      length = 3
      secondByte = 0xA0...0xBF
    case 0xED:
      length = 3
      secondByte = 0x80...0x9F
    case 0xE1...0xEF:
      length = 3
    case 0xF0:
      length = 4
      secondByte = 0x90...0xBF
    case 0xF1...0xF3:
      length = 4
    case 0xF4:
      length = 4
      secondByte = 0x80...0x8F
    case 0xF5...0xF7:
      throw error("invalid UTF-8; code point above U+10FFFF", at: position)
    default:
      throw error("invalid UTF-8; byte 0x\(Self.hex(lead, digits: 2)) never appears in UTF-8", at: position)
    }
    for offset in 1..<length {
      guard input.has(position + offset), (0x80...0xBF).contains(input[position + offset]) else {
        throw error("invalid UTF-8; truncated multi-byte sequence", at: position)
      }
    }
    if !secondByte.contains(input[position + 1]) {
      let problem: String
      switch lead {
      case 0xED: problem = "encoded surrogate"
      case 0xF4: problem = "code point above U+10FFFF"
      default: problem = "overlong encoding"
      }
      throw error("invalid UTF-8; \(problem)", at: position)
    }
    return length
  }

  // MARK: Whitespace and locations

  /// Skips JSON whitespace (space, tab, LF, CR), counting line breaks as it goes.
  mutating func skipWhitespace() {
    // Whatever came before the next token is never read again.
    defer { input.discardableBefore = index }
    while input.has(index) {
      switch input[index] {
      case UInt8(ascii: " "), UInt8(ascii: "\t"):
        index += 1
      case UInt8(ascii: "\n"):
        index += 1
        startLine()
      case UInt8(ascii: "\r"):
        // CR LF is one line break, and a lone CR (old Mac files) is one too.
        index += 1
        if input.has(index), input[index] == UInt8(ascii: "\n") {
          index += 1
        }
        startLine()
      default:
        return
      }
    }
  }

  /// Records that a new line starts at the read position.
  mutating func startLine() {
    line += 1
    lineStart = index
    continuationBytesOnLine = 0
  }

  /// The location of the read position.
  var currentLocation: LineColumn { location(at: index) }

  /// The location of `position`, which must be on the current line and not before a counted character.
  func location(at position: Int) -> LineColumn {
    LineColumn(line: line, column: position - lineStart - continuationBytesOnLine + 1)
  }

  /// After a comma read at `comma`, the error of a comma with nothing after it (`[1, 2,]`), which
  /// JSON does not allow, pointing at the comma to remove; nil when something else follows. Skips
  /// the whitespace after the comma either way.
  mutating func trailingComma(at comma: LineColumn) -> JSONSyntaxError? {
    skipWhitespace()
    guard input.has(index), input[index] == UInt8(ascii: "]") || input[index] == UInt8(ascii: "}") else {
      return nil
    }
    let closer = Character(Unicode.Scalar(input[index]))
    return JSONSyntaxError(
      message:
        "a ',' before '\(closer)': JSON allows no comma after the last \(closer == "]" ? "element" : "member"); "
        + "remove this one",
      location: comma)
  }

  /// A syntax error at byte offset `position`.
  func error(_ message: String, at position: Int) -> JSONSyntaxError {
    JSONSyntaxError(message: message, location: location(at: position))
  }

  /// An error for the byte at the read position, which is not what the grammar allows there.
  mutating func unexpected(expected: String) -> JSONSyntaxError {
    guard input.has(index) else {
      return error("unexpected end of input; expected \(expected)", at: index)
    }
    if input[index] >= 0x80 {
      // Bad UTF-8 is the deeper problem, so it wins over "unexpected character".
      do {
        _ = try utf8SequenceLength(at: index)
      } catch {
        return error
      }
    }
    return error("unexpected character \(describeCharacter(at: index)); expected \(expected)", at: index)
  }

  /// Describes the character at `position` for a message: quoted if printable, else by code point
  /// or byte (a line separator or a bidirectional control, quoted, would break or reorder the
  /// message's line).
  mutating func describeCharacter(at position: Int) -> String {
    let byte = input[position]
    switch byte {
    case 0x20..<0x7F:
      return "'\(Character(Unicode.Scalar(byte)))'"
    case 0x00..<0x80:
      return "U+\(Self.hex(byte, digits: 4))"
    default:
      guard let length = try? utf8SequenceLength(at: position),
        let scalar = input.string(position..<position + length).unicodeScalars.first
      else {
        return "byte 0x\(Self.hex(byte, digits: 2))"
      }
      let code = "U+\(Self.hex(scalar.value, digits: 4))"
      return PrintableText.mustEscape(scalar) ? code : "'\(scalar)' (\(code))"
    }
  }

  /// Formats `value` as uppercase hexadecimal, zero-padded to at least `digits` digits.
  package static func hex(_ value: some BinaryInteger, digits: Int) -> String {
    let text = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, digits - text.count)) + text
  }
}
