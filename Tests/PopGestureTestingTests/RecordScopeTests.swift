import PopGestureTestSupport
import Testing

@testable import PopGestureTesting

/// Record modes where `xcodebuild` runs the tests: the `TEST_RUNNER_` forms of the variables, CI
/// services known by their own variables, and modes set for a scope or by a trait.
extension TestingLibrarySuite {
  @Test("TEST_RUNNER_ forms are read as the plain ones, which win when both are set")
  func testRunnerVariables() {
    eachArgument(
      [
        (["TEST_RUNNER_POPGESTURE_RECORD": "all"], RecordMode.all, false),
        (["TEST_RUNNER_POPGESTURE_RECORD": "all", "POPGESTURE_RECORD": "never"], .never, false),
        (["TEST_RUNNER_CI": "true"], .missing, true),
        (["TEST_RUNNER_CI": "true", "CI": "false"], .missing, false),
        (["GITHUB_ACTIONS": "true"], .missing, true),
        (["TEST_RUNNER_GITLAB_CI": "true"], .missing, true),
        (["BITRISE_IO": "true", "TEST_RUNNER_POPGESTURE_RECORD": "all"], .all, true),
        (["JENKINS_URL": ""], .missing, false),
      ] as [([String: String], RecordMode, Bool)]
    ) { (environment, mode, isCI) in testRunnerVariables(environment: environment, mode: mode, isCI: isCI) }
  }

  func testRunnerVariables(environment: [String: String], mode: RecordMode, isCI: Bool) {
    let rules = RecordingRules(record: nil, environment: environment)
    #expect(rules == RecordingRules(mode: mode, isContinuousIntegration: isCI, problem: nil))
  }

  @Test("a scope sets the mode over the environment; an argument still wins, CI still writes nothing")
  func scope() async {
    let environment = ["POPGESTURE_RECORD": "never"]
    #expect(RecordingRules(record: nil, environment: environment).mode == .never)
    withVerdictRecording(.all) {
      #expect(RecordingRules(record: nil, environment: environment).mode == .all)
      #expect(RecordingRules(record: .missing, environment: environment).mode == .missing)
      #expect(!RecordingRules(record: nil, environment: ["CI": "true"]).writesChanged)
      // An unknown environment value is no problem once the scope chose.
      #expect(RecordingRules(record: nil, environment: ["POPGESTURE_RECORD": "sometimes"]).problem == nil)
    }
    await withVerdictRecording(.never) {
      await Task.yield()
      #expect(RecordingRules(record: nil, environment: ["POPGESTURE_RECORD": "all"]).mode == .never)
    }
    #expect(RecordingRules(record: nil, environment: environment).mode == .never)
  }

  @Test("the trait sets the mode of its test", .verdictRecording(.all))
  func trait() {
    #expect(RecordingRules(record: nil, environment: ["POPGESTURE_RECORD": "never"]).mode == .all)
  }

  @Suite("A suite's trait reaches its tests", .verdictRecording(.never))
  struct SuiteTrait {
    @Test("a test of the suite records as the suite says")
    func inherited() {
      #expect(RecordingRules(record: nil, environment: ["POPGESTURE_RECORD": "all"]).mode == .never)
    }
  }
}
