// A stand-in for the part of UIKit that `Sources/PopGestureCapture/UIKitTraceCapture.swift` uses,
// so that Linux, which has no UIKit, can type-check the capture (`.ci/typecheck-capture` builds
// this file as a module named `UIKit`). It is not UIKit and does nothing: every body is a
// placeholder. What it must get right is each declaration's shape as Apple's SDK imports it into
// Swift (names, argument labels, optionality, get-only or settable, `@MainActor`, `open` where
// the capture overrides), so that a capture that type-checks here would type-check there.
//
// It declares only what the capture uses; add a declaration, copied from Apple's documentation,
// when the capture starts using one. A declaration that differs from Apple's on purpose says so.
// Apple's UIKit re-exports Foundation, and through it CoreGraphics and the Objective-C runtime;
// the few of their declarations that Linux's Foundation lacks are at the end of the file.

@_exported import Foundation

// MARK: - Views and windows

/// The base of every view and view controller, as in UIKit.
@MainActor
open class UIResponder: NSObject {}

/// A rectangle of the screen, with its subviews and the gesture recognizers attached to it.
@MainActor
open class UIView: UIResponder {
  /// Where the view is, in its superview's coordinates.
  open var frame: CGRect = .zero
  /// The view's own coordinates; a scroll view's origin is its content offset.
  open var bounds: CGRect = .zero
  /// The transform applied around the view's centre.
  open var transform: CGAffineTransform = .identity
  /// Whether the view is hidden.
  open var isHidden = false
  /// The view's opacity, 0 to 1.
  open var alpha: CGFloat = 1
  /// Whether touches reach the view.
  open var isUserInteractionEnabled = true
  /// The views inside it, back to front.
  open var subviews: [UIView] { [] }
  /// The window the view is in, nil while it is in none.
  open var window: UIWindow? { nil }
  /// The recognizers attached to the view.
  open var gestureRecognizers: [UIGestureRecognizer]?
  /// The insets that keep content clear of bars and the screen's edges.
  open var safeAreaInsets: UIEdgeInsets { UIEdgeInsets() }
  /// The layout direction the view uses, from its trait collection and semantic content.
  open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

  /// Attaches a recognizer, which then sees the touches in the view and its subviews.
  open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {}

  /// Detaches a recognizer.
  open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {}

  /// A rectangle of the view's coordinates in another view's, or the window's for nil.
  open func convert(_ rect: CGRect, to view: UIView?) -> CGRect { rect }
}

/// The view at the root of a scene's hierarchy.
@MainActor
open class UIWindow: UIView {}

/// A view whose content moves under a pan.
@MainActor
open class UIScrollView: UIView {
  /// Where the content's origin is, relative to the view's.
  open var contentOffset: CGPoint = .zero
  /// The size of the content.
  open var contentSize: CGSize = .zero
  /// The content inset with the safe area's added, as the scroll view uses it.
  open var adjustedContentInset: UIEdgeInsets { UIEdgeInsets() }
  /// Whether scrolling stops on multiples of the view's bounds.
  open var isPagingEnabled = false
  /// Whether scrolling goes past the content's edge and comes back.
  open var bounces = true
  /// Whether it bounces horizontally even when the content is narrower than the view.
  open var alwaysBounceHorizontal = false
  /// Whether it bounces vertically even when the content is shorter than the view.
  open var alwaysBounceVertical = false
  /// Whether the scroll view scrolls at all.
  open var isScrollEnabled = true
}

/// A view that sends actions when touched.
@MainActor
open class UIControl: UIView {}

/// A control that picks a value along a track by its thumb.
@MainActor
open class UISlider: UIControl {
  /// The value, between `minimumValue` and `maximumValue`.
  open var value: Float = 0
  /// The value at the track's leading end.
  open var minimumValue: Float = 0
  /// The value at the track's trailing end.
  open var maximumValue: Float = 1
  /// The thumb image the slider draws now; nil when no custom image was set, and the slider
  /// draws its default thumb.
  open var currentThumbImage: UIImage? { nil }
}

/// An image; UIKit declares it outside the main actor, as it is immutable.
open class UIImage: NSObject, @unchecked Sendable {
  /// The image's size in points.
  open var size: CGSize { .zero }
}

/// Distances in from each edge of a rectangle.
public struct UIEdgeInsets: Equatable, Sendable {
  /// The inset from the top edge.
  public var top: CGFloat
  /// The inset from the left edge.
  public var left: CGFloat
  /// The inset from the bottom edge.
  public var bottom: CGFloat
  /// The inset from the right edge.
  public var right: CGFloat

  /// No inset.
  public init() {
    self.init(top: 0, left: 0, bottom: 0, right: 0)
  }

  /// Insets of the given distances.
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }
}

/// Which way text and layout run.
public enum UIUserInterfaceLayoutDirection: Int, @unchecked Sendable {
  /// English's direction.
  case leftToRight = 0
  /// Arabic's and Hebrew's direction.
  case rightToLeft = 1
}

// MARK: - View controllers and transitions

/// The controller of a screen's view.
@MainActor
open class UIViewController: UIResponder {
  /// The view, when it is loaded; reading it never loads it, unlike `view`.
  open var viewIfLoaded: UIView? { nil }
  /// The identifier state restoration uses, set in a storyboard or in code.
  open var restorationIdentifier: String?
  /// The coordinator of the transition in progress for this controller or an ancestor; nil when
  /// none is.
  open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? { nil }
}

/// A stack of view controllers with a bar and a back swipe.
@MainActor
open class UINavigationController: UIViewController {
  /// The stack, bottom first.
  open var viewControllers: [UIViewController] = []
  /// The controller on top of the stack.
  open var topViewController: UIViewController? { nil }
  /// Whether the navigation bar is hidden.
  open var isNavigationBarHidden = false
  /// UIKit's edge swipe that pops the top controller; FDFullscreenPopGesture adds its pan to this
  /// recognizer's view.
  open var interactivePopGestureRecognizer: UIGestureRecognizer? { nil }
}

/// What a transition coordinator tells about its transition.
@MainActor
public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
  /// Whether a person's gesture drives the transition now.
  var isInteractive: Bool { get }
  /// Whether an interactive transition was cancelled, so the controllers stay as they were.
  var isCancelled: Bool { get }
}

/// The object UIKit creates for a transition in progress, to run work alongside it and after it.
@MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
  /// Runs `animation` with the transition's animations and `completion` once the transition ends;
  /// returns false when they were not queued, so neither will run.
  ///
  /// UIKit's declaration gives `completion` a default of nil, which a Swift protocol cannot; the
  /// capture passes both arguments.
  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool
}

// MARK: - Touches and gesture recognizers

/// A finger on the screen, the same object from its `began` to its `ended` or `cancelled`.
@MainActor
open class UITouch: NSObject {
  /// The stage of the touch in the event that reported it.
  open var phase: UITouch.Phase { .began }

  /// Where the touch is, in a view's coordinates, or the window's for nil.
  open func location(in view: UIView?) -> CGPoint { .zero }

  /// The stages of a touch.
  public enum Phase: Int, @unchecked Sendable {
    /// The finger went down.
    case began = 0
    /// The finger moved.
    case moved = 1
    /// The finger is down and did not move.
    case stationary = 2
    /// The finger lifted.
    case ended = 3
    /// The system cancelled the touch.
    case cancelled = 4
    /// An indirect pointer entered the region.
    case regionEntered = 5
    /// An indirect pointer moved in the region.
    case regionMoved = 6
    /// An indirect pointer left the region.
    case regionExited = 7
  }
}

/// One report of touches, stamped with the time since boot.
@MainActor
open class UIEvent: NSObject {
  /// When the event happened, in seconds since the system started.
  open var timestamp: TimeInterval { 0 }

  /// The event's touches that a recognizer receives.
  open func touches(for gesture: UIGestureRecognizer) -> Set<UITouch>? { nil }
}

/// An object attached to a view that turns touches into a gesture.
///
/// The touch methods, `canPrevent(_:)`, `canBePrevented(by:)` and `state`'s setter are declared
/// by UIKit in `UIGestureRecognizerSubclass.h`, which a subclass imports as
/// `UIKit.UIGestureRecognizerSubclass`; a Swift module has no such submodule, so they are
/// declared here and the capture skips that import under `POPGESTURE_UIKIT_STANDIN`.
@MainActor
open class UIGestureRecognizer: NSObject {
  /// Where the recognizer is in its life; settable by subclasses (the subclass header).
  open var state: UIGestureRecognizer.State = .possible
  /// The object that may stop the recognizer from beginning or let it recognize with others.
  open weak var delegate: (any UIGestureRecognizerDelegate)?
  /// Whether the recognizer receives touches.
  open var isEnabled = true
  /// The view it is attached to, nil before it is attached.
  open var view: UIView? { nil }
  /// Whether recognizing cancels the touches in the view.
  open var cancelsTouchesInView = true
  /// Whether the view receives `touchesBegan` only after the recognizer fails.
  open var delaysTouchesBegan = false
  /// Whether the view receives `touchesEnded` only after the recognizer fails.
  open var delaysTouchesEnded = true

  /// A recognizer that sends `action` to `target` as it recognizes; Apple documents nil as not
  /// valid for either, though the types allow it.
  public init(target: Any?, action: Selector?) {}

  /// A recognizer with no target yet.
  public override convenience init() {
    self.init(target: nil, action: nil)
  }

  /// A recognizer read from an archive.
  public convenience init?(coder: NSCoder) {
    self.init(target: nil, action: nil)
  }

  /// Receives fingers going down (subclass header).
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}

  /// Receives fingers moving (subclass header).
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}

  /// Receives fingers lifting (subclass header).
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}

  /// Receives touches the system cancelled (subclass header).
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}

  /// Whether this recognizer, recognizing, can keep another from recognizing (subclass header).
  open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }

  /// Whether another recognizer, recognizing, can keep this one from recognizing (subclass
  /// header).
  open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }

  /// The states of a recognizer's life.
  public enum State: Int, @unchecked Sendable {
    /// Touched, not decided.
    case possible = 0
    /// A continuous gesture started.
    case began = 1
    /// A continuous gesture went on.
    case changed = 2
    /// A gesture ended.
    case ended = 3
    /// A continuous gesture was cancelled.
    case cancelled = 4
    /// The touches are not this gesture.
    case failed = 5
  }
}

/// The delegate a recognizer asks before it begins.
@MainActor
public protocol UIGestureRecognizerDelegate: NSObjectProtocol {}

/// A recognizer of a finger or fingers dragging.
@MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
  /// The most fingers the pan follows.
  open var maximumNumberOfTouches = Int.max
}

/// A pan that begins only near an edge of the screen; UIKit's back swipe is one.
@MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {}

// MARK: - Foundation, CoreGraphics and the Objective-C runtime, where Linux lacks them

#if !canImport(CoreGraphics)
  /// An affine transform, as CoreGraphics declares it (Linux's Foundation has none).
  public struct CGAffineTransform: Equatable, Sendable {
    /// The matrix's entries.
    public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat

    /// The transform that changes nothing.
    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A transform of the given entries.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
      (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    /// Whether the transform changes nothing.
    public var isIdentity: Bool { self == .identity }
  }
#endif

#if !canImport(ObjectiveC)
  /// A method's name as the Objective-C runtime knows it (Linux has no such runtime).
  public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral {
    /// The name, `fd_interactivePopDisabled` or `setValue:forKey:`.
    let name: String

    /// The selector of a literal name.
    public init(stringLiteral name: String) {
      self.name = name
    }
  }

  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// The selector of a name, as Foundation declares it (and so named as Foundation names it).
  public func NSSelectorFromString(_ aSelectorName: String) -> Selector {
    Selector(stringLiteral: aSelectorName)
  }

  extension NSObject {
    /// Whether the object answers a message, as `NSObjectProtocol` declares it.
    public func responds(to aSelector: Selector!) -> Bool { false }

    /// A property read by key-value coding, as Foundation's `NSKeyValueCoding` declares it.
    public func value(forKey key: String) -> Any? { nil }
  }
#endif
