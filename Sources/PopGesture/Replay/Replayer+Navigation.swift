/// The navigation controller's side: interactive pops, app actions, transitions and FD's bar hooks.
extension Replayer {
  // MARK: - Interactive pop

  /// A navigation-level recognizer began: the pop starts (or, under the KVC swap, the freeze).
  mutating func beginInteractivePop(driver index: Int) {
    guard navigation.stack.count >= 2, !navigation.isTransitioning else {
      // Every other system's shouldBegin refuses these two cases; only the delegate-less KVC
      // swap gets here, and UIKit's navigation controller then freezes.
      if policy.fullscreenPop?.freezesWithoutPoppableScreen == true {
        freeze(
          detail: navigation.isTransitioning
            ? "a pop began during a transition; the navigation controller stops responding"
            : "a pop began on the root screen; the navigation controller stops responding")
      }
      return
    }
    // Indexes, not copies of the entries: a copy retains and releases everything on the screen.
    let from = navigation.stack.count - 1
    let to = from - 1
    startTransition(
      .pop, interactive: true, from: navigation.stack[from].screen.id, to: navigation.stack[to].screen.id)
    navigation.transition?.driver = index
    willAppear(at: to, animated: true)
    willDisappear()
    updateProgress(driver: index)
  }

  /// Writes the pop's progress when its 3-decimal value changes.
  mutating func updateProgress(driver index: Int) {
    // Runs on every move of a pop: read the fields it needs, not whole copies.
    guard navigation.transition?.driver == index, let progress = currentProgress(driver: index) else {
      return
    }
    let written = Rounding.progress(progress)
    guard written != navigation.transition?.writtenProgress else { return }
    navigation.transition?.writtenProgress = written
    emit(.progress(progress))
  }

  /// `clamp(dx * dir / width, 0, 1)` with the driver's reduced translation.
  private func currentProgress(driver index: Int) -> Double? {
    guard let translation = sequence?.candidates[index].pan.translation else { return nil }
    let progress = translation.x * device.layoutDirection.sign / device.width
    return min(max(progress, 0), 1)
  }

  /// The driver ended or was cancelled: finish or cancel, and settle.
  mutating func releaseInteractivePop(driver index: Int, isCancelled: Bool) {
    guard let serial = navigation.transition?.serial, navigation.transition?.driver == index,
      let panVelocity = sequence?.candidates[index].pan.velocity,
      let progress = currentProgress(driver: index)
    else { return }
    let velocity = panVelocity.x * device.layoutDirection.sign
    let decision =
      isCancelled
      ? ReleaseDecision(cancelledWith: settings)
      : ReleaseDecision(progress: progress, velocity: velocity, width: device.width, settings: settings)
    navigation.transition?.driver = nil
    emit(
      .release(
        ReleaseRecord(
          progress: progress, velocity: velocity, decision: decision.finishes ? .finish : .cancel,
          settle: decision.settle)))
    if !decision.finishes {
      navigation.transition?.isCancelling = true
      if let top = navigation.stack.indices.last { willAppear(at: top, animated: true) }
      willDisappear()
    }
    scheduler.schedule(.transitionEnd(serial: serial), at: now + decision.settle)
  }

  // MARK: - Transitions

  private mutating func startTransition(
    _ operation: TransitionRecord.Operation, interactive: Bool, from: String, to: String
  ) {
    navigation.transition = NavigationState.Transition(
      serial: navigation.makeTransitionSerial(), operation: operation, isInteractive: interactive,
      from: from, to: to)
    emit(
      .transition(
        TransitionRecord(phase: .began, operation: operation, interactive: interactive, from: from, to: to)))
  }

  /// A push, pop or settle is over: the stack changes, then the deferred actions run.
  mutating func endTransition(serial: Int) {
    // Taken out rather than copied: it ends here.
    guard navigation.transition?.serial == serial, let transition = navigation.transition.take() else {
      return
    }
    let isFinished = !transition.isCancelling
    if transition.operation == .pop && isFinished {
      navigation.removeTop()
    }
    emit(
      .transition(
        TransitionRecord(
          phase: isFinished ? .finished : .cancelled, operation: transition.operation,
          interactive: transition.isInteractive, from: transition.from, to: transition.to,
          stack: navigation.ids)))
    while !navigation.isTransitioning, !isStopped, !navigation.deferredActions.isEmpty {
      let action = navigation.deferredActions.removeFirst()
      perform(action)
    }
  }

  // MARK: - Actions

  /// An app action: `set` at once; push, pop and setStack wait for a running transition.
  mutating func handle(_ action: Action) {
    switch action {
    case .set(let change):
      guard !navigation.isFrozen else { return ignore(action, .stuck) }
      apply(change)
    case .push, .pop, .setStack:
      if navigation.isTransitioning {
        guard !navigation.isFrozen else { return ignore(action, .stuck) }
        navigation.deferredActions.append(action)
        emit(.action(ActionRecord(action: action.word, result: .deferred, screen: action.screenID)))
      } else {
        perform(action)
      }
    }
  }

  /// Runs a push, pop or setStack now.
  private mutating func perform(_ action: Action) {
    guard !navigation.isFrozen else { return ignore(action, .stuck) }
    switch action {
    case .push(let screen, let animated):
      push(screen, animated: animated)
    case .pop(let animated):
      pop(animated: animated)
    case .setStack(let screens):
      emit(.action(ActionRecord(action: action.word, result: .applied)))
      navigation.replaceStack(with: screens, hooked: false)
    case .set(let change):
      apply(change)
    }
  }

  private mutating func ignore(_ action: Action, _ reason: Reason) {
    emit(
      .action(ActionRecord(action: action.word, result: .ignored, reason: reason, screen: action.screenID)))
  }

  /// `pushViewController:animated:` as the policy's category rewrites it.
  private mutating func push(_ screen: Screen, animated: Bool) {
    if policy.fullscreenPop?.installation == .atFirstPush {
      navigation.isFullscreenPopInstalled = true
    }
    let givesHooks =
      policy.managesNavigationBar && navigation.isViewControllerBasedNavigationBarAppearanceEnabled
    if givesHooks, let top = navigation.stack.indices.last {
      navigation.modifyEntry(at: top) { $0.hasWillAppearHook = true }
    }
    if navigation.index(ofScreen: screen.id) != nil {
      guard policy.guardsDuplicatePush else {
        emit(
          .fault(
            .exception,
            detail:
              "NSInvalidArgumentException: pushing the same view controller instance more than once is not supported (\(screen.id))"
          ))
        fault = .exception
        isStopped = true
        return
      }
      emit(
        .action(ActionRecord(action: "push", result: .ignored, reason: .alreadyInStack, screen: screen.id)))
      return
    }
    emit(.action(ActionRecord(action: "push", result: .applied, screen: screen.id)))
    let fromID = navigation.top?.screen.id
    let index = navigation.push(screen, hooked: givesHooks)
    if animated, let fromID {
      startTransition(.push, interactive: false, from: fromID, to: screen.id)
      if let serial = navigation.transition?.serial {
        scheduler.schedule(.transitionEnd(serial: serial), at: now + settings.transitionDuration)
      }
    }
    willAppear(at: index, animated: animated)
    if fromID != nil { willDisappear() }
  }

  /// `popViewControllerAnimated:`.
  private mutating func pop(animated: Bool) {
    guard navigation.stack.count >= 2 else {
      emit(.action(ActionRecord(action: "pop", result: .ignored, reason: .rootScreen)))
      return
    }
    emit(.action(ActionRecord(action: "pop", result: .applied)))
    let from = navigation.stack.count - 1
    let to = from - 1
    if animated {
      startTransition(
        .pop, interactive: false, from: navigation.stack[from].screen.id, to: navigation.stack[to].screen.id)
      if let serial = navigation.transition?.serial {
        scheduler.schedule(.transitionEnd(serial: serial), at: now + settings.transitionDuration)
      }
      willAppear(at: to, animated: true)
    } else {
      willAppear(at: to, animated: false)
      navigation.removeTop()
    }
    willDisappear()
  }

  /// A `set` action: one property of the navigation controller, a screen or a view.
  private mutating func apply(_ change: PropertyChange) {
    switch change {
    case .navigation(let property):
      emit(.action(ActionRecord(action: "set", result: .applied)))
      switch property {
      case .fullscreenPopGestureEnabled(let value):
        navigation.isFullscreenPopGestureEnabled = value
      case .viewControllerBasedNavigationBarAppearanceEnabled(let value):
        navigation.isViewControllerBasedNavigationBarAppearanceEnabled = value
      case .navigationBarHidden(let value):
        setNavigationBar(hidden: value, animated: false)
      }
    case .screen(let id, let property):
      guard let index = navigation.index(ofScreen: id) else {
        return emit(.action(ActionRecord(action: "set", result: .ignored, reason: .notInStack, screen: id)))
      }
      emit(.action(ActionRecord(action: "set", result: .applied, screen: id)))
      navigation.modifyEntry(at: index) { entry in
        switch property {
        case .interactivePopDisabled(let value):
          entry.screen.interactivePopDisabled = value
        case .prefersNavigationBarHidden(let value):
          entry.screen.prefersNavigationBarHidden = value
        case .maxAllowedInitialDistanceToLeftEdge(let value):
          entry.screen.maxAllowedInitialDistanceToLeftEdge = max(value, 0)
        }
      }
    case .view(let id, let viewID, let property):
      guard let index = navigation.index(ofScreen: id),
        let path = navigation.stack[index].screen.views.path(to: viewID)
      else {
        return emit(.action(ActionRecord(action: "set", result: .ignored, reason: .notInStack, screen: id)))
      }
      emit(.action(ActionRecord(action: "set", result: .applied, screen: id)))
      navigation.modifyEntry(at: index) { entry in
        entry.screen.views.modify(at: path[...]) { view in
          switch property {
          case .contentOffset(let offset): view.contentOffset = offset
          case .revealed(let value): view.revealed = value
          case .simultaneousWithPop(let value): view.simultaneousWithPop = value
          }
        }
      }
    }
  }

  /// The KVC swap began a pop with nothing to pop, or inside another: the controller freezes.
  private mutating func freeze(detail: String) {
    emit(.fault(.stuck, detail: detail))
    fault = .stuck
    navigation.isFrozen = true
    // Every recognizer of the sequence is dropped without further records.
    if let candidates = sequence?.candidates {
      for index in candidates.indices {
        sequence?.candidates[index].state = .failed
      }
    }
  }

  // MARK: - Navigation bar (FD 1.1)

  /// `viewWillAppear:` of the screen at stack index `index`: its hook sets the bar to its
  /// preference. An index, which every caller has at hand, rather than a search for the entry.
  private mutating func willAppear(at index: Int, animated: Bool) {
    guard policy.managesNavigationBar, navigation.stack[index].hasWillAppearHook else { return }
    setNavigationBar(hidden: navigation.stack[index].screen.prefersNavigationBarHidden, animated: animated)
  }

  /// `viewWillDisappear:` of some screen: FD checks the bar right after the current event.
  private mutating func willDisappear() {
    if policy.managesNavigationBar { isDisappearCheckPending = true }
  }

  /// FD's deferred check: show the bar if the screen on top does not prefer it hidden.
  mutating func runDisappearCheck() {
    guard isDisappearCheckPending else { return }
    isDisappearCheckPending = false
    guard navigation.isViewControllerBasedNavigationBarAppearanceEnabled,
      let top = navigation.effectiveTopIndex,
      !navigation.stack[top].screen.prefersNavigationBarHidden
    else { return }
    setNavigationBar(hidden: false, animated: false)
  }

  /// `setNavigationBarHidden:animated:`, recorded only when the bar changes.
  private mutating func setNavigationBar(hidden: Bool, animated: Bool) {
    guard navigation.isNavigationBarHidden != hidden else { return }
    navigation.isNavigationBarHidden = hidden
    emit(.navigationBar(hidden: hidden, animated: animated))
  }
}

extension Action {
  /// The screen an action names in its record.
  var screenID: String? {
    switch self {
    case .push(let screen, _): screen.id
    case .set(let change): change.screenID
    case .pop, .setStack: nil
    }
  }
}

extension Array where Element == GestureView {
  /// The index path down `subviews` to the view named `id`, depth first.
  func path(to id: String) -> [Int]? {
    for (index, view) in enumerated() {
      if view.id == id { return [index] }
      if let rest = view.subviews.path(to: id) { return [index] + rest }
    }
    return nil
  }
}
