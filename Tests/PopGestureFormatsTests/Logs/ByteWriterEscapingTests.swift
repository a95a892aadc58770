import PopGestureTestSupport
import Testing

@testable import PopGesture
@testable import PopGestureFormats

extension LogsSuite {
  @Test("writes what PrintableText.escaped gives, in place when nothing needs escaping")
  func matchesEscaped() {
    eachArgument([
      "home", "", "photos/pager.pan", "écran", "列表/行", "👋🏽 wave", "€ – ‘quoted’", "line\nbreak", "nul\u{0}",
      "esc\u{1B}[2J", "sep\u{2028}", "next\u{85}", "bidi\u{202E}", #"back\slash"#, "\r\n",
    ]) { text in matchesEscaped(text: text) }
  }

  func matchesEscaped(text: String) {
    #expect(ByteWriter.text { $0.writeEscaped(text) } == PrintableText.escaped(text))
  }

  // Not arguments of the test above: Swift Testing prints each argument in the test's name, and
  // these would fill the output with 50,000 lines.
  @Test("writes a long id, and one of many escaped lines, as PrintableText.escaped does")
  func matchesEscapedWhenLong() {
    for text in [String(repeating: "long-id/", count: 20_000), String(repeating: "a\n", count: 50_000)] {
      #expect(ByteWriter.text { $0.writeEscaped(text) } == PrintableText.escaped(text))
    }
  }

  @Test("an escaped id that crosses the buffer's flush point is written whole")
  func acrossFlush() {
    let filler = String(repeating: "x", count: ByteWriter.flushThreshold * 2 - 3)
    for id in ["plain-id", "bad\nid"] {
      let text = ByteWriter.text { writer in
        writer.write(filler)
        writer.writeEscaped(id)
      }
      #expect(text == filler + PrintableText.escaped(id))
    }
  }

  @Test("a substring's copy and a string built by appending are escaped like any other")
  func otherStorageInByteWriterEscaping() {
    var built = "stack"
    for index in 0..<40 { built += "\n\(index)" }
    let sliced = String("xx/de\u{0}tail/yy".split(separator: "/")[1])
    #expect(ByteWriter.text { $0.writeEscaped(built) } == PrintableText.escaped(built))
    #expect(ByteWriter.text { $0.writeEscaped(sliced) } == #"de\u0000tail"#)
  }
}
