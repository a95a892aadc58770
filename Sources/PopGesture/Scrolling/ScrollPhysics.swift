/// Where a scroll view's content sits while dragged and once let go (<doc:TraceFormat>, scroll
/// views).
///
/// One axis at a time, over the axis's range of offsets (`GestureView.horizontalRange`); there
/// is no deceleration, so offsets take effect at once.
enum ScrollPhysics {
  /// UIScrollView's rubber-band constant.
  static let rubberBandCoefficient = 0.55
  /// Finger speed (pt/s) from which a paging view turns a page instead of snapping back.
  static let pageTurnVelocity = 250.0

  /// The offset while dragging: `offsetAtBegin - translation`, clamped to `range` or
  /// rubber-banded past its ends.
  static func draggingOffset(
    atBegin offsetAtBegin: Double, translation: Double, range: ClosedRange<Double>, dimension: Double,
    bounces: Bool
  ) -> Double {
    let wanted = offsetAtBegin - translation
    guard bounces else { return range.clamp(wanted) }
    if wanted < range.lowerBound {
      return range.lowerBound - rubberBand(overshoot: range.lowerBound - wanted, dimension: dimension)
    }
    if wanted > range.upperBound {
      return range.upperBound + rubberBand(overshoot: wanted - range.upperBound, dimension: dimension)
    }
    return wanted
  }

  /// `dim * (1 - 1 / (overshoot * 0.55 / dim + 1))`: how far content follows past an edge.
  static func rubberBand(overshoot: Double, dimension: Double) -> Double {
    guard dimension > 0 else { return 0 }
    return dimension * (1 - 1 / (overshoot * rubberBandCoefficient / dimension + 1))
  }

  /// The offset after release: a page for paging views, else the current offset, clamped.
  ///
  /// Pages are `range.lowerBound + k * dimension`. `velocity` is the finger's; content is thrown
  /// against it.
  static func restingOffset(
    atBegin offsetAtBegin: Double, current: Double, velocity: Double, range: ClosedRange<Double>,
    dimension: Double, paging: Bool
  ) -> Double {
    guard paging, dimension > 0 else { return range.clamp(current) }
    let first = range.lowerBound
    let page: Double
    if abs(velocity) >= pageTurnVelocity {
      page = nearestPage(offsetAtBegin - first, dimension: dimension) + (velocity < 0 ? 1 : -1)
    } else {
      page = nearestPage(current - first, dimension: dimension)
    }
    return range.clamp(first + page * dimension)
  }

  /// `floor(distance / dimension + 0.5)`, for a distance from the first page.
  static func nearestPage(_ distance: Double, dimension: Double) -> Double {
    (distance / dimension + 0.5).rounded(.down)
  }
}

extension ClosedRange<Double> {
  /// `value` brought within the range.
  func clamp(_ value: Double) -> Double { Swift.min(Swift.max(value, lowerBound), upperBound) }
}
