import Foundation
import PopGestureFormats
import PopGestureTestSupport
import PopGestureTesting
import Testing

@testable import PopGesture
@testable import PopGestureTools

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
  @Test("the verdict log of the trace matches its golden", arguments: RepositoryTraces.goldenTraces)
  func matchesGolden(trace: GoldenTrace) {
    assertVerdictLog(of: trace)
  }

  @Test("the compare table of the trace matches its golden", arguments: RepositoryTraces.comparedTraces)
  func matchesComparisonGolden(trace: String) throws {
    let decoded = try RepositoryTraces.decode(trace)
    try Self.expect(
      VerdictLog.comparisonText(for: decoded), matches: VerdictLog.comparisonPath(forTrace: trace), of: trace)
  }

  @Test("the explanation of the trace matches its golden", arguments: RepositoryTraces.explainedTraces)
  func matchesExplanationGolden(trace: String) throws {
    let decoded = try RepositoryTraces.decode(trace)
    try Self.expect(
      VerdictLog.explanationText(for: decoded),
      matches: VerdictLog.explanationPath(forTrace: trace), of: trace)
  }

  /// Records an issue with a diff when `actual` differs from the golden; writes a missing golden.
  static func expect(_ actual: String, matches golden: String, of trace: String) throws {
    let goldenURL = PackageFiles.url(golden)
    guard FileManager.default.fileExists(atPath: goldenURL.path) else {
      try Data(actual.utf8).write(to: goldenURL)
      Issue.record("recorded missing golden \(golden); review and commit it")
      return
    }
    let expected = String(decoding: try RepositoryTraces.read(golden), as: UTF8.self)
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
