extension Replayer {
  /// The touch events of one UIKit event: those that share a time, in trace order.
  ///
  /// Nearly every UIKit event carries a single touch, so the first is held inline and only later
  /// fingers of the same moment go to an array: collecting and clearing a group costs no array
  /// work in the common case.
  struct TouchGroup: RandomAccessCollection {
    /// The time the events share.
    private(set) var time = 0.0
    /// The first event's place among the events fed; the others follow it.
    private(set) var firstPlace = 0
    private var first: TouchEvent?
    private var others: [TouchEvent] = []

    var startIndex: Int { 0 }
    var endIndex: Int { first == nil ? 0 : 1 + others.count }

    subscript(position: Int) -> TouchEvent {
      if position == 0, let first { return first }
      return others[position - 1]
    }

    /// Whether `event` at `time` belongs to this UIKit event: same time, and not a finger that
    /// already lifted in it going down again.
    func admits(_ event: TouchEvent, at time: Double) -> Bool {
      guard time == self.time else { return false }
      guard event.phase == .began else { return true }
      return !contains { $0.touch == event.touch && ($0.phase == .ended || $0.phase == .cancelled) }
    }

    /// Adds an event at `time`, which must be the group's time unless the group is empty, and at
    /// `place` among the events fed, which must follow the group's last. Inlined, as it runs on
    /// every touch event.
    @inline(__always)
    mutating func append(_ event: TouchEvent, at time: Double, place: Int) {
      if first == nil {
        first = event
        self.time = time
        firstPlace = place
      } else {
        others.append(event)
      }
    }

    /// Empties the group, keeping the array's storage; the array is touched only after a moment
    /// with several fingers.
    mutating func removeAll() {
      first = nil
      if !others.isEmpty { others.removeAll(keepingCapacity: true) }
    }
  }
}
