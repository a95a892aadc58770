import PopGestureTestSupport
import Testing

@testable import PopGesture

extension OutcomesSuite {
  /// Two swipes on three screens, the second down while the first's pop still settles, so the
  /// first is over only once the second has begun.
  static func overlappingSwipes() throws -> [Record] {
    var script = TraceScript(stack: #"[{"id": "home"}, {"id": "inbox"}, {"id": "thread"}]"#)
    script.swipe(from: (100, 400), to: (280, 400))
    script.swipe(from: (100, 300), to: (280, 300), at: 0.25)
    let trace = try script.trace()
    return Replayer.replay(trace, policy: trace.policy)
  }

  @Test("an outcome removed gives what outcome(of:) gives at that moment, and then nothing")
  func removedOnce() throws {
    let records = try Self.overlappingSwipes()
    var reader = SwipeReader()
    var removed: [SwipeOutcome] = []
    for record in records {
      reader.read(record)
      guard
        let number = [1, 2].first(where: { number in
          reader.overAt(number) != nil && !removed.contains { $0.number == number }
        })
      else { continue }
      let expected = reader.outcome(of: number)
      let taken = reader.removeOutcome(of: number)
      let outcome = try #require(taken)
      #expect(outcome == expected)
      #expect(reader.outcome(of: number) == nil)
      let again = reader.removeOutcome(of: number)
      #expect(again == nil)
      removed.append(outcome)
    }
    #expect(removed.map(\.number) == [1, 2])
    // Taken apart from the whole log's, each outcome still reads the pop the first swipe began,
    // and the second swipe's own: removing the first left the reader following its pop.
    let whole = SwipeOutcome.outcomes(of: records)
    #expect(removed.map(\.pop) == whole.map(\.pop))
    #expect(removed.map(\.recognizers) == whole.map(\.recognizers))
  }
}
