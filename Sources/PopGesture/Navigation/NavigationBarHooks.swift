/// FD 1.1's view-controller-based navigation bar (contract section 5): a pushed screen's
/// will-appear hook sets the bar to its `prefersNavigationBarHidden`, and every will-disappear
/// schedules a check, run right after the current event, that shows the bar again unless the
/// screen on top prefers it hidden.
///
/// It decides; the navigation controller changes the bar.
struct NavigationBarHooks: Sendable {
  /// Whether the policy has the hooks at all.
  let isEnabled: Bool
  /// A will-disappear happened during the current event.
  private(set) var isDisappearCheckPending = false

  init(policy: Policy) {
    isEnabled = policy.managesNavigationBar
  }

  /// Whether a push gives the screen below (and the pushed one) a hook.
  func givesHooks(appearanceEnabled: Bool) -> Bool {
    isEnabled && appearanceEnabled
  }

  /// `viewWillAppear:` of `entry`: the bar it wants, or nil when it has no hook.
  func willAppear(_ entry: NavigationStack.Entry) -> Bool? {
    guard isEnabled, entry.hasWillAppearHook else { return nil }
    return entry.screen.prefersNavigationBarHidden
  }

  /// `viewWillDisappear:` of some screen: the check runs after the current event.
  mutating func willDisappear() {
    if isEnabled { isDisappearCheckPending = true }
  }

  /// Whether a will-disappear left its check for the end of the event; clears it.
  mutating func takeDisappearCheck() -> Bool {
    defer { isDisappearCheckPending = false }
    return isDisappearCheckPending
  }

  /// The check itself: the bar must be shown when the screen FD reads as the top, `top`, does not
  /// prefer it hidden.
  func showsBar(under top: NavigationStack.Entry?, appearanceEnabled: Bool) -> Bool {
    guard appearanceEnabled, let top else { return false }
    return !top.screen.prefersNavigationBarHidden
  }
}
