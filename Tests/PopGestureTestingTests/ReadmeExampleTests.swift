import PopGestureTesting
import Testing

@Test func aMiddleSwipePopsEvenWithACustomBackButton() throws {
  let detail = Screen(id: "detail", backButton: .custom)
  let swipe = Scenario.Step.swipe(from: Point(x: 100, y: 400), to: Point(x: 300, y: 400), duration: 0.2)
  let scenario = Scenario(stack: [Screen(id: "home"), detail], steps: [swipe])
  let outcome = try scenario.replay()
  #expect(outcome.popped)
}

@Test func aSliderPastItsEndIsAnInputError() {
  let frame = Rect(x: 20, y: 700, width: 350, height: 44)
  let player = Screen(id: "player", views: [.slider(id: "volume", frame: frame, value: 1.5)])
  let scenario = Scenario(stack: [Screen(id: "home"), player])
  #expect(throws: TraceValueError.self) { try scenario.replay() }
}
