/// The text log of a trace as goldens hold it, and where a trace's golden lives.
public enum VerdictLog {
  /// The replay of `trace` in the text format, headed by the policy that actually ran: `policy`
  /// when given, else the trace's own.
  public static func text(for trace: Trace, policy: PolicyName? = nil) -> String {
    let effectivePolicy = policy ?? trace.policy
    let records = Replayer.replay(trace, policy: effectivePolicy)
    return TextFormat.render(records, policy: effectivePolicy, name: trace.name)
  }

  /// The golden beside a trace: `Traces/a.json` has `Traces/a.verdicts`.
  ///
  /// Only the last path component loses its extension, so `v1.2/swipe` becomes
  /// `v1.2/swipe.verdicts`; a leading dot names a file, not an extension.
  public static func goldenPath(forTrace path: String) -> String {
    let nameStart = path.lastIndex(of: "/").map { path.index(after: $0) } ?? path.startIndex
    let name = path[nameStart...]
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return path + ".verdicts" }
    return path[..<dot] + ".verdicts"
  }
}
