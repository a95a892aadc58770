import PopGesture
import PopGestureFormats
import PopGestureTestSupport
import Testing

@testable import PopGestureTools

/// Ids and names that try to start a line of their own, in the reports: the compare table, the
/// headings and the diffs.
extension ReportsSuite {
  @Test("the compare blocks have exactly their rows, their columns measured on the escaped cells")
  func compareTable() {
    eachArgument(ForgedText.breaks) { lineBreak in try compareTable(lineBreak: lineBreak) }
  }

  func compareTable(lineBreak: String) throws {
    let trace = try ForgedText.trace(lineBreak)
    let table = VerdictLog.comparisonText(for: trace)
    let lines = ForgedText.lines(table)
    // The heading, the count, then for the one swipe and for the final state an empty line, the
    // block's heading, the column names and every library on iOS 26 and on iOS 18 (the trace's
    // own system, fd 18, among them); the footnote and the empty end.
    let rowCount = PolicyName.allCases.count * Comparison.iosVersions.count
    #expect(rowCount == 10)
    #expect(lines.count == 2 + 2 * (3 + rowCount) + 2)
    #expect(!ForgedText.holdsHiddenBreaks(table))
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
    let name = ForgedText.forged("a.json", "\n")
    #expect(ForgedText.lines(TraceHeading.text(file: name)).count == 1)
    let diff = try #require(UnifiedDiff.diff(old: "a\n", new: "b\n", oldName: name, newName: name + "\r"))
    #expect(ForgedText.lines(diff).count == 6)
    #expect(
      diff.hasPrefix("--- " + PrintableText.escaped(name) + "\n+++ " + PrintableText.escaped(name + "\r")))
  }
}
