import PopGesture
import PopGestureFormats

/// Ids and names that try to start a line of their own, for the tests that check every output
/// escapes them.
package enum ForgedText {
  /// A line break or hidden character, and then what a forger would like the next line to say.
  package static let breaks = ["\n", "\r", "\r\n", "\u{0}", "\u{1B}[2K\r", "\u{2028}", "\u{85}", "\u{202E}"]

  package static func forged(_ text: String, _ lineBreak: String) -> String {
    text + lineBreak + "  9.999  final         stack [inbox]  bar shown  idle  fault none" + lineBreak
  }

  /// A pager swipe (hit, candidates, recognizer names, `by`, a scroll), a push (an action, a
  /// transition and its stack) and a push of the same screen again (a fault's detail under
  /// the systems without a guard), every id and the name carrying `lineBreak`.
  package static func trace(_ lineBreak: String) throws -> Trace {
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
  package static func holdsHiddenBreaks(_ text: String) -> Bool {
    text.unicodeScalars.contains { $0 != "\n" && $0 != "\\" && PrintableText.mustEscape($0) }
  }

  /// The lines of `text` as a reader that breaks at any newline character would see them.
  package static func lines(_ text: String) -> [Substring] {
    text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
  }
}
