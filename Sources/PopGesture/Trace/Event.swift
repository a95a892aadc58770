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

  /// The four actions, as traces and records name them.
  public enum Kind: String, Sendable, CaseIterable {
    case push, pop, setStack, set
  }

  /// Which of the four actions it is.
  public var kind: Kind {
    switch self {
    case .push: .push
    case .pop: .pop
    case .setStack: .setStack
    case .set: .set
    }
  }
}

/// A `set` action: one property of the navigation controller, a screen or a view.
public enum PropertyChange: Sendable, Equatable {
  case navigation(NavigationProperty)
  case screen(String, ScreenProperty)
  case view(screen: String, view: String, ViewProperty)

  /// The screen the change names, if any.
  var screenID: String? {
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

  /// The property's key, as a `set` names it.
  package var key: String {
    switch self {
    case .contentOffset: "contentOffset"
    case .revealed: "revealed"
    case .simultaneousWithPop: "simultaneousWithPop"
    case .value: "value"
    }
  }

  /// The view kinds that have this property: a `set` on a view of another kind is an input error.
  package var kinds: [GestureView.Kind] {
    switch self {
    case .contentOffset: [.scrollView]
    case .revealed: [.swipeActions]
    case .simultaneousWithPop(let value): GestureView.Simultaneity.kinds(for: value)
    case .value: [.slider]
    }
  }
}
