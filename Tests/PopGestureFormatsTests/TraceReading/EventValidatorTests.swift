import PopGestureTestSupport
import Testing

@testable import PopGesture
@testable import PopGestureFormats

/// Fingers are followed alike however many are down: past the few a list holds, a set does.
extension TraceReadingSuite {
  /// A trace with `events`, on one screen.
  static func trace(_ events: [String]) -> [UInt8] {
    Array(
      """
      {"format": "popgesture-trace/1", "navigation": {"stack": [{"id": "home"}]}, "events": [
      \(events.joined(separator: ",\n"))
      ]}
      """.utf8)
  }

  static func touch(_ t: Double, _ finger: Int, _ phase: String) -> String {
    #"{"t": \#(t), "touch": \#(finger), "phase": "\#(phase)", "x": 100, "y": 400}"#
  }

  /// `count` fingers down at 0, then each lifted at 1.
  static func fingers(_ count: Int) -> [String] {
    (1...count).map { touch(0, $0, "began") } + (1...count).map { touch(1, $0, "ended") }
  }

  static let many = FingersDown.listedFingers * 3

  @Test("with many fingers down, each can move and lift, and all can go down again")
  func manyFingers() throws {
    let events = Self.fingers(Self.many) + [Self.touch(2, 1, "began"), Self.touch(3, 1, "ended")]
    let trace = try TraceDecoder(file: "many.json").decode(Self.trace(events))
    #expect(trace.events.count == events.count)
    _ = try TraceDecoder(file: "many.json").check(from: ByteSources.memory(Self.trace(events)))
  }

  /// A broken trace with many fingers, the path its error names and a phrase of the message.
  struct Broken: CustomTestStringConvertible, Sendable {
    var name: String
    var events: [String]
    var path: String
    var phrase: String
    var testDescription: String { name }
  }

  static let down = (1...many).map { touch(0, $0, "began") }
  static let broken = [
    Broken(
      name: "a began for a finger already down", events: down + [touch(0.5, 5, "began")],
      path: "events[\(many)].phase", phrase: "already down"),
    Broken(
      name: "a move of a finger lifted while the others stay down",
      events: down + [touch(0.5, 5, "ended"), touch(0.6, 5, "moved")], path: "events[\(many + 1)].phase",
      phrase: "is not down"),
    Broken(
      name: "a move once every finger lifted", events: fingers(many) + [touch(2, 7, "moved")],
      path: "events[\(2 * many)].phase", phrase: "is not down"),
  ]

  @Test("with many fingers down, the same fingers' errors are found")
  func manyFingersErrors() {
    eachArgument(Self.broken) { broken in manyFingersErrors(broken) }
  }

  func manyFingersErrors(_ broken: Broken) {
    let error = #expect(throws: TraceError.self) {
      try TraceDecoder(file: "many.json").decode(Self.trace(broken.events))
    }
    #expect(error?.path == broken.path)
    #expect(error?.message.contains(broken.phrase) == true)
    let checked = #expect(throws: TraceError.self) {
      try TraceDecoder(file: "many.json").check(from: ByteSources.memory(Self.trace(broken.events)))
    }
    #expect(checked == error)
  }
}
