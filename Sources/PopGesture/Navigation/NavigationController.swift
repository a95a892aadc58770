/// The navigation controller: its stack, its bar, the library's switches, the running transition
/// and the actions deferred behind it (<doc:TraceFormat> for the libraries, actions and the bar).
///
/// It takes the app's actions (`push`, `pop`, `setStack`, `set`, `present`, `dismiss`) and the
/// interactive pop's inputs, and answers with effects (`NavigationEffects`), handed in order to
/// the receiver the caller passes in. It owns deferral, the freeze of a pop begun with nothing
/// to pop, the libraries' push guard and UIKit's exception; FD's bar hooks are
/// `NavigationBarHooks`.
struct NavigationController: Sendable {
  let policy: Policy
  let settings: Trace.Settings
  let device: Device
  private(set) var stack: NavigationStack
  private(set) var isNavigationBarHidden: Bool
  private(set) var isFullscreenPopGestureEnabled: Bool
  private(set) var isViewControllerBasedNavigationBarAppearanceEnabled: Bool
  private(set) var isFullscreenPopInstalled: Bool
  /// `interactivePopGestureRecognizer.enabled`: UIKit's edge swipe.
  private(set) var isInteractivePopGestureEnabled: Bool
  /// `interactiveContentPopGestureRecognizer.enabled`: UIKit's content swipe, from iOS 26.
  private(set) var isContentPopGestureEnabled: Bool
  /// Who answers `shouldBegin` for UIKit's edge swipe: its own delegate, or the app's.
  private(set) var interactivePopDelegate: SwipeDelegate
  /// Who answers `shouldBegin` for UIKit's content swipe.
  private(set) var contentPopDelegate: SwipeDelegate
  private(set) var transition: TransitionState = .idle
  /// The last progress written for the tracking pop, rounded, so unchanged values are not
  /// written again. Beside the state rather than in `tracking`: it changes on most moves.
  private var writtenProgress: Double?
  /// Push, pop and setStack actions that arrived during a transition, in arrival order.
  private(set) var deferredActions: [Action] = []
  /// `stuck` once the KVC swap froze the controller, `exception` once UIKit raised one.
  private(set) var fault: Fault?
  private(set) var barHooks: NavigationBarHooks
  private var nextTransitionSerial = 0

  init(_ description: NavigationDescription, policy: Policy, settings: Trace.Settings, device: Device) {
    self.policy = policy
    self.settings = settings
    self.device = device
    isNavigationBarHidden = description.navigationBarHidden
    isFullscreenPopGestureEnabled = description.fullscreenPopGestureEnabled
    isViewControllerBasedNavigationBarAppearanceEnabled =
      description.viewControllerBasedNavigationBarAppearanceEnabled
    switch policy.fullscreenPop?.installation {
    case .always: isFullscreenPopInstalled = true
    case .atFirstPush: isFullscreenPopInstalled = description.installedByPush
    case nil: isFullscreenPopInstalled = false
    }
    // The library turned UIKit's edge swipe off when it installed its pan.
    isInteractivePopGestureEnabled = description.interactivePopGestureEnabled ?? !isFullscreenPopInstalled
    isContentPopGestureEnabled = description.contentPopGestureEnabled
    interactivePopDelegate = description.interactivePopDelegate
    contentPopDelegate = description.contentPopDelegate
    barHooks = NavigationBarHooks(policy: policy)
    // Screens that were pushed got their hook from the push that brought them.
    let hooked =
      description.installedByPush && description.stack.count >= 2
      && barHooks.givesHooks(appearanceEnabled: description.viewControllerBasedNavigationBarAppearanceEnabled)
    if hooked {
      for screen in description.stack { barHooks.giveHook(to: screen.id) }
    }
    stack = NavigationStack(description.stack) { _ in hooked }
  }

  // MARK: - Reading

  var isTransitioning: Bool { transition != .idle }
  var isFrozen: Bool { fault == .stuck }
  /// UIKit raised an exception: the replay stops.
  var hasRaised: Bool { fault == .exception }

  /// The screen presented over the navigation controller, if any: it takes every touch.
  var presented: NavigationStack.Presentation? { stack.presented }

  /// Whether the library's pan is on the controller's view and enabled, for a new sequence.
  var isFullscreenPopLive: Bool {
    policy.fullscreenPop != nil && isFullscreenPopInstalled && isFullscreenPopGestureEnabled
  }

  /// Whether UIKit's edge pan is enabled, for a new sequence: installing the library's pan
  /// turned it off, and the app may turn it on again.
  var isEdgePopEnabled: Bool { isInteractivePopGestureEnabled }

  /// Whether UIKit's content swipe is there and enabled, for a new sequence: from iOS 26, under
  /// every library, unless the app turned it off.
  var isContentPopLive: Bool { device.hasContentPop && isContentPopGestureEnabled }

  /// Whether a pop that `recognizer` begins with nothing to pop, or inside another transition,
  /// freezes the controller: the delegate-less KVC swap, and UIKit's swipes under a delegate the
  /// app put in place of UIKit's. Every other `shouldBegin` refuses those two cases first.
  func freezesWithoutPoppableScreen(_ recognizer: RecognizerID) -> Bool {
    switch recognizer {
    case .fullscreenPop: policy.fullscreenPop?.freezesWithoutPoppableScreen == true
    case .edgePop: interactivePopDelegate.freezesWithoutPoppableScreen
    case .contentPop: contentPopDelegate.freezesWithoutPoppableScreen
    case .pan, .swipe: false
    }
  }

  /// `rootScreen` when the stack holds one screen: UIKit's check, and the libraries' first.
  var rootScreenCause: Cause? {
    stack.count <= 1 ? .rootScreen(stackCount: stack.count) : nil
  }

  /// `transitioning` while a push or pop runs.
  var transitioningCause: Cause? {
    guard let running = transition.running else { return nil }
    return .transitioning(running.operation, from: running.from, to: running.to)
  }

  /// Where the screen FD's will-disappear check reads as the top is: the one being revealed
  /// during a pop that is not springing back.
  var effectiveTopIndex: Int? {
    if let running = transition.running, running.operation == .pop, transition.finishes, stack.count >= 2 {
      return stack.count - 2
    }
    return stack.indices.last
  }

  // MARK: - Actions

  /// An app action: `set` at once; push, pop and setStack wait for a running transition;
  /// `present` and `dismiss` happen at once, frozen or not, as presenting does not go through
  /// the navigation controller's transitions.
  mutating func handle(_ action: Action, effects: inout some NavigationEffects) {
    switch action {
    case .set(let change):
      guard !isFrozen else { return ignore(action, .stuck, &effects) }
      apply(change, &effects)
    case .present(let screen, let style, _):
      if let presented = stack.presented {
        // The decoder refuses this; a trace built in code meets UIKit's warning, and nothing happens.
        return effects.record(
          .action(
            ActionRecord(
              action: .present, result: .ignored, reason: .alreadyPresenting,
              screen: presented.entry.screen.id)))
      }
      effects.record(.action(ActionRecord(action: .present, result: .applied, screen: screen.id)))
      stack.present(screen, style: style)
    case .dismiss:
      guard let presented = stack.presented else {
        // The decoder refuses this too; UIKit's dismiss with nothing presented does nothing.
        return effects.record(
          .action(ActionRecord(action: .dismiss, result: .ignored, reason: .nothingPresented)))
      }
      effects.record(
        .action(ActionRecord(action: .dismiss, result: .applied, screen: presented.entry.screen.id)))
      stack.dismiss()
    case .push, .pop, .setStack:
      if isTransitioning {
        guard !isFrozen else { return ignore(action, .stuck, &effects) }
        deferredActions.append(action)
        effects.record(.action(ActionRecord(action: action.kind, result: .deferred, screen: action.screenID)))
      } else {
        perform(action, &effects)
      }
    }
  }

  /// Changes the view `reference` points at (a scroll view's offset, a row's actions), if its
  /// screen is still on the stack.
  mutating func updateView(_ reference: ViewReference, _ change: (inout GestureView) -> Void) {
    stack.updateView(reference, change)
  }

  /// Runs a push, pop or setStack now.
  private mutating func perform(_ action: Action, _ effects: inout some NavigationEffects) {
    guard !isFrozen else { return ignore(action, .stuck, &effects) }
    switch action {
    case .push(let screen, let animated):
      push(screen, animated: animated, &effects)
    case .pop(let animated):
      pop(animated: animated, &effects)
    case .setStack(let screens):
      effects.record(.action(ActionRecord(action: action.kind, result: .applied)))
      // No hooks given; a screen id that had one keeps it.
      let hooks = barHooks
      stack.replace(with: screens) { hooks.hasHook($0.id) }
    case .set(let change):
      apply(change, &effects)
    case .present, .dismiss:
      preconditionFailure("\(action.kind) is never deferred")
    }
  }

  private func ignore(_ action: Action, _ reason: Reason, _ effects: inout some NavigationEffects) {
    effects.record(
      .action(ActionRecord(action: action.kind, result: .ignored, reason: reason, screen: action.screenID)))
  }

  /// `pushViewController:animated:` as the policy's category rewrites it: it installs the
  /// library's pan, gives the bar hooks, and guards against a screen already on the stack (or
  /// UIKit raises its exception).
  private mutating func push(_ screen: Screen, animated: Bool, _ effects: inout some NavigationEffects) {
    if policy.fullscreenPop?.installation == .atFirstPush, !isFullscreenPopInstalled {
      // The library adds its pan and turns UIKit's edge swipe off, once.
      isFullscreenPopInstalled = true
      isInteractivePopGestureEnabled = false
    }
    let givesHooks = barHooks.givesHooks(
      appearanceEnabled: isViewControllerBasedNavigationBarAppearanceEnabled)
    if givesHooks, let top = stack.indices.last, !stack[top].hasWillAppearHook {
      barHooks.giveHook(to: stack[top].screen.id)
      stack.modifyEntry(at: top) { $0.hasWillAppearHook = true }
    }
    if stack.index(ofScreen: screen.id) != nil {
      guard policy.guardsDuplicatePush else {
        effects.record(
          .fault(
            .exception,
            detail:
              "NSInvalidArgumentException: pushing the same view controller instance more than once is not supported (\(screen.id))"
          ))
        fault = .exception
        return
      }
      effects.record(
        .action(ActionRecord(action: .push, result: .ignored, reason: .alreadyInStack, screen: screen.id)))
      return
    }
    effects.record(.action(ActionRecord(action: .push, result: .applied, screen: screen.id)))
    let fromID = stack.top?.screen.id
    if givesHooks { barHooks.giveHook(to: screen.id) }
    let index = stack.push(screen, hooked: givesHooks || barHooks.hasHook(screen.id))
    if animated, let fromID {
      let started = startTransition(.push, interactive: false, from: fromID, to: screen.id, &effects)
      transition = .animating(started)
      effects.schedule(.transitionEnd(serial: started.serial), after: settings.transitionDuration)
    }
    willAppear(at: index, animated: animated, &effects)
    if fromID != nil { willDisappear() }
  }

  /// `popViewControllerAnimated:`.
  private mutating func pop(animated: Bool, _ effects: inout some NavigationEffects) {
    guard stack.count >= 2 else {
      effects.record(.action(ActionRecord(action: .pop, result: .ignored, reason: .rootScreen)))
      return
    }
    effects.record(.action(ActionRecord(action: .pop, result: .applied)))
    let from = stack.count - 1
    let to = from - 1
    if animated {
      let started = startTransition(
        .pop, interactive: false, from: stack[from].screen.id, to: stack[to].screen.id, &effects)
      transition = .animating(started)
      effects.schedule(.transitionEnd(serial: started.serial), after: settings.transitionDuration)
      willAppear(at: to, animated: true, &effects)
    } else {
      willAppear(at: to, animated: false, &effects)
      stack.removeTop()
    }
    willDisappear()
  }

  /// A `set` action: one property of the navigation controller, a screen or a view.
  private mutating func apply(_ change: PropertyChange, _ effects: inout some NavigationEffects) {
    switch change {
    case .navigation(let property):
      effects.record(.action(ActionRecord(action: .set, result: .applied)))
      switch property {
      case .fullscreenPopGestureEnabled(let value):
        isFullscreenPopGestureEnabled = value
      case .viewControllerBasedNavigationBarAppearanceEnabled(let value):
        isViewControllerBasedNavigationBarAppearanceEnabled = value
      case .navigationBarHidden(let value):
        setNavigationBar(hidden: value, animated: false, &effects)
      case .interactivePopGestureEnabled(let value):
        isInteractivePopGestureEnabled = value
      case .contentPopGestureEnabled(let value):
        isContentPopGestureEnabled = value
      case .interactivePopDelegate(let delegate):
        interactivePopDelegate = delegate
      case .contentPopDelegate(let delegate):
        contentPopDelegate = delegate
      }
    case .screen(let id, let property):
      // On the stack or presented.
      let found = stack.modifyScreen(named: id) { screen in
        switch property {
        case .interactivePopDisabled(let value):
          screen.interactivePopDisabled = value
        case .prefersNavigationBarHidden(let value):
          screen.prefersNavigationBarHidden = value
        case .maxAllowedInitialDistanceToLeftEdge(let value):
          screen.maxAllowedInitialDistanceToLeftEdge = Screen.maxAllowedInitialDistance(settingTo: value)
        case .backButton(let value):
          screen.backButton = value
        }
      }
      effects.record(
        .action(
          ActionRecord(
            action: .set, result: found ? .applied : .ignored, reason: found ? nil : .notInStack, screen: id))
      )
    case .view(let id, let viewID, let property):
      var found = false
      _ = stack.modifyScreen(named: id) { screen in
        guard let path = screen.views.path(to: viewID) else { return }
        found = true
        screen.views.modify(at: path[...]) { property.apply(to: &$0) }
      }
      effects.record(
        .action(
          ActionRecord(
            action: .set, result: found ? .applied : .ignored, reason: found ? nil : .notInStack, screen: id))
      )
    }
  }

  // MARK: - Interactive pop

  /// A navigation-level recognizer, `recognizer` and candidate `driver`, began with its reduced
  /// `translation`: the pop starts tracking it. With nothing to pop or inside another
  /// transition, the controller freezes instead (`freezesWithoutPoppableScreen(_:)`).
  mutating func beginInteractivePop(
    _ recognizer: RecognizerID, driver: Int, translation: Point, effects: inout some NavigationEffects
  ) {
    guard stack.count >= 2, !isTransitioning else {
      // Every other shouldBegin refuses these two cases; only a recognizer without one gets here,
      // and UIKit's navigation controller then freezes.
      if freezesWithoutPoppableScreen(recognizer) {
        freeze(
          detail: isTransitioning
            ? "a pop began during a transition; the navigation controller stops responding"
            : "a pop began on the root screen; the navigation controller stops responding", &effects)
      }
      return
    }
    let from = stack.count - 1
    let to = from - 1
    let started = startTransition(
      .pop, interactive: true, from: stack[from].screen.id, to: stack[to].screen.id, &effects)
    transition = .tracking(started, driver: driver)
    writtenProgress = nil
    willAppear(at: to, animated: true, &effects)
    willDisappear()
    if let progress = updateProgress(driver: driver, translation: translation) {
      effects.record(.progress(progress))
    }
  }

  /// The driver moved: the pop's progress to write, when its 3-decimal value changed.
  ///
  /// The one input that answers with a value rather than effects: it runs on every move of a
  /// pop, and is the only one whose answer is at most a single number.
  mutating func updateProgress(driver index: Int, translation: Point) -> Double? {
    guard case .tracking(_, let driver) = transition, driver == index else { return nil }
    let progress = self.progress(translation)
    let rounded = Rounding.progress(progress)
    guard rounded != writtenProgress else { return nil }
    writtenProgress = rounded
    return progress
  }

  /// The driver ended (or was cancelled): the release decision, then the pop settles. Returns
  /// the decision, or nil when `index` drives no pop.
  @discardableResult
  mutating func releaseInteractivePop(
    driver index: Int, release: Recognizer.Release, isCancelled: Bool, effects: inout some NavigationEffects
  ) -> ReleaseDecision? {
    guard case .tracking(let running, let driver) = transition, driver == index else { return nil }
    let progress = self.progress(release.translation)
    let velocity = release.velocity.x * device.layoutDirection.sign
    let decision =
      isCancelled
      ? ReleaseDecision(cancelledAt: progress, velocity: velocity, settings: settings)
      : ReleaseDecision(progress: progress, velocity: velocity, width: device.width, settings: settings)
    transition = .settling(running, finishes: decision.finishes)
    effects.record(
      .release(
        ReleaseRecord(
          progress: progress, velocity: velocity, decision: decision.finishes ? .finish : .cancel,
          settle: decision.settle)))
    if !decision.finishes {
      if let top = stack.indices.last { willAppear(at: top, animated: true, &effects) }
      willDisappear()
    }
    effects.schedule(.transitionEnd(serial: running.serial), after: decision.settle)
    return decision
  }

  /// `clamp(dx * dir / width, 0, 1)`.
  private func progress(_ translation: Point) -> Double {
    min(max(translation.x * device.layoutDirection.sign / device.width, 0), 1)
  }

  // MARK: - Transitions

  /// A new transition, with its `began` record; the caller puts it in the state it starts in.
  private mutating func startTransition(
    _ operation: TransitionRecord.Operation, interactive: Bool, from: String, to: String,
    _ effects: inout some NavigationEffects
  ) -> Transition {
    nextTransitionSerial += 1
    effects.record(
      .transition(
        TransitionRecord(phase: .began, operation: operation, interactive: interactive, from: from, to: to))
    )
    return Transition(
      serial: nextTransitionSerial, operation: operation, isInteractive: interactive, from: from, to: to)
  }

  /// Transition `serial` is over: the stack changes, then the deferred actions run.
  mutating func endTransition(serial: Int, effects: inout some NavigationEffects) {
    guard let running = transition.running, running.serial == serial else { return }
    let isFinished = transition.finishes
    transition = .idle
    if running.operation == .pop && isFinished {
      stack.removeTop()
    }
    effects.record(
      .transition(
        TransitionRecord(
          phase: isFinished ? .finished : .cancelled, operation: running.operation,
          interactive: running.isInteractive, from: running.from, to: running.to, stack: stack.ids)))
    while !isTransitioning, !hasRaised, !deferredActions.isEmpty {
      perform(deferredActions.removeFirst(), &effects)
    }
  }

  /// The KVC swap began a pop with nothing to pop, or inside another: the controller freezes.
  private mutating func freeze(detail: String, _ effects: inout some NavigationEffects) {
    effects.record(.fault(.stuck, detail: detail))
    fault = .stuck
    effects.dropRecognizers()
  }

  // MARK: - Navigation bar

  /// `viewWillAppear:` of the screen at stack index `index`: its hook may set the bar. An
  /// index, which every caller has at hand, rather than a search for the entry.
  private mutating func willAppear(at index: Int, animated: Bool, _ effects: inout some NavigationEffects) {
    guard let hidden = barHooks.willAppear(stack[index]) else { return }
    setNavigationBar(hidden: hidden, animated: animated, &effects)
  }

  /// `viewWillDisappear:` of some screen: FD checks the bar right after the current event.
  private mutating func willDisappear() {
    barHooks.willDisappear()
  }

  /// Whether FD's will-disappear check waits for the end of the current event.
  var hasPendingBarCheck: Bool { barHooks.isDisappearCheckPending }

  /// Runs after every event: FD's deferred will-disappear check.
  mutating func afterEvent(effects: inout some NavigationEffects) {
    guard barHooks.takeDisappearCheck() else { return }
    let top = effectiveTopIndex.map { stack[$0].screen }
    if barHooks.showsBar(under: top, appearanceEnabled: isViewControllerBasedNavigationBarAppearanceEnabled) {
      setNavigationBar(hidden: false, animated: false, &effects)
    }
  }

  /// `setNavigationBarHidden:animated:`, recorded only when the bar changes.
  private mutating func setNavigationBar(
    hidden: Bool, animated: Bool, _ effects: inout some NavigationEffects
  ) {
    guard isNavigationBarHidden != hidden else { return }
    isNavigationBarHidden = hidden
    effects.record(.navigationBar(hidden: hidden, animated: animated))
  }
}

extension Action {
  /// The screen an action names in its record.
  var screenID: String? {
    switch self {
    case .push(let screen, _), .present(let screen, _, _): screen.id
    case .set(let change): change.screenID
    case .pop, .setStack, .dismiss: nil
    }
  }
}

extension NavigationController {
  /// `stuck` of a dropped recognizer in words.
  static let frozenWords = "the navigation controller froze, which dropped it"

  /// `rootScreen` in words.
  static func rootScreenWords(stackCount count: Int) -> String {
    "the stack holds \(count) screen\(count == 1 ? "" : "s"): there is nothing to pop"
  }

  /// `transitioning` in words.
  static func transitioningWords(_ operation: TransitionRecord.Operation, from: String, to: String) -> String
  {
    "a \(operation.rawValue) from \(from) to \(to) was running"
  }
}
