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

  /// The difference of `actual` from `golden`, the text of the file `goldenName`; nil when they
  /// are the same. `isVerdictLog` says whether both are verdict logs, whose meaning can be read.
  package init?(golden: String, actual: String, goldenName: String, isVerdictLog: Bool = true) {
    guard
      let diff = UnifiedDiff.diff(
        old: golden, new: actual, oldName: goldenName, newName: "\(goldenName) (actual)")
    else { return nil }
    meaning = isVerdictLog ? MeaningDiff(golden: golden, actual: actual).lines : []
    details = meaning.map { $0 + "\n" }.joined() + diff
    if golden.utf8.contains(UInt8(ascii: "\r")) {
      details +=
        "note: the golden has CR characters; goldens are LF-only (check git's line-ending settings)\n"
    }
  }
}
