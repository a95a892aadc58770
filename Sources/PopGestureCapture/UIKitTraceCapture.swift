// NEVER RUN: this file has not been run on a device or in the Simulator. UIKit does not exist on
// Linux, where this package is built and tested, so CI type-checks the file there against a
// stand-in of UIKit's declarations (`.ci/typecheck-capture`, with `Tests/UIKitStandIn/UIKit.swift`
// and POPGESTURE_UIKIT_STANDIN): names, labels, types, optionality and actor isolation are
// checked against declarations copied from Apple's documentation, not against the real SDK, and
// nothing here has been seen to behave as its comments say. It is kept thin: what can be tested
// lives in `TraceRecorder`, `ShowTransitionTracker` and the import's `GestureViewExtraction`, which
// have their own tests; this file only copies UIKit's values into theirs. Build it in an iOS
// app's debug configuration and check the first trace it writes by replaying it. It is compiled
// for iOS only (the Simulator and Mac Catalyst included): the rest of the package, and the
// recorder beside it, build everywhere.
#if (os(iOS) && canImport(UIKit)) || POPGESTURE_UIKIT_STANDIN
  import PopGesture
  import PopGestureTools
  import UIKit
  #if !POPGESTURE_UIKIT_STANDIN
    import UIKit.UIGestureRecognizerSubclass
  #endif

  /// Records a person's touches in a window and a navigation controller's stack on a device, for an
  /// app's debug builds, and hands back a `popgesture-trace/1` document.
  ///
  /// Type-checked on Linux against a stand-in of UIKit's declarations, and never run on a device
  /// or in the Simulator (see the note at the top of the file). Create one when the screen to test
  /// is showing, swipe, then call `finish()` and save or print the text:
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
  /// cancels touches and never prevents another recognizer, so the app behaves as without it.
  ///
  /// The stack is recorded when the capture starts, and then from the navigation controller's
  /// delegate, which the app forwards to two hooks:
  /// - `recordWillShow(in:animated:)`, from `navigationController(_:willShow:animated:)`, as a push
  ///   or pop starts: it records nothing itself, but when a back swipe drives the transition it
  ///   asks the transition coordinator for the outcome, and records the swipe's pop when it
  ///   finishes, or nothing when it is cancelled (`ShowTransitionTracker` has the rules);
  /// - `recordDidShow(in:animated:)`, from `navigationController(_:didShow:animated:)`, once the
  ///   shown screen's view is in the window: it records the stack, so a push or a pop the app
  ///   made becomes an action, with the shown screen's views.
  ///
  /// `recordStack(of:)` records the stack at any other moment, for example after the app changes
  /// an `fd_` property or the views of the screen on top.
  ///
  /// With each stack, the top view controller's view, when it is in a window, is read into the
  /// same tree an import of `recursiveDescription` reads (`ViewSnapshot`), and the same rules make
  /// the screen's views of it: scroll views with their frame, content size, offset, adjusted
  /// inset, paging and bouncing; sliders with their value in their range and their thumb's size;
  /// and views with a `UIPanGestureRecognizer` as pans in any direction (the capture cannot tell
  /// which direction a pan waits for). A slider's thumb size is its `currentThumbImage`'s size;
  /// a slider with no custom thumb image has none (UIKit draws its default thumb), and the trace
  /// then leaves the size out, so the replay uses the model's default thumb for the trace's iOS
  /// version (37 x 24 points on iOS 26 and later, 28 x 28 below), which the capture reads from
  /// the system. The slider's `thumbRect(forBounds:trackRect:value:)` is not called: Apple
  /// documents it as a method to override, not to call.
  ///
  /// Reading FDFullscreenPopGesture's settings changes nothing in the app: its pan, which the
  /// library's `fd_fullscreenPopGestureRecognizer` getter creates when first read, is looked for
  /// instead among the recognizers of the view UIKit's edge swipe is on, where the library adds it
  /// at the first push; it is the `UIPanGestureRecognizer` whose delegate is the library's
  /// `_FDFullscreenPopGestureRecognizerDelegate`. Until that push it is not there: the trace then
  /// starts with the pan not installed (`installedByPush` false), and its switch
  /// (`fullscreenPopGestureEnabled`) is read when the pan is first found with a stack.
  ///
  /// Reading the clock for stack snapshots is the one place the library does so: a device
  /// recording has no other source of time. It uses the clock of `UIEvent.timestamp`.
  @MainActor
  public final class UIKitTraceCapture {
    private var recorder: TraceRecorder
    private let observer = TouchObserver.make()
    /// When the delegate hooks record the stack around a back swipe.
    private var transitions = ShowTransitionTracker()
    /// Whether FDFullscreenPopGesture is linked and its pan's switch is still to be read, because
    /// the pan was not installed yet when last looked for.
    private var awaitsFullscreenPop = false
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
    /// The device's size, top inset and layout direction are read from the window, and its iOS
    /// version from the system (except under Mac Catalyst, whose version is the Mac's). With
    /// FDFullscreenPopGesture linked, its navigation controller settings are read too, without
    /// creating anything (see the type's notes).
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
      #if !targetEnvironment(macCatalyst)
        // The model's default slider thumb and its back swipes depend on it; the recorder keeps
        // the model's default if it is outside the versions a trace may hold.
        device.ios = ProcessInfo.processInfo.operatingSystemVersion.majorVersion
      #endif
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
    /// derives that pop from the touches, does not pop twice. The delegate hooks
    /// (`recordWillShow(in:animated:)`, `recordDidShow(in:animated:)`) call it at the right moments;
    /// call it yourself when something they do not see changed, such as an `fd_` property.
    public func recordStack(
      of navigationController: UINavigationController, animated: Bool = true, isInteractivePop: Bool = false
    ) {
      self.navigationController = navigationController
      if awaitsFullscreenPop { readFullscreenPopSwitch(of: navigationController) }
      let controllers = navigationController.viewControllers
      let screens = controllers.map { Self.snapshot($0, readsViews: $0 === controllers.last) }
      recorder.recordStack(
        screens, timestamp: clock(), animated: animated, isInteractivePop: isInteractivePop)
    }

    /// Call from the delegate's `navigationController(_:willShow:animated:)`, as a push or pop
    /// starts: when a back swipe drives it, records the swipe's pop once the transition finishes,
    /// and nothing if the swipe is cancelled.
    ///
    /// A push or a pop the app makes is recorded by `recordDidShow(in:animated:)` instead, once the
    /// shown screen's view is in the window, so call both.
    public func recordWillShow(in navigationController: UINavigationController, animated: Bool) {
      self.navigationController = navigationController
      let coordinator = navigationController.transitionCoordinator
      let action = transitions.willShow(isInteractive: coordinator?.isInteractive ?? false)
      guard action == .awaitTransitionEnd, let coordinator else {
        perform(action, animated: animated)
        return
      }
      // The swipe may still be cancelled, so its outcome is read when the transition ends. Only
      // `self` is captured, and the context is read on the main actor, whatever isolation UIKit
      // gives the completion.
      let isQueued = coordinator.animate(alongsideTransition: nil) { [weak self] context in
        MainActor.assumeIsolated {
          guard let self else { return }
          self.perform(self.transitions.transitionEnded(isCancelled: context.isCancelled), animated: true)
        }
      }
      // Apple documents false as the animations not being queued: the completion will not run.
      if !isQueued {
        perform(transitions.completionWillNotRun(), animated: true)
      }
    }

    /// Call from the delegate's `navigationController(_:didShow:animated:)`, once the shown
    /// screen's view is in the window: records the stack, so a push or a pop the app made becomes
    /// an action, with the views of the screen now on top.
    public func recordDidShow(in navigationController: UINavigationController, animated: Bool) {
      self.navigationController = navigationController
      perform(transitions.didShow(), animated: animated)
    }

    /// Does what the transition tracker asked, to the navigation controller last recorded.
    private func perform(_ action: ShowTransitionTracker.Action, animated: Bool) {
      switch action {
      case .nothing, .awaitTransitionEnd:
        // Waiting is the caller's to arrange, with the coordinator it holds.
        return
      case .recordStack(let isInteractivePop):
        guard let navigationController else { return }
        recordStack(of: navigationController, animated: animated, isInteractivePop: isInteractivePop)
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

    /// Reads FDFullscreenPopGesture's navigation controller properties, when the library is
    /// linked, without creating its pan.
    private func readSettings(of navigationController: UINavigationController) {
      // The library's category adds the getter to every navigation controller; asking whether it
      // answers calls nothing. Calling it would create the pan (its getter makes one when there is
      // none), so the pan is looked for where the library puts it instead.
      guard navigationController.responds(to: NSSelectorFromString("fd_fullscreenPopGestureRecognizer"))
      else { return }
      let pan = Self.fullscreenPopGestureRecognizer(of: navigationController)
      // The library installs its pan at the first push; without one the trace starts before it.
      recorder.installedByPush = pan != nil
      if let pan {
        recorder.fullscreenPopGestureEnabled = pan.isEnabled
      } else {
        awaitsFullscreenPop = true
      }
      // This getter stores its default, true, when nothing was set: it returns what it would have
      // returned anyway, and the library reads the same value after.
      recorder.viewControllerBasedNavigationBarAppearanceEnabled = Self.bool(
        "fd_viewControllerBasedNavigationBarAppearanceEnabled", of: navigationController)
    }

    /// Reads the switch of FDFullscreenPopGesture's pan once the first push installed it, for an
    /// app that turned it off before: the switch only matters from that push on, as in the model.
    private func readFullscreenPopSwitch(of navigationController: UINavigationController) {
      guard let pan = Self.fullscreenPopGestureRecognizer(of: navigationController) else { return }
      awaitsFullscreenPop = false
      recorder.fullscreenPopGestureEnabled = pan.isEnabled
    }

    /// FDFullscreenPopGesture's pan, found without calling the library's getter, which creates it:
    /// the library adds it to the view UIKit's edge swipe is on and makes its own
    /// `_FDFullscreenPopGestureRecognizerDelegate` its delegate. Nil before the first push, and
    /// for an app that gave the pan a delegate of its own (the pan's targets, which would name
    /// it too, are not public).
    private static func fullscreenPopGestureRecognizer(
      of navigationController: UINavigationController
    ) -> UIGestureRecognizer? {
      guard let edgeSwipe = navigationController.interactivePopGestureRecognizer else { return nil }
      return edgeSwipe.view?.gestureRecognizers?.first { recognizer in
        guard recognizer !== edgeSwipe, recognizer is UIPanGestureRecognizer,
          let delegate = recognizer.delegate
        else { return false }
        return NSStringFromClass(type(of: delegate as AnyObject)) == fullscreenPopDelegateClassName
      }
    }

    /// The class FDFullscreenPopGesture makes its pan's delegate, named as the Objective-C runtime
    /// names it.
    private static let fullscreenPopDelegateClassName = "_FDFullscreenPopGestureRecognizerDelegate"

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
          contentInset: GestureView.EdgeInsets(
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
        // The thumb image's size, not `thumbRect(forBounds:trackRect:value:)`, which Apple
        // documents as one to override and not to call. No custom image: UIKit's default thumb,
        // which the replay models by the trace's iOS version when the size is left out.
        let thumb = slider.currentThumbImage?.size
        node.slider = ViewSnapshot.Slider(
          value: Double(slider.value), range: minimum <= maximum ? minimum...maximum : nil,
          thumbSize: thumb.map { Size(width: Double($0.width), height: Double($0.height)) })
      }
      guard depth < maximumDepth else { return node }
      let shift = node.scroll == nil ? view.bounds.origin : CGPoint.zero
      node.children = view.subviews.map { subview in
        tree(of: subview, frame: subview.frame.offsetBy(dx: -shift.x, dy: -shift.y), depth: depth + 1)
      }
      return node
    }

    /// How deep the tree is read: as deep as the import's parser reads a dump (its
    /// `IndentedLines.maximumDepth`), far below any real hierarchy; the walk is recursive.
    private static let maximumDepth = 512

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
    ///
    /// Made with UIKit's `init()`, which takes no target: `init(target:action:)` is documented as
    /// not taking nil, and the observer has no action to send.
    static func make() -> TouchObserver {
      let observer = TouchObserver()
      observer.cancelsTouchesInView = false
      observer.delaysTouchesBegan = false
      observer.delaysTouchesEnded = false
      return observer
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
