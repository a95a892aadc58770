import Foundation
import PopGestureFormats
import PopGestureTools

#if canImport(Testing)
  import Testing
#endif

/// A trace file and the `.verdicts` golden beside it (`Traces/a.json` and `Traces/a.verdicts`):
/// one test case of `@Test(arguments: GoldenTrace.all(in: "Traces"))`.
public struct GoldenTrace: Sendable, Hashable, CustomStringConvertible {
  /// The trace file's path.
  public var path: String
  /// The path from the folder it was found in (`swipes/a.json`), which names the test case.
  public var name: String

  /// The trace at `path`, named `name` in test results.
  public init(path: String, name: String) {
    self.path = path
    self.name = name
  }

  /// The golden beside the trace: `a.verdicts` for `a.json`.
  public var goldenPath: String { VerdictLog.goldenPath(forTrace: path) }

  /// The name, which names the test case.
  public var description: String { name }

  /// Reads and decodes the trace; a `navigation` file it names is read from the trace's folder.
  /// Throws the decoder's `TraceError`, or the reason the file cannot be read.
  public func load() throws -> Trace {
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
    let decoder = TraceDecoder(
      file: path,
      loadNavigation: { name in
        let file = name.hasPrefix("/") ? name : folder.appendingPathComponent(name).path
        return (file, ByteSources.memory(Array(try Data(contentsOf: URL(fileURLWithPath: file)))))
      })
    return try decoder.decode(Array(try Data(contentsOf: URL(fileURLWithPath: path))))
  }

  /// Every trace under `folder` and its subfolders, as `popgesture check` finds them: `*.json`
  /// files that look like traces (`Trace.looksLikeTrace`) or have a golden, hidden names
  /// skipped, links to folders followed (each folder once), in byte order of their paths.
  ///
  /// A relative `folder` is found from the folder of `file`, the calling test file by default,
  /// so the list is the same however the test runner sets the current folder. A folder that
  /// does not exist gives no traces: expect the list not to be empty in a test of its own.
  public static func all(in folder: String, relativeTo file: StaticString = #filePath) -> [GoldenTrace] {
    let root = CallerLocation(fileID: "", filePath: file, line: 0, column: 0).resolve(folder)
    var found: [GoldenTrace] = []
    var visited: Set<String> = []
    search(URL(fileURLWithPath: root), name: "", into: &found, visited: &visited)
    return found.sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
  }

  /// Adds the traces under `folder`, whose path from the root is `name`, to `found`.
  private static func search(
    _ folder: URL, name: String, into found: inout [GoldenTrace], visited: inout Set<String>
  ) {
    guard visited.insert(folder.resolvingSymlinksInPath().path).inserted,
      let entries = try? FileManager.default.contentsOfDirectory(atPath: folder.path)
    else { return }
    for entry in entries where !entry.hasPrefix(".") {
      let url = folder.appendingPathComponent(entry)
      let entryName = name.isEmpty ? entry : name + "/" + entry
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else { continue }
      if isFolder.boolValue {
        search(url, name: entryName, into: &found, visited: &visited)
      } else if entry.hasSuffix(".json") {
        let trace = GoldenTrace(path: url.path, name: entryName)
        // An unreadable file is kept, so that its test case says why.
        let bytes = (try? Data(contentsOf: url)).map(Array.init)
        if bytes.map(Trace.looksLikeTrace) ?? true || FileManager.default.fileExists(atPath: trace.goldenPath)
        {
          found.append(trace)
        }
      }
    }
  }
}

#if canImport(Testing)
  extension GoldenTrace: CustomTestStringConvertible {
    /// The trace's name, as a test case's argument shows it.
    public var testDescription: String { name }
  }
#endif
