/// `contentPop`, iOS 26's `interactiveContentPopGestureRecognizer` (it requires `edgePop` to
/// fail, which the arbiter decides). It receives touches on the navigation bar.
enum ContentPop {
  /// `contentHysteresis` (30 pt).
  static func hysteresis(in settings: Trace.Settings) -> Double { settings.contentHysteresis }

  /// UIKit's gate, unless the app replaced the delegate; unlike the edge pan, a touch on the
  /// navigation bar is its.
  static func touchDown(in scene: Scene) -> Recognizer.TouchDown {
    guard scene.navigation.contentPopDelegate.asksUIKitGate else { return .none }
    return UIKitGate.closure(in: scene).map { .failed($0) } ?? .none
  }

  /// How vertical the swipe may go before it fails: `|dy|` must stay under
  /// `min(cap, base + slope x |dx|)`.
  static let verticalLimit = (cap: 25.0, base: 10.0, slope: 0.8)

  /// On every move while undecided: `verticalMovement` once `|dy| >= min(25, 10 + 0.8 |dx|)`,
  /// then `wrongDirection` once the swipe went back toward the leading edge by the hysteresis.
  static func failureWhileUndecided(translation: Point, hysteresis: Double, in scene: Scene) -> Cause? {
    let dx = translation.x
    let limit = min(verticalLimit.cap, verticalLimit.base + verticalLimit.slope * abs(dx))
    if abs(translation.y) >= limit { return .verticalMovement(dx: dx, dy: translation.y, limit: limit) }
    if dx * scene.direction <= -hysteresis {
      return .contentDirection(dx: dx, direction: scene.direction, hysteresis: hysteresis)
    }
    return nil
  }

  /// The movement toward the trailing edge reached the hysteresis.
  static func wantsToBegin(translation: Point, hysteresis: Double, in scene: Scene) -> Bool {
    translation.x * scene.direction >= hysteresis
  }

  /// The delegate's checks: UIKit's own are `rootScreen` and `transitioning`.
  static func shouldBegin(in scene: Scene) -> Cause? {
    scene.navigation.contentPopDelegate.shouldBegin(in: scene.navigation)
  }
}

extension ContentPop {
  /// `verticalMovement` of the content swipe in words, with its limit.
  static func verticalWords(dx: Double, dy: Double, limit: Double) -> String {
    "|dy| = \(NumberText.points(abs(dy))) >= min(\(NumberText.plain(verticalLimit.cap)), "
      + "\(NumberText.plain(verticalLimit.base)) + \(NumberText.plain(verticalLimit.slope)) x |dx|) = "
      + "\(NumberText.points(limit)) (|dx| = \(NumberText.points(abs(dx)))): too vertical"
  }

  /// `wrongDirection` of the content swipe in words.
  static func directionWords(dx: Double, direction: Double, hysteresis: Double) -> String {
    "it went back toward the leading edge: dx x dir = \(NumberText.points(dx * direction)) <= -\(NumberText.plain(hysteresis))"
  }
}
