/// The word a trace or `--policy` uses to pick a system.
public enum PolicyName: String, Sendable, CaseIterable {
  case fd
  case zw
  case kvc
  case system
  case native26
}

/// One system that gives a navigation controller a back swipe, written as data the engine reads.
///
/// Each field is a rule of the contract's section 3; the engine never asks which policy it runs.
public struct Policy: Sendable {
  /// When the library's full-screen pan is on the navigation controller's view.
  public enum Installation: Sendable {
    /// Installed by the first push, or from the start when the trace says the stack was pushed.
    case atFirstPush
    /// Installed from the start, whatever built the stack.
    case always
  }

  /// When UIKit's own edge pan is enabled.
  public enum EdgePopAvailability: Sendable {
    case never
    case untilFullscreenPopInstalled
    case always
  }

  /// One check of the full-screen pan's `gestureRecognizerShouldBegin:`.
  public enum Check: Sendable {
    case rootScreen
    case popDisabled
    case maxInitialDistance
    case transitioning
    /// The pan must move toward the trailing edge; without layout awareness, always rightward.
    case direction(followsLayoutDirection: Bool)
  }

  /// The library's full-screen pan, for systems that add one.
  public struct FullscreenPop: Sendable {
    public var installation: Installation
    /// `shouldBegin`, in the order the delegate checks.
    public var checks: [Check]
    /// `maximumNumberOfTouches = 1`: the pan follows the first finger only.
    public var tracksFirstTouchOnly: Bool
    /// Whether a view's pan may run beside it through `simultaneousWithPop` (the README recipe).
    public var honorsSimultaneityRecipe: Bool
    /// Without a delegate the pan begins even with nothing to pop, which freezes the controller.
    public var freezesWithoutPoppableScreen: Bool
  }

  public var name: PolicyName
  public var fullscreenPop: FullscreenPop?
  public var edgePop: EdgePopAvailability
  public var hasContentPop: Bool
  /// Pushing a screen already on the stack is ignored instead of raising UIKit's exception.
  public var guardsDuplicatePush: Bool
  /// FD 1.1's view-controller-based navigation bar hooks.
  public var managesNavigationBar: Bool
  /// iOS 26: a scroll view at its leading edge waits for the content swipe to fail.
  public var scrollViewsRequireContentPopFailure: Bool
}

extension Policy {
  /// The policy a name stands for.
  public init(_ name: PolicyName) {
    switch name {
    case .fd: self = .fd
    case .zw: self = .zw
    case .kvc: self = .kvc
    case .system: self = .system
    case .native26: self = .native26
    }
  }

  /// FDFullscreenPopGesture, current source.
  public static let fd = Policy(
    name: .fd,
    fullscreenPop: FullscreenPop(
      installation: .atFirstPush,
      checks: [
        .rootScreen, .popDisabled, .maxInitialDistance, .transitioning,
        .direction(followsLayoutDirection: true),
      ],
      tracksFirstTouchOnly: true, honorsSimultaneityRecipe: true, freezesWithoutPoppableScreen: false),
    edgePop: .untilFullscreenPopInstalled, hasContentPop: false, guardsDuplicatePush: true,
    managesNavigationBar: true, scrollViewsRequireContentPopFailure: false)

  /// The 80-line ZWFullScreenPanBack category: three checks, no right-to-left, no touch limit.
  public static let zw = Policy(
    name: .zw,
    fullscreenPop: FullscreenPop(
      installation: .atFirstPush,
      checks: [.rootScreen, .transitioning, .direction(followsLayoutDirection: false)],
      tracksFirstTouchOnly: false, honorsSimultaneityRecipe: true, freezesWithoutPoppableScreen: false),
    edgePop: .untilFullscreenPopInstalled, hasContentPop: false, guardsDuplicatePush: true,
    managesNavigationBar: false, scrollViewsRequireContentPopFailure: false)

  /// The KVC target swap with no delegate: always begins, and freezes on the root screen.
  public static let kvc = Policy(
    name: .kvc,
    fullscreenPop: FullscreenPop(
      installation: .always, checks: [], tracksFirstTouchOnly: false, honorsSimultaneityRecipe: false,
      freezesWithoutPoppableScreen: true),
    edgePop: .never, hasContentPop: false, guardsDuplicatePush: false,
    managesNavigationBar: false, scrollViewsRequireContentPopFailure: false)

  /// UIKit with no library: the 13 pt edge pan only.
  public static let system = Policy(
    name: .system, fullscreenPop: nil, edgePop: .always, hasContentPop: false,
    guardsDuplicatePush: false, managesNavigationBar: false, scrollViewsRequireContentPopFailure: false)

  /// UIKit on iOS 26: the edge pan and `interactiveContentPopGestureRecognizer`.
  public static let native26 = Policy(
    name: .native26, fullscreenPop: nil, edgePop: .always, hasContentPop: true,
    guardsDuplicatePush: false, managesNavigationBar: false, scrollViewsRequireContentPopFailure: true)
}
