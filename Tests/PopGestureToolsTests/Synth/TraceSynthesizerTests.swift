import PopGestureFormats
import PopGestureTestSupport
import Testing

@testable import PopGesture
@testable import PopGestureTools

/// The touch events of `trace`, in order, without the actions.
private func touches(_ trace: Trace) -> [(t: Double, touch: TouchEvent)] {
  trace.events.compactMap { event in
    if case .touch(let touch) = event.kind { return (event.t, touch) }
    return nil
  }
}

/// `TraceSynthesizer`: every option, and that what it writes decodes and replays as described.
@Suite("Trace synthesizer")
struct TraceSynthesizerTests {
  /// The README's example: a middle swipe of 180 pt in 0.2 s on home, detail.
  static let middleSwipe = TraceSynthesizer(
    stack: ["home", "detail"],
    swipes: [.init(from: Point(x: 150, y: 400), to: Point(x: 330, y: 404), duration: 0.2)])

  /// Decodes the text the synthesizer writes, as `replay` would.
  func decode(_ synthesizer: TraceSynthesizer) throws -> Trace {
    try TraceDecoder(file: "synth.json").decode(Array(synthesizer.text().utf8))
  }

  @Test("the documented pipe example decodes and pops to home")
  func pipeExamplePops() throws {
    let trace = try decode(Self.middleSwipe)
    #expect(trace.navigation.stack.map(\.id) == ["home", "detail"])
    #expect(trace.policy == .fd)
    #expect(trace.device == Device())
    #expect(try finalStack(trace) == ["home"])
  }

  @Test("a swipe is a began, duration × rate moves and an end sharing the last move's time and point")
  func swipeShape() throws {
    let events = touches(try decode(Self.middleSwipe))
    #expect(events.count == 1 + 24 + 1)
    #expect(events.first?.touch == TouchEvent(touch: 1, phase: .began, location: Point(x: 150, y: 400)))
    #expect(events.dropFirst().dropLast().allSatisfy { $0.touch.phase == .moved })
    let lastMove = try #require(events.dropLast().last)
    let end = try #require(events.last)
    #expect(end.touch.phase == .ended)
    #expect(end.t == lastMove.t && end.t == 0.2)
    #expect(end.touch.location == lastMove.touch.location)
    #expect(end.touch.location == Point(x: 330, y: 404))
  }

  @Test("points are written with 1 decimal and times with 3, one event object per line")
  func rounding() throws {
    let text = try Self.middleSwipe.text()
    #expect(text.contains(#"{ "t": 0.008, "touch": 1, "phase": "moved", "x": 157.5, "y": 400.2 },"#))
    #expect(text.contains(#"{ "t": 0.200, "touch": 1, "phase": "ended", "x": 330.0, "y": 404.0 }"#))
    let eventLines = text.split(separator: "\n").filter { $0.contains(#""t": "#) }
    #expect(eventLines.count == 26)
    #expect(eventLines.allSatisfy { $0.hasPrefix("    { ") && ($0.hasSuffix(" },") || $0.hasSuffix(" }")) })
    for event in touches(try decode(Self.middleSwipe)) {
      #expect(Rounding.time(event.t) == event.t)
      #expect(Rounding.points(event.touch.location.x) == event.touch.location.x)
      #expect(Rounding.points(event.touch.location.y) == event.touch.location.y)
    }
  }

  @Test("the same description always writes the same text")
  func deterministic() throws {
    #expect(try Self.middleSwipe.text() == Self.middleSwipe.text())
  }

  @Test("--rate sets the number of moves, rounded and at least one")
  func rate() throws {
    for (rate, moves) in [(60.0, 12), (10.0, 2), (1.0, 1), (1000.0, 200)] {
      var synthesizer = Self.middleSwipe
      synthesizer.rate = rate
      #expect(touches(try decode(synthesizer)).count == moves + 2, "rate \(rate)")
    }
  }

  @Test("easeOut covers 1 - (1 - f)² of the way, linear f")
  func curves() throws {
    var synthesizer = TraceSynthesizer(
      stack: ["home", "detail"],
      swipes: [.init(from: Point(x: 100, y: 400), to: Point(x: 300, y: 400), duration: 0.5)])
    synthesizer.rate = 10
    let linear = touches(try decode(synthesizer)).map(\.touch.location.x)
    #expect(linear == [100, 140, 180, 220, 260, 300, 300])
    synthesizer.curve = .easeOut
    let easeOut = touches(try decode(synthesizer)).map(\.touch.location.x)
    #expect(easeOut == [100, 172, 228, 268, 292, 300, 300])
    #expect(touches(try decode(synthesizer)).map(\.t) == [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.5])
  }

  @Test("--end cancelled ends each swipe with a cancelled touch, which cancels the pop")
  func cancelledEnd() throws {
    var synthesizer = Self.middleSwipe
    synthesizer.ending = .cancelled
    let trace = try decode(synthesizer)
    let end = try #require(touches(trace).last)
    #expect(end.touch.phase == .cancelled)
    #expect(end.touch.location == Point(x: 330, y: 404))
    #expect(try finalStack(trace) == ["home", "detail"])
  }

  @Test("--rtl writes a right-to-left device, on which a leftward swipe pops")
  func rightToLeft() throws {
    var synthesizer = TraceSynthesizer(
      stack: ["home", "detail"],
      swipes: [.init(from: Point(x: 240, y: 400), to: Point(x: 60, y: 404), duration: 0.2)])
    synthesizer.layoutDirection = .rightToLeft
    let trace = try decode(synthesizer)
    #expect(trace.device.layoutDirection == .rightToLeft)
    #expect(try finalStack(trace) == ["home"])
    synthesizer.layoutDirection = nil
    #expect(try finalStack(decode(synthesizer)) == ["home", "detail"])
  }

  @Test("--policy, --ios, --width, --height and --name are written to the trace")
  func headerOptions() throws {
    var synthesizer = Self.middleSwipe
    synthesizer.policy = .uikit
    synthesizer.ios = 18
    synthesizer.width = 430
    synthesizer.height = 932
    synthesizer.name = "a \"quoted\"\nname"
    let trace = try decode(synthesizer)
    #expect(trace.policy == .uikit)
    #expect(trace.device.ios == 18)
    #expect(trace.device.width == 430 && trace.device.height == 932)
    #expect(trace.device.layoutDirection == .leftToRight)
    #expect(trace.name == "a \"quoted\"\nname")
    // Plain UIKit before iOS 26 only pops from the edge.
    #expect(try finalStack(trace) == ["home", "detail"])
    // On iOS 26 its content swipe pops from the middle too.
    synthesizer.ios = nil
    #expect(try finalStack(decode(synthesizer)) == ["home"])
  }

  @Test("without --name the title summarizes the swipes")
  func defaultName() throws {
    #expect(try decode(Self.middleSwipe).name == "synthesized: (150.0, 400.0) to (330.0, 404.0) in 0.2 s")
  }

  @Test("an edge swipe under plain UIKit before iOS 26 pops")
  func edgeSwipeUnderUIKit() throws {
    var synthesizer = TraceSynthesizer(
      stack: ["home", "detail"],
      swipes: [.init(from: Point(x: 5, y: 400), to: Point(x: 200, y: 404), duration: 0.25)])
    synthesizer.policy = .uikit
    synthesizer.ios = 18
    #expect(try finalStack(decode(synthesizer)) == ["home"])
  }

  @Test("several swipes follow each other after 0.5 s unless given a start")
  func severalSwipes() throws {
    var synthesizer = TraceSynthesizer(
      stack: ["home", "list", "detail"],
      swipes: [
        .init(from: Point(x: 150, y: 400), to: Point(x: 330, y: 404), duration: 0.2),
        .init(from: Point(x: 150, y: 400), to: Point(x: 330, y: 404), duration: 0.2),
        .init(from: Point(x: 150, y: 400), to: Point(x: 170, y: 400), duration: 0.1, start: 2),
      ])
    synthesizer.rate = 10
    let events = touches(try decode(synthesizer))
    let began = events.filter { $0.touch.phase == .began }.map(\.t)
    let ended = events.filter { $0.touch.phase == .ended }.map(\.t)
    #expect(began == [0, 0.7, 2])
    #expect(ended == [0.2, 0.9, 2.1])
    #expect(events.allSatisfy { $0.touch.touch == 1 })
    #expect(try finalStack(decode(synthesizer)) == ["home"])
  }

  @Test("a swipe may start the moment the previous one ends")
  func touchingSwipes() throws {
    let synthesizer = TraceSynthesizer(
      stack: ["home", "detail"],
      swipes: [
        .init(from: Point(x: 150, y: 400), to: Point(x: 155, y: 400), duration: 0.2),
        .init(from: Point(x: 150, y: 400), to: Point(x: 330, y: 400), duration: 0.2, start: 0.2),
      ])
    #expect(try finalStack(decode(synthesizer)) == ["home"])
  }

  @Test("descriptions that cannot be a valid trace are problems")
  func problems() {
    eachArgument([
      (TraceSynthesizer(stack: [], swipes: []), TraceSynthesizer.Problem.emptyStack),
      (TraceSynthesizer(stack: ["home", ""], swipes: []), .emptyScreenID),
      (TraceSynthesizer(stack: ["home", "home"], swipes: []), .duplicateScreenID("home")),
      (
        TraceSynthesizer(stack: ["home"], swipes: [.init(from: .zero, to: .zero, duration: 0)]),
        .durationNotPositive(swipe: 1, 0)
      ),
      (
        TraceSynthesizer(stack: ["home"], swipes: [.init(from: .zero, to: .zero, duration: 1, start: -1)]),
        .negativeStart(swipe: 1, -1)
      ),
      (
        TraceSynthesizer(
          stack: ["home"], swipes: [.init(from: Point(x: .infinity, y: 0), to: .zero, duration: 1)]),
        .nonFiniteCoordinate(swipe: 1)
      ),
      (
        TraceSynthesizer(
          stack: ["home"],
          swipes: [
            .init(from: .zero, to: .zero, duration: 1),
            .init(from: .zero, to: .zero, duration: 1, start: 0.5),
          ]),
        .overlappingSwipes(swipe: 2, start: 0.5, previousEnd: 1)
      ),
      (
        TraceSynthesizer(stack: ["home"], swipes: [.init(from: .zero, to: .zero, duration: 1e9)]),
        .tooManySamples(120_000_000_000)
      ),
    ]) { (synthesizer, problem) in problems(synthesizer: synthesizer, problem: problem) }
  }

  func problems(synthesizer: TraceSynthesizer, problem: TraceSynthesizer.Problem) {
    #expect(throws: problem) { try synthesizer.validate() }
    #expect(throws: problem) { try synthesizer.text() }
  }

  @Test("rates above 1000 Hz and sizes of 0 or less are problems")
  func rateAndSizeProblems() {
    var synthesizer = Self.middleSwipe
    synthesizer.rate = 1001
    #expect(throws: TraceSynthesizer.Problem.rateOutOfRange(1001)) { try synthesizer.validate() }
    synthesizer.rate = 0
    #expect(throws: TraceSynthesizer.Problem.rateOutOfRange(0)) { try synthesizer.validate() }
    synthesizer = Self.middleSwipe
    synthesizer.width = 0
    #expect(throws: TraceSynthesizer.Problem.sizeNotPositive("width", 0)) { try synthesizer.validate() }
  }

  /// A synthesizer of one swipe on one screen.
  static func oneSwipe(from: Point = .zero, to: Point = .zero, duration: Double = 1, start: Double? = nil)
    -> TraceSynthesizer
  {
    TraceSynthesizer(stack: ["home"], swipes: [.init(from: from, to: to, duration: duration, start: start)])
  }

  @Test("a size, a coordinate or an end a trace could not hold, above 1e15, is a problem")
  func numbersOutOfRange() {
    eachArgument([
      (
        {
          var synthesizer = Self.oneSwipe()
          synthesizer.width = 1e16
          return synthesizer
        }(),
        TraceSynthesizer.Problem.sizeOutOfRange("width", 1e16)
      ),
      (
        {
          var synthesizer = Self.oneSwipe()
          synthesizer.height = 1.7e308
          return synthesizer
        }(),
        .sizeOutOfRange("height", 1.7e308)
      ),
      (Self.oneSwipe(from: Point(x: -2e15, y: 0)), .coordinateOutOfRange(swipe: 1, -2e15)),
      (Self.oneSwipe(to: Point(x: 0, y: 1e308)), .coordinateOutOfRange(swipe: 1, 1e308)),
      (Self.oneSwipe(start: 1e15), .endOutOfRange(swipe: 1, 1e15 + 1)),
      (
        {
          var synthesizer = Self.oneSwipe(duration: 1e17)
          synthesizer.rate = 1e-12
          return synthesizer
        }(),
        .endOutOfRange(swipe: 1, 1e17)
      ),
      (
        // The second swipe follows the first 0.5 s after it ends, past the bound.
        TraceSynthesizer(
          stack: ["home"],
          swipes: [
            .init(from: .zero, to: .zero, duration: 1, start: 1e15 - 1),
            .init(from: .zero, to: .zero, duration: 0.25),
          ]),
        .endOutOfRange(swipe: 2, 1e15 + 0.75)
      ),
    ]) { (synthesizer, problem) in numbersOutOfRange(synthesizer: synthesizer, problem: problem) }
  }

  func numbersOutOfRange(synthesizer: TraceSynthesizer, problem: TraceSynthesizer.Problem) {
    #expect(throws: problem) { try synthesizer.validate() }
    #expect(throws: problem) { try synthesizer.text() }
  }

  @Test("a swipe between the bounds, ending at 1e15 s on a screen 1e15 wide, replays as written")
  func numbersAtTheBound() throws {
    for curve in TraceSynthesizer.Curve.allCases {
      var synthesizer = Self.oneSwipe(
        from: Point(x: -1e15, y: 1e15), to: Point(x: 1e15, y: -1e15), duration: 1, start: 1e15 - 1)
      synthesizer.width = 1e15
      synthesizer.height = 1e15
      synthesizer.curve = curve
      let trace = try decode(synthesizer)
      #expect(trace.events.last?.t == 1e15)
      #expect(Replayer.replay(trace).last?.type == "final")
    }
  }

  @Test("problem messages are lowercase and end without a period")
  func problemMessages() {
    let message = TraceSynthesizer.Problem.overlappingSwipes(swipe: 2, start: 0.1, previousEnd: 0.2)
      .description
    #expect(message == "swipe 2 starts at 0.100 s, before swipe 1 ends at 0.200 s; give it a later start")
  }

  @Test("the trace value is the text decoded, event for event, whatever the options")
  func valueAgreesWithText() throws {
    var generator = SeededGenerator(seed: 7)
    for _ in 0..<40 {
      var synthesizer = TraceSynthesizer(
        stack: ["home", "detail"],
        swipes: (0..<Int(generator.next() % 3 + 1)).map { index in
          TraceSynthesizer.Swipe(
            from: Point(x: generator.number(-50...400), y: generator.number(0...844)),
            to: Point(x: generator.number(-50...400), y: generator.number(0...844)),
            duration: generator.number(0.001...0.9),
            // Only the first has a start of its own, so the swipes never overlap.
            start: index == 0 ? generator.pick([nil, 0.2504]) : nil)
        })
      synthesizer.rate = generator.pick([60, 120, 240, 997.3])
      synthesizer.curve = generator.pick(TraceSynthesizer.Curve.allCases)
      synthesizer.ending = generator.pick(TraceSynthesizer.Ending.allCases)
      synthesizer.policy = generator.pick([nil, .zw, .uikit])
      synthesizer.ios = generator.pick([nil, 18])
      synthesizer.width = generator.pick([nil, 430.5])
      synthesizer.layoutDirection = generator.pick([nil, .rightToLeft])
      synthesizer.name = generator.pick([nil, "a \"named\" swipe"])
      #expect(try synthesizer.trace() == decode(synthesizer))
    }
  }

  @Test("the trace value of a description that cannot be written throws the same problem")
  func valueProblems() {
    #expect(throws: TraceSynthesizer.Problem.emptyStack) {
      try TraceSynthesizer(stack: [], swipes: []).trace()
    }
    #expect(throws: TraceSynthesizer.Problem.durationNotPositive(swipe: 1, 0)) {
      try Self.oneSwipe(duration: 0).trace()
    }
  }

  @Test("one swipe's events are its samples, rounded as written, from a start rounded to the millisecond")
  func swipeEvents() {
    let swipe = TraceSynthesizer.Swipe(
      from: Point(x: 100.04, y: 400), to: Point(x: 200, y: 400.06), duration: 0.1)
    let events = TraceSynthesizer.events(
      of: swipe, startingAt: 1.0004, rate: 30, curve: .linear, ending: .cancelled, touch: 2)
    let expected: [(Double, TouchPhase, Double, Double)] = [
      (1.0, .began, 100.0, 400.0), (1.033, .moved, 133.4, 400.0), (1.067, .moved, 166.7, 400.0),
      (1.1, .moved, 200.0, 400.1), (1.1, .cancelled, 200.0, 400.1),
    ]
    #expect(
      events
        == expected.map { t, phase, x, y in
          Event(t: t, kind: .touch(TouchEvent(touch: 2, phase: phase, location: Point(x: x, y: y))))
        })
  }

  @Test("one swipe is checked on its own, numbered as its description numbers it")
  func swipeValidation() {
    let swipe = TraceSynthesizer.Swipe(from: .zero, to: Point(x: 10, y: 0), duration: 0.2)
    #expect(throws: Never.self) { try swipe.validate(number: 3, rate: 120, startingAt: 0) }
    #expect(throws: TraceSynthesizer.Problem.rateOutOfRange(.infinity)) {
      try swipe.validate(number: 3, rate: .infinity, startingAt: 0)
    }
    let lateStart = 2e15
    #expect(throws: TraceSynthesizer.Problem.endOutOfRange(swipe: 3, lateStart + 0.2)) {
      try swipe.validate(number: 3, rate: 120, startingAt: lateStart)
    }
    var late = swipe
    late.start = -0.5
    #expect(throws: TraceSynthesizer.Problem.negativeStart(swipe: 3, -0.5)) {
      try late.validate(number: 3, rate: 120, startingAt: 0)
    }
  }

  // MARK: - A navigation description's screens

  /// A detail screen as an import writes it: a paging gallery, with a note and a switch.
  static let importedDetail: NavigationDescription = {
    var gallery = GestureView(
      id: "gallery", kind: .scrollView, frame: Rect(x: 0, y: 91, width: 390, height: 400))
    gallery.contentSize = Size(width: 1170, height: 400)
    gallery.pagingEnabled = true
    var navigation = NavigationDescription(stack: [Screen(id: "detail", views: [gallery])])
    navigation.contentPopGestureEnabled = false
    navigation.notes = ["bounces of 'gallery' is not in the dump; written as true"]
    return navigation
  }()

  @Test("with a navigation description, the stack's screens of its ids get its screens, views and all")
  func navigationScreens() throws {
    var synthesizer = Self.middleSwipe
    synthesizer.navigation = Self.importedDetail
    let trace = try decode(synthesizer)
    #expect(trace.navigation.stack == [Screen(id: "home"), Self.importedDetail.stack[0]])
    #expect(trace.navigation.contentPopGestureEnabled == false)
    #expect(trace.navigation.notes == Self.importedDetail.notes)
    #expect(try synthesizer.trace() == trace)
    // The middle swipe now starts on the gallery's first page, which takes it.
    #expect(try finalStack(trace) == ["home", "detail"])
  }

  @Test("with a navigation description and no stack, the description's own stack is the trace's")
  func navigationStack() throws {
    var navigation = Self.importedDetail
    navigation.stack.insert(Screen(id: "home"), at: 0)
    var synthesizer = Self.middleSwipe
    synthesizer.stack = []
    synthesizer.navigation = navigation
    #expect(try decode(synthesizer).navigation == navigation)
  }

  @Test("a stack that names none of the description's screens is a problem, not a silent plain stack")
  func navigationWithoutMatch() {
    var synthesizer = Self.middleSwipe
    synthesizer.stack = ["home", "detial"]
    synthesizer.navigation = Self.importedDetail
    #expect(
      throws: TraceSynthesizer.Problem.screensNotInNavigation(["home", "detial"], available: ["detail"])
    ) {
      try synthesizer.text()
    }
    #expect(
      TraceSynthesizer.Problem.screensNotInNavigation(["home", "detial"], available: ["detail"]).description
        == "no screen of the navigation description is in the stack ('home', 'detial'); its screens are 'detail'"
    )
  }

  /// A feed whose list, a vertical scroll view, fills the screen under the bar.
  static let feed = NavigationDescription(stack: [
    Screen(id: "home"),
    Screen(
      id: "feed",
      views: [
        GestureView.scrollView(
          id: "list", frame: Rect(x: 0, y: 91, width: 390, height: 753),
          contentSize: Size(width: 390, height: 3000))
      ]),
  ])

  @Test("a set action is written at its time, before the touches of that time, and replays")
  func setActions() throws {
    var synthesizer = Self.middleSwipe
    synthesizer.stack = []
    synthesizer.navigation = Self.feed
    synthesizer.swipes.append(
      .init(from: Point(x: 150, y: 400), to: Point(x: 330, y: 404), duration: 0.2, start: 1))
    synthesizer.sets = try [
      "1:feed.list.requiresFailureOf=fullscreenPop,contentPop", "0.5:feed.list.hidden=true",
      "0.5:navigation.interactivePopDelegate=stackCount", "0.75:feed.list.hidden=false",
    ].map(TraceSynthesizer.SetAction.init(parsing:))
    let trace = try decode(synthesizer)
    #expect(try synthesizer.trace() == trace)
    let actions = trace.events.compactMap { event -> (Double, PropertyChange)? in
      if case .action(.set(let change)) = event.kind { return (event.t, change) }
      return nil
    }
    #expect(actions.map(\.0) == [0.5, 0.5, 0.75, 1])
    #expect(
      actions.map(\.1) == [
        .view(screen: "feed", view: "list", .hidden(true)), .navigation(.interactivePopDelegate(.stackCount)),
        .view(screen: "feed", view: "list", .hidden(false)),
        .view(screen: "feed", view: "list", .requiresFailureOf([.fullscreenPop, .contentPop])),
      ])
    // The set at 1 s comes before the second swipe's touch-down, also at 1 s.
    let setPlace = try #require(trace.events.lastIndex { if case .action = $0.kind { true } else { false } })
    #expect(trace.events[setPlace + 1].t == 1)
    #expect(trace.name?.hasSuffix("; set 0.75:feed.list.hidden=false") == true)
  }

  @Test("a set's value is JSON, a bare word or names separated by commas")
  func setValues() {
    eachArgument([
      ("0:feed.list.simultaneousWith=all", ViewProperty.simultaneousWith(.all)),
      ("0:feed.list.simultaneousWith=contentPop", .simultaneousWith(.only([.contentPop]))),
      ("0:feed.list.simultaneousWith=[\"list.pan\"]", .simultaneousWith(.only([.pan(view: "list")]))),
      (
        "0:feed.list.ignoresTouchesIn=[[0, 91, 40, 753]]",
        .ignoresTouchesIn([Rect(x: 0, y: 91, width: 40, height: 753)])
      ),
      ("0:feed.list.alpha=0", .alpha(0)),
      ("0:feed.list.userInteractionEnabled=false", .userInteractionEnabled(false)),
      ("0:feed.list.recognizerEnabled=false", .recognizerEnabled(false)),
    ]) { (text, property) in try setValues(text: text, property: property) }
  }

  func setValues(text: String, property: ViewProperty) throws {
    var synthesizer = Self.middleSwipe
    synthesizer.stack = []
    synthesizer.navigation = Self.feed
    synthesizer.sets = [try TraceSynthesizer.SetAction(parsing: text)]
    let event = try #require(try synthesizer.trace().events.first)
    #expect(event.kind == .action(.set(.view(screen: "feed", view: "list", property))))
  }

  @Test("a set that is not T:TARGET=VALUE, or that a trace would refuse, is a problem naming it")
  func setProblems() {
    eachArgument([
      ("feed.list.hidden=true", "expected T:TARGET=VALUE"),
      ("-1:feed.list.hidden=true", "'-1' is not a time"),
      ("1:hidden=true", "the target must be navigation.KEY, SCREEN.KEY or SCREEN.VIEW.KEY"),
      ("1:navigation.list.hidden=true", "the navigation controller's target is navigation.KEY"),
      ("1:feed.list.hidden=", "the value after '=' is empty"),
      ("1:feed.lsit.hidden=true", "no view 'lsit' on screen 'feed'"),
      ("1:feed.list.alpha=1.5", "alpha 1.5 is out of range; expected 0 to 1"),
      ("1:feed.list.requiresFailureOf=lsit.pan", "did you mean 'list.pan'?"),
      ("1:navigation.contentPopDelegate=sometimes", "'sometimes'"),
    ]) { (text, message) in try setProblems(text: text, message: message) }
  }

  func setProblems(text: String, message: String) throws {
    var synthesizer = Self.middleSwipe
    synthesizer.stack = []
    synthesizer.navigation = Self.feed
    do {
      synthesizer.sets = [try TraceSynthesizer.SetAction(parsing: text)]
      try synthesizer.validate()
      Issue.record("\(text) was accepted")
    } catch {
      #expect(error.description.hasPrefix("invalid set '\(text)'; "), "\(error)")
      #expect(error.description.contains(message), "\(error)")
    }
  }

  @Test("without a navigation description the text is as before: one line of screen ids")
  func plainNavigationLine() throws {
    #expect(
      try Self.middleSwipe.text().contains(
        #"  "navigation": { "stack": [{ "id": "home" }, { "id": "detail" }] },"#))
  }
}
