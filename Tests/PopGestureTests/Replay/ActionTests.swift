import PopGestureTestSupport
import PopGestureTesting
import Testing

@testable import PopGesture

/// The tests of `PopGesture`'s `Replay/` folder: one suite across its files, each file extending it,
/// so that `swift test` prints the suite once. This file's tests follow.
/// Push, pop, setStack and set: immediate, deferred, ignored; FD's push guard; the event clock.
@Suite("PopGesture: Replay")
struct ReplaySuite {
  static func summary(_ records: [Record]) -> [String] {
    records.actions.map { action in
      [action.action.rawValue, action.screen, action.result.rawValue, action.reason?.rawValue].compactMap {
        $0
      }
      .joined(separator: " ")
    }
  }

  @Test("an animated push takes the transition duration; the pushed screen is on top from its start")
  func animatedPush() throws {
    var script = TraceScript()
    script.action(0, #""action": "push", "screen": {"id": "third"}"#)
    let records = try script.records()
    #expect(records.transitions.map(\.phase) == [.began, .finished])
    #expect(records.filter { $0.type == "transition" }.map(\.t) == [0, 0.35])
    #expect(records.transitions.last?.stack == ["home", "detail", "third"])
  }

  @Test("a pushed screen is on top from the push's start: touches during the animation hit it")
  func pushedScreenIsHitDuringAnimation() throws {
    var script = TraceScript()
    script.action(0, #""action": "push", "screen": {"id": "third"}"#)
    script.touchEvent(0.1, 1, "began", 100, 400)
    script.touchEvent(0.2, 1, "ended", 100, 400)
    #expect(try script.records().touches.first?.hit?.description == "third")
  }

  @Test("unanimated push and pop, and setStack, write no transition records")
  func instantActions() throws {
    var script = TraceScript()
    script.action(0, #""action": "push", "screen": {"id": "third"}, "animated": false"#)
    script.action(0, #""action": "pop", "animated": false"#)
    script.action(0, #""action": "setStack", "screens": [{"id": "x"}, {"id": "y"}]"#)
    let records = try script.records()
    #expect(records.transitions.isEmpty)
    #expect(records.final?.stack == ["x", "y"])
    #expect(records.last?.t == 0)
  }

  @Test("actions during a transition wait, then run in order when it ends; a new transition holds the rest")
  func deferred() throws {
    var script = TraceScript()
    script.action(0, #""action": "push", "screen": {"id": "a"}"#)
    script.action(0.1, #""action": "push", "screen": {"id": "b"}"#)
    script.action(0.2, #""action": "pop""#)
    script.action(0.3, #""action": "setStack", "screens": [{"id": "z"}]"#)
    let records = try script.records()
    #expect(
      Self.summary(records) == [
        "push a applied", "push b deferred", "pop deferred", "setStack deferred", "push b applied",
        "pop applied",
        "setStack applied",
      ])
    let applied = records.filter { record in
      if case .action(let action) = record.body { return action.result == .applied }
      return false
    }
    #expect(applied.map { Rounding.time($0.t) } == [0, 0.35, 0.7, 1.05])
    #expect(records.final?.stack == ["z"])
  }

  @Test("a push during a settling pop waits for the settle, then pushes onto the popped stack")
  func pushDuringSettle() throws {
    var script = TraceScript()
    script.swipe(from: (100, 400), to: (280, 400))
    script.action(0.3, #""action": "push", "screen": {"id": "next"}"#)
    let records = try script.records()
    #expect(Self.summary(records) == ["push next deferred", "push next applied"])
    let settleEnd = 0.192 + (1 - 170.0 / 390) * 390 / 937.5
    let pushed = try #require(records.first { $0.type == "action" && $0.t > 0.3 })
    #expect(abs(pushed.t - settleEnd) < 1e-9)
    #expect(records.final?.stack == ["home", "next"])
  }

  @Test("pop on the root screen is ignored with rootScreen")
  func popOnRoot() throws {
    var script = TraceScript(stack: #"[{"id": "home"}]"#)
    script.action(0, #""action": "pop""#)
    #expect(Self.summary(try script.records()) == ["pop ignored rootScreen"])
  }

  @Test("fd ignores a push of a screen already on the stack, but the push still installs its pan")
  func pushGuard() throws {
    var script = TraceScript()
    script.navigation = [#""installedByPush": false"#]
    script.action(0, #""action": "push", "screen": {"id": "detail"}"#)
    script.swipe(from: (100, 400), to: (280, 400), at: 1)
    let records = try script.records()
    #expect(Self.summary(records) == ["push detail ignored alreadyInStack"])
    #expect(records.states(of: .fullscreenPop) == ["began", "ended"])
  }

  @Test("without a push guard UIKit raises, and the replay stops")
  func exceptionWithoutGuard() throws {
    var script = TraceScript(policy: "uikit", ios: 18)
    script.action(0, #""action": "push", "screen": {"id": "detail"}"#)
    script.action(1, #""action": "pop""#)
    let records = try script.records()
    #expect(records.types == ["fault", "final"])
    #expect(records.final?.fault == .exception)
    #expect(records.last?.t == 0)
  }

  @Test("an exception raised by a deferred push stops the replay before the next event")
  func exceptionFromDeferredPush() throws {
    var script = TraceScript(policy: "uikit", ios: 18)
    script.action(0, #""action": "push", "screen": {"id": "post"}"#)
    script.action(0.1, #""action": "push", "screen": {"id": "post"}"#)
    script.swipe(from: (5, 400), to: (185, 400), at: 1)
    let records = try script.records()
    #expect(records.types == ["action", "transition", "action", "transition", "fault", "final"])
    #expect(records.final?.fault == .exception)
    #expect(records.suffix(2).map { Rounding.time($0.t) } == [0.35, 0.35])
  }

  @Test("set changes a screen on the stack and is ignored with notInStack otherwise")
  func set() throws {
    var script = TraceScript()
    script.action(
      0, #""action": "set", "screen": "later", "property": "interactivePopDisabled", "value": true"#)
    script.action(
      0, #""action": "set", "screen": "detail", "property": "interactivePopDisabled", "value": true"#)
    script.swipe(from: (100, 400), to: (280, 400), at: 1)
    script.action(2, #""action": "push", "screen": {"id": "later"}"#)
    let records = try script.records()
    #expect(
      Self.summary(records) == ["set later ignored notInStack", "set detail applied", "push later applied"])
    #expect(records.states(of: .fullscreenPop) == ["failed popDisabled"])
  }

  @Test("turning the full-screen pan off removes it from the candidates; on iOS 26 the content swipe stays")
  func disableFullscreenPop() throws {
    var script = TraceScript(ios: 18)
    script.action(0, #""action": "set", "property": "fullscreenPopGestureEnabled", "value": false"#)
    script.swipe(from: (5, 400), to: (185, 400), at: 1)
    let records = try script.records()
    // FD turned UIKit's edge swipe off when it installed: nothing is left.
    #expect(records.candidateLists == [[]])
    #expect(records.final?.stack == ["home", "detail"])
    script.device = []
    let onIOS26 = try script.records()
    #expect(onIOS26.candidateLists == [[.contentPop]])
    #expect(onIOS26.final?.stack == ["home"])
  }

  @Test("set on a view changes its offset, which decides the recipe")
  func setViewOffset() throws {
    let stack = #"""
      [{"id": "album"}, {"id": "photos", "views": [{"id": "pager", "kind": "scrollView", "frame": [0, 100, 390, 500],
        "contentSize": [1170, 500], "contentOffset": [390, 0], "simultaneousWithPop": "atLeadingEdge"}]}]
      """#
    var script = TraceScript(stack: stack)
    script.action(
      0,
      #""action": "set", "screen": "photos", "view": "pager", "property": "contentOffset", "value": [0, 0]"#)
    script.swipe(from: (100, 300), to: (280, 300), at: 1)
    #expect(try script.records().final?.stack == ["album"])
  }

  @Test("the final record carries the time of the last record, or of the last event if later")
  func finalTime() throws {
    var script = TraceScript()
    script.touchEvent(0, 1, "began", 100, 400)
    script.touchEvent(2, 1, "ended", 100, 400)
    #expect(try script.records().last?.t == 2)
    var settling = TraceScript()
    settling.swipe(from: (100, 400), to: (280, 400))
    let last = try #require(try settling.records().last)
    #expect(abs(last.t - (0.192 + (1 - 170.0 / 390) * 390 / 937.5)) < 1e-9)
  }
}
