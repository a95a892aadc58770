/// Replays a trace's events, in order, through the model, and collects the verdict records.
///
/// Feed it events with `feed(_:)`, then call `finish()`; `records` holds the log. Time comes
/// only from the events: before each event, everything due at or before its time happens.
///
/// It is the one place that feeds inputs to the model's values (the recognizers, the arbiter,
/// the navigation controller), carries out what they answer and writes the records, in order;
/// the rules themselves are in those values (`Sources/README.md` maps where each is).
public struct Replayer: Sendable {
  /// A decision kept beside the record it explains, when the replay is asked to keep them.
  public struct Decision: Sendable, Equatable {
    /// What was decided, with the rule and the inputs behind it.
    public enum Outcome: Sendable, Equatable {
      /// A recognizer failed, for the rule and inputs `Cause` names.
      case failed(Cause)
      /// A recognizer was cancelled, for the rule and inputs `Cause` names.
      case cancelled(Cause)
      /// An interactive pop was let go, and finished or cancelled as the decision's numbers say.
      case released(ReleaseDecision)
    }

    /// The record it explains: its place in the whole log, counting from 0.
    public var record: Int
    /// What was decided.
    public var outcome: Outcome
  }

  /// The log so far, the clock and what is due later: where every effect lands, in order.
  struct Output: NavigationEffects {
    var records: [Record] = []
    var scheduler = Scheduler()
    /// The trace time of what is happening now.
    var now = 0.0
    /// How many records were written, those already handed over included.
    var count = 0
    /// When the last record happened: `final` takes it (records may have been drained already).
    var lastRecordTime = 0.0
    /// The navigation controller froze during the input being carried out.
    var dropsRecognizers = false
    /// The touch sequence that records fall in now (`Record.sequence`).
    var sequence = 0

    /// Appends a record stamped with the present time.
    ///
    /// `consuming`: the record takes the body the caller built, where a borrowed body would be
    /// copied into it and then destroyed, on every record. Inlined: as a call, it cost 1 % of the
    /// model's instructions.
    @inline(__always)
    mutating func record(_ body: consuming Record.Body) {
      records.append(Record(t: now, body, sequence: sequence))
      count += 1
      lastRecordTime = now
    }

    mutating func schedule(_ item: Scheduler.Item, after delay: Double) {
      scheduler.schedule(item, at: now + delay)
    }

    mutating func dropRecognizers() {
      dropsRecognizers = true
    }
  }

  /// Everything the replay reads and writes apart from the touch sequence: the scene, the log
  /// and its clock, the decisions kept, and the arrays saved for the next sequence.
  ///
  /// Kept beside the sequence rather than around it, so both change at once: the handlers of a
  /// UIKit event are this value's methods and take the sequence `inout`, which then stays where it
  /// is, and the recognizers read the scene in place. (Taken out of the replayer and put back for
  /// every event instead, the sequence cost about 50 instructions a move.)
  struct Core: Sendable {
    var scene: Scene
    var output = Output()
    /// The last sequence's arrays, for the next one (see `TouchSequence.Storage`).
    var storage = TouchSequence.Storage()
    let keepsDecisions: Bool
    var decisions: [Decision] = []
    var nextSequenceSerial = 0

    /// The trace time of what is happening now.
    var now: Double { output.now }

    /// UIKit raised an exception: the replay stops.
    var isStopped: Bool { scene.navigation.hasRaised }

    /// Writes a record stamped with the present time.
    mutating func emit(_ body: consuming Record.Body) {
      output.record(body)
    }

    /// Keeps `outcome` beside the record just written, if decisions are kept.
    mutating func keep(_ outcome: Decision.Outcome) {
      guard keepsDecisions else { return }
      decisions.append(Decision(record: output.count - 1, outcome: outcome))
    }
  }

  var core: Core
  var sequence: TouchSequence?
  /// The verdict log so far.
  public var records: [Record] { core.output.records }
  /// The decisions behind the records, when `keepsDecisions`.
  public var decisions: [Decision] { core.decisions }
  /// Whether to keep `decisions`; without it, nothing is stored for them.
  public var keepsDecisions: Bool { core.keepsDecisions }
  /// The events of each touch sequence, by their place among the events fed (counting from 0),
  /// from the first finger going down to the event whose lift ended it, when `keepsDecisions`.
  public internal(set) var sequenceEvents: [Range<Int>] = []
  /// How many events have been fed.
  var eventsFed = 0
  /// The place of the event that started the sequence under way.
  var sequenceFirstEvent = 0
  var lastEventTime: Double?
  /// Touch events with one `t` are one UIKit event; they wait here until it is complete.
  var pendingTouches = TouchGroup()
  private(set) var isFinished = false

  /// Prepares a replay of `trace` under its own policy and iOS version, or under `policy` and
  /// `ios` when given.
  public init(trace: Trace, policy: PolicyName? = nil, ios: Int? = nil, keepsDecisions: Bool = false) {
    self.init(header: trace.header, policy: policy, ios: ios, keepsDecisions: keepsDecisions)
  }

  /// Prepares a replay of a trace whose events will be fed one by one.
  public init(
    header: TraceHeader, policy: PolicyName? = nil, ios: Int? = nil, keepsDecisions: Bool = false
  ) {
    let header = header.overriding(policy: policy, ios: ios)
    let scene = Scene(
      policy: Policy(header.policy), device: header.device, settings: header.settings,
      navigation: header.navigation)
    core = Core(scene: scene, keepsDecisions: keepsDecisions)
  }

  /// The whole log of `trace`.
  public static func replay(_ trace: Trace, policy: PolicyName? = nil, ios: Int? = nil) -> [Record] {
    var replayer = Replayer(trace: trace, policy: policy, ios: ios)
    for event in trace.events {
      replayer.feed(event)
    }
    replayer.finish()
    return replayer.records
  }

  /// Hands each record written so far to `body` and forgets them, for callers that stream the log.
  public mutating func drainRecords(_ body: (Record) -> Void) {
    // By index: an iterator would still hold the array when it is emptied, forcing a new buffer.
    for index in core.output.records.indices {
      body(core.output.records[index])
    }
    core.output.records.removeAll(keepingCapacity: true)
  }

  /// The records written so far, handed over whole, leaving room for `capacity` new ones: for
  /// callers that stream the log in batches, with no copy per record.
  public mutating func takeRecords(leavingRoomFor capacity: Int = 0) -> [Record] {
    var taken: [Record] = []
    taken.reserveCapacity(capacity)
    swap(&taken, &core.output.records)
    return taken
  }

  /// UIKit raised an exception: the replay stops, and later events are only counted, so a caller
  /// that keeps no decisions may `finish()` at once.
  package var isStopped: Bool { core.isStopped }

  /// The screen on top of the stack now, as the events so far left it.
  package var topScreen: Screen? { core.scene.navigation.stack.top?.screen }

  /// Whether the navigation controller's bar is hidden now, as the events so far left it.
  package var isNavigationBarHidden: Bool { core.scene.navigation.isNavigationBarHidden }

  /// Replays one event; events must come in trace order.
  public mutating func feed(_ event: Event) {
    defer { eventsFed += 1 }
    guard !isStopped else { return }
    lastEventTime = event.t
    switch event.kind {
    case .touch(let touch):
      if !pendingTouches.isEmpty && !pendingTouches.admits(touch, at: event.t) {
        flushTouches()
      }
      pendingTouches.append(touch, at: event.t, place: eventsFed)
    case .action(let action):
      flushTouches()
      advance(to: event.t)
      // Something due before the action may have raised UIKit's exception.
      guard !isStopped else { return }
      core.scene.navigation.handle(action, effects: &core.output)
      afterEvent()
    }
  }

  /// Replays `events` in order, handing the records written so far to `output`, in batches of at
  /// least `batchSize`, as soon as there are that many: for callers that stream the log. The
  /// loop is the model's own so that a caller in another module does not copy each event to
  /// pass it over.
  public mutating func feed(
    _ events: consuming [Event], handingOverEvery batchSize: Int, to output: (consuming [Record]) -> Void
  ) {
    // Through the buffer, so that each swap does not ask again whether the array is shared.
    events.withUnsafeMutableBufferPointer { events in
      for index in events.indices {
        // Moved out rather than copied, an event with nothing to release swapped in its place: the
        // array's subscript would copy it, retaining what an action holds, and release it after.
        var event = Event(t: 0, kind: .touch(TouchEvent(touch: 0, phase: .began, location: .zero)))
        swap(&event, &events[index])
        feed(event)
        if core.output.records.count >= batchSize {
          output(takeRecords(leavingRoomFor: batchSize * 2))
        }
      }
    }
  }

  /// Replays what is still due after the last event and writes the `final` record.
  public mutating func finish() {
    guard !isFinished else { return }
    isFinished = true
    flushTouches()
    if sequence != nil, keepsDecisions { sequenceEvents.append(sequenceFirstEvent..<eventsFed) }
    if !isStopped {
      while let (time, item) = core.output.scheduler.popDue(atOrBefore: nil) {
        core.output.now = time
        handle(item)
        afterEvent()
        if isStopped { break }
      }
    }
    let lastRecordTime = core.output.lastRecordTime
    core.output.now = max(lastRecordTime, isStopped ? lastRecordTime : (lastEventTime ?? 0))
    let navigation = core.scene.navigation
    core.emit(
      .final(
        FinalRecord(
          stack: navigation.stack.ids, navigationBarHidden: navigation.isNavigationBarHidden,
          transitioning: navigation.isTransitioning, fault: navigation.fault,
          presented: navigation.presented?.entry.screen.id)))
  }

  mutating func flushTouches() {
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
    while !isStopped, let (due, item) = core.output.scheduler.popDue(atOrBefore: time) {
      core.output.now = due
      handle(item)
      afterEvent()
    }
    if !isStopped { core.output.now = time }
  }

  private mutating func handle(_ item: Scheduler.Item) {
    switch item {
    case .transitionEnd(let serial):
      core.scene.navigation.endTransition(serial: serial, effects: &core.output)
    case .edgeDeadline(let serial, let index):
      guard sequence?.serial == serial else { return }
      withSequence { $0.deadlinePassed(index, &$1) }
    }
  }

  /// What runs after every event: FD's deferred navigation bar check, when one is pending.
  private mutating func afterEvent() {
    guard core.scene.navigation.hasPendingBarCheck else { return }
    core.scene.navigation.afterEvent(effects: &core.output)
  }
}
