/// Hit testing and the candidates of a touch sequence, in the order UIKit asks them: the hit
/// view's recognizers, then each ancestor's, then the navigation controller's `fullscreenPop`,
/// `contentPop` and `edgePop`, those the policy and the iOS version have and that are enabled.
enum Candidates {
  /// The hit view's chain, top-level view first: each level's front-most view containing `point`
  /// that hit testing can find (`GestureView.isHitTestable`). Empty on the visible navigation bar,
  /// which is in front of every view of the screen; on a presented screen, its views alone.
  static func hitTest(_ point: Point, in scene: borrowing Scene) -> [ViewReference] {
    let stack = scene.navigation.stack
    if let presented = stack.presented {
      return hitTest(point, in: presented.entry, at: NavigationStack.presentedIndex)
    }
    if let bar = scene.navigationBar, bar.top <= point.y, point.y < bar.bottom { return [] }
    guard let top = stack.top else { return [] }
    return hitTest(point, in: top, at: stack.count - 1)
  }

  /// The chain on one screen instance, `entry`, at `index` on the stack.
  private static func hitTest(_ point: Point, in entry: NavigationStack.Entry, at index: Int)
    -> [ViewReference]
  {
    var chain: [ViewReference] = []
    var path: [Int] = []
    var views = entry.screen.views
    // A view hit testing skips hides its subviews too: the search never goes inside it.
    while let found = views.lastIndex(where: { $0.isHitTestable && $0.frame.contains(point) }) {
      let view = views[found]
      path.append(found)
      chain.append(
        ViewReference(
          screenSerial: entry.serial, screenIndex: index, screenID: entry.screen.id, path: path,
          viewID: view.id, kind: view.kind))
      views = view.subviews
    }
    return chain
  }

  /// The recognizers of a sequence whose first finger, `touch`, went down at `point` on `chain`,
  /// appended to `recognizers`; none once the navigation controller froze. A view's recognizer
  /// that is off, or whose delegate does not receive a touch at `point` (`ignoresTouchesIn`), is
  /// none; while a screen is presented, neither are the navigation controller's.
  static func add(
    for chain: [ViewReference], touch: Int, at point: Point, time: Double, in scene: Scene,
    to recognizers: inout [Recognizer]
  ) {
    guard !scene.navigation.isFrozen else { return }
    let settings = scene.settings
    func append(
      _ id: RecognizerID, _ kind: Recognizer.Kind, followsFirstTouchOnly: Bool,
      relationships: GestureView.Relationships? = nil
    ) {
      let pan = PanTracker(touch: touch, at: point, time: time, followsFirstTouchOnly: followsFirstTouchOnly)
      recognizers.append(
        Recognizer(
          id: id, kind: kind, hysteresis: id.hysteresis(in: settings), pan: pan, relationships: relationships)
      )
    }
    for reference in chain.reversed() {
      guard let view = scene.view(reference), let id = view.recognizer, view.receivesTouch(at: point) else {
        continue
      }
      let kind: Recognizer.Kind
      switch reference.kind {
      case .scrollView: kind = .scrollView(reference)
      case .pan: kind = .customPan(reference)
      case .swipeActions: kind = .swipeRow(reference)
      case .plain, .slider: continue
      }
      append(id, kind, followsFirstTouchOnly: false, relationships: view.relationships)
    }
    guard scene.navigation.presented == nil else { return }
    if scene.navigation.isFullscreenPopLive {
      append(
        .fullscreenPop, .fullscreenPop,
        followsFirstTouchOnly: FullscreenPop.followsFirstTouchOnly(under: scene.policy))
    }
    if scene.navigation.isContentPopLive {
      append(.contentPop, .contentPop, followsFirstTouchOnly: true)
    }
    if scene.navigation.isEdgePopEnabled {
      append(.edgePop, .edgePop, followsFirstTouchOnly: true)
    }
  }

  /// What the touch-down record names as hit: the hit view, or the presented or top screen.
  static func hit(of chain: [ViewReference], in stack: NavigationStack) -> Hit {
    chain.last.map { .view($0.screenView) } ?? .screen((stack.presented?.entry ?? stack.top)?.screen.id ?? "")
  }
}
