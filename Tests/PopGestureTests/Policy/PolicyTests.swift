import PopGestureTestSupport
import Testing

@testable import PopGesture

/// The candidates each system puts on a touch sequence.
@Suite("PopGesture: Policy")
struct PolicySuite {
  static func candidates(policy: String, ios: Int, navigation: [String]) throws -> [String] {
    var script = TraceScript(policy: policy, ios: ios)
    script.navigation = navigation
    script.touchEvent(0, 1, "began", 100, 400)
    script.touchEvent(0.1, 1, "ended", 100, 400)
    return try script.records().candidateLists.first?.map(\.description) ?? []
  }

  static let storyboard = [#""installedByPush": false"#]
  static let edgeOn = [#""interactivePopGestureEnabled": true"#]
  static let contentOff = [#""contentPopGestureEnabled": false"#]

  @Test("each library's navigation-level recognizers on each iOS version, in order, and the switches")
  func candidates() {
    eachArgument(
      [
        ("fd", 18, [], ["fullscreenPop"]), ("fd", 18, Self.storyboard, ["edgePop"]),
        ("fd", 26, [], ["fullscreenPop", "contentPop"]),
        ("fd", 26, Self.storyboard, ["contentPop", "edgePop"]),
        ("zw", 18, [], ["fullscreenPop"]), ("zw", 18, Self.storyboard, ["edgePop"]),
        ("zw", 26, [], ["fullscreenPop", "contentPop"]),
        ("kvc", 18, [], ["fullscreenPop"]), ("kvc", 18, Self.storyboard, ["fullscreenPop"]),
        ("kvc", 26, [], ["fullscreenPop", "contentPop"]),
        ("uikit", 18, [], ["edgePop"]), ("uikit", 25, [], ["edgePop"]),
        ("uikit", 26, [], ["contentPop", "edgePop"]),
        ("uikit", 27, [], ["contentPop", "edgePop"]),
        // The app turns UIKit's edge swipe on again beside the library's pan, or its content swipe off.
        ("fd", 26, Self.edgeOn, ["fullscreenPop", "contentPop", "edgePop"]),
        ("kvc", 18, Self.edgeOn, ["fullscreenPop", "edgePop"]),
        ("fd", 26, Self.contentOff, ["fullscreenPop"]), ("uikit", 26, Self.contentOff, ["edgePop"]),
        ("uikit", 26, Self.contentOff + [#""interactivePopGestureEnabled": false"#], []),
        ("uikit", 18, Self.contentOff, ["edgePop"]),
      ] as [(String, Int, [String], [String])]
    ) { (policy, ios, navigation, expected) in
      try candidates(policy: policy, ios: ios, navigation: navigation, expected: expected)
    }
  }

  func candidates(policy: String, ios: Int, navigation: [String], expected: [String]) throws {
    #expect(try Self.candidates(policy: policy, ios: ios, navigation: navigation) == expected)
  }

  @Test("pushing a screen already on the stack is ignored with a push guard, else UIKit raises")
  func duplicatePush() {
    eachArgument(PolicyName.allCases) { policy in try duplicatePush(policy: policy) }
  }

  func duplicatePush(policy: PolicyName) throws {
    var script = TraceScript(policy: policy.rawValue)
    script.action(0, #""action": "push", "screen": {"id": "detail"}"#)
    let records = try script.records()
    if Policy(policy).guardsDuplicatePush {
      #expect(records.actions.map(\.reason) == [.alreadyInStack])
      #expect(records.final?.fault == nil)
    } else {
      #expect(records.actions.isEmpty)
      #expect(records.types == ["fault", "final"])
      #expect(records.final?.fault == .exception)
    }
    #expect([.fd, .zw].contains(policy) == Policy(policy).guardsDuplicatePush)
  }

  @Test("both FD releases manage the bar (its will-appear hooks); the others change it only through set")
  func barManagement() {
    eachArgument(PolicyName.allCases) { policy in try barManagement(policy: policy) }
  }

  func barManagement(policy: PolicyName) throws {
    var script = TraceScript(policy: policy.rawValue)
    script.action(0, #""action": "push", "screen": {"id": "video", "prefersNavigationBarHidden": true}"#)
    let changes = try script.records().barChanges
    #expect(changes == ([.fd, .fd1_1].contains(policy) ? ["hidden animated"] : []))
  }
}

/// UIKit's own pans refuse a stack of one and a running transition.
extension PolicySuite {
  @Test("edgePop and contentPop fail with rootScreen on a stack of one")
  func rootScreen() {
    eachArgument([18, 26]) { ios in try rootScreen(ios: ios) }
  }

  func rootScreen(ios: Int) throws {
    var edge = TraceScript(stack: #"[{"id": "home"}]"#, policy: "uikit", ios: ios)
    edge.swipe(from: (5, 400), to: (185, 400))
    #expect(try edge.records().states(of: .edgePop) == ["failed rootScreen"])
    guard ios >= 26 else { return }
    var content = TraceScript(stack: #"[{"id": "home"}]"#, policy: "uikit", ios: ios)
    content.swipe(from: (100, 400), to: (280, 400))
    #expect(try content.records().states(of: .contentPop) == ["failed rootScreen"])
  }

  @Test("edgePop and contentPop fail with transitioning during an animated push")
  func transitioning() {
    eachArgument([18, 26]) { ios in try transitioning(ios: ios) }
  }

  func transitioning(ios: Int) throws {
    var edge = TraceScript(policy: "uikit", ios: ios)
    edge.action(0, #""action": "push", "screen": {"id": "third"}"#)
    edge.swipe(from: (5, 400), to: (185, 400), at: 0.05)
    #expect(try edge.records().states(of: .edgePop) == ["failed transitioning"])
    guard ios >= 26 else { return }
    var content = TraceScript(policy: "uikit", ios: ios)
    content.action(0, #""action": "push", "screen": {"id": "third"}"#)
    content.swipe(from: (100, 400), to: (280, 400), at: 0.05)
    #expect(try content.records().states(of: .contentPop) == ["failed transitioning"])
  }
}

/// ZWFullScreenPanBack: root screen, transition, rightward; nothing else.
extension PolicySuite {
  static func verdicts(
    stack: String = #"[{"id": "a"}, {"id": "b"}]"#, rtl: Bool = false, from: Double, to: Double
  )
    throws -> [String]
  {
    var script = TraceScript(stack: stack, policy: "zw")
    if rtl { script.device = [#""layoutDirection": "rightToLeft""#] }
    script.swipe(from: (from, 400), to: (to, 400))
    return try script.records().states(of: .fullscreenPop)
  }

  @Test("no right-to-left support: the pan must always move rightward")
  func noRightToLeft() throws {
    #expect(try Self.verdicts(rtl: true, from: 300, to: 120) == ["failed wrongDirection"])
    #expect(try Self.verdicts(rtl: true, from: 100, to: 280) == ["began", "ended"])
  }

  @Test("per-screen switches are ignored")
  func noPerScreenSwitches() throws {
    let stack =
      #"[{"id": "a"}, {"id": "b", "interactivePopDisabled": true, "maxAllowedInitialDistanceToLeftEdge": 20}]"#
    #expect(try Self.verdicts(stack: stack, from: 100, to: 280) == ["began", "ended"])
  }

  @Test("the root screen and a running transition still refuse")
  func rootAndTransition() throws {
    #expect(try Self.verdicts(stack: #"[{"id": "a"}]"#, from: 100, to: 280) == ["failed rootScreen"])
    var script = TraceScript(policy: "zw")
    script.action(0, #""action": "push", "screen": {"id": "c"}"#)
    script.swipe(from: (100, 400), to: (280, 400), at: 0.1)
    #expect(try script.records().states(of: .fullscreenPop) == ["failed transitioning"])
  }

  @Test("its pan follows the centroid of every finger")
  func centroid() throws {
    var script = TraceScript(policy: "zw")
    script.touchEvent(0, 1, "began", 100, 400)
    script.touchEvent(0, 2, "began", 200, 400)
    script.touchEvent(0.016, 1, "moved", 120, 400)
    script.touchEvent(0.032, 2, "moved", 240, 400)
    script.touchEvent(0.048, 1, "ended", 120, 400)
    script.touchEvent(0.048, 2, "ended", 240, 400)
    let began = try #require(try script.records().recognizer(.fullscreenPop).first)
    // Finger 1 moved 20: the centroid moved 10, which just reaches the hysteresis.
    #expect(began.state == .failed)
    var spread = TraceScript(policy: "zw")
    spread.touchEvent(0, 1, "began", 100, 400)
    spread.touchEvent(0, 2, "began", 200, 400)
    spread.touchEvent(0.016, 1, "moved", 130, 400)
    spread.touchEvent(0.032, 2, "moved", 240, 400)
    spread.touchEvent(0.048, 1, "ended", 130, 400)
    spread.touchEvent(0.048, 2, "ended", 240, 400)
    let records = try spread.records()
    let spreadBegan = try #require(records.recognizer(.fullscreenPop).first)
    #expect(spreadBegan.state == .began)
    #expect(spreadBegan.translation == Point(x: 5, y: 0))
    #expect(spreadBegan.location == Point(x: 165, y: 400))
    #expect(records.releases.first?.progress == 25.0 / 390)
  }

  @Test("the README recipe applies as under fd")
  func recipe() throws {
    let stack = #"""
      [{"id": "a"}, {"id": "b", "views": [{"id": "pager", "kind": "scrollView", "frame": [0, 0, 390, 844],
        "contentSize": [1170, 844], "simultaneousWithPop": "atLeadingEdge"}]}]
      """#
    #expect(try Self.verdicts(stack: stack, from: 100, to: 280) == ["began", "ended"])
  }
}

/// The KVC target swap: no delegate, and the root-screen freeze.
extension PolicySuite {
  @Test("on the root screen the pan begins and the navigation controller freezes")
  func rootFreeze() throws {
    var script = TraceScript(stack: #"[{"id": "home"}]"#, policy: "kvc")
    script.swipe(from: (100, 400), to: (280, 400))
    script.action(0.5, #""action": "push", "screen": {"id": "detail"}"#)
    script.action(0.6, #""action": "set", "property": "navigationBarHidden", "value": true"#)
    script.swipe(from: (100, 400), to: (280, 400), at: 1)
    let records = try script.records()
    #expect(records.states(of: .fullscreenPop) == ["began"])
    // Its began, the failure its begin causes (iOS 26's content swipe), then the freeze.
    #expect(records.types.prefix(4) == ["touch", "recognizer", "recognizer", "fault"])
    #expect(records.states(of: .contentPop) == ["failed preventedBy fullscreenPop"])
    #expect(records.actions.map(\.reason) == [.stuck, .stuck])
    #expect(records.actions.map(\.screen) == ["detail", nil])
    #expect(records.candidateLists == [[.fullscreenPop, .contentPop], []])
    #expect(records.final?.fault == .stuck)
    #expect(records.final?.stack == ["home"])
    #expect(records.transitions.isEmpty)
  }

  @Test("a pan that begins during a transition freezes it too; the running transition still ends")
  func nestedPop() throws {
    var script = TraceScript(policy: "kvc")
    script.action(0, #""action": "push", "screen": {"id": "third"}"#)
    script.swipe(from: (100, 400), to: (280, 400), at: 0.05)
    script.action(0.3, #""action": "pop""#)
    let records = try script.records()
    #expect(records.transitions.map(\.phase) == [.began, .finished])
    #expect(records.actions.map(\.result) == [.applied, .ignored])
    #expect(records.final?.fault == .stuck)
    #expect(records.final?.stack == ["home", "detail", "third"])
  }

  @Test("deferred actions are ignored once frozen")
  func deferredIgnored() throws {
    var script = TraceScript(policy: "kvc")
    script.action(0, #""action": "push", "screen": {"id": "third"}"#)
    script.action(0.01, #""action": "pop""#)
    script.swipe(from: (100, 400), to: (280, 400), at: 0.05)
    let records = try script.records()
    #expect(records.actions.map(\.result) == [.applied, .deferred, .ignored])
    #expect(records.actions.last?.reason == .stuck)
  }

  @Test("without a delegate a leftward swipe begins; the pop stays at 0 and cancels")
  func leftwardBegins() throws {
    var script = TraceScript(policy: "kvc")
    script.swipe(from: (300, 400), to: (120, 400))
    let records = try script.records()
    #expect(records.states(of: .fullscreenPop) == ["began", "ended"])
    #expect(records.releases.map(\.decision) == [.cancel])
    #expect(records.releases.first?.progress == 0)
    #expect(records.releases.first?.settle == 0)
    #expect(records.final?.stack == ["home", "detail"])
  }

  @Test("no delegate means no README recipe: before iOS 26 a pager at its leading edge wins")
  func noRecipe() throws {
    let stack = #"""
      [{"id": "a"}, {"id": "b", "views": [{"id": "pager", "kind": "scrollView", "frame": [0, 0, 390, 844],
        "contentSize": [1170, 844], "simultaneousWithPop": "always"}]}]
      """#
    var script = TraceScript(stack: stack, policy: "kvc", ios: 18)
    script.swipe(from: (100, 400), to: (280, 400))
    #expect(try script.records().states(of: .fullscreenPop) == ["failed preventedBy pager.pan"])
    // On iOS 26 the pager at its leading edge waits for the content swipe, and the swap's pan
    // begins first, failing both.
    script.device = []
    let onIOS26 = try script.records()
    #expect(onIOS26.states(of: .fullscreenPop) == ["began", "ended"])
    #expect(onIOS26.states(of: .pan(view: "pager")) == ["waiting", "failed preventedBy fullscreenPop"])
  }
}

/// UIKit alone on iOS 26: its content swipe beside the edge pan.
extension PolicySuite {
  static let pager = #"""
    [{"id": "album"}, {"id": "photos", "views": [{"id": "pager", "kind": "scrollView",
      "frame": [0, 100, 390, 500], "contentSize": [1170, 500], "contentOffset": [OFFSET, 0]}]}]
    """#

  @Test("a middle swipe pops through contentPop once it has moved 30 pt toward the back")
  func contentSwipe() throws {
    var script = TraceScript(policy: "uikit")
    script.swipe(from: (100, 400), to: (280, 400))
    let records = try script.records()
    #expect(records.states(of: .edgePop) == ["failed outsideEdge"])
    #expect(records.states(of: .contentPop) == ["began", "ended"])
    let began = try #require(records.recognizer(.contentPop).first)
    #expect(began.translation == Point(x: 0, y: 0))
    #expect(began.location == Point(x: 130, y: 400))
    #expect(records.final?.stack == ["home"])
  }

  @Test("a pager at its leading edge waits for contentPop, which wins")
  func pagerAtLeadingEdge() throws {
    var script = TraceScript(
      stack: Self.pager.replacingOccurrences(of: "OFFSET", with: "0"), policy: "uikit")
    script.swipe(from: (100, 300), to: (280, 300))
    let records = try script.records()
    #expect(records.states(of: .pan(view: "pager")) == ["waiting", "failed preventedBy contentPop"])
    #expect(records.states(of: .contentPop) == ["began", "ended"])
    #expect(records.final?.stack == ["album"])
  }

  @Test("a pager away from its leading edge has no requirement and wins")
  func pagerOnPageTwo() throws {
    var script = TraceScript(
      stack: Self.pager.replacingOccurrences(of: "OFFSET", with: "390"), policy: "uikit")
    script.swipe(from: (100, 300), to: (280, 300))
    let records = try script.records()
    #expect(records.states(of: .pan(view: "pager")) == ["began", "ended"])
    #expect(records.states(of: .contentPop) == ["failed preventedBy pager.pan"])
    #expect(records.scrolls == [Point(x: 390 - 170, y: 0)])
  }

  @Test("a vertical table waits, contentPop fails with verticalMovement, and the table begins from zero")
  func verticalTable() throws {
    let stack = #"""
      [{"id": "a"}, {"id": "list", "views": [{"id": "table", "kind": "scrollView", "frame": [0, 100, 390, 700],
        "contentSize": [390, 3000]}]}]
      """#
    var script = TraceScript(stack: stack, policy: "uikit")
    script.swipe(from: (200, 300), to: (203, 600))
    let records = try script.records()
    #expect(records.states(of: .pan(view: "table")) == ["waiting", "began", "ended"])
    #expect(records.states(of: .contentPop) == ["failed verticalMovement"])
    #expect(records.recognizer(.pan(view: "table"))[1].translation == .zero)
  }

  @Test("contentPop receives touches on the visible navigation bar; edgePop fails there at touch-down")
  func onBar() throws {
    var script = TraceScript(policy: "uikit")
    script.swipe(from: (5, 60), to: (185, 60))
    let records = try script.records()
    #expect(records.states(of: .edgePop) == ["failed onNavigationBar"])
    #expect(records[1].t == 0)
    #expect(records.states(of: .contentPop) == ["began", "ended"])
    #expect(records.final?.stack == ["home"])
  }

  @Test("an edge swipe goes to edgePop, which fails contentPop")
  func edgeSwipe() throws {
    var script = TraceScript(policy: "uikit")
    script.swipe(from: (5, 400), to: (185, 400))
    let records = try script.records()
    #expect(records.states(of: .edgePop) == ["began", "ended"])
    #expect(records.states(of: .contentPop) == ["failed preventedBy edgePop"])
  }
}
