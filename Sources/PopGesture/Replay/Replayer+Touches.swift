/// Fingers: the first finger's hit test and touch-down checks, the one evaluation per UIKit
/// event, and lifting.
extension Replayer {
  /// Handles one UIKit event: every touch event that shares a time.
  ///
  /// Fingers going down come first, then one evaluation of all moves (an `ended` away from the
  /// finger's last point moves it there first), then the lifts in trace order.
  mutating func handleTouches(_ group: TouchGroup) {
    // By index: iterating would copy the group three times per UIKit event.
    for index in group.indices where group[index].phase == .began {
      let event = group[index]
      if sequence == nil {
        sequence = core.startSequence(event)
        sequenceFirstEvent = group.firstPlace + index
      } else {
        core.emit(.touch(TouchRecord(touch: event.touch, phase: .began, location: event.location)))
        sequence?.join(event.touch, at: event.location)
      }
    }
    guard sequence != nil else { return }
    var moved = false
    for index in group.indices where group[index].phase == .moved || group[index].phase == .ended {
      let event = group[index]
      if sequence?.move(event.touch, to: event.location) == true { moved = true }
    }
    if moved { withSequence { $0.evaluateMoves(&$1) } }
    for index in group.indices where group[index].phase == .ended || group[index].phase == .cancelled {
      withSequence { $0.lift(group[index], &$1) }
    }
    if sequence?.isOver == true {
      if keepsDecisions { sequenceEvents.append(sequenceFirstEvent..<(group.firstPlace + group.count)) }
      sequence?.giveStorage(to: &core.storage)
      sequence = nil
    }
  }

  /// Hands the touch sequence, in place, to one of the core's handlers; nothing when there is none.
  mutating func withSequence(_ handler: (inout Core, inout TouchSequence) -> Void) {
    guard sequence != nil else { return }
    // The unwrap is checked just above; `if var` instead would copy the sequence out and back.
    // swift-format-ignore: NeverForceUnwrap
    handler(&core, &sequence!)
  }
}

extension Replayer.Core {
  // MARK: - Touch-down

  /// Hit-tests the first finger, lists the candidates and runs their touch-down checks.
  mutating func startSequence(_ event: TouchEvent) -> TouchSequence {
    nextSequenceSerial += 1
    output.sequence = nextSequenceSerial
    let point = event.location
    let chain = Candidates.hitTest(point, in: scene)
    Candidates.add(for: chain, touch: event.touch, at: point, time: now, in: scene, to: &storage.candidates)
    emit(
      .touch(
        TouchRecord(
          touch: event.touch, phase: .began, location: point,
          hit: Candidates.hit(of: chain, in: scene.navigation.stack),
          recognizers: storage.candidates.map(\.id))))
    let slider = SliderGuard(chain: chain, at: point, in: scene)
    let tracking = slider.flatMap { slider in
      scene.view(slider.slider).map {
        SliderTracking(slider: slider.slider, view: $0, touch: event.touch, at: point, in: scene)
      }
    }
    var sequence = TouchSequence(
      serial: nextSequenceSerial, touch: event.touch, at: point, storage: &storage, slider: slider,
      tracking: tracking, policy: scene.policy)
    for index in sequence.candidates.indices {
      switch sequence.touchDown(index, at: point, in: scene) {
      case .none:
        break
      case .failed(let cause):
        recordFailure(of: index, cause, in: sequence)
      case .deadline(let delay):
        output.schedule(.edgeDeadline(sequence: nextSequenceSerial, candidate: index), after: delay)
      }
    }
    resolveWaiters(&sequence)
    return sequence
  }

  // MARK: - Moves

  /// One evaluation: each candidate, in order, takes the fingers' new positions and decides.
  mutating func evaluateMoves(_ sequence: inout TouchSequence) {
    for index in sequence.candidates.indices {
      switch sequence.moved(index, at: now, in: scene) {
      case .none:
        continue
      case .wantsToBegin(let raw):
        considerBeginning(index, raw: raw, &sequence)
      case .moved(let translation):
        follow(index, to: translation, sequence)
      case .failed(let cause):
        recordFailure(of: index, cause, in: sequence)
      case .ended, .cancelled:
        preconditionFailure("a move ended or cancelled \(sequence.candidates[index].id)")
      }
      resolveWaiters(&sequence)
    }
    // A recognizer that began on this move ended the tracking before the move reached the slider.
    if sequence.isTrackingSlider { sequence.followSlider() }
  }

  // MARK: - Lifts

  /// A finger lifts or is cancelled: recognizers that follow it end, fail or are cancelled.
  mutating func lift(_ event: TouchEvent, _ sequence: inout TouchSequence) {
    guard sequence.removeFinger(event.touch) else { return }
    emit(.touch(TouchRecord(touch: event.touch, phase: event.phase, location: event.location)))
    if let tracking = sequence.endSliderTracking(ifTracking: event.touch) { stopSlider(tracking) }
    let isCancelled = event.phase == .cancelled
    // Each candidate's lift touches only itself, its view and the pop it drives, so hearing the
    // lift one candidate at a time decides as hearing it all at once would; waiters resume after.
    for index in sequence.candidates.indices {
      let step = sequence.lifted(index, touch: event.touch, isCancelled: isCancelled, in: scene)
      carryOut(step, of: index, &sequence)
    }
    resolveWaiters(&sequence)
  }

  /// A slider stops tracking: its value stays where the finger left it, with a `slider` record.
  mutating func stopSlider(_ tracking: SliderTracking) {
    scene.navigation.updateView(tracking.slider) { $0.value = tracking.value }
    emit(.slider(view: tracking.slider.screenView, value: tracking.value))
  }

  /// The edge pan's deadline for candidate `index`: `tooSlow` if it is still possible.
  mutating func deadlinePassed(_ index: Int, _ sequence: inout TouchSequence) {
    guard case .failed(let cause) = sequence.deadlinePassed(index, in: scene) else { return }
    recordFailure(of: index, cause, in: sequence)
    resolveWaiters(&sequence)
  }
}
