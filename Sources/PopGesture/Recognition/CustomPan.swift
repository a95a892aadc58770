/// A `pan` view's own recognizer, `<id>.pan` (<doc:Reasons>, how a recognizer decides): it has no failure
/// of its own.
enum CustomPan {
  /// `any`: either axis reached the hysteresis; `horizontal` or `vertical`: that axis.
  static func wantsToBegin(translation: Point, hysteresis: Double, view: GestureView?) -> Bool {
    guard let view else { return false }
    let horizontal = abs(translation.x) >= hysteresis
    let vertical = abs(translation.y) >= hysteresis
    switch view.direction {
    case .any: return horizontal || vertical
    case .horizontal: return horizontal
    case .vertical: return vertical
    }
  }
}
