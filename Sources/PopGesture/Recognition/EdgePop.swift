/// `edgePop`, UIKit's `interactivePopGestureRecognizer` (contract section 2.2, `edgePop` row).
enum EdgePop {
  /// `edgeHysteresis` (15 pt).
  static func hysteresis(in settings: Settings) -> Double { settings.edgeHysteresis }

  /// At the first finger: within `edgeRegion` of the leading edge (`outsideEdge`), off the
  /// visible navigation bar (`onNavigationBar`); then it must decide within `edgeMaxDuration`.
  static func touchDown(at point: Point, in scene: Scene) -> Recognizer.TouchDown {
    let region = scene.settings.edgeRegion
    let width = scene.device.width
    let isInEdge = scene.direction > 0 ? point.x <= region : point.x >= width - region
    if !isInEdge {
      return .failed(.outsideEdge(x: point.x, edgeRegion: region, width: width, direction: scene.direction))
    }
    if let bar = scene.navigationBar, bar.top <= point.y, point.y < bar.bottom {
      return .failed(.onNavigationBar(y: point.y, top: bar.top, bottom: bar.bottom))
    }
    return .deadline(after: scene.settings.edgeMaxDuration)
  }

  /// The horizontal movement reached the hysteresis.
  static func wantsToBegin(translation: Point, hysteresis: Double) -> Bool {
    abs(translation.x) >= hysteresis
  }

  /// The raw movement must point toward the trailing edge (`wrongDirection`); then UIKit's own
  /// checks, `rootScreen` and `transitioning`.
  static func shouldBegin(raw: Point, in scene: Scene) -> Cause? {
    if raw.x * scene.direction < 0 { return .edgeDirection(dx: raw.x, direction: scene.direction) }
    return scene.navigation.rootScreenCause ?? scene.navigation.transitioningCause
  }
}
