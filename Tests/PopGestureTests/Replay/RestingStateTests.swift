import PopGestureTestSupport
import Testing

@testable import PopGesture

/// `Replayer.RestingState`: a replay at rest before an event, compared apart from its serial
/// numbers, decides the rest of the trace; and `prepare(for:)` does early only what feeding the
/// event would do.
extension ReplaySuite {
  /// The replay of `trace` just before event `place`, prepared for it.
  static func replay(_ trace: Trace, before place: Int) -> Replayer {
    var replayer = Replayer(trace: trace)
    for event in trace.events[..<place] {
      replayer.feed(event)
    }
    replayer.prepare(for: trace.events[place])
    return replayer
  }

  /// Feeds `events` and finishes: the records written from here, without their sequence numbers,
  /// which count the sequences before.
  static func future(of replayer: Replayer, fed events: ArraySlice<Event>) -> [Record] {
    var replayer = replayer
    replayer.drainRecords { _ in }
    for event in events {
      replayer.feed(event)
    }
    replayer.finish()
    return replayer.records.map { Record(t: $0.t, $0.body) }
  }

  /// The places of the events where a finger goes down.
  static func touchDowns(_ trace: Trace) -> [Int] {
    trace.events.indices.filter {
      if case .touch(let touch) = trace.events[$0].kind { return touch.phase == .began }
      return false
    }
  }

  @Test("preparing for each event before feeding it writes the log that feeding alone writes")
  func prepareChangesNothing() {
    eachArgument(0..<120) { seed in try prepareChangesNothing(seed: seed) }
  }

  func prepareChangesNothing(seed: Int) throws {
    let trace = try ReplaySuite.script(seed: UInt64(seed)).trace()
    var prepared = Replayer(trace: trace, keepsDecisions: true)
    for event in trace.events {
      prepared.prepare(for: event)
      prepared.feed(event)
    }
    prepared.finish()
    var plain = Replayer(trace: trace, keepsDecisions: true)
    for event in trace.events {
      plain.feed(event)
    }
    plain.finish()
    #expect(prepared.records == plain.records)
    #expect(prepared.decisions == plain.decisions)
  }

  /// A scene set up again and again: the same stack, but new instances each time, and the pop
  /// of the swipe before has new serial numbers.
  static func repeatedScene() -> TraceScript {
    var script = TraceScript(stack: #"[{"id": "home"}, {"id": "list"}, {"id": "detail"}]"#)
    for round in 0..<3 {
      let start = Double(round) * 2
      script.action(
        start, #""action": "setStack", "screens": [{"id": "home"}, {"id": "list"}, {"id": "detail"}]"#)
      script.swipe(from: (150, 400), to: (330, 404), at: start + 0.1)
    }
    return script
  }

  @Test("a scene set up again is at rest in an equal state, though its serial numbers differ")
  func serialsAreNotCompared() throws {
    let trace = try Self.repeatedScene().trace()
    let downs = Self.touchDowns(trace)
    try #require(downs.count == 3)
    let first = Self.replay(trace, before: downs[1])
    let second = Self.replay(trace, before: downs[2])
    let (firstStack, secondStack) = (first.core.scene.navigation.stack, second.core.scene.navigation.stack)
    #expect(firstStack.ids == secondStack.ids)
    #expect(firstStack[0].serial != secondStack[0].serial)
    let (a, b) = (try #require(first.restingState), try #require(second.restingState))
    #expect(a == b)
    // The same events from there write the same records, and end with the same stack.
    let rest = trace.events[downs[2]...]
    #expect(Self.future(of: first, fed: rest) == Self.future(of: second, fed: rest))
  }

  @Test("a switch, a screen's property, the stack or a hook tells states at rest apart")
  func differencesAreCompared() throws {
    let base = Self.repeatedScene()
    let trace = try base.trace()
    let place = Self.touchDowns(trace)[1]
    let original = try #require(Self.replay(trace, before: place).restingState)
    let changes = [
      #""action": "set", "property": "fullscreenPopGestureEnabled", "value": false"#,
      #""action": "set", "property": "navigationBarHidden", "value": true"#,
      #""action": "set", "screen": "detail", "property": "interactivePopDisabled", "value": true"#,
      #""action": "set", "property": "interactivePopDelegate", "value": "stackCount""#,
      #""action": "setStack", "screens": [{"id": "home"}, {"id": "detail"}]"#,
      #""action": "push", "screen": {"id": "more"}, "animated": false"#,
    ]
    for change in changes {
      var script = TraceScript(stack: #"[{"id": "home"}, {"id": "list"}, {"id": "detail"}]"#)
      script.action(
        0, #""action": "setStack", "screens": [{"id": "home"}, {"id": "list"}, {"id": "detail"}]"#)
      script.swipe(from: (150, 400), to: (330, 404), at: 0.1)
      script.action(
        2, #""action": "setStack", "screens": [{"id": "home"}, {"id": "list"}, {"id": "detail"}]"#)
      script.action(2, change)
      script.swipe(from: (150, 400), to: (330, 404), at: 2.1)
      let changed = try script.trace()
      let state = try #require(Self.replay(changed, before: Self.touchDowns(changed)[1]).restingState)
      #expect(state != original, "\(change)")
    }
  }

  @Test("no state at rest while a finger is down or a transition runs")
  func notAtRest() throws {
    var script = TraceScript()
    script.swipe(from: (150, 400), to: (330, 404))
    script.action(0.5, #""action": "push", "screen": {"id": "more"}"#)
    script.touchEvent(0.6, 1, "began", 100, 400)
    let trace = try script.trace()
    // The finger is down: the next event is its first move.
    #expect(Self.replay(trace, before: 1).restingState == nil)
    // The animated push still runs when the next finger goes down.
    #expect(Self.replay(trace, before: trace.events.count - 1).restingState == nil)
  }

  /// Wherever a random trace is at rest in equal states before two touch-downs, the later one's
  /// events fed to both from there write the same records: the serial numbers, the scheduler's
  /// leftovers and the other counters the comparison leaves out change nothing.
  @Test("equal states at rest have the same future")
  func equalStatesHaveOneFuture() throws {
    var pairs = 0
    for seed in 0..<300 {
      let trace = try ReplaySuite.script(seed: UInt64(seed)).trace()
      let rests = Self.touchDowns(trace).compactMap { place in
        Self.replay(trace, before: place).restingState.map { (place: place, state: $0) }
      }
      for (index, later) in rests.enumerated() {
        for earlier in rests[..<index] where earlier.state == later.state {
          pairs += 1
          let rest = trace.events[later.place...]
          #expect(
            Self.future(of: Self.replay(trace, before: earlier.place), fed: rest)
              == Self.future(of: Self.replay(trace, before: later.place), fed: rest),
            "seed \(seed): at rest before events \(earlier.place) and \(later.place)")
        }
      }
    }
    // Not vacuous: many traces come back to a state they were in.
    #expect(pairs > 50)
  }
}
