import PopGesture
import PopGestureFormats

/// What a JSON file given to an audit holds, read from its top-level object's keys: a trace, a
/// navigation description (a screen), an audit report, or something else.
public enum AuditInput: Sendable, Equatable {
  /// A `popgesture-trace/1` document, or a file that looks like one (its error is then shown).
  case trace
  /// A navigation description: a stack, as a trace's `navigation` holds it.
  case navigation
  /// An audit report (`AuditReport.format`).
  case report
  /// Anything else: not an object, or an object of none of these.
  case other

  /// A report has the audit's `format`; a description has `stack` and no `format` or `events`;
  /// a trace looks like one (`Trace.looksLikeTrace`), and anything else is other.
  public init(_ bytes: [UInt8]) {
    // Parsed once: text that is not JSON reads as a trace, so that its error is shown.
    guard let root = try? JSONParser.parse(bytes) else {
      self = .trace
      return
    }
    if case .object(let members) = root.kind {
      let keys = Set(members.map(\.key))
      let format = members.first { $0.key == "format" }.flatMap { member -> String? in
        if case .string(let text) = member.value.kind { return text }
        return nil
      }
      if format == AuditReport.format {
        self = .report
        return
      }
      if keys.contains("stack") && !keys.contains("format") && !keys.contains("events") {
        self = .navigation
        return
      }
    }
    self = Trace.looksLikeTrace(root) ? .trace : .other
  }
}
