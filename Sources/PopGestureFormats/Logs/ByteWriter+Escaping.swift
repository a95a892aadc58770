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
