// `tan`, from the C library: the model imports no Foundation.
#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// `edgePop`, UIKit's `interactivePopGestureRecognizer`, the screen-edge pan (<doc:Reasons> lists
/// what each of its failures means).
package enum EdgePop {
  /// `edgeHysteresis` (15 pt).
  static func hysteresis(in settings: Trace.Settings) -> Double { settings.edgeHysteresis }

  /// At the first finger: UIKit's gate, then within `edgeRegion` of the leading edge
  /// (`outsideEdge`), off the visible navigation bar (`onNavigationBar`); then it must decide
  /// within `edgeMaxDuration`. A delegate the app put in UIKit's place asks neither the gate nor
  /// the bar.
  static func touchDown(at point: Point, in scene: Scene) -> Recognizer.TouchDown {
    let asksUIKit = scene.navigation.interactivePopDelegate.asksUIKitGate
    if asksUIKit, let cause = UIKitGate.closure(in: scene) { return .failed(cause) }
    if !isInEdge(point.x, device: scene.device, settings: scene.settings) {
      return .failed(
        .outsideEdge(
          x: point.x, edgeRegion: scene.settings.edgeRegion, width: scene.device.width,
          direction: scene.direction))
    }
    if asksUIKit, let bar = scene.navigationBar, bar.top <= point.y, point.y < bar.bottom {
      return .failed(.onNavigationBar(y: point.y, top: bar.top, bottom: bar.bottom))
    }
    return .deadline(after: scene.settings.edgeMaxDuration)
  }

  /// Whether `x` is within `edgeRegion` of the leading edge, where the edge swipe takes a
  /// finger going down.
  package static func isInEdge(_ x: Double, device: Device, settings: Trace.Settings) -> Bool {
    let region = settings.edgeRegion
    return device.layoutDirection.sign > 0 ? x <= region : x >= device.width - region
  }

  /// On every move while possible, first: `verticalMovement` once the raw drag went
  /// `edgeHysteresis` vertically and steeper than `edgeAngleLimit` from the edge's normal,
  /// `dx * dir < |dy| / tan(edgeAngleLimit)`.
  static func failureWhileUndecided(translation: Point, hysteresis: Double, in scene: Scene) -> Cause? {
    let dy = abs(translation.y)
    guard dy >= hysteresis else { return nil }
    let angle = scene.settings.edgeAngleLimit
    guard translation.x * scene.direction < dy / tan(angle * Double.pi / 180) else { return nil }
    return .edgeAngle(dx: translation.x, dy: translation.y, angleLimit: angle)
  }

  /// The horizontal movement reached the hysteresis.
  static func wantsToBegin(translation: Point, hysteresis: Double) -> Bool {
    abs(translation.x) >= hysteresis
  }

  /// The raw movement must point toward the trailing edge (`wrongDirection`); then the
  /// delegate's checks: UIKit's own are `rootScreen` and `transitioning`.
  static func shouldBegin(raw: Point, in scene: Scene) -> Cause? {
    if raw.x * scene.direction < 0 { return .edgeDirection(dx: raw.x, direction: scene.direction) }
    return scene.navigation.interactivePopDelegate.shouldBegin(in: scene.navigation)
  }
}

extension EdgePop {
  /// `outsideEdge` in words, with where the finger went down.
  static func outsideEdgeWords(x: Double, edgeRegion region: Double, width: Double, direction: Double)
    -> String
  {
    let x = NumberText.points(x)
    return direction > 0
      ? "it went down at x = \(x) > \(NumberText.plain(region)) (edgeRegion): outside the leading edge"
      : "it went down at x = \(x) < \(NumberText.plain(width)) - \(NumberText.plain(region)) (edgeRegion): outside the leading edge"
  }

  /// `onNavigationBar` in words.
  static func onNavigationBarWords(y: Double, top: Double, bottom: Double) -> String {
    "it went down at y = \(NumberText.points(y)), on the visible navigation bar "
      + "(\(NumberText.points(top)) <= y < \(NumberText.points(bottom)))"
  }

  /// `tooSlow` in words.
  static func tooSlowWords(edgeMaxDuration duration: Double) -> String {
    "it was still undecided \(NumberText.plain(duration)) s (edgeMaxDuration) after touch-down"
  }

  /// `wrongDirection` of the edge swipe in words.
  static func directionWords(dx: Double, direction: Double) -> String {
    "it moved away from the back edge: raw dx x dir = \(NumberText.points(dx * direction)) < 0"
  }

  /// `verticalMovement` of the edge swipe in words, with the angle's bound on `dx`.
  static func angleWords(dx: Double, dy: Double, angleLimit angle: Double) -> String {
    let angleText = NumberText.plain(angle)
    return
      "the drag went steeper than \(angleText) degrees (edgeAngleLimit): |dy| = \(NumberText.points(abs(dy))) >= edgeHysteresis and "
      + "its raw dx = \(NumberText.points(dx)) does not reach |dy| / tan(\(angleText)) = "
      + "\(NumberText.points(abs(dy) / tan(angle * Double.pi / 180))) toward the back edge"
  }
}
