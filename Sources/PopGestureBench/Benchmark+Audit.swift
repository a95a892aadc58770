import Foundation
import PopGesture
import PopGestureFormats
import PopGestureTools

extension Benchmark {
  /// `popgesture audit` of the sample app (`Traces/app/`) copied into a folder `copies` times
  /// over, on the default three systems, written as the page: how long an app of fifty screens
  /// takes on this machine's cores, and whether memory stays flat as the screens grow (each run
  /// in its own process, its peak read from getrusage).
  func runAudit() throws {
    let source = "Traces/app"
    guard
      let names = try? FileManager.default.contentsOfDirectory(atPath: source).filter({
        $0.hasSuffix(".json")
      }).sorted(),
      !names.isEmpty, let popgesture = Self.siblingExecutable("popgesture")
    else {
      print("\naudit: not measured (no \(source)/ here, or no popgesture beside the benchmark)")
      return
    }
    // Two folders, the second holding four times the screens of the first.
    let sizes = isShort ? [1, 2] : [1, 4]
    var runs: [(screens: Int, child: Measure.Child)] = []
    for copies in sizes {
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
    print("\naudit of the sample app's screens on app@26, app@18 and uikit@26, as the page (median of runs):")
    for (screens, child) in runs {
      print(
        "    \(screens) screens  \(fixed(child.seconds, 2)) s  peak \(fixed(Double(child.peakMemory) / 1_048_576, 1)) MiB"
      )
    }
    guard let small = runs.first, let large = runs.last else { return }
    let fifty = large.child.seconds / Double(large.screens) * 50
    target(
      "an app of 50 screens on 3 systems audited within 10 s", fifty <= 10, "\(fixed(fifty, 2)) s for 50")
    let growth = Double(large.child.peakMemory - small.child.peakMemory) / 1_048_576
    target(
      "audit's peak memory flat: \(large.screens) screens at most 4 MiB above \(small.screens)", growth <= 4,
      "\(fixed(growth, 1)) MiB more")
  }
}
