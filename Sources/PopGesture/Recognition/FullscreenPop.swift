/// `fullscreenPop`, the library's full-screen pan (<doc:Reasons>, how a recognizer decides; each
/// library's `shouldBegin` is in <doc:TraceFormat>'s policy table).
enum FullscreenPop {
  /// `panHysteresis` (10 pt), as every view's pan.
  static func hysteresis(in settings: Trace.Settings) -> Double { settings.panHysteresis }

  /// Under `fd` the library sets `maximumNumberOfTouches = 1`; the others follow every finger.
  static func followsFirstTouchOnly(under policy: Policy) -> Bool {
    policy.fullscreenPop?.tracksFirstTouchOnly ?? true
  }

  /// Either axis reached the hysteresis.
  static func wantsToBegin(translation: Point, hysteresis: Double) -> Bool {
    abs(translation.x) >= hysteresis || abs(translation.y) >= hysteresis
  }

  /// The library's `gestureRecognizerShouldBegin:`: its policy's checks, in the delegate's order.
  /// `translation` is the reduced one; `location` is where the pan is now.
  static func shouldBegin(translation: Point, location: Point, in scene: Scene) -> Cause? {
    guard let checks = scene.policy.fullscreenPop?.checks else { return nil }
    for check in checks {
      if let cause = failure(of: check, translation: translation, location: location, in: scene) {
        return cause
      }
    }
    return nil
  }

  /// One check of the delegate.
  static func failure(of check: Policy.Check, translation: Point, location: Point, in scene: Scene) -> Cause?
  {
    switch check {
    case .rootScreen:
      return scene.navigation.rootScreenCause
    case .popDisabled:
      guard let top = scene.navigation.stack.top, top.screen.interactivePopDisabled else { return nil }
      return .popDisabled(screen: top.screen.id)
    case .maxInitialDistance:
      // Measured from the left edge even right-to-left, where the pan is now, as the library does.
      guard let top = scene.navigation.stack.top else { return nil }
      let limit = top.screen.maxAllowedInitialDistanceToLeftEdge
      guard limit > 0, location.x > limit else { return nil }
      return .beyondMaxInitialDistance(screen: top.screen.id, x: location.x, limit: limit)
    case .transitioning:
      return scene.navigation.transitioningCause
    case .direction(let followsLayoutDirection):
      let sign = followsLayoutDirection ? scene.direction : 1
      return translation.x * sign <= 0 ? .popDirection(dx: translation.x, direction: sign) : nil
    }
  }
}

extension FullscreenPop {
  /// `popDisabled` in words.
  static func popDisabledWords(screen: String) -> String { "\(screen).interactivePopDisabled = true" }

  /// `beyondMaxInitialDistance` in words.
  static func maxInitialDistanceWords(screen: String, x: Double, limit: Double) -> String {
    "the pan was at x = \(NumberText.points(x)) > \(screen).maxAllowedInitialDistanceToLeftEdge = \(NumberText.points(limit))"
  }

  /// `wrongDirection` of the full-screen pan in words.
  static func directionWords(dx: Double, direction: Double) -> String {
    "its reduced translation does not point to the back edge: dx x dir = \(NumberText.points(dx * direction)) <= 0"
  }
}
