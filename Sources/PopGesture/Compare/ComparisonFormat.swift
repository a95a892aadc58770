/// The `compare` table as text (aligned columns, differences from the first row starred) or as
/// jsonl.
public enum ComparisonFormat {
  /// The table, headed by the trace's name; a `*` marks each cell that differs from the first
  /// row, the trace's own system, which the last line names. Ids and names are escaped
  /// (`PrintableText`) before the columns are measured, so none can break a row or push its
  /// neighbours out of line.
  ///
  ///     # compare: a quick, confident swipe from the middle of the screen pops the thread
  ///     system     recognizer                   release                       stack             bar     fault
  ///     fd 26      fullscreenPop began          finish 0.487 at 1000.0 pt/s   [inbox]           shown   none
  ///     uikit 26  *contentPop began            *finish 0.436 at 1000.0 pt/s   [inbox]           shown   none
  ///     uikit 18  *edgePop failed outsideEdge  *none                         *[inbox, thread]   shown   none
  ///     * differs from fd on iOS 26
  ///
  /// (three of the eight rows of `Traces/fast-swipe-from-middle-pops.json`).
  public static func text(_ comparison: Comparison, name: String?) -> String {
    let header = ["system"] + Comparison.Column.allCases.map(\.rawValue)
    let rows = comparison.rows.map { row in
      let differences = comparison.differences(of: row)
      return [label(of: row)]
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
    let reference = comparison.reference
    return text + "* differs from \(reference.policy.rawValue) on iOS \(reference.ios)\n"
  }

  /// A row's system as its first cell shows it: `fd 26`, `uikit 18`.
  static func label(of row: PolicySummary) -> String {
    "\(row.policy.rawValue) \(row.ios)"
  }

  /// One `{"type":"compare",...}` line per row, in the table's order, each ending in a newline:
  /// `policy` and `ios` name the system, `differences` lists the columns that differ from the
  /// first record's.
  public static func jsonl(_ comparison: Comparison) -> String {
    var text = ""
    for row in comparison.rows {
      var object = JSONObjectWriter()
      object.string("type", "compare")
      object.string("policy", row.policy.rawValue)
      object.raw("ios", String(row.ios))
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
