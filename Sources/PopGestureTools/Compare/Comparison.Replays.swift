import PopGesture
import PopGestureFormats

extension Comparison {
  /// Every system's replay of one trace, run side by side and fed its events one at a time, so
  /// that neither the trace's events nor any replay's records need be held: each replay keeps
  /// only its swipes' outcomes, read as its records come.
  public struct Replays {
    /// One system's replay and what has been read of its records.
    private struct Replay {
      var policy: PolicyName
      var ios: Int
      var replayer: Replayer
      var reader = SwipeReader()
      var final: FinalRecord?

      /// Reads the records written so far, and forgets them.
      mutating func readRecords() {
        let records = replayer.takeRecords(leavingRoomFor: Replays.batchSize * 2)
        for index in records.indices {
          reader.read(records[index])
          if case .final(let record) = records[index].body { final = record }
        }
      }
    }

    /// Records wait in their replay until there are this many: reading them one event at a time
    /// would allocate a new buffer per event.
    static let batchSize = 1024

    private var replays: [Replay]

    /// Prepares the replays of a trace with `header`, its own system (or `policy` and `ios` when
    /// given) first, then every library on each of `Comparison.iosVersions`.
    public init(header: TraceHeader, policy: PolicyName? = nil, ios: Int? = nil) {
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

    /// Replays the trace's next event on every system.
    public mutating func feed(_ event: Event) {
      for index in replays.indices {
        replays[index].replayer.feed(event)
        if replays[index].replayer.records.count >= Self.batchSize { replays[index].readRecords() }
      }
    }

    /// Ends every replay and compares them.
    public mutating func finish() -> Comparison {
      let rows = replays.indices.map { index in
        replays[index].replayer.finish()
        replays[index].readRecords()
        return PolicySummary(
          policy: replays[index].policy, ios: replays[index].ios, swipes: replays[index].reader.finish(),
          final: replays[index].final)
      }
      return Comparison(rows: rows)
    }
  }
}
