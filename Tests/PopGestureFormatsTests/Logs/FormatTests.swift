import PopGestureTestSupport
import Testing

@testable import PopGesture
@testable import PopGestureFormats

extension LogsSuite {
  @Test("rounding is half away from zero after scaling, without negative zero")
  func rounding() {
    eachArgument([
      (0.0125, 3, 0.013), (-0.0125, 3, -0.013), (23.75, 1, 23.8), (-23.75, 1, -23.8), (-0.04, 1, 0.0),
      (0.4358974, 3, 0.436), (937.4999999999991, 1, 937.5),
    ]) { (value, decimals, expected) in rounding(value: value, decimals: decimals, expected: expected) }
  }

  func rounding(value: Double, decimals: Int, expected: Double) {
    let rounded = decimals == 3 ? Rounding.time(value) : Rounding.points(value)
    #expect(rounded == expected)
    #expect(rounded.sign == expected.sign || rounded == 0)
  }

  @Test("fixed-point text pads decimals and keeps the sign")
  func fixed() {
    eachArgument([
      (0.09, 3, "0.090"), (1.0, 3, "1.000"), (-12.5, 1, "-12.5"), (0.0, 1, "0.0"), (-0.04, 1, "0.0"),
      (123456.789, 1, "123456.8"), (1e300, 1, "1e+300"),
    ]) { (value, decimals, expected) in fixed(value: value, decimals: decimals, expected: expected) }
  }

  func fixed(value: Double, decimals: Int, expected: String) {
    #expect(NumberText.fixed(value, decimals: decimals) == expected)
  }

  @Test("jsonl writes the log's fields in order, rounded")
  func jsonlRecord() {
    let touch = Record(
      t: 0.0004,
      .touch(
        TouchRecord(
          touch: 1, phase: .began, location: Point(x: 160, y: 420.04), hit: .screen("message"),
          recognizers: [.fullscreenPop])))
    #expect(
      JSONLFormat.line(touch)
        == #"{"t":0.0,"type":"touch","touch":1,"phase":"began","x":160.0,"y":420.0,"hit":"message","recognizers":["fullscreenPop"]}"#
    )
    let failed = Record(
      t: 0.016,
      .recognizer(
        RecognizerRecord(
          name: .fullscreenPop, state: .failed, reason: .preventedBy, by: .recognizer(.pan(view: "pager")))))
    #expect(
      JSONLFormat.line(failed)
        == #"{"t":0.016,"type":"recognizer","name":"fullscreenPop","state":"failed","reason":"preventedBy","by":"pager.pan"}"#
    )
    let release = Record(
      t: 0.192,
      .release(
        ReleaseRecord(progress: 170.0 / 390, velocity: 937.4999999, decision: .finish, settle: 0.2346666)))
    #expect(
      JSONLFormat.line(release)
        == #"{"t":0.192,"type":"release","progress":0.436,"velocity":937.5,"decision":"finish","settle":0.235}"#
    )
    let final = Record(
      t: 1, .final(FinalRecord(stack: ["a"], navigationBarHidden: true, transitioning: false, fault: nil)))
    #expect(
      JSONLFormat.line(final)
        == #"{"t":1.0,"type":"final","stack":["a"],"navigationBarHidden":true,"transitioning":false,"fault":null}"#
    )
    let action = Record(
      t: 2, .action(ActionRecord(action: .push, result: .ignored, reason: .alreadyInStack, screen: "a")))
    #expect(
      JSONLFormat.line(action)
        == #"{"t":2.0,"type":"action","action":"push","result":"ignored","reason":"alreadyInStack","screen":"a"}"#
    )
  }

  @Test("the final record names the presented screen only while one is, in text and in jsonl")
  func finalPresentedInFormat() {
    let shown = Record(
      t: 1,
      .final(
        FinalRecord(stack: ["inbox"], navigationBarHidden: false, transitioning: false, presented: "compose"))
    )
    #expect(
      TextFormat.line(shown)
        == "  1.000  final         stack [inbox]  bar shown  idle  fault none  presented compose")
    #expect(
      JSONLFormat.line(shown)
        == #"{"t":1.0,"type":"final","stack":["inbox"],"navigationBarHidden":false,"transitioning":false,"fault":null,"presented":"compose"}"#
    )
    let none = Record(
      t: 1, .final(FinalRecord(stack: ["inbox"], navigationBarHidden: false, transitioning: false)))
    #expect(!TextFormat.line(none).contains("presented"))
    #expect(!JSONLFormat.line(none).contains("presented"))
  }

  @Test("present and dismiss records, applied and ignored, in text and in jsonl")
  func presentationActions() {
    let cases: [(ActionRecord, String, String)] = [
      (
        ActionRecord(action: .present, result: .applied, screen: "compose"),
        "action        present compose applied",
        #""action":"present","result":"applied","screen":"compose""#
      ),
      (
        ActionRecord(action: .dismiss, result: .applied, screen: "compose"),
        "action        dismiss compose applied",
        #""action":"dismiss","result":"applied","screen":"compose""#
      ),
      (
        ActionRecord(action: .dismiss, result: .ignored, reason: .nothingPresented),
        "action        dismiss ignored nothingPresented",
        #""action":"dismiss","result":"ignored","reason":"nothingPresented""#
      ),
      (
        ActionRecord(action: .present, result: .ignored, reason: .alreadyPresenting, screen: "a"),
        "action        present a ignored alreadyPresenting",
        #""action":"present","result":"ignored","reason":"alreadyPresenting","screen":"a""#
      ),
    ]
    for (action, text, json) in cases {
      let record = Record(t: 0.5, .action(action))
      #expect(TextFormat.line(record) == "  0.500  " + text)
      #expect(JSONLFormat.line(record) == #"{"t":0.5,"type":"action","# + json + "}")
    }
  }

  @Test("jsonl escapes ids as JSON strings")
  func escaping() {
    #expect(JSONObjectWriter.quoted("a\"b\\c\n\u{1}é") == #""a\"b\\c\n\u0001é""#)
  }

  @Test("text lines put the time and the type in aligned columns")
  func textLine() {
    let progress = Record(t: 0.016, .progress(0.0128))
    #expect(TextFormat.line(progress) == "  0.016  progress      0.013")
    let bar = Record(t: 12.5, .navigationBar(hidden: false, animated: true))
    #expect(TextFormat.line(bar) == " 12.500  navigationBar shown  animated")
    let transition = Record(
      t: 0.427,
      .transition(
        TransitionRecord(
          phase: .finished, operation: .pop, interactive: true, from: "message", to: "inbox", stack: ["inbox"]
        )))
    #expect(
      TextFormat.line(transition)
        == "  0.427  transition    pop finished  message -> inbox  interactive  stack [inbox]")
  }
}
