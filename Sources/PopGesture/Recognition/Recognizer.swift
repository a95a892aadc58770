/// One candidate recognizer of a touch sequence: what it is, and UIKit's state machine for it.
///
/// Its inputs (`touchDown`, `moved`, `lifted`, `deadlinePassed`, and the arbiter's `wait`,
/// `begin`, `fail`, `cancel`) change its state and return what happened, as a `Step`; the
/// replayer writes the records and carries out the effects. The rules of each kind are in the
/// file named for it (`EdgePop.swift`, `ScrollViewPan.swift`, ...); `Recognizer+Kinds.swift`
/// sends each question to the right one. An input that makes no sense in the current state (a
/// `begin` of a failed recognizer) is a bug in the caller, and stops the program.
struct Recognizer: Sendable {
  /// The rows of the model's kind-rule table (<doc:Reasons>): what the recognizer belongs to.
  enum Kind: Sendable, Equatable {
    /// The library's full-screen pan on the navigation controller's view.
    case fullscreenPop
    /// iOS 26's `interactiveContentPopGestureRecognizer`.
    case contentPop
    /// UIKit's `interactivePopGestureRecognizer`, the screen-edge pan.
    case edgePop
    /// A scroll view's pan.
    case scrollView(ViewReference)
    /// A `pan` view's own pan recognizer.
    case customPan(ViewReference)
    /// A table row's swipe-to-delete pan.
    case swipeRow(ViewReference)
  }

  /// UIKit's `UIGestureRecognizerState`, plus the arbiter's `waiting`.
  enum Phase: Sendable, Equatable {
    case possible, waiting, began, changed, ended, cancelled, failed

    /// Possible or waiting: not yet decided.
    var isPending: Bool { self == .possible || self == .waiting }
    /// Began or changed: recognizing now.
    var isActive: Bool { self == .began || self == .changed }
  }

  /// What an input led to, for the replayer to record and carry out.
  enum Step: Sendable, Equatable {
    /// Nothing to record.
    case none
    /// The pan reached what its kind waits for and lost its hysteresis; the slider, its
    /// `shouldBegin` and the arbiter decide next. `raw` is the translation before the reduction.
    case wantsToBegin(raw: Point)
    /// A recognizing pan moved to the reduced `translation`: its scroll view or its pop follows.
    case moved(translation: Point)
    case failed(Cause)
    case ended(Release)
    case cancelled(Cause, Release)
  }

  /// What a touch-down check asks for.
  enum TouchDown: Sendable, Equatable {
    case none
    case failed(Cause)
    /// Fail with `tooSlow` unless decided within this many seconds: call `deadlinePassed` then.
    case deadline(after: Double)
  }

  /// How a pan was moving when it stopped recognizing: what its view or its pop does next.
  struct Release: Sendable, Equatable {
    /// The reduced translation.
    var translation: Point
    var velocity: Point
    /// A scroll view's drag, which settles the content.
    var drag: ScrollDrag?
  }

  /// The state, with the data valid only in it: a scroll view's drag while recognizing, the
  /// cause once failed or cancelled.
  private enum State: Sendable {
    case possible
    case waiting
    case recognizing(drag: ScrollDrag?, hasChanged: Bool)
    case ended
    case cancelled(Cause)
    case failed(Cause)
  }

  /// Which recognizer it is, as records name it.
  let id: RecognizerID
  let kind: Kind
  /// Movement needed before the pan wants to begin.
  let hysteresis: Double
  /// What its view declared about it when the first finger went down (`simultaneousWith`,
  /// `requiresFailureOf`, `requiredToFailBy`): a `set` during the sequence counts from the next.
  /// Nil for the navigation controller's recognizers and for views that declare nothing.
  let relationships: GestureView.Relationships?
  private var state: State = .possible
  /// The fingers it follows, moved while undecided or recognizing and read only then. Kept
  /// beside the state rather than in its cases: it changes on every move, and a value inside an
  /// enum case is copied out and back in for each change, which made the replay's model a third
  /// slower.
  private var tracker: PanTracker

  init(
    id: RecognizerID, kind: Kind, hysteresis: Double, pan: PanTracker,
    relationships: GestureView.Relationships? = nil
  ) {
    self.id = id
    self.kind = kind
    self.hysteresis = hysteresis
    self.relationships = relationships
    tracker = pan
    switch kind {
    case .fullscreenPop, .contentPop, .edgePop: isNavigationLevel = true
    case .scrollView, .customPan, .swipeRow: isNavigationLevel = false
    }
  }

  // MARK: - Reading

  var phase: Phase {
    switch state {
    case .possible: .possible
    case .waiting: .waiting
    case .recognizing(_, let hasChanged): hasChanged ? .changed : .began
    case .ended: .ended
    case .cancelled: .cancelled
    case .failed: .failed
    }
  }

  /// Whether the pan is still live: undecided or recognizing.
  private var isLive: Bool {
    switch state {
    case .possible, .waiting, .recognizing: true
    case .ended, .cancelled, .failed: false
    }
  }

  /// The pan's translation, while undecided or recognizing.
  var translation: Point? { isLive ? tracker.translation : nil }

  /// A scroll view's drag, while its pan recognizes.
  var drag: ScrollDrag? {
    guard case .recognizing(let drag, _) = state else { return nil }
    return drag
  }

  /// Why it failed or was cancelled.
  var cause: Cause? {
    switch state {
    case .failed(let cause), .cancelled(let cause): cause
    case .possible, .waiting, .recognizing, .ended: nil
    }
  }

  /// Whether the recognizer sits on the navigation controller rather than on a view of a screen.
  /// Stored, though `kind` says it: it is read on every move of a pop.
  let isNavigationLevel: Bool

  /// The view the recognizer is attached to, if any.
  var view: ViewReference? {
    switch kind {
    case .scrollView(let reference), .customPan(let reference), .swipeRow(let reference): reference
    case .fullscreenPop, .contentPop, .edgePop: nil
    }
  }

  /// Where the pan is: the centroid of its fingers, as `locationInView:` reports it.
  func location(among fingers: Fingers) -> Point? {
    guard isLive else { return nil }
    return tracker.centroid(of: fingers) ?? tracker.position
  }

  // MARK: - Touches

  /// The first finger went down: the kind's touch-down checks.
  mutating func touchDown(at point: Point, in scene: borrowing Scene) -> TouchDown {
    let check = kind.touchDown(at: point, in: scene)
    if case .failed(let cause) = check { fail(cause) }
    return check
  }

  /// A later finger went down: a pan that follows several fingers takes it.
  mutating func join(_ touch: Int, fingers: Fingers) {
    if isLive { tracker.join(touch, fingers: fingers) }
  }

  /// The fingers of one UIKit event moved: the pan takes their positions, then the kind decides.
  mutating func moved(to fingers: Fingers, at time: Double, in scene: borrowing Scene) -> Step {
    guard isLive, tracker.move(to: fingers, time: time) else { return .none }
    let raw = tracker.translation
    switch state {
    case .possible:
      if let cause = kind.failureWhileUndecided(translation: raw, hysteresis: hysteresis, in: scene) {
        return fail(cause)
      }
      guard kind.wantsToBegin(translation: raw, hysteresis: hysteresis, in: scene) else { return .none }
      tracker.reduceTranslation(by: hysteresis)
      return .wantsToBegin(raw: raw)
    case .waiting:
      if let cause = kind.failureWhileUndecided(translation: raw, hysteresis: hysteresis, in: scene) {
        return fail(cause)
      }
      return .none
    case .recognizing(let drag, let hasChanged):
      if !hasChanged { state = .recognizing(drag: drag, hasChanged: true) }
      return .moved(translation: raw)
    case .ended, .cancelled, .failed:
      return .none
    }
  }

  /// `shouldBegin`, asked once the pan wants to begin: its kind's checks, with the translation
  /// that reached the hysteresis (`raw`) and what the reduction left.
  func shouldBegin(raw: Point, fingers: Fingers, in scene: borrowing Scene) -> Cause? {
    guard let location = location(among: fingers) else { return nil }
    return kind.shouldBegin(raw: raw, reduced: tracker.translation, location: location, in: scene)
  }

  /// Whether the pan still follows a finger that is down.
  var isFollowingAFinger: Bool { isLive && !tracker.touches.isEmpty }

  /// Finger `touch` lifted or was cancelled (`fingers` are those still down): the pan stops
  /// following it. If it followed the finger, and the finger was cancelled or was the last one
  /// it followed, a recognizing pan ends (or is cancelled) and an undecided one fails.
  mutating func lifted(_ touch: Int, fingers: Fingers, isCancelled: Bool, in scene: borrowing Scene) -> Step {
    guard isLive, tracker.leave(touch, fingers: fingers) else { return .none }
    guard isCancelled || !isFollowingAFinger else { return .none }
    switch phase {
    case .began, .changed:
      return isCancelled ? cancel(.touchCancelled) : end()
    case .possible, .waiting:
      return fail(isCancelled ? .touchCancelled : kind.failureAtLift(in: scene))
    case .ended, .cancelled, .failed:
      return .none
    }
  }

  /// The edge pan's deadline: `tooSlow` if it is still possible.
  mutating func deadlinePassed(in scene: borrowing Scene) -> Step {
    guard case .possible = state else { return .none }
    return fail(.tooSlow(edgeMaxDuration: scene.settings.edgeMaxDuration))
  }

  // MARK: - The arbiter's rulings

  /// Waits for the recognizers it requires to fail.
  mutating func wait() {
    guard case .possible = state else { preconditionFailure("\(id) waits while \(phase)") }
    state = .waiting
  }

  /// The wait is over: the translation starts afresh from zero, before the arbiter rules again.
  mutating func resumeAfterWait() {
    guard case .waiting = state else { preconditionFailure("\(id) resumes while \(phase)") }
    tracker.resetTranslation()
  }

  /// Begins; a scroll view's pan starts dragging its content from where it is now.
  mutating func begin(in scene: borrowing Scene) {
    guard phase.isPending else { preconditionFailure("\(id) begins while \(phase)") }
    var drag: ScrollDrag?
    if case .scrollView(let reference) = kind, let view = scene.view(reference) {
      drag = ScrollDrag(offsetAtBegin: view.contentOffset)
    }
    state = .recognizing(drag: drag, hasChanged: false)
  }

  /// Fails an undecided recognizer for the rest of the sequence.
  @discardableResult
  mutating func fail(_ cause: Cause) -> Step {
    guard phase.isPending else { preconditionFailure("\(id) fails while \(phase)") }
    state = .failed(cause)
    return .failed(cause)
  }

  /// Cancels a recognizing one.
  @discardableResult
  mutating func cancel(_ cause: Cause) -> Step {
    guard let release = stopRecognizing() else { preconditionFailure("\(id) is cancelled while \(phase)") }
    state = .cancelled(cause)
    return .cancelled(cause, release)
  }

  /// The navigation controller froze: whatever the state, the recognizer is done, with no record.
  mutating func drop() {
    state = .failed(.frozen)
  }

  // MARK: - Private

  private mutating func end() -> Step {
    guard let release = stopRecognizing() else { preconditionFailure("\(id) ends while \(phase)") }
    state = .ended
    return .ended(release)
  }

  private func stopRecognizing() -> Release? {
    guard case .recognizing(let drag, _) = state else { return nil }
    return Release(translation: tracker.translation, velocity: tracker.velocity, drag: drag)
  }
}

extension Recognizer {
  /// `endedBeforeRecognized` in words.
  static let endedBeforeRecognizedWords =
    "the last finger it followed lifted before it reached what it waits for"
  /// `touchCancelled` in words.
  static let touchCancelledWords = "the touch it followed was cancelled"
}
