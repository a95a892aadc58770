import PopGestureTestSupport
import Testing

@testable import PopGesture
@testable import PopGestureFormats

extension LogsSuite {
  @Test("every enum's static word is its raw value")
  func wordsMatchRawValues() {
    expectWords(TouchPhase.self) { $0.word }
    expectWords(RecognizerRecord.State.self) { $0.word }
    expectWords(Reason.self) { $0.word }
    expectWords(TransitionRecord.Phase.self) { $0.word }
    expectWords(TransitionRecord.Operation.self) { $0.word }
    expectWords(ReleaseRecord.Decision.self) { $0.word }
    expectWords(ActionRecord.Result.self) { $0.word }
    expectWords(Fault.self) { $0.word }
    expectWords(Action.Kind.self) { $0.word }
  }

  @Test("model version 3's words: the present and dismiss actions and their two reasons")
  func presentationWords() {
    #expect("\(Action.Kind.present.word)" == "present")
    #expect("\(Action.Kind.dismiss.word)" == "dismiss")
    #expect("\(Reason.alreadyPresenting.word)" == "alreadyPresenting")
    #expect("\(Reason.nothingPresented.word)" == "nothingPresented")
    #expect(Action.Kind.allCases.count == 6)
  }

  @Test("every record type has its word in the log")
  func typeWords() {
    let point = Point(x: 0, y: 0)
    let records: [(Record.Body, String)] = [
      (.touch(TouchRecord(touch: 1, phase: .began, location: point)), "touch"),
      (.recognizer(RecognizerRecord(name: .pan(view: "list"), state: .began)), "recognizer"),
      (
        .transition(TransitionRecord(phase: .began, operation: .pop, interactive: true, from: "a", to: "b")),
        "transition"
      ),
      (.progress(0.5), "progress"),
      (.release(ReleaseRecord(progress: 0.5, velocity: 0, decision: .finish, settle: 0.2)), "release"),
      (.navigationBar(hidden: true, animated: false), "navigationBar"),
      (.scroll(view: ScreenView(screen: "home", view: "list"), contentOffset: point), "scroll"),
      (.action(ActionRecord(action: .push, result: .applied)), "action"),
      (.fault(.stuck, detail: "x"), "fault"),
      (.final(FinalRecord(stack: [], navigationBarHidden: false, transitioning: false)), "final"),
    ]
    for (body, word) in records {
      #expect(Record(t: 0, body).type == word)
    }
  }

  private func expectWords<Word: CaseIterable & RawRepresentable>(
    _ type: Word.Type, _ word: (Word) -> StaticString
  ) where Word.RawValue == String {
    for value in Word.allCases {
      #expect("\(word(value))" == value.rawValue)
    }
  }
}
