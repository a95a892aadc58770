/// One factory per kind of view, each taking the keys of its kind with the trace format's defaults
/// (<doc:TraceFormat#Keys-and-kinds>): `.slider(id: "volume", frame: Rect(x: 20, y: 600, width: 350,
/// height: 44), value: 0.5)`.
extension GestureView {
  /// A `UIScrollView`, whose pan is `<id>.pan` in records; a nil `contentSize` is the frame's
  /// size, so the content fits and nothing scrolls.
  public static func scrollView(
    id: String, frame: Rect, contentSize: Size? = nil, contentOffset: Point = .zero,
    contentInset: EdgeInsets = EdgeInsets(), pagingEnabled: Bool = false, bounces: Bool = true,
    alwaysBounceHorizontal: Bool = false, alwaysBounceVertical: Bool = false,
    simultaneousWithPop: Simultaneity = .never, subviews: [GestureView] = []
  ) -> GestureView {
    GestureView(
      id: id, kind: .scrollView, frame: frame, subviews: subviews, contentSize: contentSize,
      contentOffset: contentOffset, contentInset: contentInset, pagingEnabled: pagingEnabled,
      bounces: bounces, alwaysBounceHorizontal: alwaysBounceHorizontal,
      alwaysBounceVertical: alwaysBounceVertical, simultaneousWithPop: simultaneousWithPop)
  }

  /// A horizontal `UISlider` at `value` (0 to 1); a nil `thumbSize` is the iOS version's own thumb.
  public static func slider(
    id: String, frame: Rect, value: Double = 0, thumbSize: Size? = nil
  ) -> GestureView {
    GestureView(id: id, kind: .slider, frame: frame, contentSize: nil, value: value, thumbSize: thumbSize)
  }

  /// A view with a custom `UIPanGestureRecognizer`, `<id>.pan` in records, waiting for movement
  /// in `direction`.
  public static func pan(
    id: String, frame: Rect, direction: PanDirection = .any, simultaneousWithPop: Simultaneity = .never,
    subviews: [GestureView] = []
  ) -> GestureView {
    GestureView(
      id: id, kind: .pan, frame: frame, subviews: subviews, contentSize: nil,
      simultaneousWithPop: simultaneousWithPop, direction: direction)
  }

  /// A table row with swipe actions, `<id>.swipe` in records; `revealed` when its Delete action
  /// is showing.
  public static func swipeActions(
    id: String, frame: Rect, revealed: Bool = false, leadingActions: Bool = false,
    subviews: [GestureView] = []
  ) -> GestureView {
    GestureView(
      id: id, kind: .swipeActions, frame: frame, subviews: subviews, contentSize: nil, revealed: revealed,
      leadingActions: leadingActions)
  }

  /// A view without a recognizer, which only takes part in hit testing.
  public static func plain(id: String, frame: Rect, subviews: [GestureView] = []) -> GestureView {
    GestureView(id: id, kind: .plain, frame: frame, subviews: subviews)
  }
}

/// Which keys belong to which kinds of view, as the trace format spells them.
extension GestureView {
  /// The view keys that belong to some kinds only, with those kinds; the others (`id`, `kind`,
  /// `frame`, `subviews`, `hidden`, `alpha`, `userInteractionEnabled`) belong to every view
  /// (<doc:TraceFormat#Keys-and-kinds>).
  package static let kindsByKey: [String: [Kind]] = [
    "contentSize": [.scrollView], "contentOffset": [.scrollView], "contentInset": [.scrollView],
    "pagingEnabled": [.scrollView], "bounces": [.scrollView], "alwaysBounceHorizontal": [.scrollView],
    "alwaysBounceVertical": [.scrollView], "simultaneousWithPop": [.scrollView, .pan], "direction": [.pan],
    "revealed": [.swipeActions], "leadingActions": [.swipeActions], "value": [.slider],
    "thumbSize": [.slider],
    "simultaneousWith": recognizerKinds, "requiresFailureOf": recognizerKinds,
    "requiredToFailBy": recognizerKinds, "ignoresTouchesIn": recognizerKinds,
    "recognizerEnabled": recognizerKinds,
  ]

  /// The kinds that have a recognizer of their own, and so the keys that declare how it relates
  /// to the others.
  package static let recognizerKinds: [Kind] = [.scrollView, .pan, .swipeActions]
}

extension [GestureView] {
  /// The recognizers of these views and their subviews, depth first.
  package var recognizers: [RecognizerID] {
    flatMap { view in (view.recognizer.map { [$0] } ?? []) + view.subviews.recognizers }
  }
}
