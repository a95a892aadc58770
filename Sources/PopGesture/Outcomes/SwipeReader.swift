/// Reads each touch sequence's outcome from a log's records as they come, in order, holding only
/// the sequences that later records can still change: the one under way, and an older one whose
/// pop has not ended.
///
/// A sequence's recognizers, effects and pop are read from the records that fall in it
/// (`Record.sequence`). The pop it began is followed to its end wherever that falls: its release
/// decision is the first `release` after its interactive pop began, and its end the first
/// transition that ends after that. A `stuck` fault among its records after a back swipe began
/// means the navigation controller froze.
///
/// It also says when each sequence was over, for a log that writes a line per sequence: when
/// its last finger had lifted and the pop it began had landed, run back or frozen.
public struct SwipeReader: Sendable {
  /// A sequence that later records may still change.
  private struct Open: Sendable {
    var outcome: SwipeOutcome
    /// The first navigation recognizer that began, and its record.
    var began: (index: Int, recognizer: RecognizerID)?
    /// A `stuck` fault came after `began`.
    var isFrozen = false
    /// The interactive pop that `began` started, from its transition record.
    var pop: (from: String, to: String)?
    var release: ReleaseRecord?
    /// The record that ended `pop`, when, and whether the stack changed.
    var ending: (index: Int, t: Double, finished: Bool)?
    /// Where the next sequence started, once it has.
    var nextStart: Int?
    /// Bar changes after the next sequence started, kept if the pop then ends.
    var pendingBarChanges: [SwipeOutcome.NavigationBarChange] = []
    var fingersDown = 0
    /// An interactive pop began among its records and has not ended or frozen.
    var isPopRunning = false
    var overAt: Double?
    /// Its outcome is not wanted once settled (`discard(_:)`).
    var isDiscarded = false

    /// Whether it waits for the end of the pop it began, which may fall in a later sequence.
    var isFollowing: Bool { pop != nil && ending == nil && !isFrozen }

    /// Whether later records can still change the outcome: its own are still coming, or the pop
    /// it follows has not ended.
    var isSettled: Bool { nextStart != nil && !isPopRunning && !isFollowing }

    /// The outcome as the records read so far give it, `count` of them in all.
    func outcome(recordCount count: Int) -> SwipeOutcome {
      var outcome = outcome
      complete(&outcome, recordCount: count)
      return outcome
    }

    /// The outcome as `outcome(recordCount:)` gives it, moved out rather than copied: for a
    /// sequence whose outcome is wanted once, after which only its pop is followed.
    mutating func takeOutcome(recordCount count: Int) -> SwipeOutcome {
      var taken = SwipeOutcome.placeholder(number: outcome.number)
      swap(&taken, &outcome)
      complete(&taken, recordCount: count)
      return taken
    }

    /// Completes `outcome`, read from this sequence's own records, with the pop it began.
    private func complete(_ outcome: inout SwipeOutcome, recordCount count: Int) {
      var last = nextStart ?? count
      if isFrozen, let began {
        outcome.pop = .froze(recognizer: began.recognizer)
      } else if let began, let pop {
        outcome.release = release
        if let ending {
          last = max(last, ending.index + 1)
          if !pendingBarChanges.isEmpty { outcome.navigationBar += pendingBarChanges }
          outcome.pop =
            ending.finished
            ? .popped(from: pop.from, to: pop.to, recognizer: began.recognizer, landed: ending.t)
            : .cancelled(
              from: pop.from, to: pop.to, recognizer: began.recognizer, progress: release?.progress ?? 0,
              velocity: release?.velocity ?? 0)
        } else {
          outcome.pop = .underWay(from: pop.from, to: pop.to, recognizer: began.recognizer)
        }
      }
      outcome.records = outcome.records.lowerBound..<last
    }
  }

  /// Sequences that later records may still change, oldest first; the last is the latest.
  private var open: [Open] = []
  /// Outcomes no later record can change, in order, with when each was over, until
  /// `removeSettled()`.
  private var settled: [(outcome: SwipeOutcome, overAt: Double?)] = []
  /// How many records have been read.
  public var recordCount: Int { readCount }
  /// `recordCount`, which `read(_:)` counts where it is inlined.
  @usableFromInline var readCount = 0

  /// A reader that has read no records.
  public init() {}

  /// Reads the next record of the log.
  @inlinable
  public mutating func read(_ record: Record) {
    // Most records of a log are a pop's progress, which changes no outcome and ends no sequence:
    // counted where the caller reads it, without a call.
    if case .progress = record.body {
      readCount += 1
    } else {
      read(changing: record)
    }
  }

  /// Reads a record that may change an outcome or end a sequence.
  @usableFromInline
  mutating func read(changing record: Record) {
    let index = readCount
    readCount += 1
    if case .touch(let touch) = record.body, let candidates = touch.recognizers {
      start(record, touch: touch, candidates: candidates, at: index)
      return
    }
    switch record.body {
    case .release(let release):
      if let following = open.firstIndex(where: { $0.isFollowing && $0.release == nil }) {
        open[following].release = release
      }
    case .transition(let transition) where transition.phase != .began:
      // A transition ends: the pop followed by the oldest sequence still waiting for one.
      if let following = open.firstIndex(where: \.isFollowing) {
        open[following].ending = (index, record.t, transition.phase == .finished)
      }
      if let running = open.firstIndex(where: \.isPopRunning) {
        open[running].isPopRunning = false
        noteOver(running, at: record.t)
        settle()
        return
      }
    case .navigationBar(let hidden, let animated):
      let change: SwipeOutcome.NavigationBarChange =
        hidden ? .hidden(animated: animated) : .shown(animated: animated)
      for position in open.indices {
        if open[position].nextStart == nil {
          open[position].outcome.navigationBar.append(change)
        } else if open[position].isFollowing {
          open[position].pendingBarChanges.append(change)
        }
      }
    default:
      break
    }
    guard let latest = open.indices.last, open[latest].outcome.number == record.sequence else { return }
    take(record.body, at: index, time: record.t, into: latest)
    settle()
  }

  /// What a record of the latest sequence, at `time`, says about it. Given the body alone: given
  /// the record, it copied the whole record to bind one field of the body's payload.
  private mutating func take(_ body: Record.Body, at index: Int, time: Double, into position: Int) {
    switch body {
    case .touch(let touch):
      open[position].fingersDown += touch.phase == .began ? 1 : -1
    case .recognizer(let recognizer):
      take(recognizer, at: index, into: position)
    case .scroll(let view, let offset):
      open[position].outcome.effects.append(.scrolled(view: view, offset: offset))
    case .slider(let view, let value):
      open[position].outcome.effects.append(.slid(view: view, value: value))
    case .fault(let fault, _):
      if fault == .stuck, open[position].began != nil { open[position].isFrozen = true }
      open[position].isPopRunning = false
    case .transition(let transition):
      guard transition.phase == .began, transition.operation == .pop, transition.interactive else { break }
      open[position].isPopRunning = true
      if open[position].began != nil, open[position].pop == nil {
        open[position].pop = (transition.from, transition.to)
      }
    case .release:
      break
    case .progress, .navigationBar, .action, .final:
      // Not a record a sequence is over at (the text log's outcome lines do not wait for them).
      return
    }
    noteOver(position, at: time)
  }

  /// A recognizer's state change: its fate, the first back swipe to begin, and a row's flip.
  private mutating func take(_ recognizer: RecognizerRecord, at index: Int, into position: Int) {
    let fate: SwipeOutcome.Fate
    switch recognizer.state {
    case .began:
      fate = .began
      if recognizer.name.isNavigation, open[position].began == nil {
        open[position].began = (index, recognizer.name)
      }
    case .failed: fate = .failed(recognizer.reason ?? .preventedBy, by: recognizer.by)
    case .cancelled: fate = .cancelled(recognizer.reason ?? .preventedBy, by: recognizer.by)
    case .ended:
      if case .swipe = recognizer.name {
        open[position].outcome.effects.append(
          recognizer.ranLeadingAction
            ? .ranLeadingAction(recognizer: recognizer.name) : .swipedRow(recognizer: recognizer.name))
      }
      return
    case .waiting:
      return
    }
    if let candidate = open[position].outcome.recognizers.firstIndex(where: {
      $0.recognizer == recognizer.name
    }) {
      open[position].outcome.recognizers[candidate].fate = fate
    }
  }

  /// The first finger of a new sequence: the one before it ends its own records here.
  private mutating func start(_ record: Record, touch: TouchRecord, candidates: [RecognizerID], at index: Int)
  {
    if let latest = open.indices.last { open[latest].nextStart = index }
    settle()
    let outcome = SwipeOutcome(
      number: record.sequence, start: record.t, location: touch.location, hit: touch.hit ?? .screen(""),
      recognizers: candidates.map { SwipeOutcome.Candidate($0, .undecided) }, pop: .none, effects: [],
      navigationBar: [], release: nil, records: index..<index)
    open.append(Open(outcome: outcome, fingersDown: 1))
  }

  /// Notes when sequence `position` is over: every finger up and no pop of its own running.
  private mutating func noteOver(_ position: Int, at t: Double) {
    if open[position].fingersDown == 0, !open[position].isPopRunning, open[position].overAt == nil {
      open[position].overAt = t
    }
  }

  /// Moves the sequences that no later record can change to `settled`.
  private mutating func settle() {
    // By position, and moved out: `open.first` would copy the whole sequence to ask one question.
    while !open.isEmpty, open[0].isSettled {
      if !open[0].isDiscarded {
        settled.append((open[0].takeOutcome(recordCount: recordCount), open[0].overAt))
      }
      // Removed in place: `removeFirst()` would hand back a copy of what is left of it.
      open.removeSubrange(0..<1)
    }
  }

  /// Whether every finger of the latest sequence has lifted, after the records read so far.
  public var isLatestLifted: Bool { open.last.map { $0.fingersDown == 0 } ?? false }

  /// When sequence `number` was over, if it is and the reader still holds it.
  public func overAt(_ number: Int) -> Double? {
    if let position = open.firstIndex(where: { $0.outcome.number == number }) { return open[position].overAt }
    return settled.last { $0.outcome.number == number }?.overAt
  }

  /// The outcome of sequence `number` as the records so far give it, if the reader holds it and
  /// it was not discarded.
  public func outcome(of number: Int) -> SwipeOutcome? {
    // By position: `first(where:)` would copy the whole sequence before taking its outcome.
    if let position = open.firstIndex(where: { $0.outcome.number == number }) {
      // A sequence discarded, or its outcome removed, keeps only what following its pop needs.
      guard !open[position].isDiscarded else { return nil }
      return open[position].outcome(recordCount: recordCount)
    }
    return settled.last { $0.outcome.number == number }?.outcome
  }

  /// The outcome of sequence `number` as the records so far give it, which the reader then
  /// forgets (`discard(_:)`): for a caller that needs each outcome once, as the text log's
  /// outcome lines do, without copying it.
  package mutating func removeOutcome(of number: Int) -> SwipeOutcome? {
    if let position = open.firstIndex(where: { $0.outcome.number == number }) {
      guard !open[position].isDiscarded else { return nil }
      open[position].isDiscarded = true
      return open[position].takeOutcome(recordCount: recordCount)
    }
    guard let position = settled.lastIndex(where: { $0.outcome.number == number }) else { return nil }
    return settled.remove(at: position).outcome
  }

  /// The outcome of sequence `number` once no later record can change it, if the reader still
  /// holds it: for a caller that replays only until one sequence is settled (`explain` trying a
  /// change from just before a swipe).
  package func settledOutcome(of number: Int) -> SwipeOutcome? {
    settled.last { $0.outcome.number == number }?.outcome
  }

  /// Forgets sequence `number`, now or once no later record can change it: for a caller that
  /// reads a long log and needs each outcome only once.
  public mutating func discard(_ number: Int) {
    if let position = open.firstIndex(where: { $0.outcome.number == number }) {
      open[position].isDiscarded = true
    } else {
      settled.removeAll { $0.outcome.number == number }
    }
  }

  /// Hands over, in order, the outcomes that no later record can change, and forgets them: for
  /// a caller that writes each sequence as soon as it is settled (`compare` of a long trace), so
  /// that what the reader holds stays bounded by the sequences still open.
  package mutating func takeSettled() -> [SwipeOutcome] {
    defer { settled.removeAll(keepingCapacity: true) }
    return settled.map(\.outcome)
  }

  /// Every outcome not yet handed over, as a log that ends here gives them: a pop still under
  /// way is `underWay`.
  public mutating func finish() -> [SwipeOutcome] {
    let outcomes =
      settled.map(\.outcome) + open.filter { !$0.isDiscarded }.map { $0.outcome(recordCount: recordCount) }
    settled = []
    open = []
    return outcomes
  }
}

extension SwipeOutcome {
  /// What stays of an outcome moved out of the reader: its number, by which the reader still
  /// finds the sequence whose pop it follows.
  fileprivate static func placeholder(number: Int) -> SwipeOutcome {
    SwipeOutcome(
      number: number, start: 0, location: .zero, hit: .screen(""), recognizers: [], pop: .none, effects: [],
      navigationBar: [], release: nil, records: 0..<0)
  }
}
