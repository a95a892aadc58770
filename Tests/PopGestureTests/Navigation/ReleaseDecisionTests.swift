import PopGestureTestSupport
import Testing

@testable import PopGesture

extension NavigationSuite {
  static func settings(_ rule: FinishRule) -> Trace.Settings {
    var settings = Trace.Settings()
    settings.finishRule = rule
    return settings
  }

  @Test(
    "projection reproduces the published native measurements")
  func projection() {
    eachArgument([
      (0.16, 1200.0, true),  // 16 % thrown at +1200 pt/s pops
      (0.29, 400.0, false),  // 29 % at +400 pt/s springs back
      (0.66, -500.0, true),  // 66 % moving back at 500 pt/s still pops
      (0.50, 0.0, true),
      (0.48, 0.0, false),
    ]) { (progress, velocity, finishes) in
      projection(progress: progress, velocity: velocity, finishes: finishes)
    }
  }

  func projection(progress: Double, velocity: Double, finishes: Bool) {
    let decision = ReleaseDecision(
      progress: progress, velocity: velocity, width: 390, settings: Self.settings(.projection))
    #expect(decision.finishes == finishes)
  }

  @Test("projection compares strictly against min(187.5 / W, 0.5)")
  func projectionThreshold() {
    #expect(!FinishRule.projection.finishes(progress: 187.5 / 390, velocity: 0, width: 390, projection: 0.12))
    #expect(FinishRule.projection.finishes(progress: 0.4809, velocity: 0, width: 390, projection: 0.12))
    // On a wide screen 187.5 points is less than half; on a narrow one the threshold is one half.
    #expect(!FinishRule.projection.finishes(progress: 0.18, velocity: 0, width: 1024, projection: 0.12))
    #expect(FinishRule.projection.finishes(progress: 0.19, velocity: 0, width: 1024, projection: 0.12))
    #expect(!FinishRule.projection.finishes(progress: 0.5, velocity: 0, width: 300, projection: 0.12))
    #expect(FinishRule.projection.finishes(progress: 0.51, velocity: 0, width: 300, projection: 0.12))
  }

  @Test(
    "projection without a window decides on progress alone, however fast the finger and narrow the screen")
  func projectionWithoutWindow() {
    // 1e15 pt in a millisecond on a screen 1e-300 wide: v / W is infinite.
    for velocity in [1e18, -1e18, 0] {
      #expect(FinishRule.projection.finishes(progress: 0.6, velocity: velocity, width: 1e-300, projection: 0))
      #expect(
        !FinishRule.projection.finishes(progress: 0.4, velocity: velocity, width: 1e-300, projection: 0))
    }
    // With a window the velocity decides, as it does on any screen.
    #expect(FinishRule.projection.finishes(progress: 0, velocity: 1e18, width: 1e-300, projection: 0.12))
    #expect(!FinishRule.projection.finishes(progress: 1, velocity: -1e18, width: 1e-300, projection: 0.12))
  }

  @Test("legacy finishes on any velocity that is not backward")
  func legacy() {
    #expect(FinishRule.legacy.finishes(progress: 0.01, velocity: 0, width: 390, projection: 0.12))
    #expect(FinishRule.legacy.finishes(progress: 0.01, velocity: 5, width: 390, projection: 0.12))
    #expect(!FinishRule.legacy.finishes(progress: 0.99, velocity: -1, width: 390, projection: 0.12))
  }

  @Test("flutter follows a fling of a screen width per second, else the halfway mark")
  func flutter() {
    #expect(FinishRule.flutter.finishes(progress: 0.1, velocity: 390, width: 390, projection: 0.12))
    #expect(!FinishRule.flutter.finishes(progress: 0.9, velocity: -390, width: 390, projection: 0.12))
    #expect(FinishRule.flutter.finishes(progress: 0.5, velocity: -389, width: 390, projection: 0.12))
    #expect(!FinishRule.flutter.finishes(progress: 0.49, velocity: 389, width: 390, projection: 0.12))
  }

  @Test("settle is 0 with nothing left, d without velocity, else min(d, r * W / |v|)")
  func settle() {
    #expect(ReleaseDecision.settleDuration(remaining: 0, velocity: 100, width: 390, duration: 0.35) == 0)
    #expect(ReleaseDecision.settleDuration(remaining: 0.4, velocity: 0, width: 390, duration: 0.35) == 0.35)
    let quick = ReleaseDecision.settleDuration(
      remaining: 1 - 170.0 / 390, velocity: 937.5, width: 390, duration: 0.35)
    #expect(abs(quick - 0.2346666) < 1e-6)
    #expect(
      ReleaseDecision.settleDuration(remaining: 0.9, velocity: -100, width: 390, duration: 0.35) == 0.35)
  }

  @Test("settle measures what remains in the decided direction")
  func settleUsesDecidedRemainder() {
    let cancel = ReleaseDecision(progress: 0.1, velocity: 390, width: 390, settings: Self.settings(.legacy))
    #expect(cancel.finishes)
    #expect(abs(cancel.settle - 0.35) < 1e-12)  // 0.9 * 390 / 390 = 0.9 s, capped at d
    let back = ReleaseDecision(progress: 0.1, velocity: -390, width: 390, settings: Self.settings(.legacy))
    #expect(!back.finishes)
    #expect(abs(back.settle - 0.1) < 1e-12)
  }

  @Test("a cancelled recognizer runs the pop back over p * d, whatever the velocity")
  func cancelled() {
    let decision = ReleaseDecision(cancelledAt: 0.4, velocity: 100, settings: Trace.Settings())
    #expect(!decision.finishes)
    #expect(decision.settle == 0.4 * 0.35)
    #expect(decision.basis == .recognizerCancelled)
    #expect(ReleaseDecision(cancelledAt: 0, velocity: 900, settings: Trace.Settings()).settle == 0)
    var slow = Trace.Settings()
    slow.transitionDuration = 0.5
    #expect(ReleaseDecision(cancelledAt: 1, velocity: -50, settings: slow).settle == 0.5)
  }
}
