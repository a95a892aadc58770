/// A decoded `popgesture-trace/1` document: the device, the screen stack and the events to replay.
public struct Trace: Sendable, Equatable {
  /// The only format this reader understands.
  public static let format = "popgesture-trace/1"
  /// The largest magnitude of any number in a trace: no screen or recording comes near it, and
  /// within it every value the model derives stays finite once rounded for the records.
  static let maximumMagnitude = 1e15

  public var name: String?
  public var policy: PolicyName
  public var device: Device
  public var settings: Settings
  public var navigation: NavigationDescription
  public var events: [Event]

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
  public var width: Double = 390
  public var height: Double = 844
  /// Height of the status bar; the navigation bar starts there.
  public var topInset: Double = 47
  public var layoutDirection: LayoutDirection = .leftToRight
  /// The iOS major version the app runs on, or the SDK it was built with when that is older:
  /// from 26 on, UIKit adds its content swipe beside every library.
  public var ios = Device.defaultIOS

  /// iOS 26, which every app update has been built with since April 2026.
  public static let defaultIOS = 26
  /// The versions a trace may name.
  public static let iosVersions = 7...99
  /// The first version with the system content swipe, `contentPop`.
  public static let firstContentPopIOS = 26

  public init() {}

  /// Whether UIKit has its content swipe here.
  var hasContentPop: Bool { ios >= Self.firstContentPopIOS }
}

/// UIKit's `userInterfaceLayoutDirection`.
public enum LayoutDirection: String, Sendable, CaseIterable {
  case leftToRight
  case rightToLeft

  /// The sign of a movement toward the trailing edge: +1 left-to-right, -1 right-to-left.
  var sign: Double { self == .leftToRight ? 1 : -1 }
}

/// How a released interactive pop decides between finishing and cancelling.
public enum FinishRule: String, Sendable, CaseIterable {
  case projection
  case legacy
  case flutter
}

/// The model's constants, each overridable per trace (<doc:TraceFormat>, settings).
public struct Settings: Sendable, Equatable {
  public var panHysteresis: Double = 10
  public var edgeRegion: Double = 13
  public var edgeHysteresis: Double = 15
  public var edgeMaxDuration: Double = 0.25
  /// How steep, in degrees from the edge's normal, an edge swipe may go before it fails with
  /// `verticalMovement`; strictly between 0 and 90.
  public var edgeAngleLimit: Double = 77.5
  public var contentHysteresis: Double = 30
  public var navigationBarHeight: Double = 44
  public var transitionDuration: Double = 0.35
  public var releaseProjection: Double = 0.12
  public var finishRule: FinishRule = .projection

  public init() {}
}

/// The navigation controller as the trace's first event finds it.
public struct NavigationDescription: Sendable, Equatable {
  public var stack: [Screen]
  public var navigationBarHidden = false
  public var fullscreenPopGestureEnabled = true
  public var viewControllerBasedNavigationBarAppearanceEnabled = true
  /// Whether the stack was built by pushes, which installs the library's pan.
  public var installedByPush = true
  /// `interactivePopGestureRecognizer.enabled`; nil for its default: off where the library's pan
  /// is installed at the start (the library turned it off), else on.
  public var interactivePopGestureEnabled: Bool?
  /// `interactiveContentPopGestureRecognizer.enabled` (iOS 26); no library touches it.
  public var contentPopGestureEnabled = true
  /// What whoever wrote the description wants its readers to know (an import lists there what
  /// it could not tell); the model never reads them.
  public var notes: [String] = []

  public init(stack: [Screen]) {
    self.stack = stack
  }
}
