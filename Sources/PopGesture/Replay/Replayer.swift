/// Replays a trace's events, in order, through the model, and collects the verdict records.
///
/// Feed it events with `feed(_:)`, then call `finish()`; `records` holds the log. Time comes
/// only from the events: before each event, everything due at or before its time happens.
public struct Replayer: Sendable {
  let policy: Policy
  let settings: Settings
  let device: Device
  var navigation: NavigationState
  var sequence: TouchSequence?
  /// The last sequence's candidates, emptied, and its fingers, all lifted: the next sequence fills
  /// the same storage, so a swipe does not allocate and free both arrays.
  var spareCandidates: [Recognizer] = []
  var spareFingers = Fingers()
  var scheduler = Scheduler()
  /// The verdict log so far.
  public private(set) var records: [Record] = []
  /// The trace time of what is happening now.
  var now = 0.0
  var lastEventTime: Double?
  /// Touch events with one `t` are one UIKit event; they wait here until it is complete.
  var pendingTouches = TouchGroup()
  /// A screen will disappear: FD checks the bar right after the current event.
  var isDisappearCheckPending = false
  /// Set by UIKit's exception: the replay stops.
  var isStopped = false
  var fault: Fault?
  var nextSequenceSerial = 0
  private var isFinished = false
  /// When the last record happened: `final` takes it (records may have been drained already).
  private var lastRecordTime = 0.0

  /// Prepares a replay of `trace` under its own policy, or under `policy` when given.
  public init(trace: Trace, policy: PolicyName? = nil) {
    self.init(header: trace.header, policy: policy)
  }

  /// Prepares a replay of a trace whose events will be fed one by one.
  public init(header: TraceHeader, policy: PolicyName? = nil) {
    let policy = Policy(policy ?? header.policy)
    self.policy = policy
    settings = header.settings
    device = header.device
    navigation = NavigationState(header.navigation, policy: policy)
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
      handle(action)
      runDisappearCheck()
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
        runDisappearCheck()
        if isStopped { break }
      }
    }
    now = max(lastRecordTime, isStopped ? lastRecordTime : (lastEventTime ?? 0))
    emit(
      .final(
        FinalRecord(
          stack: navigation.ids, navigationBarHidden: navigation.isNavigationBarHidden,
          transitioning: navigation.isTransitioning, fault: fault)))
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
    runDisappearCheck()
  }

  /// Lets everything due at or before `time` happen, then makes `time` the present.
  mutating func advance(to time: Double) {
    while !isStopped, let (due, item) = scheduler.popDue(atOrBefore: time) {
      now = due
      handle(item)
      runDisappearCheck()
    }
    if !isStopped { now = time }
  }

  private mutating func handle(_ item: Scheduler.Item) {
    switch item {
    case .transitionEnd(let serial):
      endTransition(serial: serial)
    case .edgeDeadline(let serial, let index):
      guard let sequence, sequence.serial == serial, sequence.candidates[index].state == .possible
      else { return }
      fail(index, .tooSlow)
      resolveWaiters()
    }
  }

  /// Appends a record stamped with the present time.
  ///
  /// `consuming`: the record takes the body the caller built, where a borrowed body would be
  /// copied into it and then destroyed, on every record.
  mutating func emit(_ body: consuming Record.Body) {
    records.append(Record(t: now, body))
    lastRecordTime = now
  }
}
