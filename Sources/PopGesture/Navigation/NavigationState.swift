/// The navigation controller: its stack, its bar, the library's switches and any running transition.
struct NavigationState: Sendable {
  /// A view controller on the stack, with what the library attached to it.
  struct Entry: Sendable {
    var screen: Screen
    /// FD's `fd_willAppearInjectBlock`: set the bar to this screen's preference when it appears.
    var hasWillAppearHook: Bool
    /// Tells instances apart when a `setStack` brings back an id.
    let serial: Int
  }

  /// A push or pop between its start and its end.
  struct Transition: Sendable {
    let serial: Int
    let operation: TransitionRecord.Operation
    let isInteractive: Bool
    let from: String
    let to: String
    /// The candidate index driving an interactive pop, in the current touch sequence.
    var driver: Int?
    /// The pop was released (or its recognizer cancelled) toward cancelling.
    var isCancelling = false
    /// The last `progress` value written, rounded, so unchanged values are not written again.
    var writtenProgress: Double?
  }

  var stack: [Entry] = []
  var isNavigationBarHidden: Bool
  var isFullscreenPopGestureEnabled: Bool
  var isViewControllerBasedNavigationBarAppearanceEnabled: Bool
  var isFullscreenPopInstalled: Bool
  var transition: Transition?
  /// Push, pop and setStack actions that arrived during a transition, in arrival order.
  var deferredActions: [Action] = []
  /// The KVC swap's root-screen freeze: nothing moves any more.
  var isFrozen = false
  private var nextSerial = 0

  init(_ description: NavigationDescription, policy: Policy) {
    isNavigationBarHidden = description.navigationBarHidden
    isFullscreenPopGestureEnabled = description.fullscreenPopGestureEnabled
    isViewControllerBasedNavigationBarAppearanceEnabled =
      description.viewControllerBasedNavigationBarAppearanceEnabled
    switch policy.fullscreenPop?.installation {
    case .always: isFullscreenPopInstalled = true
    case .atFirstPush: isFullscreenPopInstalled = description.installedByPush
    case nil: isFullscreenPopInstalled = false
    }
    // Screens that were pushed got their hook from the push that brought them.
    let hooked =
      policy.managesNavigationBar && description.installedByPush && description.stack.count >= 2
      && description.viewControllerBasedNavigationBarAppearanceEnabled
    for screen in description.stack {
      stack.append(makeEntry(screen, hooked: hooked))
    }
  }

  /// Wraps a screen arriving on the stack as a new instance.
  mutating func makeEntry(_ screen: Screen, hooked: Bool) -> Entry {
    nextSerial += 1
    return Entry(screen: screen, hasWillAppearHook: hooked, serial: nextSerial)
  }

  /// A new transition serial number.
  mutating func makeTransitionSerial() -> Int {
    nextSerial += 1
    return nextSerial
  }

  var isTransitioning: Bool { transition != nil }
  var top: Entry? { stack.last }
  var ids: [String] { stack.map(\.screen.id) }

  /// Where the screen FD's will-disappear check reads as the top is: the one being revealed during
  /// a pop. An index rather than the entry, which the check reads one field of.
  var effectiveTopIndex: Int? {
    if let transition, transition.operation == .pop, !transition.isCancelling, stack.count >= 2 {
      return stack.count - 2
    }
    return stack.indices.last
  }

  /// The stack index of the entry with `serial`.
  func index(ofSerial serial: Int) -> Int? {
    stack.firstIndex { $0.serial == serial }
  }

  /// The stack index of the screen named `id`.
  func index(ofScreen id: String) -> Int? {
    stack.firstIndex { $0.screen.id == id }
  }
}
