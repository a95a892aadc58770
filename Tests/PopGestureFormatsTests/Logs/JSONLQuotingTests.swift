import PopGestureTestSupport
import Testing

@testable import PopGesture
@testable import PopGestureFormats

extension LogsSuite {
  @Test("names are written as JSON strings, escaped only where JSON needs it")
  func names() {
    eachArgument([
      "pan", "", "fullscreenPop.with.a.long.name", "écran", "列表/行", "👋🏽 wave", "a\"b", "back\\slash",
      "tab\there", "line\nbreak", "bell\u{7}", "del\u{7F}", "mixed é \"quoted\" \u{1F}",
      String(repeating: "long-id/", count: 20_000),
    ]) { name in names(name: name) }
  }

  func names(name: String) {
    let recognizer = RecognizerID.pan(view: name)
    let record = Record(
      t: 0, .recognizer(RecognizerRecord(name: recognizer, state: .failed, by: .recognizer(recognizer))))
    let quoted = JSONObjectWriter.quoted(name + ".pan")
    #expect(
      JSONLFormat.line(record)
        == #"{"t":0.0,"type":"recognizer","name":"# + quoted + #","state":"failed","by":"# + quoted + "}")
  }

  @Test("every control character is escaped as JSON requires, NUL as \\u0000, and reads back the same")
  func controlCharacters() throws {
    let name =
      String(String.UnicodeScalarView((0..<0x20).compactMap(Unicode.Scalar.init))) + "\"\\\u{7F}\u{2028}"
    let record = Record(t: 0, .scroll(view: ScreenView(screen: "screen", view: name), contentOffset: .zero))
    let line = JSONLFormat.line(record)
    #expect(line.contains(#""view":"screen/\u0000\u0001"#))
    #expect(line.contains(#"\u001f\"\\"#))
    #expect(!line.utf8.contains { $0 < 0x20 })
    let members = try JSONParser.parse(Array(line.utf8))
    guard case .object(let fields) = members.kind, let view = fields.first(where: { $0.key == "view" }),
      case .string(let read) = view.value.kind
    else {
      Issue.record("no view string in \(line)")
      return
    }
    #expect(read == "screen/" + name)
  }

  @Test("a substring's copy and a string built by appending are written like any other")
  func otherStorage() {
    var built = "stack"
    for index in 0..<40 { built += "/\(index)" }
    let sliced = String("xx/detail/yy".split(separator: "/")[1])
    let record = Record(
      t: 1, .final(FinalRecord(stack: [built, sliced], navigationBarHidden: false, transitioning: true)))
    #expect(
      JSONLFormat.line(record)
        == #"{"t":1.0,"type":"final","stack":[""# + built + #"","detail"],"navigationBarHidden":false,"#
        + #""transitioning":true,"fault":null}"#)
  }
}
