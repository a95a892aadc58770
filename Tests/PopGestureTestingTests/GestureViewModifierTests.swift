import PopGestureTesting
import Testing

private let home = Screen(id: "home")
private let full = Rect(x: 0, y: 100, width: 390, height: 700)
private let middleSwipe = Scenario.Step.swipe(
  from: Point(x: 150, y: 400), to: Point(x: 350, y: 400), duration: 0.2)

/// The tests of `PopGestureTesting`'s files at the top of its test folder: one suite across its files, each file extending it,
/// so that `swift test` prints the suite once. This file's tests follow.
/// The modifiers of `GestureView+Modifiers.swift` and `Scenario+Delegates.swift`: each sets its
/// key, the naming ones add up, and a scenario built with them replays by the model's rules.
@Suite("PopGestureTesting")
struct TestingLibrarySuite {
  /// A scenario of `home` below a `detail` screen with `views`, one swipe from the middle.
  static func scenario(
    _ views: [GestureView], policy: PolicyName = .fd, ios: Int = Device.defaultIOS,
    steps: [Scenario.Step] = [middleSwipe]
  ) -> Scenario {
    Scenario(
      policy: policy, device: Device(ios: ios), stack: [home, Screen(id: "detail", views: views)],
      steps: steps)
  }

  @Test("each modifier sets its key and leaves the others at their defaults")
  func setsKeys() {
    let pan = GestureView.pan(id: "p", frame: full)
    #expect(pan.hidden().hidden && !pan.hidden().hidden(false).hidden)
    #expect(pan.alpha(0.5).alpha == 0.5)
    #expect(!pan.userInteractionEnabled(false).userInteractionEnabled)
    #expect(!pan.recognizerEnabled(false).recognizerEnabled)
    #expect(GestureView.swipeActions(id: "r", frame: full).leadingActions().leadingActions)
    #expect(pan.simultaneous(with: .all).simultaneousWith == .all)
    #expect(pan.requiringFailure(of: .fullscreenPop).requiresFailureOf == [.fullscreenPop])
    #expect(pan.requiredToFail(by: .contentPop).requiredToFailBy == [.contentPop])
    #expect(pan.ignoringTouches(in: full).ignoresTouchesIn == [full])
    // Nothing else changed.
    let hidden = pan.hidden()
    #expect(hidden.alpha == 1 && hidden.userInteractionEnabled && hidden.recognizerEnabled)
    #expect(hidden.simultaneousWith == .none && hidden.requiresFailureOf.isEmpty)
  }

  @Test("the naming modifiers add to what the view declares, once each; all stays all, none clears")
  func namesAddUp() {
    let pan = GestureView.pan(id: "p", frame: full)
    let named = pan.simultaneous(with: .fullscreenPop).simultaneous(with: .contentPop, .fullscreenPop)
    #expect(named.simultaneousWith == .only([.fullscreenPop, .contentPop]))
    #expect(pan.simultaneous(with: .all).simultaneous(with: .edgePop).simultaneousWith == .all)
    #expect(named.simultaneous(with: .none).simultaneousWith == .none)
    let waits = pan.requiringFailure(of: .fullscreenPop).requiringFailure(of: .pan(view: "q"), .fullscreenPop)
    #expect(waits.requiresFailureOf == [.fullscreenPop, .pan(view: "q")])
    let required = pan.requiredToFail(by: .contentPop).requiredToFail(by: .contentPop, .edgePop)
    #expect(required.requiredToFailBy == [.contentPop, .edgePop])
    let frames = pan.ignoringTouches(in: full).ignoringTouches(in: Rect(x: 0, y: 0, width: 1, height: 1))
    #expect(frames.ignoresTouchesIn.count == 2)
  }

  @Test("a chart's pan simultaneous with all lets iOS 26's content swipe pop; without it, it blocks it")
  func simultaneousReplay() throws {
    let chart = GestureView.pan(id: "chart", frame: full)
    let blocked = try Self.scenario([chart], policy: .uikit).replay()
    #expect(
      blocked.swipes[0].fate(of: .contentPop) == .failed(.preventedBy, by: .recognizer(.pan(view: "chart"))))
    for declared in [chart.simultaneous(with: .all), chart.simultaneous(with: .contentPop)] {
      let outcome = try Self.scenario([declared], policy: .uikit).replay()
      #expect(outcome.swipes[0].fate(of: .contentPop) == .began)
      #expect(outcome.popped)
    }
  }

  @Test("a cover at alpha 0, hidden or without interaction lets the swipe reach the list behind it")
  func hitTestingReplay() throws {
    let list = GestureView.scrollView(id: "list", frame: full, contentSize: Size(width: 390, height: 2000))
    let cover = GestureView.pan(id: "cover", frame: full)
    #expect(try !Self.scenario([list, cover]).replay().popped)
    for skipped in [cover.alpha(0), cover.hidden(), cover.userInteractionEnabled(false)] {
      let outcome = try Self.scenario([list, skipped]).replay()
      #expect(outcome.swipes[0].hit == .view(ScreenView(screen: "detail", view: "list")))
      #expect(outcome.popped)
    }
  }

  @Test("a carousel requiring FD's pan to fail waits, and FD's pan pops")
  func requiringFailureReplay() throws {
    let carousel = GestureView.scrollView(
      id: "carousel", frame: full, contentSize: Size(width: 1560, height: 700),
      contentOffset: Point(x: 390, y: 0))
    #expect(try !Self.scenario([carousel]).replay().popped)
    let outcome = try Self.scenario([carousel.requiringFailure(of: .fullscreenPop)]).replay()
    #expect(
      outcome.swipes[0].fate(of: .pan(view: "carousel"))
        == .failed(.preventedBy, by: .recognizer(.fullscreenPop)))
    #expect(outcome.popped)
  }

  @Test("a vertical pan required to fail by FD's pan keeps it waiting on a sideways swipe (iOS 18)")
  func requiredToFailReplay() throws {
    let sheet = GestureView.pan(id: "sheet", frame: full, direction: .vertical)
    #expect(try Self.scenario([sheet], ios: 18).replay().popped)
    let outcome = try Self.scenario([sheet.requiredToFail(by: .fullscreenPop)], ios: 18).replay()
    #expect(outcome.swipes[0].fate(of: .fullscreenPop) == .failed(.endedBeforeRecognized))
    #expect(!outcome.popped)
  }

  @Test("a pan that ignores touches where the finger goes down, or is off, is no candidate")
  func candidatesReplay() throws {
    let canvas = GestureView.pan(id: "canvas", frame: full)
    for removed in [
      canvas.ignoringTouches(in: Rect(x: 0, y: 350, width: 390, height: 100)),
      canvas.recognizerEnabled(false),
    ] {
      let outcome = try Self.scenario([removed]).replay()
      #expect(outcome.swipes[0].fate(of: .pan(view: "canvas")) == nil)
      #expect(outcome.popped)
    }
    let elsewhere = canvas.ignoringTouches(in: Rect(x: 0, y: 100, width: 390, height: 50))
    #expect(try Self.scenario([elsewhere]).replay().swipes[0].fate(of: .pan(view: "canvas")) == .began)
  }

  @Test("a closed row with leading actions takes the rightward swipe")
  func leadingActionsReplay() throws {
    let row = GestureView.swipeActions(id: "row", frame: Rect(x: 0, y: 370, width: 390, height: 60))
    #expect(try Self.scenario([row]).replay().popped)
    let outcome = try Self.scenario([row.leadingActions()]).replay()
    #expect(outcome.swipes[0].fate(of: .swipe(view: "row")) == .began)
    #expect(
      outcome.swipes[0].fate(of: .fullscreenPop)
        == .failed(.preventedBy, by: .recognizer(.swipe(view: "row"))))
    #expect(!outcome.popped)
  }

  @Test("a scenario checks what the modifiers set: alpha out of range and a recognizer not on the screen")
  func invalidInGestureViewModifier() {
    let pan = GestureView.pan(id: "list", frame: full)
    let alpha = #expect(throws: TraceValueError.self) { try Self.scenario([pan.alpha(1.5)]).replay() }
    #expect(
      alpha?.description == "navigation.stack[1].views[0].alpha: alpha 1.5 is out of range; expected 0 to 1")
    let name = #expect(throws: TraceValueError.self) {
      try Self.scenario([pan.requiringFailure(of: .pan(view: "lsit"))]).replay()
    }
    #expect(name?.path == "navigation.stack[1].views[0].requiresFailureOf[0]")
    #expect(name?.message.hasSuffix("did you mean 'list.pan'?") == true)
  }

  @Test("the delegate modifiers: stackCount pops past a hidden bar, always freezes on the root screen")
  func delegates() throws {
    let edgeSwipe = Scenario.Step.swipe(from: Point(x: 5, y: 400), to: Point(x: 185, y: 400), duration: 0.2)
    var hiddenBar = Scenario(
      policy: .uikit, device: Device(ios: 18),
      navigation: NavigationDescription(stack: [home, Screen(id: "detail")], navigationBarHidden: true),
      steps: [edgeSwipe])
    #expect(try !hiddenBar.replay().popped)
    hiddenBar = hiddenBar.interactivePopDelegate(.stackCount)
    #expect(hiddenBar.navigation.interactivePopDelegate == .stackCount)
    #expect(try hiddenBar.replay().popped)
    let root = Scenario(policy: .uikit, device: Device(ios: 18), stack: [home], steps: [edgeSwipe])
    #expect(try root.interactivePopDelegate(.always).replay().fault == .stuck)
    #expect(try root.interactivePopDelegate(.stackCount).replay().fault == nil)
    let custom = Scenario(
      policy: .uikit, stack: [home, Screen(id: "detail", backButton: .custom)], steps: [Self.middleSwipe])
    #expect(try !custom.replay().popped)
    #expect(try custom.contentPopDelegate(.stackCount).replay().popped)
  }

  @Test("the article's example: a chart's pan simultaneous with all")
  func articleExample() throws {
    let chart = GestureView.pan(id: "chart", frame: Rect(x: 0, y: 100, width: 390, height: 300))
      .simultaneous(with: .all)
    let scenario = Scenario(
      policy: .uikit, stack: [Screen(id: "home"), Screen(id: "stats", views: [chart])],
      steps: [.swipe(from: Point(x: 150, y: 250), to: Point(x: 350, y: 250), duration: 0.2)])
    #expect(try scenario.replay().popped)
  }
}
