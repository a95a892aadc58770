import PopGestureTestSupport
import PopGestureTesting
import Testing

@testable import PopGesture

/// A slider's thumb and tracking: the geometry called on its own, then whole replays.
@Suite("Sliders")
struct SliderTests {
  static func slider(x: Double = 20, width: Double = 300, value: Double = 0) -> GestureView {
    var view = GestureView(id: "volume", kind: .slider, frame: Rect(x: x, y: 580, width: width, height: 40))
    view.value = value
    return view
  }

  @Test("the thumb is 37 x 24 on iOS 26 and 28 x 28 before, unless the trace gives its size")
  func thumbSize() {
    var view = Self.slider()
    #expect(Slider.thumbSize(of: view, ios: 26) == Size(width: 37, height: 24))
    #expect(Slider.thumbSize(of: view, ios: 27) == Size(width: 37, height: 24))
    #expect(Slider.thumbSize(of: view, ios: 18) == Size(width: 28, height: 28))
    view.thumbSize = Size(width: 44, height: 44)
    #expect(Slider.thumbSize(of: view, ios: 26) == Size(width: 44, height: 44))
  }

  @Test("left-to-right the thumb covers [cx - w/2, cx + w/2) with cx = x + w/2 + value * (width - w)")
  func thumbLeftToRight() {
    eachArgument([
      // value 0.5 on a 300 pt slider at x 20, w 37: cx = 20 + 18.5 + 131.5 = 170, so 151.5 to 188.5.
      (151.5, 600.0, true), (151.4, 600.0, false), (188.4, 600.0, true), (188.5, 600.0, false),
      // Centred vertically: cy 600, h 24, so 588 to 612.
      (170.0, 588.0, true), (170.0, 587.9, false), (170.0, 611.9, true), (170.0, 612.0, false),
    ]) { (x, y, on) in thumbLeftToRight(x: x, y: y, on: on) }
  }

  func thumbLeftToRight(x: Double, y: Double, on: Bool) {
    let view = Self.slider(value: 0.5)
    #expect(Slider.isOnThumb(Point(x: x, y: y), of: view, ios: 26, direction: 1) == on)
  }

  @Test("right-to-left the thumb is mirrored: cx = x + width - w/2 - value * (width - w)")
  func thumbRightToLeft() {
    eachArgument([
      // value 0.25: cx = 20 + 300 - 18.5 - 65.75 = 235.75, so 217.25 to 254.25.
      (217.25, true), (217.2, false), (254.2, true), (254.25, false),
    ]) { (x, on) in thumbRightToLeft(x: x, on: on) }
  }

  func thumbRightToLeft(x: Double, on: Bool) {
    let view = Self.slider(value: 0.25)
    #expect(Slider.isOnThumb(Point(x: x, y: 600), of: view, ios: 26, direction: -1) == on)
  }

  @Test("only the part of the thumb inside the frame counts")
  func thumbInsideFrame() {
    // A 20 pt frame with a 37 pt thumb: the thumb sticks out on the left at value 0.
    let view = Self.slider(x: 100, width: 20)
    #expect(Slider.isOnThumb(Point(x: 100, y: 600), of: view, ios: 26, direction: 1))
    #expect(!Slider.isOnThumb(Point(x: 99.9, y: 600), of: view, ios: 26, direction: 1))
  }

  @Test("the value follows dx * dir / (width - w) from its value at touch-down, clamped to 0...1")
  func trackedValue() {
    #expect(Slider.trackedValue(from: 0.5, dx: 26.3, frameWidth: 300, thumbWidth: 37, direction: 1) == 0.6)
    #expect(Slider.trackedValue(from: 0.5, dx: 26.3, frameWidth: 300, thumbWidth: 37, direction: -1) == 0.4)
    #expect(Slider.trackedValue(from: 0.9, dx: 100, frameWidth: 300, thumbWidth: 37, direction: 1) == 1)
    #expect(Slider.trackedValue(from: 0.1, dx: -100, frameWidth: 300, thumbWidth: 37, direction: 1) == 0)
    // A thumb at least as wide as the frame does not move.
    #expect(Slider.trackedValue(from: 0.3, dx: 50, frameWidth: 37, thumbWidth: 37, direction: 1) == 0.3)
  }

  // MARK: - In replays

  static let player = #"""
    [{"id": "queue"}, {"id": "player", "views": [
      {"id": "volume", "kind": "slider", "frame": [20, 580, 300, 40], "value": 0.5}]}]
    """#

  @Test("dragged on its thumb the slider blocks the pop and moves, with a slider record after the lift")
  func draggedOnThumb() throws {
    var script = TraceScript(stack: Self.player)
    // The thumb at value 0.5 is 151.5 to 188.5; 131.5 pt of travel is the whole range.
    script.swipe(from: (170, 600), to: (235.75, 600), duration: 0.1, steps: 5)
    let records = try script.records()
    #expect(records.states(of: .fullscreenPop) == ["failed preventedBy volume"])
    #expect(records.states(of: .contentPop) == ["failed preventedBy volume"])
    #expect(records.sliders.map(\.view.description) == ["player/volume"])
    #expect(records.sliders.map(\.value) == [0.75])
    let lift = try #require(records.lastIndex { $0.type == "touch" })
    #expect(records[lift + 1].type == "slider")
    #expect(records.final?.stack == ["queue", "player"])
  }

  @Test("dragged on its track the slider protects nothing: the screen pops and the value stays")
  func draggedOnTrack() throws {
    var script = TraceScript(stack: Self.player)
    script.swipe(from: (60, 600), to: (240, 600))
    script.swipe(from: (170, 600), to: (171, 600), duration: 0.05, steps: 1, at: 1)
    let records = try script.records()
    #expect(records.sliders.isEmpty)
    #expect(records.states(of: .fullscreenPop).prefix(2) == ["began", "ended"])
    #expect(records.final?.stack == ["queue"])
  }

  @Test("a moved value moves the thumb for the next touch")
  func valueMovesThumb() throws {
    var script = TraceScript(stack: Self.player)
    // From 0.5 to 0.75: the thumb is now 217.25 to 254.25.
    script.swipe(from: (170, 600), to: (235.75, 600), duration: 0.1, steps: 5)
    script.swipe(from: (180, 600), to: (360, 600), at: 1)
    let records = try script.records()
    #expect(records.sliders.count == 1)
    #expect(records.states(of: .fullscreenPop).last == "ended")
    #expect(records.final?.stack == ["queue"])
  }

  @Test("a set of value moves the thumb too")
  func valueThroughSet() throws {
    var script = TraceScript(stack: Self.player)
    script.action(
      0, #""action": "set", "screen": "player", "view": "volume", "property": "value", "value": 0"#)
    // At value 0 the thumb is 20 to 57: the old thumb's place is track now.
    script.swipe(from: (170, 600), to: (350, 600), at: 0.5)
    #expect(try script.records().final?.stack == ["queue"])
  }

  @Test("in a vertical scroll view a vertical drag on the thumb scrolls, which ends the tracking")
  func inVerticalScrollView() throws {
    let stack = #"""
      [{"id": "home"}, {"id": "settings", "views": [
        {"id": "form", "kind": "scrollView", "frame": [0, 91, 390, 753], "contentSize": [390, 2000],
         "subviews": [{"id": "brightness", "kind": "slider", "frame": [20, 300, 350, 40], "value": 0}]}]}]
      """#
    var script = TraceScript(stack: stack, ios: 18)
    // On the 28 pt thumb (20 to 48); 322 pt of travel. Sideways 6.44 pt (0.02), then down.
    script.touchEvent(0, 1, "began", 30, 320)
    script.touchEvent(0.016, 1, "moved", 36.44, 322)
    script.touchEvent(0.032, 1, "moved", 40, 335)
    script.touchEvent(0.048, 1, "moved", 40, 400)
    script.touchEvent(0.064, 1, "ended", 40, 400)
    let records = try script.records()
    #expect(records.states(of: .pan(view: "form")) == ["began", "ended"])
    // The form began on the move to (40, 335): that move did not reach the slider.
    let began = try #require(records.firstIndex { $0.type == "recognizer" && $0.t == 0.032 })
    #expect(
      records[began + 1].body
        == .slider(view: ScreenView(screen: "settings", view: "brightness"), value: (36.44 - 30) / 322))
    #expect(records.sliders.count == 1)
    // Sideways, the form (which scrolls vertically only) stays possible: at the lift the touch
    // record, then the slider's, then the form's failure.
    var sideways = TraceScript(stack: stack, ios: 18)
    sideways.swipe(from: (30, 320), to: (191, 320), duration: 0.1, steps: 5)
    let lifted = try sideways.records()
    let lift = try #require(lifted.lastIndex { $0.type == "touch" })
    #expect(
      lifted[lift + 1].body == .slider(view: ScreenView(screen: "settings", view: "brightness"), value: 0.5))
    #expect(
      lifted[lift + 2].body
        == .recognizer(
          RecognizerRecord(name: .pan(view: "form"), state: .failed, reason: .endedBeforeRecognized)))
  }

  @Test("a cancelled touch ends the tracking where it was, right after its touch record")
  func cancelled() throws {
    var script = TraceScript(stack: Self.player, ios: 18)
    script.touchEvent(0, 1, "began", 170, 600)
    script.touchEvent(0.05, 1, "moved", 150, 600)
    script.touchEvent(0.1, 1, "cancelled", 100, 600)
    let records = try script.records()
    let cancel = try #require(records.lastIndex { $0.type == "touch" })
    // 300 - 28 = 272 pt of travel: -20 / 272 from 0.5.
    #expect(
      records[cancel + 1].body
        == .slider(view: ScreenView(screen: "player", view: "volume"), value: 0.5 - 20.0 / 272))
  }
}
