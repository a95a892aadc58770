import Foundation
import PopGestureFormats
import PopGestureTestSupport
import PopGestureTesting
import Testing

@testable import PopGesture
@testable import PopGestureTools

/// Every trace under the package's `Traces/` folder replays to exactly its `.verdicts` golden,
/// and to its `.compare` and `.explain` goldens where it has them, as `popgesture check` finds.
///
/// The traces are found when the tests run, by the rule `popgesture check` uses
/// (`GoldenTrace.all(in:)`), and checked in one test each way rather than one case per trace, so
/// that `swift test` prints a line per test, not per trace. A verdict log is checked by
/// `assertVerdictLog`, the testing library's own check: a missing golden is written and the test
/// still fails, so a new golden is always reviewed, and in CI it is not written at all. The other
/// goldens are never written here: `popgesture check --record` writes every golden a trace has.
extension ReportsSuite {
  @Test("the verdict log of every trace matches its golden")
  func matchesGolden() {
    eachArgument(RepositoryTraces.goldenTraces) { trace in assertVerdictLog(of: trace) }
  }

  @Test("every other golden of every trace holds what the model gives now")
  func matchesOtherGoldens() throws {
    let kinds = GoldenKind.allCases.filter { $0 != .verdicts }
    var checked = 0
    eachArgument(RepositoryTraces.traces) { trace in
      for kind in kinds
      where FileManager.default.fileExists(atPath: PackageFiles.url(kind.path(forTrace: trace)).path) {
        try Self.expect(
          kind.text(for: try RepositoryTraces.decode(trace)), matches: kind.path(forTrace: trace), of: trace)
        checked += 1
      }
    }
    // Traces/ keeps both kinds: a check that found none would prove nothing.
    #expect(checked >= 2)
  }

  @Test("a golden is its trace's path with the last component's extension replaced by the kind's")
  func goldenPaths() {
    let cases = [
      ("Traces/a.json", "Traces/a"), ("v1.2/swipe", "v1.2/swipe"), ("dir/.hidden", "dir/.hidden"),
      ("a.b.json", "a.b"), ("swipe", "swipe"),
    ]
    for (trace, stem) in cases {
      #expect(GoldenKind.verdicts.path(forTrace: trace) == stem + ".verdicts")
      #expect(GoldenKind.compare.path(forTrace: trace) == stem + ".compare")
      #expect(GoldenKind.explain.path(forTrace: trace) == stem + ".explain")
      #expect(VerdictLog.goldenPath(forTrace: trace) == stem + ".verdicts")
    }
  }

  /// Records an issue with a diff when `actual` differs from the golden.
  static func expect(_ actual: String, matches golden: String, of trace: String) throws {
    let expected = String(decoding: try RepositoryTraces.read(golden), as: UTF8.self)
    if let diff = UnifiedDiff.diff(old: expected, new: actual, oldName: golden, newName: "\(golden) (actual)")
    {
      Issue.record(
        """
        the golden differs from what the model gives now
        trace: \(trace)
        golden: \(golden)
        \(diff)if the new output is right, re-record it with: popgesture check --record \(trace)
        """)
    }
  }
}
