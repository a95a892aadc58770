import Foundation
import PopGesture
import PopGestureFormats
import PopGestureTools

extension Benchmark {
  /// `explain` on every trace in `Traces/`, its text included, as `popgesture explain` prints
  /// it: the replays its searches ran, and the slowest trace against the bar of an interactive
  /// command.
  func runExplain() throws {
    guard let traces = try repositoryTraces(for: "explain") else { return }
    var slowest = (name: "", seconds: 0.0, replays: 0)
    var total = (replays: 0, seconds: 0.0)
    for (name, trace) in traces {
      var replays = 0
      let seconds = Measure.median(runs: runs) {
        var explainer = Explainer(trace: trace, findsFinalStacks: false)
        _ = ExplanationFormat.text(explainer.explanations(), trace: trace)
        replays = explainer.replays
      }
      total.replays += replays
      total.seconds += seconds
      if seconds > slowest.seconds { slowest = (name, seconds, replays) }
    }
    print("\nexplain, each of the \(traces.count) traces in Traces/ (median of \(runs) runs each):")
    print("    \(total.replays) replays in all, \(fixed(total.seconds, 3)) s")
    print("    slowest \(slowest.name): \(fixed(slowest.seconds, 3)) s, \(slowest.replays) replays")
    target(
      "explaining any trace well under a second", slowest.seconds < Self.interactiveBar,
      "\(fixed(slowest.seconds, 3)) s")
  }
}
