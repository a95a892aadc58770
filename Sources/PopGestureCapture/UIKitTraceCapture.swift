// UNTESTED: UIKit does not exist on Linux, where this package is built and tested, so this file
// has never been compiled or run there. It is written against UIKit's documented API and kept
// thin: everything that can be tested lives in `TraceRecorder` and in the import's
// `GestureViewExtraction`, which have their own tests; this file only copies UIKit's values into
// theirs. Build it in an iOS app's debug configuration and check the first trace it writes by
// replaying it. It is compiled for iOS only (the Simulator and Mac Catalyst included): the rest of
// the package, and the recorder beside it, build everywhere.
#if os(iOS) && canImport(UIKit)
  import PopGesture
  import PopGestureTools
  import UIKit
  import UIKit.UIGestureRecognizerSubclass

  /// Records a person's touches in a window and a navigation controller's stack on a device, for an
  /// app's debug builds, and hands back a `popgesture-trace/1` document.
  ///
  /// Untested on Linux, where UIKit does not exist (see the note at the top of the file). Create one
  /// when the screen to test is showing, swipe, then call `finish()` and save or print the text:
  ///
  /// ```swift
  /// #if DEBUG
  ///   let capture = UIKitTraceCapture(window: window, navigationController: navigation, name: "my swipe")
  ///   // ... swipe on the device ...
  ///   print(capture.finish())
  /// #endif
  /// ```
  ///
  /// Touches come from a gesture recognizer on the window that never recognizes, never delays or
  /// cancels touches and never prevents another recognizer, so the app behaves as without it. The
  /// stack is recorded when the capture starts and whenever the app calls `recordStack(of:)` or
  /// `recordWillShow(in:animated:)` (from `navigationController(_:willShow:animated:)`).
  ///
  /// With each stack, the top view controller's view, when it is in a window, is read into the
  /// same tree an import of `recursiveDescription` reads (`ViewSnapshot`), and the same rules make
  /// the screen's views of it: scroll views with their frame, content size, offset, adjusted
  /// inset, paging and bouncing; sliders with their value in their range and their thumb's size;
  /// and views with a `UIPanGestureRecognizer` as pans in any direction (the capture cannot tell
  /// which direction a pan waits for). A pushed screen's views are read when the push is
  /// recorded, so call `recordWillShow(in:animated:)` once its view is laid out, or record the
  /// stack again (`recordStack(of:)`) before a swipe that needs them.
  ///
  /// Reading the clock for stack snapshots is the one place the library does so: a device
  /// recording has no other source of time. It uses the clock of `UIEvent.timestamp`.
  @MainActor
  public final class UIKitTraceCapture {
    private var recorder: TraceRecorder
    private let observer = TouchObserver()
    private weak var window: UIWindow?
    /// The controller last recorded, read again when a back swipe's transition ends.
    private weak var navigationController: UINavigationController?
    /// The trace's finger numbers of the touches down, by touch object.
    private var touchNumbers: [ObjectIdentifier: Int] = [:]
    /// Seconds since boot, the clock of `UIEvent.timestamp`.
    private let clock: () -> TimeInterval

    /// What the recorder changed or dropped to keep the trace valid; worth printing with it.
    public var repairs: [TraceRecorder.Repair] { recorder.repairs }

    /// The trace recorded so far, without stopping the capture.
    public var document: String { recorder.document }

    /// Starts recording the touches of `window` and, when given, the stack of `navigationController`.
    ///
    /// The device's size, top inset and layout direction are read from the window. With
    /// FDFullscreenPopGesture linked, its navigation controller settings are read too.
    public init(
      window: UIWindow, navigationController: UINavigationController? = nil, name: String? = nil,
      policy: PolicyName? = nil,
      clock: @escaping () -> TimeInterval = { ProcessInfo.processInfo.systemUptime }
    ) {
      var device = Device()
      device.width = Double(window.bounds.width)
      device.height = Double(window.bounds.height)
      device.topInset = Double(window.safeAreaInsets.top)
      device.layoutDirection =
        window.effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
      recorder = TraceRecorder(name: name, policy: policy, device: device)
      self.window = window
      self.clock = clock
      observer.onTouches = { [weak self] touches, phase, event in
        self?.record(touches, phase: phase, event: event)
      }
      window.addGestureRecognizer(observer)
      if let navigationController {
        readSettings(of: navigationController)
        recorder.recordNavigationBar(hidden: navigationController.isNavigationBarHidden, timestamp: clock())
        recordStack(of: navigationController, animated: false)
      }
    }

    /// Records the navigation controller's stack as it is now; a change becomes an action.
    ///
    /// Pass `isInteractivePop: true` when a back swipe made the change, so the replay, which
    /// derives that pop from the touches, does not pop twice.
    public func recordStack(
      of navigationController: UINavigationController, animated: Bool = true, isInteractivePop: Bool = false
    ) {
      self.navigationController = navigationController
      let controllers = navigationController.viewControllers
      let screens = controllers.map { Self.snapshot($0, readsViews: $0 === controllers.last) }
      recorder.recordStack(
        screens, timestamp: clock(), animated: animated, isInteractivePop: isInteractivePop)
    }

    /// Call from `navigationController(_:willShow:animated:)`: records a push or pop the app
    /// started now, or the outcome of a back swipe once its transition ends.
    public func recordWillShow(in navigationController: UINavigationController, animated: Bool) {
      guard let coordinator = navigationController.transitionCoordinator, coordinator.isInteractive else {
        recordStack(of: navigationController, animated: animated)
        return
      }
      self.navigationController = navigationController
      // A swipe may still be cancelled, so its outcome is read when the transition is over. Only
      // `self` is captured: UIKit may declare the completion `@Sendable`.
      _ = coordinator.animate(alongsideTransition: nil) { [weak self] _ in
        MainActor.assumeIsolated {
          guard let self, let navigationController = self.navigationController else { return }
          self.recordStack(of: navigationController, animated: animated, isInteractivePop: true)
        }
      }
    }

    /// Records a change the app makes to the bar with `setNavigationBarHidden(_:animated:)`.
    ///
    /// Don't call it for FDFullscreenPopGesture's own changes: the replay makes those itself.
    public func recordNavigationBar(hidden: Bool) {
      recorder.recordNavigationBar(hidden: hidden, timestamp: clock())
    }

    /// Stops listening to the window and returns the trace.
    public func finish() -> String {
      observer.onTouches = nil
      observer.view?.removeGestureRecognizer(observer)
      return recorder.document
    }

    /// Hands one UIKit event's touches of one phase to the recorder, in finger order.
    private func record(_ touches: Set<UITouch>, phase: TouchPhase, event: UIEvent) {
      guard let window else { return }
      var samples: [(number: Int, point: Point)] = []
      for touch in touches {
        let key = ObjectIdentifier(touch)
        let number: Int
        if phase == .began {
          // A touch object seen down again keeps its number; the recorder cancels its old run.
          number = touchNumbers[key] ?? firstFreeNumber()
          touchNumbers[key] = number
        } else if let known = touchNumbers[key] {
          number = known
        } else {
          // Down before the capture started: the trace never saw it go down.
          continue
        }
        if phase == .ended || phase == .cancelled { touchNumbers[key] = nil }
        let location = touch.location(in: window)
        samples.append((number, Point(x: Double(location.x), y: Double(location.y))))
      }
      // A set has no order; sorting keeps each UIKit event's lines in a stable order.
      for sample in samples.sorted(by: { $0.number < $1.number }) {
        recorder.recordTouch(sample.number, phase: phase, at: sample.point, timestamp: event.timestamp)
      }
    }

    /// The smallest finger number not in use, so fingers are 1, 2, ... as in hand-written traces.
    private func firstFreeNumber() -> Int {
      let used = Set(touchNumbers.values)
      var number = 1
      while used.contains(number) { number += 1 }
      return number
    }

    /// Reads FDFullscreenPopGesture's navigation controller properties, when the library is linked.
    private func readSettings(of navigationController: UINavigationController) {
      let panKey = "fd_fullscreenPopGestureRecognizer"
      if navigationController.responds(to: NSSelectorFromString(panKey)),
        let pan = navigationController.value(forKey: panKey) as? UIGestureRecognizer
      {
        // The library adds its pan to the controller's view at the first push.
        recorder.installedByPush = pan.view != nil
        recorder.fullscreenPopGestureEnabled = pan.isEnabled
      }
      recorder.viewControllerBasedNavigationBarAppearanceEnabled = Self.bool(
        "fd_viewControllerBasedNavigationBarAppearanceEnabled", of: navigationController)
    }

    /// One view controller's id, `fd_` properties and, when asked and its view is in a window,
    /// its gesture-bearing views.
    private static func snapshot(
      _ viewController: UIViewController, readsViews: Bool
    ) -> TraceRecorder.ScreenSnapshot {
      var hierarchy: ViewSnapshot?
      if readsViews, let view = viewController.viewIfLoaded, let window = view.window {
        hierarchy = tree(of: view, frame: view.convert(view.bounds, to: window), depth: 0)
      }
      return TraceRecorder.ScreenSnapshot(
        id: viewController.restorationIdentifier ?? String(describing: type(of: viewController)),
        prefersNavigationBarHidden: bool("fd_prefersNavigationBarHidden", of: viewController) ?? false,
        interactivePopDisabled: bool("fd_interactivePopDisabled", of: viewController) ?? false,
        maxAllowedInitialDistanceToLeftEdge: number(
          "fd_interactivePopMaxAllowedInitialDistanceToLeftEdge", of: viewController) ?? 0,
        hierarchy: hierarchy)
    }

    /// `view` and the views inside it as the import's tree, `frame` being where it is in its
    /// parent's coordinates there: the window's for the screen's view, and for a subview its
    /// superview's bounds, moved to start at zero except in a scroll view, whose offset the tree
    /// keeps.
    private static func tree(of view: UIView, frame: CGRect, depth: Int) -> ViewSnapshot {
      var node = ViewSnapshot(className: NSStringFromClass(type(of: view)), frame: rect(frame))
      node.isHidden = view.isHidden
      node.alpha = Double(view.alpha)
      node.isUserInteractionEnabled = view.isUserInteractionEnabled
      node.hasTransform = !view.transform.isIdentity
      // A scroll view that cannot scroll has no pan of its own to model: it is a plain view.
      if let scrollView = view as? UIScrollView, scrollView.isScrollEnabled {
        let inset = scrollView.adjustedContentInset
        node.scroll = ViewSnapshot.Scroll(
          contentOffset: Point(x: Double(scrollView.contentOffset.x), y: Double(scrollView.contentOffset.y)),
          contentSize: Size(
            width: Double(scrollView.contentSize.width), height: Double(scrollView.contentSize.height)),
          contentInset: EdgeInsets(
            top: Double(inset.top), left: Double(inset.left), bottom: Double(inset.bottom),
            right: Double(inset.right)),
          isPagingEnabled: scrollView.isPagingEnabled, bounces: scrollView.bounces,
          alwaysBounceHorizontal: scrollView.alwaysBounceHorizontal,
          alwaysBounceVertical: scrollView.alwaysBounceVertical)
      } else {
        // A scroll view's own pan is modelled by its kind, and a disabled one does nothing.
        node.hasGestureRecognizers =
          view.gestureRecognizers?.contains { $0 is UIPanGestureRecognizer && $0.isEnabled } ?? false
      }
      if let slider = view as? UISlider {
        let minimum = Double(slider.minimumValue)
        let maximum = Double(slider.maximumValue)
        let bounds = slider.bounds
        let thumb = slider.thumbRect(
          forBounds: bounds, trackRect: slider.trackRect(forBounds: bounds), value: slider.value)
        node.slider = ViewSnapshot.Slider(
          value: Double(slider.value), range: minimum <= maximum ? minimum...maximum : nil,
          thumbSize: Size(width: Double(thumb.width), height: Double(thumb.height)))
      }
      // As the parser, no deeper than a dump may nest.
      guard depth < IndentedLines.maximumDepth else { return node }
      let shift = node.scroll == nil ? view.bounds.origin : CGPoint.zero
      node.children = view.subviews.map { subview in
        tree(of: subview, frame: subview.frame.offsetBy(dx: -shift.x, dy: -shift.y), depth: depth + 1)
      }
      return node
    }

    /// A `CGRect` in the model's numbers.
    private static func rect(_ rect: CGRect) -> Rect {
      Rect(
        x: Double(rect.origin.x), y: Double(rect.origin.y), width: Double(rect.size.width),
        height: Double(rect.size.height))
    }

    /// A Boolean property read by key-value coding, or nil when the object has no such getter.
    private static func bool(_ key: String, of object: NSObject) -> Bool? {
      guard object.responds(to: NSSelectorFromString(key)) else { return nil }
      return (object.value(forKey: key) as? NSNumber)?.boolValue
    }

    /// A number property read by key-value coding, or nil when the object has no such getter.
    private static func number(_ key: String, of object: NSObject) -> Double? {
      guard object.responds(to: NSSelectorFromString(key)) else { return nil }
      return (object.value(forKey: key) as? NSNumber)?.doubleValue
    }
  }

  /// A window-wide touch observer that never recognizes, so it changes nothing for the app.
  @MainActor
  final class TouchObserver: UIGestureRecognizer {
    /// Receives each batch of touches of one phase, with their UIKit event.
    var onTouches: (@MainActor (Set<UITouch>, TouchPhase, UIEvent) -> Void)?

    /// An observer that neither delays nor cancels the touches it sees.
    init() {
      super.init(target: nil, action: nil)
      cancelsTouchesInView = false
      delaysTouchesBegan = false
      delaysTouchesEnded = false
    }

    /// Forwards fingers going down.
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
      super.touchesBegan(touches, with: event)
      onTouches?(touches, .began, event)
    }

    /// Forwards fingers moving.
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
      super.touchesMoved(touches, with: event)
      onTouches?(touches, .moved, event)
    }

    /// Forwards fingers lifting.
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
      super.touchesEnded(touches, with: event)
      onTouches?(touches, .ended, event)
      failWhenAllTouchesAreOver(event)
    }

    /// Forwards touches the system took away.
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
      super.touchesCancelled(touches, with: event)
      onTouches?(touches, .cancelled, event)
      failWhenAllTouchesAreOver(event)
    }

    /// Never keeps another recognizer from recognizing.
    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// Is never failed by another recognizer, which would stop the touches coming mid-swipe.
    override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// Ends the sequence once no finger is down, so UIKit resets the observer for the next one.
    private func failWhenAllTouchesAreOver(_ event: UIEvent) {
      let touches = event.touches(for: self) ?? []
      if touches.allSatisfy({ $0.phase == .ended || $0.phase == .cancelled }) {
        state = .failed
      }
    }
  }
#endif
