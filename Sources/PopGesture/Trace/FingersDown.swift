/// The fingers down at a point of a trace's events, and the rule their phases keep: a `began`
/// for a finger that is up, a `moved`, `ended` or `cancelled` for one that is down.
///
/// Fingers down are a handful, so a list beats hashing, until there are more than
/// `listedFingers`; then `manyDown` holds them all, so a trace with thousands of fingers down
/// does not search them all at every event.
package struct FingersDown {
  /// How many fingers the list holds before a set takes over.
  package static let listedFingers = 16

  private var down: [Int] = []
  private var manyDown: Set<Int>?

  /// No finger down, as at the start of a trace.
  package init() {}

  /// Follows finger `touch` going down, moving or lifting; returns what is wrong, leaving the
  /// fingers as they were, when it is not down for a move or lift, or already down for a `began`.
  package mutating func track(_ touch: Int, _ phase: TouchPhase) -> String? {
    let isDown = manyDown?.contains(touch) ?? down.contains(touch)
    switch (phase, isDown) {
    case (.began, false):
      if manyDown != nil {
        manyDown?.insert(touch)
      } else if down.count < Self.listedFingers {
        down.append(touch)
      } else {
        manyDown = Set(down + [touch])
        down = []
      }
    case (.began, true):
      return "touch \(touch) began while it is already down; end or cancel it first"
    case (.moved, true):
      break
    case (.ended, true), (.cancelled, true):
      if manyDown != nil {
        manyDown?.remove(touch)
        if manyDown?.isEmpty == true { manyDown = nil }
      } else if let index = down.firstIndex(of: touch) {
        down.remove(at: index)
      }
    case (.moved, false), (.ended, false), (.cancelled, false):
      return "touch \(touch) \(phase.rawValue) but it is not down; it needs a 'began' first"
    }
    return nil
  }
}
