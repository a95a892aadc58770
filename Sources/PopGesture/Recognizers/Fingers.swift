/// The fingers that are down and where each is: a handful at most, so a short list beats hashing.
struct Fingers: Sendable, ExpressibleByDictionaryLiteral {
  private var touches: [Int] = []
  private var points: [Point] = []

  /// The first finger down; cheaper than a literal, which builds a variadic array first.
  init(touch: Int, at point: Point) {
    touches = [touch]
    points = [point]
  }

  init(dictionaryLiteral elements: (Int, Point)...) {
    for (touch, point) in elements {
      self[touch] = point
    }
  }

  var isEmpty: Bool { touches.isEmpty }

  /// Where finger `touch` is, or nil if it is not down; setting nil lifts it.
  subscript(touch: Int) -> Point? {
    get {
      guard let index = touches.firstIndex(of: touch) else { return nil }
      return points[index]
    }
    set {
      if let index = touches.firstIndex(of: touch) {
        if let newValue {
          points[index] = newValue
        } else {
          touches.remove(at: index)
          points.remove(at: index)
        }
      } else if let newValue {
        touches.append(touch)
        points.append(newValue)
      }
    }
  }
}
