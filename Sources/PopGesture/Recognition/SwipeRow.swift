/// A table row's swipe-actions pan, `<id>.swipe` (<doc:Reasons>, how a recognizer decides).
enum SwipeRow {
  /// `rowHysteresis`: 10 pt, as every pan, by default (<doc:ModelAssumptions>, rows).
  static func hysteresis(in settings: Trace.Settings) -> Double { settings.rowHysteresis }

  /// The horizontal movement reached the hysteresis, on a row still on the stack.
  static func wantsToBegin(translation: Point, hysteresis: Double, view: GestureView?) -> Bool {
    view != nil && abs(translation.x) >= hysteresis
  }

  /// It must close a revealed row (reduced `dx * dir > 0`), or open a closed one: its trailing
  /// actions (`< 0`), or its leading actions (`> 0`) when it has some; else `wrongDirection`.
  static func shouldBegin(reduced: Point, reference: ViewReference, in scene: Scene) -> Cause? {
    let row = scene.view(reference)
    let revealed = row?.revealed ?? false
    let movement = reduced.x * scene.direction
    let opensOrCloses =
      if revealed { movement > 0 } else if row?.leadingActions == true { movement != 0 } else { movement < 0 }
    if opensOrCloses { return nil }
    return .rowSwipeDirection(
      view: reference.screenView, dx: reduced.x, direction: scene.direction, revealed: revealed)
  }

  /// A swipe that ended flips the row: its trailing actions show, or hide again, unless it ran
  /// the row's leading action.
  static func ended(_ row: inout GestureView, translation: Point, direction: Double) {
    row.revealed = !row.revealed && !runsLeadingAction(row, translation: translation, direction: direction)
  }

  /// Whether a swipe that ended on `row` runs its leading action: the row is closed, has leading
  /// actions, and the swipe ended toward the trailing edge (`dx * dir > 0`). The row then stays
  /// closed, as a full swipe leaves it (<doc:ModelAssumptions>, rows).
  static func runsLeadingAction(_ row: GestureView, translation: Point, direction: Double) -> Bool {
    !row.revealed && row.leadingActions && translation.x * direction > 0
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
