import PopGesture
import PopGestureFormats

/// The text log of a trace as goldens hold it, and where a trace's golden lives.
package enum VerdictLog {
  /// The replay of `trace` in the text format, headed by the system that actually ran: `policy`
  /// and `ios` when given, else the trace's own.
  package static func text(for trace: Trace, policy: PolicyName? = nil, ios: Int? = nil) -> String {
    TextFormat.log(replaying: trace, policy: policy, ios: ios)
  }

  /// The `compare` text of `trace` as its comparison golden holds it, the first row of each block
  /// the system that `policy` and `ios` name when given, else the trace's own.
  package static func comparisonText(for trace: Trace, policy: PolicyName? = nil, ios: Int? = nil) -> String {
    ComparisonFormat.text(Comparison(trace: trace, policy: policy, ios: ios), name: trace.name)
  }

  /// The `explain` text of `trace`, as its explanation golden holds it. The text prints no
  /// change's final stack, so none is found: each change replays only its swipe.
  package static func explanationText(for trace: Trace) -> String {
    var explainer = Explainer(trace: trace, findsFinalStacks: false)
    return ExplanationFormat.text(explainer.explanations(), trace: trace)
  }

  /// The golden beside a trace: `Traces/a.json` has `Traces/a.verdicts` (`GoldenKind`).
  package static func goldenPath(forTrace path: String) -> String {
    GoldenKind.verdicts.path(forTrace: path)
  }

  /// `path` with the extension of its last component, if any, replaced by `newExtension`: only
  /// the last path component loses its extension, so `v1.2/swipe` becomes `v1.2/swipe.verdicts`;
  /// a leading dot names a file, not an extension.
  static func replacingExtension(of path: String, with newExtension: String) -> String {
    let nameStart = path.lastIndex(of: "/").map { path.index(after: $0) } ?? path.startIndex
    let name = path[nameStart...]
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return path + newExtension }
    return path[..<dot] + newExtension
  }
}
