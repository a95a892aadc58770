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
/// Internal: callers pick a system by its `PolicyName`, and the replay builds the policy.
struct Policy: Sendable {
  /// When the library's full-screen pan is on the navigation controller's view.
  enum Installation: Sendable {
    /// Installed by the first push, or from the start when the trace says the stack was pushed.
    case atFirstPush
    /// Installed from the start, whatever built the stack.
    case always
  }

  /// When UIKit's own edge pan is enabled.
  enum EdgePopAvailability: Sendable {
    case never
    case untilFullscreenPopInstalled
    case always
  }

  /// One check of the full-screen pan's `gestureRecognizerShouldBegin:`.
  enum Check: Sendable {
    case rootScreen
    case popDisabled
    case maxInitialDistance
    case transitioning
    /// The pan must move toward the trailing edge; without layout awareness, always rightward.
    case direction(followsLayoutDirection: Bool)
  }

  /// The library's full-screen pan, for systems that add one.
  struct FullscreenPop: Sendable {
    var installation: Installation
    /// `shouldBegin`, in the order the delegate checks.
    var checks: [Check]
    /// `maximumNumberOfTouches = 1`: the pan follows the first finger only.
    var tracksFirstTouchOnly: Bool
    /// Whether a view's pan may run beside it through `simultaneousWithPop` (the README recipe).
    var honorsSimultaneityRecipe: Bool
    /// Without a delegate the pan begins even with nothing to pop, which freezes the controller.
    var freezesWithoutPoppableScreen: Bool
  }

  var name: PolicyName
  var fullscreenPop: FullscreenPop?
  var edgePop: EdgePopAvailability
  var hasContentPop: Bool
  /// Pushing a screen already on the stack is ignored instead of raising UIKit's exception.
  var guardsDuplicatePush: Bool
  /// FD 1.1's view-controller-based navigation bar hooks.
  var managesNavigationBar: Bool
  /// iOS 26: a scroll view at its leading edge waits for the content swipe to fail.
  var scrollViewsRequireContentPopFailure: Bool
}

extension Policy {
  /// The policy a name stands for.
  init(_ name: PolicyName) {
    switch name {
    case .fd: self = .fd
    case .zw: self = .zw
    case .kvc: self = .kvc
    case .system: self = .system
    case .native26: self = .native26
    }
  }

  /// FDFullscreenPopGesture, current source.
  static let fd = Policy(
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
  static let zw = Policy(
    name: .zw,
    fullscreenPop: FullscreenPop(
      installation: .atFirstPush,
      checks: [.rootScreen, .transitioning, .direction(followsLayoutDirection: false)],
      tracksFirstTouchOnly: false, honorsSimultaneityRecipe: true, freezesWithoutPoppableScreen: false),
    edgePop: .untilFullscreenPopInstalled, hasContentPop: false, guardsDuplicatePush: true,
    managesNavigationBar: false, scrollViewsRequireContentPopFailure: false)

  /// The KVC target swap with no delegate: always begins, and freezes on the root screen.
  static let kvc = Policy(
    name: .kvc,
    fullscreenPop: FullscreenPop(
      installation: .always, checks: [], tracksFirstTouchOnly: false, honorsSimultaneityRecipe: false,
      freezesWithoutPoppableScreen: true),
    edgePop: .never, hasContentPop: false, guardsDuplicatePush: false,
    managesNavigationBar: false, scrollViewsRequireContentPopFailure: false)

  /// UIKit with no library: the 13 pt edge pan only.
  static let system = Policy(
    name: .system, fullscreenPop: nil, edgePop: .always, hasContentPop: false,
    guardsDuplicatePush: false, managesNavigationBar: false, scrollViewsRequireContentPopFailure: false)

  /// UIKit on iOS 26: the edge pan and `interactiveContentPopGestureRecognizer`.
  static let native26 = Policy(
    name: .native26, fullscreenPop: nil, edgePop: .always, hasContentPop: true,
    guardsDuplicatePush: false, managesNavigationBar: false, scrollViewsRequireContentPopFailure: true)
}
