extension Replayer {
  /// The replay at rest just before an event (no finger down, no transition running, nothing
  /// left to do for the event before), as far as it decides what the rest of the trace does: two
  /// replays of one trace's header at rest in equal states, fed the same events from there, write
  /// the same decisions and end with the same stack. `explain` uses it to stop a changed replay
  /// that has come back to a state a replay already run on to the end had at the same place.
  ///
  /// Equality is the navigation controller's, apart from what is only a counter or a cache; the
  /// rest of the replayer at rest is output, bookkeeping or empty:
  ///
  /// - Serial numbers: of transitions (`NavigationController.nextTransitionSerial`), of screen
  ///   instances (`NavigationStack.nextSerial` and each entry's), of touch sequences
  ///   (`Core.nextSequenceSerial`) and of the scheduler's entries (`Scheduler.scheduled`). A serial
  ///   is only ever compared for equality with another of its kind, and each counter only grows,
  ///   so renumbering one replay's serials in order onto the other's (each entry's to the entry
  ///   at its place, each new one to the next) is a bijection that keeps every comparison's
  ///   answer. At rest nothing outside the stack holds a screen's serial: view references live in
  ///   a touch sequence's recognizers and slider, and there is no sequence.
  /// - The scheduler's items: with no transition running and no sequence, every item left is a
  ///   transition's end or an edge deadline whose serial no later transition or sequence takes,
  ///   which does nothing when it falls due but set the clock, which the next event sets again.
  /// - `NavigationStack.positions`, a cache of where each id is, which answers as a scan does;
  ///   `NavigationController.writtenProgress`, reset when a pop begins, before it is read again.
  /// - The records and decisions written, the clock (`now`, set again before it is read), the
  ///   times that only the `final` record's `t` takes, the sequence a record is stamped with, the
  ///   count of events fed and their places, and the emptied arrays kept for the next sequence.
  ///
  /// What remains is compared as values: the stack's screens with their views and hooks, the
  /// presented screen, the bar, the switches, the delegates, the deferred actions, a fault and
  /// FD's bar hooks. Numbers compare as numbers, so +0 equals -0, which every rule (comparisons,
  /// sums, products with a nonzero number) treats alike; a NaN equals nothing, so a state with
  /// one never matches, which only costs the shortcut. The policy, the device and the settings
  /// are the header's; the device and the settings are compared too, the policy is not.
  package struct RestingState: Equatable {
    let navigation: NavigationController

    /// What keeping the state costs, in screens: those on the stack and the one presented. A
    /// screen's views are shared with every other state that has the same screen, so they are not
    /// counted again.
    package var screens: Int {
      navigation.stack.count + (navigation.stack.presented == nil ? 0 : 1)
    }

    package static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.navigation.decidesAlike(rhs.navigation)
    }
  }

  /// The replay's state if it is at rest (`RestingState`); nil while a finger is down, a touch
  /// event waits for the rest of its UIKit event, a transition runs or FD's bar check is due,
  /// and once the replay has stopped or finished.
  package var restingState: RestingState? {
    let navigation = core.scene.navigation
    guard !isFinished, !navigation.hasRaised, sequence == nil, pendingTouches.isEmpty,
      !navigation.isTransitioning, !navigation.hasPendingBarCheck, !core.output.dropsRecognizers
    else { return nil }
    return RestingState(navigation: navigation)
  }

  /// Does now what feeding `event` would do before it (carry out the touch events waiting for it,
  /// then let happen what is due by its time), so that `restingState` reads the replay as the
  /// event finds it; feeding `event` next then does the rest, as it would have done all of it.
  /// Nothing is done when `event` joins the touch events waiting, as one UIKit event.
  package mutating func prepare(for event: Event) {
    guard !isFinished, !isStopped else { return }
    switch event.kind {
    case .touch(let touch):
      if !pendingTouches.isEmpty && !pendingTouches.admits(touch, at: event.t) {
        flushTouches()
      }
      guard pendingTouches.isEmpty else { return }
    case .action:
      flushTouches()
    }
    advance(to: event.t)
  }
}

extension NavigationController {
  /// Whether this controller and `other`, both idle, decide every later input alike: equal apart
  /// from serial numbers, caches and the progress last written (`Replayer.RestingState`).
  func decidesAlike(_ other: Self) -> Bool {
    transition == .idle && other.transition == .idle
      && isNavigationBarHidden == other.isNavigationBarHidden
      && isFullscreenPopGestureEnabled == other.isFullscreenPopGestureEnabled
      && isViewControllerBasedNavigationBarAppearanceEnabled
        == other.isViewControllerBasedNavigationBarAppearanceEnabled
      && isFullscreenPopInstalled == other.isFullscreenPopInstalled
      && isInteractivePopGestureEnabled == other.isInteractivePopGestureEnabled
      && isContentPopGestureEnabled == other.isContentPopGestureEnabled
      && interactivePopDelegate == other.interactivePopDelegate
      && contentPopDelegate == other.contentPopDelegate
      && fault == other.fault && barHooks == other.barHooks && deferredActions == other.deferredActions
      && device == other.device && settings == other.settings
      && stack.holdsAlike(other.stack)
  }
}

extension NavigationStack {
  /// Whether this stack and `other` hold the same screens, with the same hooks, and present the
  /// same one the same way: equal apart from the instances' serial numbers and the cache of
  /// positions.
  func holdsAlike(_ other: Self) -> Bool {
    guard count == other.count else { return false }
    for index in indices where !self[index].isAlike(other[index]) { return false }
    switch (presented, other.presented) {
    case (nil, nil): return true
    case (let mine?, let theirs?): return mine.style == theirs.style && mine.entry.isAlike(theirs.entry)
    default: return false
    }
  }
}

extension NavigationStack.Entry {
  /// Whether this entry and `other` are the same screen with the same hook, whatever their serials.
  func isAlike(_ other: Self) -> Bool {
    hasWillAppearHook == other.hasWillAppearHook && screen == other.screen
  }
}
