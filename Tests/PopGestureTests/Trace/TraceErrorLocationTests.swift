import Testing

@testable import PopGesture

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
      name: "trailing garbage", bytes: Array((valid + "\n]").utf8), path: "", line: 7, column: 1,
      phrase: "trailing characters"),
    Case(name: "empty input", bytes: [], path: "", line: 1, column: 1, phrase: "empty input"),
    Case(
      name: "invalid UTF-8 in an id",
      bytes: Array(valid.utf8).map { $0 == UInt8(ascii: "b") ? 0xFF : $0 }, path: "", line: 2, column: 48,
      phrase: "invalid UTF-8"),
    Case(
      name: "a number out of range", bytes: replacing("\"x\": 200", with: "\"x\": 2e400"), path: "", line: 5,
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

  @Test("each error names the file, the path, the line and the column", arguments: cases)
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
