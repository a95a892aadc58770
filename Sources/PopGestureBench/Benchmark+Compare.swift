import Foundation
import PopGesture
import PopGestureFormats
import PopGestureTools

extension Benchmark {
  /// `compare` on every trace in `Traces/`: the replays by every library on iOS 26 and 18 and
  /// the text of their blocks, as `popgesture compare` prints it, with the slowest trace against
  /// the bar of an interactive command.
  func runCompare() throws {
    guard let traces = try repositoryTraces(for: "compare") else { return }
    var slowest = (name: "", seconds: 0.0)
    var total = (systems: 0, bytes: 0, seconds: 0.0)
    for (name, trace) in traces {
      var systems = 0
      var bytes = 0
      let seconds = Measure.median(runs: runs) {
        let comparison = Comparison(trace: trace)
        systems = comparison.rows.count
        bytes = ComparisonFormat.text(comparison, name: trace.name).utf8.count
      }
      total.systems += systems
      total.bytes += bytes
      total.seconds += seconds
      if seconds > slowest.seconds { slowest = (name, seconds) }
    }
    print("\ncompare, each of the \(traces.count) traces in Traces/ (median of \(runs) runs each):")
    print(
      "    \(total.systems) replays in all, \(fixed(Double(total.bytes) / 1000, 1)) kB of text, "
        + "\(fixed(total.seconds, 3)) s")
    print("    slowest \(slowest.name): \(fixed(slowest.seconds, 3)) s")
    target(
      "comparing any trace well under a second", slowest.seconds < Self.interactiveBar,
      "\(fixed(slowest.seconds, 3)) s")
  }
}
