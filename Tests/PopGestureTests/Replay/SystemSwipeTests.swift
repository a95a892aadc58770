import PopGestureTestSupport
import PopGestureTesting
import Testing

@testable import PopGesture

/// UIKit's own back swipes as version 2 of the model replays them: its gate, its two switches, the
/// edge swipe going before the content under the finger, and the navigation bar.
extension ReplaySuite {
  static let disabledDetail = #"[{"id": "home"}, {"id": "detail", "interactivePopDisabled": true}]"#
  static let disabledStack = [Screen(id: "home"), Screen(id: "detail", interactivePopDisabled: true)]
  /// TraceScript's default swipe from the middle.
  static let middleSwipe = Scenario.Step.steppedSwipe(from: Point(x: 150, y: 400), to: Point(x: 330, y: 404))

  @Test("FD on iOS 26: a screen with interactivePopDisabled still pops through contentPop")
  func disabledScreenPopsThroughContentPop() throws {
    var scenario = Scenario(stack: Self.disabledStack, steps: [Self.middleSwipe])
    let outcome = try scenario.replay()
    #expect(outcome.records.states(of: .fullscreenPop) == ["failed popDisabled"])
    #expect(outcome.records.states(of: .contentPop) == ["began", "ended"])
    #expect(outcome.stack == ["home"])
    // Before iOS 26 nothing is left to pop it.
    scenario.device.ios = 18
    #expect(try scenario.replay().stack == ["home", "detail"])
  }

  @Test(
    "UIKit's gate fails both of its swipes at touch-down: bar hidden, then back button hidden, then custom")
  func gate() {
    eachArgument([
      (true, BackButton.standard, Reason.navigationBarHidden),
      (true, .custom, .navigationBarHidden),
      (false, .hidden, .backButtonHidden),
      (false, .custom, .customBackButton),
    ]) { (barHidden, backButton, reason) in
      try gate(barHidden: barHidden, backButton: backButton, reason: reason)
    }
  }

  func gate(barHidden: Bool, backButton: BackButton, reason: Reason) throws {
    let detail = Screen(id: "detail", interactivePopDisabled: true, backButton: backButton)
    let navigation = NavigationDescription(
      stack: [Screen(id: "home"), detail], navigationBarHidden: barHidden, interactivePopGestureEnabled: true)
    let swipe = Scenario.Step.steppedSwipe(from: Point(x: 5, y: 400), to: Point(x: 185, y: 404))
    let records = try Scenario(navigation: navigation, steps: [swipe]).replay().records
    #expect(records.candidateLists == [[.fullscreenPop, .contentPop, .edgePop]])
    // Right after the touch, in candidate order; FD's pan has no gate and fails on its own rule.
    #expect(Array(records.types.prefix(3)) == ["touch", "recognizer", "recognizer"])
    #expect(records.states(of: .contentPop) == ["failed \(reason)"])
    #expect(records.states(of: .edgePop) == ["failed \(reason)"])
    #expect(records.states(of: .fullscreenPop) == ["failed popDisabled"])
    #expect(records.final?.stack == ["home", "detail"])
  }

  @Test("a set of backButton changes the gate from the next touch sequence")
  func backButtonThroughSet() throws {
    let scenario = Scenario(
      stack: Self.disabledStack,
      steps: [
        .set(.screen("detail", .backButton(.custom)), at: 0),
        .steppedSwipe(from: Point(x: 150, y: 400), to: Point(x: 330, y: 404), at: 0.5),
      ])
    let outcome = try scenario.replay()
    #expect(outcome.records.states(of: .contentPop) == ["failed customBackButton"])
    #expect(outcome.stack == ["home", "detail"])
  }

  @Test("the app turns contentPop off, the fix for a disabled screen on iOS 26, from the next sequence")
  func contentPopSwitch() throws {
    var script = TraceScript(stack: Self.disabledDetail)
    // Turned off while a finger is down: that sequence still has the content swipe.
    script.touchEvent(0, 1, "began", 150, 400)
    script.action(0.05, #""action": "set", "property": "contentPopGestureEnabled", "value": false"#)
    script.touchEvent(0.1, 1, "ended", 150, 400)
    script.swipe(from: (150, 400), to: (330, 404), at: 0.5)
    let records = try script.records()
    #expect(records.candidateLists == [[.fullscreenPop, .contentPop], [.fullscreenPop]])
    #expect(records.final?.stack == ["home", "detail"])
    // The same fix given as the navigation key.
    var key = TraceScript(stack: Self.disabledDetail)
    key.navigation = [#""contentPopGestureEnabled": false"#]
    key.swipe(from: (150, 400), to: (330, 404))
    #expect(try key.records().candidateLists == [[.fullscreenPop]])
  }

  @Test("installing FD's pan turns the edge swipe off; the app may turn it on again, and it stays on")
  func interactivePopSwitch() throws {
    var script = TraceScript(ios: 18)
    script.navigation = [#""installedByPush": false"#]
    script.swipe(from: (5, 400), to: (5, 410), duration: 0.05)
    script.action(0.5, #""action": "push", "screen": {"id": "third"}, "animated": false"#)
    script.swipe(from: (5, 400), to: (5, 410), duration: 0.05, at: 1)
    script.action(1.5, #""action": "set", "property": "interactivePopGestureEnabled", "value": true"#)
    script.action(1.6, #""action": "push", "screen": {"id": "fourth"}, "animated": false"#)
    script.swipe(from: (5, 400), to: (5, 410), duration: 0.05, at: 2)
    let records = try script.records()
    #expect(records.candidateLists == [[.edgePop], [.fullscreenPop], [.fullscreenPop, .edgePop]])
  }

  @Test("a touch on the visible bar hits no view: only the navigation controller's recognizers")
  func barHitsNoView() throws {
    let detail = Screen(
      id: "detail", views: [.pan(id: "canvas", frame: Rect(x: 0, y: 0, width: 390, height: 844))])
    var scenario = Scenario(
      stack: [Screen(id: "home"), detail],
      steps: [.steppedSwipe(from: Point(x: 150, y: 60), to: Point(x: 330, y: 60))])
    let records = try scenario.replay().records
    #expect(records.touches.first?.hit?.description == "detail")
    #expect(records.candidateLists == [[.fullscreenPop, .contentPop]])
    #expect(records.states(of: .fullscreenPop) == ["began", "ended"])
    // The bar covers 47 <= y < 91: at 91 the canvas is hit.
    var below = scenario
    below.steps = [.steppedSwipe(from: Point(x: 150, y: 91), to: Point(x: 330, y: 91))]
    let belowRecords = try below.replay().records
    #expect(belowRecords.touches.first?.hit?.description == "detail/canvas")
    #expect(belowRecords.candidateLists == [[.pan(view: "canvas"), .fullscreenPop, .contentPop]])
    // With the bar hidden the same spot is the canvas's.
    scenario.navigation.navigationBarHidden = true
    #expect(try scenario.replay().records.touches.first?.hit?.description == "detail/canvas")
  }

  static let table = #"""
    [{"id": "inbox"}, {"id": "list", "views": [
      {"id": "table", "kind": "scrollView", "frame": [0, 91, 390, 753], "contentSize": [390, 3000]}]}]
    """#

  @Test("the edge swipe goes before the content under the finger: a view's pan waits for it to fail")
  func edgeFirst() throws {
    var script = TraceScript(stack: Self.table, policy: "uikit", ios: 18)
    script.swipe(from: (5, 400), to: (185, 420))
    let records = try script.records()
    #expect(records.states(of: .pan(view: "table")) == ["failed preventedBy edgePop"])
    #expect(records.states(of: .edgePop) == ["began", "ended"])
    #expect(records.final?.stack == ["inbox"])
    // A pager on page 2 wants to begin at 10 pt, before the edge swipe's 15, and waits for it.
    let pager = #"""
      [{"id": "album"}, {"id": "photos", "views": [{"id": "pager", "kind": "scrollView",
        "frame": [0, 91, 390, 500], "contentSize": [1170, 500], "contentOffset": [390, 0]}]}]
      """#
    var paged = TraceScript(stack: pager, policy: "uikit", ios: 18)
    paged.swipe(from: (5, 300), to: (185, 300))
    let pagedRecords = try paged.records()
    #expect(pagedRecords.states(of: .pan(view: "pager")) == ["waiting", "failed preventedBy edgePop"])
    #expect(pagedRecords.states(of: .edgePop) == ["began", "ended"])
    #expect(pagedRecords.final?.stack == ["album"])
    // Away from the edge, the edge swipe fails at touch-down and the pager has the swipe.
    var middle = TraceScript(stack: pager, policy: "uikit", ios: 18)
    middle.swipe(from: (100, 300), to: (280, 300))
    #expect(try middle.records().states(of: .pan(view: "pager")) == ["began", "ended"])
  }

  @Test("a vertical scroll that starts at the edge: edgePop fails verticalMovement, then the table scrolls")
  func verticalScrollAtEdge() throws {
    var script = TraceScript(stack: Self.table, policy: "uikit", ios: 18)
    script.touchEvent(0, 1, "began", 5, 600)
    script.touchEvent(0.016, 1, "moved", 6, 590)
    script.touchEvent(0.032, 1, "moved", 7, 584)
    script.touchEvent(0.048, 1, "moved", 8, 570)
    script.touchEvent(0.064, 1, "ended", 8, 570)
    let records = try script.records()
    // At dy -10 the table wants to begin and waits; at dy -16 (dx 2 < 16 / tan 77.5 = 3.5) the
    // edge swipe fails, which releases the table with its translation starting from zero.
    #expect(records.states(of: .pan(view: "table")) == ["waiting", "began", "ended"])
    #expect(records.states(of: .edgePop) == ["failed verticalMovement"])
    let began = try #require(records.recognizer(.pan(view: "table")).dropFirst().first)
    #expect(began.translation == .zero)
    #expect(records.scrolls == [Point(x: 0, y: 14)])
  }
}
