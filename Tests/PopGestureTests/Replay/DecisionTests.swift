import PopGestureTestSupport
import PopGestureTesting
import Testing

@testable import PopGesture

/// A replay asked to keep its decisions keeps, beside each failure, cancellation and release, the
/// rule that decided and the inputs it read; one not asked keeps nothing.
extension ReplaySuite {
  static func replay(_ script: TraceScript, keepsDecisions: Bool) throws -> Replayer {
    let trace = try script.trace()
    var replayer = Replayer(trace: trace, keepsDecisions: keepsDecisions)
    for event in trace.events {
      replayer.feed(event)
    }
    replayer.finish()
    return replayer
  }

  @Test("a failure's decision names the screen and points at its record")
  func failure() throws {
    var script = TraceScript(stack: #"[{"id": "home"}, {"id": "detail", "interactivePopDisabled": true}]"#)
    script.swipe(from: (100, 400), to: (300, 400))
    let replayer = try Self.replay(script, keepsDecisions: true)
    let decision = try #require(replayer.decisions.first)
    #expect(decision.outcome == .failed(.popDisabled(screen: "detail")))
    let record = replayer.records[decision.record]
    guard case .recognizer(let recognizer) = record.body else {
      Issue.record("decision \(decision.record) points at \(record.type)")
      return
    }
    #expect(recognizer.name == .fullscreenPop && recognizer.reason == .popDisabled)
    #expect(try Self.replay(script, keepsDecisions: false).decisions.isEmpty)
  }

  @Test("a release's decision keeps its progress, velocity and finish rule")
  func release() throws {
    var script = TraceScript()
    script.swipe(from: (100, 400), to: (300, 400))
    let replayer = try Self.replay(script, keepsDecisions: true)
    let released = replayer.decisions.compactMap { decision -> (Int, ReleaseDecision)? in
      guard case .released(let release) = decision.outcome else { return nil }
      return (decision.record, release)
    }
    let (index, release) = try #require(released.first)
    #expect(release.basis == .finishRule(.projection))
    #expect(release.finishes)
    guard case .release(let record) = replayer.records[index].body else {
      Issue.record("the release decision does not point at the release record")
      return
    }
    #expect(record.progress == release.progress && record.velocity == release.velocity)
    // Keeping decisions changes no record.
    #expect(try Self.replay(script, keepsDecisions: false).records == replayer.records)
  }
}
