/// One line of the trace's `events`: a finger or something the app does, at time `t`.
public struct Event: Sendable, Equatable {
  /// What happens at this moment.
  public enum Kind: Sendable, Equatable {
    /// A finger's sample.
    case touch(TouchEvent)
    /// Something the app does to its navigation controller.
    case action(Action)
  }

  /// When it happens, in seconds from the trace's start.
  public var t: Double
  /// A finger's sample or an app action.
  public var kind: Kind

  /// An event of `kind` at time `t`.
  public init(t: Double, kind: Kind) {
    self.t = t
    self.kind = kind
  }
}

/// UIKit's touch phases, as far as traces use them.
public enum TouchPhase: String, Sendable, CaseIterable {
  /// The finger went down.
  case began
  /// The finger moved.
  case moved
  /// The finger lifted.
  case ended
  /// The system took the touch away, as for an incoming call.
  case cancelled
}

/// One finger's sample.
public struct TouchEvent: Sendable, Equatable {
  /// The finger: the same number from its `began` to its `ended` or `cancelled`.
  public var touch: Int
  /// What the finger does.
  public var phase: TouchPhase
  /// Where it is, in screen points.
  public var location: Point

  /// Finger `touch` in `phase` at `location`.
  public init(touch: Int, phase: TouchPhase, location: Point) {
    self.touch = touch
    self.phase = phase
    self.location = location
  }
}

/// What the app does to its navigation controller at a moment of the trace.
///
/// `animated` defaults to `true`, as in the trace format: `.push(Screen(id: "detail"))`, `.pop()`.
public enum Action: Sendable, Equatable {
  /// `pushViewController(_:animated:)` of a screen.
  case push(Screen, animated: Bool = true)
  /// `popViewController(animated:)` of the top screen.
  case pop(animated: Bool = true)
  /// `setViewControllers(_:animated:)` without animation: the stack, bottom first, replaced.
  case setStack([Screen])
  /// A change of one property of the navigation controller, a screen or a view.
  case set(PropertyChange)
  /// `present(_:animated:)` of a screen over the navigation controller.
  case present(Screen, style: PresentationStyle = .fullScreen, animated: Bool = true)
  /// `dismiss(animated:)` of the presented screen.
  case dismiss(animated: Bool = true)

  /// The actions, as traces and records name them.
  public enum Kind: String, Sendable, CaseIterable {
    /// `push(_:animated:)`.
    case push
    /// `pop(animated:)`.
    case pop
    /// `setStack(_:)`.
    case setStack
    /// `set(_:)`.
    case set
    /// `present(_:style:animated:)`.
    case present
    /// `dismiss(animated:)`.
    case dismiss
  }

  /// Which of the actions it is.
  public var kind: Kind {
    switch self {
    case .push: .push
    case .pop: .pop
    case .setStack: .setStack
    case .set: .set
    case .present: .present
    case .dismiss: .dismiss
    }
  }
}

/// How a presented screen covers the navigation controller (`modalPresentationStyle`).
public enum PresentationStyle: String, Sendable, CaseIterable {
  /// `.fullScreen`: the presented screen covers everything.
  case fullScreen
  /// `.pageSheet`: a sheet over a dimming view, which takes the touches around the sheet.
  case pageSheet
}

/// A `set` action: one property of the navigation controller, a screen or a view.
public enum PropertyChange: Sendable, Equatable {
  /// A property of the navigation controller.
  case navigation(NavigationProperty)
  /// A property of the screen with the given id.
  case screen(String, ScreenProperty)
  /// A property of the view `view` on the screen `screen`.
  case view(screen: String, view: String, ViewProperty)

  /// The screen the change names, if any.
  package var screenID: String? {
    switch self {
    case .navigation: nil
    case .screen(let screen, _), .view(let screen, _, _): screen
    }
  }
}

/// A navigation-level property a `set` can change.
public enum NavigationProperty: Sendable, Equatable {
  /// The library's switch for its full-screen pan.
  case fullscreenPopGestureEnabled(Bool)
  /// FD's switch for hiding and showing the bar per screen.
  case viewControllerBasedNavigationBarAppearanceEnabled(Bool)
  /// Hides or shows the navigation bar.
  case navigationBarHidden(Bool)
  /// `interactivePopGestureRecognizer.enabled`: UIKit's edge swipe on or off.
  case interactivePopGestureEnabled(Bool)
  /// `interactiveContentPopGestureRecognizer.enabled`: UIKit's content swipe (iOS 26) on or off.
  case contentPopGestureEnabled(Bool)
  /// Who decides whether UIKit's edge swipe may begin.
  case interactivePopDelegate(SwipeDelegate)
  /// Who decides whether UIKit's content swipe may begin.
  case contentPopDelegate(SwipeDelegate)
}

/// Who answers `gestureRecognizerShouldBegin` (and `shouldReceiveTouch`) for one of UIKit's back
/// swipes: UIKit's own delegate, or one the app put in its place.
public enum SwipeDelegate: String, Sendable, CaseIterable {
  /// UIKit's own: its gate (a hidden bar, a hidden or custom back button), the navigation bar,
  /// the root screen and a running transition all refuse the swipe.
  case uikit
  /// The app's, which begins whenever the stack holds more than one screen: the usual
  /// workaround after a custom back button or a hidden bar. The gate, the bar and a running
  /// transition are not asked.
  case stackCount
  /// No delegate, or one that always says yes: the swipe begins on the root screen too.
  case always
}

/// A screen property a `set` can change.
public enum ScreenProperty: Sendable, Equatable {
  /// `fd_interactivePopDisabled`: whether the library's pan refuses every swipe on the screen.
  case interactivePopDisabled(Bool)
  /// `fd_prefersNavigationBarHidden`: whether FD hides the bar while the screen is on top.
  case prefersNavigationBarHidden(Bool)
  /// `fd_interactivePopMaxAllowedInitialDistanceToLeftEdge`, in points; 0 for no limit.
  case maxAllowedInitialDistanceToLeftEdge(Double)
  /// The back button the screen shows.
  case backButton(BackButton)
}

/// A view property a `set` can change.
public enum ViewProperty: Sendable, Equatable {
  /// Where a scroll view's content is scrolled to, as the app sets it.
  case contentOffset(Point)
  /// Whether a row's actions are showing.
  case revealed(Bool)
  /// FD's README recipe: when the view's pan may run beside `fullscreenPop`.
  case simultaneousWithPop(GestureView.Simultaneity)
  /// A slider's value, from 0 to 1.
  case value(Double)
  /// `isHidden`: whether hit testing skips the view and everything inside it.
  case hidden(Bool)
  /// From 0 to 1.
  case alpha(Double)
  /// `isUserInteractionEnabled`: when off, hit testing skips the view and everything inside it.
  case userInteractionEnabled(Bool)
  /// The view's recognizer's `isEnabled`: when off, it is no candidate.
  case recognizerEnabled(Bool)
  /// Whether a row has leading swipe actions, which open it on a drag in the back direction.
  case leadingActions(Bool)
  /// The recognizers the view's own may run beside (`shouldRecognizeSimultaneouslyWith`).
  case simultaneousWith(GestureView.RecognizerSet)
  /// The recognizers the view's own waits to fail before it begins (`require(toFail:)`).
  case requiresFailureOf([RecognizerID])
  /// The recognizers that wait for the view's own to fail before they begin.
  case requiredToFailBy([RecognizerID])
  /// Rectangles, in screen points, where the view's recognizer takes no touch
  /// (`shouldReceive` answering no).
  case ignoresTouchesIn([Rect])

  /// The property's key, as a `set` names it.
  package var key: String {
    switch self {
    case .contentOffset: "contentOffset"
    case .revealed: "revealed"
    case .simultaneousWithPop: "simultaneousWithPop"
    case .value: "value"
    case .hidden: "hidden"
    case .alpha: "alpha"
    case .userInteractionEnabled: "userInteractionEnabled"
    case .recognizerEnabled: "recognizerEnabled"
    case .leadingActions: "leadingActions"
    case .simultaneousWith: "simultaneousWith"
    case .requiresFailureOf: "requiresFailureOf"
    case .requiredToFailBy: "requiredToFailBy"
    case .ignoresTouchesIn: "ignoresTouchesIn"
    }
  }

  /// The view kinds that have this property: a `set` on a view of another kind is an input error.
  package var kinds: [GestureView.Kind] {
    switch self {
    case .simultaneousWithPop(let value): GestureView.Simultaneity.kinds(for: value)
    default: GestureView.kindsByKey[key] ?? GestureView.Kind.allCases
    }
  }

  /// Changes `view` as the property says.
  package func apply(to view: inout GestureView) {
    switch self {
    case .contentOffset(let offset): view.contentOffset = offset
    case .revealed(let value): view.revealed = value
    case .simultaneousWithPop(let value): view.simultaneousWithPop = value
    case .value(let value): view.value = value
    case .hidden(let value): view.hidden = value
    case .alpha(let value): view.alpha = value
    case .userInteractionEnabled(let value): view.userInteractionEnabled = value
    case .recognizerEnabled(let value): view.recognizerEnabled = value
    case .leadingActions(let value): view.leadingActions = value
    case .simultaneousWith(let value): view.simultaneousWith = value
    case .requiresFailureOf(let value): view.requiresFailureOf = value
    case .requiredToFailBy(let value): view.requiredToFailBy = value
    case .ignoresTouchesIn(let value): view.ignoresTouchesIn = value
    }
  }
}
