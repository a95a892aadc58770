import PopGesture
import PopGestureFormats
import PopGestureTools

extension Growth {
  /// The diff `check` shows for a golden whose lines were all reordered: every line is on both
  /// sides, so each one moved costs Myers' search, which was quadratic before its edit limit.
  static var diffCases: [Case] {
    [
      Case(
        label: { "diff of a reordered \(grouped($0))-line golden" },
        size: 2_000, limit: 1.15,
        prepare: { lines in
          let golden = reorderedGolden(lines: lines)
          return {
            guard
              let diff = UnifiedDiff.diff(
                old: golden.old, new: golden.new, oldName: "golden.verdicts",
                newName: "golden.verdicts (actual)"),
              diff.contains("too large to show in full")
            else { throw FullDiff() }
          }
        })
    ]
  }

  /// `lines` verdict-log-like lines, and the same lines in a scrambled order: line `i` moves to
  /// `i * 7919 mod lines`, a stride prime to every size used.
  static func reorderedGolden(lines: Int) -> (old: String, new: String) {
    let old = (0..<lines).map { index in
      "  \(index / 1000).\(index % 1000)  touch 1 moved (\(index % 390).0, \(index % 844).0)  row \(index)\n"
    }
    let new = (0..<lines).map { old[($0 * 7919) % lines] }
    return (old.joined(), new.joined())
  }

  /// The reordered golden's diff was shown in full, so its edit limit is not what was measured.
  private struct FullDiff: Error, CustomStringConvertible {
    var description: String { "the reordered golden's diff is shown in full, not past its edit limit" }
  }
}
