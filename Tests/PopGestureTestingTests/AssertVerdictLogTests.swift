import Foundation
import PopGestureFormats
import PopGestureTestSupport
import PopGestureTesting
import PopGestureTools
import Testing

/// The golden assertions as a test calls them: where goldens live, and failures recorded as
/// Swift Testing issues at the caller's line.
extension TestingLibrarySuite {
  static let scenario = Scenario(
    name: "a middle swipe pops the detail screen", stack: [Screen(id: "home"), Screen(id: "detail")],
    steps: [.swipe(from: Point(x: 100, y: 400), to: Point(x: 300, y: 400), duration: 0.2)])

  /// A swipe away from the back edge, which nothing takes: its log is a few lines, so the known
  /// issues below print short diffs into `swift test`'s output.
  static let refusedSwipe = Scenario(
    name: "a leftward swipe pops nothing", stack: [Screen(id: "home"), Screen(id: "detail")],
    steps: [.swipe(from: Point(x: 300, y: 400), to: Point(x: 100, y: 400), duration: 0.2)])

  /// Whether `issue` says `text` and points at `line` of this file.
  static func issue(_ issue: Issue, says text: String, at line: Int) -> Bool {
    issue.comments.contains { $0.rawValue.contains(text) } && issue.sourceLocation?.line == line
      && issue.sourceLocation?.fileName == "AssertVerdictLogTests.swift"
  }

  @Test("a scenario's golden lives in __Verdicts__/<TestFileName>/ beside the test file")
  func goldenBesideTheTest() throws {
    assertVerdictLog(of: Self.scenario, named: "middle-swipe-pops")
    let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("__Verdicts__/AssertVerdictLogTests/middle-swipe-pops.verdicts")
    #expect(
      String(decoding: try Data(contentsOf: golden), as: UTF8.self)
        == VerdictLog.text(for: try Self.scenario.trace()))
  }

  @Test("a mismatch is an issue at the caller's line, with what changed and the diff")
  func mismatchIsRecorded() throws {
    let folder = try TemporaryFolder()
    try folder.write("# fd on iOS 26: a leftward swipe pops nothing\n", to: "pops.verdicts")
    let line = #line + 2
    withKnownIssue {
      assertVerdictLog(of: Self.refusedSwipe, named: "pops", record: .missing, goldens: folder.url.path)
    } matching: { issue in
      Self.issue(
        issue,
        says:
          "the verdict log differs from its golden \(folder.path("pops.verdicts"))\nswipe 1 at 0.000 s: added",
        at: line)
        && issue.comments.contains {
          $0.rawValue.contains("\n+++ \(folder.path("pops.verdicts")) (actual)\n")
        }
    }
  }

  @Test("a missing golden is an issue whether or not it was recorded")
  func missingIsRecorded() throws {
    let folder = try TemporaryFolder()
    let line = #line + 2
    withKnownIssue {
      assertVerdictLog(of: Self.scenario, named: "pops", record: .never, goldens: folder.url.path)
    } matching: { issue in
      Self.issue(
        issue, says: "missing golden \(folder.path("pops.verdicts")); not recorded because", at: line)
    }
    #expect(folder.read("pops.verdicts") == nil)
  }

  @Test("an invalid scenario is an issue with its error, and no golden is touched")
  func invalidScenario() throws {
    let folder = try TemporaryFolder()
    let line = #line + 2
    withKnownIssue {
      assertVerdictLog(of: Scenario(stack: []), named: "empty", goldens: folder.url.path)
    } matching: { issue in
      Self.issue(
        issue, says: "invalid scenario: navigation.stack: a stack needs at least one screen", at: line)
    }
    #expect(try folder.contents().isEmpty)
  }

  @Test("a golden name that is not a file name is an issue")
  func badName() throws {
    let folder = try TemporaryFolder()
    withKnownIssue {
      assertVerdictLog(of: Self.scenario, named: "../escape", goldens: folder.url.path)
    } matching: { issue in
      issue.comments.contains { $0.rawValue.hasPrefix("golden name '../escape' is not a file name") }
    }
    #expect(try folder.contents().isEmpty)
  }

  @Test("a trace file is checked against the .verdicts beside it, as popgesture check does")
  func traceFile() throws {
    let folder = try TemporaryFolder()
    let trace = try Self.refusedSwipe.trace()
    try folder.write(TraceWriter.document(trace), to: "a.json")
    try folder.write(VerdictLog.text(for: trace), to: "a.verdicts")
    assertVerdictLog(ofTraceAt: folder.path("a.json"), record: .never)
    try folder.write(VerdictLog.text(for: trace.overriding(policy: .uikit, ios: nil)), to: "a.verdicts")
    withKnownIssue {
      assertVerdictLog(ofTraceAt: folder.path("a.json"), record: .never)
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("system uikit on iOS 26 → fd on iOS 26") }
    }
  }

  @Test("a trace file that does not decode is an issue with the decoder's located error")
  func invalidTraceFile() throws {
    let folder = try TemporaryFolder()
    try folder.write("{\"format\": \"popgesture-trace/1\"}\n", to: "a.json")
    withKnownIssue {
      assertVerdictLog(ofTraceAt: folder.path("a.json"), record: .never)
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue == "\(folder.path("a.json")):1:1: error: $: missing key 'navigation'"
      }
    }
  }
}
