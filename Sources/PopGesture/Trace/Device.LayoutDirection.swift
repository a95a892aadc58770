extension Device {
  /// UIKit's `userInterfaceLayoutDirection`.
  public enum LayoutDirection: String, Sendable, CaseIterable {
    /// Text runs left to right: the back swipe moves right, from the left edge.
    case leftToRight
    /// Text runs right to left: the back swipe moves left, from the right edge.
    case rightToLeft

    /// The sign of a movement toward the trailing edge: +1 left-to-right, -1 right-to-left.
    package var sign: Double { self == .leftToRight ? 1 : -1 }
  }
}
