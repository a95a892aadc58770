/// The slider rule: a control's own action wins over an overlapping horizontal pan above it.
///
/// It holds only when the sequence's first finger went down on the thumb of the innermost slider
/// of the hit view's chain; a touch on the track is not protected.
struct SliderGuard: Sendable, Equatable {
  /// The slider.
  var slider: ViewReference
  /// Views between the top level and the slider, whose pans the slider stops.
  var ancestors: [ViewReference]

  /// The guard of the innermost slider of the hit view's chain, when the first finger went down
  /// at `point` on its thumb; nil otherwise.
  init?(chain: [ViewReference], at point: Point, in scene: borrowing Scene) {
    guard let index = chain.lastIndex(where: { $0.kind == .slider }), let view = scene.view(chain[index]),
      Slider.isOnThumb(point, of: view, ios: scene.device.ios, direction: scene.direction)
    else { return nil }
    self.init(slider: chain[index], ancestors: Array(chain[..<index]))
  }

  init(slider: ViewReference, ancestors: [ViewReference]) {
    self.slider = slider
    self.ancestors = ancestors
  }

  /// Why the slider fails `recognizer`, which wants to begin with the raw `translation`: every
  /// navigation-level pan and every pan of a view above the slider, moving at least as much
  /// horizontally as vertically.
  func prevents(_ recognizer: Recognizer, translation: Point) -> Cause? {
    guard abs(translation.x) >= abs(translation.y) else { return nil }
    let isAbove = recognizer.isNavigationLevel || recognizer.view.map(ancestors.contains) == true
    return isAbove ? .slider(id: slider.viewID, dx: translation.x, dy: translation.y) : nil
  }
}

extension SliderGuard {
  /// `preventedBy` a slider in words.
  static func words(slider id: String, dx: Double, dy: Double) -> String {
    "the first finger went down on \(id)'s thumb and moved along it "
      + "(|dx| = \(NumberText.points(abs(dx))) >= |dy| = \(NumberText.points(abs(dy)))): the control keeps it"
  }
}
