/// The kind rules of contract section 2.2: when each recognizer wants to begin, and its own failures.
extension Recognizer {
  /// Whether the raw `translation` has reached what this kind waits for.
  ///
  /// `view` is the current state of the recognizer's view; `direction` is +1 or -1.
  func wantsToBegin(translation: Point, view: GestureView?, direction: Double) -> Bool {
    let h = hysteresis
    let horizontal = abs(translation.x) >= h
    let vertical = abs(translation.y) >= h
    switch role {
    case .fullscreenPop:
      return horizontal || vertical
    case .edgePop:
      return horizontal
    case .contentPop:
      return translation.x * direction >= h
    case .view(let reference):
      guard let view else { return false }
      switch reference.kind {
      case .scrollView:
        return (view.canScrollHorizontally && horizontal) || (view.canScrollVertically && vertical)
      case .pan:
        switch view.direction {
        case .any: return horizontal || vertical
        case .horizontal: return horizontal
        case .vertical: return vertical
        }
      case .swipeActions:
        return horizontal
      case .plain, .slider:
        preconditionFailure("a \(reference.kind) view has no recognizer")
      }
    }
  }

  /// A failure the kind detects on any move while still undecided (the content swipe's guards).
  func failureWhileUndecided(translation: Point, direction: Double) -> Reason? {
    guard role == .contentPop else { return nil }
    let dx = translation.x
    if abs(translation.y) >= min(25, 10 + 0.8 * abs(dx)) { return .verticalMovement }
    if dx * direction <= -hysteresis { return .wrongDirection }
    return nil
  }

  /// The kind's own verdict once it wants to begin, before the navigation checks.
  ///
  /// `raw` is the translation that reached the hysteresis; `reduced` is what is left after it.
  func kindFailure(raw: Point, reduced: Point, view: GestureView?, direction: Double) -> Reason? {
    switch role {
    case .edgePop:
      return raw.x * direction < 0 ? .wrongDirection : nil
    case .view(let reference) where reference.kind == .swipeActions:
      let movement = reduced.x * direction
      let opensOrCloses = (view?.revealed ?? false) ? movement > 0 : movement < 0
      return opensOrCloses ? nil : .wrongDirection
    case .fullscreenPop, .contentPop, .view:
      return nil
    }
  }
}
