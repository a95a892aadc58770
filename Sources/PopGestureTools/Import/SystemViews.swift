import PopGesture
import PopGestureFormats

/// The UIKit and WebKit classes an import treats by name, in one place: which views' recognizers
/// are not the screen's, which subtrees are not the screen's content, and which views are
/// controls whose insides are theirs.
///
/// A view matches when its class, or the `baseClass` a dump names for it, is in a list.
enum SystemViews {
  /// Containers whose recognizers belong to the window or the navigation controller (its edge
  /// swipe, FDFullscreenPopGesture's pan, iOS 26's content swipe), not to the screen: never
  /// imported, though the views inside them are.
  static let containers: Set<String> = [
    "UIWindow", "UITransitionView", "UILayoutContainerView", "UINavigationTransitionView",
    "UIViewControllerWrapperView", "UIDropShadowView", "UIDimmingView", "_UIParallaxDimmingView",
  ]

  /// The bars: the model draws the navigation bar itself, and a tab bar or a toolbar is outside
  /// the area the back swipe is tested in. Left out with everything inside them.
  static let bars: Set<String> = ["UINavigationBar", "UITabBar", "UIToolbar"]

  /// Views whose recognizers tap, press or select text and never take a horizontal drag from
  /// the back swipe: left out (their scroll view, if any, is imported).
  static let nonPanning: Set<String> = ["WKContentView"]

  /// Controls that track touches themselves: imported as one view, the views inside them (a
  /// slider's thumb, its Liquid Glass elements) left out.
  static let controls: Set<String> = [
    "UISlider", "UISwitch", "UISegmentedControl", "UIStepper", "UIButton", "UIPageControl",
    "UIDatePicker", "UITextField", "UIColorWell",
  ]

  /// Classes that UIKit's scroll views page in: `UIPageViewController`'s scroller.
  static let pagingScrollViews: Set<String> = ["_UIQueuingScrollView"]

  /// Classes whose rows may have swipe actions.
  static let tables: Set<String> = ["UITableView"]

  /// Whether the view is a window, whose frame is the screen.
  static func isWindow(_ view: ViewSnapshot) -> Bool {
    view.isKind(of: ["UIWindow"]) || view.className.hasSuffix("Window")
  }

  /// Whether the class name is one of iOS 26's Liquid Glass views.
  static func isGlass(_ className: String) -> Bool {
    className.contains("Glass")
  }
}
