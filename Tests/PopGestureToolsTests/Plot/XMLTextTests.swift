import PopGestureTestSupport
import Testing

@testable import PopGesture
@testable import PopGestureTools

/// XML escaping: every ASCII character, inside plain text, escaped as the table says, and text
/// outside ASCII kept or replaced by what XML 1.0 allows.
extension PlotSuite {
  /// What each ASCII character becomes in element content or an attribute value.
  static func expected(_ byte: UInt8, keepsNewlines: Bool) -> String {
    switch byte {
    case UInt8(ascii: "&"): "&amp;"
    case UInt8(ascii: "<"): "&lt;"
    case UInt8(ascii: ">"): "&gt;"
    case UInt8(ascii: "\""): "&quot;"
    case UInt8(ascii: "'"): "&apos;"
    case 0x0D: "&#13;"
    case 0x0A: keepsNewlines ? "\n" : "&#10;"
    case 0x09: keepsNewlines ? "\t" : "&#9;"
    case 0x20...0x7F: String(UnicodeScalar(byte))
    default: "\u{FFFD}"
    }
  }

  @Test("each ASCII character in plain text is escaped as the table says")
  func asciiCharacter() {
    eachArgument(0...0x7F) { code in asciiCharacter(code: code) }
  }

  func asciiCharacter(code: Int) {
    let byte = UInt8(code)
    let text = "record " + String(UnicodeScalar(byte)) + " end"
    for keepsNewlines in [false, true] {
      let expected = "record " + Self.expected(byte, keepsNewlines: keepsNewlines) + " end"
      #expect(XMLText.escaped(text, keepsNewlines: keepsNewlines) == expected)
    }
  }

  @Test("text beyond ASCII is kept, and what XML 1.0 cannot hold becomes U+FFFD")
  func beyondASCII() {
    #expect(XMLText.escaped("pop détail → liste 📷") == "pop détail → liste 📷")
    #expect(XMLText.escaped("a\u{FFFE}b\u{7F}c") == "a\u{FFFD}b\u{7F}c")
    #expect(XMLText.escaped("") == "")
  }
}
