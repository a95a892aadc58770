import PopGesture
import PopGestureFormats

/// The gesture-bearing views of a view tree, as a screen's `views` in screen points, and what was
/// decided on the way, for the import's notes.
///
/// The rules, in the order they are asked of each view:
/// - a bar (`SystemViews.bars`) is left out with everything inside it;
/// - a view that is hidden, has an alpha below 0.01 or does not take touches
///   (`userInteractionEnabled = NO`), and holds nothing the import would write, is left out with
///   everything inside it; one that does hold something is written with `hidden`, `alpha` and
///   `userInteractionEnabled` as the dump gives them (a `plain` view when it would not be
///   imported for itself), so that the model's hit testing skips it and everything inside it as
///   UIKit's does, and a `set` can show it again;
/// - a container (`SystemViews.containers`) and a view whose recognizers never pan
///   (`SystemViews.nonPanning`) are not imported, but the views inside them are looked at;
/// - a scroll view becomes a `scrollView`, a slider a `slider`, and another view with gesture
///   recognizers a `pan` in any direction, or a `plain` view when asked;
/// - the views inside a slider or another control (`SystemViews.controls`) are not looked at;
/// - an imported view inside another imported view is one of its `subviews`, back to front as in
///   the tree.
///
/// A frame's origin is the sum of the origins down the tree, less each enclosing scroll view's
/// content offset (a scroll view's bounds start at its offset). Ids come from class names
/// (`ImportNames.viewStem`), numbered from 2 when repeated, in tree order.
package struct GestureViewExtraction {
  /// One imported view: only what the notes say about it, not the view itself nor its snapshot,
  /// since a dump of a long table imports a view for each row and the notes outlive the tree.
  struct Imported {
    /// The id it was written with.
    var id: String
    /// What it was written as.
    var kind: GestureView.Kind
    /// The class the tree gave it, for the notes' labels.
    var className: String
    /// The object's address, as the tree gave it.
    var address: String
    /// The line of the dump it was read from; nil for a live view.
    var line: Int?
    /// Whether the view or one around it has a transform, which the frames do not follow.
    var isTransformed: Bool
    /// Whether hit testing can reach it (`ViewSnapshot.isShown`).
    var isShown: Bool
    /// Whether the tree gave it a scroll view's or a slider's state, rather than only recognizers.
    var hasControlState: Bool
    /// What the notes say of a scroll view; nil for any other kind. Boxed, since few views scroll.
    var scroll: ScrollFacts?
    /// What the notes say of a slider; nil for any other kind.
    var slider: SliderFacts?

    /// A slider's value before it was brought into 0...1, when it was outside.
    var clampedValue: Double? { slider?.isClamped == true ? slider?.value : nil }
    /// Whether it was written with `pagingEnabled` true (only a scroll view can be).
    var pagingEnabled: Bool { scroll?.pagingEnabled ?? false }
  }

  /// What the notes say of an imported scroll view: whether the dump showed its paging and
  /// bouncing, what kind of scroller it is, and its content's shape for a guess at pages.
  final class ScrollFacts: Sendable {
    /// Whether `pagingEnabled` was unknown, as it always is in a dump.
    let isPagingUnknown: Bool
    /// Whether `bounces` was unknown.
    let isBouncingUnknown: Bool
    /// Whether it is UIPageViewController's scroller (`SystemViews.pagingScrollViews`).
    let isPagingScroller: Bool
    /// Whether it is a table (`SystemViews.tables`), whose rows' swipe actions a dump hides.
    let isTable: Bool
    /// `pagingEnabled` as written.
    let pagingEnabled: Bool
    /// The content's size, as written.
    let contentSize: Size
    /// The frame's size, as written: with the content's, whether the content looks like pages.
    let frameSize: Size

    /// The facts of `node`, a scroll view written as `view`.
    init(_ node: ViewSnapshot, written view: GestureView) {
      isPagingUnknown = node.scroll?.isPagingEnabled == nil
      isBouncingUnknown = node.scroll?.bounces == nil
      isPagingScroller = node.isKind(of: SystemViews.pagingScrollViews)
      isTable = node.isKind(of: SystemViews.tables)
      pagingEnabled = view.pagingEnabled
      contentSize = view.contentSize
      frameSize = view.frame.size
    }
  }

  /// What the notes say of an imported slider.
  struct SliderFacts {
    /// The value as the slider held it, in its own range.
    var value: Double
    /// The value written, in 0...1.
    var writtenValue: Double
    /// Whether the value had to be brought into 0...1.
    var isClamped: Bool
    /// Whether the range was unknown, as it always is in a dump.
    var isRangeUnknown: Bool
    /// Whether the thumb's size was unknown.
    var isThumbUnknown: Bool
  }

  /// Why a view that would have been imported was not.
  enum Omission {
    /// Its recognizers never pan (`SystemViews.nonPanning`).
    case nonPanning
    /// A number beyond what a trace holds (1e15), or a negative size.
    case outOfRange
  }

  /// The views of a screen, top level first, back to front.
  package private(set) var views: [GestureView] = []
  /// Every imported view, in tree order.
  private(set) var imported: [Imported] = []
  /// Views left out, with why, in tree order; a view left out with the views inside it counts once.
  private(set) var omitted: [(view: ViewSnapshot, reason: Omission)] = []

  private let recognizerKind: HierarchyImport.RecognizerKind
  private var ids = UniqueNames(separator: "")

  /// The views of `roots`, whose frames are in a space whose origin is `origin` in screen points
  /// (the window's, zero, for a whole dump).
  package init(
    roots: [ViewSnapshot], origin: Point = .zero, recognizerKind: HierarchyImport.RecognizerKind = .pan
  ) {
    self.recognizerKind = recognizerKind
    var views: [GestureView] = []
    for root in roots { visit(root, origin: origin, isTransformed: false, into: &views) }
    self.views = views
  }

  /// Imports `node` and the views inside it into `views`; `origin` is where its superview's
  /// bounds start, in screen points.
  private mutating func visit(
    _ node: ViewSnapshot, origin: Point, isTransformed: Bool, into views: inout [GestureView]
  ) {
    if node.isKind(of: SystemViews.bars) { return }
    if !node.isShown, !Self.holdsGestureBearer(node) { return }
    let frame = Rect(
      x: origin.x + node.frame.origin.x, y: origin.y + node.frame.origin.y, width: node.frame.size.width,
      height: node.frame.size.height)
    let inner = node.boundsOrigin(in: origin)
    let isTransformed = isTransformed || node.hasTransform
    // A view hit testing skips is kept, even a container, so that the views inside stay skipped.
    guard let kind = kind(of: node) ?? (node.isShown ? nil : .plain) else {
      for child in node.children { visit(child, origin: inner, isTransformed: isTransformed, into: &views) }
      return
    }
    guard var view = gestureView(node, kind: kind, frame: frame) else {
      omitted.append((Self.childless(node), .outOfRange))
      return
    }
    var sliderFacts: SliderFacts?
    if kind == .slider, let slider = node.slider {
      let (value, isClamped) = Self.normalized(slider)
      view.value = value
      sliderFacts = SliderFacts(
        value: slider.value, writtenValue: value, isClamped: isClamped, isRangeUnknown: slider.range == nil,
        isThumbUnknown: view.thumbSize == nil)
    }
    imported.append(
      Imported(
        id: view.id, kind: kind, className: node.className, address: node.address, line: node.line,
        isTransformed: isTransformed, isShown: node.isShown,
        hasControlState: node.scroll != nil || node.slider != nil,
        scroll: kind == .scrollView ? ScrollFacts(node, written: view) : nil, slider: sliderFacts))
    if kind != .slider, !node.isKind(of: SystemViews.controls) {
      var subviews: [GestureView] = []
      for child in node.children {
        visit(child, origin: inner, isTransformed: isTransformed, into: &subviews)
      }
      view.subviews = subviews
    }
    views.append(view)
  }

  /// What `node` is imported as, or nil when it is not imported itself; a view whose recognizers
  /// never pan is noted as left out.
  private mutating func kind(of node: ViewSnapshot) -> GestureView.Kind? {
    if node.isKind(of: SystemViews.nonPanning), node.hasGestureRecognizers {
      omitted.append((Self.childless(node), .nonPanning))
    }
    return Self.kind(of: node, recognizerKind: recognizerKind)
  }

  /// What `node` is imported as, with views of unknown recognizers as `recognizerKind`, or nil:
  /// a container, a view whose recognizers never pan, or one with nothing a touch could move.
  private static func kind(of node: ViewSnapshot, recognizerKind: HierarchyImport.RecognizerKind)
    -> GestureView.Kind?
  {
    if node.isKind(of: SystemViews.containers) || node.isKind(of: SystemViews.nonPanning) { return nil }
    if node.scroll != nil { return .scrollView }
    if node.slider != nil { return .slider }
    guard node.hasGestureRecognizers else { return nil }
    switch recognizerKind {
    case .pan: return .pan
    case .plain: return .plain
    }
  }

  /// The view written for `node`, or nil when a number would not fit in a trace; takes its id.
  private mutating func gestureView(_ node: ViewSnapshot, kind: GestureView.Kind, frame: Rect) -> GestureView?
  {
    var numbers = [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height]
    var sizes = [frame.size.width, frame.size.height]
    if let scroll = node.scroll {
      let inset = scroll.contentInset
      numbers += [
        scroll.contentOffset.x, scroll.contentOffset.y, inset.top, inset.left, inset.bottom, inset.right,
      ]
      sizes += [scroll.contentSize.width, scroll.contentSize.height]
    }
    if let thumb = node.slider?.thumbSize { sizes += [thumb.width, thumb.height] }
    guard (numbers + sizes).allSatisfy({ abs($0) <= Trace.maximumMagnitude }), sizes.allSatisfy({ $0 >= 0 })
    else { return nil }
    var view = GestureView(id: ids.claim(ImportNames.viewStem(node.className)), kind: kind, frame: frame)
    if let scroll = node.scroll, kind == .scrollView {
      view.contentSize = scroll.contentSize
      view.contentOffset = scroll.contentOffset
      view.contentInset = scroll.contentInset
      view.pagingEnabled = scroll.isPagingEnabled ?? node.isKind(of: SystemViews.pagingScrollViews)
      view.bounces = scroll.bounces ?? true
      view.alwaysBounceHorizontal = scroll.alwaysBounceHorizontal ?? false
      view.alwaysBounceVertical = scroll.alwaysBounceVertical ?? false
    }
    if kind == .slider { view.thumbSize = node.slider?.thumbSize }
    view.hidden = node.isHidden
    view.alpha = node.alpha.isFinite ? min(max(node.alpha, 0), 1) : 1
    view.userInteractionEnabled = node.isUserInteractionEnabled
    return view
  }

  /// A slider's value in 0...1: from its range when known, else as it is; and whether it had to
  /// be brought into 0...1.
  private static func normalized(_ slider: ViewSnapshot.Slider) -> (Double, isClamped: Bool) {
    var value = slider.value
    if let range = slider.range {
      let width = range.upperBound - range.lowerBound
      value = width > 0 ? (value - range.lowerBound) / width : 0
    }
    guard value.isFinite else { return (0, true) }
    let clamped = min(max(value, 0), 1)
    return (clamped, clamped != value)
  }

  /// Whether `node` or a view inside it would be imported if shown.
  private static func holdsGestureBearer(_ node: ViewSnapshot) -> Bool {
    if node.isKind(of: SystemViews.bars) { return false }
    return kind(of: node, recognizerKind: .pan) != nil || node.children.contains(where: holdsGestureBearer)
  }

  /// `node` without its children, to keep beside a note without copying its subtree.
  private static func childless(_ node: ViewSnapshot) -> ViewSnapshot {
    var node = node
    node.children = []
    return node
  }
}

extension ViewSnapshot {
  /// The view with `address` among `roots` and the views inside them, with the screen point where
  /// its superview's bounds start; nil when none has it.
  static func locate(_ address: String, in roots: [ViewSnapshot], origin: Point = .zero) -> (
    view: ViewSnapshot, origin: Point
  )? {
    for root in roots {
      if root.address == address { return (root, origin) }
      if let found = locate(address, in: root.children, origin: root.boundsOrigin(in: origin)) {
        return found
      }
    }
    return nil
  }

  /// Where the view's bounds start in screen points, when its superview's start at `origin`:
  /// its frame's origin added, and a scroll view's content offset taken off, as its bounds start
  /// there. The frames of the views inside it are placed from this point.
  func boundsOrigin(in origin: Point) -> Point {
    origin + frame.origin - (scroll?.contentOffset ?? .zero)
  }

  /// Whether UIKit's hit testing can reach the view: not hidden, an alpha of 0.01 or more, and
  /// taking touches.
  var isShown: Bool { !isHidden && alpha >= 0.01 && isUserInteractionEnabled }
}
