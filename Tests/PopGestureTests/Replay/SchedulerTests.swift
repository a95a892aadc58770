import PopGestureTestSupport
import Testing

@testable import PopGesture

/// Contract section 5, "Time": everything due at or before an event happens first, in time order,
/// ties in the order scheduled.
extension ReplaySuite {
  @Test("items come out in time order, ties in the order scheduled, however many are pending")
  func timeOrderThenScheduleOrder() {
    var random = SeededGenerator(seed: 3)
    var scheduler = Scheduler()
    // What a stable sort of everything scheduled and not yet taken gives, as (time, serial).
    var pending: [(time: Double, serial: Int)] = []
    var serial = 0
    for _ in 0..<5_000 {
      if random.next() % 3 == 0 {
        let horizon = Double(random.next() % 40) / 4
        let expected = pending.first.flatMap { $0.time <= horizon ? $0 : nil }
        let taken = scheduler.popDue(atOrBefore: horizon)
        #expect(taken?.time == expected?.time)
        #expect(taken?.item == expected.map { .transitionEnd(serial: $0.serial) })
        if expected != nil { pending.removeFirst() }
      } else {
        // Few distinct times, so most items tie with others.
        let time = Double(random.next() % 40) / 4
        serial += 1
        scheduler.schedule(.transitionEnd(serial: serial), at: time)
        let index = pending.firstIndex { $0.time > time } ?? pending.count
        pending.insert((time, serial), at: index)
      }
    }
    while let expected = pending.first {
      let taken = scheduler.popDue(atOrBefore: nil)
      #expect(taken?.time == expected.time)
      #expect(taken?.item == .transitionEnd(serial: expected.serial))
      pending.removeFirst()
    }
    #expect(scheduler.popDue(atOrBefore: nil) == nil)
  }

  @Test("nothing comes out before it is due")
  func notBeforeDue() {
    var scheduler = Scheduler()
    scheduler.schedule(.edgeDeadline(sequence: 1, candidate: 0), at: 0.25)
    #expect(scheduler.popDue(atOrBefore: 0.2) == nil)
    #expect(scheduler.popDue(atOrBefore: 0.25)?.item == .edgeDeadline(sequence: 1, candidate: 0))
  }
}
