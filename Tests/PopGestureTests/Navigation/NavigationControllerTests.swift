import PopGestureTesting
import Testing

@testable import PopGesture

/// The tests of `PopGesture`'s `Navigation/` folder: one suite across its files, each file extending it,
/// so that `swift test` prints the suite once. This file's tests follow.
/// The navigation controller called on its own: each input and the effects it answers with, in
/// order, and the state it leaves.
@Suite("PopGesture: Navigation")
struct NavigationSuite {
  typealias Effect = EffectList.Effect

  static func controller(
    _ ids: [String] = ["home", "detail"], policy: Policy = .fd,
    change: (inout NavigationDescription) -> Void = { _ in }
  )
    -> NavigationController
  {
    var description = NavigationDescription(stack: ids.map { Screen(id: $0) })
    change(&description)
    return NavigationController(description, policy: policy, settings: Trace.Settings(), device: Device())
  }

  static func applied(_ action: Action.Kind, _ screen: String? = nil) -> Effect {
    .record(.action(ActionRecord(action: action, result: .applied, screen: screen)))
  }

  @Test("an animated push starts a transition that ends at its scheduled time, then the stack shows it")
  func animatedPush() {
    var navigation = Self.controller()
    var effects = EffectList()
    navigation.handle(.push(Screen(id: "photos"), animated: true), effects: &effects)
    #expect(
      effects.effects == [
        Self.applied(.push, "photos"),
        .record(
          .transition(
            TransitionRecord(
              phase: .began, operation: .push, interactive: false, from: "detail", to: "photos"))),
        .schedule(.transitionEnd(serial: 1), after: 0.35),
      ])
    #expect(navigation.transitioningCause == .transitioning(.push, from: "detail", to: "photos"))
    var end = EffectList()
    navigation.endTransition(serial: 1, effects: &end)
    #expect(
      end.effects == [
        .record(
          .transition(
            TransitionRecord(
              phase: .finished, operation: .push, interactive: false, from: "detail", to: "photos",
              stack: ["home", "detail", "photos"])))
      ])
    #expect(navigation.transition == .idle)
  }

  @Test("push, pop and setStack during a transition are deferred and run, in order, when it ends")
  func deferral() {
    var navigation = Self.controller()
    var effects = EffectList()
    navigation.handle(.pop(animated: true), effects: &effects)
    effects = EffectList()
    navigation.handle(.push(Screen(id: "photos"), animated: false), effects: &effects)
    navigation.handle(.set(.screen("home", .interactivePopDisabled(true))), effects: &effects)
    #expect(
      effects.effects == [
        .record(.action(ActionRecord(action: .push, result: .deferred, screen: "photos"))),
        Self.applied(.set, "home"),
      ])
    effects = EffectList()
    navigation.endTransition(serial: 1, effects: &effects)
    #expect(effects.effects.dropFirst().first == Self.applied(.push, "photos"))
    #expect(navigation.stack.ids == ["home", "photos"])
  }

  @Test("a push of a screen already on the stack: the libraries ignore it, UIKit raises")
  func duplicatePush() {
    var guarded = Self.controller(policy: .fd) { $0.installedByPush = false }
    var effects = EffectList()
    guarded.handle(.push(Screen(id: "detail"), animated: true), effects: &effects)
    #expect(
      effects.effects == [
        .record(
          .action(ActionRecord(action: .push, result: .ignored, reason: .alreadyInStack, screen: "detail")))
      ])
    #expect(guarded.isFullscreenPopLive, "the ignored push still installs the library's pan")
    var plain = Self.controller(policy: .uikit)
    effects = EffectList()
    plain.handle(.push(Screen(id: "detail"), animated: true), effects: &effects)
    #expect(plain.hasRaised)
    #expect(effects.effects.count == 1)
  }

  @Test("pop on the root screen and set on a screen not on the stack are ignored with their reasons")
  func ignored() {
    var navigation = Self.controller(["home"])
    var effects = EffectList()
    navigation.handle(.pop(animated: true), effects: &effects)
    navigation.handle(.set(.screen("gone", .interactivePopDisabled(true))), effects: &effects)
    #expect(
      effects.effects == [
        .record(.action(ActionRecord(action: .pop, result: .ignored, reason: .rootScreen))),
        .record(.action(ActionRecord(action: .set, result: .ignored, reason: .notInStack, screen: "gone"))),
      ])
    #expect(navigation.rootScreenCause == .rootScreen(stackCount: 1))
  }

  @Test(
    "the interactive pop goes idle, tracking, settling, idle; progress is written when its 3 decimals change")
  func interactivePop() {
    var navigation = Self.controller()
    var effects = EffectList()
    navigation.beginInteractivePop(
      .fullscreenPop, driver: 2, translation: Point(x: 39, y: 0), effects: &effects)
    #expect(effects.effects.last == .record(.progress(0.1)))
    guard case .tracking(_, let driver) = navigation.transition else {
      Issue.record("not tracking: \(navigation.transition)")
      return
    }
    #expect(driver == 2)
    #expect(navigation.updateProgress(driver: 2, translation: Point(x: 39.0001, y: 0)) == nil)
    #expect(navigation.updateProgress(driver: 1, translation: Point(x: 195, y: 0)) == nil, "not the driver")
    #expect(navigation.updateProgress(driver: 2, translation: Point(x: 195, y: 0)) == 0.5)
    effects = EffectList()
    let release = Recognizer.Release(translation: Point(x: 195, y: 0), velocity: Point(x: 800, y: 0))
    let decision = navigation.releaseInteractivePop(
      driver: 2, release: release, isCancelled: false, effects: &effects)
    #expect(decision?.finishes == true && decision?.basis == .finishRule(.projection))
    #expect(navigation.transition.finishes)
    guard case .settling = navigation.transition else {
      Issue.record("not settling: \(navigation.transition)")
      return
    }
    #expect(navigation.effectiveTopIndex == 0, "FD reads the revealed screen as the top")
    effects = EffectList()
    navigation.endTransition(serial: 1, effects: &effects)
    #expect(navigation.transition == .idle)
    #expect(navigation.stack.ids == ["home"])
  }

  @Test("a cancelled pop runs back over p * d and leaves the stack")
  func cancelledPop() {
    var navigation = Self.controller()
    var effects = EffectList()
    navigation.beginInteractivePop(
      .fullscreenPop, driver: 0, translation: Point(x: 20, y: 0), effects: &effects)
    let release = Recognizer.Release(translation: Point(x: 20, y: 0), velocity: .zero)
    let decision = navigation.releaseInteractivePop(
      driver: 0, release: release, isCancelled: true, effects: &effects)
    #expect(decision?.basis == .recognizerCancelled)
    #expect(effects.effects.last == .schedule(.transitionEnd(serial: 1), after: 20.0 / 390 * 0.35))
    navigation.endTransition(serial: 1, effects: &effects)
    #expect(navigation.stack.ids == ["home", "detail"])
  }

  @Test(
    "under the KVC swap a pop begun on the root screen freezes the controller, which then ignores every action"
  )
  func freeze() {
    var navigation = Self.controller(["home"], policy: .kvc)
    var effects = EffectList()
    navigation.beginInteractivePop(
      .fullscreenPop, driver: 0, translation: Point(x: 20, y: 0), effects: &effects)
    #expect(effects.effects.count == 2)
    #expect(effects.effects.last == .dropRecognizers)
    #expect(navigation.isFrozen && navigation.fault == .stuck)
    effects = EffectList()
    navigation.handle(.push(Screen(id: "photos"), animated: true), effects: &effects)
    #expect(
      effects.effects == [
        .record(.action(ActionRecord(action: .push, result: .ignored, reason: .stuck, screen: "photos")))
      ])
    // Elsewhere a begin with nothing to pop does nothing: the others' shouldBegin never gets here.
    var fd = Self.controller(["home"], policy: .fd)
    effects = EffectList()
    fd.beginInteractivePop(.fullscreenPop, driver: 0, translation: Point(x: 20, y: 0), effects: &effects)
    #expect(effects.effects.isEmpty && !fd.isFrozen)
  }

  @Test("FD's hooks: a pushed screen's preference sets the bar; the check after the event shows it again")
  func barHooks() {
    var navigation = Self.controller()
    var effects = EffectList()
    var hidden = Screen(id: "photos")
    hidden.prefersNavigationBarHidden = true
    navigation.handle(.push(hidden, animated: false), effects: &effects)
    #expect(effects.effects.last == .record(.navigationBar(hidden: true, animated: false)))
    #expect(navigation.hasPendingBarCheck)
    effects = EffectList()
    navigation.afterEvent(effects: &effects)
    #expect(effects.effects.isEmpty, "the top prefers the bar hidden")
    #expect(!navigation.hasPendingBarCheck)
    navigation.handle(.pop(animated: false), effects: &effects)
    navigation.afterEvent(effects: &effects)
    #expect(effects.effects.last == .record(.navigationBar(hidden: false, animated: false)))
    var zw = Self.controller(policy: .zw)
    effects = EffectList()
    zw.handle(.push(hidden, animated: false), effects: &effects)
    #expect(!zw.hasPendingBarCheck && effects.effects.count == 1, "zw has no bar hooks")
  }

  @Test("which pans a new sequence gets: the library's once installed, UIKit's edge pan until then")
  func recognizersAvailable() {
    let storyboard = Self.controller { $0.installedByPush = false }
    #expect(!storyboard.isFullscreenPopLive && storyboard.isEdgePopEnabled)
    let pushed = Self.controller()
    #expect(pushed.isFullscreenPopLive && !pushed.isEdgePopEnabled)
    let disabled = Self.controller { $0.fullscreenPopGestureEnabled = false }
    #expect(!disabled.isFullscreenPopLive)
    #expect(
      Self.controller(policy: .kvc).isFullscreenPopLive && !Self.controller(policy: .kvc).isEdgePopEnabled)
    #expect(
      !Self.controller(policy: .uikit).isFullscreenPopLive
        && Self.controller(policy: .uikit).isEdgePopEnabled)
  }
}
