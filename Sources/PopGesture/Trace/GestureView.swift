/// A view that can be hit by a touch, possibly with a recognizer of its own.
public struct GestureView: Sendable, Equatable {
  /// What a view does with touches.
  public enum Kind: String, Sendable, CaseIterable {
    case plain
    case scrollView
    case pan
    case swipeActions
    case slider
  }

  /// The FDFullscreenPopGesture README recipe: when the view's pan may run beside `fullscreenPop`.
  public enum Simultaneity: String, Sendable, CaseIterable {
    case never
    case atLeadingEdge
    case always
  }

  /// Which movement a custom pan waits for.
  public enum PanDirection: String, Sendable, CaseIterable {
    case any
    case horizontal
    case vertical
  }

  public var id: String
  public var kind: Kind
  public var frame: Rect
  public var subviews: [GestureView] = []
  public var contentSize: Size
  public var contentOffset: Point = .zero
  public var pagingEnabled = false
  public var bounces = true
  public var alwaysBounceHorizontal = false
  public var alwaysBounceVertical = false
  public var simultaneousWithPop: Simultaneity = .never
  public var direction: PanDirection = .any
  public var revealed = false

  public init(id: String, kind: Kind, frame: Rect, subviews: [GestureView] = []) {
    self.id = id
    self.kind = kind
    self.frame = frame
    self.subviews = subviews
    self.contentSize = frame.size
  }

  /// Whether the scroll view's pan moves content horizontally.
  var canScrollHorizontally: Bool {
    contentSize.width > frame.size.width || (alwaysBounceHorizontal && bounces)
  }

  /// Whether the scroll view's pan moves content vertically.
  var canScrollVertically: Bool {
    contentSize.height > frame.size.height || (alwaysBounceVertical && bounces)
  }

  /// The name of this view's recognizer in records, or nil for kinds without one.
  var recognizerName: String? {
    switch kind {
    case .scrollView, .pan: "\(id).pan"
    case .swipeActions: "\(id).swipe"
    case .plain, .slider: nil
    }
  }
}
