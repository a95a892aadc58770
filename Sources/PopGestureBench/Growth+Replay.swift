import Foundation
import PopGesture
import PopGestureFormats
import PopGestureTools

extension Growth {
  /// The replay section's job itself: the benchmark's trace of swipes that pop, each followed by
  /// a push, read from its file, checked, replayed, and its jsonl log written and discarded.
  static var replayCases: [Case] {
    [
      Case(
        label: { "replay of \(grouped($0)) events to jsonl" }, size: 50_000,
        prepare: { events in
          let path = try Benchmark.folder() + "/trace-\(events).json"
          _ = try TraceGenerator.write(events: events, to: path)
          return { _ = try Benchmark.replay(path) }
        })
    ]
  }
}
