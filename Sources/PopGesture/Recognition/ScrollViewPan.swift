/// A scroll view's pan, `<id>.pan` (<doc:Reasons>, how a recognizer decides). How its content
/// follows is in `Scrolling/`.
enum ScrollViewPan {
  /// An axis the view can scroll reached the hysteresis; until then it stays possible.
  static func wantsToBegin(translation: Point, hysteresis: Double, view: GestureView?) -> Bool {
    guard let view else { return false }
    return (view.canScrollHorizontally && abs(translation.x) >= hysteresis)
      || (view.canScrollVertically && abs(translation.y) >= hysteresis)
  }

  /// Still possible when the sequence ends: `notScrollable` on a view that scrolls on neither
  /// axis, else `endedBeforeRecognized`.
  static func failureAtLift(view: GestureView?, reference: ViewReference) -> Cause {
    guard let view, !view.canScrollHorizontally, !view.canScrollVertically else {
      return .endedBeforeRecognized
    }
    return .notScrollable(view: reference.screenView)
  }
}

extension ScrollViewPan {
  /// `notScrollable` in words.
  static func notScrollableWords(_ view: ScreenView) -> String {
    "\(view) can scroll on neither axis, so its pan never wanted to begin"
  }
}
