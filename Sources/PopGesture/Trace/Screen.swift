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
  public var interactivePopDisabled = false
  public var prefersNavigationBarHidden = false
  /// 0 means no limit; the decoder turns negative values into 0, as the library's setter does.
  public var maxAllowedInitialDistanceToLeftEdge: Double = 0
  public var backButton: BackButton = .standard
  /// Gesture-bearing views, back to front.
  public var views: [GestureView] = []

  public init(id: String, views: [GestureView] = []) {
    self.id = id
    self.views = views
  }
}
