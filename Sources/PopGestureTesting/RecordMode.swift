import PopGestureFormats
import PopGestureTools

/// When a golden assertion writes its golden file instead of only comparing with it.
///
/// Outside CI the mode comes from the `record:` parameter of an assertion, else from the
/// `POPGESTURE_RECORD` environment variable: `all` (or `1`), `missing` (the default, also when the
/// variable is unset or empty) or `never` (or `0`). Whatever it says, a run with the `CI`
/// environment variable set (to anything but empty, `0` or `false`) never writes a golden, so a
/// retried CI job cannot record a missing golden and then pass.
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
  /// The rules `record`, when given, and `environment` make.
  init(record: RecordMode?, environment: [String: String]) {
    let ci = environment[RecordMode.continuousIntegrationVariable] ?? ""
    let isContinuousIntegration = !["", "0", "false"].contains(ci.lowercased())
    let value = environment[RecordMode.environmentVariable] ?? ""
    switch (record, value.lowercased()) {
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
