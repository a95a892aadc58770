import Foundation
import PopGesture
import PopGestureFormats
import PopGestureTools

extension Benchmark {
  /// `import` of the player screen in `Traces/screens/`, the README's example: its
  /// `recursiveDescription` dump and its controllers' `_printHierarchy`, read into a navigation
  /// description and written as JSON, as `popgesture import` does.
  func runImport() throws {
    var options = HierarchyImport.Options()
    options.dumpFile = "Traces/screens/player-dump.txt"
    options.hierarchyFile = "Traces/screens/player-controllers.txt"
    guard let dump = try? String(contentsOfFile: options.dumpFile, encoding: .utf8),
      let hierarchy = try? String(contentsOfFile: options.hierarchyFile, encoding: .utf8)
    else {
      print("\nimport: not measured (no \(options.dumpFile) here; run from the package's folder)")
      return
    }
    var result: HierarchyImport.Result?
    var bytes = 0
    let seconds = try Measure.median(runs: runs) {
      let imported = try HierarchyImport.run(dump: dump, hierarchy: hierarchy, options: options)
      bytes = imported.json.utf8.count
      result = imported
    }
    let stack = result?.navigation.stack ?? []
    let lines = dump.split(separator: "\n").count + hierarchy.split(separator: "\n").count
    print("\nimport, the player screen: \(lines) lines of lldb output (median of \(runs) runs):")
    print(
      "    \(stack.last?.views.count ?? 0) views on a stack of \(stack.count) screens, \(bytes) bytes of "
        + "JSON, \(result?.navigation.notes.count ?? 0) notes: \(fixed(seconds * 1000, 3)) ms")
    target(
      "importing the player screen well under a second", seconds < Self.interactiveBar,
      "\(fixed(seconds * 1000, 3)) ms")
  }
}
