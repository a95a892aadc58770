/// `--format jsonl`: one JSON object per record, fields in the contract's order, numbers rounded.
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
  public static func write(_ record: Record, to writer: inout ByteWriter) {
    writer.write("{\"t\":")
    writer.writeShortest(record.t, decimals: 3)
    switch record.body {
    case .touch(let touch):
      writer.write(",\"type\":\"touch\",\"touch\":")
      writer.write(touch.touch)
      writer.write(",\"phase\":\"")
      writer.write(touch.phase.rawValue)
      writer.write("\",\"x\":")
      writer.writeShortest(touch.location.x, decimals: 1)
      writer.write(",\"y\":")
      writer.writeShortest(touch.location.y, decimals: 1)
      if let hit = touch.hit { member("hit", string: hit, to: &writer) }
      if let recognizers = touch.recognizers { member("recognizers", strings: recognizers, to: &writer) }
    case .recognizer(let recognizer):
      writer.write(",\"type\":\"recognizer\",\"name\":")
      quoted(recognizer.name, to: &writer)
      writer.write(",\"state\":\"")
      writer.write(recognizer.state.rawValue)
      writer.write("\"")
      if let reason = recognizer.reason { member("reason", string: reason.rawValue, to: &writer) }
      if let by = recognizer.by { member("by", string: by, to: &writer) }
      if let translation = recognizer.translation { member("translation", point: translation, to: &writer) }
      if let location = recognizer.location { member("location", point: location, to: &writer) }
      if let velocity = recognizer.velocity { member("velocity", point: velocity, to: &writer) }
    case .transition(let transition):
      writer.write(",\"type\":\"transition\",\"phase\":\"")
      writer.write(transition.phase.rawValue)
      writer.write("\",\"operation\":\"")
      writer.write(transition.operation.rawValue)
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
      writer.write(release.decision.rawValue)
      writer.write("\",\"settle\":")
      writer.writeShortest(release.settle, decimals: 3)
    case .navigationBar(let hidden, let animated):
      writer.write(
        hidden
          ? ",\"type\":\"navigationBar\",\"hidden\":true" : ",\"type\":\"navigationBar\",\"hidden\":false")
      writer.write(animated ? ",\"animated\":true" : ",\"animated\":false")
    case .scroll(let view, let offset):
      writer.write(",\"type\":\"scroll\"")
      member("view", string: view, to: &writer)
      member("contentOffset", point: offset, to: &writer)
    case .action(let action):
      writer.write(",\"type\":\"action\"")
      member("action", string: action.action, to: &writer)
      member("result", string: action.result.rawValue, to: &writer)
      if let reason = action.reason { member("reason", string: reason.rawValue, to: &writer) }
      if let screen = action.screen { member("screen", string: screen, to: &writer) }
    case .fault(let fault, let detail):
      writer.write(",\"type\":\"fault\"")
      member("kind", string: fault.rawValue, to: &writer)
      member("detail", string: detail, to: &writer)
    case .final(let final):
      writer.write(",\"type\":\"final\"")
      member("stack", strings: final.stack, to: &writer)
      writer.write(
        final.navigationBarHidden ? ",\"navigationBarHidden\":true" : ",\"navigationBarHidden\":false")
      writer.write(final.transitioning ? ",\"transitioning\":true" : ",\"transitioning\":false")
      if let fault = final.fault {
        member("fault", string: fault.rawValue, to: &writer)
      } else {
        writer.write(",\"fault\":null")
      }
    }
    writer.write("}")
  }

  private static func member(_ key: StaticString, string: String, to writer: inout ByteWriter) {
    writer.write(",\"")
    writer.write(key)
    writer.write("\":")
    quoted(string, to: &writer)
  }

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
  private static func member(_ key: StaticString, point: Point, to writer: inout ByteWriter) {
    writer.write(",\"")
    writer.write(key)
    writer.write("\":[")
    writer.writeShortest(point.x, decimals: 1)
    writer.write(UInt8(ascii: ","))
    writer.writeShortest(point.y, decimals: 1)
    writer.write("]")
  }

  /// A JSON string literal; ids are plain ASCII almost always, so only other text takes the slow path.
  private static func quoted(_ value: String, to writer: inout ByteWriter) {
    var isPlain = true
    for byte in value.utf8 where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
      isPlain = false
      break
    }
    if isPlain {
      writer.write(UInt8(ascii: "\""))
      writer.write(value)
      writer.write(UInt8(ascii: "\""))
    } else {
      writer.write(JSONObjectWriter.quoted(value))
    }
  }
}

/// Builds one JSON object's text, member by member, in the order written.
struct JSONObjectWriter {
  private var text = "{"

  mutating func raw(_ key: String, _ value: String) {
    if text.count > 1 { text += "," }
    text += "\"\(key)\":\(value)"
  }

  mutating func string(_ key: String, _ value: String) { raw(key, Self.quoted(value)) }
  mutating func number(_ key: String, _ value: Double) { raw(key, NumberText.json(value)) }
  mutating func strings(_ key: String, _ values: [String]) {
    raw(key, "[" + values.map(Self.quoted).joined(separator: ",") + "]")
  }

  /// `[x,y]`, each rounded to 1 decimal.
  mutating func point(_ key: String, _ value: Point) {
    raw(key, "[\(NumberText.json(Rounding.points(value.x))),\(NumberText.json(Rounding.points(value.y)))]")
  }

  mutating func finish() -> String { text + "}" }

  /// A JSON string literal: quotes, backslashes and control characters escaped.
  static func quoted(_ value: String) -> String {
    var text = "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": text += "\\\""
      case "\\": text += "\\\\"
      case "\n": text += "\\n"
      case "\r": text += "\\r"
      case "\t": text += "\\t"
      case let control where control.value < 0x20:
        let hex = String(control.value, radix: 16)
        text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: text.unicodeScalars.append(scalar)
      }
    }
    return text + "\""
  }
}
