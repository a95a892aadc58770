import Testing

@testable import PopGesture

/// The arbiter called on its own, one test per clause of its one-sentence policy (see `Arbiter`):
/// a recognizer that wants to begin (1) waits while a candidate it requires to fail is undecided,
/// (2) then fails if a began recognizer excludes it, (3) otherwise begins and fails every undecided
/// candidate it excludes, (4) and cancels every began one; (5) two recognizers exclude each other
/// unless the README recipe lets a view's pan run beside `fullscreenPop`; (6) a slider stops
/// horizontal pans above it before any of that.
@Suite("Arbiter rulings")
struct ArbiterRulingTests {
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

  static let content = F.recognizer("contentPop", .contentPop, hysteresis: 30)
  static let edge = F.recognizer("edgePop", .edgePop, hysteresis: 15)
  static let fullscreen = F.recognizer("fullscreenPop", .fullscreenPop)

  @Test("1: it waits while a candidate it requires to fail is undecided, and the wait is remembered")
  func waitsForRequired() {
    let scene = F.scene(policy: .native26)
    var arbiter = Arbiter(policy: .native26)
    #expect(arbiter.rule(on: 0, in: [Self.content, Self.edge], scene: scene) == .wait(on: [1]))
    #expect(arbiter.waits == [Arbiter.Wait(waiter: 0, awaited: [1])])
    // A requirement on a candidate that already failed is met.
    var fresh = Arbiter(policy: .native26)
    #expect(
      fresh.rule(on: 0, in: [Self.content, Self.failed(Self.edge)], scene: scene)
        == .begin(failing: [], cancelling: []))
  }

  @Test("1: the wait is over once every awaited candidate failed, if the waiter still follows a finger")
  func waitIsOver() {
    let scene = F.scene(policy: .native26)
    var arbiter = Arbiter(policy: .native26)
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
  func waiterFailsWhenAwaitedBegins() {
    let scene = F.scene(policy: .native26)
    var arbiter = Arbiter(policy: .native26)
    var waiter = Self.content
    _ = arbiter.rule(on: 0, in: [waiter, Self.edge], scene: scene)
    waiter.wait()
    #expect(
      arbiter.rule(on: 1, in: [waiter, Self.edge], scene: scene) == .begin(failing: [0], cancelling: []))
  }

  @Test("2: a began recognizer that excludes it fails it")
  func blockedByBegan() {
    let scene = F.scene(policy: .native26)
    var arbiter = Arbiter(policy: .native26)
    #expect(
      arbiter.rule(on: 0, in: [Self.content, Self.began(Self.edge, in: scene)], scene: scene) == .fail(by: 1))
  }

  @Test("3: it begins and fails every undecided candidate it excludes")
  func beginFailsExcluded() {
    let scene = F.scene([F.view("pager", .scrollView)])
    let pager = F.recognizer("pager.pan", .scrollView(F.reference(0, in: scene)))
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
    let pager = Self.began(F.recognizer("pager.pan", .scrollView(F.reference(0, in: scene))), in: scene)
    var arbiter = Arbiter(policy: .fd)
    #expect(
      arbiter.rule(on: 1, in: [pager, Self.fullscreen], scene: scene) == .begin(failing: [], cancelling: []))
    var kvc = Arbiter(policy: .kvc)
    #expect(kvc.rule(on: 1, in: [pager, Self.fullscreen], scene: scene) == .fail(by: 0))
  }

  @Test(
    "5: the recipe lets a scroll view or pan run beside fullscreenPop under fd and zw",
    arguments: [
      (GestureView.Kind.scrollView, GestureView.Simultaneity.always, 0.0, true),
      (.pan, .always, 0, true),
      (.scrollView, .atLeadingEdge, 0, true),
      (.scrollView, .atLeadingEdge, 0.5, false),
      (.pan, .atLeadingEdge, 0, false),
      (.scrollView, .never, 0, false),
      (.swipeActions, .always, 0, false),
    ])
  func recipe(kind: GestureView.Kind, simultaneity: GestureView.Simultaneity, offset: Double, together: Bool)
  {
    let view = F.view("v", kind) {
      $0.simultaneousWithPop = simultaneity
      $0.contentOffset = Point(x: offset, y: 0)
    }
    let scene = F.scene([view])
    let reference = F.reference(0, in: scene)
    let recognizer = F.recognizer("v.pan", kind == .pan ? .customPan(reference) : .scrollView(reference))
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
    "requirements: contentPop requires edgePop; on iOS 26 a scroll view at its leading edge requires contentPop"
  )
  func requirements() {
    let scene = F.scene(
      [
        F.view("table", .scrollView) { $0.contentSize = Size(width: 390, height: 2000) },
        F.view("pager", .scrollView) {
          $0.contentSize = Size(width: 1170, height: 500)
          $0.contentOffset = Point(x: 390, y: 0)
        },
      ], policy: .native26)
    let table = F.recognizer("table.pan", .scrollView(F.reference(0, in: scene)))
    let pager = F.recognizer("pager.pan", .scrollView(F.reference(1, in: scene)))
    let candidates = [table, pager, Self.content, Self.edge]
    let native = Arbiter(policy: .native26)
    #expect(native.requiredFailures(of: 0, in: candidates, scene: scene) == [2])
    #expect(native.requiredFailures(of: 1, in: candidates, scene: scene) == [])
    #expect(native.requiredFailures(of: 2, in: candidates, scene: scene) == [3])
    #expect(native.requiredFailures(of: 3, in: candidates, scene: scene) == [])
    #expect(Arbiter(policy: .fd).requiredFailures(of: 0, in: candidates, scene: scene) == [])
  }

  @Test("6: a slider stops navigation-level pans and pans above it that move at least as much sideways")
  func slider() {
    let scene = F.scene([F.view("pager", .scrollView), F.view("sheet", .pan)])
    let above = F.reference(0, in: scene)
    let guarded = SliderGuard(sliderID: "volume", ancestors: [above])
    let pager = F.recognizer("pager.pan", .scrollView(above))
    let sheet = F.recognizer("sheet.pan", .customPan(F.reference(1, in: scene)))
    let sideways = Point(x: 12, y: 12)
    #expect(guarded.prevents(Self.fullscreen, translation: sideways) == .slider(id: "volume", dx: 12, dy: 12))
    #expect(guarded.prevents(pager, translation: sideways) == .slider(id: "volume", dx: 12, dy: 12))
    #expect(guarded.prevents(sheet, translation: sideways) == nil)
    #expect(guarded.prevents(Self.fullscreen, translation: Point(x: 3, y: 12)) == nil)
    #expect(SliderGuard(chain: [above]) == nil)
  }

  @Test("6: the slider is the innermost one of the hit chain, and it guards the views above it only")
  func innermostSlider() {
    func reference(_ id: String, _ kind: GestureView.Kind, _ path: [Int]) -> ViewReference {
      ViewReference(screenSerial: 1, screenIndex: 1, screenID: "detail", path: path, viewID: id, kind: kind)
    }
    let pager = reference("pager", .scrollView, [0])
    let outer = reference("outer", .slider, [0, 0])
    let card = reference("card", .pan, [0, 0, 0])
    let inner = reference("inner", .slider, [0, 0, 0, 0])
    let guarded = SliderGuard(chain: [pager, outer, card, inner])
    #expect(guarded == SliderGuard(sliderID: "inner", ancestors: [pager, outer, card]))
  }
}
