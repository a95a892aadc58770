/// Recognizer state changes and what they cause: the arbiter's decisions carried out.
extension Replayer {
  var arbiter: Arbiter {
    let stack = navigation.stack
    return Arbiter(policy: policy) { Self.view($0, in: stack) }
  }

  /// A possible recognizer moved: its kind rule, the slider, `shouldBegin`, then the arbiter.
  mutating func considerBeginning(_ index: Int) {
    // A copy of the candidate, not of the sequence: the sequence's arrays stay unshared, so the
    // changes below happen in place.
    guard let recognizer = sequence?.candidates[index] else { return }
    let direction = device.layoutDirection.sign
    let raw = recognizer.pan.translation
    if let reason = recognizer.failureWhileUndecided(translation: raw, direction: direction) {
      fail(index, reason)
      return
    }
    let view = recognizer.view.flatMap { self.view($0) }
    guard recognizer.wantsToBegin(translation: raw, view: view, direction: direction) else { return }
    sequence?.candidates[index].pan.reduceTranslation(by: recognizer.hysteresis)
    if let slider = sequence?.slider, slider.prevents(recognizer, translation: raw) {
      fail(index, .preventedBy, by: slider.sliderID)
      return
    }
    if let reason = shouldBeginFailure(of: recognizer, at: index, raw: raw) {
      fail(index, reason)
      return
    }
    arbitrate(index)
  }

  /// The `shouldBegin` of `recognizer`, candidate `index`: its kind's verdict, then the navigation
  /// checks, with the translation the hysteresis reduction left in the sequence.
  private func shouldBeginFailure(of recognizer: Recognizer, at index: Int, raw: Point) -> Reason? {
    guard let reduced = sequence?.candidates[index].pan.translation else { return nil }
    let direction = device.layoutDirection.sign
    let view = recognizer.view.flatMap { self.view($0) }
    if let reason = recognizer.kindFailure(raw: raw, reduced: reduced, view: view, direction: direction) {
      return reason
    }
    switch recognizer.role {
    case .fullscreenPop:
      let location = sequence?.location(of: index) ?? recognizer.pan.position
      for check in policy.fullscreenPop?.checks ?? [] {
        if let reason = failure(of: check, translation: reduced, location: location) { return reason }
      }
      return nil
    case .edgePop, .contentPop:
      if navigation.stack.count <= 1 { return .rootScreen }
      if navigation.isTransitioning { return .transitioning }
      return nil
    case .view:
      return nil
    }
  }

  /// One check of the full-screen pan's delegate.
  private func failure(of check: Policy.Check, translation: Point, location: Point) -> Reason? {
    switch check {
    case .rootScreen:
      return navigation.stack.count <= 1 ? .rootScreen : nil
    case .popDisabled:
      return navigation.top?.screen.interactivePopDisabled == true ? .popDisabled : nil
    case .maxInitialDistance:
      // Measured from the left edge even right-to-left, where the pan is now, as the library does.
      let limit = navigation.top?.screen.maxAllowedInitialDistanceToLeftEdge ?? 0
      return limit > 0 && location.x > limit ? .beyondMaxInitialDistance : nil
    case .transitioning:
      return navigation.isTransitioning ? .transitioning : nil
    case .direction(let followsLayoutDirection):
      let sign = followsLayoutDirection ? device.layoutDirection.sign : 1
      return translation.x * sign <= 0 ? .wrongDirection : nil
    }
  }

  /// Carries out the arbiter's decision for a recognizer whose `shouldBegin` said YES.
  private mutating func arbitrate(_ index: Int, checkRequirements: Bool = true) {
    guard let candidates = sequence?.candidates else { return }
    switch arbiter.decide(index, in: candidates, checkRequirements: checkRequirements) {
    case .wait(let awaited):
      sequence?.candidates[index].state = .waiting
      sequence?.candidates[index].awaitedFailures = awaited
      sequence?.hasWaiters = true
      emit(.recognizer(RecognizerRecord(name: candidates[index].name, state: .waiting)))
    case .fail(let blocker):
      fail(index, .preventedBy, by: candidates[blocker].name)
    case .begin(let failing, let cancelling):
      begin(index, failing: failing, cancelling: cancelling)
    }
  }

  /// Waiters whose awaited recognizers have all failed start afresh from zero translation.
  mutating func resolveWaiters() {
    // Runs after every candidate's move; most sequences never wait, and this check, small enough
    // to be inlined, is all they pay.
    if sequence?.hasWaiters == true { startWaitersWhoseWaitIsOver() }
  }

  /// Arbitrates again, one at a time, each waiter whose awaited recognizers have all failed.
  private mutating func startWaitersWhoseWaitIsOver() {
    while let candidates = sequence?.candidates,
      let index = candidates.indices.first(where: { index in
        let recognizer = candidates[index]
        return recognizer.state == .waiting && !recognizer.pan.touches.isEmpty
          && recognizer.awaitedFailures.allSatisfy { candidates[$0].state == .failed }
      })
    {
      sequence?.candidates[index].pan.resetTranslation()
      sequence?.candidates[index].awaitedFailures = []
      arbitrate(index, checkRequirements: false)
    }
  }

  private mutating func begin(_ index: Int, failing: [Int], cancelling: [Int]) {
    // Field by field: a copy of the whole recognizer would retain and release all its parts.
    guard let name = sequence?.candidates[index].name, let role = sequence?.candidates[index].role,
      let translation = sequence?.candidates[index].pan.translation,
      let location = sequence?.location(of: index)
    else { return }
    sequence?.candidates[index].state = .began
    emit(
      .recognizer(RecognizerRecord(name: name, state: .began, translation: translation, location: location)))
    for other in failing {
      fail(other, .preventedBy, by: name)
    }
    for other in cancelling {
      cancel(other, .preventedBy, by: name)
    }
    switch role {
    case .fullscreenPop, .contentPop, .edgePop:
      beginInteractivePop(driver: index)
    case .view(let reference):
      if reference.kind == .scrollView, let view = view(reference) {
        self.sequence?.candidates[index].scrollOffsetAtBegin = view.contentOffset
        scroll(index)
      }
    }
  }

  /// An active recognizer moved: the scroll view follows, or the pop's progress.
  mutating func followMove(_ index: Int) {
    guard let isNavigationLevel = sequence?.candidates[index].isNavigationLevel else { return }
    if isNavigationLevel {
      updateProgress(driver: index)
    } else if sequence?.candidates[index].view?.kind == .scrollView {
      scroll(index)
    }
  }

  /// Fails an undecided recognizer for the rest of the sequence.
  mutating func fail(_ index: Int, _ reason: Reason, by blocker: String? = nil) {
    guard sequence?.candidates[index].state.isPending == true, let name = sequence?.candidates[index].name
    else { return }
    sequence?.candidates[index].state = .failed
    emit(.recognizer(RecognizerRecord(name: name, state: .failed, reason: reason, by: blocker)))
  }

  /// Cancels a began recognizer; its scroll view settles, its pop springs back.
  mutating func cancel(_ index: Int, _ reason: Reason, by blocker: String? = nil) {
    guard sequence?.candidates[index].state.isActive == true, let name = sequence?.candidates[index].name
    else { return }
    sequence?.candidates[index].state = .cancelled
    emit(.recognizer(RecognizerRecord(name: name, state: .cancelled, reason: reason, by: blocker)))
    letGo(index, isCancelled: true)
  }

  /// Ends a began recognizer whose last finger lifted.
  mutating func end(_ index: Int) {
    guard sequence?.candidates[index].state.isActive == true, let name = sequence?.candidates[index].name,
      let velocity = sequence?.candidates[index].pan.velocity
    else { return }
    sequence?.candidates[index].state = .ended
    emit(.recognizer(RecognizerRecord(name: name, state: .ended, velocity: velocity)))
    letGo(index, isCancelled: false)
  }

  /// What a recognizer's end or cancellation does to its view or to the pop it drives.
  private mutating func letGo(_ index: Int, isCancelled: Bool) {
    guard let role = sequence?.candidates[index].role else { return }
    switch role {
    case .fullscreenPop, .contentPop, .edgePop:
      releaseInteractivePop(driver: index, isCancelled: isCancelled)
    case .view(let reference):
      switch reference.kind {
      case .scrollView:
        settleScroll(index)
      case .swipeActions:
        if !isCancelled { updateView(reference) { $0.revealed.toggle() } }
      case .pan, .plain, .slider:
        break
      }
    }
  }

  // MARK: - Views

  /// The current state of the view `reference` points at, if its screen is still on the stack.
  func view(_ reference: ViewReference) -> GestureView? {
    Self.view(reference, in: navigation.stack)
  }

  static func view(_ reference: ViewReference, in stack: [NavigationState.Entry]) -> GestureView? {
    guard let index = NavigationState.index(of: reference, in: stack),
      var view = stack[index].screen.views[safe: reference.path[0]]
    else { return nil }
    for index in reference.path.dropFirst() {
      guard let subview = view.subviews[safe: index] else { return nil }
      view = subview
    }
    return view
  }

  /// Changes the view `reference` points at, if its screen is still on the stack.
  mutating func updateView(_ reference: ViewReference, _ change: (inout GestureView) -> Void) {
    guard let index = navigation.index(of: reference) else { return }
    navigation.modifyEntry(at: index) { $0.screen.views.modify(at: reference.path[...], change) }
  }

  /// Moves a dragging scroll view's content with its pan.
  private mutating func scroll(_ index: Int) {
    guard let recognizer = sequence?.candidates[index], let reference = recognizer.view,
      let view = view(reference)
    else { return }
    let offset = view.offsetOnScrollableAxes(recognizer) { axis in
      ScrollPhysics.draggingOffset(
        atBegin: axis.atBegin, translation: axis.translation, maximum: axis.maximum,
        dimension: axis.dimension,
        bounces: view.bounces)
    }
    updateView(reference) { $0.contentOffset = offset }
  }

  /// Brings a released scroll view to rest (a page, or its range) and writes the `scroll` record.
  private mutating func settleScroll(_ index: Int) {
    guard let recognizer = sequence?.candidates[index], let reference = recognizer.view,
      let view = view(reference)
    else { return }
    let offset = view.offsetOnScrollableAxes(recognizer) { axis in
      ScrollPhysics.restingOffset(
        atBegin: axis.atBegin, current: axis.current, velocity: axis.velocity, maximum: axis.maximum,
        dimension: axis.dimension, paging: view.pagingEnabled)
    }
    updateView(reference) { $0.contentOffset = offset }
    emit(.scroll(view: reference.qualifiedName, contentOffset: offset))
  }
}

/// One axis of a scroll view and of the pan dragging it.
struct ScrollAxis {
  var atBegin: Double
  var current: Double
  var translation: Double
  var velocity: Double
  /// Content size less frame size, at least 0.
  var maximum: Double
  /// The frame's size along the axis: the page size and the rubber band's scale.
  var dimension: Double
}

extension GestureView {
  /// The content offset with `rule` applied on each axis the view can scroll; other axes stay.
  func offsetOnScrollableAxes(_ recognizer: Recognizer, _ rule: (ScrollAxis) -> Double) -> Point {
    let begin = recognizer.scrollOffsetAtBegin
    let translation = recognizer.pan.translation
    let velocity = recognizer.pan.velocity
    var offset = contentOffset
    if canScrollHorizontally {
      offset.x = rule(
        ScrollAxis(
          atBegin: begin.x, current: offset.x, translation: translation.x, velocity: velocity.x,
          maximum: max(0, contentSize.width - frame.size.width), dimension: frame.size.width))
    }
    if canScrollVertically {
      offset.y = rule(
        ScrollAxis(
          atBegin: begin.y, current: offset.y, translation: translation.y, velocity: velocity.y,
          maximum: max(0, contentSize.height - frame.size.height), dimension: frame.size.height))
    }
    return offset
  }
}

extension Array {
  /// The element at `index`, or nil when out of bounds.
  subscript(safe index: Int) -> Element? {
    indices.contains(index) ? self[index] : nil
  }
}

extension Array where Element == GestureView {
  /// Applies `change` to the view at an index path down `subviews`, if it exists.
  mutating func modify(at path: ArraySlice<Int>, _ change: (inout GestureView) -> Void) {
    guard let first = path.first, indices.contains(first) else { return }
    if path.count == 1 {
      change(&self[first])
    } else {
      self[first].subviews.modify(at: path.dropFirst(), change)
    }
  }
}
