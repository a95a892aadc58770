import PopGesture

/// `--format jsonl`: one JSON object per record, fields in <doc:VerdictLog>'s order, numbers rounded.
public enum JSONLFormat {
  /// The line for one record, without its newline.
  public static func line(_ record: Record) -> String {
    ByteWriter.text { write(record, to: &$0) }
  }

  /// The whole log, one line per record, each ending in a newline.
  public static func render(_ records: [Record]) -> String {
    ByteWriter.text { writer in
      for record in records {
        write(record, to: &writer)
        writer.newline()
      }
    }
  }

  /// Writes one record, without its newline.
  package static func write(_ record: Record, to writer: inout ByteWriter) {
    writer.write("{\"t\":")
    writer.writeShortest(record.t, decimals: 3)
    switch record.body {
    case .touch(let touch):
      writer.write(",\"type\":\"touch\",\"touch\":")
      writer.write(touch.touch)
      writer.write(",\"phase\":\"")
      writer.write(touch.phase.word)
      writer.write("\",\"x\":")
      writer.writeShortest(touch.location.x, decimals: 1)
      writer.write(",\"y\":")
      writer.writeShortest(touch.location.y, decimals: 1)
      if let hit = touch.hit {
        writer.write(",\"hit\":")
        quoted(hit, to: &writer)
      }
      if let recognizers = touch.recognizers {
        writer.write(",\"recognizers\":[")
        for (index, recognizer) in recognizers.enumerated() {
          if index > 0 { writer.write(UInt8(ascii: ",")) }
          quoted(recognizer, to: &writer)
        }
        writer.write("]")
      }
    case .recognizer(let recognizer):
      writer.write(",\"type\":\"recognizer\",\"name\":")
      quoted(recognizer.name, to: &writer)
      writer.write(",\"state\":\"")
      writer.write(recognizer.state.word)
      writer.write("\"")
      if let reason = recognizer.reason { member("reason", word: reason.word, to: &writer) }
      if let by = recognizer.by {
        writer.write(",\"by\":")
        quoted(by, to: &writer)
      }
      if let translation = recognizer.translation { member("translation", point: translation, to: &writer) }
      if let location = recognizer.location { member("location", point: location, to: &writer) }
      if let velocity = recognizer.velocity { member("velocity", point: velocity, to: &writer) }
      if recognizer.ranLeadingAction { writer.write(",\"ranLeadingAction\":true") }
    case .transition(let transition):
      writer.write(",\"type\":\"transition\",\"phase\":\"")
      writer.write(transition.phase.word)
      writer.write("\",\"operation\":\"")
      writer.write(transition.operation.word)
      writer.write(transition.interactive ? "\",\"interactive\":true" : "\",\"interactive\":false")
      member("from", string: transition.from, to: &writer)
      member("to", string: transition.to, to: &writer)
      if let stack = transition.stack { member("stack", strings: stack, to: &writer) }
    case .progress(let value):
      writer.write(",\"type\":\"progress\",\"value\":")
      writer.writeShortest(value, decimals: 3)
    case .release(let release):
      writer.write(",\"type\":\"release\",\"progress\":")
      writer.writeShortest(release.progress, decimals: 3)
      writer.write(",\"velocity\":")
      writer.writeShortest(release.velocity, decimals: 1)
      writer.write(",\"decision\":\"")
      writer.write(release.decision.word)
      writer.write("\",\"settle\":")
      writer.writeShortest(release.settle, decimals: 3)
    case .navigationBar(let hidden, let animated):
      writer.write(
        hidden
          ? ",\"type\":\"navigationBar\",\"hidden\":true" : ",\"type\":\"navigationBar\",\"hidden\":false")
      writer.write(animated ? ",\"animated\":true" : ",\"animated\":false")
    case .scroll(let view, let offset):
      writer.write(",\"type\":\"scroll\"")
      writer.write(",\"view\":")
      quoted(view, to: &writer)
      member("contentOffset", point: offset, to: &writer)
    case .slider(let view, let value):
      writer.write(",\"type\":\"slider\"")
      writer.write(",\"view\":")
      quoted(view, to: &writer)
      writer.write(",\"value\":")
      writer.writeShortest(value, decimals: 3)
    case .action(let action):
      writer.write(",\"type\":\"action\"")
      member("action", word: action.action.word, to: &writer)
      member("result", word: action.result.word, to: &writer)
      if let reason = action.reason { member("reason", word: reason.word, to: &writer) }
      if let screen = action.screen { member("screen", string: screen, to: &writer) }
    case .fault(let fault, let detail):
      writer.write(",\"type\":\"fault\"")
      member("kind", word: fault.word, to: &writer)
      member("detail", string: detail, to: &writer)
    case .final(let final):
      writer.write(",\"type\":\"final\"")
      member("stack", strings: final.stack, to: &writer)
      writer.write(
        final.navigationBarHidden ? ",\"navigationBarHidden\":true" : ",\"navigationBarHidden\":false")
      writer.write(final.transitioning ? ",\"transitioning\":true" : ",\"transitioning\":false")
      if let fault = final.fault {
        member("fault", word: fault.word, to: &writer)
      } else {
        writer.write(",\"fault\":null")
      }
      if let presented = final.presented { member("presented", string: presented, to: &writer) }
    }
    writer.write("}")
  }

  // The members are inlined so that each key is a constant the compiler copies with a few moves.

  @inline(__always)
  private static func member(_ key: StaticString, string: String, to writer: inout ByteWriter) {
    writer.write(",\"")
    writer.write(key)
    writer.write("\":")
    quoted(string, to: &writer)
  }

  /// A word of the log's own, which needs no escaping.
  @inline(__always)
  private static func member(_ key: StaticString, word: StaticString, to writer: inout ByteWriter) {
    writer.write(",\"")
    writer.write(key)
    writer.write("\":\"")
    writer.write(word)
    writer.write("\"")
  }

  @inline(__always)
  private static func member(_ key: StaticString, strings: [String], to writer: inout ByteWriter) {
    writer.write(",\"")
    writer.write(key)
    writer.write("\":[")
    for (index, string) in strings.enumerated() {
      if index > 0 { writer.write(UInt8(ascii: ",")) }
      quoted(string, to: &writer)
    }
    writer.write("]")
  }

  /// `[x,y]`, each rounded to 1 decimal.
  @inline(__always)
  private static func member(_ key: StaticString, point: Point, to writer: inout ByteWriter) {
    writer.write(",\"")
    writer.write(key)
    writer.write("\":[")
    writer.writeShortest(point.x, decimals: 1)
    writer.write(UInt8(ascii: ","))
    writer.writeShortest(point.y, decimals: 1)
    writer.write("]")
  }

  /// `"fullscreenPop"`, `"pager.pan"`.
  private static func quoted(_ recognizer: RecognizerID, to writer: inout ByteWriter) {
    writer.write(UInt8(ascii: "\""))
    if let view = recognizer.view { escaped(view, to: &writer) }
    writer.write(recognizer.word)
    writer.write(UInt8(ascii: "\""))
  }

  /// `"photos/pager"`.
  private static func quoted(_ view: ScreenView, to writer: inout ByteWriter) {
    writer.write(UInt8(ascii: "\""))
    escaped(view.screen, to: &writer)
    writer.write(UInt8(ascii: "/"))
    escaped(view.view, to: &writer)
    writer.write(UInt8(ascii: "\""))
  }

  /// `"photos/pager"`, or `"photos"` when no view was hit.
  private static func quoted(_ hit: Hit, to writer: inout ByteWriter) {
    switch hit {
    case .view(let view): quoted(view, to: &writer)
    case .screen(let screen): quoted(screen, to: &writer)
    }
  }

  /// The recognizer's name, or the slider's id.
  private static func quoted(_ blocker: Blocker, to writer: inout ByteWriter) {
    switch blocker {
    case .recognizer(let recognizer): quoted(recognizer, to: &writer)
    case .slider(let view): quoted(view, to: &writer)
    }
  }

  /// A JSON string literal.
  ///
  /// Ids are plain text almost always, so their UTF-8 is checked and copied in place; only a
  /// string with a quote, a backslash or a control character (or, in theory, one not stored
  /// contiguously) takes the slow path that escapes scalar by scalar. Other non-ASCII text needs
  /// no escaping and is copied as it is.
  private static func quoted(_ value: String, to writer: inout ByteWriter) {
    writer.write(UInt8(ascii: "\""))
    escaped(value, to: &writer)
    writer.write(UInt8(ascii: "\""))
  }

  /// What goes between the quotes of a JSON string literal of `value`.
  private static func escaped(_ value: String, to writer: inout ByteWriter) {
    let isWritten = value.utf8.withContiguousStorageIfAvailable { utf8 in
      guard !utf8.contains(where: needsEscaping) else { return false }
      writer.write(utf8)
      return true
    }
    if isWritten != true { writer.write(JSONObjectWriter.escaped(value)) }
  }

  /// Whether a byte of UTF-8 must be escaped in a JSON string.
  @inline(__always)
  private static func needsEscaping(_ byte: UInt8) -> Bool {
    byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
  }
}
