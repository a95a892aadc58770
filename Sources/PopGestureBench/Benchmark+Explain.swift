import Foundation
import PopGesture
import PopGestureFormats
import PopGestureTools

extension Benchmark {
  /// `explain` on every trace in `Traces/` (when run from the package): the slowest, with the
  /// replays its search ran, against the bar of an interactive command.
  func runExplain() throws {
    let folder = "Traces"
    guard let paths = TraceFiles.traces(in: folder) else { return }
    var slowest = (name: "", seconds: 0.0, replays: 0)
    var total = 0
    for path in paths {
      let name = String(path.dropFirst(folder.count + 1))
      let trace = try TraceFiles.decode(path)
      var replays = 0
      let seconds = Measure.median(runs: runs) {
        var explainer = Explainer(trace: trace)
        _ = explainer.explanations()
        replays = explainer.replays
      }
      total += replays
      if seconds > slowest.seconds { slowest = (name, seconds, replays) }
    }
    print("\nexplain, every trace in \(folder)/ (median of \(runs) runs each):")
    let slowestRun = "\(fixed(slowest.seconds, 3)) s, \(slowest.replays) replays"
    print("    \(total) replays in all; slowest \(slowest.name): \(slowestRun)")
    target(
      "explaining any trace well under a second", slowest.seconds < 0.25, "\(fixed(slowest.seconds, 3)) s")
  }
}
