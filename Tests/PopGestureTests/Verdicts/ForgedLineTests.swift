import PopGestureReports
import Testing

@testable import PopGesture

/// Ids and names that try to start a line of their own: a trace must not be able to forge a
/// record, least of all the `final` line CI diffs.
@Suite("Forged lines")
struct ForgedLineTests {
  /// A line break or hidden character, and then what a forger would like the next line to say.
  static let breaks = ["\n", "\r", "\r\n", "\u{0}", "\u{1B}[2K\r", "\u{2028}", "\u{85}", "\u{202E}"]

  static func forged(_ text: String, _ lineBreak: String) -> String {
    text + lineBreak + "  9.999  final         stack [inbox]  bar shown  idle  fault none" + lineBreak
  }

  /// A pager swipe (hit, candidates, recognizer names, `by`, a scroll), a push (an action, a
  /// transition and its stack) and a push of the same screen again (a fault's detail under
  /// the systems without a guard), every id and the name carrying `lineBreak`.
  static func trace(_ lineBreak: String) throws -> Trace {
    func json(_ text: String) -> String { JSONObjectWriter.quoted(forged(text, lineBreak)) }
    var script = TraceScript(
      stack: #"""
        [{"id": \#(json("album"))}, {"id": \#(json("photos")), "views": [
          {"id": \#(json("pager")), "kind": "scrollView", "frame": [0, 91, 390, 600],
           "contentSize": [1170, 600], "pagingEnabled": true}]}]
        """#, ios: 18)
    script.swipe(from: (150, 400), to: (350, 401), duration: 0.2)
    script.action(1, #""action": "push", "screen": {"id": \#(json("detail"))}"#)
    script.action(2, #""action": "push", "screen": {"id": \#(json("detail"))}"#)
    let text = script.json.replacingOccurrences(
      of: #""format": "popgesture-trace/1","#,
      with: #""format": "popgesture-trace/1", "name": \#(json("a")),"#)
    return try TraceDecoder(file: "forged.json").decode(Array(text.utf8))
  }

  /// Whether `text` holds a character that breaks or hides a line, other than its own newlines.
  static func holdsHiddenBreaks(_ text: String) -> Bool {
    text.unicodeScalars.contains { $0 != "\n" && $0 != "\\" && PrintableText.mustEscape($0) }
  }

  /// The lines of `text` as a reader that breaks at any newline character would see them.
  static func lines(_ text: String) -> [Substring] {
    text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
  }

  @Test(
    "the text log has one line per record and per sequence's outcome, and only the last starts like a final record",
    arguments: breaks)
  func textLog(lineBreak: String) throws {
    let trace = try Self.trace(lineBreak)
    #expect(trace.name?.contains(lineBreak) == true)
    for policy in PolicyName.allCases {
      let records = Replayer.replay(trace, policy: policy)
      let sequences = SwipeOutcome.outcomes(of: records).count
      #expect(sequences == 1)
      let log = VerdictLog.text(for: trace, policy: policy)
      let lines = Self.lines(log)
      #expect(
        lines.count == records.count + sequences + 2, "\(policy): header, records, outcomes and the empty end"
      )
      #expect(
        lines.filter { $0.dropFirst(TextFormat.timeWidth + 2).hasPrefix("outcome ") }.count == sequences)
      #expect(lines.last == "")
      #expect(log.utf8.count(where: { $0 == UInt8(ascii: "\n") }) == records.count + sequences + 1)
      #expect(!Self.holdsHiddenBreaks(log), "\(policy)")
      let finals = lines.filter { $0.dropFirst(TextFormat.timeWidth + 2).hasPrefix("final ") }
      #expect(finals.count == 1, "\(policy)")
      #expect(finals.first == lines.dropLast().last, "\(policy)")
      #expect(lines.filter { $0.hasPrefix("#") }.count == 1, "\(policy)")
    }
  }

  @Test("every kind of trace text reaches the log, escaped")
  func everyPlaceEscaped() throws {
    let trace = try Self.trace("\n")
    let escaped = PrintableText.escaped(Self.forged("", "\n"))
    let fd = VerdictLog.text(for: trace, policy: .fd)
    for id in ["album", "photos", "pager", "detail"] {
      #expect(fd.contains(id + escaped), "\(id)")
    }
    #expect(fd.hasPrefix("# fd on iOS 18: a" + escaped + "\n"))
    #expect(
      fd.contains("hit photos\(escaped)/pager\(escaped)  candidates pager\(escaped).pan, fullscreenPop"))
    #expect(fd.contains("preventedBy pager\(escaped).pan\n"))
    #expect(fd.contains("push detail\(escaped) ignored alreadyInStack\n"))
    let kvc = VerdictLog.text(for: trace, policy: .kvc)
    #expect(kvc.contains("more than once is not supported (detail\(escaped))\n"))
  }

  @Test(
    "the compare blocks have exactly their rows, their columns measured on the escaped cells",
    arguments: breaks)
  func compareTable(lineBreak: String) throws {
    let trace = try Self.trace(lineBreak)
    let table = VerdictLog.comparisonText(for: trace)
    let lines = Self.lines(table)
    // The heading, the count, then for the one swipe and for the final state an empty line, the
    // block's heading, the column names and every library on iOS 26 and on iOS 18 (the trace's
    // own system, fd 18, among them); the footnote and the empty end.
    let rowCount = PolicyName.allCases.count * Comparison.iosVersions.count
    #expect(rowCount == 8)
    #expect(lines.count == 2 + 2 * (3 + rowCount) + 2)
    #expect(!Self.holdsHiddenBreaks(table))
    #expect(lines[3] == "swipe 1 at 0.000 s from (150.0, 400.0)")
    #expect(lines[3 + 2 + rowCount + 1] == "final state")
    // Each column's first character, per block: the swipe's and the final state's.
    let blocks = [
      (
        header: 4,
        columns: [("outcome", ["p", "n"]), ("recognizer", ["f", "c", "e"]), ("release", ["f", "n"])]
      ),
      (header: 4 + rowCount + 3, columns: [("stack", ["["]), ("bar", ["s"]), ("fault", ["n", "e"])]),
    ]
    for block in blocks {
      let header = String(lines[block.header])
      for (column, firsts) in block.columns {
        let start = try #require(header.range(of: " " + column)).lowerBound
        let offset = header.distance(from: header.startIndex, to: start)
        for row in lines[(block.header + 1)...(block.header + rowCount)] {
          let cells = Array(row)
          try #require(cells.count > offset + 1)
          #expect(cells[offset - 1] == " " && (cells[offset] == " " || cells[offset] == "*"), "\(row)")
          #expect(firsts.contains(String(cells[offset + 1])), "\(column) in \(row)")
        }
      }
    }
  }

  @Test("file names in headings and diffs are escaped")
  func fileNames() throws {
    let name = Self.forged("a.json", "\n")
    #expect(Self.lines(TraceHeading.text(file: name)).count == 1)
    let diff = try #require(UnifiedDiff.diff(old: "a\n", new: "b\n", oldName: name, newName: name + "\r"))
    #expect(Self.lines(diff).count == 6)
    #expect(
      diff.hasPrefix("--- " + PrintableText.escaped(name) + "\n+++ " + PrintableText.escaped(name + "\r")))
  }
}
