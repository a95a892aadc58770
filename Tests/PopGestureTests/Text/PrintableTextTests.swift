import PopGestureTestSupport
import Testing

@testable import PopGesture
@testable import PopGestureFormats

extension TextSuite {
  @Test("characters that could break or hide a line become JSON-style escapes")
  func escapes() {
    eachArgument([
      ("line\nbreak", #"line\nbreak"#), ("cr\rhere", #"cr\rhere"#), ("tab\t", #"tab\t"#),
      ("nul\u{0}", #"nul\u0000"#), ("esc\u{1B}[2J", #"esc\u001B[2J"#), ("del\u{7F}", #"del\u007F"#),
      ("bs\u{8}ff\u{C}", #"bs\bff\f"#), ("next\u{85}line", #"next\u0085line"#),
      ("csi\u{9B}", #"csi\u009B"#), ("sep\u{2028}par\u{2029}", #"sep\u2028par\u2029"#),
      ("bidi\u{202E}olleh\u{2066}", #"bidi\u202Eolleh\u2066"#), ("mark\u{200F}\u{61C}", #"mark\u200F\u061C"#),
      (#"back\slash"#, #"back\\slash"#),
    ]) { (text, expected) in escapes(text: text, expected: expected) }
  }

  func escapes(text: String, expected: String) {
    #expect(PrintableText.escaped(text) == expected)
    #expect(PrintableText.unescaped(Substring(expected)) == text)
    #expect(PrintableText.needsEscaping(text))
    #expect(!PrintableText.escaped(text).contains { $0.isNewline })
  }

  @Test("ordinary text, non-ASCII letters included, is left as it is")
  func plain() {
    eachArgument(["home", "", "detail/photos.pan", "écran", "列表/行", "👋🏽 wave", "a\"b", "Â©", "€ – ‘quoted’"]) {
      text in plain(text: text)
    }
  }

  func plain(text: String) {
    #expect(!PrintableText.needsEscaping(text))
    #expect(PrintableText.escaped(text) == text)
    #expect(PrintableText.unescaped(Substring(text)) == text)
  }

  @Test("a backslash that starts no escape the log writes does not unescape")
  func unescapeRejects() {
    eachArgument([#"a\"#, #"\q"#, #"\u12"#, #"\uZZZZ"#, #"\uD800"#]) { text in unescapeRejects(text: text) }
  }

  func unescapeRejects(text: String) {
    #expect(PrintableText.unescaped(Substring(text)) == nil)
  }

  @Test("every scalar that must be escaped is found by the byte scan")
  func scanMatchesScalars() {
    for value in UInt32(0)..<0x2100 {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let text = "a" + String(Character(scalar)) + "b"
      #expect(PrintableText.needsEscaping(text) == PrintableText.mustEscape(scalar), "U+\(value)")
    }
  }

  @Test("the scan finds a character to escape at any place in text of any length")
  func scanEveryPlace() {
    let escaped: [Unicode.Scalar] = [
      "\u{0}", "\n", "\u{1F}", "\\", "\u{7F}", "\u{85}", "\u{9F}", "\u{61C}", "\u{2028}", "\u{2069}",
    ]
    let kept: [Unicode.Scalar] = [" ", "~", "[", "]", "é", "\u{A0}", "\u{2027}", "\u{206A}", "😀"]
    for length in 0...20 {
      let plain = String(repeating: "x", count: length)
      #expect(!PrintableText.needsEscaping(plain), "\(length)")
      for place in 0...length {
        for scalar in escaped + kept {
          var text = plain
          text.insert(Character(scalar), at: text.index(text.startIndex, offsetBy: place))
          #expect(
            PrintableText.needsEscaping(text) == escaped.contains(scalar),
            "U+\(String(scalar.value, radix: 16)) at \(place) of \(length)")
        }
      }
    }
  }

  @Test("an id cut or shortened for a path is escaped, and a plain one is kept as it is")
  func shortened() {
    #expect(PrintableText.shortened("phase") == "phase")
    #expect(PrintableText.shortened("a\nb") == #"a\nb"#)
    let limit = String(repeating: "é", count: PrintableText.echoLimit)
    #expect(PrintableText.shortened(limit) == limit)
    #expect(PrintableText.shortened(limit + "é") == limit + "…")
  }

  @Test("a quoted word is kept whole up to the limit, and cut there with its length after it")
  func quoted() {
    #expect(PrintableText.quoted("widht") == "'widht'")
    #expect(PrintableText.quoted("a\nb") == #"'a\nb'"#)
    let limit = String(repeating: "k", count: PrintableText.echoLimit)
    #expect(PrintableText.quoted(limit) == "'\(limit)'")
    let long = String(repeating: "k", count: 50_000)
    #expect(PrintableText.quoted(long) == "'\(limit)…' (50000 bytes)")
    // The limit counts escaped text: ten NULs are sixty scalars, and an eleventh would not fit.
    let nuls = String(repeating: "\u{0}", count: 11)
    #expect(PrintableText.quoted(nuls) == "'" + String(repeating: #"\u0000"#, count: 10) + "…' (11 bytes)")
    #expect(
      PrintableText.quoted(String(nuls.dropLast())) == "'" + String(repeating: #"\u0000"#, count: 10) + "'")
  }
}
