import Foundation
import PopGestureFormats
import PopGestureTestSupport
import Testing

@testable import PopGesture
@testable import PopGestureTools

/// `Explainer`: the reasons it gives, the changes it finds, and the pitfalls it names. Every
/// change of every trace in `Traces/` is applied as the JSON Patch it prints and replayed.
@Suite("Explainer")
struct ExplainerTests {
  static let traces: [String] = {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: "Traces")) ?? []
    return names.filter { $0.hasSuffix(".json") }.sorted().map { "Traces/" + $0 }
  }()

  @Test(
    "an ignored region is the strip along the view's leading edge that just reaches the finger, if at most half the view"
  )
  func leadingStrip() {
    eachArgument([
      (
        Device.LayoutDirection.leftToRight, Point(x: 150, y: 200), Rect(x: 0, y: 100, width: 151, height: 300)
      ),
      (.leftToRight, Point(x: 20.5, y: 200), Rect(x: 0, y: 100, width: 21, height: 300)),
      (.rightToLeft, Point(x: 300, y: 200), Rect(x: 299, y: 100, width: 91, height: 300)),
    ]) { (direction, finger, strip) in leadingStrip(direction: direction, finger: finger, strip: strip) }
  }

  func leadingStrip(direction: Device.LayoutDirection, finger: Point, strip: Rect) {
    let frame = Rect(x: 0, y: 100, width: 390, height: 300)
    #expect(Explainer.leadingStrip(of: frame, reaching: finger, direction: direction) == strip)
  }

  @Test("no ignored region is proposed when it would be more than half the view: that is turning it off")
  func leadingStripTooWide() {
    let frame = Rect(x: 0, y: 100, width: 390, height: 300)
    #expect(
      Explainer.leadingStrip(of: frame, reaching: Point(x: 200, y: 200), direction: .leftToRight) == nil)
    #expect(
      Explainer.leadingStrip(of: frame, reaching: Point(x: 100, y: 200), direction: .rightToLeft) == nil)
  }

  static func explanations(_ path: String) throws -> [Explanation] {
    var explainer = Explainer(trace: try RepositoryTraces.decode(path))
    return explainer.explanations()
  }

  static func explanations(of script: TraceScript) throws -> [Explanation] {
    var explainer = Explainer(trace: try script.trace())
    return explainer.explanations()
  }

  // MARK: - Every suggestion holds

  @Test("every change every explanation of Traces suggests flips the outcome as claimed")
  func everyChangeHolds() {
    eachArgument(Self.traces) { path in try everyChangeHolds(path: path) }
  }

  func everyChangeHolds(path: String) throws {
    let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
    for explanation in try Self.explanations(path) {
      for change in explanation.changes {
        let patched = try JSONPatch.apply(change.patch, to: bytes)
        let trace = try RepositoryTraces.decoder(for: path).decode(patched)
        let records = Replayer.replay(trace)
        let outcomes = SwipeOutcome.outcomes(of: records)
        let number = explanation.swipe.number
        try #require(number <= outcomes.count, "\(change.summary)")
        #expect(outcomes[number - 1].popped == change.popped, "swipe \(number): \(change.summary)")
        #expect(outcomes[number - 1].summary == change.outcome, "swipe \(number): \(change.summary)")
        #expect(outcomes[number - 1].popped != explanation.swipe.popped, "swipe \(number): \(change.summary)")
        #expect(Explainer.finalStack(of: records) == change.finalStack, "swipe \(number): \(change.summary)")
        if change.summary.hasPrefix("start the swipe") {
          let start = outcomes[number - 1].location
          #expect(
            Self.isTouchable(start, on: trace.device), "swipe \(number): \(change.summary) from \(start)")
        }
      }
      // Code before design, before the swipe, before the system.
      let ranks = explanation.changes.map(\.rank)
      #expect(ranks == ranks.sorted(), "\(explanation.changes.map(\.summary))")
    }
  }

  /// Whether a finger can go down at `point`: on the screen, below the status bar.
  static func isTouchable(_ point: Point, on device: Device) -> Bool {
    point.x >= 0 && point.x < device.width && point.y >= device.topInset && point.y < device.height
  }

  /// A pager off its leading edge under the finger, 253 pt below the status bar.
  static func pagerUnderTheFinger(at y: Double = 300) -> TraceScript {
    var script = TraceScript(
      stack: #"""
        [{"id": "home"}, {"id": "feed", "views": [{"id": "pager", "kind": "scrollView",
          "frame": [0, 91, 390, 753], "contentSize": [1170, 753], "contentOffset": [390, 0]}]}]
        """#, ios: 18)
    script.swipe(from: (150, y), to: (330, y + 4))
    return script
  }

  @Test("a start point proposed is where a finger can go down: the nearest below the status bar, not in it")
  func startPointBelowTheStatusBar() throws {
    let explanation = try #require(try Self.explanations(of: Self.pagerUnderTheFinger()).first)
    let starts = explanation.changes.map(\.summary).filter { $0.hasPrefix("start the swipe") }
    // 260 pt higher is y = 40, in the 47 pt status bar: the nearest point below it is 253 pt higher.
    #expect(starts == ["start the swipe 253 pt higher"])
    let change = try #require(explanation.changes.first { $0.summary == starts.first })
    #expect(change.patch.first == .init(op: "replace", path: "/events/0/y", value: "47"))
    #expect(change.popped)
  }

  @Test("the shifts of a swipe keep every point on the screen and its start below the status bar")
  func startShifts() {
    eachArgument(
      [
        // Down at (150, 300), up at (330, 304): 253 pt up to the status bar, 539 down, 150 left, 59 right.
        (Point(x: 150, y: 300), Point(x: 330, y: 304), -150.0...59.0, -253.0...539.0),
        // Down in the status bar: only moving it down helps, by 27 pt at least.
        (Point(x: 150, y: 20), Point(x: 330, y: 24), 0...0, 27...819),
        // Off the screen's right edge: only moving it left helps.
        (Point(x: 150, y: 300), Point(x: 400, y: 304), -150...(-11), 0...0),
      ] as [(Point, Point, ClosedRange<Double>, ClosedRange<Double>)]
    ) { (start, end, across, down) in startShifts(start: start, end: end, across: across, down: down) }
  }

  func startShifts(start: Point, end: Point, across: ClosedRange<Double>, down: ClosedRange<Double>) {
    let shifts = Explainer.startShifts(of: [start, end], start: start, device: Device())
    #expect(shifts.x == across)
    #expect(shifts.y == down)
  }

  /// The swipes of a longer trace, replayed from just before each: the second goes down while the
  /// first's pop still settles, and a `set` comes between the second and the third.
  @Test("a change tried from just before its swipe gives what a replay of the whole changed trace gives")
  func partialReplaysMatchWholeOnes() throws {
    var script = TraceScript(stack: #"[{"id": "home"}, {"id": "list"}, {"id": "detail"}]"#, ios: 18)
    script.swipe(from: (150, 400), to: (330, 404))
    script.swipe(from: (150, 400), to: (330, 404), at: 0.25)
    script.action(1, #""action": "set", "property": "navigationBarHidden", "value": true"#)
    script.swipe(from: (150, 400), to: (210, 404), duration: 0.6, at: 1.1)
    script.swipe(from: (150, 400), to: (330, 404), at: 2)
    let bytes = Array(script.json.utf8)
    let explanations = try Self.explanations(of: script)
    #expect(explanations.count == 4)
    #expect(explanations.contains { !$0.changes.isEmpty })
    for explanation in explanations {
      let number = explanation.swipe.number
      for change in explanation.changes {
        let trace = try TraceDecoder(file: "test.json").decode(try JSONPatch.apply(change.patch, to: bytes))
        let records = Replayer.replay(trace)
        let outcomes = SwipeOutcome.outcomes(of: records)
        try #require(number <= outcomes.count, "\(change.summary)")
        #expect(outcomes[number - 1].summary == change.outcome, "swipe \(number): \(change.summary)")
        #expect(outcomes[number - 1].popped == change.popped, "swipe \(number): \(change.summary)")
        #expect(Explainer.finalStack(of: records) == change.finalStack, "swipe \(number): \(change.summary)")
      }
    }
  }

  @Test(
    "without final stacks, an explainer finds the same changes and outcomes, and gives no final stack")
  func withoutFinalStacks() {
    eachArgument(Self.traces) { path in try withoutFinalStacks(path: path) }
  }

  func withoutFinalStacks(path: String) throws {
    let trace = try RepositoryTraces.decode(path)
    var full = Explainer(trace: trace)
    var quick = Explainer(trace: trace, findsFinalStacks: false)
    let (withStacks, withoutStacks) = (full.explanations(), quick.explanations())
    #expect(
      ExplanationFormat.text(withStacks, trace: trace) == ExplanationFormat.text(withoutStacks, trace: trace))
    #expect(withStacks.flatMap(\.changes).allSatisfy { $0.finalStack != nil })
    #expect(withoutStacks.flatMap(\.changes).allSatisfy { $0.finalStack == nil })
  }

  @Test("each kind of change is suggested somewhere in Traces, with the trace it flips")
  func kindsOfChange() {
    eachArgument([
      (
        "a screen property", "Traces/pop-disabled-screen-ignores-middle-and-edge-swipes.json",
        "set checkout.interactivePopDisabled to false"
      ),
      (
        "a view property", "Traces/pager-first-page-without-recipe-blocks-pop.json",
        "set pager.simultaneousWithPop to atLeadingEdge"
      ),
      (
        "a scroll view's offset", "Traces/gallery-third-photo-with-recipe-takes-the-swipe.json",
        "scroll photos to its leading edge"
      ),
      (
        "a navigation switch", "Traces/pop-disabled-screen-pops-through-content-pop.json",
        "set the navigation controller's contentPopGestureEnabled to false"
      ),
      ("the start point", "Traces/uikit18-middle-swipe-does-nothing.json", "start the swipe"),
      ("the distance", "Traces/projection-slow-short-drag-springs-back.json", "make the swipe longer"),
      ("the system", "Traces/kvc-pop-disabled-screen-still-pops.json", "run it under fd on iOS"),
      (
        "a failure requirement", "Traces/chart-pan-without-declarations-blocks-content-swipe.json",
        "make chart.pan require contentPop to fail"
      ),
      (
        "a simultaneity", "Traces/chart-pan-without-declarations-blocks-content-swipe.json",
        "make chart.pan recognize together with contentPop"
      ),
      (
        "a region the recognizer ignores", "Traces/chart-pan-without-declarations-blocks-content-swipe.json",
        "make chart.pan ignore touches that go down within 151 pt of its leading edge (ignoresTouchesIn [0, 140, 151, 300])"
      ),
      (
        "a covering pan faded out", "Traces/horizontal-custom-pan-wins-over-pop.json",
        "set the alpha of cards to 0"
      ),
      (
        "a covering pan without interaction", "Traces/horizontal-custom-pan-wins-over-pop.json",
        "set the userInteractionEnabled of cards to false"
      ),
      (
        "a declaration undone", "Traces/chart-pan-simultaneous-with-all-lets-content-swipe-pop.json",
        "make chart.pan recognize together with no other recognizer"
      ),
      (
        "a requirement undone", "Traces/carousel-requires-fullscreen-pop-to-fail-pops.json",
        "make carousel.pan require no recognizer to fail"
      ),
      (
        "a wait undone", "Traces/vertical-pan-required-to-fail-by-fullscreen-pop-blocks-swipe.json",
        "make no recognizer wait for sheet.pan to fail"
      ),
      (
        "a recognizer turned back on", "Traces/disabled-recognizer-lets-swipe-pop.json",
        "turn pager.pan back on"
      ),
      (
        "a skipped view found again", "Traces/transparent-button-at-alpha-zero-lets-swipe-pop.json",
        "set the alpha of hintButton to 1"
      ),
      (
        "a view without interaction found again",
        "Traces/interaction-disabled-overlay-passes-touches-to-list.json",
        "set the userInteractionEnabled of overlay to true"
      ),
      (
        "an app's edge-swipe delegate", "Traces/uikit18-edge-swipe-with-hidden-bar-fails.json",
        "set the navigation controller's interactivePopDelegate to stackCount"
      ),
      (
        "an app's content-swipe delegate", "Traces/uikit26-custom-back-button-turns-off-both-swipes.json",
        "set the navigation controller's contentPopDelegate to stackCount"
      ),
      (
        "UIKit's delegate back", "Traces/hidden-bar-edge-swipe-with-stack-count-delegate-pops.json",
        "set the navigation controller's interactivePopDelegate to uikit"
      ),
    ]) { (kind, path, prefix) in try kindsOfChange(kind: kind, path: path, prefix: prefix) }
  }

  func kindsOfChange(kind: String, path: String, prefix: String) throws {
    let changes = try Self.explanations(path).flatMap(\.changes)
    #expect(changes.contains { $0.summary.hasPrefix(prefix) }, "\(kind): \(changes.map(\.summary))")
  }

  @Test("a faster swipe is offered when speed alone flips a springing-back pop")
  func speed() throws {
    // 120 pt in 0.6 s: 0.282 + 200 / 390 x 0.12 = 0.344 springs back; three times as fast
    // (0.467) still does, four times (0.528) finishes.
    var script = TraceScript(ios: 18)
    script.swipe(from: (150, 400), to: (270, 400), duration: 0.6, steps: 10)
    let explanation = try #require(try Self.explanations(of: script).first)
    #expect(!explanation.swipe.popped)
    #expect(explanation.changes.contains { $0.summary.hasPrefix("make the swipe 4x as fast") && $0.popped })
  }

  // MARK: - The gallery

  /// A paging gallery on its third photo with FD's README recipe: off its leading edge.
  static func gallery(offset: Double) -> TraceScript {
    var script = TraceScript(
      stack: #"""
        [{"id": "album"}, {"id": "gallery", "views": [{"id": "photos", "kind": "scrollView",
          "frame": [0, 91, 390, 600], "contentSize": [1170, 600], "contentOffset": [\#(offset), 0],
          "pagingEnabled": true, "simultaneousWithPop": "atLeadingEdge"}]}]
        """#, ios: 18)
    script.swipe(from: (150, 400), to: (330, 404))
    return script
  }

  @Test("on photo 3 the gallery takes the swipe: the recipe is named with the offset it tested")
  func galleryOffTheEdge() throws {
    let explanation = try #require(try Self.explanations(of: Self.gallery(offset: 780)).first)
    #expect(!explanation.swipe.popped)
    let pop = try #require(explanation.reasons.first { $0.recognizer == .fullscreenPop })
    #expect(pop.fate == .failed(.preventedBy, by: .recognizer(.pan(view: "photos"))))
    #expect(
      pop.rules.contains(
        "photos.simultaneousWithPop = atLeadingEdge, but contentOffset.x = 780.0 > 0: off its leading edge"))
    let scroll = try #require(
      explanation.changes.first { $0.summary.hasPrefix("scroll photos to its leading edge") })
    #expect(scroll.popped)
    #expect(explanation.warnings.contains { $0.hasPrefix("photos uses the README recipe (atLeadingEdge)") })
    // On the first photo the same swipe pops, and the changes that would stop it are offered.
    let first = try #require(try Self.explanations(of: Self.gallery(offset: 0)).first)
    #expect(first.swipe.popped)
    #expect(
      first.changes.contains { !$0.popped && $0.summary.hasPrefix("set photos.simultaneousWithPop") } == false
    )
    #expect(first.changes.contains { !$0.popped })
  }

  // MARK: - Pitfalls

  @Test("a disabled screen that pops through the content swipe on iOS 26 is a warning, with its fixes")
  func disabledScreenWarning() throws {
    let explanation = try #require(
      try Self.explanations("Traces/pop-disabled-screen-pops-through-content-pop.json").first)
    #expect(explanation.warnings.first?.hasPrefix("the library refused this swipe (popDisabled)") == true)
    let fixes = explanation.changes.filter { !$0.popped }.map(\.summary)
    #expect(
      fixes.contains { $0.hasPrefix("set the navigation controller's contentPopGestureEnabled to false") })
    #expect(fixes.contains { $0.hasPrefix("set checkout.backButton to custom") })
    #expect(fixes.contains { $0.hasPrefix("set the navigation controller's navigationBarHidden to true") })
  }

  @Test("a slider dragged on its track is a warning")
  func sliderTrackWarning() throws {
    let explanation = try #require(
      try Self.explanations("Traces/slider-swipe-on-track-off-thumb-pops.json").first)
    #expect(explanation.warnings.contains { $0.contains("track, off its thumb") })
  }

  @Test("a swipe from the edge taken by a scroll view is a warning")
  func edgeStolenWarning() throws {
    var script = TraceScript(
      stack: #"""
        [{"id": "album"}, {"id": "photos", "views": [{"id": "pager", "kind": "scrollView",
          "frame": [0, 91, 390, 600], "contentSize": [1170, 600], "contentOffset": [390, 0]}]}]
        """#, ios: 18)
    script.swipe(from: (5, 400), to: (185, 404))
    let explanation = try #require(try Self.explanations(of: script).first)
    #expect(!explanation.swipe.popped)
    #expect(explanation.warnings.contains { $0.hasPrefix("a swipe from the edge was taken by pager.pan") })
  }

  // MARK: - The rules, with their values

  @Test("each reason word's explanation names the rule that decided it and the values it compared")
  func rules() {
    eachArgument([
      (
        "Traces/pop-disabled-screen-ignores-middle-and-edge-swipes.json",
        "checkout.interactivePopDisabled = true"
      ),
      (
        "Traces/max-distance-start-beyond-limit-fails.json",
        "> story.maxAllowedInitialDistanceToLeftEdge = 100.0"
      ),
      ("Traces/swipe-on-root-screen-does-nothing.json", "the stack holds 1 screen: there is nothing to pop"),
      (
        "Traces/swipe-during-animated-push-fails-transitioning.json",
        "a push from inbox to message was running"
      ),
      ("Traces/leftward-swipe-fails-wrong-direction.json", "dx x dir = -5.3 <= 0"),
      ("Traces/uikit18-middle-swipe-does-nothing.json", "> 13 (edgeRegion): outside the leading edge"),
      (
        "Traces/uikit18-edge-swipe-on-navigation-bar-fails.json",
        "on the visible navigation bar (47.0 <= y < 91.0)"
      ),
      ("Traces/uikit18-slow-edge-drag-fails-too-slow.json", "still undecided 0.25 s (edgeMaxDuration)"),
      ("Traces/uikit26-diagonal-swipe-fails-vertical-movement.json", ">= min(25, 10 + 0.8 x |dx|)"),
      (
        "Traces/uikit18-vertical-scroll-from-edge-scrolls-table.json",
        "steeper than 77.5 degrees (edgeAngleLimit)"
      ),
      ("Traces/pop-disabled-screen-with-hidden-bar-does-not-pop.json", "the navigation bar is hidden"),
      ("Traces/pop-disabled-screen-with-hidden-back-button-does-not-pop.json", ".backButton = hidden"),
      ("Traces/uikit26-custom-back-button-turns-off-both-swipes.json", ".backButton = custom"),
      ("Traces/slider-swiped-horizontally-blocks-pop-above-it-pops.json", "down on scrubber's thumb"),
      ("Traces/projection-slow-short-drag-springs-back.json", "projection: 0.244 + 354.4 / 390 x 0.12"),
      ("Traces/touch-cancelled-mid-pop-springs-back.json", "the touch it followed was cancelled"),
      ("Traces/kvc-pager-recipe-pager-wins.json", "has no delegate, so FD's README recipe"),
    ]) { (path, phrase) in try rules(path: path, phrase: phrase) }
  }

  func rules(path: String, phrase: String) throws {
    let rules = try Self.explanations(path).flatMap { $0.reasons.flatMap(\.rules) }
    #expect(rules.contains { $0.contains(phrase) }, "\(rules)")
  }

  @Test(
    "of the alternatives that let the back swipe have a view's touch, only the first that flips is offered")
  func alternatives() throws {
    let changes = try Self.explanations("Traces/chart-pan-without-declarations-blocks-content-swipe.json")
      .flatMap(\.changes).map(\.summary)
    // Ignoring the touch flips it, so turning the recognizer off, the same in effect, is left out;
    // the alpha flips it, so hiding the view is too.
    #expect(!changes.contains { $0.hasPrefix("turn chart.pan off") }, "\(changes)")
    #expect(!changes.contains { $0.hasPrefix("set the hidden of chart") }, "\(changes)")
    #expect(changes.count(where: { $0.hasPrefix("make chart.pan require") }) == 1, "\(changes)")
  }

  @Test("an app's changes come before changes to the swipe itself and to the system")
  func ranking() throws {
    let changes = try Self.explanations("Traces/horizontal-custom-pan-wins-over-pop.json")
      .flatMap(\.changes).map(\.summary)
    let firstSwipeChange = try #require(changes.firstIndex { $0.hasPrefix("start the swipe") })
    let lastAppChange = try #require(changes.lastIndex { $0.hasSuffix(", just before the swipe") })
    #expect(lastAppChange < firstSwipeChange, "\(changes)")
  }

  @Test("changes of the app's code come before those its users would see")
  func codeBeforeDesign() {
    eachArgument([
      (
        "Traces/pop-disabled-screen-with-hidden-bar-does-not-pop.json",
        "set the navigation controller's contentPopDelegate to stackCount",
        "set the navigation controller's navigationBarHidden to false"
      ),
      (
        "Traces/pop-disabled-screen-pops-through-content-pop.json",
        "set the navigation controller's contentPopGestureEnabled to false",
        "set checkout.backButton to custom"
      ),
      (
        "Traces/gallery-third-photo-with-recipe-takes-the-swipe.json",
        "make photos.pan ignore touches", "scroll photos to its leading edge"
      ),
      (
        "Traces/horizontal-custom-pan-wins-over-pop.json", "set the userInteractionEnabled of cards",
        "set the alpha of cards"
      ),
    ]) { (path, code, design) in try codeBeforeDesign(path: path, code: code, design: design) }
  }

  func codeBeforeDesign(path: String, code: String, design: String) throws {
    let changes = try Self.explanations(path).flatMap(\.changes).map(\.summary)
    let codeIndex = try #require(changes.firstIndex { $0.hasPrefix(code) }, "\(changes)")
    let designIndex = try #require(changes.firstIndex { $0.hasPrefix(design) }, "\(changes)")
    #expect(codeIndex < designIndex, "\(changes)")
  }

  @Test("code before design: FD's scroll-view recipe comes before showing the navigation bar")
  func recipeBeforeShowingTheBar() throws {
    // A pager over the whole screen of a screen that hides the bar: FD's recipe is the app's fix.
    var script = TraceScript(
      stack: #"""
        [{"id": "home"}, {"id": "feed", "prefersNavigationBarHidden": true, "views": [{"id": "pager",
          "kind": "scrollView", "frame": [0, 0, 390, 844], "contentSize": [1170, 844]}]}]
        """#)
    script.navigation.append(#""navigationBarHidden": true"#)
    script.swipe(from: (150, 300), to: (330, 304))
    let changes = try #require(try Self.explanations(of: script).first).changes
    let recipe = try #require(changes.firstIndex { $0.summary.hasPrefix("set pager.simultaneousWithPop to") })
    let bar = try #require(
      changes.firstIndex {
        $0.summary.hasPrefix("set the navigation controller's navigationBarHidden to false")
      })
    #expect(recipe < bar, "\(changes.map(\.summary))")
    #expect(changes[recipe].rank == .code)
    #expect(changes[bar].rank == .design)
    #expect(changes.first?.rank == .code)
  }

  @Test("where FD's README recipe applies, recognizing together with fullscreenPop is left to it")
  func recipeBeforeSimultaneity() throws {
    let changes = try Self.explanations("Traces/pager-first-page-without-recipe-blocks-pop.json")
      .flatMap(\.changes).map(\.summary)
    #expect(changes.contains { $0.hasPrefix("set pager.simultaneousWithPop to always") })
    #expect(!changes.contains { $0.hasPrefix("make pager.pan recognize together with fullscreenPop") })
  }

  @Test("under fd1.1 a maximum initial distance is named as ignored, and fd1.1 is proposed to no other trace")
  func releaseOneOne() throws {
    let explanation = try #require(
      try Self.explanations("Traces/fd1.1-max-distance-set-still-pops-from-middle.json").first)
    #expect(
      explanation.warnings.contains {
        $0.hasPrefix("post.maxAllowedInitialDistanceToLeftEdge = 40, but FD 1.1 ignores it")
      }, "\(explanation.warnings)")
    #expect(explanation.changes.contains { $0.summary.hasPrefix("run it under fd on iOS") })
    let other = try Self.explanations("Traces/max-distance-start-beyond-limit-fails.json")
    #expect(!other.flatMap(\.changes).contains { $0.summary.contains("fd1.1") })
    #expect(other.allSatisfy { !$0.warnings.contains { $0.contains("FD 1.1") } })
  }

  @Test("a tap's recognizers fail as it lifts, and the explanation says so")
  func tap() throws {
    var script = TraceScript(ios: 18)
    script.touchEvent(0, 1, "began", 150, 400)
    script.touchEvent(0.1, 1, "ended", 150, 400)
    let explanation = try #require(try Self.explanations(of: script).first)
    let pop = try #require(explanation.reasons.first)
    #expect(pop.fate == .failed(.endedBeforeRecognized))
    #expect(pop.rules == ["the last finger it followed lifted before it reached what it waits for"])
    #expect(explanation.changes.contains { $0.summary.hasPrefix("make the swipe") } == false)
  }

  // MARK: - Final stacks shared

  /// A recording of `swipes` swipes, each on a scene the app sets up just before it, as
  /// `popgesture-bench`'s: they pop, spring back, scroll a pager, or start on the root screen.
  static func recording(swipes: Int) -> TraceScript {
    let pager = #"""
      {"id": "photos", "views": [{"id": "pager", "kind": "scrollView", "frame": [0, 91, 390, 600],\#
      "contentSize": [1170, 600], "pagingEnabled": true}]}
      """#
    let scenes: [(stack: String, from: (Double, Double), by: (Double, Double))] = [
      (#"[{"id": "home"}, {"id": "detail"}]"#, (150, 400), (180, 4)),
      ("[{\"id\": \"home\"}, \(pager)]", (150, 400), (200, 3)),
      (#"[{"id": "home"}]"#, (150, 400), (180, 4)),
      (#"[{"id": "home"}, {"id": "detail"}]"#, (150, 400), (60, 40)),
    ]
    var script = TraceScript()
    var t = 0.0
    for index in 0..<swipes {
      let scene = scenes[index % scenes.count]
      script.action(t, #""action": "setStack", "screens": \#(scene.stack)"#)
      if index % 5 == 0 {
        script.action(t, #""action": "set", "property": "navigationBarHidden", "value": \#(index % 10 == 0)"#)
      }
      t += 0.1
      let steps = 10 + index % 7
      let duration = Double(steps) / 120
      let to = (scene.from.0 + scene.by.0, scene.from.1 + scene.by.1)
      script.swipe(from: scene.from, to: to, duration: duration, steps: steps, at: t)
      t += duration + 0.6
    }
    return script
  }

  /// A stack that the swipes pop one screen at a time, with nothing setting it up again: a change
  /// that flips a pop leaves the stack changed for the rest of the trace.
  static func stackPoppedInTurn() -> TraceScript {
    var script = TraceScript(
      stack: #"[{"id": "home"}, {"id": "a"}, {"id": "b"}, {"id": "c"}, {"id": "detail"}]"#, ios: 18)
    script.swipe(from: (150, 400), to: (210, 404), duration: 0.6, at: 0)
    script.swipe(from: (150, 400), to: (330, 404), at: 1)
    script.swipe(from: (150, 400), to: (330, 404), at: 2)
    script.action(
      2.9, #""action": "set", "screen": "b", "property": "interactivePopDisabled", "value": true"#)
    script.swipe(from: (150, 400), to: (330, 404), at: 3)
    return script
  }

  /// The final stacks of an explainer that stops changes' replays at known states, and those of
  /// one that runs each to the end, in the jsonl that prints them.
  static func finalStacksBothWays(_ trace: Trace) -> (shared: Explainer, sharing: String, full: String) {
    var sharing = Explainer(trace: trace)
    var full = Explainer(trace: trace)
    full.sharesFinalStacks = false
    let (shared, whole) = (sharing.explanations(), full.explanations())
    #expect(full.sharedFinalStacks == 0)
    return (sharing, ExplanationFormat.jsonl(shared), ExplanationFormat.jsonl(whole))
  }

  @Test(
    "a change's replay stopped at a state at rest known there gives the final stack of one run to the end")
  func sharedFinalStacks() {
    eachArgument(Self.traces) { path in try sharedFinalStacks(path: path) }
  }

  func sharedFinalStacks(path: String) throws {
    let (_, sharing, full) = Self.finalStacksBothWays(try RepositoryTraces.decode(path))
    #expect(sharing == full)
  }

  @Test("on a recording that sets its scene up before each swipe, changes' replays stop within a few swipes")
  func sharedOnRecording() throws {
    let (explainer, sharing, full) = Self.finalStacksBothWays(try Self.recording(swipes: 24).trace())
    #expect(sharing == full)
    #expect(explainer.sharedFinalStacks > 10)
  }

  @Test(
    "final stacks keep at most their screens' budget and a few states a place, and what they drop costs only time"
  )
  func finalStacksAreBounded() throws {
    let trace = try Self.recording(swipes: 4).trace()
    var replayer = Replayer(trace: trace)
    let first = try #require(trace.events.first)
    replayer.prepare(for: first)
    let state = try #require(replayer.restingState)
    var stacks = Explainer.FinalStacks()
    stacks.remember(Array(repeating: (0, state), count: 20), finalStack: ["home"])
    #expect(stacks.screensKept == Explainer.FinalStacks.maximumPerPlace * state.screens)
    #expect(stacks.finalStack(at: 0, restingIn: state) == ["home"])
    var small = Explainer.FinalStacks(maximumScreens: 2 * state.screens)
    #expect(small.admits(state, besides: state.screens))
    #expect(!small.admits(state, besides: 2 * state.screens))
    small.remember((0..<5).map { ($0, state) }, finalStack: ["home"])
    #expect(small.screensKept == 2 * state.screens)
    #expect(small.finalStack(at: 1, restingIn: state) == ["home"])
    #expect(small.finalStack(at: 2, restingIn: state) == nil)
  }

  @Test(
    "the events replayed for final stacks grow in proportion to the swipes, not to swipes times the trace")
  func finalStacksGrowLinearly() throws {
    var small = Explainer(trace: try Self.recording(swipes: 24).trace())
    var large = Explainer(trace: try Self.recording(swipes: 96).trace())
    _ = (small.explanations(), large.explanations())
    try #require(small.finalStackEvents > 0)
    // Four times the swipes: four times the events, where running every change to the end would
    // take about sixteen.
    let ratio = Double(large.finalStackEvents) / Double(small.finalStackEvents)
    #expect(ratio < 5, "\(small.finalStackEvents) -> \(large.finalStackEvents) events")
    var whole = Explainer(trace: try Self.recording(swipes: 96).trace())
    whole.sharesFinalStacks = false
    _ = whole.explanations()
    #expect(whole.finalStackEvents > 4 * large.finalStackEvents)
  }

  @Test("a change that leaves the stack changed for the rest of the trace runs on to its own final stack")
  func notSharedWhenTheStackStaysChanged() throws {
    let script = Self.stackPoppedInTurn()
    let trace = try script.trace()
    let (_, sharing, full) = Self.finalStacksBothWays(trace)
    #expect(sharing == full)
    let explanations = try Self.explanations(of: script)
    let original = try #require(explanations.first?.finalStack)
    let changes = explanations.flatMap(\.changes).filter { $0.finalStack != original }
    #expect(!changes.isEmpty)
    let bytes = Array(script.json.utf8)
    for change in changes {
      let changed = try TraceDecoder(file: "test.json").decode(try JSONPatch.apply(change.patch, to: bytes))
      #expect(Explainer.finalStack(of: Replayer.replay(changed)) == change.finalStack, "\(change.summary)")
    }
  }

  @Test("the search replays few traces: explaining a trace stays interactive")
  func replayCount() throws {
    var explainer = Explainer(trace: try RepositoryTraces.decode("Traces/fast-swipe-from-middle-pops.json"))
    _ = explainer.explanations()
    #expect(explainer.replays > 1 && explainer.replays < 200)
  }
}

/// RFC 6902's `add` and `replace`, on a document parsed by Foundation: what a script with a
/// standard JSON Patch library would do with a change's patch.
enum JSONPatch {
  struct Failure: Error { var message: String }

  static func apply(_ patch: [Explanation.PatchOperation], to bytes: [UInt8]) throws -> [UInt8] {
    var document = try JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed])
    for operation in patch {
      let value = try JSONSerialization.jsonObject(
        with: Data(operation.value.utf8), options: [.fragmentsAllowed])
      let tokens = operation.path.split(separator: "/", omittingEmptySubsequences: false).dropFirst().map {
        $0.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
      }
      document = try set(value, at: tokens[...], in: document, op: operation.op)
    }
    return Array(try JSONSerialization.data(withJSONObject: document, options: [.fragmentsAllowed]))
  }

  private static func set(_ value: Any, at path: ArraySlice<String>, in node: Any, op: String) throws -> Any {
    guard let key = path.first else { return value }
    let rest = path.dropFirst()
    if var object = node as? [String: Any] {
      if rest.isEmpty {
        guard op == "add" || object[key] != nil else { throw Failure(message: "replace of a missing \(key)") }
        object[key] = value
      } else {
        guard let child = object[key] else { throw Failure(message: "no member \(key)") }
        object[key] = try set(value, at: rest, in: child, op: op)
      }
      return object
    }
    if var array = node as? [Any], let index = Int(key) {
      if rest.isEmpty {
        if op == "add" {
          guard index <= array.count else { throw Failure(message: "index \(index) past the end") }
          array.insert(value, at: index)
        } else {
          guard index < array.count else { throw Failure(message: "no element \(index)") }
          array[index] = value
        }
      } else {
        guard index < array.count else { throw Failure(message: "no element \(index)") }
        array[index] = try set(value, at: rest, in: array[index], op: op)
      }
      return array
    }
    throw Failure(message: "cannot follow \(key)")
  }
}
