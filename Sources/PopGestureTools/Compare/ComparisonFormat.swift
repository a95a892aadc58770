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
    written(comparison, as: .text(name: name))
  }

  /// `comparison` written by a `ComparisonWriter` a swipe at a time, its parts held in memory:
  /// the one way either form is written, whole here or streamed by `compare`.
  private static func written(_ comparison: Comparison, as format: ComparisonWriter.Format) -> String {
    var writer = ComparisonWriter(format: format, systems: comparison.rows.map { ($0.policy, $0.ios) })
    var parts: [ComparisonWriter.Part: String] = [:]
    for block in comparison.blocks {
      guard case .swipe(let number) = block else { continue }
      writer.write(comparison.swipeBlock(number)) { parts[$0, default: ""] += $1 }
    }
    let pieces = writer.finish(final: comparison.rows) { parts[$0, default: ""] += $1 }
    var text = ""
    for piece in pieces {
      switch piece {
      case .text(let piece): text += piece
      case .part(let part): text += parts[part] ?? ""
      }
    }
    return text
  }

  /// `swipe 2 at 1.000 s from (4.0, 430.0)`, then `: pops under 1 of 10 systems` when
  /// `countsPops`.
  static func heading(of swipe: Comparison.Swipe, countsPops: Bool) -> String {
    var heading = "swipe \(swipe.number)"
    if let first = swipe.first {
      heading +=
        " at \(NumberText.fixed(Rounding.time(first.start), decimals: 3)) s from "
        + "(\(NumberText.fixed(Rounding.points(first.location.x), decimals: 1)), "
        + "\(NumberText.fixed(Rounding.points(first.location.y), decimals: 1)))"
    }
    if countsPops {
      heading += ": pops under \(swipe.popsUnder) of \(swipe.outcomes.count) systems"
    }
    return heading
  }

  /// A block's column names and a row per system (`labels`, then its `cells`, one per column),
  /// each cell after the first led by `*` when it differs from the first row's and by a space
  /// when not, the columns two spaces apart.
  static func table(_ columns: [Comparison.Column], labels: [String], cells: [[String]]) -> String {
    let header = ["system"] + columns.map { " " + $0.rawValue }
    let rows = cells.indices.map { index in
      [labels[index]]
        + columns.indices.map { column in
          (cells[index][column] != cells[0][column] ? "*" : " ") + PrintableText.escaped(cells[index][column])
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
    label(policy: row.policy, ios: row.ios)
  }

  /// `policy` on iOS `ios` as a row's first cell shows it.
  static func label(policy: PolicyName, ios: Int) -> String {
    "\(policy.rawValue) \(ios)"
  }

  /// A `{"type":"compareSummary",...}` line with the counts and each touch sequence's start,
  /// then one `{"type":"compare",...}` line per system, in the text's order, each ending in a
  /// newline. The manual's "Every library on iOS 26 and iOS 18" (CommandLine.md) documents every field.
  public static func jsonl(_ comparison: Comparison) -> String {
    written(comparison, as: .jsonl)
  }

  /// One touch sequence of one system: its outcome, every navigation recognizer's fate, the
  /// release, the log's one-line summary and the columns that differ from the reference's.
  static func sequence(_ swipe: SwipeOutcome, differences: [Comparison.Column]) -> String {
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

  /// `{"decision":"finish","progress":0.436,"velocity":937.5}`, in the log's rounding.
  static func release(_ release: ReleaseRecord) -> String {
    var object = JSONObjectWriter()
    object.string("decision", release.decision.rawValue)
    object.number("progress", Rounding.progress(release.progress))
    object.number("velocity", Rounding.points(release.velocity))
    return object.finish()
  }
}
