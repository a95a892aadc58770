/// The fingers from the first one down until every one is up, and the recognizers they feed.
///
/// The replayer changes it in place through these methods: taking it out of its optional and
/// putting it back would copy or destroy the whole sequence on every event.
struct TouchSequence: Sendable {
  let serial: Int
  /// Where each finger that is down is now.
  var fingers: Fingers
  /// Hit view's recognizers, then each ancestor's, then the navigation controller's.
  var candidates: [Recognizer]
  /// The slider under the finger, if any, and the views above it.
  let slider: SliderGuard?
  /// Whether any candidate has waited, so most events can skip looking for waiters.
  var hasWaiters = false

  /// Where candidate `index`'s pan is: the centroid of its fingers, as `locationInView:` reports it.
  func location(of index: Int) -> Point {
    let pan = candidates[index].pan
    return pan.centroid(of: fingers) ?? pan.position
  }

  /// A later finger goes down: every pan that follows several fingers takes it.
  mutating func join(_ touch: Int, at point: Point) {
    fingers[touch] = point
    for index in candidates.indices {
      candidates[index].pan.join(touch, fingers: fingers)
    }
  }

  /// Every undecided or active pan takes the fingers' new positions; marks those that moved.
  mutating func movePans(time: Double) {
    for index in candidates.indices {
      let state = candidates[index].state
      let isLive = state.isPending || state.isActive
      candidates[index].hasMoved = isLive && candidates[index].pan.move(to: fingers, time: time)
    }
  }

  /// Finger `touch` lifts: marks the candidates it releases; returns false if it was not down.
  ///
  /// A candidate is released when it followed the finger and the finger was cancelled or was the
  /// last one it followed. Flags on the candidates, like `hasMoved`, rather than a list of indexes:
  /// a list would be built and freed on every lift.
  mutating func lift(_ touch: Int, isCancelled: Bool) -> Bool {
    guard fingers[touch] != nil else { return false }
    fingers[touch] = nil
    for index in candidates.indices {
      let wasFollowed = candidates[index].pan.leave(touch, fingers: fingers)
      let isLast = candidates[index].pan.touches.isEmpty
      candidates[index].isReleased = wasFollowed && (isCancelled || isLast)
    }
    return true
  }
}
