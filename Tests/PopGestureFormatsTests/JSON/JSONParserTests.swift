import PopGestureTestSupport
import Testing

@testable import PopGesture
@testable import PopGestureFormats

/// Parses `text` as UTF-8 JSON.
private func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
  try JSONParser.parse(Array(text.utf8))
}

extension JSONValue {
  /// The number, if this value is one.
  fileprivate var number: Double? {
    if case .number(let number) = kind { return number }
    return nil
  }

  /// The string, if this value is one.
  fileprivate var string: String? {
    if case .string(let string) = kind { return string }
    return nil
  }

  /// The Boolean, if this value is one.
  fileprivate var bool: Bool? {
    if case .bool(let bool) = kind { return bool }
    return nil
  }

  /// Whether this value is `null`.
  fileprivate var isNull: Bool {
    if case .null = kind { return true }
    return false
  }

  /// The elements, if this value is an array.
  fileprivate var elements: [JSONValue]? {
    if case .array(let elements) = kind { return elements }
    return nil
  }

  /// The members, if this value is an object.
  fileprivate var members: [JSONMember]? {
    if case .object(let members) = kind { return members }
    return nil
  }
}

/// An input the parser must reject, with the exact message and `LINE:COL` location it must report.
struct Rejection: Sendable, CustomTestStringConvertible {
  /// The raw input bytes.
  var input: [UInt8]

  /// The expected error message.
  var message: String

  /// The expected error location as `LINE:COL`.
  var location: String

  /// Creates a rejection from a Swift string's UTF-8 bytes.
  init(_ text: String, _ message: String, at location: String) {
    self.init(bytes: Array(text.utf8), message, at: location)
  }

  /// Creates a rejection from raw bytes, for input that is not valid UTF-8.
  init(bytes: [UInt8], _ message: String, at location: String) {
    self.input = bytes
    self.message = message
    self.location = location
  }

  /// The input, shown escaped so that control characters and bad bytes stay readable in test output.
  var testDescription: String {
    String(decoding: input, as: UTF8.self).debugDescription
  }
}

/// Every rejection rule of the parser, each with the location of the offending character.
private let rejections: [Rejection] = [
  // Input as a whole.
  Rejection("", "empty input; expected a JSON value", at: "1:1"),
  Rejection(" \n ", "unexpected end of input; expected a value", at: "2:2"),
  Rejection(
    bytes: [0xEF, 0xBB, 0xBF, 0x7B, 0x7D],
    "byte order mark (U+FEFF) at start of input; JSON text must not begin with a BOM", at: "1:1"),
  Rejection("1 2", "trailing characters after the JSON value", at: "1:3"),
  Rejection("{}\n}", "trailing characters after the JSON value", at: "2:1"),
  Rejection("[1] // comment", "trailing characters after the JSON value", at: "1:5"),
  Rejection("/* comment */ 1", "unexpected character '/'; expected a value", at: "1:1"),
  // Whitespace is only space, tab, LF and CR.
  Rejection("[\u{0C}1]", "unexpected character U+000C; expected a value", at: "1:2"),
  Rejection("[\u{A0}1]", "unexpected character '\u{A0}' (U+00A0); expected a value", at: "1:2"),
  // Characters that would break or reorder the message's line are named by code point alone.
  Rejection("[\u{2028}1]", "unexpected character U+2028; expected a value", at: "1:2"),
  Rejection("[\u{85}1]", "unexpected character U+0085; expected a value", at: "1:2"),
  Rejection("\"\\\u{202E}\"", "invalid escape sequence; U+202E cannot follow a backslash", at: "1:2"),
  // Numbers.
  Rejection("01", "invalid number; leading zeros are not allowed", at: "1:1"),
  Rejection("[-012]", "invalid number; leading zeros are not allowed", at: "1:3"),
  Rejection("+1", "unexpected character '+'; expected a value", at: "1:1"),
  Rejection(".5", "unexpected character '.'; expected a value", at: "1:1"),
  Rejection("1.", "unexpected end of input; expected a digit after '.'", at: "1:3"),
  Rejection("[1.]", "unexpected character ']'; expected a digit after '.'", at: "1:4"),
  Rejection("[1.e5]", "unexpected character 'e'; expected a digit after '.'", at: "1:4"),
  Rejection("1e", "unexpected end of input; expected a digit in the exponent", at: "1:3"),
  Rejection("[1E+]", "unexpected character ']'; expected a digit in the exponent", at: "1:5"),
  Rejection("-", "unexpected end of input; expected a digit after '-'", at: "1:2"),
  Rejection("0x1F", "trailing characters after the JSON value", at: "1:2"),
  Rejection("NaN", "unexpected character 'N'; expected a value", at: "1:1"),
  Rejection("[Infinity]", "unexpected character 'I'; expected a value", at: "1:2"),
  Rejection("-Infinity", "unexpected character 'I'; expected a digit after '-'", at: "1:2"),
  Rejection("1e400", "number out of range", at: "1:1"),
  Rejection("[0, -1e309]", "number out of range", at: "1:5"),
  // Literals.
  Rejection("tru", "unexpected end of input; expected 'true'", at: "1:4"),
  Rejection("[nul]", "unexpected character ']'; expected 'null'", at: "1:5"),
  Rejection("True", "unexpected character 'T'; expected a value", at: "1:1"),
  // Structure.
  Rejection("'a'", "unexpected character '''; expected a value", at: "1:1"),
  // A comma with nothing after it: the comma is pointed at, to be removed.
  Rejection(
    "[1,]", "a ',' before ']': JSON allows no comma after the last element; remove this one", at: "1:3"),
  Rejection(
    "{\"a\":1,}", "a ',' before '}': JSON allows no comma after the last member; remove this one", at: "1:7"),
  Rejection("{'a':1}", "unexpected character '''; expected a string key", at: "1:2"),
  Rejection("{\"a\" 1}", "unexpected character '1'; expected ':' after the key", at: "1:6"),
  Rejection("[1 2]", "unexpected character '2'; expected ',' or ']'", at: "1:4"),
  Rejection("{\"a\":1 \"b\":2}", "unexpected character '\"'; expected ',' or '}'", at: "1:8"),
  Rejection("[1,\n2", "unexpected end of input; expected ',' or ']'", at: "2:2"),
  Rejection("[\u{0B}]", "unexpected character U+000B; expected a value", at: "1:2"),
  Rejection("é", "unexpected character 'é' (U+00E9); expected a value", at: "1:1"),
  // Strings.
  Rejection("\"abc", "unterminated string; missing closing '\"'", at: "1:1"),
  Rejection(
    "[\"a\tb\"]", "unescaped control character U+0009 in string; write it as an escape such as \\u0009",
    at: "1:4"),
  Rejection(
    "\"a\nb\"", "unescaped control character U+000A in string; write it as an escape such as \\u000A",
    at: "1:3"),
  Rejection("\"\\x\"", "invalid escape sequence; 'x' cannot follow a backslash", at: "1:2"),
  Rejection("\"\\'\"", "invalid escape sequence; ''' cannot follow a backslash", at: "1:2"),
  Rejection("\"\\", "unexpected end of input; expected an escape character after '\\'", at: "1:3"),
  Rejection("\"\\u12G4\"", "invalid \\u escape; 'G' is not a hex digit", at: "1:6"),
  Rejection("\"\\u12", "unexpected end of input; expected 4 hex digits after '\\u'", at: "1:6"),
  Rejection(
    "\"ab\\uD800\"", "lone high surrogate \\uD800; expected a \\u low surrogate after it", at: "1:4"),
  Rejection(
    "\"\\uD83D\\u0041\"", "lone high surrogate \\uD83D; expected a \\u low surrogate after it",
    at: "1:2"),
  Rejection(
    "\"\\uDBFFx\"", "lone high surrogate \\uDBFF; expected a \\u low surrogate after it", at: "1:2"),
  Rejection("\"\\uDC00\"", "lone low surrogate \\uDC00; expected a high surrogate before it", at: "1:2"),
  // Invalid UTF-8, located at the first byte of the bad sequence; columns count scalars, so "é" is one.
  Rejection(
    bytes: [0x22, 0xC3, 0xA9, 0xFF, 0x22], "invalid UTF-8; byte 0xFF never appears in UTF-8", at: "1:3"),
  Rejection(bytes: [0x22, 0xC0, 0xAF, 0x22], "invalid UTF-8; overlong encoding", at: "1:2"),
  Rejection(bytes: [0x22, 0xE0, 0x80, 0xAF, 0x22], "invalid UTF-8; overlong encoding", at: "1:2"),
  Rejection(bytes: [0x22, 0xF0, 0x80, 0x80, 0xAF, 0x22], "invalid UTF-8; overlong encoding", at: "1:2"),
  Rejection(bytes: [0x22, 0xED, 0xA0, 0x80, 0x22], "invalid UTF-8; encoded surrogate", at: "1:2"),
  Rejection(
    bytes: [0x22, 0xF4, 0x90, 0x80, 0x80, 0x22], "invalid UTF-8; code point above U+10FFFF", at: "1:2"),
  Rejection(
    bytes: [0x22, 0xF5, 0x80, 0x80, 0x80, 0x22], "invalid UTF-8; code point above U+10FFFF", at: "1:2"),
  Rejection(bytes: [0x22, 0xE2, 0x82, 0x22], "invalid UTF-8; truncated multi-byte sequence", at: "1:2"),
  Rejection(bytes: [0x22, 0x61, 0xE2, 0x82], "invalid UTF-8; truncated multi-byte sequence", at: "1:3"),
  Rejection(bytes: [0x22, 0x80, 0x22], "invalid UTF-8; unexpected continuation byte 0x80", at: "1:2"),
  Rejection(bytes: [0x5B, 0xFF, 0x5D], "invalid UTF-8; byte 0xFF never appears in UTF-8", at: "1:2"),
  Rejection(bytes: [0x31, 0x20, 0xC3], "trailing characters after the JSON value", at: "1:3"),
]

/// An input the parser must reject, and the path inside the value where it must say it was.
struct PlacedRejection: Sendable, CustomTestStringConvertible {
  var input: [UInt8]
  var path: [JSONPath.Component]
  var kind: String

  init(_ kind: String, _ text: String, _ path: [JSONPath.Component]) {
    self.init(kind, bytes: Array(text.utf8), path)
  }

  init(_ kind: String, bytes: [UInt8], _ path: [JSONPath.Component]) {
    self.kind = kind
    input = bytes
    self.path = path
  }

  var testDescription: String { kind }
}

/// Every kind of syntax error, inside containers: a value's error names the element or member
/// being read, an error between members or elements names the container, and an error about
/// the whole text names nothing.
private let placedRejections: [PlacedRejection] = [
  PlacedRejection("number out of range", #"{"a": [1, 1e999]}"#, [.key("a"), .index(1)]),
  PlacedRejection(
    "nesting deeper than 512",
    "{\"a\": " + String(repeating: "[", count: JSONParser.maximumDepth) + "]",
    [.key("a")] + Array(repeating: .index(0), count: JSONParser.maximumDepth - 1)),
  PlacedRejection(
    "invalid UTF-8 in a string", bytes: Array(#"{"a": {"b": ""#.utf8) + [0xFF] + Array(#""}}"#.utf8),
    [.key("a"), .key("b")]),
  PlacedRejection(
    "invalid UTF-8 in a key", bytes: Array(#"{"a": {""#.utf8) + [0xC0, 0xAF] + Array(#"": 1}}"#.utf8),
    [.key("a")]),
  PlacedRejection("an unescaped control character", "[\"x\", \"a\tb\"]", [.index(1)]),
  PlacedRejection("a bad escape", #"{"k": "\x"}"#, [.key("k")]),
  PlacedRejection("a lone surrogate", #"{"k": ["\uD800"]}"#, [.key("k"), .index(0)]),
  PlacedRejection("an unterminated string", #"{"k": "abc"#, [.key("k")]),
  PlacedRejection("an unterminated key", #"{"k": {"ab"#, [.key("k")]),
  PlacedRejection("a missing comma between elements", #"{"a": [1 2]}"#, [.key("a")]),
  PlacedRejection("a missing comma between members", #"{"a": {"x": 1 "y": 2}}"#, [.key("a")]),
  PlacedRejection("a missing colon", #"{"a": {"x" 1}}"#, [.key("a")]),
  PlacedRejection("a key that is not a string", #"{"a": {"x": 1, y: 2}}"#, [.key("a")]),
  PlacedRejection("a missing bracket", #"{"a": [1, 2}"#, [.key("a")]),
  PlacedRejection("a missing value at the end", #"{"a": [1, "#, [.key("a"), .index(1)]),
  PlacedRejection("a missing brace at the end", #"[{"a": 1"#, [.index(0)]),
  PlacedRejection("a bad literal", #"[{"a": 1}, {"b": [true, nul]}]"#, [.index(1), .key("b"), .index(1)]),
  PlacedRejection("an unexpected character for a value", #"{"a": {"b": }}"#, [.key("a"), .key("b")]),
  PlacedRejection(
    "a key after an error-free member", #"{"a": 1, "b": {"c": [], "d": -}}"#, [.key("b"), .key("d")]),
  PlacedRejection("a scalar's own error", #""abc"#, []),
  PlacedRejection("trailing characters", "{} x", []),
  PlacedRejection("empty input", "", []),
  PlacedRejection("a byte order mark", bytes: [0xEF, 0xBB, 0xBF, 0x7B, 0x7D], []),
]

/// Tests for `JSONParser`: accepted values, their locations, and every rejection rule.
@Suite("PopGestureFormats: JSON")
struct JSONSuite {
  /// Checks that each scalar kind parses to the right value.
  @Test("parses null, booleans, numbers and strings")
  func scalars() throws {
    #expect(try parse("null").isNull)
    #expect(try parse("true").bool == true)
    #expect(try parse("false").bool == false)
    #expect(try parse("42").number == 42)
    #expect(try parse("\"hi\"").string == "hi")
    #expect(try parse("\"\"").string == "")
    #expect(try parse(" \t\r\n 7 \t\r\n ").number == 7)
  }

  /// Checks empty containers, which close without any element.
  @Test("parses empty arrays and objects")
  func emptyContainers() throws {
    #expect(try parse("[]").elements?.isEmpty == true)
    #expect(try parse("{ }").members?.isEmpty == true)
    #expect(try parse("[ \n ]").elements?.isEmpty == true)
  }

  /// Checks a nested document and the location of each of its values.
  @Test("parses nested structures with the location of every value")
  func nested() throws {
    let value = try parse("{\"a\": [1, {\"b\": null}], \"c\": {}}")
    #expect(value.location.description == "1:1")
    let members = try #require(value.members)
    #expect(members.map(\.key) == ["a", "c"])
    #expect(members.map(\.keyLocation.description) == ["1:2", "1:25"])
    let array = try #require(members[0].value.elements)
    #expect(members[0].value.location.description == "1:7")
    #expect(array.map(\.location.description) == ["1:8", "1:11"])
    #expect(array[0].number == 1)
    let inner = try #require(array[1].members)
    #expect(inner.first?.key == "b")
    #expect(inner.first?.keyLocation.description == "1:12")
    #expect(inner.first?.value.isNull == true)
    #expect(inner.first?.value.location.description == "1:17")
    #expect(members[1].value.members?.isEmpty == true)
    #expect(members[1].value.location.description == "1:30")
  }

  /// Checks that members stay in source order and that duplicate keys are all kept.
  @Test("keeps member order and duplicate keys")
  func memberOrder() throws {
    let members = try #require(try parse("{\"b\": 1, \"a\": 2, \"b\": 3}").members)
    #expect(members.map(\.key) == ["b", "a", "b"])
    #expect(members.map(\.value.number) == [1, 2, 3])
    #expect(members.map(\.keyLocation.description) == ["1:2", "1:10", "1:18"])
  }

  /// Checks every simple escape and `\u` escapes, including a surrogate pair.
  @Test("decodes string escapes including surrogate pairs")
  func escapes() throws {
    let value = try parse(#""\"\\\/\b\f\n\r\t|\u0041\u00e9\u20AC\uD83D\uDE00\u0000""#)
    #expect(value.string == "\"\\/\u{8}\u{C}\n\r\t|Aé€😀\u{0}")
    #expect(try parse(#""\ud834\udd1e""#).string == "𝄞")
    #expect(try parse(#""a\u0022b""#).string == "a\"b")
  }

  /// Checks that raw non-ASCII text is kept and counts one column per Unicode scalar.
  @Test("keeps non-ASCII text and counts columns in Unicode scalars")
  func unicodeColumns() throws {
    let elements = try #require(try parse("[\"é😀\", 1, \"e\u{301}\", 2]").elements)
    #expect(elements[0].string == "é😀")
    #expect(elements.map(\.location.description) == ["1:2", "1:8", "1:11", "1:17"])
  }

  /// Checks numbers at the edges of the grammar and of `Double`.
  @Test("converts numbers at the edges of the grammar")
  func numbers() {
    eachArgument([
      ("0", 0.0), ("-0", -0.0), ("0.5", 0.5), ("-0.5", -0.5), ("1E+2", 100), ("1e-2", 0.01),
      ("1e308", 1e308), ("-1.5E-3", -0.0015), ("123.456e2", 12345.6),
      ("1.7976931348623157e308", 1.7976931348623157e308), ("1e-400", 0), ("100000000000000000000", 1e20),
    ]) { (text, expected) in try numbers(text: text, expected: expected) }
  }

  func numbers(text: String, expected: Double) throws {
    let number = try #require(try parse(text).number)
    #expect(number == expected)
    #expect(number.sign == expected.sign)
  }

  /// Checks each rejection rule's message and the exact location it reports.
  @Test("rejects invalid input at the offending character")
  func rejects() {
    eachArgument(rejections) { rejection in rejects(rejection) }
  }

  func rejects(_ rejection: Rejection) {
    let error = #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(rejection.input) }
    #expect(error?.message == rejection.message)
    #expect(error?.location.description == rejection.location)
  }

  /// Checks the path of each kind of error, in memory and read a byte at a time.
  @Test("names the place inside the value where each kind of error is")
  func places() {
    eachArgument(placedRejections) { rejection in places(rejection) }
  }

  func places(_ rejection: PlacedRejection) {
    let error = #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(rejection.input) }
    #expect(error?.path == rejection.path)
    let streamed = #expect(throws: JSONSyntaxError.self) {
      try JSONParser.parse(from: ByteSources.memory(rejection.input, chunk: 1))
    }
    #expect(streamed == error)
  }

  /// Checks that CR LF counts as one line break and a lone CR as one too.
  @Test("counts CR LF as one line break and a lone CR as one")
  func lineBreaks() throws {
    let elements = try #require(try parse("[\r\n  1,\r\n\r  2,\r\r\n\n3]").elements)
    #expect(elements.map(\.location.description) == ["2:3", "4:3", "7:1"])
    let error = #expect(throws: JSONSyntaxError.self) { try parse("[1,\r\n2,\r x]") }
    #expect(error?.location.description == "3:2")
  }

  /// Checks that lines restart the scalar column count after a line with multi-byte characters.
  @Test("restarts column counting on each line")
  func columnsAfterLineBreak() throws {
    let elements = try #require(try parse("[\"ééé\",\n 1]").elements)
    #expect(elements.map(\.location.description) == ["1:2", "2:2"])
  }

  /// Checks that exactly `maximumDepth` levels parse and one more fails at the extra bracket.
  @Test("accepts 512 levels of nesting and rejects 513")
  func depthLimit() throws {
    let depth = JSONParser.maximumDepth
    let deepest = try parse(String(repeating: "[", count: depth) + String(repeating: "]", count: depth))
    var level = 1
    var value = deepest
    while let inner = value.elements?.first {
      value = inner
      level += 1
    }
    #expect(level == depth)
    let error = #expect(throws: JSONSyntaxError.self) {
      try parse(String(repeating: "[", count: depth + 1) + String(repeating: "]", count: depth + 1))
    }
    #expect(error?.message == "nesting deeper than 512 levels")
    #expect(error?.location.description == "1:513")
  }

  /// Checks that objects count toward the same depth limit as arrays.
  @Test("counts objects toward the depth limit")
  func objectDepth() throws {
    let pairs = JSONParser.maximumDepth / 2
    let accepted = String(repeating: "{\"a\":[", count: pairs) + String(repeating: "]}", count: pairs)
    _ = try parse(accepted)
    let rejected = String(repeating: "{\"a\":[", count: pairs) + "{}" + String(repeating: "]}", count: pairs)
    let error = #expect(throws: JSONSyntaxError.self) { try parse(rejected) }
    #expect(error?.location.description == "1:\(pairs * 6 + 1)")
  }

  /// Checks that absurdly deep input fails with the depth error instead of overflowing the stack.
  @Test("rejects 100,000 levels of nesting without crashing")
  func hostileDepth() {
    let error = #expect(throws: JSONSyntaxError.self) {
      try parse(String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000))
    }
    #expect(error?.message == "nesting deeper than 512 levels")
    #expect(error?.location.description == "1:513")
    let unclosed = #expect(throws: JSONSyntaxError.self) {
      try parse(String(repeating: "[{\"\":", count: 50_000))
    }
    #expect(unclosed?.location.line == 1)
  }

  /// Checks that a large flat document parses completely.
  @Test("parses a large flat array")
  func largeArray() throws {
    let text =
      "[" + (0..<10_000).map { "{\"id\": \($0), \"name\": \"item \($0)\"}" }.joined(separator: ",") + "]"
    let elements = try #require(try parse(text).elements)
    #expect(elements.count == 10_000)
    #expect(elements.last?.members?.first?.value.number == 9_999)
  }
}
