import Foundation
import PopGesture
import PopGestureFormats
import PopGestureTools

extension Benchmark {
  /// `import` of the player screen in `Traces/screens/`, the manual's example (CommandLine.md): its
  /// `recursiveDescription` dump and its controllers' `_printHierarchy`, read into a navigation
  /// description and written as JSON, as `popgesture import` does.
  ///
  /// With it, the peak memory of `popgesture import` of a feed dump at two sizes, from
  /// `measureImportMemory`, and what it costs per byte of dump beyond a fixed base.
  func runImport(memory: ImportMemory?) throws {
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
    guard let memory else {
      print("\nimport's memory: not measured (no popgesture or sh beside this benchmark)")
      return
    }
    print("\npeak memory of popgesture import of a feed dump (getrusage, each in its own process):")
    for (bytes, peak) in [memory.short, memory.long] {
      let megabytes = fixed(Double(bytes) / 1_000_000, 1)
      print("  \(megabytes) MB of dump    \(fixed(Double(peak) / 1_048_576, 1)) MiB")
    }
    let perByte = memory.bytesPerByte
    target(
      "import at most 4 bytes of memory per byte of dump beyond a fixed base", perByte <= 4,
      "\(fixed(perByte, 2)) bytes a byte")
  }

  /// The peak memory of `popgesture import` of a dump at two sizes.
  struct ImportMemory {
    /// The smaller dump's size in bytes, and the import's peak memory in bytes.
    var short: (bytes: Int, peak: Int)
    /// The same for a dump ten times as large.
    var long: (bytes: Int, peak: Int)

    /// What each byte more of dump costs: the growth of the peak over the growth of the dump.
    var bytesPerByte: Double {
      Double(long.peak - short.peak) / Double(max(1, long.bytes - short.bytes))
    }
  }

  /// Imports feed dumps of a tenth of the rows and of all of them (5 and 50 MB in a full run) with
  /// `popgesture`, each in a fresh process, for its peak memory; nil when there is no
  /// `popgesture` or `sh` to run. Called first, while this process is small, and the dumps are
  /// written by children too, since a large parent would hide a child's peak.
  func measureImportMemory() throws -> ImportMemory? {
    guard let popgesture = Self.siblingExecutable("popgesture"), let shell = Measure.executable(named: "sh")
    else { return nil }
    let me = Self.siblingExecutable("popgesture-bench") ?? CommandLine.arguments[0]
    let folder = try Self.folder()
    let rows = isShort ? 8_000 : 80_000
    var sizes: [(bytes: Int, peak: Int)] = []
    for count in [rows / 10, rows] {
      let path = folder + "/feed-dump-\(count).txt"
      _ = try Self.peakMemory([me, "--child", "feed-dump", String(count), path])
      let bytes = (try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
      // The notes go to standard error; `exec` leaves the import as the process measured.
      let command = "exec \"$0\" import \"$1\" 2>/dev/null"
      sizes.append((bytes, try Self.peakMemory([shell, "-c", command, popgesture, path])))
    }
    return ImportMemory(short: sizes[0], long: sizes[1])
  }
}
