import PopGestureFormats
import Testing

@testable import PopGestureTools

/// The lines as a text with a newline after each, as logs and goldens are written.
private func lines(_ lines: [String]) -> String {
  lines.map { $0 + "\n" }.joined()
}

/// The numbers 1 through `count`, one a line, with some lines replaced.
private func numbers(_ count: Int, replacing replacements: [Int: String] = [:]) -> String {
  lines((1...count).map { replacements[$0] ?? String($0) })
}

/// The tests of `PopGestureTools`'s `Reports/` folder: one suite across its files, each file extending it,
/// so that `swift test` prints the suite once. This file's tests follow.
/// The expected outputs below are what `diff -u --label old --label new` prints.
@Suite("PopGestureTools: Reports")
struct ReportsSuite {
  private func diff(_ old: String, _ new: String, context: Int = 3) -> String? {
    UnifiedDiff.diff(old: old, new: new, oldName: "old", newName: "new", context: context)
  }

  @Test("equal texts have no diff")
  func equalTexts() {
    #expect(diff("", "") == nil)
    #expect(diff(numbers(10), numbers(10)) == nil)
  }

  @Test("a changed line is a deletion then an insertion, between its context")
  func singleChange() {
    #expect(
      diff(lines(["a", "b", "c"]), lines(["a", "x", "c"]))
        == lines(["--- old", "+++ new", "@@ -1,3 +1,3 @@", " a", "-b", "+x", " c"]))
  }

  @Test("a line inserted at the start")
  func insertAtStart() {
    #expect(
      diff(lines(["b", "c"]), lines(["a", "b", "c"]))
        == lines(["--- old", "+++ new", "@@ -1,2 +1,3 @@", "+a", " b", " c"]))
  }

  @Test("a line appended at the end keeps only the context before it")
  func insertAtEnd() {
    #expect(
      diff(numbers(10), numbers(11))
        == lines(["--- old", "+++ new", "@@ -8,3 +8,4 @@", " 8", " 9", " 10", "+11"]))
  }

  @Test("an empty side starts at the line before it, with a count of 0")
  func emptySides() {
    #expect(diff("", lines(["a"])) == lines(["--- old", "+++ new", "@@ -0,0 +1 @@", "+a"]))
    #expect(diff(lines(["a"]), "") == lines(["--- old", "+++ new", "@@ -1 +0,0 @@", "-a"]))
  }

  @Test("changes with up to twice the context between them share a hunk")
  func closeChangesMerge() {
    #expect(
      diff(numbers(20), numbers(20, replacing: [5: "five", 12: "twelve"]))
        == lines([
          "--- old", "+++ new", "@@ -2,14 +2,14 @@", " 2", " 3", " 4", "-5", "+five", " 6", " 7", " 8", " 9",
          " 10", " 11", "-12", "+twelve", " 13", " 14", " 15",
        ]))
  }

  @Test("changes further apart get hunks of their own")
  func farChangesSplit() {
    #expect(
      diff(numbers(20), numbers(20, replacing: [5: "five", 13: "thirteen"]))
        == lines([
          "--- old", "+++ new", "@@ -2,7 +2,7 @@", " 2", " 3", " 4", "-5", "+five", " 6", " 7", " 8",
          "@@ -10,7 +10,7 @@", " 10", " 11", " 12", "-13", "+thirteen", " 14", " 15", " 16",
        ]))
  }

  @Test("with no context, ranges of one line drop the count and insertions name the line before")
  func zeroContext() {
    #expect(
      diff(lines(["a", "b", "c", "d"]), lines(["a", "x", "c", "d", "e"]), context: 0)
        == lines(["--- old", "+++ new", "@@ -2 +2 @@", "-b", "+x", "@@ -4,0 +5 @@", "+e"]))
  }

  @Test("a missing final newline is a difference, marked as diff marks it")
  func missingFinalNewline() {
    #expect(
      diff("a\nb\nc", "a\nb\nc\n")
        == lines([
          "--- old", "+++ new", "@@ -1,3 +1,3 @@", " a", " b", "-c", #"\ No newline at end of file"#, "+c",
        ]))
  }

  @Test("carriage returns are part of a line, so CRLF text differs from LF text")
  func carriageReturns() {
    #expect(
      diff("a\nb\n", "a\r\nb\n")
        == lines(["--- old", "+++ new", "@@ -1,2 +1,2 @@", "-a", "+a\r", " b"]))
  }

  @Test("a 10,000-line log with scattered changes diffs to just those changes")
  func largeLog() throws {
    let count = 10_000
    let old = numbers(count)
    let new = numbers(count, replacing: [100: "x", 5_000: "y", 9_900: "z"])
    let result = try #require(diff(old, new))
    let changed = result.split(separator: "\n").filter { $0.hasPrefix("-") || $0.hasPrefix("+") }
    #expect(changed == ["--- old", "+++ new", "-100", "+x", "-5000", "+y", "-9900", "+z"])
    #expect(result.split(separator: "\n").count(where: { $0.hasPrefix("@@") }) == 3)
  }

  @Test("two unrelated 10,000-line logs diff to a deletion of one and an insertion of the other")
  func unrelatedLogs() throws {
    let old = lines((1...10_000).map { "old \($0)" })
    let new = lines((1...10_000).map { "new \($0)" })
    let result = try #require(diff(old, new))
    #expect(result.hasPrefix("--- old\n+++ new\n@@ -1,10000 +1,10000 @@\n-old 1\n"))
    #expect(result.hasSuffix("+new 10000\n"))
  }

  @Test("a reordered 16,000-line log diffs at once to its first difference and says why, not in minutes")
  func reorderedLog() throws {
    // Reversed halves interleaved: every line is on both sides, so each one moved costs the
    // search; without a limit this took about two minutes.
    let count = 16_000
    let old = numbers(count)
    let new = lines((1...count).map { String($0.isMultiple(of: 2) ? $0 : count + 1 - $0) })
    let clock = ContinuousClock()
    var result: String?
    let elapsed = clock.measure { result = diff(old, new) }
    #expect(elapsed < .seconds(5))
    #expect(
      result
        == lines([
          "--- old", "+++ new", "@@ -1 +1 @@ the first difference only", "-1", "+16000",
          "note: the diff is too large to show in full: more than 1000 lines would be deleted or "
            + "inserted among the lines both sides have (as when lines are reordered); the old text "
            + "has 16000 lines, the new 16000",
        ]))
  }

  @Test("an edit script at the limit is found in full, one just past it is not")
  func limit() {
    // Swapping the two halves of 2n distinct lines takes 2n edits.
    func halvesSwapped(_ half: Int) -> (old: [Int], new: [Int]) {
      let old = Array(0..<(2 * half))
      return (old, Array(half..<(2 * half)) + Array(0..<half))
    }
    let within = halvesSwapped(UnifiedDiff.maximumEdits / 2)
    #expect(UnifiedDiff.EditScript(old: within.old, new: within.new) != nil)
    let beyond = halvesSwapped(UnifiedDiff.maximumEdits / 2 + 2)
    #expect(UnifiedDiff.EditScript(old: beyond.old, new: beyond.new) == nil)
  }
}
