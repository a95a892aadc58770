/// `--format jsonl`: one JSON object per record, fields in the contract's order, numbers rounded.
public enum JSONLFormat {
  /// The line for one record, without its newline.
  public static func line(_ record: Record) -> String {
    var object = JSONObjectWriter()
    object.number("t", Rounding.time(record.t))
    object.string("type", record.type)
    switch record.body {
    case .touch(let touch):
      object.raw("touch", String(touch.touch))
      object.string("phase", touch.phase.rawValue)
      object.number("x", Rounding.points(touch.location.x))
      object.number("y", Rounding.points(touch.location.y))
      if let hit = touch.hit { object.string("hit", hit) }
      if let recognizers = touch.recognizers { object.strings("recognizers", recognizers) }
    case .recognizer(let recognizer):
      object.string("name", recognizer.name)
      object.string("state", recognizer.state.rawValue)
      if let reason = recognizer.reason { object.string("reason", reason.rawValue) }
      if let by = recognizer.by { object.string("by", by) }
      if let translation = recognizer.translation { object.point("translation", translation) }
      if let location = recognizer.location { object.point("location", location) }
      if let velocity = recognizer.velocity { object.point("velocity", velocity) }
    case .transition(let transition):
      object.string("phase", transition.phase.rawValue)
      object.string("operation", transition.operation.rawValue)
      object.raw("interactive", String(transition.interactive))
      object.string("from", transition.from)
      object.string("to", transition.to)
      if let stack = transition.stack { object.strings("stack", stack) }
    case .progress(let value):
      object.number("value", Rounding.progress(value))
    case .release(let release):
      object.number("progress", Rounding.progress(release.progress))
      object.number("velocity", Rounding.points(release.velocity))
      object.string("decision", release.decision.rawValue)
      object.number("settle", Rounding.time(release.settle))
    case .navigationBar(let hidden, let animated):
      object.raw("hidden", String(hidden))
      object.raw("animated", String(animated))
    case .scroll(let view, let offset):
      object.string("view", view)
      object.point("contentOffset", offset)
    case .action(let action):
      object.string("action", action.action)
      object.string("result", action.result.rawValue)
      if let reason = action.reason { object.string("reason", reason.rawValue) }
      if let screen = action.screen { object.string("screen", screen) }
    case .fault(let fault, let detail):
      object.string("kind", fault.rawValue)
      object.string("detail", detail)
    case .final(let final):
      object.strings("stack", final.stack)
      object.raw("navigationBarHidden", String(final.navigationBarHidden))
      object.raw("transitioning", String(final.transitioning))
      if let fault = final.fault {
        object.string("fault", fault.rawValue)
      } else {
        object.raw("fault", "null")
      }
    }
    return object.finish()
  }

  /// The whole log, one line per record, each ending in a newline.
  public static func render(_ records: [Record]) -> String {
    var text = ""
    for record in records {
      text += line(record)
      text += "\n"
    }
    return text
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
