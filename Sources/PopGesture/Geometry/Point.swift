/// A position or a displacement in screen points.
public struct Point: Hashable, Sendable {
  /// Points from the left edge.
  public var x: Double
  /// Points from the top edge.
  public var y: Double

  /// The point `x` points from the left and `y` from the top.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The origin, `(0, 0)`.
  public static let zero = Point(x: 0, y: 0)

  /// The sum of two points, as vectors.
  public static func + (lhs: Point, rhs: Point) -> Point { Point(x: lhs.x + rhs.x, y: lhs.y + rhs.y) }
  /// The difference of two points, as vectors.
  public static func - (lhs: Point, rhs: Point) -> Point { Point(x: lhs.x - rhs.x, y: lhs.y - rhs.y) }
  /// The point divided by a number, as a vector.
  public static func / (lhs: Point, rhs: Double) -> Point { Point(x: lhs.x / rhs, y: lhs.y / rhs) }
  /// The point scaled by a number, as a vector.
  public static func * (lhs: Double, rhs: Point) -> Point { Point(x: lhs * rhs.x, y: lhs * rhs.y) }
}

/// A width and a height in screen points.
public struct Size: Hashable, Sendable {
  /// Points across.
  public var width: Double
  /// Points down.
  public var height: Double

  /// A size `width` points across and `height` down.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }
}

/// An axis-aligned rectangle in screen points, as UIKit's `CGRect`.
public struct Rect: Hashable, Sendable {
  /// The top-left corner.
  public var origin: Point
  /// The width and height, 0 or more in a trace.
  public var size: Size

  /// The rectangle whose top-left corner is `(x, y)`, `width` wide and `height` tall.
  public init(x: Double, y: Double, width: Double, height: Double) {
    origin = Point(x: x, y: y)
    size = Size(width: width, height: height)
  }

  /// The rectangle with its top-left corner at `origin`, of `size`.
  public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }

  /// Whether `point` lies inside, with the minimum edges inclusive and the maximum ones exclusive.
  public func contains(_ point: Point) -> Bool {
    origin.x <= point.x && point.x < origin.x + size.width
      && origin.y <= point.y && point.y < origin.y + size.height
  }
}
