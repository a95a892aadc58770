/// What a screen shows as its back button; UIKit turns its own back swipes off unless it is the
/// standard one.
public enum BackButton: String, Sendable, CaseIterable {
  /// UIKit's own back button.
  case standard
  /// `leftBarButtonItems` set without `leftItemsSupplementBackButton`.
  case custom
  /// `hidesBackButton`.
  case hidden
}

/// A view controller on the navigation stack, with the `fd_` properties the library reads.
public struct Screen: Sendable, Equatable {
  /// Unique in its stack; records name the screen by it.
  public var id: String
  /// `fd_interactivePopDisabled`: the library's pan refuses every swipe on it.
  public var interactivePopDisabled: Bool
  /// `fd_prefersNavigationBarHidden`: FD hides the bar while it is on top.
  public var prefersNavigationBarHidden: Bool
  /// 0 means no limit; the decoder turns negative values into 0, as the library's setter does.
  public var maxAllowedInitialDistanceToLeftEdge: Double
  /// What it shows as its back button.
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
