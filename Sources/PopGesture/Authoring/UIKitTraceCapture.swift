// UNTESTED: UIKit does not exist on Linux, where this package is built and tested, so this file
// has never been compiled or run there. It is written against UIKit's documented API and kept
// thin: everything that can be tested lives in `TraceRecorder`, which has its own tests. Build it
// in an iOS app's debug configuration and check the first trace it writes by replaying it.
#if canImport(UIKit) && !os(watchOS)
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
      let screens = navigationController.viewControllers.map(Self.snapshot)
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

    /// One view controller's id and `fd_` properties.
    private static func snapshot(_ viewController: UIViewController) -> TraceRecorder.ScreenSnapshot {
      let id = viewController.restorationIdentifier ?? String(describing: type(of: viewController))
      var screen = TraceRecorder.ScreenSnapshot(id: id)
      screen.prefersNavigationBarHidden = bool("fd_prefersNavigationBarHidden", of: viewController) ?? false
      screen.interactivePopDisabled = bool("fd_interactivePopDisabled", of: viewController) ?? false
      screen.maxAllowedInitialDistanceToLeftEdge =
        number("fd_interactivePopMaxAllowedInitialDistanceToLeftEdge", of: viewController) ?? 0
      return screen
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
