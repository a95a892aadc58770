import PopGesture
import PopGestureFormats

/// The `compare` blocks as text (aligned columns, differences from the first row starred) or as
/// jsonl.
public enum ComparisonFormat {
  /// The comparison, headed by the trace's name and how many systems popped in any swipe; then
  /// one block per touch sequence and one for the final state, each a row per system in the same
  /// order. A `*` marks each cell that differs from the first row's in its block, the trace's own
  /// system, which the last line names. With more than one swipe, each swipe's heading also
  /// counts the systems that popped in it. Ids and names are escaped (`PrintableText`) before the
  /// columns are measured, so none can break a row or push its neighbours out of line.
  ///
  ///     # compare: a quick, confident swipe from the middle of the screen pops the thread
  ///     pops under 9 of 10 systems
  ///
  ///     swipe 1 at 0.000 s from (170.0, 430.0)
  ///     system     outcome   recognizer                   release
  ///     fd 26      popped    fullscreenPop began          finish 0.487 at 1000.0 pt/s
  ///     uikit 26   popped   *contentPop began            *finish 0.436 at 1000.0 pt/s
  ///     uikit 18  *no pop   *edgePop failed outsideEdge  *none
  ///
  ///     final state
  ///     system     stack             bar     fault
  ///     fd 26      [inbox]           shown   none
  ///     uikit 26   [inbox]           shown   none
  ///     uikit 18  *[inbox, thread]   shown   none
  ///     * differs from fd on iOS 26
  ///
  /// (three of the ten rows of `Traces/fast-swipe-from-middle-pops.json`).
  public static func text(_ comparison: Comparison, name: String?) -> String {
    var text = ""
    writeText(comparison, name: name) { text += $0 }
    return text
  }

  /// The text of `comparison`, as `text(_:name:)` gives it, handed to `output` a block at a time:
  /// a long trace's comparison is tens of megabytes of text, which a caller writing it out need
  /// not hold whole.
  public static func writeText<OutputError: Error>(
    _ comparison: Comparison, name: String?, to output: (String) throws(OutputError) -> Void
  ) throws(OutputError) {
    try output(
      "# compare" + (name.map { ": \(PrintableText.escaped($0))" } ?? "") + "\n"
        + "pops under \(comparison.popsUnder) of \(comparison.rows.count) systems\n")
    let blocks = comparison.blocks
    for block in blocks {
      try output(
        "\n" + heading(of: block, in: comparison, countsPops: blocks.count > 2) + "\n"
          + table(block, of: comparison))
    }
    let reference = comparison.reference
    try output("* differs from \(reference.policy.rawValue) on iOS \(reference.ios)\n")
  }

  /// `swipe 2 at 1.000 s from (4.0, 430.0)`, then `: pops under 1 of 10 systems` when
  /// `countsPops`; `final state`.
  static func heading(of block: Comparison.Block, in comparison: Comparison, countsPops: Bool) -> String {
    switch block {
    case .swipe(let number):
      var heading = "swipe \(number)"
      if let swipe = comparison.swipe(number) {
        heading +=
          " at \(NumberText.fixed(Rounding.time(swipe.start), decimals: 3)) s from "
          + "(\(NumberText.fixed(Rounding.points(swipe.location.x), decimals: 1)), "
          + "\(NumberText.fixed(Rounding.points(swipe.location.y), decimals: 1)))"
      }
      if countsPops {
        heading += ": pops under \(comparison.popsUnder(swipe: number)) of \(comparison.rows.count) systems"
      }
      return heading
    case .final:
      return "final state"
    }
  }

  /// The block's column names and a row per system, each cell after the first led by `*` when it
  /// differs from the reference's and by a space when not, the columns two spaces apart.
  private static func table(_ block: Comparison.Block, of comparison: Comparison) -> String {
    let header = ["system"] + block.columns.map { " " + $0.rawValue }
    let rows = comparison.rows.map { row in
      let differences = comparison.differences(of: row, in: block)
      return [label(of: row)]
        + block.columns.map { column in
          (differences.contains(column) ? "*" : " ")
            + PrintableText.escaped(Comparison.cell(column, of: row, in: block))
        }
    }
    let table = [header] + rows
    var widths = [Int](repeating: 0, count: header.count)
    for row in table {
      for (index, cell) in row.enumerated() { widths[index] = max(widths[index], cell.count) }
    }
    var text = ""
    for row in table {
      let cells = row.enumerated().map { index, cell in
        index == row.count - 1 ? cell : cell + String(repeating: " ", count: widths[index] - cell.count)
      }
      text += cells.joined(separator: "  ") + "\n"
    }
    return text
  }

  /// A row's system as its first cell shows it: `fd 26`, `uikit 18`.
  static func label(of row: PolicySummary) -> String {
    "\(row.policy.rawValue) \(row.ios)"
  }

  /// A `{"type":"compareSummary",...}` line with the counts and each touch sequence's start,
  /// then one `{"type":"compare",...}` line per system, in the text's order, each ending in a
  /// newline. The manual's "Every library on iOS 26 and iOS 18" (CommandLine.md) documents every field.
  public static func jsonl(_ comparison: Comparison) -> String {
    let swipes = comparison.blocks.compactMap { block -> Int? in
      if case .swipe(let number) = block { return number }
      return nil
    }
    var summary = JSONObjectWriter()
    summary.string("type", "compareSummary")
    summary.raw("systems", String(comparison.rows.count))
    summary.raw("popsUnder", String(comparison.popsUnder))
    let starts = swipes.map { number in
      var object = JSONObjectWriter()
      object.raw("sequence", String(number))
      if let swipe = comparison.swipe(number) {
        object.number("t", Rounding.time(swipe.start))
        object.number("x", Rounding.points(swipe.location.x))
        object.number("y", Rounding.points(swipe.location.y))
      }
      object.raw("popsUnder", String(comparison.popsUnder(swipe: number)))
      return object.finish()
    }
    summary.raw("sequences", "[" + starts.joined(separator: ",") + "]")
    var text = summary.finish() + "\n"
    for row in comparison.rows {
      var object = JSONObjectWriter()
      object.string("type", "compare")
      object.string("policy", row.policy.rawValue)
      object.raw("ios", String(row.ios))
      object.raw("popped", String(row.popped))
      let sequences = swipes.compactMap { number in
        row.swipe(number).map {
          sequence($0, differences: comparison.differences(of: row, in: .swipe(number)))
        }
      }
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

  /// One touch sequence of one system: its outcome, every navigation recognizer's fate, the
  /// release, the log's one-line summary and the columns that differ from the reference's.
  private static func sequence(_ swipe: SwipeOutcome, differences: [Comparison.Column]) -> String {
    var object = JSONObjectWriter()
    object.raw("sequence", String(swipe.number))
    object.string("hit", swipe.hit.description)
    object.raw("popped", String(swipe.popped))
    object.string("outcome", outcomeWord(swipe.pop))
    object.raw("recognizer", swipe.winner.map { JSONObjectWriter.quoted($0.description) } ?? "null")
    let fates = swipe.navigationRecognizers.map(fate)
    object.raw("recognizers", "[" + fates.joined(separator: ",") + "]")
    object.raw("release", swipe.release.map(release) ?? "null")
    object.string("summary", swipe.summary)
    object.strings("differences", differences.map(\.rawValue))
    return object.finish()
  }

  /// `popped`, `cancelled`, `underWay`, `froze` or `none`: the case of `SwipeOutcome.Pop`.
  private static func outcomeWord(_ pop: SwipeOutcome.Pop) -> String {
    switch pop {
    case .popped: "popped"
    case .cancelled: "cancelled"
    case .underWay: "underWay"
    case .froze: "froze"
    case .none: "none"
    }
  }

  /// `{"name":"fullscreenPop","state":"failed","reason":"preventedBy","by":"pager.pan"}`.
  private static func fate(_ candidate: SwipeOutcome.Candidate) -> String {
    var object = JSONObjectWriter()
    object.string("name", candidate.recognizer.description)
    func rejected(_ state: String, _ reason: Reason, by: Blocker?) {
      object.string("state", state)
      object.string("reason", reason.rawValue)
      if let by { object.string("by", by.description) }
    }
    switch candidate.fate {
    case .began: object.string("state", "began")
    case .failed(let reason, let by): rejected("failed", reason, by: by)
    case .cancelled(let reason, let by): rejected("cancelled", reason, by: by)
    case .undecided: object.string("state", "undecided")
    }
    return object.finish()
  }

  private static func release(_ release: ReleaseRecord) -> String {
    var object = JSONObjectWriter()
    object.string("decision", release.decision.rawValue)
    object.number("progress", Rounding.progress(release.progress))
    object.number("velocity", Rounding.points(release.velocity))
    return object.finish()
  }
}
