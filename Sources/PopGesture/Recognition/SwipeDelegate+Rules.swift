/// What UIKit's back swipes ask before they begin, by who answers for them (<doc:ModelAssumptions>,
/// replaced delegates).
///
/// UIKit's own delegate asks its gate and the navigation bar at touch-down, and the stack and
/// a running transition at `shouldBegin`. An app that puts its own delegate in place (the usual
/// workaround after a custom back button or a hidden bar) asks only what it checks: the stack's
/// count, or nothing. A pop such a delegate lets begin with nothing to pop, or inside another
/// transition, freezes the navigation controller, as the KVC swap's does.
extension SwipeDelegate {
  /// Whether UIKit's gate (`UIKitGate`) and the edge swipe's navigation bar check are asked at
  /// touch-down: only by UIKit's own delegate.
  var asksUIKitGate: Bool { self == .uikit }

  /// The navigation checks of `shouldBegin`: UIKit's own asks `rootScreen`, then
  /// `transitioning`; `stackCount` asks only the stack; `always` asks nothing.
  func shouldBegin(in navigation: NavigationController) -> Cause? {
    switch self {
    case .uikit: navigation.rootScreenCause ?? navigation.transitioningCause
    case .stackCount: navigation.rootScreenCause
    case .always: nil
    }
  }

  /// Whether a pop this delegate lets begin can find nothing to pop, or another transition
  /// running, and so freeze the controller.
  var freezesWithoutPoppableScreen: Bool { self != .uikit }
}
