import PopGesture
import PopGestureFormats

/// Text made safe for XML 1.0 documents: SVG plots and JUnit reports.
package enum XMLText {
  /// `text` escaped for element content or a double- or single-quoted attribute value.
  ///
  /// Besides the five markup characters, carriage returns, tabs and newlines become character
  /// references, so a parser hands back exactly the text given (attribute values would otherwise
  /// be normalized to spaces); characters XML 1.0 cannot hold at all become U+FFFD.
  package static func escaped(_ text: String, keepsNewlines: Bool = false) -> String {
    // Most text (every record of a long recording's tooltips) is printable ASCII without markup,
    // and is its own escape: a look at its bytes is cheaper than rebuilding it scalar by scalar.
    let isPlain = text.utf8.allSatisfy { byte in
      (0x20...0x7E).contains(byte) && byte != UInt8(ascii: "&") && byte != UInt8(ascii: "<")
        && byte != UInt8(ascii: ">") && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "'")
    }
    if isPlain { return text }
    var result = ""
    result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&apos;"
      case "\r": result += "&#13;"
      case "\n": result += keepsNewlines ? "\n" : "&#10;"
      case "\t": result += keepsNewlines ? "\t" : "&#9;"
      default: result.unicodeScalars.append(isAllowed(scalar) ? scalar : "\u{FFFD}")
      }
    }
    return result
  }

  /// Whether XML 1.0 allows `scalar` in a document (its `Char` production).
  static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x9, 0xA, 0xD: true
    case 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
    default: false
    }
  }
}
