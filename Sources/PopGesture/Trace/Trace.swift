/// A decoded `popgesture-trace/1` document: the device, the screen stack and the events to replay.
public struct Trace: Sendable, Equatable {
  /// The only format this reader understands.
  public static let format = "popgesture-trace/1"
  /// The largest magnitude of any number in a trace: no screen or recording comes near it, and
  /// within it every value the model derives stays finite once rounded for the records.
  package static let maximumMagnitude = 1e15

  /// A title, printed in the verdict log's header.
  public var name: String?
  /// The library the app uses.
  public var policy: PolicyName
  /// The screen, its layout direction and the iOS version.
  public var device: Device
  /// The model's constants, the defaults unless the trace sets them.
  public var settings: Settings
  /// The navigation controller as the first event finds it.
  public var navigation: NavigationDescription
  /// The fingers and the app's actions, in time order.
  public var events: [Event]

  /// A trace of `events` on `navigation`, with the format's defaults for what is not given.
  public init(
    name: String? = nil, policy: PolicyName = .fd, device: Device = Device(),
    settings: Settings = Settings(), navigation: NavigationDescription, events: [Event]
  ) {
    self.name = name
    self.policy = policy
    self.device = device
    self.settings = settings
    self.navigation = navigation
    self.events = events
  }
}

/// The screen the trace was recorded on.
public struct Device: Sendable, Equatable {
  /// The screen's width in points.
  public var width: Double
  /// The screen's height in points.
  public var height: Double
  /// Height of the status bar; the navigation bar starts there.
  public var topInset: Double
  /// Left to right or right to left, which flips the back swipe's direction.
  public var layoutDirection: LayoutDirection
  /// The iOS major version the app runs on, or the SDK it was built with when that is older:
  /// from 26 on, UIKit adds its content swipe beside every library.
  public var ios: Int

  /// iOS 26, which every app update has been built with since April 2026.
  public static let defaultIOS = 26
  /// The versions a trace may name.
  public static let iosVersions = 7...99
  /// The first version with the system content swipe, `contentPop`.
  public static let firstContentPopIOS = 26

  /// A device with the trace format's defaults for everything not given: an iPhone of 390 x 844
  /// points, a 47-point status bar, left to right, on iOS 26.
  public init(
    width: Double = 390, height: Double = 844, topInset: Double = 47,
    layoutDirection: LayoutDirection = .leftToRight, ios: Int = Device.defaultIOS
  ) {
    self.width = width
    self.height = height
    self.topInset = topInset
    self.layoutDirection = layoutDirection
    self.ios = ios
  }

  /// Whether UIKit has its content swipe here.
  var hasContentPop: Bool { ios >= Self.firstContentPopIOS }
}

/// How a released interactive pop decides between finishing and cancelling.
public enum FinishRule: String, Sendable, CaseIterable {
  /// UIKit's: the progress, projected `releaseProjection` seconds ahead at the release velocity,
  /// must pass `min(187.5 / width, 0.5)`.
  case projection
  /// Older UIKit's: a release moving toward the back edge, or not moving, finishes.
  case legacy
  /// Flutter's: a fling of a screen width a second or more decides by its direction; otherwise
  /// the pop finishes past half way.
  case flutter
}

/// The navigation controller as the trace's first event finds it.
public struct NavigationDescription: Sendable, Equatable {
  /// The screens, bottom first.
  public var stack: [Screen]
  /// Whether the navigation bar starts hidden.
  public var navigationBarHidden: Bool
  /// The library's switch for its full-screen pan.
  public var fullscreenPopGestureEnabled: Bool
  /// FD's switch for hiding and showing the bar per screen.
  public var viewControllerBasedNavigationBarAppearanceEnabled: Bool
  /// Whether the stack was built by pushes, which installs the library's pan.
  public var installedByPush: Bool
  /// `interactivePopGestureRecognizer.enabled`; nil for its default: off where the library's pan
  /// is installed at the start (the library turned it off), else on.
  public var interactivePopGestureEnabled: Bool?
  /// `interactiveContentPopGestureRecognizer.enabled` (iOS 26); no library touches it.
  public var contentPopGestureEnabled: Bool
  /// Who decides whether UIKit's edge swipe may begin: UIKit's own delegate, or the app's.
  public var interactivePopDelegate: SwipeDelegate
  /// Who decides whether UIKit's content swipe (iOS 26) may begin.
  public var contentPopDelegate: SwipeDelegate
  /// What whoever wrote the description wants its readers to know (an import lists there what
  /// it could not tell); the model never reads them.
  public var notes: [String]

  /// A stack of screens, bottom first, with the trace format's default for every switch not
  /// given: the bar shown, every recognizer on, the stack built by pushes.
  public init(
    stack: [Screen], navigationBarHidden: Bool = false, fullscreenPopGestureEnabled: Bool = true,
    viewControllerBasedNavigationBarAppearanceEnabled: Bool = true, installedByPush: Bool = true,
    interactivePopGestureEnabled: Bool? = nil, contentPopGestureEnabled: Bool = true,
    interactivePopDelegate: SwipeDelegate = .uikit, contentPopDelegate: SwipeDelegate = .uikit,
    notes: [String] = []
  ) {
    self.stack = stack
    self.navigationBarHidden = navigationBarHidden
    self.fullscreenPopGestureEnabled = fullscreenPopGestureEnabled
    self.viewControllerBasedNavigationBarAppearanceEnabled = viewControllerBasedNavigationBarAppearanceEnabled
    self.installedByPush = installedByPush
    self.interactivePopGestureEnabled = interactivePopGestureEnabled
    self.contentPopGestureEnabled = contentPopGestureEnabled
    self.interactivePopDelegate = interactivePopDelegate
    self.contentPopDelegate = contentPopDelegate
    self.notes = notes
  }
}
