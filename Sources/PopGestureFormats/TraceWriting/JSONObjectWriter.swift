import PopGesture

/// Builds one JSON object's text, member by member, in the order written.
package struct JSONObjectWriter {
  private var text = "{"

  /// An object with no members yet.
  package init() {}

  package mutating func raw(_ key: String, _ value: String) {
    if text.count > 1 { text += "," }
    text += "\"\(key)\":\(value)"
  }

  /// Adds `key` with `value` as a JSON string, escaped.
  package mutating func string(_ key: String, _ value: String) { raw(key, Self.quoted(value)) }
  package mutating func number(_ key: String, _ value: Double) { raw(key, NumberText.json(value)) }
  package mutating func strings(_ key: String, _ values: [String]) {
    raw(key, "[" + values.map(Self.quoted).joined(separator: ",") + "]")
  }

  /// `[x,y]`, each rounded to 1 decimal.
  package mutating func point(_ key: String, _ value: Point) {
    raw(key, "[\(NumberText.json(Rounding.points(value.x))),\(NumberText.json(Rounding.points(value.y)))]")
  }

  /// The object's text, closed.
  package mutating func finish() -> String { text + "}" }

  /// A JSON string literal: quotes, backslashes and control characters escaped.
  package static func quoted(_ value: String) -> String {
    "\"" + escaped(value) + "\""
  }

  /// What goes between the quotes of a JSON string literal: quotes, backslashes and control
  /// characters escaped.
  package static func escaped(_ value: String) -> String {
    var text = ""
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
    return text
  }
}
