import PopGestureTestSupport
import Testing

@testable import PopGesture

/// Touch sequences: grouping by time, implied moves, lifts, cancels, several fingers, the edge pan.
@Suite("Touch sequences")
struct TouchSequenceTests {
  @Test("a tap fails the pan with endedBeforeRecognized")
  func tap() throws {
    var script = TraceScript()
    script.touchEvent(0, 1, "began", 200, 400)
    script.touchEvent(0.1, 1, "moved", 203, 401)
    script.touchEvent(0.1, 1, "ended", 203, 401)
    #expect(try script.records().states(of: .fullscreenPop) == ["failed endedBeforeRecognized"])
  }

  @Test("a scroll view that cannot scroll fails with notScrollable; one that can, endedBeforeRecognized")
  func scrollViewsAtLift() throws {
    let stack = #"""
      [{"id": "a"}, {"id": "b", "views": [
        {"id": "fits", "kind": "scrollView", "frame": [0, 100, 390, 200]},
        {"id": "tall", "kind": "scrollView", "frame": [0, 300, 390, 400], "contentSize": [390, 2000]}]}]
      """#
    var script = TraceScript(stack: stack)
    script.touchEvent(0, 1, "began", 200, 150)
    script.touchEvent(0.1, 1, "ended", 200, 150)
    script.touchEvent(1, 1, "began", 200, 500)
    script.touchEvent(1.1, 1, "ended", 200, 500)
    let records = try script.records()
    #expect(records.states(of: .pan(view: "fits")) == ["failed notScrollable"])
    #expect(records.states(of: .pan(view: "tall")) == ["failed endedBeforeRecognized"])
  }

  @Test("an ended away from the last point moves there first, then lifts")
  func impliedMove() throws {
    var script = TraceScript(ios: 18)
    script.touchEvent(0, 1, "began", 100, 400)
    script.touchEvent(0.016, 1, "moved", 120, 400)
    script.touchEvent(0.032, 1, "ended", 160, 400)
    let records = try script.records()
    #expect(
      records.types == [
        "touch", "recognizer", "transition", "progress", "progress", "touch", "recognizer", "release",
        "transition", "final",
      ])
    #expect(records[4].body == .progress(50.0 / 390))
    let velocity = try #require(records.recognizer(.fullscreenPop).last?.velocity)
    #expect(abs(velocity.x - (0.2 * 2500 + 0.8 * 1250)) < 1e-6)
  }

  @Test("touch events sharing a time are one UIKit event with one velocity sample")
  func sameTimeIsOneEvent() throws {
    let stack =
      #"[{"id": "a"}, {"id": "b", "views": [{"id": "canvas", "kind": "pan", "frame": [0, 0, 390, 844]}]}]"#
    var script = TraceScript(stack: stack)
    script.touchEvent(0, 1, "began", 100, 400)
    script.touchEvent(0, 2, "began", 200, 400)
    script.touchEvent(0.01, 1, "moved", 110, 400)
    script.touchEvent(0.01, 2, "moved", 210, 400)
    script.touchEvent(0.02, 1, "moved", 130, 400)
    script.touchEvent(0.02, 2, "moved", 230, 400)
    script.touchEvent(0.03, 1, "ended", 130, 400)
    script.touchEvent(0.03, 2, "ended", 230, 400)
    let records = try script.records()
    // Samples 1000 and 2000 pt/s; a second sample at dt = 0 would have dragged the blend to 0.
    let velocity = try #require(records.recognizer(.pan(view: "canvas")).last?.velocity)
    #expect(abs(velocity.x - (0.2 * 2000 + 0.8 * 1000)) < 1e-6)
    #expect(records.types.filter { $0 == "touch" }.count == 4)
  }

  @Test("the same finger lifting and going down again at one time is two UIKit events: two sequences")
  func liftAndDownAgain() throws {
    var script = TraceScript()
    script.touchEvent(0, 1, "began", 100, 400)
    script.touchEvent(0.1, 1, "ended", 100, 400)
    script.touchEvent(0.1, 1, "began", 200, 400)
    script.touchEvent(0.2, 1, "ended", 200, 400)
    let records = try script.records()
    // Each sequence is hit-tested at its first finger, and each fails its own pan.
    #expect(
      records.touches.filter { $0.hit != nil }.map(\.location) == [
        Point(x: 100, y: 400), Point(x: 200, y: 400),
      ])
    #expect(
      records.states(of: .fullscreenPop) == ["failed endedBeforeRecognized", "failed endedBeforeRecognized"])
  }

  @Test("in one UIKit event a finger going down joins first, so a lift there leaves the sequence running")
  func downJoinsBeforeLift() throws {
    var script = TraceScript(policy: "zw")
    script.touchEvent(0, 1, "began", 100, 400)
    // Listed lift first: the new finger still joins before the old one lifts.
    script.touchEvent(0.1, 1, "ended", 100, 400)
    script.touchEvent(0.1, 2, "began", 120, 400)
    script.touchEvent(0.116, 2, "moved", 200, 400)
    script.touchEvent(0.132, 2, "ended", 300, 400)
    let records = try script.records()
    #expect(records.touches.filter { $0.hit != nil }.count == 1, "no new hit test")
    #expect(records.touches.map(\.touch) == [1, 2, 1, 2])
    #expect(records.states(of: .fullscreenPop) == ["began", "ended"])
    #expect(records.final?.stack == ["home"])
  }

  @Test("a second finger neither moves nor ends fullscreenPop, which follows the first")
  func secondFinger() throws {
    var script = TraceScript()
    script.touchEvent(0, 1, "began", 100, 400)
    script.touchEvent(0.016, 1, "moved", 130, 400)
    script.touchEvent(0.02, 2, "began", 300, 400)
    script.touchEvent(0.032, 2, "moved", 100, 400)
    script.touchEvent(0.048, 1, "moved", 190, 400)
    script.touchEvent(0.064, 1, "ended", 190, 400)
    script.touchEvent(0.1, 2, "ended", 100, 400)
    let records = try script.records()
    #expect(records.states(of: .fullscreenPop) == ["began", "ended"])
    let progress = records.progressValues
    #expect(progress == [20.0 / 390, 80.0 / 390])
    #expect(records.releases.first.map { $0.progress } == 80.0 / 390)
    let release = try #require(records.firstIndex { $0.type == "release" })
    let lastTouch = try #require(records.lastIndex { $0.type == "touch" })
    #expect(release < lastTouch)
  }

  @Test("a cancelled touch cancels a began pan and runs the pop back over p * d")
  func cancelledTouch() throws {
    var script = TraceScript()
    script.swipe(from: (100, 400), to: (300, 400), end: "cancelled")
    let records = try script.records()
    #expect(records.states(of: .fullscreenPop) == ["began", "cancelled touchCancelled"])
    #expect(records.releases.map(\.decision) == [.cancel])
    // The reduced translation at the last move is 200 - 10: p = 190 / 390.
    #expect(records.releases.first?.progress == 190.0 / 390)
    #expect(records.releases.first?.settle == 190.0 / 390 * 0.35)
    #expect(records.transitions.last?.phase == .cancelled)
    #expect(records.final?.stack == ["home", "detail"])
  }

  @Test("a cancelled touch's point is not a move: progress and velocity stay where they were")
  func cancelledPointIsNotAMove() throws {
    var script = TraceScript()
    script.touchEvent(0, 1, "began", 100, 400)
    script.touchEvent(0.016, 1, "moved", 130, 400)
    script.touchEvent(0.032, 1, "cancelled", 300, 400)
    let records = try script.records()
    #expect(records.progressValues == [20.0 / 390])
    #expect(records.releases.first?.progress == 20.0 / 390)
    let cancelled = try #require(records.touches.last)
    #expect(cancelled.phase == .cancelled && cancelled.location == Point(x: 300, y: 400))
  }

  @Test("a cancelled touch fails a possible recognizer with touchCancelled")
  func cancelledBeforeRecognized() throws {
    var script = TraceScript()
    script.touchEvent(0, 1, "began", 100, 400)
    script.touchEvent(0.05, 1, "cancelled", 100, 400)
    #expect(try script.records().states(of: .fullscreenPop) == ["failed touchCancelled"])
  }

  @Test("hit-testing picks the front-most view, then its front-most subview")
  func hitTesting() throws {
    let stack = #"""
      [{"id": "a"}, {"id": "b", "views": [
        {"id": "back", "kind": "pan", "frame": [0, 0, 390, 844]},
        {"id": "card", "kind": "plain", "frame": [0, 200, 390, 400], "subviews": [
          {"id": "row", "kind": "swipeActions", "frame": [0, 300, 390, 60]}]}]}]
      """#
    var script = TraceScript(stack: stack)
    script.touchEvent(0, 1, "began", 50, 320)
    script.touchEvent(0.1, 1, "ended", 50, 320)
    script.touchEvent(1, 1, "began", 50, 250)
    script.touchEvent(1.1, 1, "ended", 50, 250)
    script.touchEvent(2, 1, "began", 50, 700)
    script.touchEvent(2.1, 1, "ended", 50, 700)
    let touches = try script.records().touches.filter { $0.hit != nil }
    #expect(touches.map(\.hit?.description) == ["b/row", "b/card", "b/back"])
    #expect(
      touches.map { $0.recognizers?.map(\.description) } == [
        ["row.swipe", "fullscreenPop", "contentPop"], ["fullscreenPop", "contentPop"],
        ["back.pan", "fullscreenPop", "contentPop"],
      ])
  }

  @Test("a touch on no view hits the screen itself")
  func hitsScreen() throws {
    var script = TraceScript()
    script.touchEvent(0, 1, "began", 50, 320)
    script.touchEvent(0.1, 1, "ended", 50, 320)
    #expect(try script.records().touches.first?.hit?.description == "detail")
  }
}

/// UIKit's edge pan, live under fd until the library's pan is installed by a push; on iOS 18, so
/// that it is the only navigation-level candidate.
@Suite("Edge pan")
struct EdgePanTests {
  static func script() -> TraceScript {
    var script = TraceScript(ios: 18)
    script.navigation = [#""installedByPush": false"#]
    return script
  }

  @Test("a swipe from the edge pops through edgePop before the first push")
  func edgeSwipe() throws {
    var script = Self.script()
    script.swipe(from: (5, 400), to: (185, 400))
    let records = try script.records()
    #expect(records.candidateLists == [[.edgePop]])
    #expect(records.states(of: .edgePop) == ["began", "ended"])
    #expect(records.final?.stack == ["home"])
  }

  @Test("outside the 13 pt region it fails at touch-down with outsideEdge")
  func outsideEdge() throws {
    var script = Self.script()
    script.swipe(from: (14, 400), to: (194, 400))
    let records = try script.records()
    #expect(records.states(of: .edgePop) == ["failed outsideEdge"])
    #expect(records[1].t == 0)
  }

  @Test("right-to-left the region is at the right edge")
  func rightToLeftEdge() throws {
    var script = Self.script()
    script.device = [#""layoutDirection": "rightToLeft""#]
    script.swipe(from: (385, 400), to: (205, 400))
    #expect(try script.records().states(of: .edgePop) == ["began", "ended"])
  }

  @Test("on a visible navigation bar it fails with onNavigationBar")
  func onNavigationBar() throws {
    var script = Self.script()
    script.swipe(from: (5, 60), to: (185, 60))
    #expect(try script.records().states(of: .edgePop) == ["failed onNavigationBar"])
    // With the bar hidden the spot is free, but UIKit's gate turns the edge swipe off.
    var hidden = Self.script()
    hidden.navigation.append(#""navigationBarHidden": true"#)
    hidden.swipe(from: (5, 60), to: (185, 60))
    #expect(try hidden.records().states(of: .edgePop) == ["failed navigationBarHidden"])
  }

  @Test("still possible 0.25 s after touch-down, it fails with tooSlow")
  func tooSlow() throws {
    var script = Self.script()
    script.touchEvent(0, 1, "began", 5, 400)
    script.touchEvent(0.2, 1, "moved", 10, 400)
    script.touchEvent(0.4, 1, "moved", 100, 400)
    script.touchEvent(0.4, 1, "ended", 100, 400)
    let records = try script.records()
    #expect(records.states(of: .edgePop) == ["failed tooSlow"])
    #expect(records.first { $0.type == "recognizer" }?.t == 0.25)
  }

  @Test("a leftward edge swipe fails with wrongDirection")
  func wrongDirection() throws {
    var script = Self.script()
    script.touchEvent(0, 1, "began", 10, 400)
    script.touchEvent(0.05, 1, "moved", -10, 400)
    script.touchEvent(0.05, 1, "ended", -10, 400)
    #expect(try script.records().states(of: .edgePop) == ["failed wrongDirection"])
  }

  @Test("it wants 15 pt, and its translation starts from zero there")
  func edgeHysteresis() throws {
    var script = Self.script()
    script.touchEvent(0, 1, "began", 4, 400)
    script.touchEvent(0.016, 1, "moved", 18, 400)
    script.touchEvent(0.032, 1, "moved", 19, 400)
    script.touchEvent(0.048, 1, "ended", 19, 400)
    let began = try script.records().recognizer(.edgePop).first
    #expect(began?.state == .began)
    #expect(began?.translation == .zero)
    #expect(began?.location == Point(x: 19, y: 400))
  }

  @Test("after the first push the library pan replaces it")
  func replacedAfterPush() throws {
    var script = Self.script()
    script.action(0, #""action": "push", "screen": {"id": "third"}"#)
    script.swipe(from: (5, 400), to: (185, 400), at: 1)
    let records = try script.records()
    #expect(records.states(of: .edgePop).isEmpty)
    #expect(records.states(of: .fullscreenPop) == ["began", "ended"])
  }
}
