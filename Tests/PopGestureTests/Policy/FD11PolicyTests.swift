import PopGestureTestSupport
import PopGestureTesting
import Testing

@testable import PopGesture

/// FDFullscreenPopGesture's release 1.1, as CocoaPods ships it (`Policy.fd1_1`): its
/// `shouldBegin` asks `rootScreen`, `popDisabled`, `transitioning` and `translation.x <= 0`
/// whatever the layout direction, with no initial-distance limit, no will-disappear bar check and
/// no duplicate-push guard.
extension PolicySuite {
  typealias F = ModelFixture

  static let at = Point(x: 100, y: 400)
  static let rightward = Point(x: 5, y: 0)
  static let leftward = Point(x: -5, y: 0)

  @Test("shouldBegin fails rootScreen, then popDisabled, as fd does")
  func rootAndDisabled() {
    let root = F.scene(policy: .fd1_1, depth: 1) { $0.interactivePopDisabled = true }
    #expect(
      FullscreenPop.shouldBegin(translation: Self.rightward, location: Self.at, in: root)
        == .rootScreen(stackCount: 1))
    let disabled = F.scene(policy: .fd1_1) { $0.interactivePopDisabled = true }
    #expect(
      FullscreenPop.shouldBegin(translation: Self.rightward, location: Self.at, in: disabled)
        == .popDisabled(screen: "detail"))
  }

  @Test(
    "the direction check is translation.x <= 0 whatever the layout direction")
  func direction() {
    eachArgument(Device.LayoutDirection.allCases) { layout in direction(layout: layout) }
  }

  func direction(layout: Device.LayoutDirection) {
    let scene = F.scene(policy: .fd1_1, layout: layout)
    #expect(
      FullscreenPop.shouldBegin(translation: Self.leftward, location: Self.at, in: scene)
        == .popDirection(dx: -5, direction: 1))
    #expect(
      FullscreenPop.shouldBegin(translation: Point(x: 0, y: 5), location: Self.at, in: scene)
        == .popDirection(dx: 0, direction: 1))
    #expect(FullscreenPop.shouldBegin(translation: Self.rightward, location: Self.at, in: scene) == nil)
  }

  @Test("right to left, a leftward swipe fails wrongDirection under fd1.1 where fd begins")
  func rightToLeftReplay() throws {
    for (policy, first) in [("fd1.1", "failed wrongDirection"), ("fd", "began")] {
      var script = TraceScript(policy: policy, ios: 18)
      script.device.append(#""layoutDirection": "rightToLeft""#)
      script.swipe(from: (300, 400), to: (100, 400))
      #expect(try script.records().states(of: .fullscreenPop).first == first, "\(policy)")
    }
  }

  @Test("no initial-distance limit: a screen's maxAllowedInitialDistanceToLeftEdge is ignored")
  func noMaxDistance() {
    let limited = F.scene(policy: .fd1_1) { $0.maxAllowedInitialDistanceToLeftEdge = 40 }
    #expect(FullscreenPop.shouldBegin(translation: Self.rightward, location: Self.at, in: limited) == nil)
    let fdLimited = F.scene(policy: .fd) { $0.maxAllowedInitialDistanceToLeftEdge = 40 }
    #expect(
      FullscreenPop.shouldBegin(translation: Self.rightward, location: Self.at, in: fdLimited)
        == .beyondMaxInitialDistance(screen: "detail", x: 100, limit: 40))
  }

  @Test("a swipe during an animated push fails transitioning")
  func transitioningInFD11Policy() throws {
    var script = TraceScript(policy: "fd1.1", ios: 18)
    script.action(0, #""action": "push", "screen": {"id": "third"}"#)
    script.swipe(from: (150, 400), to: (330, 400), at: 0.05)
    #expect(try script.records().states(of: .fullscreenPop) == ["failed transitioning"])
  }

  @Test(
    "no will-disappear bar check: after a setStack over a bar-less screen, fd shows the bar on a pop, fd1.1 does not"
  )
  func noWillDisappearCheck() throws {
    #expect(Policy.fd.checksBarOnWillDisappear)
    #expect(!Policy.fd1_1.checksBarOnWillDisappear)
    for (policy, hidden) in [("fd", false), ("fd1.1", true)] {
      var script = TraceScript(
        stack: #"[{"id": "home"}, {"id": "gallery", "prefersNavigationBarHidden": true}]"#, policy: policy)
      script.navigation = [#""navigationBarHidden": true"#]
      script.action(0.3, #""action": "setStack", "screens": [{"id": "welcome"}, {"id": "profile"}]"#)
      script.swipe(from: (150, 420), to: (350, 424), duration: 0.2, at: 1)
      let records = try script.records()
      #expect(records.final?.stack == ["welcome"], "\(policy)")
      #expect(records.final?.navigationBarHidden == hidden, "\(policy)")
    }
  }

  @Test("no duplicate-push guard: pushing a screen already on the stack raises UIKit's exception")
  func duplicatePushInFD11Policy() throws {
    var script = TraceScript(policy: "fd1.1")
    script.action(0, #""action": "push", "screen": {"id": "detail"}"#)
    let records = try script.records()
    #expect(records.actions.isEmpty)
    #expect(records.final?.fault == .exception)
  }

  @Test("its pan follows the first finger only, and it is installed at the first push as fd's")
  func installation() throws {
    #expect(FullscreenPop.followsFirstTouchOnly(under: .fd1_1))
    #expect(try PolicySuite.candidates(policy: "fd1.1", ios: 18, navigation: []) == ["fullscreenPop"])
    #expect(
      try PolicySuite.candidates(policy: "fd1.1", ios: 18, navigation: PolicySuite.storyboard) == ["edgePop"])
  }
}
