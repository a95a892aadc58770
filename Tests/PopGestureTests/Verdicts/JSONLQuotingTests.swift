import Testing

@testable import PopGesture

@Suite("JSONL quoting")
struct JSONLQuotingTests {
  @Test(
    "names are written as JSON strings, escaped only where JSON needs it",
    arguments: [
      "pan", "", "fullscreenPop.with.a.long.name", "écran", "列表/行", "👋🏽 wave", "a\"b", "back\\slash",
      "tab\there", "line\nbreak", "bell\u{7}", "del\u{7F}", "mixed é \"quoted\" \u{1F}",
      String(repeating: "long-id/", count: 20_000),
    ])
  func names(name: String) {
    let record = Record(t: 0, .recognizer(RecognizerRecord(name: name, state: .failed, by: name)))
    let quoted = JSONObjectWriter.quoted(name)
    #expect(
      JSONLFormat.line(record)
        == #"{"t":0.0,"type":"recognizer","name":"# + quoted + #","state":"failed","by":"# + quoted + "}")
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
