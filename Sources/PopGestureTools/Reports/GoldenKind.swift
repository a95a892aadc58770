import PopGesture

/// A kind of golden a trace keeps beside it, each the output of one command and named by its
/// extension, the raw value: `Traces/a.json` has `Traces/a.verdicts` and may have
/// `Traces/a.compare` and `Traces/a.explain`. `check` reads and records them all the same way.
package enum GoldenKind: String, CaseIterable, Sendable {
  /// The verdict log (`popgesture replay`), which every trace has.
  case verdicts
  /// The comparison of every library on iOS 26 and 18 (`popgesture compare`).
  case compare
  /// The explanation of every swipe (`popgesture explain`).
  case explain

  /// The golden of this kind beside the trace at `path`.
  package func path(forTrace path: String) -> String {
    VerdictLog.replacingExtension(of: path, with: "." + rawValue)
  }

  /// What a golden of this kind holds for `trace` under the current model.
  package func text(for trace: Trace) -> String {
    switch self {
    case .verdicts: VerdictLog.text(for: trace)
    case .compare: VerdictLog.comparisonText(for: trace)
    case .explain: VerdictLog.explanationText(for: trace)
    }
  }

  /// What the golden holds, as a report names it: "the verdict log".
  package var contents: String {
    switch self {
    case .verdicts: "the verdict log"
    case .compare: "the compare table"
    case .explain: "the explanation"
    }
  }
}
