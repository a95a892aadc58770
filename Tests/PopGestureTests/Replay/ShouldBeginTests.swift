import PopGestureTestSupport
import PopGestureTesting
import Testing

@testable import PopGesture

/// FD's `gestureRecognizerShouldBegin:`: each check, and the order they are asked in.
extension ReplaySuite {
  static let a = Screen(id: "a")
  static let b = Screen(id: "b")

  /// A middle swipe from x = 100 to 280 on `stack`, after the steps `before`; returns
  /// fullscreenPop's verdicts.
  static func verdicts(
    stack: [Screen], from: Point = Point(x: 100, y: 400), to: Point = Point(x: 280, y: 400), steps: Int = 12,
    device: Device = Device(), at start: Double = 0, before: [Scenario.Step] = []
  ) throws -> [String] {
    let swipe = Scenario.Step.steppedSwipe(from: from, to: to, steps: steps, at: start)
    let scenario = Scenario(device: device, stack: stack, steps: before + [swipe])
    return try scenario.replay().records.states(of: .fullscreenPop)
  }

  @Test("every check passing lets the pan begin and the pop finish")
  func begins() throws {
    #expect(try Self.verdicts(stack: [Self.a, Self.b]) == ["began", "ended"])
  }

  @Test("a stack of one screen fails with rootScreen, before popDisabled")
  func rootScreen() throws {
    #expect(try Self.verdicts(stack: [Self.a]) == ["failed rootScreen"])
    #expect(
      try Self.verdicts(stack: [Screen(id: "a", interactivePopDisabled: true)]) == ["failed rootScreen"])
  }

  @Test("a top screen with interactivePopDisabled fails with popDisabled, before the distance check")
  func popDisabled() throws {
    let b = Screen(id: "b", interactivePopDisabled: true, maxAllowedInitialDistanceToLeftEdge: 50)
    #expect(try Self.verdicts(stack: [Self.a, b]) == ["failed popDisabled"])
  }

  @Test("only the top screen's switch counts")
  func popDisabledBelowDoesNotMatter() throws {
    let a = Screen(id: "a", interactivePopDisabled: true)
    #expect(try Self.verdicts(stack: [a, Self.b]) == ["began", "ended"])
  }

  @Test("a pan beyond the maximum distance fails with beyondMaxInitialDistance, before transitioning")
  func beyondMaximum() throws {
    let push = Scenario.Step.push(Screen(id: "c", maxAllowedInitialDistanceToLeftEdge: 50), at: 0)
    #expect(
      try Self.verdicts(stack: [Self.a, Self.b], at: 0.1, before: [push]) == [
        "failed beyondMaxInitialDistance"
      ])
  }

  @Test("the limit is checked where the pan is when it begins, not where the finger went down")
  func limitUsesCurrentLocation() throws {
    let stack = [Self.a, Screen(id: "b", maxAllowedInitialDistanceToLeftEdge: 100)]
    // Down at 95, inside the limit; 1 pt per move, so it wants to begin at x = 105.
    #expect(
      try Self.verdicts(stack: stack, from: Point(x: 95, y: 400), to: Point(x: 135, y: 400), steps: 40) == [
        "failed beyondMaxInitialDistance"
      ])
    // Down at 85, 1.5 pt per move: it wants to begin at 95.5, inside the limit.
    #expect(
      try Self.verdicts(stack: stack, from: Point(x: 85, y: 400), to: Point(x: 265, y: 400), steps: 120) == [
        "began", "ended",
      ])
  }

  @Test("a limit of 0 means no limit, and negative limits become 0")
  func noLimit() throws {
    let b = Screen(id: "b", maxAllowedInitialDistanceToLeftEdge: -5)
    #expect(
      try Self.verdicts(stack: [Self.a, b], from: Point(x: 300, y: 400), to: Point(x: 380, y: 400)) == [
        "began", "ended",
      ])
  }

  @Test("a swipe during an animated push fails with transitioning, before the direction")
  func transitioning() throws {
    let push = Scenario.Step.push(Screen(id: "c"), at: 0)
    #expect(
      try Self.verdicts(stack: [Self.a, Self.b], to: Point(x: 20, y: 400), at: 0.1, before: [push]) == [
        "failed transitioning"
      ])
  }

  @Test("leftward, vertical and exactly-10-point swipes fail with wrongDirection")
  func wrongDirection() throws {
    let stack = [Self.a, Self.b]
    #expect(
      try Self.verdicts(stack: stack, from: Point(x: 300, y: 400), to: Point(x: 120, y: 400)) == [
        "failed wrongDirection"
      ])
    #expect(
      try Self.verdicts(stack: stack, from: Point(x: 200, y: 300), to: Point(x: 203, y: 600)) == [
        "failed wrongDirection"
      ])
    // The reduced translation of a 10 pt move is 0, which is not rightward.
    #expect(
      try Self.verdicts(stack: stack, from: Point(x: 200, y: 300), to: Point(x: 210, y: 300), steps: 1) == [
        "failed wrongDirection"
      ])
    #expect(
      try Self.verdicts(stack: stack, from: Point(x: 200, y: 300), to: Point(x: 210.5, y: 300), steps: 1) == [
        "began", "ended",
      ])
  }

  @Test("right-to-left, the pan must move leftward")
  func rightToLeft() throws {
    let stack = [Self.a, Self.b]
    let rtl = Device(layoutDirection: .rightToLeft)
    #expect(
      try Self.verdicts(stack: stack, from: Point(x: 300, y: 400), to: Point(x: 120, y: 400), device: rtl)
        == [
          "began", "ended",
        ])
    #expect(
      try Self.verdicts(stack: stack, from: Point(x: 100, y: 400), to: Point(x: 280, y: 400), device: rtl)
        == [
          "failed wrongDirection"
        ])
  }

  @Test("right-to-left, the limit is still measured from the left edge")
  func rightToLeftLimit() throws {
    let stack = [Self.a, Screen(id: "b", maxAllowedInitialDistanceToLeftEdge: 100)]
    let rtl = Device(layoutDirection: .rightToLeft)
    #expect(
      try Self.verdicts(stack: stack, from: Point(x: 380, y: 400), to: Point(x: 200, y: 400), device: rtl)
        == [
          "failed beyondMaxInitialDistance"
        ])
  }
}
