/// Follows a recognizer's fingers: translation with hysteresis reduction, and blended velocity.
///
/// The tracked position is the centroid of the followed fingers plus an offset that changes only
/// when a finger joins or leaves, so the position never jumps; with one finger it is that finger.
struct PanTracker: Sendable {
  /// The touch ids this pan follows.
  private(set) var touches: [Int]
  /// The continuous centroid.
  private(set) var position: Point
  /// Keeps `position` continuous across joins and leaves.
  private var offset = Point.zero
  /// Translation is measured from here; moved by the hysteresis reduction and by resets.
  private var anchor: Point
  private var lastSampleTime: Double
  private var latestSample: Point?
  private var previousSample: Point?
  /// `maximumNumberOfTouches = 1`: later fingers are not followed.
  let followsFirstTouchOnly: Bool

  init(touch: Int, at point: Point, time: Double, followsFirstTouchOnly: Bool) {
    touches = [touch]
    position = point
    anchor = point
    lastSampleTime = time
    self.followsFirstTouchOnly = followsFirstTouchOnly
  }

  /// The displacement since touch-down, less what the hysteresis reduction or a reset took away.
  var translation: Point { position - anchor }

  /// `0.2 * latest + 0.8 * previous sample`, the latest alone, or zero without samples.
  var velocity: Point {
    guard let latest = latestSample else { return .zero }
    guard let previous = previousSample else { return latest }
    return Point(x: 0.2 * latest.x + 0.8 * previous.x, y: 0.2 * latest.y + 0.8 * previous.y)
  }

  /// Takes the hysteresis off each axis, toward zero, as UIKit does when a pan begins.
  mutating func reduceTranslation(by hysteresis: Double) {
    let reduced = Point(
      x: Self.reduce(translation.x, by: hysteresis), y: Self.reduce(translation.y, by: hysteresis))
    anchor = position - reduced
  }

  /// Makes the current position the new zero, as a recognizer that waited starts afresh.
  mutating func resetTranslation() {
    anchor = position
  }

  /// Applies one UIKit event's finger positions; returns whether the tracked position moved.
  mutating func move(to fingers: Fingers, time: Double) -> Bool {
    guard let centroid = centroid(of: fingers) else { return false }
    let newPosition = centroid + offset
    guard newPosition != position else { return false }
    let elapsed = time - lastSampleTime
    let sample = elapsed < 0.001 ? Point.zero : (newPosition - position) / elapsed
    position = newPosition
    previousSample = latestSample
    latestSample = sample
    lastSampleTime = time
    return true
  }

  /// Starts following a finger that went down after the first, unless limited to one.
  mutating func join(_ touch: Int, fingers: Fingers) {
    guard !followsFirstTouchOnly, !touches.contains(touch) else { return }
    touches.append(touch)
    keepPositionContinuous(fingers: fingers)
  }

  /// Stops following a finger; returns whether it was followed.
  mutating func leave(_ touch: Int, fingers: Fingers) -> Bool {
    guard let index = touches.firstIndex(of: touch) else { return false }
    touches.remove(at: index)
    keepPositionContinuous(fingers: fingers)
    return true
  }

  /// The plain centroid of the followed fingers that are down, as `locationInView:` reports it.
  func centroid(of fingers: Fingers) -> Point? {
    let (sum, count) = fingers.total(of: touches)
    return count == 0 ? nil : sum / Double(count)
  }

  private mutating func keepPositionContinuous(fingers: Fingers) {
    guard let centroid = centroid(of: fingers) else { return }
    offset = position - centroid
  }

  /// `dx > 0 ? max(dx - h, 0) : min(dx + h, 0)`.
  static func reduce(_ value: Double, by hysteresis: Double) -> Double {
    value > 0 ? max(value - hysteresis, 0) : min(value + hysteresis, 0)
  }
}
