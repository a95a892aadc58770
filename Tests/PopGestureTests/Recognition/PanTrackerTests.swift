import PopGestureTestSupport
import Testing

@testable import PopGesture

extension RecognitionSuite {
  @Test("hysteresis comes off each axis toward zero")
  func reducesTranslation() {
    eachArgument([
      (Point(x: 15, y: 0.3), Point(x: 5, y: 0)),
      (Point(x: -12, y: 3), Point(x: -2, y: 0)),
      (Point(x: 10, y: -10), Point(x: 0, y: 0)),
      (Point(x: -30, y: 25), Point(x: -20, y: 15)),
    ]) { (raw, reduced) in reducesTranslation(raw: raw, reduced: reduced) }
  }

  func reducesTranslation(raw: Point, reduced: Point) {
    var pan = PanTracker(touch: 1, at: Point(x: 100, y: 100), time: 0, followsFirstTouchOnly: true)
    _ = pan.move(to: [1: Point(x: 100 + raw.x, y: 100 + raw.y)], time: 0.016)
    pan.reduceTranslation(by: 10)
    #expect(pan.translation == reduced)
  }

  @Test("velocity is zero before any move, then the only sample")
  func velocityFromOneSample() {
    var pan = PanTracker(touch: 1, at: .zero, time: 0, followsFirstTouchOnly: true)
    #expect(pan.velocity == .zero)
    _ = pan.move(to: [1: Point(x: 10, y: -5)], time: 0.01)
    #expect(pan.velocity == Point(x: 1000, y: -500))
  }

  @Test("velocity blends 0.2 of the latest sample with 0.8 of the previous one")
  func velocityBlend() {
    var pan = PanTracker(touch: 1, at: .zero, time: 0, followsFirstTouchOnly: true)
    _ = pan.move(to: [1: Point(x: 10, y: 0)], time: 0.01)
    _ = pan.move(to: [1: Point(x: 30, y: 0)], time: 0.02)
    #expect(abs(pan.velocity.x - (0.2 * 2000 + 0.8 * 1000)) < 1e-9)
    _ = pan.move(to: [1: Point(x: 35, y: 0)], time: 0.03)
    #expect(abs(pan.velocity.x - (0.2 * 500 + 0.8 * 2000)) < 1e-9)
  }

  @Test("a sample less than a millisecond after the previous one counts as zero")
  func tinyIntervalSample() {
    var pan = PanTracker(touch: 1, at: .zero, time: 0, followsFirstTouchOnly: true)
    _ = pan.move(to: [1: Point(x: 10, y: 0)], time: 0.0005)
    #expect(pan.velocity == .zero)
    #expect(pan.translation == Point(x: 10, y: 0))
  }

  @Test("a position that does not move makes no sample")
  func stillPositionMakesNoSample() {
    var pan = PanTracker(touch: 1, at: .zero, time: 0, followsFirstTouchOnly: true)
    _ = pan.move(to: [1: Point(x: 10, y: 0)], time: 0.01)
    #expect(pan.move(to: [1: Point(x: 10, y: 0)], time: 0.5) == false)
    #expect(pan.velocity == Point(x: 1000, y: 0))
  }

  @Test("a finger joining or leaving does not make the centroid jump")
  func centroidStaysContinuous() {
    var pan = PanTracker(touch: 1, at: .zero, time: 0, followsFirstTouchOnly: false)
    var fingers: Fingers = [1: .zero, 2: Point(x: 100, y: 50)]
    pan.join(2, fingers: fingers)
    #expect(pan.touches == [1, 2])
    #expect(pan.translation == .zero)
    fingers = [1: Point(x: 10, y: 0), 2: Point(x: 110, y: 50)]
    _ = pan.move(to: fingers, time: 0.01)
    #expect(pan.translation == Point(x: 10, y: 0))
    fingers[1] = nil
    let wasFollowed = pan.leave(1, fingers: fingers)
    #expect(wasFollowed)
    #expect(pan.translation == Point(x: 10, y: 0))
    _ = pan.move(to: [2: Point(x: 130, y: 50)], time: 0.02)
    #expect(pan.translation == Point(x: 30, y: 0))
  }

  @Test("a pan limited to one touch ignores later fingers")
  func firstTouchOnly() {
    var pan = PanTracker(touch: 1, at: .zero, time: 0, followsFirstTouchOnly: true)
    pan.join(2, fingers: [1: .zero, 2: Point(x: 100, y: 0)])
    #expect(pan.touches == [1])
    _ = pan.move(to: [1: .zero, 2: Point(x: 200, y: 0)], time: 0.01)
    #expect(pan.translation == .zero)
  }

  @Test("resetting makes the current position zero")
  func reset() {
    var pan = PanTracker(touch: 1, at: .zero, time: 0, followsFirstTouchOnly: true)
    _ = pan.move(to: [1: Point(x: 40, y: 3)], time: 0.01)
    pan.resetTranslation()
    #expect(pan.translation == .zero)
    _ = pan.move(to: [1: Point(x: 45, y: 3)], time: 0.02)
    #expect(pan.translation == Point(x: 5, y: 0))
  }
}
