/// The `compare` table as text (aligned columns, differences from FD starred) or as jsonl.
public enum ComparisonFormat {
  /// The table, headed by the trace's name; a `*` marks each cell that differs from the fd row.
  /// Ids and names are escaped (`PrintableText`) before the columns are measured, so none can
  /// break a row or push its neighbours out of line.
  ///
  ///     # compare: a quick swipe from the middle pops the detail screen
  ///     policy     recognizer                   release                      stack              bar     fault
  ///     fd         fullscreenPop began          finish 0.436 at 937.5 pt/s   [inbox]            shown   none
  ///     system    *edgePop failed outsideEdge  *none                        *[inbox, message]   shown   none
  ///     * differs from fd
  public static func text(_ comparison: Comparison, name: String?) -> String {
    let header = ["policy"] + Comparison.Column.allCases.map(\.rawValue)
    let rows = comparison.rows.map { row in
      let differences = comparison.differences(of: row)
      return [row.policy.rawValue]
        + Comparison.Column.allCases.map { column in
          (differences.contains(column) ? "*" : " ") + PrintableText.escaped(Comparison.cell(column, of: row))
        }
    }
    let table = [[header[0]] + header.dropFirst().map { " " + $0 }] + rows
    var widths = [Int](repeating: 0, count: header.count)
    for row in table {
      for (index, cell) in row.enumerated() { widths[index] = max(widths[index], cell.count) }
    }
    var text = "# compare" + (name.map { ": \(PrintableText.escaped($0))" } ?? "") + "\n"
    for row in table {
      let cells = row.enumerated().map { index, cell in
        index == row.count - 1 ? cell : cell + String(repeating: " ", count: widths[index] - cell.count)
      }
      text += cells.joined(separator: "  ") + "\n"
    }
    return text + "* differs from fd\n"
  }

  /// One `{"type":"compare",...}` line per policy, each ending in a newline.
  public static func jsonl(_ comparison: Comparison) -> String {
    var text = ""
    for row in comparison.rows {
      var object = JSONObjectWriter()
      object.string("type", "compare")
      object.string("policy", row.policy.rawValue)
      let sequences = row.sequences.map { "[" + $0.map(outcome).joined(separator: ",") + "]" }
      object.raw("sequences", "[" + sequences.joined(separator: ",") + "]")
      object.raw("releases", "[" + row.releases.map(release).joined(separator: ",") + "]")
      object.strings("stack", row.stack)
      object.raw("navigationBarHidden", String(row.navigationBarHidden))
      object.raw("fault", row.fault.map { JSONObjectWriter.quoted($0.rawValue) } ?? "null")
      object.strings("differences", comparison.differences(of: row).map(\.rawValue))
      text += object.finish() + "\n"
    }
    return text
  }

  private static func outcome(_ outcome: PolicySummary.Outcome) -> String {
    var object = JSONObjectWriter()
    object.string("name", outcome.name)
    object.string("state", outcome.state.rawValue)
    if let reason = outcome.reason { object.string("reason", reason.rawValue) }
    if let by = outcome.by { object.string("by", by) }
    return object.finish()
  }

  private static func release(_ release: PolicySummary.Release) -> String {
    var object = JSONObjectWriter()
    object.string("decision", release.decision.rawValue)
    object.number("progress", Rounding.progress(release.progress))
    object.number("velocity", Rounding.points(release.velocity))
    return object.finish()
  }
}
