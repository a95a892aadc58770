/// A table row's swipe-to-delete pan, `<id>.swipe` (<doc:Reasons>, how a recognizer decides).
enum SwipeRow {
  /// The horizontal movement reached the hysteresis, on a row still on the stack.
  static func wantsToBegin(translation: Point, hysteresis: Double, view: GestureView?) -> Bool {
    view != nil && abs(translation.x) >= hysteresis
  }

  /// It must open a hidden row (reduced `dx * dir < 0`) or close a revealed one (`> 0`), else
  /// `wrongDirection`.
  static func shouldBegin(reduced: Point, reference: ViewReference, in scene: Scene) -> Cause? {
    let revealed = scene.view(reference)?.revealed ?? false
    let movement = reduced.x * scene.direction
    let opensOrCloses = revealed ? movement > 0 : movement < 0
    if opensOrCloses { return nil }
    return .rowSwipeDirection(
      view: reference.screenView, dx: reduced.x, direction: scene.direction, revealed: revealed)
  }

  /// A swipe that ended flips the row: its Delete action shows, or hides again.
  static func ended(_ row: inout GestureView) {
    row.revealed.toggle()
  }
}

extension SwipeRow {
  /// `wrongDirection` of a row in words, with `dx x dir`.
  static func directionWords(_ view: ScreenView, dx: Double, direction: Double, revealed: Bool) -> String {
    let movement = NumberText.points(dx * direction)
    return revealed
      ? "\(view) shows its actions: only a swipe toward the trailing edge closes it, but dx x dir = \(movement) <= 0"
      : "\(view) hides its actions: only a swipe toward the leading edge opens it, but dx x dir = \(movement) >= 0"
  }
}
