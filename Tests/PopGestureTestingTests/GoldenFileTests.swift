import Foundation
import PopGestureFormats
import PopGestureTestSupport
import PopGestureTools
import Testing

@testable import PopGestureTesting

/// Goldens on disk: compared, recorded when missing, never written in CI, re-recorded on request.
extension TestingLibrarySuite {
  static let log = "# fd on iOS 26\n  0.000  final         stack [home]  bar shown  idle  fault none\n"
  static let other =
    "# fd on iOS 26\n  0.000  final         stack [home, detail]  bar shown  idle  fault none\n"

  /// The rules of `environment`, with no `record:` argument.
  static func rules(_ environment: [String: String]) -> RecordingRules {
    RecordingRules(record: nil, environment: environment)
  }

  @Test("a golden that holds the log passes and is left as it is")
  func matched() throws {
    let folder = try TemporaryFolder()
    try folder.write(Self.log, to: "a.verdicts")
    let golden = GoldenFile(path: folder.path("a.verdicts"))
    let result = golden.check(Self.log, rules: Self.rules([:]))
    #expect(result == .matched)
    #expect(golden.message(for: result) == nil)
  }

  @Test("outside CI a missing golden is written, folders and all, and the check still fails")
  func recordsMissing() throws {
    let folder = try TemporaryFolder()
    let golden = GoldenFile(path: folder.path("__Verdicts__/ATest/a.verdicts"))
    let result = golden.check(Self.log, rules: Self.rules([:]))
    #expect(result == .recordedMissing)
    #expect(folder.read("__Verdicts__/ATest/a.verdicts") == Self.log)
    // Written through a temporary file renamed over the golden: nothing else is left behind.
    #expect(try folder.contents(of: "__Verdicts__/ATest") == ["a.verdicts"])
    #expect(
      golden.message(for: result)
        == "recorded missing golden \(golden.path); review it and commit it (the next run compares with it)")
  }

  @Test("in CI a missing golden is not written, and the check fails saying why")
  func missingInCI() throws {
    let folder = try TemporaryFolder()
    let golden = GoldenFile(path: folder.path("a.verdicts"))
    for mode in ["", "missing", "all"] {
      let result = golden.check(Self.log, rules: Self.rules(["CI": "true", "POPGESTURE_RECORD": mode]))
      #expect(result == .missing(reason: "not recorded because CI is set, and CI never writes a golden"))
    }
    #expect(try folder.contents().isEmpty)
    #expect(
      golden.message(for: .missing(reason: "why"))?.hasPrefix("missing golden \(golden.path); why") == true)
  }

  @Test("with recording off a missing golden is not written")
  func missingWhenNever() throws {
    let folder = try TemporaryFolder()
    let golden = GoldenFile(path: folder.path("a.verdicts"))
    let result = golden.check(Self.log, rules: RecordingRules(record: .never, environment: [:]))
    #expect(
      result
        == .missing(
          reason: "not recorded because recording is off (record: .never or POPGESTURE_RECORD=never)"))
    #expect(try folder.contents().isEmpty)
  }

  @Test("a golden that differs fails with what changed in meaning and a unified diff, and stays")
  func mismatch() throws {
    let folder = try TemporaryFolder()
    try folder.write(Self.other, to: "a.verdicts")
    let golden = GoldenFile(path: folder.path("a.verdicts"))
    let result = golden.check(Self.log, rules: Self.rules([:]))
    let path = golden.path
    let change = """
      final stack [home, detail] → [home]
      --- \(path)
      +++ \(path) (actual)
      @@ -1,2 +1,2 @@
       # fd on iOS 26
      -  0.000  final         stack [home, detail]  bar shown  idle  fault none
      +  0.000  final         stack [home]  bar shown  idle  fault none

      """
    #expect(result == .differs(change: change))
    #expect(folder.read("a.verdicts") == Self.other)
    #expect(
      golden.message(for: result)
        == "the verdict log differs from its golden \(path)\n\(change)"
        + "if the new log is right, record it again with POPGESTURE_RECORD=all (or record: .all) and review the change"
    )
  }

  @Test("a golden with CR line ends says so under the diff")
  func carriageReturns() throws {
    let folder = try TemporaryFolder()
    try folder.write(Self.log.replacingOccurrences(of: "\n", with: "\r\n"), to: "a.verdicts")
    guard
      case .differs(let change) = GoldenFile(path: folder.path("a.verdicts")).check(
        Self.log, rules: Self.rules([:]))
    else {
      Issue.record("a golden with CRs should differ")
      return
    }
    #expect(
      change.hasSuffix(
        "note: the golden has CR characters; goldens are LF-only (check git's line-ending settings)\n"))
  }

  @Test("recording all rewrites a golden that differs, except in CI")
  func recordsAll() throws {
    let folder = try TemporaryFolder()
    try folder.write(Self.other, to: "a.verdicts")
    let golden = GoldenFile(path: folder.path("a.verdicts"))
    guard case .differs = golden.check(Self.log, rules: Self.rules(["POPGESTURE_RECORD": "all", "CI": "1"]))
    else {
      Issue.record("CI should only compare")
      return
    }
    #expect(folder.read("a.verdicts") == Self.other)
    let result = golden.check(Self.log, rules: Self.rules(["POPGESTURE_RECORD": "all"]))
    guard case .rerecorded(let change) = result else {
      Issue.record("expected the golden to be recorded again, got \(result)")
      return
    }
    #expect(change.hasPrefix("final stack [home, detail] → [home]\n--- "))
    #expect(folder.read("a.verdicts") == Self.log)
    #expect(try folder.contents() == ["a.verdicts"])
    #expect(
      golden.message(for: result)?.hasPrefix("recorded golden \(golden.path) again; it differed:\n") == true)
  }

  @Test("POPGESTURE_RECORD chooses the mode, a record: argument overrides it, CI turns writing off")
  func environment() {
    eachArgument(
      [
        ([:], nil, RecordMode.missing, false),
        (["POPGESTURE_RECORD": ""], nil, .missing, false),
        (["POPGESTURE_RECORD": "missing"], nil, .missing, false),
        (["POPGESTURE_RECORD": "ALL"], nil, .all, false),
        (["POPGESTURE_RECORD": "1"], nil, .all, false),
        (["POPGESTURE_RECORD": "never"], nil, .never, false),
        (["POPGESTURE_RECORD": "0"], nil, .never, false),
        (["POPGESTURE_RECORD": "all"], .never, .never, false),
        (["CI": "true"], nil, .missing, true),
        (["CI": "1"], .all, .all, true),
        (["CI": ""], nil, .missing, false),
        (["CI": "0"], nil, .missing, false),
        (["CI": "False"], nil, .missing, false),
      ] as [([String: String], RecordMode?, RecordMode, Bool)]
    ) { (variables, record, mode, isCI) in
      environment(environment: variables, record: record, mode: mode, isCI: isCI)
    }
  }

  func environment(environment: [String: String], record: RecordMode?, mode: RecordMode, isCI: Bool) {
    let rules = RecordingRules(record: record, environment: environment)
    #expect(rules == RecordingRules(mode: mode, isContinuousIntegration: isCI, problem: nil))
    #expect(rules.writesMissing == (!isCI && mode != .never))
    #expect(rules.writesChanged == (!isCI && mode == .all))
  }

  @Test("an unknown POPGESTURE_RECORD value is a problem of its own, and nothing is written")
  func unknownMode() {
    let rules = Self.rules(["POPGESTURE_RECORD": "yes please"])
    #expect(
      rules.problem == "POPGESTURE_RECORD is 'yes please'; expected all (or 1), missing or never (or 0)")
    #expect(!rules.writesMissing && !rules.writesChanged)
  }

  @Test("a golden that cannot be written fails with the reason")
  func unwritable() throws {
    let folder = try TemporaryFolder()
    try folder.write("a file, not a folder", to: "blocker")
    let result = GoldenFile(path: folder.path("blocker/a.verdicts")).check(Self.log, rules: Self.rules([:]))
    guard case .failed(let message) = result else {
      Issue.record("expected a failure, got \(result)")
      return
    }
    #expect(message.hasPrefix("cannot write golden \(folder.path("blocker/a.verdicts")); "))
  }
}
