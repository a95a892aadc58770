/// Things due later in trace time: transition ends and the edge pan's deadline.
struct Scheduler: Sendable {
  /// What falls due.
  enum Item: Sendable, Equatable {
    /// A push, pop or settle ends.
    case transitionEnd(serial: Int)
    /// The edge pan has been possible for `edgeMaxDuration` in sequence `sequence`.
    case edgeDeadline(sequence: Int, candidate: Int)
  }

  /// By time; items due at the same time in the order they were scheduled.
  private var entries: [(time: Double, item: Item)] = []

  /// Schedules `item` at `time`; ties keep the order they were scheduled in.
  mutating func schedule(_ item: Item, at time: Double) {
    let entry = (time: time, item: item)
    // Every entry already here was scheduled earlier, so it goes after those due at the same time.
    if let index = entries.firstIndex(where: { $0.time > time }) {
      entries.insert(entry, at: index)
    } else {
      entries.append(entry)
    }
  }

  /// Removes and returns the earliest item due at or before `time` (every item when `time` is nil).
  mutating func popDue(atOrBefore time: Double?) -> (time: Double, item: Item)? {
    guard let first = entries.first else { return nil }
    if let time, first.time > time { return nil }
    entries.removeFirst()
    return (first.time, first.item)
  }
}
