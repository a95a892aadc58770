extension GestureView {
  /// `UIEdgeInsets`: a distance from each side, each possibly negative.
  public struct EdgeInsets: Hashable, Sendable {
    /// Points from the top edge.
    public var top: Double
    /// Points from the left edge.
    public var left: Double
    /// Points from the bottom edge.
    public var bottom: Double
    /// Points from the right edge.
    public var right: Double

    /// Insets of the given distances, 0 for those not given.
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
      self.top = top
      self.left = left
      self.bottom = bottom
      self.right = right
    }
  }
}
