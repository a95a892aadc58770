import PopGesture

extension Explainer {
  /// A replay of a changed trace that starts from the original replay's state just before a
  /// swipe and runs only until that swipe's outcome is settled: trying a change then costs the
  /// swipe, not the whole trace, and only a change shown runs on to the end for its final stack.
  ///
  /// It gives what a replay of the whole changed trace gives, because every change it carries is
  /// made at or after the swipe's first event: the events before are the original's, so the
  /// replay of them is too, and the replayer, a value, is copied there (`Checkpoint`). The swipe's
  /// outcome is read by a `SwipeReader` copied with it, which has read the records before, so a
  /// pop still settling from an earlier swipe is followed as in the whole log.
  struct PartialReplay {
    /// The original replay and the reader of its records, stopped just before an event.
    struct Checkpoint {
      var replayer: Replayer
      var reader = SwipeReader()
      /// The place of the next event to feed.
      var next = 0
      /// The sequences counting from 1 that the reader has been told to forget.
      private var forgotten = 0

      /// Starts before the first event of `trace`.
      init(trace: Trace) {
        replayer = Replayer(trace: trace)
      }

      /// Feeds the events of `trace` before `place`, and forgets the outcomes of the sequences
      /// before `number`, which no change tried from here needs.
      mutating func advance(to place: Int, sequence number: Int, in trace: Trace) {
        while next < place {
          PartialReplay.feed(trace.events[next], to: &replayer, &reader)
          next += 1
        }
        while forgotten + 1 < number {
          forgotten += 1
          reader.discard(forgotten)
        }
      }
    }

    private var replayer: Replayer
    private var reader: SwipeReader
    /// The place of the next event of the original trace to feed.
    private var next: Int
    /// The final stack, once the replay has reached the end.
    private var stackAtEnd: [String]?

    /// A replay from `checkpoint` of `events` in place of the original's up to `resumingAt`, from
    /// where the original's events follow.
    init(from checkpoint: Checkpoint, feeding events: [Event], resumingAt next: Int) {
      replayer = checkpoint.replayer
      reader = checkpoint.reader
      self.next = next
      for event in events {
        Self.feed(event, to: &replayer, &reader)
      }
    }

    /// Feeds the original's events until sequence `number` is settled, and returns its outcome;
    /// nil when the changed trace has no such sequence.
    mutating func outcome(of number: Int, in trace: Trace) -> SwipeOutcome? {
      while !replayer.isStopped, next < trace.events.count {
        if let outcome = reader.settledOutcome(of: number) { return outcome }
        Self.feed(trace.events[next], to: &replayer, &reader)
        next += 1
      }
      if let outcome = reader.settledOutcome(of: number) { return outcome }
      // The sequence is still open at the end (or when UIKit stopped the replay): read on to the
      // `final` record, as an outcome of the whole log is.
      finish()
      var ended = reader
      return ended.finish().first { $0.number == number }
    }

    /// Feeds the rest of the original's events and returns the final stack of the whole replay,
    /// stopping before a finger goes down if the replay is then at rest in a state that
    /// `finalStacks` knows there, whose final stack it takes; it leaves the states it was at rest
    /// in there, with the stack it found.
    mutating func finalStack(in trace: Trace, sharing finalStacks: inout FinalStacks) -> [String] {
      var states: [(place: Int, state: Replayer.RestingState)] = []
      var screens = 0
      while !replayer.isStopped, next < trace.events.count, stackAtEnd == nil {
        let event = trace.events[next]
        // From here on the changed trace's events are the original's, as they are for every
        // replay `finalStacks` knows at this place.
        if finalStacks.isSharing, FinalStacks.isCheckpoint(event) {
          replayer.prepare(for: event)
          if let state = replayer.restingState {
            if let known = finalStacks.finalStack(at: next, restingIn: state) {
              finalStacks.remember(states, finalStack: known)
              return known
            }
            if finalStacks.admits(state, besides: screens) {
              states.append((next, state))
              screens += state.screens
            }
          }
        }
        replayer.feed(event)
        next += 1
        finalStacks.eventsReplayed += 1
        replayer.drainRecords { _ in }
      }
      finish()
      let stack = stackAtEnd ?? []
      finalStacks.remember(states, finalStack: stack)
      return stack
    }

    /// Replays what is still due, writes the `final` record and reads it.
    private mutating func finish() {
      guard stackAtEnd == nil else { return }
      replayer.finish()
      stackAtEnd = Self.read(&replayer, into: &reader)
    }

    /// Replays `event` and reads the records it wrote.
    static func feed(_ event: Event, to replayer: inout Replayer, _ reader: inout SwipeReader) {
      replayer.feed(event)
      _ = read(&replayer, into: &reader)
    }

    /// Reads the records written so far and forgets them; returns the final stack when they end
    /// with the `final` record.
    private static func read(_ replayer: inout Replayer, into reader: inout SwipeReader) -> [String]? {
      var stack: [String]?
      replayer.drainRecords { record in
        if case .final(let final) = record.body { stack = final.stack }
        reader.read(record)
      }
      return stack
    }
  }
}
