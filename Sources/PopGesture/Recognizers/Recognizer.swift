/// One candidate recognizer of a touch sequence: what it is, its UIKit state and its pan.
struct Recognizer: Sendable {
  /// What the recognizer belongs to.
  enum Role: Sendable, Equatable {
    /// The library's full-screen pan on the navigation controller's view.
    case fullscreenPop
    /// iOS 26's `interactiveContentPopGestureRecognizer`.
    case contentPop
    /// UIKit's `interactivePopGestureRecognizer`, the screen-edge pan.
    case edgePop
    /// A scroll view's pan, a custom pan or a row's swipe-to-delete pan.
    case view(ViewReference)
  }

  /// UIKit's `UIGestureRecognizerState`, plus the arbiter's `waiting`.
  enum State: Sendable, Equatable {
    case possible, waiting, began, changed, ended, cancelled, failed

    /// Possible or waiting: not yet decided.
    var isPending: Bool { self == .possible || self == .waiting }
    /// Began or changed: recognizing now.
    var isActive: Bool { self == .began || self == .changed }
  }

  let name: String
  let role: Role
  /// Movement needed before the pan wants to begin.
  let hysteresis: Double
  var state: State = .possible
  var pan: PanTracker
  /// Candidates (by index) that must fail before this one may begin, while it waits.
  var awaitedFailures: [Int] = []
  /// The scroll view's `contentOffset` when its pan began.
  var scrollOffsetAtBegin = Point.zero
  /// Whether the UIKit event being evaluated moved this pan.
  var hasMoved = false
  /// Whether the finger lifting in the UIKit event being evaluated releases this pan.
  var isReleased = false

  init(name: String, role: Role, hysteresis: Double, pan: PanTracker) {
    self.name = name
    self.role = role
    self.hysteresis = hysteresis
    self.pan = pan
  }

  /// Whether the recognizer sits on the navigation controller rather than on a view of a screen.
  var isNavigationLevel: Bool {
    switch role {
    case .fullscreenPop, .contentPop, .edgePop: true
    case .view: false
    }
  }

  /// The view the recognizer is attached to, if any.
  var view: ViewReference? {
    if case .view(let reference) = role { return reference }
    return nil
  }
}
