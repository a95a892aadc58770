import Testing

@testable import PopGesture

@Suite("Scroll physics")
struct ScrollPhysicsTests {
  @Test("inside its range the content follows the finger")
  func followsFinger() {
    let offset = ScrollPhysics.draggingOffset(
      atBegin: 100, translation: 30, maximum: 780, dimension: 390, bounces: true)
    #expect(offset == 70)
  }

  @Test("without bounces the offset is clamped to its range")
  func clampsWithoutBounces() {
    #expect(
      ScrollPhysics.draggingOffset(atBegin: 0, translation: 50, maximum: 780, dimension: 390, bounces: false)
        == 0)
    #expect(
      ScrollPhysics.draggingOffset(
        atBegin: 780, translation: -50, maximum: 780, dimension: 390, bounces: false) == 780)
  }

  @Test("with bounces it rubber-bands as edge ± dim * (1 - 1 / (overshoot * 0.55 / dim + 1))")
  func rubberBands() {
    let low = ScrollPhysics.draggingOffset(
      atBegin: 0, translation: 170, maximum: 780, dimension: 390, bounces: true)
    #expect(abs(low - -(390 * (1 - 1 / (170 * 0.55 / 390 + 1)))) < 1e-9)
    #expect(abs(low - -75.42) < 0.01)
    let high = ScrollPhysics.draggingOffset(
      atBegin: 780, translation: -20, maximum: 780, dimension: 390, bounces: true)
    #expect(abs(high - (780 + 390 * (1 - 1 / (20 * 0.55 / 390 + 1)))) < 1e-9)
  }

  @Test(
    "a paging view turns one page against a fast finger, else snaps to the nearest",
    arguments: [
      (390.0, 220.0, 937.5, 0.0),  // thrown back toward page 0
      (390.0, 560.0, -937.5, 780.0),  // thrown on to page 2
      (390.0, 500.0, 100.0, 390.0),  // slow: nearest page is 1
      (390.0, 600.0, -100.0, 780.0),  // slow: nearest page is 2
      (0.0, -60.0, 900.0, 0.0),  // page -1 is clamped to the range
      (390.0, 400.0, 249.9, 390.0),  // just under 250 pt/s
      (390.0, 300.0, 250.0, 0.0),  // 250 pt/s turns the page
    ])
  func paging(atBegin: Double, current: Double, velocity: Double, expected: Double) {
    let offset = ScrollPhysics.restingOffset(
      atBegin: atBegin, current: current, velocity: velocity, maximum: 780, dimension: 390, paging: true)
    #expect(offset == expected)
  }

  @Test("a view without paging ends clamped to its range")
  func clampsOnRelease() {
    #expect(
      ScrollPhysics.restingOffset(
        atBegin: 0, current: -50, velocity: 900, maximum: 780, dimension: 390, paging: false)
        == 0)
    #expect(
      ScrollPhysics.restingOffset(
        atBegin: 0, current: 120, velocity: 900, maximum: 780, dimension: 390, paging: false)
        == 120)
    #expect(
      ScrollPhysics.restingOffset(
        atBegin: 0, current: 900, velocity: 0, maximum: 780, dimension: 390, paging: false)
        == 780)
  }
}
