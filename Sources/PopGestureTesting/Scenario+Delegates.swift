/// Who answers for UIKit's back swipes: modifiers that put an app's own delegate in place
/// (the trace format's navigation keys `interactivePopDelegate` and `contentPopDelegate`).
///
///     let scenario = Scenario(stack: [Screen(id: "inbox"), message], steps: [swipe])
///       .interactivePopDelegate(.stackCount)
extension Scenario {
  /// This scenario with `delegate` answering for UIKit's edge swipe
  /// (`interactivePopGestureRecognizer.delegate`): `.stackCount` begins whenever the stack holds
  /// more than one screen, `.always` even on the root screen, which freezes the controller.
  public func interactivePopDelegate(_ delegate: SwipeDelegate) -> Scenario {
    var scenario = self
    scenario.navigation.interactivePopDelegate = delegate
    return scenario
  }

  /// This scenario with `delegate` answering for iOS 26's content swipe
  /// (`interactiveContentPopGestureRecognizer.delegate`), as `interactivePopDelegate(_:)` does
  /// for the edge swipe.
  public func contentPopDelegate(_ delegate: SwipeDelegate) -> Scenario {
    var scenario = self
    scenario.navigation.contentPopDelegate = delegate
    return scenario
  }
}
