/// Things due later in trace time: transition ends and the edge pan's deadline.
///
/// A binary heap, earliest first: it seldom holds more than one or two items, but a burst of
/// touch sequences can leave thousands of edge deadlines pending, and a sorted list would then
/// move them all at every insertion and removal.
struct Scheduler: Sendable {
  /// What falls due.
  enum Item: Sendable, Equatable {
    /// A push, pop or settle ends.
    case transitionEnd(serial: Int)
    /// The edge pan has been possible for `edgeMaxDuration` in sequence `sequence`.
    case edgeDeadline(sequence: Int, candidate: Int)
  }

  /// An item, when it is due, and when it was scheduled, which orders items due at one time.
  private struct Entry {
    var time: Double
    var order: Int
    var item: Item

    /// Whether this entry falls due before `other`.
    func precedes(_ other: Entry) -> Bool {
      time < other.time || (time == other.time && order < other.order)
    }
  }

  /// Each entry precedes the two below it, at `2i + 1` and `2i + 2`.
  private var heap: [Entry] = []
  private var scheduled = 0

  /// Schedules `item` at `time`; ties keep the order they were scheduled in.
  mutating func schedule(_ item: Item, at time: Double) {
    heap.append(Entry(time: time, order: scheduled, item: item))
    scheduled += 1
    var child = heap.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      guard heap[child].precedes(heap[parent]) else { break }
      heap.swapAt(child, parent)
      child = parent
    }
  }

  /// Removes and returns the earliest item due at or before `time` (every item when `time` is nil).
  mutating func popDue(atOrBefore time: Double?) -> (time: Double, item: Item)? {
    guard let first = heap.first else { return nil }
    if let time, first.time > time { return nil }
    let last = heap.removeLast()
    if !heap.isEmpty {
      heap[0] = last
      siftDown()
    }
    return (first.time, first.item)
  }

  /// Moves the entry at the root down until it precedes the entries below it.
  private mutating func siftDown() {
    var parent = 0
    while true {
      let left = 2 * parent + 1
      let right = left + 1
      var earliest = parent
      if left < heap.count, heap[left].precedes(heap[earliest]) { earliest = left }
      if right < heap.count, heap[right].precedes(heap[earliest]) { earliest = right }
      guard earliest != parent else { return }
      heap.swapAt(parent, earliest)
      parent = earliest
    }
  }
}
