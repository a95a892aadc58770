import PopGestureTestSupport
import PopGestureTesting
import Testing

@testable import PopGesture

/// The tests of `PopGesture`'s `Arbitration/` folder: one suite across its files, each file extending it,
/// so that `swift test` prints the suite once. This file's tests follow.
/// The arbiter called on its own, one test per clause of its one-sentence policy (see `Arbiter`):
/// a recognizer that wants to begin (1) waits while a candidate it requires to fail is undecided,
/// (2) then fails if a began recognizer excludes it, (3) otherwise begins and fails every undecided
/// candidate it excludes, (4) and cancels every began one; (5) two recognizers exclude each other
/// unless the README recipe lets a view's pan run beside `fullscreenPop` or either side declares
/// `simultaneousWith`; (6) a slider stops horizontal pans above it before any of that; (7) the
/// failure requirements an app declares (`requiresFailureOf`, `requiredToFailBy`) wait as UIKit's
/// own do, and a waiter whose awaited candidate began fails as a rival or as a lost wait.
@Suite("PopGesture: Arbitration")
struct ArbitrationSuite {
  typealias F = ModelFixture

  static func began(_ recognizer: Recognizer, in scene: Scene) -> Recognizer {
    var recognizer = recognizer
    recognizer.begin(in: scene)
    return recognizer
  }

  static func failed(_ recognizer: Recognizer) -> Recognizer {
    var recognizer = recognizer
    recognizer.fail(.endedBeforeRecognized)
    return recognizer
  }

  static let content = F.recognizer(.contentPop, .contentPop, hysteresis: 30)
  static let edge = F.recognizer(.edgePop, .edgePop, hysteresis: 15)
  static let fullscreen = F.recognizer(.fullscreenPop, .fullscreenPop)

  @Test("1: it waits while a candidate it requires to fail is undecided, and the wait is remembered")
  func waitsForRequired() {
    let scene = F.scene(policy: .uikit)
    var arbiter = Arbiter(policy: .uikit)
    #expect(arbiter.rule(on: 0, in: [Self.content, Self.edge], scene: scene) == .wait(on: [1]))
    #expect(arbiter.waits == [Arbiter.Wait(waiter: 0, awaited: [1])])
    // A requirement on a candidate that already failed is met.
    var fresh = Arbiter(policy: .uikit)
    #expect(
      fresh.rule(on: 0, in: [Self.content, Self.failed(Self.edge)], scene: scene)
        == .begin(failing: [], cancelling: []))
  }

  @Test("1: the wait is over once every awaited candidate failed, if the waiter still follows a finger")
  func waitIsOver() {
    let scene = F.scene(policy: .uikit)
    var arbiter = Arbiter(policy: .uikit)
    var waiter = Self.content
    _ = arbiter.rule(on: 0, in: [waiter, Self.edge], scene: scene)
    waiter.wait()
    #expect(arbiter.nextWaiterReleased(in: [waiter, Self.edge]) == nil)
    #expect(arbiter.nextWaiterReleased(in: [waiter, Self.failed(Self.edge)]) == 0)
    #expect(arbiter.waits.isEmpty)
    #expect(
      arbiter.ruleAfterWait(on: 0, in: [waiter, Self.failed(Self.edge)], scene: scene)
        == .begin(failing: [], cancelling: []))
  }

  @Test("1: a waiter is failed by the begin of the candidate it waits for")
  func waiterFailsWhenAwaitedBeginsInArbiterRuling() {
    let scene = F.scene(policy: .uikit)
    var arbiter = Arbiter(policy: .uikit)
    var waiter = Self.content
    _ = arbiter.rule(on: 0, in: [waiter, Self.edge], scene: scene)
    waiter.wait()
    #expect(
      arbiter.rule(on: 1, in: [waiter, Self.edge], scene: scene) == .begin(failing: [0], cancelling: []))
  }

  @Test("2: a began recognizer that excludes it fails it")
  func blockedByBeganInArbiterRuling() {
    let scene = F.scene(policy: .uikit)
    var arbiter = Arbiter(policy: .uikit)
    #expect(
      arbiter.rule(on: 0, in: [Self.content, Self.began(Self.edge, in: scene)], scene: scene) == .fail(by: 1))
  }

  @Test("3: it begins and fails every undecided candidate it excludes")
  func beginFailsExcludedInArbiterRuling() {
    let scene = F.scene([F.view("pager", .scrollView)])
    let pager = F.recognizer(.pan(view: "pager"), .scrollView(F.reference(0, in: scene)))
    var arbiter = Arbiter(policy: .fd)
    #expect(
      arbiter.rule(on: 1, in: [pager, Self.fullscreen], scene: scene) == .begin(failing: [0], cancelling: []))
    // A candidate already decided is left alone.
    #expect(
      arbiter.rule(on: 1, in: [Self.failed(pager), Self.fullscreen], scene: scene)
        == .begin(failing: [], cancelling: []))
  }

  @Test("4: cancelling lists the began candidates it excludes, which step 2 has already ruled out")
  func cancelling() {
    // A began candidate that excludes the newcomer fails it in step 2, so under this policy the
    // cancelling list stays empty; a simultaneous one is neither failed nor cancelled.
    let scene = F.scene([F.view("pager", .scrollView) { $0.simultaneousWithPop = .always }])
    let pager = Self.began(
      F.recognizer(.pan(view: "pager"), .scrollView(F.reference(0, in: scene))), in: scene)
    var arbiter = Arbiter(policy: .fd)
    #expect(
      arbiter.rule(on: 1, in: [pager, Self.fullscreen], scene: scene) == .begin(failing: [], cancelling: []))
    var kvc = Arbiter(policy: .kvc)
    #expect(kvc.rule(on: 1, in: [pager, Self.fullscreen], scene: scene) == .fail(by: 0))
  }

  @Test(
    "5: the recipe lets a scroll view or pan run beside fullscreenPop under fd and zw")
  func recipe() {
    eachArgument([
      (GestureView.Kind.scrollView, GestureView.Simultaneity.always, 0.0, true),
      (.pan, .always, 0, true),
      (.scrollView, .atLeadingEdge, 0, true),
      (.scrollView, .atLeadingEdge, 0.5, false),
      (.pan, .atLeadingEdge, 0, false),
      (.scrollView, .never, 0, false),
      (.swipeActions, .always, 0, false),
    ]) { (kind, simultaneity, offset, together) in
      recipe(kind: kind, simultaneity: simultaneity, offset: offset, together: together)
    }
  }

  func recipe(kind: GestureView.Kind, simultaneity: GestureView.Simultaneity, offset: Double, together: Bool)
  {
    let view = F.view("v", kind) {
      $0.simultaneousWithPop = simultaneity
      $0.contentOffset = Point(x: offset, y: 0)
    }
    let scene = F.scene([view])
    let reference = F.reference(0, in: scene)
    let recognizer = F.recognizer(
      .pan(view: "v"), kind == .pan ? .customPan(reference) : .scrollView(reference))
    for policy in [Policy.fd, .zw] {
      #expect(
        Arbiter(policy: policy).recognizeSimultaneously(recognizer, Self.fullscreen, scene: scene) == together
      )
      #expect(
        Arbiter(policy: policy).recognizeSimultaneously(Self.fullscreen, recognizer, scene: scene) == together
      )
    }
    #expect(!Arbiter(policy: .kvc).recognizeSimultaneously(recognizer, Self.fullscreen, scene: scene))
    #expect(Arbiter(policy: .fd).excludes(Self.edge, Self.fullscreen, scene: scene))
  }

  @Test(
    "requirements: contentPop and every view recognizer require edgePop; a scroll view at its leading edge requires contentPop"
  )
  func requirements() {
    let scene = F.scene(
      [
        F.view("table", .scrollView) { $0.contentSize = Size(width: 390, height: 2000) },
        F.view("pager", .scrollView) {
          $0.contentSize = Size(width: 1170, height: 500)
          $0.contentOffset = Point(x: 390, y: 0)
        },
        F.view("sheet", .pan),
        F.view("row", .swipeActions),
      ], policy: .uikit)
    let table = F.recognizer(.pan(view: "table"), .scrollView(F.reference(0, in: scene)))
    let pager = F.recognizer(.pan(view: "pager"), .scrollView(F.reference(1, in: scene)))
    let sheet = F.recognizer(.pan(view: "sheet"), .customPan(F.reference(2, in: scene)))
    let row = F.recognizer(.swipe(view: "row"), .swipeRow(F.reference(3, in: scene)))
    let candidates = [table, pager, sheet, row, Self.fullscreen, Self.content, Self.edge]
    let arbiter = Arbiter(policy: .fd)
    // The table cannot scroll horizontally: it waits for both of UIKit's swipes.
    #expect(arbiter.requiredFailures(of: 0, in: candidates, scene: scene) == [5, 6])
    // The pager is off its leading edge: only the edge swipe goes before it.
    #expect(arbiter.requiredFailures(of: 1, in: candidates, scene: scene) == [6])
    #expect(arbiter.requiredFailures(of: 2, in: candidates, scene: scene) == [6])
    #expect(arbiter.requiredFailures(of: 3, in: candidates, scene: scene) == [6])
    #expect(arbiter.requiredFailures(of: 4, in: candidates, scene: scene) == [])
    #expect(arbiter.requiredFailures(of: 5, in: candidates, scene: scene) == [6])
    #expect(arbiter.requiredFailures(of: 6, in: candidates, scene: scene) == [])
    // Without contentPop and edgePop among the candidates (FD on iOS 18), nothing is required.
    let libraryOnly = [table, pager, sheet, row, Self.fullscreen]
    #expect(
      libraryOnly.indices.allSatisfy {
        arbiter.requiredFailures(of: $0, in: libraryOnly, scene: scene).isEmpty
      })
  }

  @Test(
    "the recipe's atLeadingEdge tests contentOffset.x <= 0 whatever the inset, not minX")
  func recipeIgnoresInset() {
    eachArgument([(-20.0, true), (0, true), (0.5, false)]) { (offset, together) in
      recipeIgnoresInset(offset: offset, together: together)
    }
  }

  func recipeIgnoresInset(offset: Double, together: Bool) {
    let scene = F.scene([
      F.view("pager", .scrollView) {
        $0.contentSize = Size(width: 1170, height: 500)
        $0.contentInset = GestureView.EdgeInsets(left: 20)
        $0.contentOffset = Point(x: offset, y: 0)
        $0.simultaneousWithPop = .atLeadingEdge
      }
    ])
    let pager = F.recognizer(.pan(view: "pager"), .scrollView(F.reference(0, in: scene)))
    #expect(Arbiter(policy: .fd).recognizeSimultaneously(pager, Self.fullscreen, scene: scene) == together)
    // At offset 0 the pager is inside the recipe yet off its leading edge (minX = -20): it does
    // not wait for the content swipe.
    if offset == 0 {
      #expect(Arbiter(policy: .fd).requiredFailures(of: 0, in: [pager, Self.content], scene: scene).isEmpty)
    }
  }

  @Test(
    "requirements: the leading edge is minX = -contentInset.left, at or before it")
  func leadingEdgeWithInset() {
    eachArgument([(-20.0, true), (-20.5, true), (-19.5, false), (0, false)]) { (offset, waits) in
      leadingEdgeWithInset(offset: offset, waits: waits)
    }
  }

  func leadingEdgeWithInset(offset: Double, waits: Bool) {
    let scene = F.scene([
      F.view("pager", .scrollView) {
        $0.contentSize = Size(width: 1170, height: 500)
        $0.contentInset = GestureView.EdgeInsets(left: 20)
        $0.contentOffset = Point(x: offset, y: 0)
      }
    ])
    let pager = F.recognizer(.pan(view: "pager"), .scrollView(F.reference(0, in: scene)))
    let required = Arbiter(policy: .fd).requiredFailures(of: 0, in: [pager, Self.content], scene: scene)
    #expect(required == (waits ? [1] : []))
  }

  @Test("6: a slider stops navigation-level pans and pans above it that move at least as much sideways")
  func sliderInArbiterRuling() {
    let scene = F.scene([F.view("pager", .scrollView), F.view("sheet", .pan)])
    let above = F.reference(0, in: scene)
    let volume = ViewReference(
      screenSerial: 1, screenIndex: 1, screenID: "detail", path: [0, 0], viewID: "volume", kind: .slider)
    let guarded = SliderGuard(slider: volume, ancestors: [above])
    let pager = F.recognizer(.pan(view: "pager"), .scrollView(above))
    let sheet = F.recognizer(.pan(view: "sheet"), .customPan(F.reference(1, in: scene)))
    let sideways = Point(x: 12, y: 12)
    #expect(guarded.prevents(Self.fullscreen, translation: sideways) == .slider(id: "volume", dx: 12, dy: 12))
    #expect(guarded.prevents(pager, translation: sideways) == .slider(id: "volume", dx: 12, dy: 12))
    #expect(guarded.prevents(sheet, translation: sideways) == nil)
    #expect(guarded.prevents(Self.fullscreen, translation: Point(x: 3, y: 12)) == nil)
    #expect(SliderGuard(chain: [above], at: Point(x: 10, y: 10), in: scene) == nil)
  }

  @Test("6: the slider is the innermost one of the hit chain, and it guards the views above it only")
  func innermostSlider() {
    let inner = F.view("inner", .slider, width: 200, height: 40)
    let card = F.view("card", .pan, width: 300, height: 100) { $0.subviews = [inner] }
    let outer = F.view("outer", .slider, width: 390, height: 200) { $0.subviews = [card] }
    let scene = F.scene([F.view("pager", .scrollView) { $0.subviews = [outer] }])
    let thumb = Point(x: 5, y: 20)
    let chain = Candidates.hitTest(thumb, in: scene)
    #expect(chain.map(\.viewID) == ["pager", "outer", "card", "inner"])
    let guarded = SliderGuard(chain: chain, at: thumb, in: scene)
    #expect(guarded == SliderGuard(slider: chain[3], ancestors: Array(chain[..<3])))
  }

  @Test("6: only a touch on the thumb is protected; a touch on the track is not")
  func thumbOnly() {
    let scene = F.scene([F.view("volume", .slider, width: 300, height: 40)])
    let chain = Candidates.hitTest(Point(x: 10, y: 20), in: scene)
    // Value 0: the 37 pt glass thumb covers 0 <= x < 37, 8 <= y < 32 on iOS 26.
    #expect(SliderGuard(chain: chain, at: Point(x: 36.9, y: 20), in: scene) != nil)
    #expect(SliderGuard(chain: chain, at: Point(x: 37, y: 20), in: scene) == nil)
    #expect(SliderGuard(chain: chain, at: Point(x: 10, y: 7.9), in: scene) == nil)
    #expect(SliderGuard(chain: chain, at: Point(x: 10, y: 31.9), in: scene) != nil)
    #expect(SliderGuard(chain: chain, at: Point(x: 10, y: 32), in: scene) == nil)
  }

  /// The views whose custom pans the tests of declared relationships use, by id.
  static let declaringViews = ["chart", "board", "card", "list", "map"]

  /// A scene under `policy` whose top screen holds a custom pan for each of `declaringViews`.
  static func declaringScene(_ policy: Policy) -> Scene {
    F.scene(declaringViews.map { F.view($0, .pan) }, policy: policy)
  }

  /// The custom pan of view `id` in `scene`, declaring `relationships`.
  static func pan(_ id: String, in scene: Scene, _ relationships: GestureView.Relationships?) -> Recognizer {
    let reference = F.reference(declaringViews.firstIndex(of: id) ?? 0, in: scene)
    let pan = PanTracker(touch: 1, at: Point(x: 100, y: 400), time: 0, followsFirstTouchOnly: false)
    return Recognizer(
      id: .pan(view: id), kind: .customPan(reference), hysteresis: 10, pan: pan, relationships: relationships)
  }

  @Test("5: either side's simultaneousWith lets two recognizers run together; all covers the system swipes")
  func declaredSimultaneity() {
    let scene = Self.declaringScene(.uikit)
    let arbiter = Arbiter(policy: .uikit)
    let plain = Self.pan("chart", in: scene, nil)
    #expect(arbiter.excludes(plain, Self.content, scene: scene))
    for set in [GestureView.RecognizerSet.all, .only([.contentPop])] {
      let declaring = Self.pan("chart", in: scene, .make(simultaneousWith: set))
      #expect(!arbiter.excludes(declaring, Self.content, scene: scene), "\(set)")
      #expect(!arbiter.excludes(Self.content, declaring, scene: scene), "\(set)")
    }
    let namingOther = Self.pan("chart", in: scene, .make(simultaneousWith: .only([.edgePop])))
    #expect(arbiter.excludes(namingOther, Self.content, scene: scene))
    // Between two views, the one named need not name back.
    let board = Self.pan("board", in: scene, nil)
    let card = Self.pan("card", in: scene, .make(simultaneousWith: .only([.pan(view: "board")])))
    #expect(!arbiter.excludes(board, card, scene: scene))
    #expect(!arbiter.excludes(card, board, scene: scene))
  }

  @Test("7: requiresFailureOf and requiredToFailBy add to the required failures, in candidate order")
  func declaredRequirements() {
    let scene = Self.declaringScene(.fd)
    let arbiter = Arbiter(policy: .fd)
    let requiring = Self.pan("list", in: scene, .make(requiresFailureOf: [.fullscreenPop]))
    #expect(arbiter.requiredFailures(of: 0, in: [requiring, Self.fullscreen], scene: scene) == [1])
    #expect(arbiter.requiredFailures(of: 1, in: [requiring, Self.fullscreen], scene: scene) == [])
    let required = Self.pan("map", in: scene, .make(requiredToFailBy: [.fullscreenPop]))
    #expect(arbiter.requiredFailures(of: 1, in: [required, Self.fullscreen], scene: scene) == [0])
    #expect(arbiter.requiredFailures(of: 0, in: [required, Self.fullscreen], scene: scene) == [])
    // A name that is not a candidate is met.
    let absent = Self.pan("list", in: scene, .make(requiresFailureOf: [.contentPop]))
    #expect(arbiter.requiredFailures(of: 0, in: [absent, Self.fullscreen], scene: scene) == [])
  }

  @Test("7: a declared requirement waits while the awaited candidate is undecided")
  func declaredWait() {
    let scene = Self.declaringScene(.fd)
    var arbiter = Arbiter(policy: .fd)
    let requiring = Self.pan("list", in: scene, .make(requiresFailureOf: [.fullscreenPop]))
    #expect(arbiter.rule(on: 0, in: [requiring, Self.fullscreen], scene: scene) == .wait(on: [1]))
    #expect(
      arbiter.ruleAfterWait(on: 0, in: [requiring, Self.failed(Self.fullscreen)], scene: scene)
        == .begin(failing: [], cancelling: []))
  }

  @Test(
    "7: an awaited candidate that began fails the waiter as a rival (excludedBy) when the two exclude each other, else as a lost wait (awaitedBegan)"
  )
  func awaitedBegan() {
    eachArgument([false, true]) { simultaneous in awaitedBegan(simultaneous: simultaneous) }
  }

  func awaitedBegan(simultaneous: Bool) {
    let scene = Self.declaringScene(.fd)
    var arbiter = Arbiter(policy: .fd)
    let requiring = Self.pan(
      "list", in: scene,
      .make(
        simultaneousWith: simultaneous ? .only([.fullscreenPop]) : .none, requiresFailureOf: [.fullscreenPop])
    )
    let candidates = [requiring, Self.began(Self.fullscreen, in: scene)]
    #expect(
      arbiter.rule(on: 0, in: candidates, scene: scene) == (simultaneous ? .failAwaited(by: 1) : .fail(by: 1))
    )
  }

  @Test("7: the awaited candidate's begin fails a waiter it may run beside as a waiter, not as a rival")
  func beginFailsWaiters() {
    let scene = Self.declaringScene(.fd)
    var arbiter = Arbiter(policy: .fd)
    var waiter = Self.pan(
      "list", in: scene, .make(simultaneousWith: .only([.fullscreenPop]), requiresFailureOf: [.fullscreenPop])
    )
    _ = arbiter.rule(on: 0, in: [waiter, Self.fullscreen], scene: scene)
    waiter.wait()
    #expect(
      arbiter.rule(on: 1, in: [waiter, Self.fullscreen], scene: scene)
        == .begin(failing: [], failingWaiters: [0], cancelling: []))
  }
}
