import Testing

@testable import PopGesture

/// FD's `gestureRecognizerShouldBegin:`: each check, and the order they are asked in.
@Suite("fullscreenPop shouldBegin under fd")
struct ShouldBeginTests {
  /// A middle swipe from x = 100 to 280 on the given stack; returns fullscreenPop's verdicts.
  static func verdicts(
    stack: String, from: (Double, Double) = (100, 400), to: (Double, Double) = (280, 400),
    steps: Int = 12, device: [String] = [], at start: Double = 0, before: ((inout TraceScript) -> Void)? = nil
  ) throws -> [String] {
    var script = TraceScript(stack: stack)
    script.device = device
    before?(&script)
    script.swipe(from: from, to: to, steps: steps, at: start)
    return try script.records().states(of: "fullscreenPop")
  }

  @Test("every check passing lets the pan begin and the pop finish")
  func begins() throws {
    #expect(try Self.verdicts(stack: #"[{"id": "a"}, {"id": "b"}]"#) == ["began", "ended"])
  }

  @Test("a stack of one screen fails with rootScreen, before popDisabled")
  func rootScreen() throws {
    #expect(try Self.verdicts(stack: #"[{"id": "a"}]"#) == ["failed rootScreen"])
    #expect(
      try Self.verdicts(stack: #"[{"id": "a", "interactivePopDisabled": true}]"#) == ["failed rootScreen"])
  }

  @Test("a top screen with interactivePopDisabled fails with popDisabled, before the distance check")
  func popDisabled() throws {
    let stack =
      #"[{"id": "a"}, {"id": "b", "interactivePopDisabled": true, "maxAllowedInitialDistanceToLeftEdge": 50}]"#
    #expect(try Self.verdicts(stack: stack) == ["failed popDisabled"])
  }

  @Test("only the top screen's switch counts")
  func popDisabledBelowDoesNotMatter() throws {
    #expect(
      try Self.verdicts(stack: #"[{"id": "a", "interactivePopDisabled": true}, {"id": "b"}]"#) == [
        "began", "ended",
      ])
  }

  @Test("a pan beyond the maximum distance fails with beyondMaxInitialDistance, before transitioning")
  func beyondMaximum() throws {
    let stack = #"[{"id": "a"}, {"id": "b"}]"#
    let verdicts = try Self.verdicts(stack: stack, at: 0.1) { script in
      script.action(0, #""action": "push", "screen": {"id": "c", "maxAllowedInitialDistanceToLeftEdge": 50}"#)
    }
    #expect(verdicts == ["failed beyondMaxInitialDistance"])
  }

  @Test("the limit is checked where the pan is when it begins, not where the finger went down")
  func limitUsesCurrentLocation() throws {
    let stack = #"[{"id": "a"}, {"id": "b", "maxAllowedInitialDistanceToLeftEdge": 100}]"#
    // Down at 95, inside the limit; 1 pt per move, so it wants to begin at x = 105.
    #expect(
      try Self.verdicts(stack: stack, from: (95, 400), to: (135, 400), steps: 40) == [
        "failed beyondMaxInitialDistance"
      ])
    // Down at 85, 1.5 pt per move: it wants to begin at 95.5, inside the limit.
    #expect(
      try Self.verdicts(stack: stack, from: (85, 400), to: (265, 400), steps: 120) == ["began", "ended"])
  }

  @Test("a limit of 0 means no limit, and negative limits become 0")
  func noLimit() throws {
    #expect(
      try Self.verdicts(
        stack: #"[{"id": "a"}, {"id": "b", "maxAllowedInitialDistanceToLeftEdge": -5}]"#, from: (300, 400),
        to: (380, 400))
        == ["began", "ended"])
  }

  @Test("a swipe during an animated push fails with transitioning, before the direction")
  func transitioning() throws {
    let verdicts = try Self.verdicts(stack: #"[{"id": "a"}, {"id": "b"}]"#, to: (20, 400), at: 0.1) {
      script in
      script.action(0, #""action": "push", "screen": {"id": "c"}"#)
    }
    #expect(verdicts == ["failed transitioning"])
  }

  @Test("leftward, vertical and exactly-10-point swipes fail with wrongDirection")
  func wrongDirection() throws {
    let stack = #"[{"id": "a"}, {"id": "b"}]"#
    #expect(try Self.verdicts(stack: stack, from: (300, 400), to: (120, 400)) == ["failed wrongDirection"])
    #expect(try Self.verdicts(stack: stack, from: (200, 300), to: (203, 600)) == ["failed wrongDirection"])
    // The reduced translation of a 10 pt move is 0, which is not rightward.
    #expect(
      try Self.verdicts(stack: stack, from: (200, 300), to: (210, 300), steps: 1) == ["failed wrongDirection"]
    )
    #expect(
      try Self.verdicts(stack: stack, from: (200, 300), to: (210.5, 300), steps: 1) == ["began", "ended"])
  }

  @Test("right-to-left, the pan must move leftward")
  func rightToLeft() throws {
    let stack = #"[{"id": "a"}, {"id": "b"}]"#
    let rtl = [#""layoutDirection": "rightToLeft""#]
    #expect(
      try Self.verdicts(stack: stack, from: (300, 400), to: (120, 400), device: rtl) == ["began", "ended"])
    #expect(
      try Self.verdicts(stack: stack, from: (100, 400), to: (280, 400), device: rtl) == [
        "failed wrongDirection"
      ])
  }

  @Test("right-to-left, the limit is still measured from the left edge")
  func rightToLeftLimit() throws {
    let stack = #"[{"id": "a"}, {"id": "b", "maxAllowedInitialDistanceToLeftEdge": 100}]"#
    let rtl = [#""layoutDirection": "rightToLeft""#]
    #expect(
      try Self.verdicts(stack: stack, from: (380, 400), to: (200, 400), device: rtl) == [
        "failed beyondMaxInitialDistance"
      ])
  }
}
