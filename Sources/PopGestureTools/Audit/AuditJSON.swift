import PopGesture
import PopGestureFormats

/// An audit as one JSON document, written a screen at a time so that a long audit is never held
/// as text: `head`, then each screen's `screen(_:isFirst:)`, then `tail`.
///
/// The document is laid out one screen member per line and one map row per line, so that two
/// reports committed one after the other diff line by line; it holds nothing that changes from
/// run to run (no time, no path but the screens' as given).
public enum AuditJSON {
  /// Everything before the first screen.
  public static func head(of report: AuditReport) -> String {
    let (dx, dy, seconds) = report.gesture.motion
    return "{\n"
      + "  \"format\": \(JSONObjectWriter.quoted(AuditReport.format)),\n"
      + "  \"systems\": [\(report.systems.map { JSONObjectWriter.quoted($0.description) }.joined(separator: ", "))],\n"
      + "  \"gesture\": {\"dx\": \(NumberText.json(dx)), \"dy\": \(NumberText.json(dy)), "
      + "\"seconds\": \(NumberText.json(seconds))},\n"
      + "  \"grid\": \(NumberText.json(report.grid)),\n"
      + "  \"screens\": ["
  }

  /// Everything after the last screen.
  public static let tail = "\n  ]\n}\n"

  /// One screen, after a comma unless it is the first.
  public static func screen(_ audit: ScreenAudit, isFirst: Bool) -> String {
    var lines = [(isFirst ? "\n" : ",\n") + "    {"]
    var members: [String] = []
    members.append("\"file\": \(JSONObjectWriter.quoted(audit.file))")
    if let name = audit.name { members.append("\"name\": \(JSONObjectWriter.quoted(name))") }
    if let screen = audit.screen { members.append("\"screen\": \(JSONObjectWriter.quoted(screen))") }
    members.append("\"library\": \(JSONObjectWriter.quoted(audit.library.rawValue))")
    members.append(
      "\"device\": [\(NumberText.json(audit.device.width)), \(NumberText.json(audit.device.height))]")
    members.append("\"notes\": [\(audit.notes.map(JSONObjectWriter.quoted).joined(separator: ", "))]")
    let results = audit.results.map { result in
      var text =
        "      {\"system\": \(JSONObjectWriter.quoted(result.system.description)), "
        + "\"policy\": \(JSONObjectWriter.quoted(result.resolved.policy.rawValue)), \"ios\": \(result.resolved.ios), "
        + "\"cells\": \(result.cellCount), \"popped\": \(result.poppedCount), "
        + "\"share\": \(NumberText.json(Auditor.rounded(result.share))),\n"
      if let middle = result.middle { text += "       \"middle\": \(swipe(middle)),\n" }
      if let edge = result.edge { text += "       \"edge\": \(swipe(edge)),\n" }
      text +=
        "       \"rows\": [\n"
        + result.rows.map { "        " + JSONObjectWriter.quoted($0) }.joined(separator: ",\n") + "]}"
      return text
    }
    members.append("\"results\": [\n" + results.joined(separator: ",\n") + "]")
    members.append(
      "\"findings\": ["
        + (audit.findings.isEmpty
          ? "]"
          : "\n"
            + audit.findings.map { "      " + finding($0) }
            .joined(separator: ",\n") + "]"))
    lines.append(members.map { "      " + $0 }.joined(separator: ",\n"))
    lines.append("    }")
    return lines.joined(separator: "\n")
  }

  private static func swipe(_ swipe: ScreenAudit.Swipe) -> String {
    var object = JSONObjectWriter()
    object.point("start", swipe.start)
    object.raw("popped", swipe.popped ? "true" : "false")
    object.string("summary", swipe.summary)
    object.strings("explanation", swipe.explanation)
    return object.finish()
  }

  private static func finding(_ finding: Finding) -> String {
    var object = JSONObjectWriter()
    object.string("kind", finding.subject.kind.rawValue)
    object.string("subject", finding.subject.name)
    object.strings("systems", finding.systems.map(\.description))
    object.raw("cells", "\(finding.cells)")
    object.number("share", finding.share)
    if let region = finding.region {
      object.raw(
        "region",
        "["
          + [region.origin.x, region.origin.y, region.size.width, region.size.height]
          .map { NumberText.json(Rounding.points($0)) }.joined(separator: ",") + "]")
    }
    object.string("message", finding.message)
    if let fix = finding.fix {
      var inner = JSONObjectWriter()
      inner.string("change", fix.change)
      inner.string("outcome", fix.outcome)
      object.raw("fix", inner.finish())
    }
    return object.finish()
  }
}
