import Dispatch
import PopGestureTestSupport
import Testing

@testable import PopGesture
@testable import PopGestureFormats

/// Batches cross from one thread to another whole, in order, however the two threads interleave.
extension StreamingSuite {
  @Test("every batch arrives once, in order, then the end")
  func inOrder() {
    eachArgument([1, 2, 4]) { capacity in inOrder(capacity: capacity) }
  }

  func inOrder(capacity: Int) {
    let handoff = Handoff<Int>(capacity: capacity)
    DispatchQueue.global().async {
      for start in stride(from: 0, to: 50_000, by: 7) {
        handoff.put(Array(start..<min(start + 7, 50_000)))
      }
      handoff.put([])
      handoff.put(nil)
    }
    var received: [Int] = []
    var batches = 0
    while let batch = handoff.take() {
      received += batch
      batches += 1
    }
    #expect(received == Array(0..<50_000))
    #expect(batches == (50_000 + 6) / 7 + 1)
    #expect(handoff.capacity == capacity)
  }
}
