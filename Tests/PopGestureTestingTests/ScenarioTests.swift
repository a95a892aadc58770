import PopGestureFormats
import PopGestureTestSupport
import PopGestureTesting
import PopGestureTools
import Testing

private let home = Screen(id: "home")
private let detail = Screen(id: "detail")

/// `Scenario`: steps become the trace `synth` would write, in time order, checked by the decoder.
extension TestingLibrarySuite {
  /// The touch and action events of `trace` as `t phase/action` words, for order checks.
  static func words(_ trace: Trace) -> [String] {
    trace.events.map { event in
      switch event.kind {
      case .touch(let touch): "\(event.t) \(touch.touch) \(touch.phase.rawValue)"
      case .action(.push(let screen, _)): "\(event.t) push \(screen.id)"
      case .action(.pop): "\(event.t) pop"
      case .action(.setStack): "\(event.t) setStack"
      case .action(.set): "\(event.t) set"
      case .action(.present(let screen, _, _)): "\(event.t) present \(screen.id)"
      case .action(.dismiss): "\(event.t) dismiss"
      }
    }
  }

  @Test("swipes one after another are the trace synth writes for them")
  func swipesAreSynthesized() throws {
    let first = TraceSynthesizer.Swipe(
      from: Point(x: 100, y: 400), to: Point(x: 300.25, y: 410), duration: 0.2)
    let second = TraceSynthesizer.Swipe(from: Point(x: 4, y: 300), to: Point(x: 150, y: 300), duration: 0.15)
    var synthesizer = TraceSynthesizer(stack: ["home", "detail"], swipes: [first, second])
    synthesizer.rate = 60
    synthesizer.curve = .easeOut
    synthesizer.ending = .cancelled
    let scenario = Scenario(
      stack: [home, detail],
      steps: [first, second].map {
        .swipe(from: $0.from, to: $0.to, duration: $0.duration, curve: .easeOut, rate: 60, ending: .cancelled)
      })
    // Each trace is made before the expectation: with both typed-throwing calls inside one
    // `#expect`, the test process crashed in the unwinder (Swift 6.3 on Linux).
    let written = try scenario.trace().events
    let synthesized = try synthesizer.trace().events
    #expect(written == synthesized)
  }

  @Test("an action without a time comes when the step before it ends; a swipe without a start 0.5 s later")
  func defaultTimes() throws {
    let scenario = Scenario(
      stack: [home, detail],
      steps: [
        .pop(animated: false),
        .swipe(from: Point(x: 100, y: 400), to: Point(x: 200, y: 400), duration: 0.1, rate: 10),
        .push(detail),
        .swipe(from: Point(x: 100, y: 400), to: Point(x: 200, y: 400), duration: 0.1, rate: 10),
      ])
    #expect(
      Self.words(try scenario.trace()) == [
        "0.0 pop", "0.5 1 began", "0.6 1 moved", "0.6 1 ended", "0.6 push detail", "1.1 1 began",
        "1.2 1 moved",
        "1.2 1 ended",
      ])
  }

  @Test("steps that overlap are merged in time order, those at one time in the order given")
  func overlappingSteps() throws {
    let scenario = Scenario(
      stack: [home, detail],
      steps: [
        .swipe(from: Point(x: 100, y: 400), to: Point(x: 200, y: 400), duration: 0.2, rate: 10),
        .set(.navigation(.navigationBarHidden(true)), at: 0.1),
        .swipe(
          from: Point(x: 100, y: 600), to: Point(x: 200, y: 600), duration: 0.2, start: 0.1, rate: 10,
          touch: 2),
      ])
    #expect(
      Self.words(try scenario.trace()) == [
        "0.0 1 began", "0.1 1 moved", "0.1 set", "0.1 2 began", "0.2 1 moved", "0.2 1 ended", "0.2 2 moved",
        "0.3 2 moved", "0.3 2 ended",
      ])
  }

  @Test("an invalid scenario throws the decoder's message at the path of the scenario's own value")
  func invalidInScenario() {
    eachArgument([
      (
        Scenario(
          stack: [
            home,
            Screen(
              id: "player",
              views: [.slider(id: "volume", frame: Rect(x: 20, y: 700, width: 350, height: 44), value: 1.5)]),
          ]),
        "navigation.stack[1].views[0].value: slider value 1.5 is out of range; expected 0 to 1"
      ),
      (Scenario(stack: [home, home]), "navigation.stack[1]: duplicate screen id 'home' in one stack"),
      (Scenario(stack: []), "navigation.stack: a stack needs at least one screen"),
      (
        Scenario(device: Device(ios: 6), stack: [home]),
        "device.ios: iOS 6 is out of range; expected a major version from 7 to 99"
      ),
      (
        Scenario(stack: [home, detail], steps: [.pop(), .push(detail, at: .nan)]),
        "steps[1].at: nan is not a finite number; numbers in a trace are at most 1e15 in magnitude"
      ),
      (
        Scenario(stack: [home, detail], steps: [.pop(at: 2e15)]),
        "steps[0].at: number 2000000000000000.0 is out of range; numbers in a trace are at most 1e15 in magnitude"
      ),
      (
        Scenario(stack: [home, detail], steps: [.set(.screen("nowhere", .interactivePopDisabled(true)))]),
        "steps[0].screen: no screen 'nowhere' anywhere in the trace"
      ),
      (
        Scenario(
          stack: [home],
          steps: [
            .pop(),
            .push(
              Screen(
                id: "list",
                views: [
                  .plain(id: "cell", frame: Rect(x: 0, y: 0, width: 9, height: 9)),
                  .plain(id: "cell", frame: Rect(x: 0, y: 0, width: 9, height: 9)),
                ])),
          ]),
        "steps[1].screen.views[1].id: duplicate view id 'cell' in one screen"
      ),
      (
        Scenario(stack: [home, detail], steps: [.swipe(from: .zero, to: .zero, duration: 0)]),
        "steps[0].duration: swipe 1 lasts 0.0 s; a duration must be more than 0"
      ),
      (
        Scenario(stack: [home, detail], steps: [.swipe(from: .zero, to: .zero, duration: 0.2, rate: 0)]),
        "steps[0].rate: rate 0.0 is out of range; give a sampling rate above 0 and at most 1000 Hz"
      ),
      (
        Scenario(
          stack: [home, detail], steps: [.swipe(from: .zero, to: Point(x: .infinity, y: 0), duration: 0.2)]),
        "steps[0].to: swipe 1 has a coordinate that is not a finite number"
      ),
      (
        Scenario(
          stack: [home, detail], steps: [.swipe(from: Point(x: 2e15, y: 0), to: .zero, duration: 0.2)]),
        "steps[0].from: swipe 1 has coordinate 2000000000000000.0, out of range; numbers in a trace are at most 1e15 in magnitude"
      ),
      (
        Scenario(stack: [home, detail], steps: [.swipe(from: .zero, to: .zero, duration: 1e4, rate: 1000)]),
        "steps[0].duration: the swipes need 10000000 samples, more than the 1000000 allowed; lower the rate or the durations"
      ),
      (
        Scenario(
          stack: [home, detail], steps: [.pop(at: 1e15), .swipe(from: .zero, to: .zero, duration: 0.2)]),
        "steps[1].start: swipe 1 ends at 1000000000000000.8 s, out of range; numbers in a trace are at most 1e15 in magnitude"
      ),
      (
        Scenario(
          stack: [home, detail],
          steps: [
            .pop(), .swipe(from: .zero, to: .zero, duration: 0.2),
            .swipe(from: .zero, to: .zero, duration: 0.2, start: -1),
          ]),
        "steps[2].start: swipe 2 starts at -1.0 s; a start time must be 0 or more"
      ),
      (
        Scenario(
          stack: [home, detail],
          steps: [
            .swipe(from: .zero, to: Point(x: 100, y: 0), duration: 0.2),
            .swipe(from: .zero, to: Point(x: 100, y: 0), duration: 0.2, start: 0.1),
          ]),
        "steps[1]: touch 1 began while it is already down; end or cancel it first"
      ),
      (
        Scenario(stack: [home, detail], steps: [.present(Screen(id: "a")), .present(Screen(id: "b"))]),
        "steps[1].action: present while screen 'a' is presented; dismiss it first"
      ),
      (
        Scenario(stack: [home, detail], steps: [.dismiss(at: 1)]),
        "steps[0].action: dismiss with nothing presented; present a screen first"
      ),
      (
        Scenario(stack: [home, detail], steps: [.present(home)]),
        "steps[0].screen.id: screen 'home' is also on the navigation stack in this trace; a presented screen is on no stack, so give it an id of its own"
      ),
    ]) { (scenario, message) in invalid(scenario: scenario, message: message) }
  }

  func invalid(scenario: Scenario, message: String) {
    let error = #expect(throws: TraceValueError.self) { try scenario.trace() }
    #expect(error?.description == message)
    #expect(throws: TraceValueError.self) { try scenario.replay() }
  }

  @Test("present and dismiss steps are the trace's actions, at their times, with their style")
  func presentAndDismiss() throws {
    let sheet = Screen(id: "sheet")
    let scenario = Scenario(
      stack: [home, detail],
      steps: [
        .present(sheet, style: .pageSheet, animated: false, at: 0.5),
        .swipe(from: Point(x: 150, y: 400), to: Point(x: 350, y: 400), duration: 0.2),
        .dismiss(animated: false),
        .swipe(from: Point(x: 150, y: 400), to: Point(x: 350, y: 400), duration: 0.2),
      ])
    let trace = try scenario.trace()
    let actions = trace.events.compactMap { event -> Action? in
      guard case .action(let action) = event.kind else { return nil }
      return action
    }
    #expect(actions == [.present(sheet, style: .pageSheet, animated: false), .dismiss(animated: false)])
    #expect(Self.words(trace).first == "0.5 present sheet")
    let outcome = try scenario.replay()
    // The sheet takes the first swipe; after dismiss the same swipe pops.
    #expect(outcome.swipes.map(\.popped) == [false, true])
    #expect(outcome.swipes[0].hit == .screen("sheet"))
    #expect(outcome.swipes[0].recognizers.isEmpty)
  }
}
