/// The word a trace or `--policy` uses to pick a system.
public enum PolicyName: String, Sendable, CaseIterable {
  /// FDFullscreenPopGesture as its repository has it today: the library's full-screen pan, with
  /// its initial distance limit and its bar handling.
  case fd
  // swift-format-ignore: AlwaysUseLowerCamelCase
  // The underscore stands for the dot of the version, "fd1.1"; `fd11` would read as release 11.
  /// FDFullscreenPopGesture's release 1.1 (June 2015), the only one CocoaPods installs.
  case fd1_1 = "fd1.1"
  /// ZWFullscreenPopGesture: a full-screen pan whose checks are fewer than FD's.
  case zw
  /// The swap that gives UIKit's own pop handler to a full-screen pan through key-value coding,
  /// with no delegate to refuse a swipe.
  case kvc
  /// UIKit with no library.
  case uikit

  /// The version-1 words, now spelled as `uikit` on one iOS version or another, and the names of
  /// the libraries themselves (`libraryName(_:)`): the advice an input error gives for each.
  package static func replacement(forRemovedWord word: String) -> String? {
    switch word {
    case "system": "'system' is now 'uikit' with an iOS version below 26, e.g. \"device\": {\"ios\": 18}"
    case "native26": "'native26' is now 'uikit' on iOS 26 (the default \"device\": {\"ios\": 26})"
    default: libraryName(word).map { "the word for \(PrintableText.quoted(word)) is '\($0.rawValue)'" }
    }
  }

  /// The word for a library named as its project is, whatever the case and with or without a
  /// pod's version: `FDFullscreenPopGesture` is `fd`, `ZWFullscreenPopGesture` is `zw`; nil for
  /// anything else. A trace's author knows the library by that name, not by the word.
  package static func libraryName(_ name: String) -> PolicyName? {
    let lowered = name.lowercased()
    if lowered.hasPrefix("fdfullscreenpopgesture") {
      return lowered.hasSuffix("1.1") ? .fd1_1 : .fd
    }
    if lowered.hasPrefix("zwfullscreenpopgesture") { return .zw }
    return nil
  }
}

/// One library that gives a navigation controller a full-screen back swipe, written as data the
/// engine reads; `uikit` is the app without one.
///
/// Each field is a rule of the library's row in <doc:TraceFormat>'s policy table; the engine
/// never asks which policy it runs. UIKit's own swipes are not here: `edgePop` follows
/// `interactivePopGestureEnabled` under every policy, and `contentPop` exists from iOS 26 on
/// whatever the library (`NavigationController`). Internal: callers pick a system by its
/// `PolicyName` and the iOS version, and the replay builds the policy.
package struct Policy: Sendable {
  /// When the library's full-screen pan is on the navigation controller's view.
  package enum Installation: Sendable {
    /// Installed by the first push, or from the start when the trace says the stack was pushed.
    case atFirstPush
    /// Installed from the start, whatever built the stack.
    case always
  }

  /// One check of the full-screen pan's `gestureRecognizerShouldBegin:`.
  package enum Check: Sendable {
    case rootScreen
    case popDisabled
    case maxInitialDistance
    case transitioning
    /// The pan must move toward the trailing edge; without layout awareness, always rightward.
    case direction(followsLayoutDirection: Bool)
  }

  /// The library's full-screen pan, for systems that add one.
  package struct FullscreenPop: Sendable {
    var installation: Installation
    /// `shouldBegin`, in the order the delegate checks.
    var checks: [Check]
    /// `maximumNumberOfTouches = 1`: the pan follows the first finger only.
    var tracksFirstTouchOnly: Bool
    /// Whether a view's pan may run beside it through `simultaneousWithPop` (the README recipe).
    package var honorsSimultaneityRecipe: Bool
    /// Without a delegate the pan begins even with nothing to pop, which freezes the controller.
    var freezesWithoutPoppableScreen: Bool
  }

  var name: PolicyName
  package var fullscreenPop: FullscreenPop?
  /// Pushing a screen already on the stack is ignored instead of raising UIKit's exception.
  var guardsDuplicatePush: Bool
  /// FD's view-controller-based navigation bar hooks: the will-appear hook a push gives.
  var managesNavigationBar: Bool
  /// The will-disappear check that shows the bar again, which FD added after release 1.1.
  var checksBarOnWillDisappear: Bool
}

extension Policy {
  /// The policy a name stands for.
  package init(_ name: PolicyName) {
    switch name {
    case .fd: self = .fd
    case .fd1_1: self = .fd1_1
    case .zw: self = .zw
    case .kvc: self = .kvc
    case .uikit: self = .uikit
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
    guardsDuplicatePush: true, managesNavigationBar: true, checksBarOnWillDisappear: true)

  // swift-format-ignore: AlwaysUseLowerCamelCase
  // Named as its `PolicyName.fd1_1`.
  /// FDFullscreenPopGesture's release 1.1 (tag `1.1`), as CocoaPods installs it: no initial
  /// distance limit, a direction check of `translation.x <= 0` whatever the layout direction, no
  /// will-disappear bar check, and no guard against pushing a screen already on the stack.
  static let fd1_1 = Policy(
    name: .fd1_1,
    fullscreenPop: FullscreenPop(
      installation: .atFirstPush,
      checks: [.rootScreen, .popDisabled, .transitioning, .direction(followsLayoutDirection: false)],
      tracksFirstTouchOnly: true, honorsSimultaneityRecipe: true, freezesWithoutPoppableScreen: false),
    guardsDuplicatePush: false, managesNavigationBar: true, checksBarOnWillDisappear: false)

  /// The 80-line ZWFullScreenPanBack category: three checks, no right-to-left, no touch limit.
  static let zw = Policy(
    name: .zw,
    fullscreenPop: FullscreenPop(
      installation: .atFirstPush,
      checks: [.rootScreen, .transitioning, .direction(followsLayoutDirection: false)],
      tracksFirstTouchOnly: false, honorsSimultaneityRecipe: true, freezesWithoutPoppableScreen: false),
    guardsDuplicatePush: true, managesNavigationBar: false, checksBarOnWillDisappear: false)

  /// The KVC target swap with no delegate: always begins, and freezes on the root screen.
  static let kvc = Policy(
    name: .kvc,
    fullscreenPop: FullscreenPop(
      installation: .always, checks: [], tracksFirstTouchOnly: false, honorsSimultaneityRecipe: false,
      freezesWithoutPoppableScreen: true),
    guardsDuplicatePush: false, managesNavigationBar: false, checksBarOnWillDisappear: false)

  /// UIKit with no library: its own edge swipe, and from iOS 26 its content swipe.
  static let uikit = Policy(
    name: .uikit, fullscreenPop: nil, guardsDuplicatePush: false, managesNavigationBar: false,
    checksBarOnWillDisappear: false)
}
