import PopGestureTestSupport
import PopGestureTesting
import Testing

@testable import PopGesture

/// The tests of `PopGesture`'s `Outcomes/` folder: one suite across its files, each file extending it,
/// so that `swift test` prints the suite once. This file's tests follow.
@Suite("PopGesture: Outcomes")
struct OutcomesSuite {
  static func outcomes(_ script: TraceScript, policy: PolicyName? = nil) throws -> [SwipeOutcome] {
    let trace = try script.trace()
    return SwipeOutcome.outcomes(of: Replayer.replay(trace, policy: policy ?? trace.policy))
  }

  static func middleSwipe(stack: String = #"[{"id": "home"}, {"id": "detail"}]"#, end: String = "ended")
    -> TraceScript
  {
    var script = TraceScript(stack: stack)
    script.swipe(from: (100, 400), to: (280, 400), end: end)
    return script
  }

  @Test("a popped swipe keeps its release decision and names the recognizer that began the pop")
  func popped() throws {
    let swipe = try #require(try Self.outcomes(Self.middleSwipe()).first)
    #expect(swipe.popped)
    #expect(swipe.winner == .fullscreenPop)
    // 180 pt less the pan's 10 pt of hysteresis, over 390 pt, released at 180 pt / 0.192 s.
    let release = try #require(swipe.release)
    #expect(release.decision == .finish)
    #expect(Rounding.progress(release.progress) == 0.436)
    #expect(Rounding.points(release.velocity) == 937.5)
  }

  @Test("a touch cancelled mid-pop is released as a cancel, by the recognizer that began it")
  func touchCancelled() throws {
    let swipe = try #require(try Self.outcomes(Self.middleSwipe(end: "cancelled")).first)
    #expect(!swipe.popped)
    #expect(swipe.winner == .fullscreenPop)
    #expect(swipe.recognizers.first?.fate == .cancelled(.touchCancelled, by: nil))
    #expect(swipe.release?.decision == .cancel)
    #expect(swipe.release.map { Rounding.progress($0.progress) } == 0.436)
  }

  @Test("a swipe with no pop, a frozen one and one still under way have no release")
  func noRelease() throws {
    let root = #"[{"id": "home"}]"#
    let none = try #require(try Self.outcomes(Self.middleSwipe(stack: root)).first)
    #expect(none.pop == .none)
    #expect(none.winner == nil)
    #expect(none.release == nil)

    let frozen = try #require(try Self.outcomes(Self.middleSwipe(stack: root), policy: .kvc).first)
    #expect(frozen.pop == .froze(recognizer: .fullscreenPop))
    #expect(frozen.winner == .fullscreenPop)
    #expect(frozen.release == nil)

    var held = TraceScript()
    held.touchEvent(0, 1, "began", 100, 400)
    for step in 1...6 { held.touchEvent(0.016 * Double(step), 1, "moved", 100 + 15 * Double(step), 400) }
    let underWay = try #require(try Self.outcomes(held).first)
    #expect(underWay.pop == .underWay(from: "detail", to: "home", recognizer: .fullscreenPop))
    #expect(underWay.winner == .fullscreenPop)
    #expect(underWay.release == nil)
  }

  @Test("each sequence keeps only its own pop's release")
  func perSequence() throws {
    var script = TraceScript(stack: #"[{"id": "inbox"}, {"id": "thread"}, {"id": "message"}]"#)
    script.swipe(from: (100, 400), to: (280, 400))
    script.swipe(from: (100, 400), to: (190, 400), duration: 0.5, at: 1)
    let swipes = try Self.outcomes(script)
    try #require(swipes.count == 2)
    #expect(swipes[0].release?.decision == .finish)
    // 90 pt less 10 over 390 pt, at 180 pt/s: 0.205 + 180 / 390 x 0.12 = 0.260, short of 0.481.
    let release = try #require(swipes[1].release)
    #expect(release.decision == .cancel)
    #expect(Rounding.progress(release.progress) == 0.205)
    #expect(Rounding.points(release.velocity) == 180)
    guard case .cancelled("thread", "inbox", .fullscreenPop, let progress, _) = swipes[1].pop else {
      Issue.record("swipe 2: \(swipes[1].pop)")
      return
    }
    #expect(progress == release.progress)
  }
}
