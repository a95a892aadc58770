import PopGesture
import PopGestureFormats

/// Writes `compare`'s text or jsonl a swipe at a time, as the systems settle each one, holding
/// only the counts that lines over the whole trace need: a long trace's comparison is tens of
/// megabytes of text and its outcomes hundreds, and neither need be held.
///
/// Both forms open with lines that count over the whole trace (the text's `pops under N`, the
/// jsonl's summary, and each system's record, which lists every one of its swipes), so what a
/// swipe adds goes to a `Part` that the caller keeps, in memory or in a file, and `finish` gives
/// the output as pieces of text with each part in its place. The bytes are those of
/// `ComparisonFormat.text(_:name:)` and `ComparisonFormat.jsonl(_:)`, which are written this way.
public struct ComparisonWriter: Sendable {
  /// Which of `compare`'s forms to write.
  public enum Format: Sendable, Equatable {
    /// The aligned blocks, headed by the trace's name when it has one.
    case text(name: String?)
    /// A summary record, then one record per system.
    case jsonl
  }

  /// A stretch of the output that grows a swipe at a time, to be written where `finish` places it.
  public enum Part: Sendable, Hashable {
    /// The text's swipe blocks, in order.
    case swipeBlocks
    /// The jsonl summary's `sequences`: each swipe's start and how many systems popped in it.
    case sequenceStarts
    /// The `sequences` of the jsonl record of the system in row `row`.
    case sequences(row: Int)
    /// The `releases` of the jsonl record of the system in row `row`.
    case releases(row: Int)
  }

  /// A piece of the finished output: text, or a part's whole contents.
  public enum Piece: Sendable, Equatable {
    /// Text to write as it is.
    case text(String)
    /// The whole contents of a part the caller kept, to write in this place.
    case part(Part)
  }

  private let format: Format
  /// Each row's label, `fd 26`, which the text's rows start with.
  private let labels: [String]
  /// How many swipes have been written.
  private var swipeCount = 0
  /// The text's first swipe, which waits to learn whether a second follows: only then does each
  /// heading count the systems that popped in it.
  private var firstSwipe: Comparison.Swipe?
  /// Whether each system popped in any swipe so far.
  private var popped: [Bool]
  /// The columns in which each system has differed from the reference in any swipe so far.
  private var differences: [Set<Comparison.Column>]
  /// The parts written to, each of whose next jsonl item follows a comma.
  private var startedParts: Set<Part> = []

  /// A writer of `format` for `systems`, in the comparison's row order, the reference first.
  public init(format: Format, systems: [(policy: PolicyName, ios: Int)]) {
    self.format = format
    labels = systems.map { ComparisonFormat.label(policy: $0.policy, ios: $0.ios) }
    popped = Array(repeating: false, count: systems.count)
    differences = Array(repeating: [], count: systems.count)
  }

  /// Writes the next swipe, which every system has settled, to the parts in `output`.
  public mutating func write(_ swipe: Comparison.Swipe, to output: (Part, String) -> Void) {
    swipeCount += 1
    for index in swipe.outcomes.indices where swipe.outcomes[index]?.popped == true { popped[index] = true }
    switch format {
    case .text:
      guard swipeCount > 1 else {
        firstSwipe = swipe
        return
      }
      if let firstSwipe {
        output(.swipeBlocks, block(of: firstSwipe, countsPops: true))
        self.firstSwipe = nil
      }
      output(.swipeBlocks, block(of: swipe, countsPops: true))
    case .jsonl:
      var start = JSONObjectWriter()
      start.raw("sequence", String(swipe.number))
      if let first = swipe.first {
        start.number("t", Rounding.time(first.start))
        start.number("x", Rounding.points(first.location.x))
        start.number("y", Rounding.points(first.location.y))
      }
      start.raw("popsUnder", String(swipe.popsUnder))
      append(start.finish(), to: .sequenceStarts, output)
      for index in swipe.outcomes.indices {
        let differing = swipe.differences(of: index)
        differences[index].formUnion(differing)
        guard let outcome = swipe.outcomes[index] else { continue }
        append(ComparisonFormat.sequence(outcome, differences: differing), to: .sequences(row: index), output)
        if let release = outcome.release {
          append(ComparisonFormat.release(release), to: .releases(row: index), output)
        }
      }
    }
  }

  /// Ends the output with each system's `final` state (`Comparison.Replays.finish()`), in row
  /// order: writes what is still held to the parts in `output`, and returns the whole output as
  /// pieces, in order.
  public mutating func finish(final: [PolicySummary], to output: (Part, String) -> Void) -> [Piece] {
    let comparison = Comparison(rows: final)
    let popsUnder = popped.count { $0 }
    switch format {
    case .text(let name):
      // A lone swipe's heading counts no pops: the first line already does.
      if let firstSwipe { output(.swipeBlocks, block(of: firstSwipe, countsPops: false)) }
      firstSwipe = nil
      let reference = comparison.reference
      return [
        .text(
          "# compare" + (name.map { ": \(PrintableText.escaped($0))" } ?? "") + "\n"
            + "pops under \(popsUnder) of \(final.count) systems\n"),
        .part(.swipeBlocks),
        .text(
          "\nfinal state\n"
            + ComparisonFormat.table(
              Comparison.Block.final.columns, labels: labels,
              cells: final.map { row in
                Comparison.Block.final.columns.map { Comparison.cell($0, of: row, in: .final) }
              })
            + "* differs from \(reference.policy.rawValue) on iOS \(reference.ios)\n"),
      ]
    case .jsonl:
      var summary = JSONObjectWriter()
      summary.string("type", "compareSummary")
      summary.raw("systems", String(final.count))
      summary.raw("popsUnder", String(popsUnder))
      summary.raw("sequences", "[" + Self.marker + "]")
      var pieces = Self.pieces(summary.finish() + "\n", parts: [.sequenceStarts])
      for (index, row) in final.enumerated() {
        let differing = differences[index].union(comparison.differences(of: row, in: .final))
        var object = JSONObjectWriter()
        object.string("type", "compare")
        object.string("policy", row.policy.rawValue)
        object.raw("ios", String(row.ios))
        object.raw("popped", String(popped[index]))
        object.raw("sequences", "[" + Self.marker + "]")
        object.raw("releases", "[" + Self.marker + "]")
        object.strings("stack", row.stack)
        object.raw("navigationBarHidden", String(row.navigationBarHidden))
        object.raw("fault", row.fault.map { JSONObjectWriter.quoted($0.rawValue) } ?? "null")
        object.strings("differences", Comparison.Column.allCases.filter(differing.contains).map(\.rawValue))
        pieces += Self.pieces(object.finish() + "\n", parts: [.sequences(row: index), .releases(row: index)])
      }
      return pieces
    }
  }

  /// Adds `item` to the jsonl list in `part`, after a comma unless it is the first.
  private mutating func append(_ item: String, to part: Part, _ output: (Part, String) -> Void) {
    output(part, startedParts.insert(part).inserted ? item : "," + item)
  }

  /// A swipe's text block: a blank line, its heading, and its table.
  private func block(of swipe: Comparison.Swipe, countsPops: Bool) -> String {
    let columns = Comparison.Block.swipe(swipe.number).columns
    return "\n" + ComparisonFormat.heading(of: swipe, countsPops: countsPops) + "\n"
      + ComparisonFormat.table(
        columns, labels: labels,
        cells: swipe.outcomes.map { outcome in columns.map { Comparison.cell($0, of: outcome) } })
  }

  /// Stands in a record's text for a part until the record is cut into pieces: a NUL, which
  /// JSON escapes in every string, so that none can be taken for it.
  private static let marker = "\u{0}"

  /// `text` cut at each `marker`, with `parts`, in order, in their places.
  private static func pieces(_ text: String, parts: [Part]) -> [Piece] {
    let texts = text.split(separator: Character(marker), omittingEmptySubsequences: false)
    precondition(texts.count == parts.count + 1, "a record has a marker for each of its parts")
    var pieces: [Piece] = [.text(String(texts[0]))]
    for (part, text) in zip(parts, texts.dropFirst()) { pieces += [.part(part), .text(String(text))] }
    return pieces
  }
}
