/// Replays a trace's events, in order, through the model, and collects the verdict records.
///
/// Feed it events with `feed(_:)`, then call `finish()`; `records` holds the log. Time comes
/// only from the events: before each event, everything due at or before its time happens.
///
/// It is the one place that feeds inputs to the model's values (the recognizers, the arbiter,
/// the navigation controller), carries out what they answer and writes the records, in order;
/// the rules themselves are in those values (`Sources/PopGesture/README.md` has the map).
public struct Replayer: Sendable {
  /// A decision kept beside the record it explains, when the replay is asked to keep them.
  public struct Decision: Sendable, Equatable {
    /// What was decided, with the rule and the inputs behind it.
    public enum Outcome: Sendable, Equatable {
      case failed(Cause)
      case cancelled(Cause)
      case released(ReleaseDecision)
    }

    /// The record it explains: its place in the whole log, counting from 0.
    public var record: Int
    public var outcome: Outcome
  }

  var scene: Scene
  var sequence: TouchSequence?
  var scheduler = Scheduler()
  /// The verdict log so far.
  public private(set) var records: [Record] = []
  /// The decisions behind the records, when `keepsDecisions`.
  public private(set) var decisions: [Decision] = []
  /// Whether to keep `decisions`; without it, nothing is stored for them.
  public let keepsDecisions: Bool
  /// The trace time of what is happening now.
  var now = 0.0
  var lastEventTime: Double?
  /// Touch events with one `t` are one UIKit event; they wait here until it is complete.
  var pendingTouches = TouchGroup()
  /// What the navigation controller answered, carried out and emptied after each call; one list
  /// serves the whole replay.
  private var effects: [NavigationController.Effect] = []
  var nextSequenceSerial = 0
  private var isFinished = false
  /// How many records were written, those already handed over included.
  private var recordCount = 0
  /// When the last record happened: `final` takes it (records may have been drained already).
  private var lastRecordTime = 0.0

  /// Prepares a replay of `trace` under its own policy, or under `policy` when given.
  public init(trace: Trace, policy: PolicyName? = nil, keepsDecisions: Bool = false) {
    self.init(header: trace.header, policy: policy, keepsDecisions: keepsDecisions)
  }

  /// Prepares a replay of a trace whose events will be fed one by one.
  public init(header: TraceHeader, policy: PolicyName? = nil, keepsDecisions: Bool = false) {
    scene = Scene(
      policy: Policy(policy ?? header.policy), device: header.device, settings: header.settings,
      navigation: header.navigation)
    self.keepsDecisions = keepsDecisions
  }

  /// The whole log of `trace`.
  public static func replay(_ trace: Trace, policy: PolicyName? = nil) -> [Record] {
    var replayer = Replayer(trace: trace, policy: policy)
    for event in trace.events {
      replayer.feed(event)
    }
    replayer.finish()
    return replayer.records
  }

  /// Hands each record written so far to `body` and forgets them, for callers that stream the log.
  public mutating func drainRecords(_ body: (Record) -> Void) {
    // By index: an iterator would still hold the array when it is emptied, forcing a new buffer.
    for index in records.indices {
      body(records[index])
    }
    records.removeAll(keepingCapacity: true)
  }

  /// The records written so far, handed over whole, leaving room for `capacity` new ones: for
  /// callers that stream the log in batches, with no copy per record.
  public mutating func takeRecords(leavingRoomFor capacity: Int = 0) -> [Record] {
    var taken: [Record] = []
    taken.reserveCapacity(capacity)
    swap(&taken, &records)
    return taken
  }

  /// UIKit raised an exception: the replay stops.
  var isStopped: Bool { scene.navigation.hasRaised }

  /// Replays one event; events must come in trace order.
  public mutating func feed(_ event: Event) {
    guard !isStopped else { return }
    lastEventTime = event.t
    switch event.kind {
    case .touch(let touch):
      if !pendingTouches.isEmpty && !pendingTouches.admits(touch, at: event.t) {
        flushTouches()
      }
      pendingTouches.append(touch, at: event.t)
    case .action(let action):
      flushTouches()
      advance(to: event.t)
      // Something due before the action may have raised UIKit's exception.
      guard !isStopped else { return }
      navigate { $0.handle(action, effects: &$1) }
      afterEvent()
    }
  }

  /// Replays what is still due after the last event and writes the `final` record.
  public mutating func finish() {
    guard !isFinished else { return }
    isFinished = true
    flushTouches()
    if !isStopped {
      while let (time, item) = scheduler.popDue(atOrBefore: nil) {
        now = time
        handle(item)
        afterEvent()
        if isStopped { break }
      }
    }
    now = max(lastRecordTime, isStopped ? lastRecordTime : (lastEventTime ?? 0))
    let navigation = scene.navigation
    emit(
      .final(
        FinalRecord(
          stack: navigation.stack.ids, navigationBarHidden: navigation.isNavigationBarHidden,
          transitioning: navigation.isTransitioning, fault: navigation.fault)))
  }

  private mutating func flushTouches() {
    guard !pendingTouches.isEmpty else { return }
    // Taken out, then put back emptied: its array's storage serves the next UIKit event.
    var group = TouchGroup()
    swap(&group, &pendingTouches)
    defer {
      group.removeAll()
      pendingTouches = group
    }
    advance(to: group.time)
    guard !isStopped else { return }
    handleTouches(group)
    afterEvent()
  }

  /// Lets everything due at or before `time` happen, then makes `time` the present.
  mutating func advance(to time: Double) {
    while !isStopped, let (due, item) = scheduler.popDue(atOrBefore: time) {
      now = due
      handle(item)
      afterEvent()
    }
    if !isStopped { now = time }
  }

  private mutating func handle(_ item: Scheduler.Item) {
    switch item {
    case .transitionEnd(let serial):
      navigate { $0.endTransition(serial: serial, effects: &$1) }
    case .edgeDeadline(let serial, let index):
      guard self.sequence?.serial == serial, var sequence = self.sequence.take() else { return }
      if case .failed(let cause) = sequence.deadlinePassed(index, in: scene) {
        recordFailure(of: index, cause, in: sequence)
        resolveWaiters(&sequence)
      }
      self.sequence = consume sequence
    }
  }

  /// What runs after every event: FD's deferred navigation bar check.
  private mutating func afterEvent() {
    navigate { $0.afterEvent(effects: &$1) }
  }

  // MARK: - Carrying out

  /// Gives the navigation controller an input, then carries out its effects in order. Returns
  /// whether they include dropping the touch sequence's recognizers, which the caller holds.
  @discardableResult
  mutating func navigate(_ input: (inout NavigationController, inout [NavigationController.Effect]) -> Void)
    -> Bool
  {
    input(&scene.navigation, &effects)
    guard !effects.isEmpty else { return false }
    var dropsRecognizers = false
    for index in effects.indices {
      switch effects[index] {
      case .record(let body):
        emit(body)
      case .schedule(let item, let delay):
        scheduler.schedule(item, at: now + delay)
      case .dropRecognizers:
        dropsRecognizers = true
      }
    }
    effects.removeAll(keepingCapacity: true)
    return dropsRecognizers
  }

  /// Appends a record stamped with the present time.
  ///
  /// `consuming`: the record takes the body the caller built, where a borrowed body would be
  /// copied into it and then destroyed, on every record.
  mutating func emit(_ body: consuming Record.Body) {
    records.append(Record(t: now, body))
    recordCount += 1
    lastRecordTime = now
  }

  /// Keeps `outcome` beside the record just written, if decisions are kept.
  mutating func keep(_ outcome: Decision.Outcome) {
    guard keepsDecisions else { return }
    decisions.append(Decision(record: recordCount - 1, outcome: outcome))
  }
}
