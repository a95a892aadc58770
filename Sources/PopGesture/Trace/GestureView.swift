/// A view that can be hit by a touch, possibly with a recognizer of its own.
public struct GestureView: Sendable, Equatable {
  /// What a view does with touches.
  public enum Kind: String, Sendable, CaseIterable {
    /// No recognizer: it only takes part in hit testing.
    case plain
    /// A `UIScrollView`, whose pan is `<id>.pan` and scrolls within its content.
    case scrollView
    /// A custom `UIPanGestureRecognizer`, named `<id>.pan`.
    case pan
    /// A table row with swipe actions, whose pan is `<id>.swipe`.
    case swipeActions
    /// A `UISlider`, which keeps a swipe that starts on its thumb.
    case slider
  }

  /// The FDFullscreenPopGesture README recipe: when the view's pan may run beside `fullscreenPop`.
  public enum Simultaneity: String, Sendable, CaseIterable {
    /// The view's pan never runs beside the library's.
    case never
    /// Beside the library's while a scroll view's `contentOffset.x <= 0`.
    case atLeadingEdge
    /// Always beside the library's.
    case always

    /// The kinds that may carry `value`: `atLeadingEdge` reads a content offset, which only a
    /// scroll view has.
    package static func kinds(for value: Self) -> [Kind] {
      value == .atLeadingEdge ? [.scrollView] : [.scrollView, .pan]
    }
  }

  /// Which movement a custom pan waits for.
  public enum PanDirection: String, Sendable, CaseIterable {
    /// Movement the hysteresis long, in any direction.
    case any
    /// Horizontal movement: `|dx|` reaching the hysteresis.
    case horizontal
    /// Vertical movement: `|dy|` reaching the hysteresis.
    case vertical
  }

  /// Unique on its screen; records name the view `screen/id`.
  public var id: String
  /// What it does with touches.
  public var kind: Kind
  /// Where it is, in screen points, nested views too.
  public var frame: Rect
  /// The views inside it, back to front.
  public var subviews: [GestureView]
  /// A scroll view's content size.
  public var contentSize: Size
  /// A scroll view's content offset: where its content is scrolled to.
  public var contentOffset: Point
  /// The adjusted content inset, which moves the scroll view's range of offsets.
  public var contentInset: EdgeInsets
  /// Whether a scroll view comes to rest on page boundaries.
  public var pagingEnabled: Bool
  /// Whether a scroll view bounces past its edges.
  public var bounces: Bool
  /// Whether a scroll view bounces horizontally even when its content fits.
  public var alwaysBounceHorizontal: Bool
  /// Whether a scroll view bounces vertically even when its content fits.
  public var alwaysBounceVertical: Bool
  /// FD's README recipe: when the view's pan may run beside `fullscreenPop`.
  public var simultaneousWithPop: Simultaneity
  /// Which movement a `pan` view's recognizer waits for.
  public var direction: PanDirection
  /// Whether a row's actions are showing.
  public var revealed: Bool
  /// A slider's value, from 0 to 1.
  public var value: Double
  /// A slider's thumb, `[width, height]`; nil for the iOS version's own (`Slider.thumbSize`).
  public var thumbSize: Size?
  /// `isHidden`: hit testing skips the view and everything inside it.
  public var hidden: Bool
  /// `alpha`, from 0 to 1: below 0.01 hit testing skips the view and everything inside it.
  public var alpha: Double
  /// `isUserInteractionEnabled`: when off, hit testing skips the view and everything inside it.
  public var userInteractionEnabled: Bool
  /// The view's recognizer's `isEnabled`: when off, it is no candidate.
  public var recognizerEnabled: Bool
  /// A row's leading swipe actions (`leadingSwipeActionsConfiguration`): with them, a closed
  /// row also opens on a drag in the back swipe's direction.
  public var leadingActions: Bool
  /// The declarations of `GestureView+Declarations.swift`, nil when the view makes none.
  var relationships: Relationships?

  /// A view of `kind` with the trace format's default for every key but its id and frame: the
  /// per-kind factories (`scrollView(id:frame:...)`, `slider(id:frame:...)`, ...) give the keys
  /// of each kind.
  public init(id: String, kind: Kind, frame: Rect, subviews: [GestureView] = []) {
    self.init(id: id, kind: kind, frame: frame, subviews: subviews, contentSize: nil)
  }

  /// A view with every key given or defaulted, for the per-kind factories; a nil `contentSize`
  /// is the frame's size.
  init(
    id: String, kind: Kind, frame: Rect, subviews: [GestureView] = [], contentSize: Size?,
    contentOffset: Point = .zero, contentInset: EdgeInsets = EdgeInsets(), pagingEnabled: Bool = false,
    bounces: Bool = true, alwaysBounceHorizontal: Bool = false, alwaysBounceVertical: Bool = false,
    simultaneousWithPop: Simultaneity = .never, direction: PanDirection = .any, revealed: Bool = false,
    value: Double = 0, thumbSize: Size? = nil, leadingActions: Bool = false
  ) {
    self.id = id
    self.kind = kind
    self.frame = frame
    self.subviews = subviews
    self.contentSize = contentSize ?? frame.size
    self.contentOffset = contentOffset
    self.contentInset = contentInset
    self.pagingEnabled = pagingEnabled
    self.bounces = bounces
    self.alwaysBounceHorizontal = alwaysBounceHorizontal
    self.alwaysBounceVertical = alwaysBounceVertical
    self.simultaneousWithPop = simultaneousWithPop
    self.direction = direction
    self.revealed = revealed
    self.value = value
    self.thumbSize = thumbSize
    hidden = false
    alpha = 1
    userInteractionEnabled = true
    recognizerEnabled = true
    self.leadingActions = leadingActions
  }

  /// The horizontal offsets the content rests within: `minX = -left`, and
  /// `maxX = max(minX, contentSize.width - frame.width + right)`.
  package var horizontalRange: ClosedRange<Double> {
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

  /// This view's recognizer, or nil for kinds without one.
  public var recognizer: RecognizerID? { kind.recognizer(ofView: id) }
}

extension GestureView.Kind {
  /// The recognizer of a view of this kind called `id`, or nil for kinds without one.
  package func recognizer(ofView id: String) -> RecognizerID? {
    switch self {
    case .scrollView, .pan: .pan(view: id)
    case .swipeActions: .swipe(view: id)
    case .plain, .slider: nil
    }
  }
}
