import PopGesture
import PopGestureFormats

/// Line diffs in the shape of `diff -u`, for showing how a verdict log drifted from its golden.
///
/// The edit script is a shortest one (Myers' linear-space algorithm), so a 10,000-line log with
/// a few changes diffs in a few milliseconds. Lines are compared byte for byte, and a last line
/// without a newline differs from the same text with one, as in `diff`.
///
/// Myers' search costs the lengths times the edits, which reordered lines make as many as the
/// lines; past `maximumEdits` the diff shows only the first difference and says why.
package enum UnifiedDiff {
  /// The most deletions and insertions of lines that both texts have (lines on one side only
  /// cost nothing) that a diff searches for before it shows only the first difference: a
  /// 16,000-line log reordered then diffs in milliseconds rather than minutes.
  package static let maximumEdits = 1_000

  /// The unified diff from `old` to `new`, or nil when they are the same text.
  ///
  /// The output starts with `--- oldName` and `+++ newName` (no timestamps) and has one
  /// `@@ -a,b +c,d @@` hunk per group of changes, with `context` unchanged lines around each;
  /// groups closer than twice the context share a hunk.
  package static func diff(old: String, new: String, oldName: String, newName: String, context: Int = 3)
    -> String?
  {
    guard !old.utf8.elementsEqual(new.utf8) else { return nil }
    let oldLines = Line.split(old)
    let newLines = Line.split(new)
    var numbering = LineNumbering()
    let oldIDs = oldLines.map { numbering.id(of: $0) }
    let newIDs = newLines.map { numbering.id(of: $0) }
    // The names are file paths, escaped so that one cannot forge a header or a hunk line; the
    // lines are the texts' own bytes, which the verdict logs already escape.
    var text = "--- \(PrintableText.escaped(oldName))\n+++ \(PrintableText.escaped(newName))\n"
    guard let edits = EditScript(old: oldIDs, new: newIDs)?.operations else {
      return text + firstDifference(old: oldLines, oldIDs: oldIDs, new: newLines, newIDs: newIDs)
    }
    for hunk in hunks(of: edits, context: max(0, context)) {
      text += hunk.header
      for operation in edits[hunk.operations] {
        switch operation.kind {
        case .keep: text += oldLines[operation.oldIndex].text(prefix: " ")
        case .delete: text += oldLines[operation.oldIndex].text(prefix: "-")
        case .insert: text += newLines[operation.newIndex].text(prefix: "+")
        }
      }
    }
    return text
  }

  /// The hunk of the first line that differs, marked as the only one shown, and a note with the
  /// reason and both lengths: what a diff past `maximumEdits` shows.
  private static func firstDifference(old: [Line], oldIDs: [Int], new: [Line], newIDs: [Int]) -> String {
    let shorter = min(oldIDs.count, newIDs.count)
    let first = (0..<shorter).first { oldIDs[$0] != newIDs[$0] } ?? shorter
    let oldCount = first < old.count ? 1 : 0
    let newCount = first < new.count ? 1 : 0
    var text =
      "@@ -\(Hunk.range(position: first, count: oldCount)) +\(Hunk.range(position: first, count: newCount)) @@"
      + " the first difference only\n"
    if first < old.count { text += old[first].text(prefix: "-") }
    if first < new.count { text += new[first].text(prefix: "+") }
    text +=
      "note: the diff is too large to show in full: more than \(maximumEdits) lines would be deleted or "
      + "inserted among the lines both sides have (as when lines are reordered); the old text has \(old.count) lines, the new \(new.count)\n"
    return text
  }

  /// Groups the changes of `edits` into hunks with `context` unchanged lines around them.
  private static func hunks(of edits: [EditScript.Operation], context: Int) -> [Hunk] {
    var changes: [Int] = []
    for (index, operation) in edits.enumerated() where operation.kind != .keep {
      changes.append(index)
    }
    var hunks: [Hunk] = []
    var start = 0
    while start < changes.count {
      var end = start
      // Two changes share a hunk when the unchanged run between them fits in both contexts.
      while end + 1 < changes.count && changes[end + 1] - changes[end] - 1 <= 2 * context {
        end += 1
      }
      let lower = max(0, changes[start] - context)
      let upper = min(edits.count, changes[end] + 1 + context)
      hunks.append(Hunk(edits: edits, operations: lower..<upper))
      start = end + 1
    }
    return hunks
  }
}

extension UnifiedDiff {
  /// One line of a text: its bytes without the newline, and whether a newline ended it.
  fileprivate struct Line {
    var content: Substring
    var hasNewline: Bool

    /// The lines of `text`; a final newline does not start an empty last line.
    static func split(_ text: String) -> [Line] {
      var pieces = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
      let endsWithNewline = pieces.last?.isEmpty ?? true
      if endsWithNewline { pieces.removeLast() }
      return pieces.enumerated().map { index, piece in
        Line(content: Substring(piece), hasNewline: endsWithNewline || index < pieces.count - 1)
      }
    }

    /// The line as the diff shows it, with `diff`'s marker when the file lacks a final newline.
    func text(prefix: String) -> String {
      prefix + content + (hasNewline ? "\n" : "\n\\ No newline at end of file\n")
    }
  }

  /// Gives equal lines equal small numbers, so the diff compares integers.
  fileprivate struct LineNumbering {
    private struct Key: Hashable {
      var bytes: [UInt8]
      var hasNewline: Bool
    }

    private var ids: [Key: Int] = [:]

    /// The number of `line`, new or the one it got before.
    mutating func id(of line: Line) -> Int {
      let key = Key(bytes: Array(line.content.utf8), hasNewline: line.hasNewline)
      if let id = ids[key] { return id }
      let id = ids.count
      ids[key] = id
      return id
    }
  }

  /// The lines of one `@@` group: a range of the edit script and its `@@ -a,b +c,d @@` header.
  fileprivate struct Hunk {
    var operations: Range<Int>
    var header: String

    init(edits: [EditScript.Operation], operations: Range<Int>) {
      self.operations = operations
      let slice = edits[operations]
      let first = edits[operations.lowerBound]
      let oldCount = slice.count(where: { $0.kind != .insert })
      let newCount = slice.count(where: { $0.kind != .delete })
      let oldRange = Self.range(position: first.oldIndex, count: oldCount)
      let newRange = Self.range(position: first.newIndex, count: newCount)
      header = "@@ -\(oldRange) +\(newRange) @@\n"
    }

    /// `start,count` with a 1-based start, or just `start` for one line, as `diff -u` writes it;
    /// an empty range starts at the line before it.
    static func range(position: Int, count: Int) -> String {
      switch count {
      case 0: "\(position),0"
      case 1: "\(position + 1)"
      default: "\(position + 1),\(count)"
      }
    }
  }
}
