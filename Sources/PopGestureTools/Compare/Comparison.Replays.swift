import PopGesture
import PopGestureFormats

extension Comparison {
  /// Every system's replay of one trace, run side by side and fed its events one at a time, so
  /// that neither the trace's events nor any replay's records need be held: each replay keeps
  /// only the swipes it has not settled, or that another system has not settled yet, and hands a
  /// swipe over (`takeSettledSwipes()`) once every system has.
  public struct Replays {
    /// One system's replay and what has been read of its records.
    private struct Replay {
      var policy: PolicyName
      var ios: Int
      var replayer: Replayer
      var reader = SwipeReader()
      var final: FinalRecord?
      /// Outcomes no later record can change, oldest first, waiting for the other systems to
      /// settle the same swipes.
      var settled: [SwipeOutcome] = []
      /// Whether the replay has ended, its every outcome settled.
      var isEnded = false

      /// Reads the records written so far, and forgets them, leaving room for `batchSize` more.
      mutating func readRecords(batchSize: Int) {
        let records = replayer.takeRecords(leavingRoomFor: batchSize * 2)
        for index in records.indices {
          reader.read(records[index])
          if case .final(let record) = records[index].body { final = record }
        }
        settled += reader.takeSettled()
      }

      /// Ends the replay: writes its final record and settles every outcome, a pop still under
      /// way as `underWay`.
      mutating func end(batchSize: Int) {
        replayer.finish()
        readRecords(batchSize: batchSize)
        settled += reader.finish()
        isEnded = true
      }
    }

    /// Records wait in their replay until there are this many: reading them one event at a time
    /// would allocate a new buffer per event.
    private let batchSize: Int

    private var replays: [Replay]
    /// How many swipes have been handed over.
    private var handedOver = 0
    /// Whether a replay has read records since swipes were last handed over: only then can
    /// there be more to hand over, which spares looking after every event.
    private var hasRead = false

    /// Prepares the replays of a trace with `header`, its own system (or `policy` and `ios` when
    /// given) first, then every library on each of `Comparison.iosVersions`.
    public init(header: TraceHeader, policy: PolicyName? = nil, ios: Int? = nil) {
      self.init(header: header, policy: policy, ios: ios, batchSize: 1024)
    }

    /// Prepares the replays, their records read once there are `batchSize` of them: 1 in a test
    /// that watches swipes handed over as they settle, in a trace too short to fill a batch.
    init(header: TraceHeader, policy: PolicyName?, ios: Int?, batchSize: Int) {
      self.batchSize = batchSize
      let header = header.overriding(policy: policy, ios: ios)
      let own = (policy: header.policy, ios: header.device.ios)
      let others = Comparison.iosVersions.flatMap { ios in
        PolicyName.allCases.map { (policy: $0, ios: ios) }
      }
      replays = ([own] + others.filter { $0 != own }).map { system in
        Replay(
          policy: system.policy, ios: system.ios,
          replayer: Replayer(header: header, policy: system.policy, ios: system.ios))
      }
    }

    /// The systems, a library on an iOS version each, in the comparison's row order.
    public var systems: [(policy: PolicyName, ios: Int)] {
      replays.indices.map { (policy: replays[$0].policy, ios: replays[$0].ios) }
    }

    /// Replays the trace's next event on every system.
    public mutating func feed(_ event: Event) {
      for index in replays.indices where !replays[index].isEnded {
        replays[index].replayer.feed(event)
        if replays[index].replayer.isStopped {
          // UIKit raised: no later event writes a record (`Replayer.isStopped`), so the replay
          // ends now, as it would at the trace's end, and settles its last swipe, which the
          // other systems' swipes would otherwise wait for to the end, and pile up behind.
          replays[index].end(batchSize: batchSize)
          hasRead = true
        } else if replays[index].replayer.records.count >= batchSize {
          replays[index].readRecords(batchSize: batchSize)
          hasRead = true
        }
      }
    }

    /// How many outcomes the replays hold that no later record can change, waiting for the
    /// other systems to settle the same swipes: what a long trace would make grow, were swipes
    /// not handed over.
    var heldOutcomeCount: Int {
      replays.indices.reduce(0) { $0 + replays[$1].settled.count }
    }

    /// Hands over, in order, the swipes that every system has settled since the last call, and
    /// forgets them: a caller that writes each as it comes holds no more than the swipes still
    /// open.
    public mutating func takeSettledSwipes() -> [Comparison.Swipe] {
      guard hasRead else { return [] }
      hasRead = false
      // By index: reading a whole `Replay` would copy its replayer. An ended replay waits for
      // nothing: past its last outcome it had no such swipe.
      var count = Int.max
      for index in replays.indices where !replays[index].isEnded {
        count = min(count, replays[index].settled.count)
      }
      guard count > 0, count < Int.max else { return [] }
      let swipes = (0..<count).map { offset in
        Comparison.Swipe(
          number: handedOver + offset + 1,
          outcomes: replays.indices.map { index in
            replays[index].settled.indices.contains(offset) ? replays[index].settled[offset] : nil
          })
      }
      for index in replays.indices {
        replays[index].settled.removeFirst(min(count, replays[index].settled.count))
      }
      handedOver += count
      return swipes
    }

    /// Ends every replay. Returns the swipes not yet handed over, a swipe that some replay did
    /// not have reading nil for it, and each system's final state (a summary without swipes).
    public mutating func finish() -> (swipes: [Comparison.Swipe], final: [PolicySummary]) {
      for index in replays.indices where !replays[index].isEnded { replays[index].end(batchSize: batchSize) }
      var count = 0
      for index in replays.indices { count = max(count, replays[index].settled.count) }
      let swipes = (0..<count).map { offset in
        Comparison.Swipe(
          number: handedOver + offset + 1,
          outcomes: replays.indices.map { index in
            replays[index].settled.indices.contains(offset) ? replays[index].settled[offset] : nil
          })
      }
      handedOver += count
      let final = replays.indices.map { index in
        PolicySummary(
          policy: replays[index].policy, ios: replays[index].ios, swipes: [], final: replays[index].final)
      }
      for index in replays.indices { replays[index].settled = [] }
      return (swipes, final)
    }
  }
}
