import PopGesture

/// Writing text that came from a trace (ids, names) inside a line of the text log.
extension ByteWriter {
  /// Writes `text` as `PrintableText.escaped(_:)` spells it, so no id can end or hide its line.
  ///
  /// Ids are plain text almost always: their UTF-8 is scanned and copied in place, with no
  /// allocation. Only text that holds a character to escape (or, in theory, text not stored
  /// contiguously) goes through `escaped(_:)` and a new string.
  mutating func writeEscaped(_ text: String) {
    let isWritten = text.utf8.withContiguousStorageIfAvailable { utf8 in
      guard !PrintableText.needsEscaping(utf8) else { return false }
      write(utf8)
      return true
    }
    if isWritten != true { write(PrintableText.escaped(text)) }
  }
}

/// Writing the model's names of recognizers and views in a line of the text log, escaped as
/// their ids are, without joining them into a new string.
extension ByteWriter {
  /// `fullscreenPop`, `pager.pan`.
  mutating func writeEscaped(_ recognizer: RecognizerID) {
    if let view = recognizer.view { writeEscaped(view) }
    write(recognizer.word)
  }

  /// `photos/pager`.
  mutating func writeEscaped(_ view: ScreenView) {
    writeEscaped(view.screen)
    write(UInt8(ascii: "/"))
    writeEscaped(view.view)
  }

  /// `photos/pager`, or `photos` when no view was hit.
  mutating func writeEscaped(_ hit: Hit) {
    switch hit {
    case .view(let view): writeEscaped(view)
    case .screen(let screen): writeEscaped(screen)
    }
  }

  /// The recognizer's name, or the slider's id.
  mutating func writeEscaped(_ blocker: Blocker) {
    switch blocker {
    case .recognizer(let recognizer): writeEscaped(recognizer)
    case .slider(let view): writeEscaped(view)
    }
  }
}

/// A swipe's summary written straight into the buffer, ids escaped as the text log escapes them:
/// the same bytes as `PrintableText.escaped(outcome.summary)`, without the string.
extension ByteWriter: SummaryOutput {
  package mutating func write(words: StaticString) { write(words) }
  package mutating func write(name: String) { writeEscaped(name) }
  package mutating func write(fixed value: Double, decimals: Int) { writeFixed(value, decimals: decimals) }
}
