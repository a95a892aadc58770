import PopGestureTesting
import Testing

/// The checkout flow's back swipes, and every recorded trace against its golden.
@Suite struct BackSwipeTests {
  let checkout = Screen(id: "checkout", interactivePopDisabled: true)

  @Test func checkoutRefusesTheMiddleSwipe() throws {
    let scenario = Scenario(
      device: Device(ios: 18), stack: [Screen(id: "cart"), checkout],
      steps: [.swipe(from: Point(x: 160, y: 420), to: Point(x: 340, y: 421), duration: 0.2)])
    let outcome = try scenario.replay()
    #expect(!outcome.popped)
    #expect(outcome.stack == ["cart", "checkout"])
    #expect(outcome.swipes[0].fate(of: .fullscreenPop) == .failed(.popDisabled))
    assertVerdictLog(of: scenario, named: "checkout-refuses-the-middle-swipe")
  }

  @Test(arguments: GoldenTrace.all(in: "Swipes"))
  func replaysToItsGolden(_ trace: GoldenTrace) {
    assertVerdictLog(of: trace)
  }
}
