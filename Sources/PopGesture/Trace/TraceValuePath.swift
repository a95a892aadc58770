/// The names a `TraceValueError` path gives the numbers inside a trace's values, where a trace
/// document writes them as an array: a frame's `[x, y, width, height]` is a `Rect`'s `origin.x`,
/// `origin.y`, `size.width` and `size.height`.
enum TraceValuePath {
  /// A number and the name of its place in the value that holds it.
  typealias Part = (name: String, value: Double)

  /// A frame's numbers, in the document's order.
  static func parts(of rect: Rect) -> [Part] {
    [
      ("origin.x", rect.origin.x), ("origin.y", rect.origin.y), ("size.width", rect.size.width),
      ("size.height", rect.size.height),
    ]
  }

  /// A `contentSize`'s or a `thumbSize`'s numbers, `[width, height]`.
  static func parts(of size: Size) -> [Part] {
    [("width", size.width), ("height", size.height)]
  }

  /// A `contentOffset`'s numbers, `[x, y]`, in a view or in a `set`.
  static func parts(of point: Point) -> [Part] {
    [("x", point.x), ("y", point.y)]
  }

  /// A `contentInset`'s numbers, `[top, left, bottom, right]`.
  static func parts(of insets: GestureView.EdgeInsets) -> [Part] {
    [("top", insets.top), ("left", insets.left), ("bottom", insets.bottom), ("right", insets.right)]
  }
}
