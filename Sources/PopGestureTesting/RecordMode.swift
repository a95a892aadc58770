import PopGestureFormats
import PopGestureTools

/// When a golden assertion writes its golden file instead of only comparing with it.
///
/// Outside CI the mode comes from the `record:` parameter of an assertion, else from the scope
/// the assertion runs in (`withVerdictRecording(_:operation:)`, or the `.verdictRecording(_:)`
/// trait of a Swift Testing test or suite), else from the `POPGESTURE_RECORD` environment
/// variable: `all` (or `1`), `missing` (the default, also when the variable is unset or empty) or
/// `never` (or `0`). Whatever they say, a run in CI never writes a golden, so a retried CI job
/// cannot record a missing golden and then pass: CI is a `CI` variable set to anything but empty,
/// `0` or `false`, or one of the variables GitHub Actions, GitLab, Bitrise, Buildkite, Jenkins and
/// Azure Pipelines set (`continuousIntegrationVariables`).
///
/// `xcodebuild` passes a test on the iOS Simulator only the variables whose names start with
/// `TEST_RUNNER_`, without that prefix: run it with `TEST_RUNNER_POPGESTURE_RECORD=all` and, in
/// CI, `TEST_RUNNER_CI=true`. The prefixed forms are read too, so the same variables work under
/// `swift test`.
///
/// Writing a golden always fails the assertion that wrote it, so that the new file is looked at
/// before it is committed; the next run compares with it.
public enum RecordMode: String, Sendable, CaseIterable {
  /// Only compare; a missing golden fails.
  case never
  /// Write a golden that is missing; compare with the others.
  case missing
  /// Write every golden that is missing or differs.
  case all

  /// The environment variable that chooses the mode when an assertion does not.
  public static let environmentVariable = "POPGESTURE_RECORD"
  /// The environment variable that CI services set, under which nothing is written.
  public static let continuousIntegrationVariable = "CI"
  /// Variables that only a CI service sets, by any value but empty: GitHub Actions, GitLab,
  /// Bitrise, Buildkite, Jenkins and Azure Pipelines.
  public static let continuousIntegrationVariables = [
    GitHubAnnotation.environmentVariable, "GITLAB_CI", "BITRISE_IO", "BUILDKITE", "JENKINS_URL", "TF_BUILD",
  ]
  /// The prefix `xcodebuild` strips from the variables it passes to tests it runs elsewhere, as
  /// on the iOS Simulator.
  public static let testRunnerPrefix = "TEST_RUNNER_"

  /// The mode of the scope the code runs in (`withVerdictRecording(_:operation:)`), if any.
  @TaskLocal static var scoped: RecordMode?
}

/// Runs `operation` with every golden assertion in it, in this task and the tasks it starts,
/// recording in `mode` unless the assertion says otherwise: for a suite of XCTest tests, or a part
/// of a test. CI still writes nothing.
public func withVerdictRecording<Result>(_ mode: RecordMode, operation: () throws -> Result) rethrows
  -> Result
{
  try RecordMode.$scoped.withValue(mode, operation: operation)
}

/// Runs `operation` with every golden assertion in it recording in `mode`, as the synchronous form
/// does, for asynchronous code.
public func withVerdictRecording<Result>(
  _ mode: RecordMode, isolation: isolated (any Actor)? = #isolation, operation: () async throws -> Result
) async rethrows -> Result {
  try await RecordMode.$scoped.withValue(mode, operation: operation, isolation: isolation)
}

/// What an assertion may do with its golden, read once from its `record:` argument and the
/// environment.
struct RecordingRules: Equatable {
  var mode: RecordMode
  /// Set in CI: nothing is written, whatever `mode` says.
  var isContinuousIntegration: Bool
  /// An unknown `POPGESTURE_RECORD` value, reported as a failure of its own.
  var problem: String?
}

extension RecordingRules {
  /// The rules `record`, when given, the scope's mode and `environment` make.
  init(record: RecordMode?, environment: [String: String]) {
    // A variable as the tests see it, or with the prefix `xcodebuild` would have taken off.
    let variable = { (name: String) in environment[name] ?? environment[RecordMode.testRunnerPrefix + name] }
    let ci = variable(RecordMode.continuousIntegrationVariable) ?? ""
    let isContinuousIntegration =
      !["", "0", "false"].contains(ci.lowercased())
      || RecordMode.continuousIntegrationVariables.contains { !(variable($0) ?? "").isEmpty }
    let value = variable(RecordMode.environmentVariable) ?? ""
    switch (record ?? RecordMode.scoped, value.lowercased()) {
    case (let record?, _): self.init(mode: record, isContinuousIntegration: isContinuousIntegration)
    case (nil, ""), (nil, "missing"):
      self.init(mode: .missing, isContinuousIntegration: isContinuousIntegration)
    case (nil, "all"), (nil, "1"): self.init(mode: .all, isContinuousIntegration: isContinuousIntegration)
    case (nil, "never"), (nil, "0"): self.init(mode: .never, isContinuousIntegration: isContinuousIntegration)
    case (nil, _):
      self.init(
        mode: .never, isContinuousIntegration: isContinuousIntegration,
        problem:
          "\(RecordMode.environmentVariable) is '\(value)'; expected all (or 1), missing or never (or 0)")
    }
  }

  /// Whether a missing golden is written.
  var writesMissing: Bool { !isContinuousIntegration && mode != .never }

  /// Whether a golden that differs is written again.
  var writesChanged: Bool { !isContinuousIntegration && mode == .all }
}
