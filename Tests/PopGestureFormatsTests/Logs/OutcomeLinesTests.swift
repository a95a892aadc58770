import PopGestureTestSupport
import Testing

@testable import PopGesture
@testable import PopGestureFormats

/// The text log's `outcome` lines: one per sequence, once it is over and its pop has landed.
extension LogsSuite {
  /// The log's lines of type `outcome`, and the line just before each.
  static func outcomes(_ script: TraceScript) throws -> [(line: Substring, before: Substring)] {
    let trace = try script.trace()
    let lines = TextFormat.render(
      Replayer.replay(trace), policy: trace.policy, ios: trace.device.ios, name: nil
    )
    .split(separator: "\n")
    return lines.indices.filter { lines[$0].contains("  outcome       ") }.map { (lines[$0], lines[$0 - 1]) }
  }

  @Test("a pop's outcome comes once it has landed, after every record of that instant")
  func afterTheLanding() throws {
    var script = TraceScript(ios: 18)
    script.swipe(from: (150, 400), to: (330, 404))
    let outcomes = try Self.outcomes(script)
    try #require(outcomes.count == 1)
    #expect(
      outcomes[0].line
        == "  0.427  outcome       swipe 1: popped detail -> home through fullscreenPop at 0.427")
    #expect(outcomes[0].before.contains("transition    pop finished"))
  }

  @Test("a swipe that does not pop has its outcome right after what its lift caused")
  func afterTheLift() throws {
    var script = TraceScript(stack: #"[{"id": "home"}]"#, ios: 18)
    script.swipe(from: (150, 400), to: (330, 404))
    let outcomes = try Self.outcomes(script)
    try #require(outcomes.count == 1)
    #expect(outcomes[0].line.hasSuffix("swipe 1: no pop: fullscreenPop failed rootScreen"))
    #expect(outcomes[0].before.contains("touch         1 ended"))
  }

  @Test("a swipe during the settle of the one before has its own line; the first waits for its pop")
  func overlapping() throws {
    var script = TraceScript(stack: #"[{"id": "home"}, {"id": "list"}, {"id": "detail"}]"#, ios: 18)
    script.swipe(from: (150, 400), to: (330, 404))
    script.touchEvent(0.3, 2, "began", 150, 400)
    script.touchEvent(0.32, 2, "ended", 150, 400)
    let lines = try Self.outcomes(script).map(\.line)
    #expect(lines.count == 2)
    #expect(lines.contains { $0.hasSuffix("swipe 1: popped detail -> list through fullscreenPop at 0.427") })
    #expect(lines.contains { $0.hasSuffix("swipe 2: no pop: fullscreenPop failed endedBeforeRecognized") })
    // The second tap is over before the first pop lands.
    #expect(lines.first?.contains("swipe 2") == true)
  }

  @Test("the streamed text log has the same outcome lines as the rendered one")
  func streamedToo() throws {
    var script = TraceScript(ios: 18)
    script.swipe(from: (150, 400), to: (330, 404))
    script.swipe(from: (150, 400), to: (160, 404), at: 1)
    let bytes = Array(script.json.utf8)
    let checked = try TraceReplay.check(
      decoder: TraceDecoder(file: "t.json"), from: ByteSources.memory(bytes))
    var streamed: [UInt8] = []
    try TraceReplay.replay(checked, from: ByteSources.memory(bytes), format: .text) {
      streamed.append(contentsOf: $0)
      return true
    }
    let trace = try script.trace()
    let rendered = TextFormat.render(Replayer.replay(trace), policy: .fd, ios: 18, name: nil)
    #expect(String(decoding: streamed, as: UTF8.self) == rendered)
    #expect(rendered.split(separator: "\n").filter { $0.contains("  outcome       ") }.count == 2)
  }
}
