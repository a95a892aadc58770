/// Where a scroll view's content sits while dragged and once let go (contract section 5).
///
/// One axis at a time; there is no deceleration, so offsets take effect at once.
enum ScrollPhysics {
  /// UIScrollView's rubber-band constant.
  static let rubberBandCoefficient = 0.55
  /// Finger speed (pt/s) from which a paging view turns a page instead of snapping back.
  static let pageTurnVelocity = 250.0

  /// The offset while dragging: `offsetAtBegin - translation`, clamped or rubber-banded.
  static func draggingOffset(
    atBegin offsetAtBegin: Double, translation: Double, maximum: Double, dimension: Double,
    bounces: Bool
  ) -> Double {
    let wanted = offsetAtBegin - translation
    guard bounces else { return min(max(wanted, 0), maximum) }
    if wanted < 0 { return -rubberBand(overshoot: -wanted, dimension: dimension) }
    if wanted > maximum { return maximum + rubberBand(overshoot: wanted - maximum, dimension: dimension) }
    return wanted
  }

  /// `dim * (1 - 1 / (overshoot * 0.55 / dim + 1))`: how far content follows past an edge.
  static func rubberBand(overshoot: Double, dimension: Double) -> Double {
    guard dimension > 0 else { return 0 }
    return dimension * (1 - 1 / (overshoot * rubberBandCoefficient / dimension + 1))
  }

  /// The offset after release: a page for paging views, else the current offset, clamped.
  ///
  /// `velocity` is the finger's; content is thrown against it.
  static func restingOffset(
    atBegin offsetAtBegin: Double, current: Double, velocity: Double, maximum: Double,
    dimension: Double, paging: Bool
  ) -> Double {
    guard paging, dimension > 0 else { return min(max(current, 0), maximum) }
    let page: Double
    if abs(velocity) >= pageTurnVelocity {
      page = nearestPage(offsetAtBegin, dimension: dimension) + (velocity < 0 ? 1 : -1)
    } else {
      page = nearestPage(current, dimension: dimension)
    }
    return min(max(page * dimension, 0), maximum)
  }

  /// `floor(offset / dimension + 0.5)`.
  static func nearestPage(_ offset: Double, dimension: Double) -> Double {
    (offset / dimension + 0.5).rounded(.down)
  }
}
