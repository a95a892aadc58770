/// Fingers: hit-testing, the one evaluation per UIKit event, and lifting.
extension Replayer {
  /// Handles one UIKit event: every touch event that shares a time.
  ///
  /// Fingers going down come first, then one evaluation of all moves (an `ended` away from the
  /// finger's last point moves it there first), then the lifts in trace order.
  mutating func handleTouches(_ group: TouchGroup) {
    // By index: iterating would copy the group three times per UIKit event.
    for index in group.indices where group[index].phase == .began {
      touchDown(group[index])
    }
    guard sequence != nil else { return }
    var moved = false
    for index in group.indices where group[index].phase == .moved || group[index].phase == .ended {
      let event = group[index]
      if sequence?.fingers.move(event.touch, to: event.location) == true { moved = true }
    }
    if moved { evaluateMoves() }
    for index in group.indices where group[index].phase == .ended || group[index].phase == .cancelled {
      lift(group[index])
    }
  }

  // MARK: - Touch-down

  private mutating func touchDown(_ event: TouchEvent) {
    guard sequence != nil else {
      startSequence(event)
      return
    }
    emit(.touch(TouchRecord(touch: event.touch, phase: .began, location: event.location)))
    sequence?.join(event.touch, at: event.location)
  }

  /// Hit-tests the first finger, lists the candidates and runs the touch-down checks.
  private mutating func startSequence(_ event: TouchEvent) {
    nextSequenceSerial += 1
    let point = event.location
    let hit = hitTest(point)
    var candidates: [Recognizer] = []
    swap(&candidates, &spareCandidates)
    if !navigation.isFrozen {
      for reference in hit.reversed() {
        guard let view = view(reference), let name = view.recognizerName else { continue }
        candidates.append(
          makeRecognizer(name: name, role: .view(reference), hysteresis: settings.panHysteresis, at: event))
      }
      addNavigationRecognizers(to: &candidates, at: event)
    }
    let slider = hit.lastIndex { $0.kind == .slider }.map {
      SliderGuard(sliderID: hit[$0].viewID, ancestors: Array(hit[..<$0]))
    }
    let hitName = hit.last?.qualifiedName ?? navigation.top?.screen.id ?? ""
    emit(
      .touch(
        TouchRecord(
          touch: event.touch, phase: .began, location: point, hit: hitName,
          recognizers: candidates.map(\.name))))
    var fingers = Fingers()
    swap(&fingers, &spareFingers)
    fingers[event.touch] = point
    sequence = TouchSequence(
      serial: nextSequenceSerial, fingers: fingers, candidates: candidates, slider: slider)
    touchDownChecks(at: point)
    resolveWaiters()
  }

  private func makeRecognizer(name: String, role: Recognizer.Role, hysteresis: Double, at event: TouchEvent)
    -> Recognizer
  {
    let followsFirstTouchOnly: Bool
    switch role {
    case .fullscreenPop: followsFirstTouchOnly = policy.fullscreenPop?.tracksFirstTouchOnly ?? true
    case .edgePop, .contentPop: followsFirstTouchOnly = true
    case .view: followsFirstTouchOnly = false
    }
    let pan = PanTracker(
      touch: event.touch, at: event.location, time: now, followsFirstTouchOnly: followsFirstTouchOnly)
    return Recognizer(name: name, role: role, hysteresis: hysteresis, pan: pan)
  }

  /// Adds `fullscreenPop`, `contentPop`, `edgePop`: those the policy has and that are enabled.
  private func addNavigationRecognizers(to recognizers: inout [Recognizer], at event: TouchEvent) {
    if policy.fullscreenPop != nil && navigation.isFullscreenPopInstalled
      && navigation.isFullscreenPopGestureEnabled
    {
      recognizers.append(
        makeRecognizer(
          name: "fullscreenPop", role: .fullscreenPop, hysteresis: settings.panHysteresis, at: event))
    }
    if policy.hasContentPop {
      recognizers.append(
        makeRecognizer(
          name: "contentPop", role: .contentPop, hysteresis: settings.contentHysteresis, at: event))
    }
    let isEdgePopEnabled: Bool
    switch policy.edgePop {
    case .never: isEdgePopEnabled = false
    case .always: isEdgePopEnabled = true
    case .untilFullscreenPopInstalled: isEdgePopEnabled = !navigation.isFullscreenPopInstalled
    }
    if isEdgePopEnabled {
      recognizers.append(
        makeRecognizer(name: "edgePop", role: .edgePop, hysteresis: settings.edgeHysteresis, at: event))
    }
  }

  /// The hit view's chain, top-level view first: each level's front-most view containing `point`.
  func hitTest(_ point: Point) -> [ViewReference] {
    guard let top = navigation.top else { return [] }
    let topIndex = navigation.stack.count - 1
    var chain: [ViewReference] = []
    var path: [Int] = []
    var views = top.screen.views
    while let index = views.lastIndex(where: { $0.frame.contains(point) }) {
      let view = views[index]
      path.append(index)
      chain.append(
        ViewReference(
          screenSerial: top.serial, screenIndex: topIndex, screenID: top.screen.id, path: path,
          viewID: view.id, kind: view.kind))
      views = view.subviews
    }
    return chain
  }

  /// The edge pan's region, bar and deadline, and the content swipe's bar, at the first finger.
  private mutating func touchDownChecks(at point: Point) {
    guard let serial = sequence?.serial, let count = sequence?.candidates.count else { return }
    let isOnBar =
      !navigation.isNavigationBarHidden && device.topInset <= point.y
      && point.y < device.topInset + settings.navigationBarHeight
    for index in 0..<count {
      guard let role = sequence?.candidates[index].role else { return }
      switch role {
      case .edgePop:
        let isInEdge =
          device.layoutDirection == .leftToRight
          ? point.x <= settings.edgeRegion : point.x >= device.width - settings.edgeRegion
        if !isInEdge {
          fail(index, .outsideEdge)
        } else if isOnBar {
          fail(index, .onNavigationBar)
        } else {
          scheduler.schedule(
            .edgeDeadline(sequence: serial, candidate: index), at: now + settings.edgeMaxDuration)
        }
      case .contentPop:
        if isOnBar { fail(index, .onNavigationBar) }
      case .fullscreenPop, .view:
        break
      }
    }
  }

  // MARK: - Moves

  /// One evaluation: every pan takes the new positions, then candidates run in order.
  private mutating func evaluateMoves() {
    guard let count = sequence?.candidates.count else { return }
    sequence?.movePans(time: now)
    for index in 0..<count where sequence?.candidates[index].hasMoved == true {
      guard let state = sequence?.candidates[index].state else { return }
      switch state {
      case .possible:
        considerBeginning(index)
      case .waiting:
        if let recognizer = sequence?.candidates[index],
          let reason = recognizer.failureWhileUndecided(
            translation: recognizer.pan.translation, direction: device.layoutDirection.sign)
        {
          fail(index, reason)
        }
      case .began:
        sequence?.candidates[index].state = .changed
        followMove(index)
      case .changed:
        followMove(index)
      case .ended, .cancelled, .failed:
        break
      }
      resolveWaiters()
    }
  }

  // MARK: - Lifts

  /// A finger lifts or is cancelled: recognizers that follow it end, fail or are cancelled.
  private mutating func lift(_ event: TouchEvent) {
    guard sequence?.lift(event.touch, isCancelled: event.phase == .cancelled) == true,
      let count = sequence?.candidates.count
    else { return }
    emit(.touch(TouchRecord(touch: event.touch, phase: event.phase, location: event.location)))
    for index in 0..<count where sequence?.candidates[index].isReleased == true {
      guard let state = sequence?.candidates[index].state else { break }
      switch (event.phase, state) {
      case (.cancelled, .began), (.cancelled, .changed):
        cancel(index, .touchCancelled)
      case (.cancelled, .possible), (.cancelled, .waiting):
        fail(index, .touchCancelled)
      case (_, .began), (_, .changed):
        end(index)
      case (_, .possible), (_, .waiting):
        fail(index, undecidedAtLiftReason(index))
      case (_, .ended), (_, .cancelled), (_, .failed):
        break
      }
    }
    resolveWaiters()
    if sequence?.fingers.isEmpty == true {
      endSequence()
    }
  }

  /// Forgets the finished sequence, keeping its arrays' storage for the next one.
  private mutating func endSequence() {
    guard var finished = sequence.take() else { return }
    finished.candidates.removeAll(keepingCapacity: true)
    swap(&spareCandidates, &finished.candidates)
    swap(&spareFingers, &finished.fingers)
  }

  /// `notScrollable` for a scroll view that can scroll on neither axis, else `endedBeforeRecognized`.
  private func undecidedAtLiftReason(_ index: Int) -> Reason {
    guard let reference = sequence?.candidates[index].view, reference.kind == .scrollView,
      let view = view(reference), !view.canScrollHorizontally, !view.canScrollVertically
    else { return .endedBeforeRecognized }
    return .notScrollable
  }
}
