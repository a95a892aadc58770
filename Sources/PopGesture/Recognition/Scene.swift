/// What the rules read when they decide: the device, the model's settings, the policy and the
/// navigation controller as it is at that moment.
///
/// The replayer owns one and changes only its navigation controller; recognizers, the arbiter
/// and the navigation rules take it as a parameter and never keep it. The policy, the device and
/// the settings are the navigation controller's, which holds the one copy of each.
struct Scene: Sendable {
  var navigation: NavigationController

  init(policy: Policy, device: Device, settings: Trace.Settings, navigation: NavigationDescription) {
    self.navigation = NavigationController(navigation, policy: policy, settings: settings, device: device)
  }

  var policy: Policy { navigation.policy }
  var device: Device { navigation.device }
  var settings: Trace.Settings { navigation.settings }

  /// +1 left-to-right, -1 right-to-left: the sign of a movement toward the trailing edge.
  var direction: Double { device.layoutDirection.sign }

  /// The visible navigation bar's top and bottom, or nil while the bar is hidden.
  var navigationBar: (top: Double, bottom: Double)? {
    guard !navigation.isNavigationBarHidden else { return nil }
    return (device.topInset, device.topInset + settings.navigationBarHeight)
  }

  /// The current state of the view `reference` points at, if its screen is still on the stack.
  func view(_ reference: ViewReference) -> GestureView? {
    navigation.stack.view(reference)
  }
}
