/// Hit testing and the candidates of a touch sequence, in the order UIKit asks them: the hit
/// view's recognizers, then each ancestor's, then the navigation controller's `fullscreenPop`,
/// `contentPop` and `edgePop`, those the policy and the iOS version have and that are enabled.
enum Candidates {
  /// The hit view's chain, top-level view first: each level's front-most view containing `point`.
  /// Empty on the visible navigation bar, which is in front of every view of the screen.
  static func hitTest(_ point: Point, in scene: borrowing Scene) -> [ViewReference] {
    if let bar = scene.navigationBar, bar.top <= point.y, point.y < bar.bottom { return [] }
    return hitTest(point, in: scene.navigation.stack)
  }

  /// The chain on the top screen of `stack`, bar or not.
  private static func hitTest(_ point: Point, in stack: borrowing NavigationStack) -> [ViewReference] {
    guard let top = stack.top else { return [] }
    let topIndex = stack.count - 1
    var chain: [ViewReference] = []
    var path: [Int] = []
    var views = top.screen.views
    while let index = views.lastIndex(where: { $0.frame.contains(point) }) {
      let view = views[index]
      path.append(index)
      chain.append(
        ViewReference(
          screenSerial: top.serial, screenIndex: topIndex, screenID: top.screen.id, path: path,
          viewID: view.id, kind: view.kind))
      views = view.subviews
    }
    return chain
  }

  /// The recognizers of a sequence whose first finger, `touch`, went down at `point` on `chain`,
  /// appended to `recognizers`; none once the navigation controller froze.
  static func add(
    for chain: [ViewReference], touch: Int, at point: Point, time: Double, in scene: Scene,
    to recognizers: inout [Recognizer]
  ) {
    guard !scene.navigation.isFrozen else { return }
    let settings = scene.settings
    func append(_ id: RecognizerID, _ kind: Recognizer.Kind, followsFirstTouchOnly: Bool) {
      let pan = PanTracker(touch: touch, at: point, time: time, followsFirstTouchOnly: followsFirstTouchOnly)
      recognizers.append(Recognizer(id: id, kind: kind, hysteresis: id.hysteresis(in: settings), pan: pan))
    }
    for reference in chain.reversed() {
      guard let view = scene.view(reference), let id = view.recognizer else { continue }
      let kind: Recognizer.Kind
      switch reference.kind {
      case .scrollView: kind = .scrollView(reference)
      case .pan: kind = .customPan(reference)
      case .swipeActions: kind = .swipeRow(reference)
      case .plain, .slider: continue
      }
      append(id, kind, followsFirstTouchOnly: false)
    }
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

  /// What the touch-down record names as hit: the hit view, or the top screen.
  static func hit(of chain: [ViewReference], in stack: NavigationStack) -> Hit {
    chain.last.map { .view($0.screenView) } ?? .screen(stack.top?.screen.id ?? "")
  }
}
