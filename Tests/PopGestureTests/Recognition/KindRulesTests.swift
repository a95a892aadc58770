import Foundation
import PopGestureTestSupport
import PopGestureTesting
import Testing

@testable import PopGesture

/// The tests of `PopGesture`'s `Recognition/` folder: one suite across its files, each file extending it,
/// so that `swift test` prints the suite once. This file's tests follow.
/// The kind-rule table, one row at a time, called on the kind rules themselves: when each kind
/// wants to begin, and each of its failures with the cause it reports.
@Suite("PopGesture: Recognition")
struct RecognitionSuite {
  private typealias F = ModelFixture

  @Test("fullscreenPop wants to begin once either axis reaches 10")
  func fullscreenPop() {
    let table: [(Point, Bool)] = [
      (Point(x: 9.9, y: -9.9), false), (Point(x: -10, y: 0), true), (Point(x: 0, y: 10), true),
    ]
    for (translation, wants) in table {
      #expect(FullscreenPop.wantsToBegin(translation: translation, hysteresis: 10) == wants, "\(translation)")
    }
  }

  @Test("fullscreenPop's shouldBegin runs the policy's checks in order, each with its inputs")
  func fullscreenPopChecks() {
    let forward = Point(x: 5, y: 0)
    let at = Point(x: 100, y: 400)
    let root = F.scene(depth: 1) { $0.interactivePopDisabled = true }
    #expect(
      FullscreenPop.shouldBegin(translation: forward, location: at, in: root) == .rootScreen(stackCount: 1))
    let disabled = F.scene { $0.interactivePopDisabled = true }
    #expect(
      FullscreenPop.shouldBegin(translation: forward, location: at, in: disabled)
        == .popDisabled(screen: "detail"))
    #expect(
      FullscreenPop.shouldBegin(
        translation: forward, location: at, in: F.scene(policy: .zw) { $0.interactivePopDisabled = true })
        == nil)
    let limited = F.scene { $0.maxAllowedInitialDistanceToLeftEdge = 80 }
    #expect(
      FullscreenPop.shouldBegin(translation: forward, location: at, in: limited)
        == .beyondMaxInitialDistance(screen: "detail", x: 100, limit: 80))
    #expect(FullscreenPop.shouldBegin(translation: forward, location: Point(x: 80, y: 0), in: limited) == nil)
    let backward = Point(x: -5, y: 0)
    #expect(
      FullscreenPop.shouldBegin(translation: backward, location: at, in: F.scene())
        == .popDirection(dx: -5, direction: 1))
    #expect(
      FullscreenPop.shouldBegin(translation: Point(x: 0, y: 5), location: at, in: F.scene())
        == .popDirection(dx: 0, direction: 1))
    let rightToLeft = F.scene(layout: .rightToLeft)
    #expect(FullscreenPop.shouldBegin(translation: backward, location: at, in: rightToLeft) == nil)
    // Without layout awareness (zw) only rightward pops, even right-to-left.
    let zwRightToLeft = F.scene(policy: .zw, layout: .rightToLeft)
    #expect(
      FullscreenPop.shouldBegin(translation: backward, location: at, in: zwRightToLeft)
        == .popDirection(dx: -5, direction: 1))
    #expect(
      FullscreenPop.shouldBegin(translation: backward, location: at, in: F.scene(policy: .kvc, depth: 1))
        == nil)
  }

  @Test("a scroll view's pan waits for an axis it can scroll, and fails notScrollable when it has none")
  func scrollView() {
    let tall = F.view("table", .scrollView) { $0.contentSize = Size(width: 390, height: 2000) }
    #expect(!ScrollViewPan.wantsToBegin(translation: Point(x: 40, y: 5), hysteresis: 10, view: tall))
    #expect(ScrollViewPan.wantsToBegin(translation: Point(x: 0, y: -10), hysteresis: 10, view: tall))
    var fitting = F.view("box", .scrollView)
    #expect(!ScrollViewPan.wantsToBegin(translation: Point(x: 40, y: 40), hysteresis: 10, view: fitting))
    fitting.alwaysBounceHorizontal = true
    #expect(ScrollViewPan.wantsToBegin(translation: Point(x: 40, y: 0), hysteresis: 10, view: fitting))
    #expect(!ScrollViewPan.wantsToBegin(translation: Point(x: 40, y: 0), hysteresis: 10, view: nil))
    let scene = F.scene([F.view("box", .scrollView), tall])
    #expect(
      ScrollViewPan.failureAtLift(
        view: scene.view(F.reference(0, in: scene)), reference: F.reference(0, in: scene))
        == .notScrollable(view: ScreenView(screen: "detail", view: "box")))
    #expect(
      ScrollViewPan.failureAtLift(view: tall, reference: F.reference(1, in: scene)) == .endedBeforeRecognized)
  }

  @Test("a view's pan whose screen has left the stack never wants to begin")
  func viewGone() {
    let far = Point(x: 200, y: 200)
    #expect(!ScrollViewPan.wantsToBegin(translation: far, hysteresis: 10, view: nil))
    #expect(!CustomPan.wantsToBegin(translation: far, hysteresis: 10, view: nil))
    #expect(!SwipeRow.wantsToBegin(translation: far, hysteresis: 10, view: nil))
    // Through the kind, with a reference to a screen instance that is no longer there.
    let scene = F.scene([F.view("row", .swipeActions)])
    var gone = F.reference(0, in: scene)
    gone.screenSerial += 100
    #expect(!Recognizer.Kind.swipeRow(gone).wantsToBegin(translation: far, hysteresis: 10, in: scene))
    #expect(
      Recognizer.Kind.swipeRow(F.reference(0, in: scene)).wantsToBegin(
        translation: far, hysteresis: 10, in: scene))
  }

  @Test("a custom pan follows its direction")
  func customPan() {
    let table: [(GestureView.PanDirection, Point, Bool)] = [
      (.any, Point(x: 0, y: 10), true), (.horizontal, Point(x: 9, y: 30), false),
      (.horizontal, Point(x: -10, y: 0), true), (.vertical, Point(x: 30, y: 9), false),
      (.vertical, Point(x: 0, y: -10), true),
    ]
    for (direction, translation, wants) in table {
      let view = F.view("sheet", .pan) { $0.direction = direction }
      #expect(
        CustomPan.wantsToBegin(translation: translation, hysteresis: 10, view: view) == wants, "\(direction)")
    }
  }

  @Test("a row's swipe opens leading-ward when closed and closes trailing-ward when revealed")
  func swipeRow() {
    let closed = F.scene([F.view("row", .swipeActions)])
    let open = F.scene([F.view("row", .swipeActions) { $0.revealed = true }])
    let row = F.reference(0, in: closed)
    #expect(SwipeRow.wantsToBegin(translation: Point(x: -10, y: 0), hysteresis: 10, view: closed.view(row)))
    #expect(!SwipeRow.wantsToBegin(translation: Point(x: 5, y: 30), hysteresis: 10, view: closed.view(row)))
    let table: [(Scene, Double, Bool)] = [
      (closed, -5, true), (closed, 5, false), (closed, 0, false), (open, 5, true), (open, -5, false),
    ]
    for (scene, dx, begins) in table {
      let cause = SwipeRow.shouldBegin(
        reduced: Point(x: dx, y: 0), reference: F.reference(0, in: scene), in: scene)
      let revealed = scene.view(F.reference(0, in: scene))?.revealed ?? false
      #expect(
        cause
          == (begins
            ? nil
            : .rowSwipeDirection(
              view: ScreenView(screen: "detail", view: "row"), dx: dx, direction: 1, revealed: revealed)),
        "dx \(dx), revealed \(revealed)")
    }
    // Right-to-left mirrors both.
    let mirrored = F.scene([F.view("row", .swipeActions)], layout: .rightToLeft)
    #expect(
      SwipeRow.shouldBegin(reduced: Point(x: 5, y: 0), reference: F.reference(0, in: mirrored), in: mirrored)
        == nil)
  }

  @Test("edgePop: outsideEdge, then onNavigationBar at touch-down, else a deadline")
  func edgePopTouchDown() {
    let scene = F.scene()
    #expect(
      EdgePop.touchDown(at: Point(x: 14, y: 400), in: scene)
        == .failed(.outsideEdge(x: 14, edgeRegion: 13, width: 390, direction: 1)))
    #expect(EdgePop.touchDown(at: Point(x: 13, y: 400), in: scene) == .deadline(after: 0.25))
    #expect(
      EdgePop.touchDown(at: Point(x: 5, y: 47), in: scene)
        == .failed(.onNavigationBar(y: 47, top: 47, bottom: 91)))
    #expect(EdgePop.touchDown(at: Point(x: 5, y: 91), in: scene) == .deadline(after: 0.25))
    // A hidden bar turns UIKit's swipes off before any of the edge pan's own checks.
    #expect(
      EdgePop.touchDown(at: Point(x: 5, y: 60), in: F.scene(barHidden: true)) == .failed(.navigationBarHidden)
    )
    let rightToLeft = F.scene(layout: .rightToLeft)
    #expect(EdgePop.touchDown(at: Point(x: 377, y: 400), in: rightToLeft) == .deadline(after: 0.25))
    #expect(
      EdgePop.touchDown(at: Point(x: 5, y: 400), in: rightToLeft)
        == .failed(.outsideEdge(x: 5, edgeRegion: 13, width: 390, direction: -1)))
  }

  @Test("UIKit's gate: a hidden bar, then a hidden back button, then a custom one; FD's pan has no gate")
  func uikitGate() {
    #expect(UIKitGate.closure(in: F.scene()) == nil)
    #expect(UIKitGate.closure(in: F.scene(barHidden: true)) == .navigationBarHidden)
    #expect(
      UIKitGate.closure(in: F.scene(barHidden: true) { $0.backButton = .hidden }) == .navigationBarHidden,
      "the bar comes first")
    #expect(UIKitGate.closure(in: F.scene { $0.backButton = .hidden }) == .backButtonHidden(screen: "detail"))
    #expect(UIKitGate.closure(in: F.scene { $0.backButton = .custom }) == .customBackButton(screen: "detail"))
    let custom = F.scene { $0.backButton = .custom }
    #expect(
      EdgePop.touchDown(at: Point(x: 200, y: 400), in: custom)
        == .failed(.customBackButton(screen: "detail")),
      "the gate comes before outsideEdge")
    #expect(
      Recognizer.Kind.contentPop.touchDown(at: Point(x: 200, y: 400), in: custom)
        == .failed(.customBackButton(screen: "detail")))
    #expect(Recognizer.Kind.fullscreenPop.touchDown(at: Point(x: 200, y: 400), in: custom) == .none)
    // The back button read is the top screen's: the one below may have any.
    let below = F.scene(depth: 2) { $0.backButton = .standard }
    #expect(UIKitGate.closure(in: below) == nil)
  }

  @Test(
    "edgePop fails verticalMovement while possible once |dy| >= 15 and dx * dir < |dy| / tan(77.5 degrees)")
  func edgeAngle() {
    eachArgument([
      // |dy| / tan(77.5°) = 0.2216 |dy|: 3.32 at dy 15, 4.43 at dy 20.
      (Point(x: 3.3, y: 15), true), (Point(x: 3.4, y: 15), false), (Point(x: 0, y: 14.9), false),
      (Point(x: 4.4, y: -20), true), (Point(x: 4.5, y: -20), false), (Point(x: -20, y: 15), true),
    ]) { (translation, fails) in edgeAngle(translation: translation, fails: fails) }
  }

  func edgeAngle(translation: Point, fails: Bool) {
    let scene = F.scene()
    let limit = 15.0 / tan(77.5 * Double.pi / 180)
    #expect(abs(limit - 3.325) < 0.001)
    let expected: Cause? =
      fails ? .edgeAngle(dx: translation.x, dy: translation.y, angleLimit: 77.5) : nil
    #expect(EdgePop.failureWhileUndecided(translation: translation, hysteresis: 15, in: scene) == expected)
    #expect(
      Recognizer.Kind.edgePop.failureWhileUndecided(translation: translation, hysteresis: 15, in: scene)
        == expected)
    // Right-to-left, the same drag mirrored.
    let mirrored = Point(x: -translation.x, y: translation.y)
    #expect(
      EdgePop.failureWhileUndecided(translation: mirrored, hysteresis: 15, in: F.scene(layout: .rightToLeft))
        == (fails ? .edgeAngle(dx: mirrored.x, dy: mirrored.y, angleLimit: 77.5) : nil))
  }

  @Test(
    "edgePop wants 15 pt horizontally, fails when that points away, then UIKit's checks; tooSlow at its deadline"
  )
  func edgePop() {
    #expect(!EdgePop.wantsToBegin(translation: Point(x: 14.9, y: 40), hysteresis: 15))
    #expect(EdgePop.wantsToBegin(translation: Point(x: 15, y: 0), hysteresis: 15))
    #expect(
      EdgePop.shouldBegin(raw: Point(x: -15, y: 0), in: F.scene()) == .edgeDirection(dx: -15, direction: 1))
    #expect(EdgePop.shouldBegin(raw: Point(x: -15, y: 0), in: F.scene(layout: .rightToLeft)) == nil)
    #expect(EdgePop.shouldBegin(raw: Point(x: 15, y: 0), in: F.scene(depth: 1)) == .rootScreen(stackCount: 1))
    var possible = F.recognizer(.edgePop, .edgePop, hysteresis: 15)
    #expect(possible.deadlinePassed(in: F.scene()) == .failed(.tooSlow(edgeMaxDuration: 0.25)))
    #expect(possible.phase == .failed)
    #expect(possible.deadlinePassed(in: F.scene()) == Recognizer.Step.none)
  }

  @Test(
    "contentPop wants 30 pt toward the back edge; vertical movement fails it first, then backward movement")
  func contentPop() {
    let scene = F.scene(policy: .uikit)
    #expect(ContentPop.wantsToBegin(translation: Point(x: 30, y: 0), hysteresis: 30, in: scene))
    #expect(!ContentPop.wantsToBegin(translation: Point(x: -30, y: 0), hysteresis: 30, in: scene))
    #expect(
      ContentPop.wantsToBegin(
        translation: Point(x: -30, y: 0), hysteresis: 30, in: F.scene(layout: .rightToLeft)))
    // |dy| >= min(25, 10 + 0.8 |dx|), then dx * dir <= -30.
    let table: [(Point, Cause?)] = [
      (Point(x: 0, y: 10), .verticalMovement(dx: 0, dy: 10, limit: 10)),
      (Point(x: 10, y: 17.9), nil),
      (Point(x: 10, y: 18), .verticalMovement(dx: 10, dy: 18, limit: 18)),
      (Point(x: 100, y: 24.9), nil),
      (Point(x: 100, y: 25), .verticalMovement(dx: 100, dy: 25, limit: 25)),
      (Point(x: -29, y: 0), nil),
      (Point(x: -30, y: 0), .contentDirection(dx: -30, direction: 1, hysteresis: 30)),
      (Point(x: -40, y: 30), .verticalMovement(dx: -40, dy: 30, limit: 25)),
    ]
    for (translation, cause) in table {
      #expect(
        ContentPop.failureWhileUndecided(translation: translation, hysteresis: 30, in: scene) == cause,
        "\(translation)")
    }
    // It receives touches on the navigation bar: its touch-down asks only UIKit's gate.
    #expect(ContentPop.touchDown(in: scene) == .none)
    #expect(ContentPop.touchDown(in: F.scene(barHidden: true)) == .failed(.navigationBarHidden))
    #expect(ContentPop.shouldBegin(in: F.scene(policy: .uikit, depth: 1)) == .rootScreen(stackCount: 1))
    #expect(
      Recognizer.Kind.fullscreenPop.failureWhileUndecided(
        translation: Point(x: 0, y: 50), hysteresis: 10, in: scene)
        == nil)
  }

  @Test("every cause names its reason word and its blocker")
  func causeWords() {
    #expect(Cause.edgeDirection(dx: -1, direction: 1).reason == .wrongDirection)
    #expect(Cause.slider(id: "volume", dx: 1, dy: 0).blocker == .slider(view: "volume"))
    #expect(Cause.excludedBy(recognizer: .pan(view: "pager")).reason == .preventedBy)
    #expect(Cause.tooSlow(edgeMaxDuration: 0.25).blocker == nil)
  }
}
