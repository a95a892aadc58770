import PopGestureFormats
import PopGestureTestSupport
import Testing

@testable import PopGesture

/// The arbiter's clauses in whole replays: the records they produce (the rulings themselves are
/// called and expected in `ArbitrationSuite`). FD's own arbitration is replayed on iOS 18,
/// before UIKit's content swipe joins it; what iOS 26 changes has its own tests.
extension ArbitrationSuite {
  static let pagerAtZero = #"""
    [{"id": "album"}, {"id": "photos", "views": [
      {"id": "pager", "kind": "scrollView", "frame": [0, 100, 390, 500], "contentSize": [1170, 500]}]}]
    """#

  static func records(
    stack: String, policy: String = "fd", ios: Int? = 18, from: (Double, Double), to: (Double, Double)
  ) throws -> [Record] {
    var script = TraceScript(stack: stack, policy: policy, ios: ios)
    script.swipe(from: from, to: to)
    return try script.records()
  }

  @Test("the first candidate to begin fails the undecided ones it excludes")
  func beginFailsExcluded() throws {
    let records = try Self.records(stack: Self.pagerAtZero, from: (100, 300), to: (280, 300))
    #expect(records.states(of: .pan(view: "pager")) == ["began", "ended"])
    #expect(records.states(of: .fullscreenPop) == ["failed preventedBy pager.pan"])
    // Without the recipe the pager rubber-bands and snaps back; nothing pops.
    #expect(records.scrolls == [.zero])
    #expect(records.final?.stack == ["album", "photos"])
  }

  @Test("on iOS 26 a pager at its leading edge waits for contentPop, so FD's pan begins first and pops")
  func leadingEdgePagerOnIOS26() throws {
    let records = try Self.records(stack: Self.pagerAtZero, ios: nil, from: (100, 300), to: (280, 300))
    #expect(records.states(of: .pan(view: "pager")) == ["waiting", "failed preventedBy fullscreenPop"])
    #expect(records.states(of: .fullscreenPop) == ["began", "ended"])
    #expect(records.states(of: .contentPop) == ["failed preventedBy fullscreenPop"])
    #expect(records.scrolls.isEmpty)
    #expect(records.final?.stack == ["album"])
  }

  @Test("a later candidate that begins first fails an earlier one still possible")
  func laterCandidateFailsEarlier() throws {
    let table = #"""
      [{"id": "a"}, {"id": "list", "views": [
        {"id": "table", "kind": "scrollView", "frame": [0, 100, 390, 700], "contentSize": [390, 3000]}]}]
      """#
    let sideways = try Self.records(stack: table, from: (100, 400), to: (280, 405))
    #expect(sideways.states(of: .fullscreenPop) == ["began", "ended"])
    #expect(sideways.states(of: .pan(view: "table")) == ["failed preventedBy fullscreenPop"])
    let downwards = try Self.records(stack: table, from: (200, 300), to: (205, 600))
    #expect(downwards.states(of: .pan(view: "table")) == ["began", "ended"])
    #expect(downwards.states(of: .fullscreenPop) == ["failed preventedBy table.pan"])
  }

  @Test("a recognizer that wants to begin while an excluding one has begun fails with preventedBy")
  func blockedByBegan() throws {
    let stack = #"""
      [{"id": "a"}, {"id": "b", "views": [
        {"id": "outer", "kind": "pan", "frame": [0, 0, 390, 844], "direction": "horizontal", "subviews": [
          {"id": "inner", "kind": "pan", "frame": [0, 100, 390, 400], "direction": "vertical"}]}]}]
      """#
    var script = TraceScript(stack: stack)
    script.touchEvent(0, 1, "began", 100, 200)
    script.touchEvent(0.016, 1, "moved", 100, 215)
    script.touchEvent(0.032, 1, "moved", 130, 215)
    script.touchEvent(0.048, 1, "ended", 130, 215)
    let records = try script.records()
    #expect(records.states(of: .pan(view: "inner")) == ["began", "ended"])
    #expect(records.states(of: .pan(view: "outer")) == ["failed preventedBy inner.pan"])
  }

  @Test("with the recipe at the leading edge the pager and the pop recognize together")
  func recipeAtLeadingEdge() throws {
    let stack = Self.pagerAtZero.replacingOccurrences(
      of: #""contentSize": [1170, 500]"#,
      with: #""contentSize": [1170, 500], "simultaneousWithPop": "atLeadingEdge""#)
    let records = try Self.records(stack: stack, from: (100, 300), to: (280, 300))
    #expect(records.states(of: .pan(view: "pager")) == ["began", "ended"])
    #expect(records.states(of: .fullscreenPop) == ["began", "ended"])
    #expect(records.final?.stack == ["album"])
  }

  @Test("the leading-edge recipe does not apply away from the leading edge")
  func recipeAwayFromEdge() throws {
    let stack = Self.pagerAtZero.replacingOccurrences(
      of: #""contentSize": [1170, 500]"#,
      with: #""contentSize": [1170, 500], "contentOffset": [0.5, 0], "simultaneousWithPop": "atLeadingEdge""#)
    let records = try Self.records(stack: stack, from: (100, 300), to: (280, 300))
    #expect(records.states(of: .fullscreenPop) == ["failed preventedBy pager.pan"])
  }

  @Test("a custom pan may use always; atLeadingEdge on a pan is an input error")
  func customPanRecipe() throws {
    let always =
      #"[{"id": "a"}, {"id": "b", "views": [{"id": "map", "kind": "pan", "frame": [0, 0, 390, 844], "simultaneousWithPop": "always"}]}]"#
    #expect(
      try Self.records(stack: always, from: (100, 300), to: (280, 300)).states(of: .fullscreenPop) == [
        "began", "ended",
      ])
    let edge =
      #"[{"id": "a"}, {"id": "b", "views": [{"id": "map", "kind": "pan", "frame": [0, 0, 390, 844], "simultaneousWithPop": "atLeadingEdge"}]}]"#
    #expect(throws: TraceError.self) { try Self.records(stack: edge, from: (100, 300), to: (280, 300)) }
  }

  @Test("a recognizer that requires an undecided one waits, then begins with zero translation when it fails")
  func waitsForFailure() throws {
    var script = TraceScript(policy: "uikit")
    script.settings = [#""contentHysteresis": 10"#]
    script.touchEvent(0, 1, "began", 5, 400)
    script.touchEvent(0.1, 1, "moved", 17, 400)
    script.touchEvent(0.3, 1, "moved", 25, 400)
    script.touchEvent(0.4, 1, "moved", 125, 400)
    script.touchEvent(0.4, 1, "ended", 125, 400)
    let records = try script.records()
    #expect(records.states(of: .contentPop) == ["waiting", "began", "ended"])
    #expect(records.states(of: .edgePop) == ["failed tooSlow"])
    let began = try #require(records.recognizer(.contentPop).dropFirst().first)
    #expect(began.translation == .zero)
    let beganRecord = try #require(
      records.first { record in
        if case .recognizer(let recognizer) = record.body {
          return recognizer.name == .contentPop && recognizer.state == .began
        }
        return false
      })
    #expect(beganRecord.t == 0.25)
  }

  @Test("a waiting recognizer fails with preventedBy when the one it waits for begins")
  func waiterFailsWhenAwaitedBegins() throws {
    var script = TraceScript(policy: "uikit")
    script.settings = [#""contentHysteresis": 10"#]
    script.swipe(from: (5, 400), to: (185, 400), steps: 18)
    let records = try script.records()
    #expect(records.states(of: .contentPop) == ["waiting", "failed preventedBy edgePop"])
    #expect(records.states(of: .edgePop) == ["began", "ended"])
  }

  @Test("a recognizer still waiting when its finger lifts fails with endedBeforeRecognized")
  func waiterAtLift() throws {
    var script = TraceScript(policy: "uikit")
    script.settings = [#""contentHysteresis": 10"#]
    script.touchEvent(0, 1, "began", 5, 400)
    script.touchEvent(0.05, 1, "moved", 17, 400)
    script.touchEvent(0.1, 1, "ended", 17, 400)
    let records = try script.records()
    #expect(records.states(of: .contentPop) == ["waiting", "failed endedBeforeRecognized"])
    #expect(records.states(of: .edgePop) == ["failed endedBeforeRecognized"])
  }

  @Test("a slider fails horizontal pans of the navigation controller and of views above it")
  func slider() throws {
    let stack = #"""
      [{"id": "a"}, {"id": "player", "views": [
        {"id": "panel", "kind": "pan", "frame": [0, 500, 390, 200], "direction": "horizontal", "subviews": [
          {"id": "scrubber", "kind": "slider", "frame": [20, 580, 350, 40]}]}]}]
      """#
    // On the thumb (value 0, 28 x 28 before iOS 26: x 20 to 48, y 586 to 614).
    let horizontal = try Self.records(stack: stack, from: (30, 600), to: (210, 600))
    #expect(horizontal.states(of: .pan(view: "panel")) == ["failed preventedBy scrubber"])
    #expect(horizontal.states(of: .fullscreenPop) == ["failed preventedBy scrubber"])
    #expect(horizontal.final?.stack == ["a", "player"])
    // Mostly vertical: the slider does not object, and fd's direction check fails the pop.
    let vertical = try Self.records(stack: stack, from: (30, 590), to: (40, 615))
    #expect(vertical.states(of: .fullscreenPop) == ["failed wrongDirection"])
    // On the track the slider protects nothing: the panel's pan goes first (deepest view).
    let track = try Self.records(stack: stack, from: (100, 600), to: (280, 600))
    #expect(track.states(of: .pan(view: "panel")) == ["began", "ended"])
    #expect(track.states(of: .fullscreenPop) == ["failed preventedBy panel.pan"])
  }
}
