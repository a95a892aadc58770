import Foundation
import PopGestureFormats
import PopGestureTools

/// A golden verdict log on disk: compared with a new log, or written, as `RecordingRules` allow.
struct GoldenFile {
  /// What became of one comparison.
  enum Result: Equatable {
    /// The golden holds the log.
    case matched
    /// The golden was missing and has been written.
    case recordedMissing
    /// The golden differed and has been written again; `change` says how it differed.
    case rerecorded(change: String)
    /// The golden is missing and was not written; `reason` says why.
    case missing(reason: String)
    /// The golden differs; `change` is what changed in meaning and the unified diff.
    case differs(change: String)
    /// The golden could not be read or written.
    case failed(String)
  }

  /// The golden's path, as messages show it.
  var path: String

  /// Compares `actual` with the golden, writing it where `rules` allow.
  func check(_ actual: String, rules: RecordingRules) -> Result {
    let url = URL(fileURLWithPath: path)
    guard FileManager.default.fileExists(atPath: path) else {
      guard rules.writesMissing else {
        return .missing(
          reason: rules.isContinuousIntegration
            ? "not recorded because \(RecordMode.continuousIntegrationVariable) is set, and CI never writes a golden"
            : "not recorded because recording is off (record: .never or \(RecordMode.environmentVariable)=never)"
        )
      }
      return write(actual, to: url) ?? .recordedMissing
    }
    let expected: String
    do {
      expected = String(decoding: try Data(contentsOf: url), as: UTF8.self)
    } catch {
      return .failed("cannot read golden \(path); \(error.localizedDescription)")
    }
    guard let difference = GoldenDifference(golden: expected, actual: actual, goldenName: path) else {
      return .matched
    }
    let change = difference.details
    guard rules.writesChanged else { return .differs(change: change) }
    return write(actual, to: url) ?? .rerecorded(change: change)
  }

  /// Writes `text` whole, through a temporary file renamed over the golden, so a golden is never
  /// left half written; nil when that worked.
  private func write(_ text: String, to url: URL) -> Result? {
    do {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url, options: .atomic)
      return nil
    } catch {
      return .failed("cannot write golden \(path); \(error.localizedDescription)")
    }
  }

  /// The failure to report for `result`, nil when it passed.
  func message(for result: Result) -> String? {
    let record = "\(RecordMode.environmentVariable)=all (or record: .all)"
    switch result {
    case .matched:
      return nil
    case .recordedMissing:
      return "recorded missing golden \(path); review it and commit it (the next run compares with it)"
    case .rerecorded(let change):
      return "recorded golden \(path) again; it differed:\n\(change)"
        + "review the change and commit it; run without \(record) to compare again"
    case .missing(let reason):
      return "missing golden \(path); \(reason)"
    case .differs(let change):
      return "the verdict log differs from its golden \(path)\n\(change)"
        + "if the new log is right, record it again with \(record) and review the change"
    case .failed(let message):
      return message
    }
  }
}
