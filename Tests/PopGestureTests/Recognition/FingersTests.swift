import PopGestureTestSupport
import Testing

@testable import PopGesture

extension RecognitionSuite {
  /// Three fingers whose x values sum differently in different orders: 1e16 + 1 loses the 1.
  static let fingers: Fingers = [
    1: Point(x: 1e16, y: 1), 2: Point(x: 1, y: 2), 3: Point(x: -1e16, y: 3),
  ]

  /// The sum of `touches`' points, one lookup each, in the order given.
  static func summed(_ touches: [Int]) -> (sum: Point, count: Int) {
    var sum = Point.zero
    var count = 0
    for touch in touches {
      guard let point = fingers[touch] else { continue }
      sum = sum + point
      count += 1
    }
    return (sum, count)
  }

  @Test("a total adds the points of the listed fingers that are down, in the list's order")
  func totalInListOrder() {
    eachArgument([[1, 2, 3], [1, 3, 2], [3, 2, 1], [2], [1, 4, 3], [4], [], [2, 2]]) { touches in
      totalInListOrder(touches: touches)
    }
  }

  func totalInListOrder(touches: [Int]) {
    let total = Self.fingers.total(of: touches)
    let expected = Self.summed(touches)
    #expect(total.sum == expected.sum)
    #expect(total.count == expected.count)
  }

  @Test("the order of the list shows in the sum")
  func orderMatters() {
    #expect(Self.fingers.total(of: [1, 2, 3]).sum.x == 0)
    #expect(Self.fingers.total(of: [1, 3, 2]).sum.x == 1)
  }
}
