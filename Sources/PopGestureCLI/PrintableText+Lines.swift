import PopGesture
import PopGestureFormats
import PopGestureTools

extension PrintableText {
  /// `text` as a terminal may show it: each line that holds a control character (ESC, BEL, CR,
  /// a bidirectional mark) is escaped as `escaped(_:)` escapes a file name, so text read from a
  /// file (a golden's lines in a diff, a dump's class names in import's notes) cannot move the
  /// cursor, retitle the window or forge a line. A line without one is left as it is, so a
  /// verdict log's own escapes (`\\`) are not doubled.
  static func escapedLines(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: { $0 != "\n" && isControl($0) }) else { return text }
    return text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { line in line.unicodeScalars.contains(where: isControl) ? escaped(String(line)) : String(line) }
      .joined(separator: "\n")
  }

  /// Whether `escaped(_:)` writes `scalar` as an escape for what it does on a screen, rather than
  /// to keep the backslash that starts an escape unambiguous.
  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar != "\\" && mustEscape(scalar)
  }
}
