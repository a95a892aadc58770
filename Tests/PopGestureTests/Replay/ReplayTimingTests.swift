import PopGestureTestSupport
import Testing

@testable import PopGesture

/// The event clock, the order of records within an instant, and what scroll pans and rows leave behind.
extension ReplaySuite {
  @Test("something due exactly at an event's time happens before the event")
  func dueBeforeEvent() throws {
    var script = TraceScript()
    script.navigation = [#""installedByPush": false"#]
    script.touchEvent(0, 1, "began", 5, 400)
    script.touchEvent(0.25, 1, "moved", 40, 400)
    script.touchEvent(0.26, 1, "ended", 40, 400)
    #expect(try script.records().states(of: .edgePop) == ["failed tooSlow"])
  }

  @Test("ties fire in the order scheduled, and a settle of 0 ends the pop at the release")
  func zeroSettle() throws {
    var script = TraceScript()
    script.touchEvent(0, 1, "began", 0, 400)
    script.touchEvent(0.1, 1, "moved", 400, 400)
    script.touchEvent(0.2, 1, "moved", 400, 401)
    script.touchEvent(0.2, 1, "ended", 400, 401)
    let records = try script.records()
    // Progress is clamped to 1, so nothing remains to settle.
    #expect(records.releases.first?.progress == 1)
    #expect(records.releases.first?.settle == 0)
    #expect(records.filter { $0.type == "transition" }.map(\.t) == [0.1, 0.2])
  }

  @Test("progress is written only when its 3-decimal value changes")
  func progressDeduplicated() throws {
    var script = TraceScript()
    script.touchEvent(0, 1, "began", 100, 400)
    script.touchEvent(0.01, 1, "moved", 120, 400)
    script.touchEvent(0.02, 1, "moved", 120.1, 400)  // 10.1 / 390 still rounds to 0.026
    script.touchEvent(0.03, 1, "moved", 120.1, 410)  // no horizontal change
    script.touchEvent(0.04, 1, "moved", 121, 410)
    script.touchEvent(0.05, 1, "ended", 121, 410)
    let values = try script.records().progressValues.map(Rounding.progress)
    #expect(values == [0.026, 0.028])
  }

  @Test("a beginning pop writes its began, the failures it causes, the transition, the bar, then progress")
  func orderWhenBeginning() throws {
    let stack = #"""
      [{"id": "a"}, {"id": "b", "prefersNavigationBarHidden": true, "views": [
        {"id": "list", "kind": "scrollView", "frame": [0, 0, 390, 844], "contentSize": [390, 3000]}]}]
      """#
    // On iOS 18: on iOS 26 the content swipe would add its gate failure after the touch.
    var script = TraceScript(stack: stack, ios: 18)
    script.navigation = [#""navigationBarHidden": true"#]
    script.swipe(from: (100, 400), to: (280, 400))
    let records = try script.records()
    #expect(
      Array(records.types.prefix(6)) == [
        "touch", "recognizer", "recognizer", "transition", "navigationBar", "progress",
      ])
    #expect(records.states(of: .pan(view: "list")) == ["failed preventedBy fullscreenPop"])
  }

  @Test("a scroll view follows the reduced translation and rubber-bands past its edge while dragged")
  func scrollWhileDragging() throws {
    let stack = #"""
      [{"id": "a"}, {"id": "b", "views": [
        {"id": "list", "kind": "scrollView", "frame": [0, 100, 390, 600], "contentSize": [390, 3000],
         "contentOffset": [0, 100]}]}]
      """#
    // On iOS 18, where the list does not first wait for the content swipe to fail.
    var script = TraceScript(stack: stack, ios: 18)
    script.touchEvent(0, 1, "began", 200, 300)
    script.touchEvent(0.016, 1, "moved", 200, 360)
    script.touchEvent(0.5, 1, "moved", 200, 400)
    script.touchEvent(1, 1, "cancelled", 200, 400)
    script.touchEvent(2, 1, "began", 200, 300)
    script.touchEvent(2.5, 1, "moved", 200, 380)
    script.touchEvent(3, 1, "ended", 200, 380)
    let records = try script.records()
    #expect(
      records.states(of: .pan(view: "list")) == ["began", "cancelled touchCancelled", "began", "ended"])
    // 100 - (100 - 10): the reduced translation moves the content; a cancelled pan settles in place.
    // Then 10 - 70 is past the top: rubber-banded while dragged, clamped to 0 on release.
    #expect(records.scrolls == [Point(x: 0, y: 10), Point(x: 0, y: 0)])
  }

  @Test("a row's swipe flips revealed when it ends, so the next swipe right pops")
  func rowFlips() throws {
    let stack = #"""
      [{"id": "a"}, {"id": "mail", "views": [
        {"id": "row", "kind": "swipeActions", "frame": [0, 200, 390, 60], "revealed": true}]}]
      """#
    var script = TraceScript(stack: stack)
    script.swipe(from: (100, 230), to: (280, 230))
    script.swipe(from: (100, 230), to: (280, 230), at: 1)
    let records = try script.records()
    #expect(records.states(of: .swipe(view: "row")) == ["began", "ended", "failed wrongDirection"])
    #expect(records.states(of: .fullscreenPop) == ["failed preventedBy row.swipe", "began", "ended"])
    #expect(records.final?.stack == ["a"])
  }
}
