import PopGestureTestSupport
import Testing

@testable import PopGesture

@Suite("Scroll physics")
struct ScrollPhysicsTests {
  @Test("inside its range the content follows the finger")
  func followsFinger() {
    let offset = ScrollPhysics.draggingOffset(
      atBegin: 100, translation: 30, range: 0...780, dimension: 390, bounces: true)
    #expect(offset == 70)
  }

  @Test("without bounces the offset is clamped to its range")
  func clampsWithoutBounces() {
    #expect(
      ScrollPhysics.draggingOffset(
        atBegin: 0, translation: 50, range: 0...780, dimension: 390, bounces: false)
        == 0)
    #expect(
      ScrollPhysics.draggingOffset(
        atBegin: 780, translation: -50, range: 0...780, dimension: 390, bounces: false) == 780)
  }

  @Test("with bounces it rubber-bands as edge ± dim * (1 - 1 / (overshoot * 0.55 / dim + 1))")
  func rubberBands() {
    let low = ScrollPhysics.draggingOffset(
      atBegin: 0, translation: 170, range: 0...780, dimension: 390, bounces: true)
    #expect(abs(low - -(390 * (1 - 1 / (170 * 0.55 / 390 + 1)))) < 1e-9)
    #expect(abs(low - -75.42) < 0.01)
    let high = ScrollPhysics.draggingOffset(
      atBegin: 780, translation: -20, range: 0...780, dimension: 390, bounces: true)
    #expect(abs(high - (780 + 390 * (1 - 1 / (20 * 0.55 / 390 + 1)))) < 1e-9)
  }

  @Test(
    "a paging view turns one page against a fast finger, else snaps to the nearest")
  func paging() {
    eachArgument([
      (390.0, 220.0, 937.5, 0.0),  // thrown back toward page 0
      (390.0, 560.0, -937.5, 780.0),  // thrown on to page 2
      (390.0, 500.0, 100.0, 390.0),  // slow: nearest page is 1
      (390.0, 600.0, -100.0, 780.0),  // slow: nearest page is 2
      (0.0, -60.0, 900.0, 0.0),  // page -1 is clamped to the range
      (390.0, 400.0, 249.9, 390.0),  // just under 250 pt/s
      (390.0, 300.0, 250.0, 0.0),  // 250 pt/s turns the page
    ]) { (atBegin, current, velocity, expected) in
      paging(atBegin: atBegin, current: current, velocity: velocity, expected: expected)
    }
  }

  func paging(atBegin: Double, current: Double, velocity: Double, expected: Double) {
    let offset = ScrollPhysics.restingOffset(
      atBegin: atBegin, current: current, velocity: velocity, range: 0...780, dimension: 390, paging: true)
    #expect(offset == expected)
  }

  @Test("a view without paging ends clamped to its range")
  func clampsOnRelease() {
    #expect(
      ScrollPhysics.restingOffset(
        atBegin: 0, current: -50, velocity: 900, range: 0...780, dimension: 390, paging: false)
        == 0)
    #expect(
      ScrollPhysics.restingOffset(
        atBegin: 0, current: 120, velocity: 900, range: 0...780, dimension: 390, paging: false)
        == 120)
    #expect(
      ScrollPhysics.restingOffset(
        atBegin: 0, current: 900, velocity: 0, range: 0...780, dimension: 390, paging: false)
        == 780)
  }

  @Test("with an inset the range runs from minX = -left, and rubber-banding starts there")
  func insetRange() {
    #expect(
      ScrollPhysics.draggingOffset(
        atBegin: -20, translation: 10, range: -20...800, dimension: 390, bounces: false)
        == -20)
    let low = ScrollPhysics.draggingOffset(
      atBegin: -20, translation: 170, range: -20...800, dimension: 390, bounces: true)
    #expect(abs(low - (-20 - 390 * (1 - 1 / (170 * 0.55 / 390 + 1)))) < 1e-9)
    #expect(
      ScrollPhysics.restingOffset(
        atBegin: 0, current: -90, velocity: 0, range: -20...800, dimension: 390, paging: false)
        == -20)
  }

  @Test(
    "pages are minX + k * frame width, counted from minX")
  func insetPaging() {
    eachArgument([
      (-20.0, 150.0, -937.5, 370.0),  // from page 0 (-20) thrown on to page 1 (370)
      (370.0, 200.0, 937.5, -20.0),  // from page 1 thrown back to page 0
      (370.0, 560.0, 100.0, 370.0),  // slow: (560 + 20) / 390 + 0.5 rounds down to page 1
      (370.0, 580.0, 100.0, 760.0),  // slow: (580 + 20) / 390 + 0.5 rounds down to page 2
      (760.0, 900.0, -900.0, 800.0),  // page 3 (1150) is clamped to maxX
    ]) { (atBegin, current, velocity, expected) in
      insetPaging(atBegin: atBegin, current: current, velocity: velocity, expected: expected)
    }
  }

  func insetPaging(atBegin: Double, current: Double, velocity: Double, expected: Double) {
    let offset = ScrollPhysics.restingOffset(
      atBegin: atBegin, current: current, velocity: velocity, range: -20...800, dimension: 390, paging: true)
    #expect(offset == expected)
  }

  @Test("a view's ranges: minX = -left, maxX = max(minX, content - frame + right), likewise Y")
  func viewRanges() {
    var view = GestureView(id: "v", kind: .scrollView, frame: Rect(x: 0, y: 0, width: 390, height: 500))
    view.contentSize = Size(width: 1170, height: 500)
    view.contentInset = GestureView.EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
    #expect(view.horizontalRange == -20...820)
    #expect(view.verticalRange == -10...30)
    #expect(view.canScrollHorizontally && view.canScrollVertically)
    view.contentInset = GestureView.EdgeInsets(top: 0, left: -5, bottom: 0, right: -800)
    #expect(view.horizontalRange == 5...5)
    #expect(!view.canScrollHorizontally && !view.canScrollVertically)
    view.contentOffset = Point(x: 5, y: 0)
    #expect(view.isAtLeadingEdge)
    view.contentOffset = Point(x: 5.5, y: 0)
    #expect(!view.isAtLeadingEdge)
  }
}
