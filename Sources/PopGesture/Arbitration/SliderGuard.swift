/// The slider rule (contract section 4): a control's own action wins over an overlapping
/// horizontal pan above it.
struct SliderGuard: Sendable, Equatable {
  /// The slider's view id, which records name as `by`.
  var sliderID: String
  /// Views between the top level and the slider, whose pans the slider stops.
  var ancestors: [ViewReference]

  /// The innermost slider of the hit view's chain, if any.
  init?(chain: [ViewReference]) {
    guard let index = chain.lastIndex(where: { $0.kind == .slider }) else { return nil }
    self.init(sliderID: chain[index].viewID, ancestors: Array(chain[..<index]))
  }

  init(sliderID: String, ancestors: [ViewReference]) {
    self.sliderID = sliderID
    self.ancestors = ancestors
  }

  /// Why the slider fails `recognizer`, which wants to begin with the raw `translation`: every
  /// navigation-level pan and every pan of a view above the slider, moving at least as much
  /// horizontally as vertically.
  func prevents(_ recognizer: Recognizer, translation: Point) -> Cause? {
    guard abs(translation.x) >= abs(translation.y) else { return nil }
    let isAbove = recognizer.isNavigationLevel || recognizer.view.map(ancestors.contains) == true
    return isAbove ? .slider(id: sliderID, dx: translation.x, dy: translation.y) : nil
  }
}
