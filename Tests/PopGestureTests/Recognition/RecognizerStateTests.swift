import PopGestureTestSupport
import Testing

@testable import PopGesture

/// The recognizer's state machine: each input moves it as UIKit would, and an input that makes no
/// sense in the current state stops the program instead of passing silently.
extension RecognitionSuite {
  private typealias F = ModelFixture

  static func fingers(at x: Double) -> Fingers {
    var fingers = Fingers()
    fingers[1] = Point(x: x, y: 400)
    return fingers
  }

  @Test("possible, wants to begin at the hysteresis with the translation reduced, began, changed, ended")
  func lifecycle() {
    let scene = F.scene()
    var recognizer = F.recognizer(.fullscreenPop, .fullscreenPop)
    #expect(recognizer.moved(to: Self.fingers(at: 105), at: 0.1, in: scene) == .none)
    #expect(
      recognizer.moved(to: Self.fingers(at: 112), at: 0.2, in: scene)
        == .wantsToBegin(raw: Point(x: 12, y: 0)))
    #expect(recognizer.translation == Point(x: 2, y: 0))
    recognizer.begin(in: scene)
    #expect(recognizer.phase == .began)
    #expect(
      recognizer.moved(to: Self.fingers(at: 120), at: 0.3, in: scene)
        == .moved(translation: Point(x: 10, y: 0)))
    #expect(recognizer.phase == .changed)
    guard case .ended(let release) = recognizer.lifted(1, fingers: Fingers(), isCancelled: false, in: scene)
    else {
      Issue.record("the lift did not end it")
      return
    }
    #expect(release.translation == Point(x: 10, y: 0))
    #expect(recognizer.phase == .ended && recognizer.translation == nil)
  }

  @Test("a lift fails an undecided pan, a cancel cancels a recognizing one, and later inputs are ignored")
  func lifts() {
    let scene = F.scene()
    var undecided = F.recognizer(.fullscreenPop, .fullscreenPop)
    #expect(
      undecided.lifted(1, fingers: Fingers(), isCancelled: false, in: scene)
        == .failed(.endedBeforeRecognized))
    #expect(undecided.moved(to: Self.fingers(at: 300), at: 1, in: scene) == .none)
    #expect(undecided.cause == .endedBeforeRecognized)
    var recognizing = F.recognizer(.fullscreenPop, .fullscreenPop)
    recognizing.begin(in: scene)
    guard
      case .cancelled(.touchCancelled, _) = recognizing.lifted(
        1, fingers: Fingers(), isCancelled: true, in: scene)
    else {
      Issue.record("the cancel did not cancel it")
      return
    }
    // A finger the pan does not follow releases nothing.
    var other = F.recognizer(.fullscreenPop, .fullscreenPop)
    #expect(other.lifted(2, fingers: Self.fingers(at: 100), isCancelled: true, in: scene) == .none)
  }

  @Test("a waiter resumes from zero translation")
  func waitAndResume() {
    let scene = F.scene()
    var recognizer = F.recognizer(.contentPop, .contentPop, hysteresis: 30)
    _ = recognizer.moved(to: Self.fingers(at: 140), at: 0.1, in: scene)
    recognizer.wait()
    #expect(recognizer.phase == .waiting)
    recognizer.resumeAfterWait()
    #expect(recognizer.translation == .zero)
  }

  @Test("failing a recognizer that already failed stops the program")
  func illegalTransition() async {
    await #expect(processExitsWith: .failure) {
      var recognizer = ModelFixture.recognizer(.fullscreenPop, .fullscreenPop)
      recognizer.fail(.endedBeforeRecognized)
      recognizer.fail(.endedBeforeRecognized)
    }
  }
}
