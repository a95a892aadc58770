import PopGestureTestSupport
import Testing

@testable import PopGesture
@testable import PopGestureFormats

/// The tests of `PopGestureFormats`'s `TraceReading/` folder: one suite across its files, each file extending it,
/// so that `swift test` prints the suite once. This file's tests follow.
/// Messages that echo what the trace says: short, one line, whatever the trace holds.
@Suite("PopGestureFormats: TraceReading")
struct TraceReadingSuite {
  /// A key of 50 MB, the size that once became 100 MB of standard error.
  static let hugeKey = [UInt8](repeating: UInt8(ascii: "k"), count: 50_000_000)

  /// A valid trace with the member `"KEY": 1` added to the object that `place` names, `key` its
  /// key.
  static func trace(adding key: [UInt8], to place: String) -> [UInt8] {
    var screen = #"{"id": "detail", "views": [{"id": "pager", "kind": "plain", "frame": [0, 0, 1, 1]}]}"#
    var event = #"{"t": 0, "touch": 1, "phase": "began", "x": 1, "y": 2}"#
    var top = #""format": "popgesture-trace/1""#
    switch place {
    case "top": top += #", "KEY": 1"#
    case "view": screen = screen.replacingOccurrences(of: #""frame""#, with: #""KEY": 1, "frame""#)
    default: event = event.replacingOccurrences(of: #""x""#, with: #""KEY": 1, "x""#)
    }
    let text = """
      {\(top), "navigation": {"stack": [{"id": "home"}, \(screen)]}, "events": [\(event)]}
      """
    let parts = text.components(separatedBy: "KEY")
    return Array(parts[0].utf8) + key + Array(parts[1].utf8)
  }

  static func error(_ bytes: [UInt8]) -> TraceError? {
    do {
      _ = try TraceDecoder(file: "echo.json").decode(bytes)
      return nil
    } catch {
      return error
    }
  }

  @Test("a 50 MB unknown key gives a message of a few hundred bytes, path included")
  func hugeUnknownKey() {
    eachArgument([
      ("top", "kkk…"), ("view", "navigation.stack[1].views[0].kkk…"), ("event", "events[0].kkk…"),
    ]) { (place, path) in try hugeUnknownKey(place: place, path: path) }
  }

  func hugeUnknownKey(place: String, path: String) throws {
    let bytes = Self.trace(adding: Self.hugeKey, to: place)
    let error = try #require(Self.error(bytes))
    let cut = String(repeating: "k", count: PrintableText.echoLimit)
    #expect(error.path == path.replacingOccurrences(of: "kkk", with: cut))
    #expect(error.message.hasPrefix("unknown key '\(cut)…' (50000000 bytes) in "))
    #expect(error.description.utf8.count < 300, "\(error.description.utf8.count) bytes")
    #expect(!error.description.contains("\n"))
  }

  @Test("a long unknown key streamed in chunks gives the same short message")
  func longKeyStreamed() throws {
    // 5 MB spans many windows of the reader as well as 50 would, in a tenth of the time.
    let bytes = Self.trace(adding: Array(Self.hugeKey.prefix(5_000_000)), to: "event")
    let inMemory = try #require(Self.error(bytes))
    #expect(throws: inMemory) {
      try TraceDecoder(file: "echo.json").check(from: ByteSources.memory(bytes, chunk: 1 << 16))
    }
  }

  /// A long word with a line break in it: every echo must cut it, and escape what it keeps.
  static let long = "a\n" + String(repeating: "b", count: 100_000)

  /// The message's echo of `long`.
  static let echo = PrintableText.quoted(long)

  /// Traces that echo `long` in each kind of message, with the path each names.
  static let echoes: [(name: String, json: String, path: String)] = {
    let word = JSONObjectWriter.quoted(long)
    func trace(
      stack: String = #"[{"id": "home"}]"#, event: String = #"{"t": 0, "action": "pop"}"#, extra: String = ""
    )
      -> String
    {
      #"{"format": "popgesture-trace/1"\#(extra), "navigation": {"stack": \#(stack)}, "events": [\#(event)]}"#
    }
    return [
      ("unknown key at top level", trace(extra: #", \#(word): 1, \#(word): 2"#), "a\\nbbb…"),
      ("unknown format", #"{"format": \#(word)}"#, "format"),
      (
        "unknown enum word", trace(event: #"{"t": 0, "touch": 1, "phase": \#(word), "x": 1, "y": 1}"#),
        "events[0].phase"
      ),
      ("unknown action", trace(event: #"{"t": 0, "action": \#(word)}"#), "events[0].action"),
      (
        "unknown property", trace(event: #"{"t": 0, "action": "set", "property": \#(word), "value": 1}"#),
        "events[0].property"
      ),
      (
        "no screen anywhere",
        trace(
          event:
            #"{"t": 0, "action": "set", "screen": \#(word), "property": "interactivePopDisabled", "value": true}"#
        ),
        "events[0].screen"
      ),
      (
        "no view anywhere",
        trace(
          event:
            #"{"t": 0, "action": "set", "screen": "home", "view": \#(word), "property": "revealed", "value": true}"#
        ),
        "events[0].view"
      ),
      ("duplicate screen id", trace(stack: #"[{"id": \#(word)}, {"id": \#(word)}]"#), "navigation.stack[1]"),
      (
        "duplicate view id",
        trace(
          stack: #"[{"id": "home", "views": [{"id": \#(word), "kind": "plain", "frame": [0, 0, 1, 1]},"#
            + #"{"id": \#(word), "kind": "plain", "frame": [0, 0, 1, 1]}]}]"#),
        "navigation.stack[0].views[1].id"
      ),
      (
        "navigation file", #"{"format": "popgesture-trace/1", "navigation": \#(word), "events": []}"#,
        "navigation"
      ),
    ]
  }()

  @Test("every message that echoes the trace cuts and escapes the echo")
  func everyEcho() {
    eachArgument(0..<Self.echoes.count) { index in try everyEcho(index: index) }
  }

  func everyEcho(index: Int) throws {
    let (name, json, path) = Self.echoes[index]
    let error = try #require(Self.error(Array(json.utf8)), "\(name)")
    #expect(
      error.path == path.replacingOccurrences(of: "bbb", with: String(repeating: "b", count: 61)), "\(name)")
    #expect(error.message.contains(Self.echo), "\(name): \(error.message)")
    #expect(error.description.utf8.count < 400, "\(name): \(error.description.utf8.count) bytes")
    #expect(!error.description.contains("\n"), "\(name)")
  }

  @Test("a key in a path is cut and escaped, and an empty key is written as a pair of quotes")
  func pathKeys() {
    #expect(JSONPath.text([.key("events"), .index(3), .key("a\nb")]) == #"events[3].a\nb"#)
    #expect(JSONPath.text([.key("")]) == #""""#)
    #expect(JSONPath.text([]) == "$")
    #expect(JSONPath.text([.index(0), .key("x")]) == "[0].x")
    let long = String(repeating: "é", count: 100)
    #expect(JSONPath.text([.key(long)]) == String(repeating: "é", count: PrintableText.echoLimit) + "…")
  }

  @Test("a path deeper than it spells out keeps its first and last components around a cut")
  func deepPaths() {
    let deep = [JSONPath.Component.key("a")] + Array(repeating: .index(0), count: 40) + [.key("b")]
    #expect(
      JSONPath.text(deep) == "a" + String(repeating: "[0]", count: 7) + "…"
        + String(repeating: "[0]", count: 7) + ".b")
    let spelled = Array(repeating: JSONPath.Component.index(1), count: JSONPath.spelledComponents)
    #expect(JSONPath.text(spelled) == String(repeating: "[1]", count: JSONPath.spelledComponents))
  }

  @Test("an error's description escapes its file name")
  func fileName() {
    let error = TraceError(
      file: "a\n  0.000  final.json", location: LineColumn(line: 1, column: 2),
      path: "format",
      message: "unsupported format")
    #expect(error.description == #"a\n  0.000  final.json:1:2: error: format: unsupported format"#)
  }
}
