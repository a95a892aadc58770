import PopGesture
import PopGestureFormats

/// The line that introduces each trace's log when one command prints the logs of several.
package enum TraceHeading {
  /// `==> FILE <==`, as `head` and `tail` separate files; a file name that holds a newline or
  /// another control character is escaped, so it cannot start a line of its own.
  package static func text(file: String) -> String {
    "==> \(PrintableText.escaped(file)) <=="
  }

  /// `{"type":"trace","file":"FILE"}`, a record of its own so jsonl stays one object per line.
  package static func jsonl(file: String) -> String {
    var object = JSONObjectWriter()
    object.string("type", "trace")
    object.string("file", file)
    return object.finish()
  }
}
