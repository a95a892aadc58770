/// The drag of one scroll view by its pan: where its content sits while the pan recognizes, and
/// where it comes to rest, one axis at a time with `ScrollPhysics`.
struct ScrollDrag: Sendable, Equatable {
  /// The view's `contentOffset` when its pan began.
  var offsetAtBegin: Point

  /// The offset while dragging by `translation`: rubber-banded or clamped past the edges.
  func draggingOffset(of view: GestureView, translation: Point) -> Point {
    offset(of: view) { axis, along in
      ScrollPhysics.draggingOffset(
        atBegin: along(offsetAtBegin), translation: along(translation), range: axis.range,
        dimension: axis.dimension, bounces: view.bounces)
    }
  }

  /// The offset once let go with `velocity`: a page for paging views, else the current offset,
  /// clamped to the content.
  func restingOffset(of view: GestureView, velocity: Point) -> Point {
    offset(of: view) { axis, along in
      ScrollPhysics.restingOffset(
        atBegin: along(offsetAtBegin), current: along(view.contentOffset), velocity: along(velocity),
        range: axis.range, dimension: axis.dimension, paging: view.pagingEnabled)
    }
  }

  /// One axis of the view: how far its content can scroll, and its frame's size along it.
  struct Axis {
    /// The offsets the content rests within.
    var range: ClosedRange<Double>
    /// The frame's size along the axis: the page size and the rubber band's scale.
    var dimension: Double
  }

  /// The content offset with `rule` applied on each axis the view can scroll; other axes stay.
  /// `rule` gets the axis and a function that picks that axis out of a point.
  private func offset(of view: GestureView, _ rule: (Axis, (Point) -> Double) -> Double) -> Point {
    var offset = view.contentOffset
    let frame = view.frame.size
    if view.canScrollHorizontally {
      let axis = Axis(range: view.horizontalRange, dimension: frame.width)
      offset.x = rule(axis) { $0.x }
    }
    if view.canScrollVertically {
      let axis = Axis(range: view.verticalRange, dimension: frame.height)
      offset.y = rule(axis) { $0.y }
    }
    return offset
  }
}
