/// A recognizer that wants to begin: the slider, its `shouldBegin` and the arbiter decide; then
/// their rulings carried out, with their records and what they do to views and to the pop.
extension Replayer.Core {
  /// The slider first, then `shouldBegin`, then the arbiter (<doc:Reasons>, how a recognizer decides).
  mutating func considerBeginning(_ index: Int, raw: Point, _ sequence: inout TouchSequence) {
    if let cause = sequence.slider?.prevents(sequence.candidates[index], translation: raw) {
      return fail(index, cause, &sequence)
    }
    if let cause = sequence.shouldBegin(index, raw: raw, in: scene) {
      return fail(index, cause, &sequence)
    }
    carryOut(sequence.rule(on: index, in: scene), on: index, &sequence)
  }

  /// Waiters whose awaited recognizers have all failed start afresh from zero translation, one
  /// at a time.
  mutating func resolveWaiters(_ sequence: inout TouchSequence) {
    // Runs after every candidate's move; most sequences never wait, and this check is all they pay.
    guard sequence.hasWaiters else { return }
    while let (index, ruling) = sequence.resumeNextWaiter(in: scene) {
      carryOut(ruling, on: index, &sequence)
    }
  }

  private mutating func carryOut(_ ruling: Arbiter.Ruling, on index: Int, _ sequence: inout TouchSequence) {
    switch ruling {
    case .wait:
      sequence.wait(index)
      emit(.recognizer(RecognizerRecord(name: sequence.candidates[index].id, state: .waiting)))
    case .fail(let blocker):
      fail(index, .excludedBy(recognizer: sequence.candidates[blocker].id), &sequence)
    case .failAwaited(let blocker):
      fail(index, .awaitedBegan(recognizer: sequence.candidates[blocker].id), &sequence)
    case .begin(let failing, let failingWaiters, let cancelling):
      begin(index, failing: failing, failingWaiters: failingWaiters, cancelling: cancelling, &sequence)
    }
  }

  private mutating func begin(
    _ index: Int, failing: [Int], failingWaiters: [Int], cancelling: [Int], _ sequence: inout TouchSequence
  ) {
    sequence.begin(index, in: scene)
    let name = sequence.candidates[index].id
    guard let translation = sequence.candidates[index].translation,
      let location = sequence.location(of: index)
    else { return }
    emit(
      .recognizer(RecognizerRecord(name: name, state: .began, translation: translation, location: location)))
    // UIKit cancels the control's touches once a recognizer of the sequence begins.
    if let tracking = sequence.endSliderTracking() { stopSlider(tracking) }
    // A waiter that one of these failures releases is ruled on right after it, before this
    // begin's pop; the arbiter may fail it then, so a later turn of the loop skips it.
    for other in failing where sequence.candidates[other].phase.isPending {
      fail(other, .excludedBy(recognizer: name), &sequence)
      resolveWaiters(&sequence)
    }
    for other in failingWaiters where sequence.candidates[other].phase.isPending {
      fail(other, .awaitedBegan(recognizer: name), &sequence)
      resolveWaiters(&sequence)
    }
    for other in cancelling {
      carryOut(sequence.cancel(other, .excludedBy(recognizer: name)), of: other, &sequence)
    }
    if sequence.candidates[index].isNavigationLevel {
      scene.navigation.beginInteractivePop(name, driver: index, translation: translation, effects: &output)
      if output.dropsRecognizers {
        output.dropsRecognizers = false
        sequence.dropAll()
      }
    } else if case .scrollView(let reference) = sequence.candidates[index].kind {
      scroll(reference, by: sequence.candidates[index])
    }
  }

  /// A recognizing pan moved to `translation`: its scroll view follows, or the pop's progress.
  /// Inlined into the move loop, where it runs on every move of a pop: as a call it cost 2 % of
  /// the benchmark's model time.
  @inline(__always)
  mutating func follow(_ index: Int, to translation: Point, _ sequence: TouchSequence) {
    if sequence.candidates[index].isNavigationLevel {
      if let progress = scene.navigation.updateProgress(driver: index, translation: translation) {
        emit(.progress(progress))
      }
    } else if case .scrollView(let reference) = sequence.candidates[index].kind {
      scroll(reference, by: sequence.candidates[index])
    }
  }

  /// Records a failure, an end or a cancellation, and lets the view or the pop go.
  mutating func carryOut(_ step: Recognizer.Step, of index: Int, _ sequence: inout TouchSequence) {
    switch step {
    case .failed(let cause):
      recordFailure(of: index, cause, in: sequence)
    case .ended(let release):
      var record = RecognizerRecord(
        name: sequence.candidates[index].id, state: .ended, velocity: release.velocity)
      if case .swipeRow(let reference) = sequence.candidates[index].kind, let row = scene.view(reference) {
        record.ranLeadingAction = SwipeRow.runsLeadingAction(
          row, translation: release.translation, direction: scene.direction)
      }
      emit(.recognizer(record))
      letGo(index, release, isCancelled: false, sequence)
    case .cancelled(let cause, let release):
      emit(
        .recognizer(
          RecognizerRecord(
            name: sequence.candidates[index].id, state: .cancelled, reason: cause.reason, by: cause.blocker)
        ))
      keep(.cancelled(cause))
      letGo(index, release, isCancelled: true, sequence)
    case .none, .wantsToBegin, .moved:
      break
    }
  }

  /// Fails an undecided recognizer and records it.
  private mutating func fail(_ index: Int, _ cause: Cause, _ sequence: inout TouchSequence) {
    sequence.fail(index, cause)
    recordFailure(of: index, cause, in: sequence)
  }

  /// Writes the record of a recognizer that has failed with `cause`.
  mutating func recordFailure(of index: Int, _ cause: Cause, in sequence: TouchSequence) {
    emit(
      .recognizer(
        RecognizerRecord(
          name: sequence.candidates[index].id, state: .failed, reason: cause.reason, by: cause.blocker)))
    keep(.failed(cause))
  }

  /// What a recognizer's end or cancellation does to its view or to the pop it drives.
  private mutating func letGo(
    _ index: Int, _ release: Recognizer.Release, isCancelled: Bool, _ sequence: TouchSequence
  ) {
    switch sequence.candidates[index].kind {
    case .fullscreenPop, .contentPop, .edgePop:
      let decision = scene.navigation.releaseInteractivePop(
        driver: index, release: release, isCancelled: isCancelled, effects: &output)
      if let decision { keep(.released(decision)) }
    case .scrollView(let reference):
      settleScroll(reference, release)
    case .swipeRow(let reference):
      if !isCancelled {
        let direction = scene.direction
        scene.navigation.updateView(reference) {
          SwipeRow.ended(&$0, translation: release.translation, direction: direction)
        }
      }
    case .customPan:
      break
    }
  }

  // MARK: - Scrolling

  /// Moves a dragging scroll view's content with its pan.
  private mutating func scroll(_ reference: ViewReference, by recognizer: borrowing Recognizer) {
    guard let drag = recognizer.drag, let translation = recognizer.translation,
      let view = scene.view(reference)
    else { return }
    let offset = drag.draggingOffset(of: view, translation: translation)
    scene.navigation.updateView(reference) { $0.contentOffset = offset }
  }

  /// Brings a released scroll view to rest (a page, or its range) and writes the `scroll` record.
  private mutating func settleScroll(_ reference: ViewReference, _ release: Recognizer.Release) {
    guard let drag = release.drag, let view = scene.view(reference) else { return }
    let offset = drag.restingOffset(of: view, velocity: release.velocity)
    scene.navigation.updateView(reference) { $0.contentOffset = offset }
    emit(.scroll(view: reference.screenView, contentOffset: offset))
  }
}
