extension Device {
  /// UIKit's `userInterfaceLayoutDirection`.
  public enum LayoutDirection: String, Sendable, CaseIterable {
    case leftToRight
    case rightToLeft

    /// The sign of a movement toward the trailing edge: +1 left-to-right, -1 right-to-left.
    package var sign: Double { self == .leftToRight ? 1 : -1 }
  }
}
