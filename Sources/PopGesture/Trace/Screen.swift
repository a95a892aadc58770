/// What a screen shows as its back button; UIKit turns its own back swipes off unless it is the
/// standard one.
public enum BackButton: String, Sendable, CaseIterable {
  case standard
  /// `leftBarButtonItems` set without `leftItemsSupplementBackButton`.
  case custom
  /// `hidesBackButton`.
  case hidden
}

/// A view controller on the navigation stack, with the `fd_` properties the library reads.
public struct Screen: Sendable, Equatable {
  public var id: String
  public var interactivePopDisabled: Bool
  public var prefersNavigationBarHidden: Bool
  /// 0 means no limit; the decoder turns negative values into 0, as the library's setter does.
  public var maxAllowedInitialDistanceToLeftEdge: Double
  public var backButton: BackButton
  /// Gesture-bearing views, back to front.
  public var views: [GestureView]

  /// A screen called `id`, with the trace format's default for every switch not given: the
  /// back swipe allowed from anywhere, the bar shown, the standard back button and no views.
  public init(
    id: String, interactivePopDisabled: Bool = false, prefersNavigationBarHidden: Bool = false,
    maxAllowedInitialDistanceToLeftEdge: Double = 0, backButton: BackButton = .standard,
    views: [GestureView] = []
  ) {
    self.id = id
    self.interactivePopDisabled = interactivePopDisabled
    self.prefersNavigationBarHidden = prefersNavigationBarHidden
    self.maxAllowedInitialDistanceToLeftEdge = maxAllowedInitialDistanceToLeftEdge
    self.backButton = backButton
    self.views = views
  }

  /// The limit FD's setter keeps when given `distance`: a negative one becomes 0, no limit. Not an
  /// input error: the decoder and a `set` keep what the setter would.
  package static func maxAllowedInitialDistance(settingTo distance: Double) -> Double {
    max(distance, 0)
  }
}
