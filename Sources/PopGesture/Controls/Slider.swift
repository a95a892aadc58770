/// A horizontal `UISlider`: where its thumb is, and how its value follows a finger that went
/// down on the thumb.
///
/// A slider has no recognizer of its own. A touch that goes down on its thumb is the control's:
/// the slider tracks it, and protects it from the pans above (`SliderGuard`). A touch on the
/// track, off the thumb, neither moves the value nor is protected (Apple's documentation of
/// `gestureRecognizerShouldBegin(_:)`: swipes "that start in the thumb").
package enum Slider {
  /// iOS 26's Liquid Glass thumb, 37 x 24 pt.
  static let glassThumbSize = Size(width: 37, height: 24)
  /// The round thumb of earlier versions, 28 x 28 pt.
  static let roundThumbSize = Size(width: 28, height: 28)

  /// The thumb's size: the trace's `thumbSize`, else the iOS version's own.
  package static func thumbSize(of view: GestureView, ios: Int) -> Size {
    view.thumbSize ?? (ios >= Device.firstContentPopIOS ? glassThumbSize : roundThumbSize)
  }

  /// The thumb's centre: centred vertically in the frame, at `x + w / 2 + value * (width - w)`
  /// left-to-right, mirrored right-to-left.
  package static func thumbCenter(of view: GestureView, thumbWidth w: Double, direction: Double) -> Point {
    let frame = view.frame
    let travel = view.value * (frame.size.width - w)
    let x =
      direction > 0
      ? frame.origin.x + w / 2 + travel
      : frame.origin.x + frame.size.width - w / 2 - travel
    return Point(x: x, y: frame.origin.y + frame.size.height / 2)
  }

  /// Whether `point` is on the thumb's part inside the slider's frame: the thumb covers
  /// `[cx - w / 2, cx + w / 2) x [cy - h / 2, cy + h / 2)`.
  static func isOnThumb(_ point: Point, of view: GestureView, ios: Int, direction: Double) -> Bool {
    let size = thumbSize(of: view, ios: ios)
    let center = thumbCenter(of: view, thumbWidth: size.width, direction: direction)
    return view.frame.contains(point)
      && center.x - size.width / 2 <= point.x && point.x < center.x + size.width / 2
      && center.y - size.height / 2 <= point.y && point.y < center.y + size.height / 2
  }

  /// The value while tracking: `clamp(valueAtDown + dx * dir / (width - w), 0, 1)` for the
  /// finger's raw horizontal movement `dx` since touch-down. A thumb at least as wide as the
  /// frame does not move.
  static func trackedValue(
    from valueAtDown: Double, dx: Double, frameWidth: Double, thumbWidth: Double, direction: Double
  ) -> Double {
    let travel = frameWidth - thumbWidth
    guard travel > 0 else { return valueAtDown }
    return min(max(valueAtDown + dx * direction / travel, 0), 1)
  }
}

/// A slider following the sequence's first finger, from its touch-down on the thumb until that
/// finger lifts or is cancelled, or a recognizer of the sequence begins (UIKit then cancels the
/// control's touches).
struct SliderTracking: Sendable, Equatable {
  let slider: ViewReference
  let touch: Int
  let downX: Double
  let valueAtDown: Double
  let frameWidth: Double
  let thumbWidth: Double
  let direction: Double
  /// The value now.
  private(set) var value: Double

  /// Tracking of `slider`, the view `view`, by finger `touch` that went down at `point` on its
  /// thumb.
  init(slider: ViewReference, view: GestureView, touch: Int, at point: Point, in scene: borrowing Scene) {
    let ios = scene.device.ios
    self.slider = slider
    self.touch = touch
    downX = point.x
    valueAtDown = view.value
    frameWidth = view.frame.size.width
    thumbWidth = Slider.thumbSize(of: view, ios: ios).width
    direction = scene.direction
    value = view.value
  }

  /// The finger is at `x` now.
  mutating func follow(toX x: Double) {
    value = Slider.trackedValue(
      from: valueAtDown, dx: x - downX, frameWidth: frameWidth, thumbWidth: thumbWidth,
      direction: direction)
  }
}
