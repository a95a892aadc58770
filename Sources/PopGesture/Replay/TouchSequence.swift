/// The fingers from the first one down until every one is up, and the recognizers they feed.
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
}
