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

    /// The kinds that may carry `value`: `atLeadingEdge` reads a content offset, which only a
    /// scroll view has.
    static func kinds(for value: Self) -> [Kind] {
      value == .atLeadingEdge ? [.scrollView] : [.scrollView, .pan]
    }
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
  /// The adjusted content inset, which moves the scroll view's range of offsets.
  public var contentInset = EdgeInsets()
  public var pagingEnabled = false
  public var bounces = true
  public var alwaysBounceHorizontal = false
  public var alwaysBounceVertical = false
  public var simultaneousWithPop: Simultaneity = .never
  public var direction: PanDirection = .any
  public var revealed = false
  /// A slider's value, from 0 to 1.
  public var value: Double = 0
  /// A slider's thumb, `[width, height]`; nil for the iOS version's own (`Slider.thumbSize`).
  public var thumbSize: Size?

  public init(id: String, kind: Kind, frame: Rect, subviews: [GestureView] = []) {
    self.id = id
    self.kind = kind
    self.frame = frame
    self.subviews = subviews
    self.contentSize = frame.size
  }

  /// The horizontal offsets the content rests within: `minX = -left`, and
  /// `maxX = max(minX, contentSize.width - frame.width + right)`.
  var horizontalRange: ClosedRange<Double> {
    let minimum = -contentInset.left
    return minimum...max(minimum, contentSize.width - frame.size.width + contentInset.right)
  }

  /// The vertical offsets, likewise with `top` and `bottom`.
  var verticalRange: ClosedRange<Double> {
    let minimum = -contentInset.top
    return minimum...max(minimum, contentSize.height - frame.size.height + contentInset.bottom)
  }

  /// Whether the scroll view's pan moves content horizontally.
  var canScrollHorizontally: Bool {
    horizontalRange.upperBound > horizontalRange.lowerBound || (alwaysBounceHorizontal && bounces)
  }

  /// Whether the scroll view's pan moves content vertically.
  var canScrollVertically: Bool {
    verticalRange.upperBound > verticalRange.lowerBound || (alwaysBounceVertical && bounces)
  }

  /// Whether the content sits at its leading edge, `contentOffset.x <= minX`.
  var isAtLeadingEdge: Bool { contentOffset.x <= horizontalRange.lowerBound }

  /// The name of this view's recognizer in records, or nil for kinds without one.
  var recognizerName: String? {
    switch kind {
    case .scrollView, .pan: "\(id).pan"
    case .swipeActions: "\(id).swipe"
    case .plain, .slider: nil
    }
  }
}

/// `UIEdgeInsets`: a distance from each side, each possibly negative.
public struct EdgeInsets: Hashable, Sendable {
  public var top: Double
  public var left: Double
  public var bottom: Double
  public var right: Double

  public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }
}
