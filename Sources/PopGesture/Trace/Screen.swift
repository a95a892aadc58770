/// A view controller on the navigation stack, with the `fd_` properties the library reads.
public struct Screen: Sendable, Equatable {
  public var id: String
  public var interactivePopDisabled = false
  public var prefersNavigationBarHidden = false
  /// 0 means no limit; the decoder turns negative values into 0, as the library's setter does.
  public var maxAllowedInitialDistanceToLeftEdge: Double = 0
  /// Gesture-bearing views, back to front.
  public var views: [GestureView] = []

  public init(id: String, views: [GestureView] = []) {
    self.id = id
    self.views = views
  }
}
