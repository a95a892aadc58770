import Testing

@testable import PopGesture

/// Contract section 2.2, one row at a time: when each kind wants to begin, and its own failures.
@Suite("Kind rules")
struct KindRulesTests {
  static let pan = PanTracker(touch: 1, at: .zero, time: 0, followsFirstTouchOnly: true)
  static let reference = ViewReference(
    screenSerial: 1, screenIndex: 0, screenID: "s", path: [0], viewID: "v", kind: .scrollView)

  static func recognizer(_ role: Recognizer.Role, hysteresis: Double = 10) -> Recognizer {
    Recognizer(name: "r", role: role, hysteresis: hysteresis, pan: pan)
  }

  static func view(_ kind: GestureView.Kind, width: Double = 390, height: Double = 500) -> GestureView {
    GestureView(id: "v", kind: kind, frame: Rect(x: 0, y: 0, width: width, height: height))
  }

  static func viewRecognizer(_ kind: GestureView.Kind) -> Recognizer {
    var reference = Self.reference
    reference.kind = kind
    return recognizer(.view(reference))
  }

  @Test("fullscreenPop wants to begin once either axis reaches 10")
  func fullscreenPop() {
    let recognizer = Self.recognizer(.fullscreenPop)
    #expect(!recognizer.wantsToBegin(translation: Point(x: 9.9, y: -9.9), view: nil, direction: 1))
    #expect(recognizer.wantsToBegin(translation: Point(x: -10, y: 0), view: nil, direction: 1))
    #expect(recognizer.wantsToBegin(translation: Point(x: 0, y: 10), view: nil, direction: 1))
  }

  @Test("a scroll view's pan waits for an axis it can scroll")
  func scrollView() {
    let recognizer = Self.viewRecognizer(.scrollView)
    var tall = Self.view(.scrollView)
    tall.contentSize = Size(width: 390, height: 2000)
    #expect(!recognizer.wantsToBegin(translation: Point(x: 40, y: 5), view: tall, direction: 1))
    #expect(recognizer.wantsToBegin(translation: Point(x: 0, y: -10), view: tall, direction: 1))
    var fitting = Self.view(.scrollView)
    #expect(!recognizer.wantsToBegin(translation: Point(x: 40, y: 40), view: fitting, direction: 1))
    fitting.alwaysBounceHorizontal = true
    #expect(recognizer.wantsToBegin(translation: Point(x: 40, y: 0), view: fitting, direction: 1))
    fitting.bounces = false
    #expect(!fitting.canScrollHorizontally)
  }

  @Test("a custom pan follows its direction")
  func customPan() {
    let recognizer = Self.viewRecognizer(.pan)
    var view = Self.view(.pan)
    #expect(recognizer.wantsToBegin(translation: Point(x: 0, y: 10), view: view, direction: 1))
    view.direction = .horizontal
    #expect(!recognizer.wantsToBegin(translation: Point(x: 9, y: 30), view: view, direction: 1))
    #expect(recognizer.wantsToBegin(translation: Point(x: -10, y: 0), view: view, direction: 1))
    view.direction = .vertical
    #expect(!recognizer.wantsToBegin(translation: Point(x: 30, y: 9), view: view, direction: 1))
    #expect(recognizer.wantsToBegin(translation: Point(x: 0, y: -10), view: view, direction: 1))
  }

  @Test("a row's swipe opens leading-ward when closed and closes trailing-ward when revealed")
  func swipeActions() {
    let recognizer = Self.viewRecognizer(.swipeActions)
    var row = Self.view(.swipeActions)
    #expect(recognizer.wantsToBegin(translation: Point(x: -10, y: 0), view: row, direction: 1))
    #expect(!recognizer.wantsToBegin(translation: Point(x: 5, y: 30), view: row, direction: 1))
    let raw = Point(x: -15, y: 0)
    #expect(recognizer.kindFailure(raw: raw, reduced: Point(x: -5, y: 0), view: row, direction: 1) == nil)
    #expect(
      recognizer.kindFailure(raw: raw, reduced: Point(x: 5, y: 0), view: row, direction: 1) == .wrongDirection
    )
    #expect(
      recognizer.kindFailure(raw: raw, reduced: Point(x: 0, y: 0), view: row, direction: 1) == .wrongDirection
    )
    row.revealed = true
    #expect(recognizer.kindFailure(raw: raw, reduced: Point(x: 5, y: 0), view: row, direction: 1) == nil)
    #expect(
      recognizer.kindFailure(raw: raw, reduced: Point(x: -5, y: 0), view: row, direction: 1)
        == .wrongDirection)
    // Right-to-left mirrors both.
    #expect(recognizer.kindFailure(raw: raw, reduced: Point(x: -5, y: 0), view: row, direction: -1) == nil)
  }

  @Test("edgePop wants 15 pt horizontally and fails when that movement points away")
  func edgePop() {
    let recognizer = Self.recognizer(.edgePop, hysteresis: 15)
    #expect(!recognizer.wantsToBegin(translation: Point(x: 14.9, y: 40), view: nil, direction: 1))
    #expect(recognizer.wantsToBegin(translation: Point(x: 15, y: 0), view: nil, direction: 1))
    #expect(
      recognizer.kindFailure(raw: Point(x: -15, y: 0), reduced: .zero, view: nil, direction: 1)
        == .wrongDirection)
    #expect(recognizer.kindFailure(raw: Point(x: -15, y: 0), reduced: .zero, view: nil, direction: -1) == nil)
  }

  @Test(
    "contentPop wants 30 pt toward the back edge; vertical movement fails it first, then backward movement")
  func contentPop() {
    let recognizer = Self.recognizer(.contentPop, hysteresis: 30)
    #expect(recognizer.wantsToBegin(translation: Point(x: 30, y: 0), view: nil, direction: 1))
    #expect(!recognizer.wantsToBegin(translation: Point(x: -30, y: 0), view: nil, direction: 1))
    #expect(recognizer.wantsToBegin(translation: Point(x: -30, y: 0), view: nil, direction: -1))
    // |dy| >= min(25, 10 + 0.8 |dx|)
    #expect(
      recognizer.failureWhileUndecided(translation: Point(x: 0, y: 10), direction: 1) == .verticalMovement)
    #expect(recognizer.failureWhileUndecided(translation: Point(x: 10, y: 17.9), direction: 1) == nil)
    #expect(
      recognizer.failureWhileUndecided(translation: Point(x: 10, y: 18), direction: 1) == .verticalMovement)
    #expect(recognizer.failureWhileUndecided(translation: Point(x: 100, y: 24.9), direction: 1) == nil)
    #expect(
      recognizer.failureWhileUndecided(translation: Point(x: 100, y: 25), direction: 1) == .verticalMovement)
    #expect(recognizer.failureWhileUndecided(translation: Point(x: -29, y: 0), direction: 1) == nil)
    #expect(
      recognizer.failureWhileUndecided(translation: Point(x: -30, y: 0), direction: 1) == .wrongDirection)
    #expect(
      recognizer.failureWhileUndecided(translation: Point(x: -40, y: 30), direction: 1) == .verticalMovement)
    #expect(
      Self.recognizer(.fullscreenPop).failureWhileUndecided(translation: Point(x: 0, y: 50), direction: 1)
        == nil)
  }
}
