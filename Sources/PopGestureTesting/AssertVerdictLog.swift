import Foundation
import PopGestureFormats
import PopGestureTools

/// Checks the verdict log of `scenario` against the golden `name.verdicts`, kept beside the
/// calling test file in `__Verdicts__/<TestFileName>/`, or in `goldens` when given (a relative
/// folder is found from the test file's folder).
///
/// A mismatch fails with what changed in meaning and a unified diff. A missing golden is
/// written and still fails, so that it is looked at; in CI it is not written (`RecordMode`). An
/// invalid scenario fails with its error. Failures are reported at the caller's line, in Swift
/// Testing or XCTest.
public func assertVerdictLog(
  of scenario: Scenario, named name: String, record: RecordMode? = nil, goldens: String? = nil,
  fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
  let location = CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  do {
    GoldenCheck.run(try scenario.trace(), named: name, record: record, goldens: goldens, at: location)
  } catch {
    FailureReport.record("invalid scenario: \(error)", at: location)
  }
}

/// Checks the verdict log of `trace` against the golden `name.verdicts`, as
/// `assertVerdictLog(of:named:...)` does for a scenario; the trace is checked first
/// (`Trace.validate()`).
public func assertVerdictLog(
  of trace: Trace, named name: String, record: RecordMode? = nil, goldens: String? = nil,
  fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
  let location = CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  do {
    try trace.validate()
  } catch {
    FailureReport.record("invalid trace: \(error)", at: location)
    return
  }
  GoldenCheck.run(trace, named: name, record: record, goldens: goldens, at: location)
}

/// Checks the verdict log of the trace file at `path` (relative to the test file's folder unless
/// absolute) against the golden beside it, as `popgesture check` does: `Traces/a.json` against
/// `Traces/a.verdicts`.
public func assertVerdictLog(
  ofTraceAt path: String, record: RecordMode? = nil, fileID: String = #fileID,
  filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
  let location = CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  assertVerdictLog(
    of: GoldenTrace(path: location.resolve(path), name: path), record: record, fileID: fileID,
    filePath: filePath, line: line, column: column)
}

/// Checks the verdict log of a trace found in a folder (`GoldenTrace.all(in:)`) against the
/// golden beside it.
public func assertVerdictLog(
  of trace: GoldenTrace, record: RecordMode? = nil, fileID: String = #fileID,
  filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
  let location = CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  let decoded: Trace
  do {
    decoded = try trace.load()
  } catch {
    FailureReport.record("\(error)", at: location)
    return
  }
  GoldenCheck.run(
    VerdictLog.text(for: decoded), golden: trace.goldenPath, record: record,
    environment: ProcessInfo.processInfo.environment, at: location)
}

/// The step every golden assertion ends with.
enum GoldenCheck {
  /// Checks the log of `trace`, a valid trace, against the golden `name.verdicts` in `goldens`,
  /// or in `__Verdicts__/<TestFileName>/` beside the test file.
  static func run(
    _ trace: Trace, named name: String, record: RecordMode?, goldens: String?, at location: CallerLocation
  ) {
    guard !name.isEmpty, !name.contains("/"), !name.hasPrefix(".") else {
      FailureReport.record(
        "golden name '\(name)' is not a file name; give a name without '/' that does not start with '.'",
        at: location)
      return
    }
    let folder = location.resolve(goldens ?? "__Verdicts__/" + location.fileName)
    run(
      VerdictLog.text(for: trace), golden: folder + "/" + name + ".verdicts", record: record,
      environment: ProcessInfo.processInfo.environment, at: location)
  }

  /// Compares `actual` with the golden at `path` under the rules `record` and `environment`
  /// make, and reports any failure at `location`.
  static func run(
    _ actual: String, golden path: String, record: RecordMode?, environment: [String: String],
    at location: CallerLocation
  ) {
    let rules = RecordingRules(record: record, environment: environment)
    if let problem = rules.problem {
      FailureReport.record(problem, at: location)
      return
    }
    let golden = GoldenFile(path: path)
    let result = golden.check(actual, rules: rules)
    guard var message = golden.message(for: result) else { return }
    switch result {
    case .differs, .missing:
      // The actual log, for a reviewer's diff tool: attached to the test, and saved where the
      // artifacts variable says, as CI keeps that folder.
      FailureReport.attach(actual, named: URL(fileURLWithPath: path).lastPathComponent)
      if let saved = ActualLog.save(actual, golden: path, environment: environment) {
        message += "\n" + saved
      }
    case .matched, .recordedMissing, .rerecorded, .failed:
      break
    }
    FailureReport.record(message, at: location)
  }
}

/// Where a failed assertion saves the log it got: under the folder `POPGESTURE_ARTIFACTS` names,
/// as `<folder>/<golden's folder name>/<golden's name>`, so that CI can keep the folder and a
/// reviewer can diff it with the golden.
enum ActualLog {
  /// The environment variable naming the folder; `TEST_RUNNER_POPGESTURE_ARTIFACTS` under
  /// `xcodebuild` (`RecordMode.testRunnerPrefix`).
  static let artifactsVariable = "POPGESTURE_ARTIFACTS"

  /// Saves `actual` for the golden at `path` when `environment` names an artifacts folder, and
  /// says where, or why it could not; nil when no folder is named.
  static func save(_ actual: String, golden path: String, environment: [String: String]) -> String? {
    guard
      let folder = environment[artifactsVariable]
        ?? environment[RecordMode.testRunnerPrefix + artifactsVariable],
      !folder.isEmpty
    else { return nil }
    let golden = URL(fileURLWithPath: path)
    let url = URL(fileURLWithPath: folder, isDirectory: true)
      .appendingPathComponent(golden.deletingLastPathComponent().lastPathComponent, isDirectory: true)
      .appendingPathComponent(golden.lastPathComponent)
    do {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(actual.utf8).write(to: url, options: .atomic)
      return "the actual log is saved at \(url.path)"
    } catch {
      return "the actual log could not be saved at \(url.path); \(error.localizedDescription)"
    }
  }
}
