import Foundation
import PopGestureFormats
import PopGestureTestSupport
import PopGestureTools
import Testing

@testable import PopGestureTesting

/// What a reviewer gets from a failure: outcomes in one line, and the actual log saved beside
/// the issue.
extension TestingLibrarySuite {
  /// A middle swipe that pops, `count` times.
  static func outcome(swipes count: Int) throws -> ReplayOutcome {
    var steps: [Scenario.Step] = []
    for index in 0..<count {
      let start = Double(index)
      steps.append(
        .swipe(from: Point(x: 100, y: 400), to: Point(x: 300, y: 400), duration: 0.2, start: start))
      steps.append(.push(Screen(id: "detail"), animated: false, at: start + 0.6))
    }
    let scenario = Scenario(
      name: "swipes", stack: [Screen(id: "home"), Screen(id: "detail")], steps: steps)
    return try scenario.replay()
  }

  @Test("an outcome is described in one line: its first swipes' outcome lines, then its final state")
  func oneLine() throws {
    let one = try Self.outcome(swipes: 1)
    #expect(
      one.description
        == "1 swipe (swipe 1: popped detail -> home through fullscreenPop at 0.410); final stack [home, detail], "
        + "bar shown, idle")
    #expect(String(describingForTest: one) == one.description)
    let many = try Self.outcome(swipes: 5)
    #expect(many.description.hasPrefix("5 swipes (swipe 1: popped"))
    #expect(
      many.description.contains(
        "; swipe 3: popped detail -> home through fullscreenPop at 2.410; and 2 more)"))
    #expect(!many.description.contains("\n"))
    #expect(many.description.utf8.count < 400)
    let swipe = try #require(many.swipes.first)
    #expect(
      String(describingForTest: swipe) == "swipe 1: popped detail -> home through fullscreenPop at 0.410")
  }

  @Test("a golden that differs saves the actual log under POPGESTURE_ARTIFACTS, and says where")
  func artifacts() throws {
    let folder = try TemporaryFolder()
    try folder.write("# an old log\n", to: "goldens/pops.verdicts")
    let environment = ["TEST_RUNNER_POPGESTURE_ARTIFACTS": folder.path("artifacts")]
    withKnownIssue {
      GoldenCheck.run(
        "# a new log\n", golden: folder.path("goldens/pops.verdicts"), record: .never,
        environment: environment,
        at: CallerLocation(fileID: #fileID, filePath: #filePath, line: #line, column: #column))
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue.hasSuffix("the actual log is saved at \(folder.path("artifacts/goldens/pops.verdicts"))")
      }
    }
    #expect(folder.read("artifacts/goldens/pops.verdicts") == "# a new log\n")
    // Without the variable nothing is saved, and a golden that matches saves nothing either.
    #expect(
      ActualLog.save("# a new log\n", golden: folder.path("goldens/pops.verdicts"), environment: [:]) == nil)
    try FileManager.default.removeItem(atPath: folder.path("artifacts"))
    GoldenCheck.run(
      "# an old log\n", golden: folder.path("goldens/pops.verdicts"), record: .never,
      environment: environment,
      at: CallerLocation(fileID: #fileID, filePath: #filePath, line: #line, column: #column))
    #expect(!FileManager.default.fileExists(atPath: folder.path("artifacts")))
  }
}
