import PopGestureTestSupport
import Testing

@testable import PopGesture
@testable import PopGestureFormats

/// Errors read the same, with the same line and column, in memory and streamed in small chunks.
@Suite("Trace errors when streaming")
struct TraceErrorLocationTests {
  static let valid = """
    {"format": "popgesture-trace/1",
     "navigation": {"stack": [{"id": "a"}, {"id": "b"}]},
     "events": [
      {"t": 0, "touch": 1, "phase": "began", "x": 100, "y": 400},
      {"t": 0.1, "touch": 1, "phase": "ended", "x": 200, "y": 400}
    ]}
    """

  /// A broken trace, the path its error names, its line and column, and a phrase of the message.
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var bytes: [UInt8]
    var path: String
    var line: Int
    var column: Int
    var phrase: String
    var testDescription: String { name }
  }

  static func replacing(_ old: String, with new: String) -> [UInt8] {
    Array(valid.replacingOccurrences(of: old, with: new).utf8)
  }

  static let cases: [Case] = [
    Case(
      name: "trailing garbage", bytes: Array((valid + "\n]").utf8), path: "$", line: 7, column: 1,
      phrase: "trailing characters"),
    Case(name: "empty input", bytes: [], path: "$", line: 1, column: 1, phrase: "empty input"),
    Case(
      name: "invalid UTF-8 in an id",
      bytes: Array(valid.utf8).map { $0 == UInt8(ascii: "b") ? 0xFF : $0 }, path: "navigation.stack[1].id",
      line: 2, column: 48,
      phrase: "invalid UTF-8"),
    Case(
      name: "a number out of range", bytes: replacing("\"x\": 200", with: "\"x\": 2e400"),
      path: "events[1].x", line: 5,
      column: 49, phrase: "number out of range"),
    Case(
      name: "a misspelled phase on the fast path's turf", bytes: replacing("\"ended\"", with: "\"endd\""),
      path: "events[1].phase", line: 5, column: 35, phrase: "did you mean 'ended'?"),
    Case(
      name: "time going backwards", bytes: replacing("\"t\": 0.1", with: "\"t\": -1"), path: "events[1].t",
      line: 5, column: 9, phrase: "time goes backwards"),
    Case(
      name: "a touch lifted twice", bytes: replacing("\"began\"", with: "\"ended\""), path: "events[0].phase",
      line: 4, column: 33, phrase: "is not down"),
    Case(
      name: "an unknown key in an event", bytes: replacing("\"y\": 400}", with: "\"y\": 400, \"z\": 1}"),
      path: "events[0].z", line: 4, column: 62, phrase: "unknown key 'z'"),
    Case(
      name: "an unsupported format", bytes: replacing("trace/1", with: "trace/2"), path: "format", line: 1,
      column: 12, phrase: "unsupported format"),
  ]

  /// A trace with more to break: a device, views, a run of events for the fast path, a push.
  static let longer = """
    {"format": "popgesture-trace/1",
     "name": "n",
     "device": {"width": 390},
     "navigation": {"stack": [{"id": "a"}, {"id": "b", "views": [{"id": "v", "kind": "plain", "frame": [0, 0, 1, 1]}]}]},
     "events": [
      {"t": 0, "touch": 1, "phase": "began", "x": 100, "y": 400},
      {"t": 0.1, "touch": 1, "phase": "moved", "x": 150, "y": 400},
      {"t": 0.2, "touch": 1, "phase": "moved", "x": 200, "y": 400},
      {"t": 0.3, "touch": 1, "phase": "ended", "x": 250, "y": 400},
      {"t": 1, "action": "push", "screen": {"id": "c"}}
    ]}
    """

  /// `longer` with each `(old, new)` replaced, in order.
  static func breaking(_ replacements: (String, String)...) -> [UInt8] {
    Array(replacements.reduce(longer) { $0.replacingOccurrences(of: $1.0, with: $1.1) }.utf8)
  }

  /// Model version 3's input errors, each at the key or element that is wrong.
  static let modelCases: [Case] = [
    Case(
      name: "an unknown recognizer name, with a suggestion",
      bytes: breaking(
        (
          #""kind": "plain", "frame": [0, 0, 1, 1]}"#,
          #""kind": "pan", "frame": [0, 0, 1, 1], "simultaneousWith": ["vv.pan"]}"#
        )),
      path: "navigation.stack[1].views[0].simultaneousWith[0]", line: 4, column: 133,
      phrase: #"did you mean 'v.pan'?"#),
    Case(
      name: "a text that is no recognizer name",
      bytes: breaking(
        (
          #""kind": "plain", "frame": [0, 0, 1, 1]}"#,
          #""kind": "pan", "frame": [0, 0, 1, 1], "requiresFailureOf": ["fullscreen"]}"#
        )),
      path: "navigation.stack[1].views[0].requiresFailureOf[0]", line: 4, column: 134,
      phrase: #"'fullscreen' is not a recognizer name"#),
    Case(
      name: "simultaneousWith neither all nor an array",
      bytes: breaking(
        (
          #""kind": "plain", "frame": [0, 0, 1, 1]}"#,
          #""kind": "pan", "frame": [0, 0, 1, 1], "simultaneousWith": "none"}"#
        )),
      path: "navigation.stack[1].views[0].simultaneousWith", line: 4, column: 132,
      phrase: #"simultaneousWith is "all" or an array"#),
    Case(
      name: "an alpha out of range",
      bytes: breaking(
        (
          #""kind": "plain", "frame": [0, 0, 1, 1]}"#,
          #""kind": "plain", "frame": [0, 0, 1, 1], "alpha": 1.5}"#
        )),
      path: "navigation.stack[1].views[0].alpha", line: 4, column: 123,
      phrase: #"alpha 1.5 is out of range; expected 0 to 1"#),
    Case(
      name: "leadingActions on a pan",
      bytes: breaking(
        (
          #""kind": "plain", "frame": [0, 0, 1, 1]}"#,
          #""kind": "pan", "frame": [0, 0, 1, 1], "leadingActions": true}"#
        )),
      path: "navigation.stack[1].views[0].leadingActions", line: 4, column: 130,
      phrase: #"'leadingActions' does not belong to a 'pan' view"#),
    Case(
      name: "a dismiss with nothing presented",
      bytes: breaking(
        (#"{"t": 1, "action": "push", "screen": {"id": "c"}}"#, #"{"t": 1, "action": "dismiss"}"#)),
      path: "events[4].action", line: 10, column: 22,
      phrase: #"dismiss with nothing presented; present a screen first"#),
    Case(
      name: "a present while one is presented",
      bytes: breaking(
        (
          #"{"t": 1, "action": "push", "screen": {"id": "c"}}"#,
          #"{"t": 1, "action": "present", "screen": {"id": "c"}}, {"t": 2, "action": "present", "screen": {"id": "d"}}"#
        )),
      path: "events[5].action", line: 10, column: 76,
      phrase: #"present while screen 'c' is presented; dismiss it first"#),
    Case(
      name: "a present of a screen on the stack",
      bytes: breaking(
        (
          #"{"t": 1, "action": "push", "screen": {"id": "c"}}"#,
          #"{"t": 1, "action": "present", "screen": {"id": "a"}}"#
        )),
      path: "events[4].screen.id", line: 10, column: 50,
      phrase: #"screen 'a' is also on the navigation stack in this trace"#),
    Case(
      name: "a set naming no recognizer of the screen",
      bytes: breaking(
        (#""kind": "plain", "frame": [0, 0, 1, 1]}"#, #""kind": "pan", "frame": [0, 0, 1, 1]}"#),
        (
          #"{"t": 1, "action": "push", "screen": {"id": "c"}}"#,
          #"{"t": 1, "action": "set", "screen": "b", "view": "v", "property": "requiredToFailBy", "value": ["contentPop", "x.swipe"]}"#
        )),
      path: "events[4].value[1]", line: 10, column: 113, phrase: #"no recognizer 'x.swipe' on screen 'b'"#),
  ]

  /// `longer` with `old` replaced, then every `X` made the byte 0xFF, which is never UTF-8.
  static func breaking(_ old: String, with new: String) -> [UInt8] {
    Array(longer.replacingOccurrences(of: old, with: new).utf8).map { $0 == UInt8(ascii: "X") ? 0xFF : $0 }
  }

  /// Every kind of syntax error, each where the trace's decoder or the fast path reads it.
  static let syntaxCases: [Case] = [
    Case(
      name: "a number out of range in a section", bytes: breaking("390", with: "1e999"), path: "device.width",
      line: 3, column: 22, phrase: "number out of range"),
    Case(
      name: "nesting deeper than 512 levels",
      bytes: breaking(#""name": "n","#, with: #""settings": "# + String(repeating: "[", count: 513) + ","),
      path: "settings" + String(repeating: "[0]", count: 7) + "…" + String(repeating: "[0]", count: 8),
      line: 2,
      column: 526, phrase: "nesting deeper than 512 levels"),
    Case(
      name: "invalid UTF-8 in a string", bytes: breaking(#""n""#, with: #""nX""#), path: "name", line: 2,
      column: 12, phrase: "invalid UTF-8"),
    Case(
      name: "invalid UTF-8 in an event's key", bytes: breaking(#""x": 150"#, with: #""X": 150"#),
      path: "events[1]",
      line: 7, column: 45, phrase: "invalid UTF-8"),
    Case(
      name: "invalid UTF-8 in a top-level key", bytes: breaking(#""name""#, with: #""nXme""#), path: "$",
      line: 2,
      column: 4, phrase: "invalid UTF-8"),
    Case(
      name: "an unescaped control character in an event",
      bytes: breaking(#""moved", "x": 200"#, with: "\"mo\tved\", \"x\": 200"), path: "events[2].phase",
      line: 8,
      column: 38, phrase: "unescaped control character U+0009"),
    Case(
      name: "a bad escape in a pushed screen's id", bytes: breaking(#""id": "c""#, with: #""id": "\q""#),
      path: "events[4].screen.id", line: 10, column: 48, phrase: "invalid escape sequence"),
    Case(
      name: "a lone surrogate in a view's id", bytes: breaking(#""id": "v""#, with: #""id": "\uDC00""#),
      path: "navigation.stack[1].views[0].id", line: 4, column: 70, phrase: "lone low surrogate"),
    Case(
      name: "an unterminated string", bytes: Array(#"{"format": "popgesture-trace/1", "name": "n"#.utf8),
      path: "name", line: 1, column: 42, phrase: "unterminated string"),
    Case(
      name: "a missing comma between events",
      bytes: breaking(#""y": 400},\#n  {"t": 0.2"#, with: #""y": 400}\#n  {"t": 0.2"#), path: "events",
      line: 8,
      column: 3, phrase: "expected ',' or ']'"),
    Case(
      name: "a missing comma inside an event",
      bytes: breaking(#"0.2, "touch": 1,"#, with: #"0.2, "touch": 1"#),
      path: "events[2]", line: 8, column: 25, phrase: "expected ',' or '}'"),
    Case(
      name: "a missing colon in an event", bytes: breaking(#""t": 0.3"#, with: #""t" 0.3"#),
      path: "events[3]",
      line: 9, column: 8, phrase: "expected ':' after the key"),
    Case(
      name: "a missing bracket", bytes: breaking("}}\n]}", with: "}}\n}"), path: "events", line: 11,
      column: 1,
      phrase: "expected ',' or ']'"),
    Case(
      name: "a missing brace in an event", bytes: breaking("}}\n]}", with: "}\n]}"), path: "events[4]",
      line: 11,
      column: 1, phrase: "expected ',' or '}'"),
    Case(
      name: "a byte order mark", bytes: [0xEF, 0xBB, 0xBF] + Array(longer.utf8), path: "$", line: 1,
      column: 1,
      phrase: "byte order mark"),
    Case(
      name: "only whitespace", bytes: Array(" \n ".utf8), path: "$", line: 2, column: 2,
      phrase: "unexpected end"),
    Case(
      name: "a document that is not an object", bytes: Array("[1, 2]".utf8), path: "$", line: 1, column: 1,
      phrase: "expected an object, found an array"),
    Case(
      name: "a syntax error in a document that is not an object", bytes: Array("[1, 1e999]".utf8),
      path: "[1]",
      line: 1, column: 5, phrase: "number out of range"),
    Case(
      name: "a syntax error in events that are not an array",
      bytes: breaking(#""events": ["#, with: #""events": {"a": 1e999}, "x": ["#), path: "events.a", line: 5,
      column: 18, phrase: "number out of range"),
  ]

  static func streamed(_ bytes: [UInt8], chunk: Int) -> TraceError? {
    do {
      _ = try TraceDecoder(file: "bad.json").read(from: ByteSources.memory(bytes, chunk: chunk)) { _ in }
      return nil
    } catch {
      return error
    }
  }

  /// The error of a replay's first pass, which checks without making events.
  static func checked(_ bytes: [UInt8], chunk: Int) -> TraceError? {
    do {
      _ = try TraceDecoder(file: "bad.json").check(from: ByteSources.memory(bytes, chunk: chunk))
      return nil
    } catch {
      return error
    }
  }

  @Test(
    "each error names the file, the path, the line and the column")
  func located() {
    eachArgument(Self.cases + Self.syntaxCases + Self.modelCases) { broken in try located(broken) }
  }

  func located(_ broken: Case) throws {
    let error = #expect(throws: TraceError.self) { try TraceDecoder(file: "bad.json").decode(broken.bytes) }
    #expect(error?.file == "bad.json")
    #expect(error?.path == broken.path)
    #expect(error?.location?.line == broken.line)
    #expect(error?.location?.column == broken.column)
    #expect(error?.message.contains(broken.phrase) == true, "\(error?.message ?? "")")
    #expect(Self.streamed(broken.bytes, chunk: 3) == error)
    #expect(Self.streamed(broken.bytes, chunk: 1) == error)
    #expect(Self.checked(broken.bytes, chunk: 3) == error)
  }
}
