/// FD's view-controller-based navigation bar (<doc:TraceFormat>, the navigation bar): a pushed
/// screen's will-appear hook sets the bar to its `prefersNavigationBarHidden`, and (in FD's
/// current source, not in release 1.1) every will-disappear schedules a check, run right after
/// the current event, that shows the bar again unless the screen on top prefers it hidden.
///
/// Hooks belong to screen ids, as the library's block belongs to a view controller that an app
/// keeps: a screen that leaves the stack and comes back with the same id keeps its hook. It
/// decides; the navigation controller changes the bar.
struct NavigationBarHooks: Sendable, Equatable {
  /// Whether the policy has the hooks at all.
  let isEnabled: Bool
  /// Whether a will-disappear schedules the check (FD after release 1.1).
  let checksOnWillDisappear: Bool
  /// The ids of the screens that have FD's `fd_willAppearInjectBlock`.
  private(set) var hookedScreens: Set<String> = []
  /// A will-disappear happened during the current event.
  private(set) var isDisappearCheckPending = false

  init(policy: Policy) {
    isEnabled = policy.managesNavigationBar
    checksOnWillDisappear = policy.managesNavigationBar && policy.checksBarOnWillDisappear
  }

  /// Whether a push gives the screen below (and the pushed one) a hook.
  func givesHooks(appearanceEnabled: Bool) -> Bool {
    isEnabled && appearanceEnabled
  }

  /// Gives screen `id` its will-appear hook; a screen keeps one it has.
  mutating func giveHook(to id: String) {
    hookedScreens.insert(id)
  }

  /// Whether screen `id` was given a hook, on the stack or before it left.
  func hasHook(_ id: String) -> Bool {
    !hookedScreens.isEmpty && hookedScreens.contains(id)
  }

  /// `viewWillAppear:` of `entry`: the bar it wants, or nil when it has no hook.
  func willAppear(_ entry: NavigationStack.Entry) -> Bool? {
    guard isEnabled, entry.hasWillAppearHook else { return nil }
    return entry.screen.prefersNavigationBarHidden
  }

  /// `viewWillDisappear:` of some screen: the check runs after the current event.
  mutating func willDisappear() {
    if checksOnWillDisappear { isDisappearCheckPending = true }
  }

  /// Whether a will-disappear left its check for the end of the event; clears it.
  mutating func takeDisappearCheck() -> Bool {
    defer { isDisappearCheckPending = false }
    return isDisappearCheckPending
  }

  /// The check itself: the bar must be shown when the screen FD reads as the top, `top`, does not
  /// prefer it hidden.
  func showsBar(under top: Screen?, appearanceEnabled: Bool) -> Bool {
    guard appearanceEnabled, let top else { return false }
    return !top.prefersNavigationBarHidden
  }
}
