/// The fingers from the first one down until every one is up, the recognizers they feed, and the
/// arbiter deciding between them.
///
/// The replayer hands it, in place, to its core's handlers, which change it through these
/// methods: each passes one input to one candidate or to the arbiter.
struct TouchSequence: Sendable {
  let serial: Int
  /// Where each finger that is down is now.
  private(set) var fingers: Fingers
  /// Hit view's recognizers, then each ancestor's, then the navigation controller's.
  private(set) var candidates: [Recognizer]
  /// The slider whose thumb the first finger went down on, if any, and the views above it.
  let slider: SliderGuard?
  /// That slider following the first finger, until tracking ends.
  private(set) var sliderTracking: SliderTracking?
  /// Whether `sliderTracking` is set. Stored beside it for speed: it is asked on every move, and
  /// asking the optional itself copies it, which made each move of the replay's model an eighth
  /// slower.
  private(set) var isTrackingSlider: Bool
  private(set) var arbiter: Arbiter

  /// The arrays of a sequence that ended, emptied, for the next one to fill.
  ///
  /// Kept only for speed: a touch sequence then neither allocates nor frees them, which saves a
  /// fifth of the model's instructions on a trace of taps and 3 % on the benchmark's swipes.
  struct Storage: Sendable {
    var candidates: [Recognizer] = []
    var fingers = Fingers()
  }

  /// A sequence whose first finger, `touch`, went down at `point`, taking over `storage`'s
  /// arrays: the candidates the caller put there, and the empty fingers.
  init(
    serial: Int, touch: Int, at point: Point, storage: inout Storage, slider: SliderGuard?,
    tracking: SliderTracking?, policy: Policy
  ) {
    self.serial = serial
    fingers = Fingers()
    swap(&fingers, &storage.fingers)
    fingers[touch] = point
    candidates = []
    swap(&candidates, &storage.candidates)
    self.slider = slider
    sliderTracking = tracking
    isTrackingSlider = tracking != nil
    arbiter = Arbiter(policy: policy)
  }

  /// Where candidate `index`'s pan is, as `locationInView:` reports it.
  func location(of index: Int) -> Point? {
    candidates[index].location(among: fingers)
  }

  // MARK: - Fingers

  /// A later finger goes down: every pan that follows several fingers takes it.
  mutating func join(_ touch: Int, at point: Point) {
    fingers[touch] = point
    for index in candidates.indices {
      candidates[index].join(touch, fingers: fingers)
    }
  }

  /// Moves finger `touch` to `point`; returns whether it was down somewhere else.
  mutating func move(_ touch: Int, to point: Point) -> Bool {
    fingers.move(touch, to: point)
  }

  /// Finger `touch` lifts; returns false if it was not down. Each candidate then hears it
  /// through `lifted(_:touch:isCancelled:in:)`.
  mutating func removeFinger(_ touch: Int) -> Bool {
    guard fingers[touch] != nil else { return false }
    fingers[touch] = nil
    return true
  }

  var isOver: Bool { fingers.isEmpty }

  // MARK: - The slider

  /// The tracking slider follows its finger to where it is now.
  mutating func followSlider() {
    guard isTrackingSlider, let touch = sliderTracking?.touch, let point = fingers[touch] else { return }
    sliderTracking?.follow(toX: point.x)
  }

  /// Tracking ends, when `touch` is the tracked finger (or, with nil, whatever the finger):
  /// returns the tracking that ended.
  mutating func endSliderTracking(ifTracking touch: Int? = nil) -> SliderTracking? {
    guard isTrackingSlider, let tracking = sliderTracking, touch == nil || tracking.touch == touch else {
      return nil
    }
    sliderTracking = nil
    isTrackingSlider = false
    return tracking
  }

  /// Empties the ended sequence's arrays into `storage`. One at a time from the end: a sequence
  /// has a few candidates, and `removeAll(keepingCapacity:)` costs more than popping them.
  mutating func giveStorage(to storage: inout Storage) {
    swap(&storage.candidates, &candidates)
    swap(&storage.fingers, &fingers)
    while storage.candidates.popLast() != nil {}
  }

  // MARK: - One candidate's inputs

  mutating func touchDown(_ index: Int, at point: Point, in scene: borrowing Scene) -> Recognizer.TouchDown {
    candidates[index].touchDown(at: point, in: scene)
  }

  /// Candidate `index` takes the fingers' new positions, and its kind decides.
  mutating func moved(_ index: Int, at time: Double, in scene: borrowing Scene) -> Recognizer.Step {
    candidates[index].moved(to: fingers, at: time, in: scene)
  }

  mutating func lifted(_ index: Int, touch: Int, isCancelled: Bool, in scene: borrowing Scene)
    -> Recognizer.Step
  {
    candidates[index].lifted(touch, fingers: fingers, isCancelled: isCancelled, in: scene)
  }

  mutating func deadlinePassed(_ index: Int, in scene: borrowing Scene) -> Recognizer.Step {
    candidates[index].deadlinePassed(in: scene)
  }

  /// `shouldBegin` of candidate `index`, which wants to begin with the raw translation `raw`.
  func shouldBegin(_ index: Int, raw: Point, in scene: borrowing Scene) -> Cause? {
    candidates[index].shouldBegin(raw: raw, fingers: fingers, in: scene)
  }

  mutating func wait(_ index: Int) { candidates[index].wait() }
  mutating func begin(_ index: Int, in scene: borrowing Scene) { candidates[index].begin(in: scene) }
  mutating func fail(_ index: Int, _ cause: Cause) { candidates[index].fail(cause) }
  mutating func cancel(_ index: Int, _ cause: Cause) -> Recognizer.Step { candidates[index].cancel(cause) }

  /// The navigation controller froze: every candidate is dropped.
  mutating func dropAll() {
    for index in candidates.indices {
      candidates[index].drop()
    }
  }

  // MARK: - Arbitration

  /// The arbiter's ruling on candidate `index`, whose `shouldBegin` said YES.
  mutating func rule(on index: Int, in scene: borrowing Scene) -> Arbiter.Ruling {
    arbiter.rule(on: index, in: candidates, scene: scene)
  }

  var hasWaiters: Bool { !arbiter.waits.isEmpty }

  /// The next waiter whose wait is over, resumed from zero translation, and the ruling on it.
  mutating func resumeNextWaiter(in scene: borrowing Scene) -> (index: Int, ruling: Arbiter.Ruling)? {
    guard let index = arbiter.nextWaiterReleased(in: candidates) else { return nil }
    candidates[index].resumeAfterWait()
    return (index, arbiter.ruleAfterWait(on: index, in: candidates, scene: scene))
  }
}
