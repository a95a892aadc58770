import PopGestureTestSupport
import PopGestureTesting
import Testing

@testable import PopGesture

/// Replaced delegates of UIKit's swipes (`SwipeDelegate+Rules.swift`): `uikit` asks the gate, the
/// bar and the stack; `stackCount` only the stack; `always` nothing, so a pop on the root screen
/// or inside a transition freezes the navigation controller. The recognizers' own rules stay.
extension RecognitionSuite {
  /// UIKit's edge swipe, iOS 18, with `interactivePopDelegate` and extra navigation members.
  static func edgeScript(
    _ delegate: SwipeDelegate, stack: String = #"[{"id": "home"}, {"id": "detail"}]"#,
    navigation: [String] = []
  ) -> TraceScript {
    var script = TraceScript(stack: stack, policy: "uikit", ios: 18)
    script.navigation = [#""interactivePopDelegate": "\#(delegate.rawValue)""#] + navigation
    return script
  }

  static let root = #"[{"id": "home"}]"#

  @Test("the gate is UIKit's delegate's: a hidden bar fails the edge swipe under uikit only")
  func gate() {
    eachArgument([(SwipeDelegate.uikit, false), (.stackCount, true), (.always, true)]) { (delegate, pops) in
      try gate(delegate: delegate, pops: pops)
    }
  }

  func gate(delegate: SwipeDelegate, pops: Bool) throws {
    var script = Self.edgeScript(delegate, navigation: [#""navigationBarHidden": true"#])
    script.swipe(from: (5, 400), to: (185, 400))
    let records = try script.records()
    #expect(records.states(of: .edgePop).first == (pops ? "began" : "failed navigationBarHidden"))
    #expect(records.final?.stack == (pops ? ["home"] : ["home", "detail"]))
  }

  @Test("the touch-on-the-bar check is UIKit's delegate's too")
  func barCheck() {
    eachArgument([
      (SwipeDelegate.uikit, "failed onNavigationBar"), (.stackCount, "began"), (.always, "began"),
    ]) { (delegate, first) in try barCheck(delegate: delegate, first: first) }
  }

  func barCheck(delegate: SwipeDelegate, first: String) throws {
    var script = Self.edgeScript(delegate)
    script.swipe(from: (5, 60), to: (185, 60))
    #expect(try script.records().states(of: .edgePop).first == first)
  }

  @Test("on the root screen: uikit and stackCount fail rootScreen; always begins and the controller freezes")
  func rootScreen() {
    eachArgument([SwipeDelegate.uikit, .stackCount, .always]) { delegate in try rootScreen(delegate: delegate)
    }
  }

  func rootScreen(delegate: SwipeDelegate) throws {
    var script = Self.edgeScript(delegate, stack: Self.root)
    script.swipe(from: (5, 400), to: (185, 400))
    script.swipe(from: (5, 400), to: (185, 400), at: 1)
    let records = try script.records()
    if delegate == .always {
      #expect(records.states(of: .edgePop).first == "began")
      #expect(records.final?.fault == .stuck)
      // Frozen: the next swipe finds no candidates.
      #expect(records.candidateLists.last == [])
    } else {
      #expect(records.states(of: .edgePop) == ["failed rootScreen", "failed rootScreen"])
      #expect(records.final?.fault == nil)
    }
    #expect(records.final?.stack == ["home"])
  }

  @Test(
    "during an animated push: uikit fails transitioning; a replaced delegate lets the pop begin and freezes")
  func duringTransition() {
    eachArgument([SwipeDelegate.uikit, .stackCount, .always]) { delegate in
      try duringTransition(delegate: delegate)
    }
  }

  func duringTransition(delegate: SwipeDelegate) throws {
    var script = Self.edgeScript(delegate)
    script.action(0, #""action": "push", "screen": {"id": "third"}"#)
    script.swipe(from: (5, 400), to: (185, 400), at: 0.05)
    let records = try script.records()
    if delegate == .uikit {
      #expect(records.states(of: .edgePop) == ["failed transitioning"])
      #expect(records.final?.fault == nil)
    } else {
      #expect(records.states(of: .edgePop).first == "began")
      #expect(records.final?.fault == .stuck)
    }
  }

  @Test("the edge swipe's own rules stay under a replaced delegate: outside the edge it fails outsideEdge")
  func ownRulesStay() throws {
    var script = Self.edgeScript(.always)
    script.swipe(from: (150, 400), to: (330, 400))
    let records = try script.records()
    #expect(records.states(of: .edgePop) == ["failed outsideEdge"])
    #expect(records.final?.fault == nil)
  }

  @Test("contentPopDelegate: a custom back button fails the content swipe under uikit only")
  func contentSwipe() {
    eachArgument([(SwipeDelegate.uikit, false), (.stackCount, true), (.always, true)]) { (delegate, pops) in
      try contentSwipe(delegate: delegate, pops: pops)
    }
  }

  func contentSwipe(delegate: SwipeDelegate, pops: Bool) throws {
    var script = TraceScript(
      stack: #"[{"id": "inbox"}, {"id": "message", "backButton": "custom"}]"#, policy: "uikit", ios: 26)
    script.navigation = [#""contentPopDelegate": "\#(delegate.rawValue)""#]
    script.swipe(from: (150, 400), to: (330, 400))
    let records = try script.records()
    #expect(records.states(of: .contentPop).first == (pops ? "began" : "failed customBackButton"))
    #expect(records.final?.stack == (pops ? ["inbox"] : ["inbox", "message"]))
  }

  @Test("each delegate is its own: interactivePopDelegate leaves the content swipe's gate in place")
  func delegatesAreSeparate() throws {
    var script = TraceScript(
      stack: #"[{"id": "inbox"}, {"id": "message", "backButton": "custom"}]"#, policy: "uikit", ios: 26)
    script.navigation = [#""interactivePopDelegate": "always""#]
    script.swipe(from: (150, 400), to: (330, 400))
    #expect(try script.records().states(of: .contentPop) == ["failed customBackButton"])
  }

  @Test("the rules table: which delegate asks what")
  func rules() {
    #expect(SwipeDelegate.uikit.asksUIKitGate)
    #expect(!SwipeDelegate.stackCount.asksUIKitGate)
    #expect(!SwipeDelegate.always.asksUIKitGate)
    #expect(!SwipeDelegate.uikit.freezesWithoutPoppableScreen)
    #expect(SwipeDelegate.stackCount.freezesWithoutPoppableScreen)
    #expect(SwipeDelegate.always.freezesWithoutPoppableScreen)
  }
}
