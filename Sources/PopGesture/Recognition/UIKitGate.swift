/// UIKit's gate for its own back swipes, `edgePop` and `contentPop`: the navigation controller's
/// `_shouldInteractivePopGestureBeEnabled`, asked before the recognizer receives the touch.
///
/// A hidden navigation bar, a hidden back button, or custom left bar button items without
/// `leftItemsSupplementBackButton` turn both swipes off, checked in that order at touch-down.
/// The libraries' `fullscreenPop` has no such gate.
enum UIKitGate {
  /// Why UIKit's swipes are off for the top screen now, or nil when the gate is open.
  static func closure(in scene: Scene) -> Cause? {
    if scene.navigation.isNavigationBarHidden { return .navigationBarHidden }
    guard let top = scene.navigation.stack.top else { return nil }
    switch top.screen.backButton {
    case .standard: return nil
    case .hidden: return .backButtonHidden(screen: top.screen.id)
    case .custom: return .customBackButton(screen: top.screen.id)
    }
  }
}

extension UIKitGate {
  /// `navigationBarHidden` in words.
  static let barHiddenWords =
    "UIKit's gate: the navigation bar is hidden, which turns UIKit's back swipes off"

  /// `backButtonHidden` or `customBackButton` in words.
  static func backButtonWords(screen: String, button: BackButton) -> String {
    let setting =
      switch button {
      case .hidden: "hidden (hidesBackButton)"
      case .custom: "custom (leftBarButtonItems without leftItemsSupplementBackButton)"
      case .standard: "standard"
      }
    return "UIKit's gate: \(screen).backButton = \(setting) turns UIKit's back swipes off"
  }
}
