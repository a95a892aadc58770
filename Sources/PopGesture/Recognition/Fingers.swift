/// The fingers that are down and where each is: a handful at most, so a short list beats hashing.
struct Fingers: Sendable, ExpressibleByDictionaryLiteral {
  /// In the order they went down; one array, so a sequence allocates it once.
  private var fingers: [(touch: Int, point: Point)] = []

  /// No finger down; cheaper than the empty literal, which builds a variadic array first.
  init() {}

  init(dictionaryLiteral elements: (Int, Point)...) {
    for (touch, point) in elements {
      self[touch] = point
    }
  }

  var isEmpty: Bool { fingers.isEmpty }

  /// Moves finger `touch` to `point`; returns whether it was down somewhere else.
  mutating func move(_ touch: Int, to point: Point) -> Bool {
    guard let index = fingers.firstIndex(where: { $0.touch == touch }), fingers[index].point != point else {
      return false
    }
    fingers[index].point = point
    return true
  }

  /// The sum of the points of the fingers in `touches` that are down, added in the order of
  /// `touches`, and how many there were.
  ///
  /// `touches` lists fingers in the order they went down, as this list keeps them, so each is
  /// looked for after the one before: one pass over the fingers rather than one per finger.
  func total(of touches: [Int]) -> (sum: Point, count: Int) {
    var sum = Point.zero
    var count = 0
    var next = 0
    for touch in touches {
      guard
        let index = fingers[next...].firstIndex(where: { $0.touch == touch })
          ?? fingers[..<next].firstIndex(where: { $0.touch == touch })
      else { continue }
      sum = sum + fingers[index].point
      count += 1
      next = index + 1
    }
    return (sum, count)
  }

  /// Where finger `touch` is, or nil if it is not down; setting nil lifts it.
  subscript(touch: Int) -> Point? {
    get {
      guard let index = fingers.firstIndex(where: { $0.touch == touch }) else { return nil }
      return fingers[index].point
    }
    set {
      if let index = fingers.firstIndex(where: { $0.touch == touch }) {
        if let newValue {
          fingers[index].point = newValue
        } else {
          fingers.remove(at: index)
        }
      } else if let newValue {
        fingers.append((touch, newValue))
      }
    }
  }
}
