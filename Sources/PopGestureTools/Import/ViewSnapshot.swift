import PopGesture
import PopGestureFormats

/// One view as a dump of `recursiveDescription` or a live hierarchy shows it, with the views
/// inside it: what an import reads gesture-bearing views from.
///
/// `frame` is in the superview's coordinates, as UIKit gives it; a scroll view's bounds start at
/// its content offset. A property a dump does not show is nil where the model has a default for
/// it, so the import can say it chose one.
public struct ViewSnapshot: Sendable, Equatable {
  /// A scroll view's content and how it moves.
  public struct Scroll: Sendable, Equatable {
    /// Where the content is scrolled to.
    public var contentOffset: Point
    /// The content's size.
    public var contentSize: Size
    /// `adjustedContentInset`.
    public var contentInset: GestureView.EdgeInsets
    /// `isPagingEnabled`, nil where unknown: a dump shows none of these four.
    public var isPagingEnabled: Bool?
    /// `bounces`, nil where unknown.
    public var bounces: Bool?
    /// `alwaysBounceHorizontal`, nil where unknown.
    public var alwaysBounceHorizontal: Bool?
    /// `alwaysBounceVertical`, nil where unknown.
    public var alwaysBounceVertical: Bool?

    /// A scroll view's state, the properties not given unknown.
    public init(
      contentOffset: Point = .zero, contentSize: Size,
      contentInset: GestureView.EdgeInsets = GestureView.EdgeInsets(),
      isPagingEnabled: Bool? = nil, bounces: Bool? = nil, alwaysBounceHorizontal: Bool? = nil,
      alwaysBounceVertical: Bool? = nil
    ) {
      self.contentOffset = contentOffset
      self.contentSize = contentSize
      self.contentInset = contentInset
      self.isPagingEnabled = isPagingEnabled
      self.bounces = bounces
      self.alwaysBounceHorizontal = alwaysBounceHorizontal
      self.alwaysBounceVertical = alwaysBounceVertical
    }
  }

  /// A slider's position.
  public struct Slider: Sendable, Equatable {
    /// The value as the slider holds it, in its own range (a dump does not show the range).
    public var value: Double
    /// The value's range, nil where unknown (a dump); the import takes 0...1 then.
    public var range: ClosedRange<Double>?
    /// The thumb's size, nil where unknown (a dump): the iOS version's own.
    public var thumbSize: Size?

    /// A slider at `value`, in `range` when known, with a thumb of `thumbSize` when known.
    public init(value: Double, range: ClosedRange<Double>? = nil, thumbSize: Size? = nil) {
      self.value = value
      self.range = range
      self.thumbSize = thumbSize
    }
  }

  /// The class, as `NSStringFromClass` names it (`UITableView`, `MyApp.FeedCell`).
  public var className: String
  /// The object's address (`0x10370b2a0`), which `_printHierarchy` names views by; empty if none.
  public var address: String
  /// Where it is, in its superview's coordinates.
  public var frame: Rect
  /// `alpha`, 0 to 1.
  public var alpha: Double = 1
  /// The views inside, back to front.
  public var children: [ViewSnapshot] = []
  /// The line of the dump this view was read from; nil for a live view.
  public var line: Int?
  /// `isHidden`.
  public var isHidden = false
  /// `isUserInteractionEnabled`.
  public var isUserInteractionEnabled = true
  /// Whether the view has a transform other than the identity: its frame is then the box around it.
  public var hasTransform = false
  /// Whether the view has gesture recognizers a back swipe can meet: any, in a dump, which does
  /// not say which; a pan other than a scroll view's own, in a live hierarchy.
  public var hasGestureRecognizers = false
  /// The base class, scroll state and slider state, which few views have, out of line: a dump of
  /// a long table holds a snapshot for every view of every row, and each would otherwise carry
  /// room for all three (about 150 bytes); nil when the view has none of them.
  private var rare: Rare? = nil

  /// The UIKit class a dump names after `baseClass =`, for classes it does not know.
  public var baseClassName: String? {
    get { rare?.baseClassName }
    set { rare = Rare(baseClassName: newValue, scroll: scroll, slider: slider) }
  }
  /// The scroll view's state, for a scroll view.
  public var scroll: Scroll? {
    get { rare?.scroll }
    set { rare = Rare(baseClassName: baseClassName, scroll: newValue, slider: slider) }
  }
  /// The slider's state, for a slider.
  public var slider: Slider? {
    get { rare?.slider }
    set { rare = Rare(baseClassName: baseClassName, scroll: scroll, slider: newValue) }
  }

  /// A view of `className` at `frame`, with the views inside it and, from a dump, its line; the
  /// other properties are a plain shown view's until set.
  public init(
    className: String, address: String = "", frame: Rect, children: [ViewSnapshot] = [], line: Int? = nil
  ) {
    self.className = className
    self.address = address
    self.frame = frame
    self.children = children
    self.line = line
  }

  /// Whether the class or its base class is one of `names`.
  func isKind(of names: Set<String>) -> Bool {
    names.contains(className) || baseClassName.map(names.contains) == true
  }
}

extension ViewSnapshot {
  /// The state few views have, kept in one box that is never changed in place, so that copies of
  /// a snapshot share it and a change makes a new one.
  final class Rare: Sendable, Equatable {
    /// The UIKit class after `baseClass =`.
    let baseClassName: String?
    /// A scroll view's state.
    let scroll: Scroll?
    /// A slider's state.
    let slider: Slider?

    /// A box of the three, or nil when all three are nil, so a plain view allocates nothing.
    init?(baseClassName: String?, scroll: Scroll?, slider: Slider?) {
      guard baseClassName != nil || scroll != nil || slider != nil else { return nil }
      self.baseClassName = baseClassName
      self.scroll = scroll
      self.slider = slider
    }

    /// Boxes are equal when what they hold is, so snapshots compare by value.
    static func == (left: Rare, right: Rare) -> Bool {
      left.baseClassName == right.baseClassName && left.scroll == right.scroll && left.slider == right.slider
    }
  }
}
