import Foundation
import PopGesture
import PopGestureFormats
import PopGestureTools

extension Benchmark {
  /// The runs of `popgesture audit` the audit section reports: how many screens each audited, and
  /// its time and peak memory.
  typealias AuditRuns = [(screens: Int, child: Measure.Child)]

  /// `popgesture audit` of the sample app (`Traces/app/`) copied into a folder once and four times
  /// over (twice with `--short`), on the default three systems, written as the page, each in a
  /// process of its own; nil, said, when the folder or `popgesture` is not here. Called first,
  /// while this process is small: a child's peak memory counts the pages it shares with a large
  /// parent until it runs `popgesture`.
  func measureAudit() throws -> AuditRuns? {
    let source = "Traces/app"
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: source)) ?? [])
      .filter { $0.hasSuffix(".json") }.sorted()
    guard !names.isEmpty, let popgesture = Self.siblingExecutable("popgesture") else { return nil }
    var runs: AuditRuns = []
    for copies in isShort ? [1, 2] : [1, 4] {
      let folder = try Self.folder() + "/audit-\(copies)"
      try? FileManager.default.removeItem(atPath: folder)
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      for copy in 1...copies {
        for name in names {
          let text = try String(contentsOfFile: source + "/" + name, encoding: .utf8)
          try Self.write(text, to: "\(folder)/\(copy)-\(name)")
        }
      }
      let arguments = [popgesture, "audit", folder, "--format", "html", "-o", folder + ".html"]
      guard let child = Measure.child(arguments, runs: isShort ? 1 : 3) else {
        throw BenchError.childFailed(arguments.joined(separator: " "))
      }
      runs.append((copies * names.count, child))
    }
    return runs
  }

  /// The audit runs `measureAudit` made: how long an app of fifty screens takes on this machine's
  /// cores, and whether memory stays flat as the screens grow.
  func runAudit(_ runs: AuditRuns?) {
    guard let runs, let small = runs.first, let large = runs.last else {
      print("\naudit: not measured (no Traces/app/ here, or no popgesture beside the benchmark)")
      return
    }
    print("\naudit of the sample app's screens on app@26, app@18 and uikit@26, as the page (median of runs):")
    for (screens, child) in runs {
      print(
        "    \(screens) screens  \(fixed(child.seconds, 2)) s  peak "
          + "\(fixed(Double(child.peakMemory) / 1_048_576, 1)) MiB")
    }
    let fifty = large.child.seconds / Double(large.screens) * 50
    target(
      "an app of 50 screens on 3 systems audited within 10 s", fifty <= 10, "\(fixed(fifty, 2)) s for 50")
    let growth = Double(large.child.peakMemory - small.child.peakMemory) / 1_048_576
    target(
      "audit's peak memory flat: \(large.screens) screens at most 4 MiB above \(small.screens)", growth <= 4,
      "\(fixed(growth, 1)) MiB more")
  }
}
