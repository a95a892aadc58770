import PopGestureTesting
import XCTest

/// The checkout flow's back swipes, in XCTest.
final class BackSwipeXCTests: XCTestCase {
  func testAMiddleSwipePopsTheDetailScreen() throws {
    let scenario = Scenario(
      stack: [Screen(id: "home"), Screen(id: "detail")],
      steps: [.swipe(from: Point(x: 100, y: 400), to: Point(x: 300, y: 400), duration: 0.2)])
    let outcome = try scenario.replay()
    XCTAssertTrue(outcome.popped)
    XCTAssertEqual(outcome.stack, ["home"])
    XCTAssertEqual(outcome.swipes.first?.winner, .fullscreenPop)
    XCTAssertEqual(
      outcome.swipes.first?.fate(of: .contentPop), .failed(.preventedBy, by: .recognizer(.fullscreenPop)))
    assertVerdictLog(of: scenario, named: "middle-swipe-pops")
  }
}
