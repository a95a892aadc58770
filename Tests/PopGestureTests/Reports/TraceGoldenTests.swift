import Foundation
import PopGestureReports
import PopGestureTesting
import Testing

@testable import PopGesture

/// Every trace under the package's `Traces/` folder replays to exactly its `.verdicts` golden,
/// and a trace with a `.compare` golden compares to exactly that table.
///
/// The traces are found when the tests run, one test case each, by the rule `popgesture check`
/// uses (`GoldenTrace.all(in:)`). A verdict log is checked by `assertVerdictLog`: a missing
/// golden is written and the case still fails, so a new golden is always reviewed, and in CI it
/// is not written at all; `POPGESTURE_RECORD=all` rewrites the goldens that differ, as
/// `popgesture check --record` does.
@Suite("Trace goldens")
struct TraceGoldenTests {
  /// The package root: this file is `Tests/PopGestureTests/Reports/TraceGoldenTests.swift`.
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The traces under `Traces/`, found as `popgesture check` finds them, in byte order.
  static let goldenTraces = GoldenTrace.all(in: "../../../Traces")

  /// The traces, as paths relative to the package root (`Traces/a.json`).
  static let traces = goldenTraces.map { "Traces/" + $0.name }

  /// The bytes of a file given relative to the package root.
  static func read(_ path: String) throws -> [UInt8] {
    Array(try Data(contentsOf: packageRoot.appendingPathComponent(path)))
  }

  /// The traces that also have a `.compare` golden.
  static let comparedTraces = traces.filter {
    FileManager.default.fileExists(
      atPath: packageRoot.appendingPathComponent(VerdictLog.comparisonPath(forTrace: $0)).path)
  }

  /// The traces that also have an `.explain` golden.
  static let explainedTraces = traces.filter {
    FileManager.default.fileExists(
      atPath: packageRoot.appendingPathComponent(VerdictLog.explanationPath(forTrace: $0)).path)
  }

  /// Decodes a trace given relative to the package root, its navigation files beside it.
  static func decode(_ trace: String) throws -> Trace {
    try decoder(for: trace).decode(try Self.read(trace))
  }

  /// A decoder for the trace at `trace`, relative to the package root, that reads the
  /// navigation files it names from its folder.
  static func decoder(for trace: String) -> TraceDecoder {
    let folder = String(trace[..<(trace.lastIndex(of: "/") ?? trace.startIndex)])
    return TraceDecoder(
      file: trace,
      loadNavigation: { name in
        let path = folder + "/" + name
        return (path, ByteSources.memory(try Self.read(path)))
      })
  }

  @Test("the verdict log of the trace matches its golden", arguments: goldenTraces)
  func matchesGolden(trace: GoldenTrace) {
    assertVerdictLog(of: trace)
  }

  @Test("the compare table of the trace matches its golden", arguments: comparedTraces)
  func matchesComparisonGolden(trace: String) throws {
    let decoded = try Self.decode(trace)
    try Self.expect(
      VerdictLog.comparisonText(for: decoded), matches: VerdictLog.comparisonPath(forTrace: trace), of: trace)
  }

  @Test("the explanation of the trace matches its golden", arguments: explainedTraces)
  func matchesExplanationGolden(trace: String) throws {
    let decoded = try Self.decode(trace)
    try Self.expect(
      VerdictLog.explanationText(for: decoded, document: try Self.read(trace)),
      matches: VerdictLog.explanationPath(forTrace: trace), of: trace)
  }

  /// Records an issue with a diff when `actual` differs from the golden; writes a missing golden.
  static func expect(_ actual: String, matches golden: String, of trace: String) throws {
    let goldenURL = Self.packageRoot.appendingPathComponent(golden)
    guard FileManager.default.fileExists(atPath: goldenURL.path) else {
      try Data(actual.utf8).write(to: goldenURL)
      Issue.record("recorded missing golden \(golden); review and commit it")
      return
    }
    let expected = String(decoding: try Self.read(golden), as: UTF8.self)
    if let diff = UnifiedDiff.diff(old: expected, new: actual, oldName: golden, newName: "\(golden) (actual)")
    {
      // What changed in meaning heads a verdict log's diff, as `check` prints it.
      let headline = golden.hasSuffix(".verdicts") ? MeaningDiff(golden: expected, actual: actual).text : ""
      Issue.record(
        """
        the golden differs from what the model gives now
        trace: \(trace)
        golden: \(golden)
        \(headline)\(diff)if the new output is right, re-record it with: popgesture check --record \(trace)
        """)
    }
  }
}
