import PopGesture
import PopGestureFormats

/// How an output differs from its golden, as `check` prints it and the testing library reports
/// it: what changed in meaning, then the unified diff, then a note on a golden with CR characters.
package struct GoldenDifference: Sendable, Equatable {
  /// What changed in meaning, a line each (`MeaningDiff`); empty for an output with no records
  /// to read back, such as a compare table.
  package var meaning: [String]
  /// The meaning lines, the diff and the note, each line ending in a newline.
  package var details: String
  /// The golden's line, counting from 1, where the first difference is: its first line that the
  /// output does not have in the same place, or its last line when the output only adds lines
  /// after it. CI annotations point there.
  package var goldenLine: Int

  /// The difference of `actual` from `golden`, the text of the file `goldenName`; nil when they
  /// are the same. `isVerdictLog` says whether both are verdict logs, whose meaning can be read.
  package init?(golden: String, actual: String, goldenName: String, isVerdictLog: Bool = true) {
    guard
      let diff = UnifiedDiff.diff(
        old: golden, new: actual, oldName: goldenName, newName: "\(goldenName) (actual)")
    else { return nil }
    goldenLine = Self.firstDifferingLine(of: golden, from: actual)
    meaning = isVerdictLog ? MeaningDiff(golden: golden, actual: actual).lines : []
    details = meaning.map { $0 + "\n" }.joined() + diff
    if golden.utf8.contains(UInt8(ascii: "\r")) {
      details +=
        "note: the golden has CR characters; goldens are LF-only (check git's line-ending settings)\n"
    }
  }

  /// The line of `golden`, counting from 1, where it first differs from `actual`, at most its
  /// last line; lines are compared with their line ends, so that a missing last newline counts.
  static func firstDifferingLine(of golden: String, from actual: String) -> Int {
    let newline = UInt8(ascii: "\n")
    let goldenLines = golden.utf8.split(separator: newline, omittingEmptySubsequences: false)
    var actualLines = actual.utf8.split(separator: newline, omittingEmptySubsequences: false).makeIterator()
    // A text that ends in a newline splits into one empty piece more than it has lines.
    let lineCount = max(1, golden.utf8.last == newline ? goldenLines.count - 1 : goldenLines.count)
    for (index, goldenLine) in goldenLines.enumerated() {
      guard let actualLine = actualLines.next(), actualLine.elementsEqual(goldenLine) else {
        return min(index + 1, lineCount)
      }
    }
    return lineCount
  }
}
