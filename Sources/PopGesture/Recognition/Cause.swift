/// Why a recognizer failed or was cancelled: the rule that decided, with the inputs it compared.
///
/// Each case is one rule, named for it and defined in one file (<doc:Reasons> names the file of
/// each); `reason` is the word the verdict log writes.
/// Several rules share a word: `wrongDirection` is four different rules of four recognizers.
public enum Cause: Sendable, Equatable {
  // MARK: Every pan (Recognition/Recognizer.swift)

  /// The last followed finger lifted while the pan was still undecided.
  case endedBeforeRecognized
  /// A followed finger was cancelled.
  case touchCancelled

  // MARK: A scroll view's pan (Recognition/ScrollViewPan.swift)

  /// The sequence ended before the pan recognized, on a view that scrolls on neither axis.
  case notScrollable(view: ScreenView)

  // MARK: A row's swipe (Recognition/SwipeRow.swift)

  /// The swipe went the way that neither opens a hidden row nor closes a revealed one.
  ///
  /// Indirect: its payload is the largest, and every cause, and every step of a recognizer that
  /// carries one, would be as large; a row refusing a swipe is rare enough to pay for a box.
  indirect case rowSwipeDirection(view: ScreenView, dx: Double, direction: Double, revealed: Bool)

  // MARK: The edge pan (Recognition/EdgePop.swift)

  /// The first finger went down farther than `edgeRegion` from the leading edge.
  case outsideEdge(x: Double, edgeRegion: Double, width: Double, direction: Double)
  /// The first finger went down on the visible navigation bar, between `top` and `bottom`.
  case onNavigationBar(y: Double, top: Double, bottom: Double)
  /// Still possible `edgeMaxDuration` seconds after touch-down.
  case tooSlow(edgeMaxDuration: Double)
  /// It wanted to begin with the raw translation pointing away from the trailing edge.
  case edgeDirection(dx: Double, direction: Double)
  /// While possible, the raw drag went at least `edgeHysteresis` vertically and steeper than
  /// `angleLimit` degrees from the edge's normal: `dx * dir < |dy| / tan(angleLimit)`.
  case edgeAngle(dx: Double, dy: Double, angleLimit: Double)

  // MARK: UIKit's gate for edgePop and contentPop (Recognition/UIKitGate.swift)

  /// The navigation bar is hidden.
  case navigationBarHidden
  /// The top screen hides its back button (`hidesBackButton`).
  case backButtonHidden(screen: String)
  /// The top screen has custom left bar button items without `leftItemsSupplementBackButton`.
  case customBackButton(screen: String)

  // MARK: The content swipe (Recognition/ContentPop.swift)

  /// The vertical movement reached `limit` before the swipe began.
  case verticalMovement(dx: Double, dy: Double, limit: Double)
  /// The swipe went back toward the leading edge by its hysteresis.
  case contentDirection(dx: Double, direction: Double, hysteresis: Double)

  // MARK: `shouldBegin` (Recognition/FullscreenPop.swift, Navigation/NavigationController.swift)

  /// The stack holds one screen: there is nothing to pop.
  case rootScreen(stackCount: Int)
  /// The top screen sets `fd_interactivePopDisabled`.
  case popDisabled(screen: String)
  /// The pan is `x` from the left edge, past the top screen's limit.
  case beyondMaxInitialDistance(screen: String, x: Double, limit: Double)
  /// A push or pop is running.
  case transitioning(TransitionRecord.Operation, from: String, to: String)
  /// The full-screen pan's reduced translation does not point toward the trailing edge (or, for
  /// a library without layout awareness, rightward).
  case popDirection(dx: Double, direction: Double)

  // MARK: Arbitration (Arbitration/Arbiter.swift, Arbitration/SliderGuard.swift)

  /// A recognizer that excludes this one began first, or began while this one waited for it.
  case excludedBy(recognizer: RecognizerID)
  /// A recognizer this one requires to fail, and may recognize together with, began.
  case awaitedBegan(recognizer: RecognizerID)
  /// The first finger is on a slider and the pan wanted to begin along it.
  case slider(id: String, dx: Double, dy: Double)

  // MARK: Navigation (Navigation/NavigationController.swift)

  /// The navigation controller froze; the sequence's recognizers are dropped without records.
  case frozen

  /// The word the verdict log writes for this cause.
  public var reason: Reason {
    switch self {
    case .endedBeforeRecognized: .endedBeforeRecognized
    case .touchCancelled: .touchCancelled
    case .notScrollable: .notScrollable
    case .rowSwipeDirection, .edgeDirection, .contentDirection, .popDirection: .wrongDirection
    case .outsideEdge: .outsideEdge
    case .onNavigationBar: .onNavigationBar
    case .tooSlow: .tooSlow
    case .verticalMovement, .edgeAngle: .verticalMovement
    case .navigationBarHidden: .navigationBarHidden
    case .backButtonHidden: .backButtonHidden
    case .customBackButton: .customBackButton
    case .rootScreen: .rootScreen
    case .popDisabled: .popDisabled
    case .beyondMaxInitialDistance: .beyondMaxInitialDistance
    case .transitioning: .transitioning
    case .excludedBy, .awaitedBegan, .slider: .preventedBy
    case .frozen: .stuck
    }
  }

  /// The rule in words, with the values it compared, as `explain` prints it:
  /// `detail.interactivePopDisabled = true`. The words of each rule are in the file that decides
  /// it, beside the comparison they describe.
  public var rule: String {
    switch self {
    case .endedBeforeRecognized: Recognizer.endedBeforeRecognizedWords
    case .touchCancelled: Recognizer.touchCancelledWords
    case .frozen: NavigationController.frozenWords
    case .notScrollable(let view): ScrollViewPan.notScrollableWords(view)
    case .rowSwipeDirection(let view, let dx, let direction, let revealed):
      SwipeRow.directionWords(view, dx: dx, direction: direction, revealed: revealed)
    case .outsideEdge(let x, let region, let width, let direction):
      EdgePop.outsideEdgeWords(x: x, edgeRegion: region, width: width, direction: direction)
    case .onNavigationBar(let y, let top, let bottom):
      EdgePop.onNavigationBarWords(y: y, top: top, bottom: bottom)
    case .tooSlow(let duration): EdgePop.tooSlowWords(edgeMaxDuration: duration)
    case .edgeDirection(let dx, let direction): EdgePop.directionWords(dx: dx, direction: direction)
    case .edgeAngle(let dx, let dy, let angle): EdgePop.angleWords(dx: dx, dy: dy, angleLimit: angle)
    case .navigationBarHidden: UIKitGate.barHiddenWords
    case .backButtonHidden(let screen): UIKitGate.backButtonWords(screen: screen, button: .hidden)
    case .customBackButton(let screen): UIKitGate.backButtonWords(screen: screen, button: .custom)
    case .verticalMovement(let dx, let dy, let limit): ContentPop.verticalWords(dx: dx, dy: dy, limit: limit)
    case .contentDirection(let dx, let direction, let hysteresis):
      ContentPop.directionWords(dx: dx, direction: direction, hysteresis: hysteresis)
    case .rootScreen(let count): NavigationController.rootScreenWords(stackCount: count)
    case .transitioning(let operation, let from, let to):
      NavigationController.transitioningWords(operation, from: from, to: to)
    case .popDisabled(let screen): FullscreenPop.popDisabledWords(screen: screen)
    case .beyondMaxInitialDistance(let screen, let x, let limit):
      FullscreenPop.maxInitialDistanceWords(screen: screen, x: x, limit: limit)
    case .popDirection(let dx, let direction): FullscreenPop.directionWords(dx: dx, direction: direction)
    case .excludedBy(let recognizer): Arbiter.excludedWords(by: recognizer)
    case .awaitedBegan(let recognizer): Arbiter.awaitedWords(by: recognizer)
    case .slider(let id, let dx, let dy): SliderGuard.words(slider: id, dx: dx, dy: dy)
    }
  }

  /// What the verdict log writes as `by`: the recognizer or slider that prevented this one.
  public var blocker: Blocker? {
    switch self {
    case .excludedBy(let recognizer), .awaitedBegan(let recognizer): .recognizer(recognizer)
    case .slider(let id, _, _): .slider(view: id)
    default: nil
    }
  }
}
