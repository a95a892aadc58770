import PopGesture
import PopGestureFormats

/// What a plot shows of one replay: finger paths from the trace, and spans and moments from its
/// verdict records, all in trace seconds.
struct Timeline {
  /// A stretch of time in one state.
  struct Span<State> {
    var start: Double
    var end: Double
    var state: State
  }

  /// What a recognizer or a slider is doing during a span of its lane.
  enum LaneState {
    /// Touched and undecided.
    case possible
    /// Held back until another recognizer fails.
    case waiting
    /// Began, then changed with each move, until it ended or was cancelled.
    case recognizing
    /// A slider following the finger that went down on its thumb, from the sequence's start to
    /// its `slider` record.
    case tracking
  }

  /// Something that happened at one moment, with its label and its line of the verdict log.
  struct Moment {
    /// What kind of thing happened, which picks its marker and colour.
    enum Kind {
      case began, waiting, ended, failed, cancelled
      case releaseFinish, releaseCancel
      case transitionBegan, transitionFinished, transitionCancelled
      case navigationBar, action, ignoredAction, fault, scroll
      /// A slider stopped tracking, at the value its record gives.
      case sliderValue
    }

    var t: Double
    var kind: Kind
    var label: String
    /// The record's place in the replay's log (0 for the first record): its line in the text
    /// log, shown as a tooltip, is written again from a later replay when drawn, rather than
    /// kept for each of a long recording's moments.
    var record: Int
  }

  /// One recognizer's or slider's row: its states over time and the moments they changed.
  struct Lane {
    var name: String
    var spans = ChunkedArray<Span<LaneState>>()
    var moments = Moments()
  }

  /// An interactive transition's progress: how it was let go. Not its samples, which the
  /// drawing reads again from a replay.
  struct ProgressRun {
    var release: (t: Double, record: ReleaseRecord)?
  }

  /// A push or pop, from its start to its end (or the end of the timeline).
  struct Transition {
    var start: Double
    var end: Double?
    /// Whether a finger drives it, or it animates on its own. Last, where it packs beside
    /// `end`'s flag: 24 bytes a transition rather than 32.
    var isInteractive: Bool
  }

  var start = 0.0
  var end = 0.0
  /// The touches that went down: the legend's fingers. Their paths are read again from the
  /// trace when drawn, so that a long recording's samples are never all held.
  var fingers: Set<Int> = []
  /// The least and greatest x and y of every finger sample, nil without any.
  var fingerX: ClosedRange<Double>?
  var fingerY: ClosedRange<Double>?
  var lanes: [Lane] = []
  /// One lane per slider that guarded a sequence, by its `screen/view` name: when it tracked,
  /// the value it stopped at, and the pans it failed.
  var sliderLanes: [Lane] = []
  // The arrays a long recording fills grow by chunks (see `ChunkedArray`).
  var transitions = ChunkedArray<Transition>()
  var progressRuns = ChunkedArray<ProgressRun>()
  /// Moments of the progress panel: transitions starting and ending, and release decisions.
  var transitionMoments = Moments()
  /// The navigation bar: hidden or not.
  var bar = ChunkedArray<Span<Bool>>()
  var barMoments = Moments()
  /// Actions and faults.
  var actionMoments = Moments()
  /// Where scroll views came to rest; sliders have lanes of their own.
  var scrollMoments = Moments()
  var initialStack: [String]
  var final: FinalRecord?
  var faultDetail: String?

  /// Gathers the timeline of `trace` from its events and the `records` its replay wrote.
  init(trace: Trace, records: [Record]) {
    var builder = Builder(header: trace.header)
    for event in trace.events { builder.read(event) }
    for record in records { builder.read(record) }
    self = builder.finish()
  }

  /// A timeline with nothing read yet, before `initialStack`'s first record.
  private init(header: TraceHeader) {
    initialStack = header.navigation.stack.map(\.id)
  }

  /// Reads a trace's events and the records its replay wrote, in any interleaving, one at a
  /// time, so that neither need be held: a long recording streams through it.
  struct Builder {
    private var timeline: Timeline
    private var lanes = LaneBuilder()
    private var isBarHidden: Bool
    /// Where the bar's current span started; nil for the timeline's start, known only at the end.
    private var barStart: Double?
    /// The transitions begun and not yet ended, latest last, by index into `transitions`.
    private var openTransitions: [Int] = []
    /// Where each touch sequence starts and where its last finger lifts: the reader's.
    private var reader = SwipeReader()
    /// The fingers down.
    private var openFingers: Set<Int> = []
    private var earliestEvent = Double.infinity
    private var latestEvent = -Double.infinity
    private var latestRecord = -Double.infinity
    /// How many records have been read: the next one's `Moment.record`.
    private var recordCount = 0

    /// Starts a timeline of a trace with `header`.
    init(header: TraceHeader) {
      timeline = Timeline(header: header)
      // Until `finish`, only where the latest release settles.
      timeline.end = -.infinity
      isBarHidden = header.navigation.navigationBarHidden
    }

    /// Reads one event: its time, and a finger's sample.
    mutating func read(_ event: Event) {
      earliestEvent = min(earliestEvent, event.t)
      latestEvent = max(latestEvent, event.t)
      guard case .touch(let touch) = event.kind else { return }
      switch touch.phase {
      case .began:
        openFingers.insert(touch.touch)
        timeline.fingers.insert(touch.touch)
      case .moved, .ended, .cancelled:
        // A move of a finger that never went down is not drawn.
        guard openFingers.contains(touch.touch) else { return }
        if touch.phase != .moved { openFingers.remove(touch.touch) }
      }
      timeline.fingerX = Self.including(touch.location.x, in: timeline.fingerX)
      timeline.fingerY = Self.including(touch.location.y, in: timeline.fingerY)
    }

    /// `range` grown to hold `value`.
    private static func including(_ value: Double, in range: ClosedRange<Double>?) -> ClosedRange<Double> {
      guard let range else { return value...value }
      return min(range.lowerBound, value)...max(range.upperBound, value)
    }

    /// Reads the next record of the replay's log.
    mutating func read(_ record: Record) {
      let index = recordCount
      recordCount += 1
      latestRecord = max(latestRecord, record.t)
      reader.read(record)
      // Only whether the latest sequence has lifted is asked of the reader: its outcomes go.
      if record.startsSequence { reader.discard(record.sequence) }
      let t = record.t
      switch record.body {
      case .touch(let touch):
        lanes.touch(touch, at: t, startsSequence: record.startsSequence, lifted: reader.isLatestLifted)
      case .recognizer(let recognizer):
        lanes.recognizer(recognizer, at: t, record: index)
      case .transition(let transition):
        timeline.addTransition(transition, at: t, record: index, open: &openTransitions)
      case .progress:
        // A sample before any interactive transition starts the first run; samples are not kept.
        if timeline.progressRuns.isEmpty { timeline.progressRuns.append(ProgressRun()) }
      case .release(let release):
        timeline.addRelease(release, at: t, record: index)
      case .navigationBar(let hidden, let animated):
        // The first span starts where the timeline does, known only at the end.
        timeline.bar.append(Span(start: barStart ?? .nan, end: t, state: isBarHidden))
        isBarHidden = hidden
        barStart = t
        let label = (hidden ? "bar hidden" : "bar shown") + (animated ? ", animated" : "")
        timeline.barMoments.append(Moment(t: t, kind: .navigationBar, label: label, record: index))
      case .scroll(let view, let offset):
        let label =
          "\(view) offset (\(NumberText.fixed(offset.x, decimals: 1)), "
          + "\(NumberText.fixed(offset.y, decimals: 1)))"
        timeline.scrollMoments.append(Moment(t: t, kind: .scroll, label: label, record: index))
      case .slider(let view, let value):
        lanes.slider(view, value: value, at: t, record: index)
      case .action(let action):
        let label = [action.action.rawValue, action.screen, action.result.rawValue, action.reason?.rawValue]
          .compactMap { $0 }.joined(separator: " ")
        let kind: Moment.Kind = action.result == .ignored ? .ignoredAction : .action
        timeline.actionMoments.append(Moment(t: t, kind: kind, label: label, record: index))
      case .fault(let fault, let detail):
        timeline.faultDetail = detail
        let label = fault == .exception ? "exception: the replay stops" : "fault \(fault.rawValue)"
        timeline.actionMoments.append(Moment(t: t, kind: .fault, label: label, record: index))
      case .final(let final):
        timeline.final = final
      }
    }

    /// The timeline of everything read.
    mutating func finish() -> Timeline {
      let hasEvents = earliestEvent <= latestEvent
      timeline.start = hasEvents ? min(0, earliestEvent) : 0
      // Records come at or after the events that caused them, so only the end waits for them;
      // `end` holds where the latest release settles.
      timeline.end = max(hasEvents ? latestEvent : 0, latestRecord, timeline.end)
      if let first = timeline.bar.indices.first, timeline.bar[first].start.isNaN {
        timeline.bar[first].start = timeline.start
      }
      timeline.bar.append(Span(start: barStart ?? timeline.start, end: timeline.end, state: isBarHidden))
      (timeline.lanes, timeline.sliderLanes) = lanes.finish(at: timeline.end)
      return timeline
    }
  }

  /// Opens or closes a transition span, starts a progress run for an interactive one, and notes the moment.
  ///
  /// A transition ends the latest one still `open`.
  private mutating func addTransition(
    _ transition: TransitionRecord, at t: Double, record: Int, open openTransitions: inout [Int]
  ) {
    let route = "\(transition.operation.rawValue) \(transition.from) → \(transition.to)"
    switch transition.phase {
    case .began:
      openTransitions.append(transitions.count)
      transitions.append(Transition(start: t, isInteractive: transition.interactive))
      if transition.interactive { progressRuns.append(ProgressRun()) }
      let label = route + (transition.interactive ? "" : ", animated")
      transitionMoments.append(Moment(t: t, kind: .transitionBegan, label: label, record: record))
    case .finished, .cancelled:
      if let index = openTransitions.popLast() {
        transitions[index].end = t
      }
      let kind: Moment.Kind = transition.phase == .finished ? .transitionFinished : .transitionCancelled
      let label = "\(transition.operation.rawValue) \(transition.phase.rawValue)"
      transitionMoments.append(Moment(t: t, kind: kind, label: label, record: record))
    }
  }

  /// Ends the current progress run with its release decision, and notes the moment.
  private mutating func addRelease(_ release: ReleaseRecord, at t: Double, record: Int) {
    if progressRuns.isEmpty { progressRuns.append(ProgressRun()) }
    progressRuns[progressRuns.count - 1].release = (t, release)
    end = max(end, t + release.settle)
    let label =
      "\(release.decision.rawValue): progress \(NumberText.fixed(release.progress, decimals: 3)), "
      + "\(NumberText.fixed(release.velocity, decimals: 1)) pt/s"
    let kind: Moment.Kind = release.decision == .finish ? .releaseFinish : .releaseCancel
    transitionMoments.append(Moment(t: t, kind: kind, label: label, record: record))
  }
}

extension Timeline {
  /// Follows touch sequences and recognizer records to build each recognizer's lane.
  ///
  /// A candidate is `possible` from the first finger down until it reports a state; a span left
  /// open when the last finger lifts ends there. Recognizing ends at its record, or, when the log
  /// has none (the `kvc` freeze begins a pan that never ends), where its sequence ended: at the
  /// last lift, or at the next sequence's first touch when no lift came first. A pan's lane is
  /// never drawn as recognizing through later swipes that it took no part in.
  ///
  /// A slider gets a lane when it guarded a sequence: when a pan failed or was cancelled
  /// `preventedBy` it (a `by` that is none of the sequence's candidates names a slider), or
  /// when it has a `slider` record. The guard holds only when the first finger went down on the
  /// thumb, which is also when tracking starts, so it tracked from the sequence's first touch to
  /// its `slider` record (or to where the sequence ended, when the log has none).
  fileprivate struct LaneBuilder {
    var lanes: [Lane] = []
    /// Each lane's index in `lanes`, by recognizer.
    var laneIndices: [RecognizerID: Int] = [:]
    var open: [RecognizerID: (start: Double, state: LaneState)] = [:]
    /// When the current sequence's last finger lifted, or nil while a finger is down.
    var liftedAt: Double?
    /// The current sequence's first touch, its candidates and the view it hit.
    var sequence: (start: Double, hit: Hit?)?
    var sliderLanes: [Lane] = []
    /// Each slider lane's index in `sliderLanes`, by `screen/view`.
    var sliderLaneIndices: [String: Int] = [:]
    /// The sliders tracking in the current sequence, by lane index, with when they started.
    var tracking: [Int: Double] = [:]
    /// The slider lanes that have had their tracking span in the current sequence.
    var hasTracked: Set<Int> = []

    /// Starts a sequence's candidates at the record that starts it, closing what the last
    /// sequence left open, and closes undecided spans when its last finger has `lifted`.
    mutating func touch(_ touch: TouchRecord, at t: Double, startsSequence: Bool, lifted: Bool) {
      if startsSequence, let candidates = touch.recognizers {
        closeSequence(at: t)
        sequence = (t, touch.hit)
        for name in candidates where open[name] == nil {
          _ = laneIndex(name)
          open[name] = (t, .possible)
        }
      }
      if touch.phase != .began, lifted {
        closeUndecided(at: t)
        liftedAt = t
      }
    }

    /// Ends the recognizer's current span, opens the next one, and notes the moment with its reason.
    mutating func recognizer(_ recognizer: RecognizerRecord, at t: Double, record: Int) {
      let index = laneIndex(recognizer.name)
      close(recognizer.name, at: t)
      var label = recognizer.state.rawValue
      let kind: Moment.Kind
      switch recognizer.state {
      case .began:
        kind = .began
        open[recognizer.name] = (t, .recognizing)
      case .waiting:
        kind = .waiting
        open[recognizer.name] = (t, .waiting)
      case .ended:
        kind = .ended
      case .failed, .cancelled:
        kind = recognizer.state == .failed ? .failed : .cancelled
        if let reason = recognizer.reason { label += " " + reason.rawValue }
        if let by = recognizer.by {
          label += " " + by.description
          if case .slider(let id) = by {
            let slider = startTracking(sliderName(id), at: t)
            let caused = Moment(
              t: t, kind: kind, label: "\(recognizer.name) \(recognizer.state.rawValue)", record: record)
            sliderLanes[slider].moments.append(caused)
          }
        }
      }
      lanes[index].moments.append(Moment(t: t, kind: kind, label: label, record: record))
    }

    /// Ends the slider's tracking at its record, and notes the value it stopped at.
    mutating func slider(_ view: ScreenView, value: Double, at t: Double, record: Int) {
      let index = startTracking(view.description, at: t)
      if let start = tracking.removeValue(forKey: index) {
        sliderLanes[index].spans.append(Span(start: start, end: t, state: .tracking))
      }
      let label = "value \(NumberText.fixed(value, decimals: 3))"
      sliderLanes[index].moments.append(Moment(t: t, kind: .sliderValue, label: label, record: record))
    }

    /// The slider's lane, its tracking started at the sequence's first touch unless it already
    /// tracked in this sequence.
    private mutating func startTracking(_ name: String, at t: Double) -> Int {
      let index: Int
      if let known = sliderLaneIndices[name] {
        index = known
      } else {
        index = sliderLanes.count
        sliderLaneIndices[name] = index
        sliderLanes.append(Lane(name: name))
      }
      if hasTracked.insert(index).inserted { tracking[index] = sequence?.start ?? t }
      return index
    }

    /// The `screen/view` name of the slider whose id is `id`: the hit view when it is that
    /// slider, else that id on the hit screen, as the `slider` record names it.
    private func sliderName(_ id: String) -> String {
      guard let hit = sequence?.hit else { return id }
      return ScreenView(screen: hit.screen, view: id).description
    }

    /// The recognizers' and the sliders' lanes, with spans still open closed where their
    /// sequence ended, or at `end` when a finger is still down.
    mutating func finish(at end: Double) -> (recognizers: [Lane], sliders: [Lane]) {
      closeSequence(at: end)
      return (lanes, sliderLanes)
    }

    /// The index of `name`'s lane, added at the end when it is new.
    private mutating func laneIndex(_ name: RecognizerID) -> Int {
      if let index = laneIndices[name] { return index }
      laneIndices[name] = lanes.count
      lanes.append(Lane(name: name.description))
      return lanes.count - 1
    }

    /// Ends `name`'s open span at `t`, if it has one.
    private mutating func close(_ name: RecognizerID, at t: Double) {
      guard let span = open.removeValue(forKey: name), let index = laneIndices[name] else { return }
      lanes[index].spans.append(Span(start: span.start, end: t, state: span.state))
    }

    /// Ends every span the last sequence left open: recognizing and tracking ones at its last
    /// lift (one that began after it, which no log has, at its start), others at `t`; `t` when
    /// a finger is still down, so the sequence ended only now.
    private mutating func closeSequence(at t: Double) {
      closeUndecided(at: t)
      for (name, span) in open.sorted(by: { $0.key.description < $1.key.description }) {
        close(name, at: liftedAt.map { max($0, span.start) } ?? t)
      }
      for (index, start) in tracking.sorted(by: { $0.key < $1.key }) {
        sliderLanes[index].spans.append(
          Span(start: start, end: liftedAt.map { max($0, start) } ?? t, state: .tracking))
      }
      tracking = [:]
      hasTracked = []
      liftedAt = nil
    }

    /// Ends every possible or waiting span at `t`: the touch sequence is over.
    private mutating func closeUndecided(at t: Double) {
      for (name, span) in open.sorted(by: { $0.key.description < $1.key.description })
      where span.state != .recognizing {
        close(name, at: t)
      }
    }
  }
}
