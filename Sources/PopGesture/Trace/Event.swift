/// One line of the trace's `events`: a finger or something the app does, at time `t`.
public struct Event: Sendable, Equatable {
  /// What happens at this moment.
  public enum Kind: Sendable, Equatable {
    case touch(TouchEvent)
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
  case began
  case moved
  case ended
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
  case push(Screen, animated: Bool = true)
  case pop(animated: Bool = true)
  case setStack([Screen])
  case set(PropertyChange)
  /// `present(_:animated:)` of a screen over the navigation controller.
  case present(Screen, style: PresentationStyle = .fullScreen, animated: Bool = true)
  /// `dismiss(animated:)` of the presented screen.
  case dismiss(animated: Bool = true)

  /// The actions, as traces and records name them.
  public enum Kind: String, Sendable, CaseIterable {
    case push, pop, setStack, set, present, dismiss
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
  case navigation(NavigationProperty)
  case screen(String, ScreenProperty)
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
  case fullscreenPopGestureEnabled(Bool)
  case viewControllerBasedNavigationBarAppearanceEnabled(Bool)
  case navigationBarHidden(Bool)
  case interactivePopGestureEnabled(Bool)
  case contentPopGestureEnabled(Bool)
  case interactivePopDelegate(SwipeDelegate)
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
  case interactivePopDisabled(Bool)
  case prefersNavigationBarHidden(Bool)
  case maxAllowedInitialDistanceToLeftEdge(Double)
  case backButton(BackButton)
}

/// A view property a `set` can change.
public enum ViewProperty: Sendable, Equatable {
  case contentOffset(Point)
  case revealed(Bool)
  case simultaneousWithPop(GestureView.Simultaneity)
  /// A slider's value, from 0 to 1.
  case value(Double)
  case hidden(Bool)
  /// From 0 to 1.
  case alpha(Double)
  case userInteractionEnabled(Bool)
  case recognizerEnabled(Bool)
  case leadingActions(Bool)
  case simultaneousWith(GestureView.RecognizerSet)
  case requiresFailureOf([RecognizerID])
  case requiredToFailBy([RecognizerID])
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
