import PopGesture
import PopGestureFormats

/// What a plot shows of one replay: finger paths from the trace, and spans and moments from its
/// verdict records, all in trace seconds.
struct Timeline {
  /// One finger from touching down to lifting (or to the end of the trace).
  struct FingerPath {
    var touch: Int
    var samples: [(t: Double, location: Point)]
    /// `ended` or `cancelled`, or nil when the trace stops with the finger down.
    var end: TouchPhase?
  }

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
    /// The record's line in the text log, shown as a tooltip.
    var record: String
  }

  /// One recognizer's or slider's row: its states over time and the moments they changed.
  struct Lane {
    var name: String
    var spans: [Span<LaneState>] = []
    var moments: [Moment] = []
  }

  /// An interactive transition's progress samples, and how it was let go.
  struct ProgressRun {
    var samples: [(t: Double, value: Double)] = []
    var release: (t: Double, record: ReleaseRecord)?
  }

  /// A push or pop, from its start to its end (or the end of the timeline).
  struct Transition {
    var record: TransitionRecord
    var start: Double
    var end: Double?
  }

  var start = 0.0
  var end = 0.0
  var fingers: [FingerPath] = []
  var lanes: [Lane] = []
  /// One lane per slider that guarded a sequence, by its `screen/view` name: when it tracked,
  /// the value it stopped at, and the pans it failed.
  var sliderLanes: [Lane] = []
  var transitions: [Transition] = []
  var progressRuns: [ProgressRun] = []
  /// Moments of the progress panel: transitions starting and ending, and release decisions.
  var transitionMoments: [Moment] = []
  /// The navigation bar: hidden or not.
  var bar: [Span<Bool>] = []
  var barMoments: [Moment] = []
  /// Actions and faults.
  var actionMoments: [Moment] = []
  /// Where scroll views came to rest; sliders have lanes of their own.
  var scrollMoments: [Moment] = []
  var initialStack: [String]
  var final: FinalRecord?
  var faultDetail: String?

  /// Gathers the timeline of `trace` from its events and the `records` its replay wrote.
  init(trace: Trace, records: [Record]) {
    self.init(trace: trace) { read in
      for record in records { read(record) }
    }
  }

  /// Gathers the timeline of `trace` from its events and the records its replay wrote, which
  /// `forEachRecord` hands over one by one, in order, so that a caller need not hold them all.
  init(trace: Trace, records forEachRecord: ((Record) -> Void) -> Void) {
    initialStack = trace.navigation.stack.map(\.id)
    // Records come at or after the events that caused them, so only the end waits for them.
    start = min(0, trace.events.lazy.map(\.t).min() ?? 0)
    end = trace.events.lazy.map(\.t).max() ?? 0
    fingers = Self.fingerPaths(trace.events)
    var builder = LaneBuilder()
    var isBarHidden = trace.navigation.navigationBarHidden
    var barStart = start
    // The transitions begun and not yet ended, latest last, by index into `transitions`.
    var openTransitions: [Int] = []
    // Where each touch sequence starts and where its last finger lifts: the reader's.
    var reader = SwipeReader()
    forEachRecord { record in
      end = max(end, record.t)
      reader.read(record)
      // Only moments keep their line; progress and touch records, most of a long log, need none.
      var line: String { TextFormat.line(record) }
      switch record.body {
      case .touch(let touch):
        builder.touch(
          touch, at: record.t, startsSequence: record.startsSequence, lifted: reader.isLatestLifted)
      case .recognizer(let recognizer):
        builder.recognizer(recognizer, at: record.t, line: line)
      case .transition(let transition):
        addTransition(transition, at: record.t, line: line, open: &openTransitions)
      case .progress(let value):
        if progressRuns.isEmpty { progressRuns.append(ProgressRun()) }
        progressRuns[progressRuns.count - 1].samples.append((record.t, value))
      case .release(let release):
        addRelease(release, at: record.t, line: line)
      case .navigationBar(let hidden, let animated):
        bar.append(Span(start: barStart, end: record.t, state: isBarHidden))
        isBarHidden = hidden
        barStart = record.t
        let label = (hidden ? "bar hidden" : "bar shown") + (animated ? ", animated" : "")
        barMoments.append(Moment(t: record.t, kind: .navigationBar, label: label, record: line))
      case .scroll(let view, let offset):
        let label =
          "\(view) offset (\(NumberText.fixed(offset.x, decimals: 1)), "
          + "\(NumberText.fixed(offset.y, decimals: 1)))"
        scrollMoments.append(Moment(t: record.t, kind: .scroll, label: label, record: line))
      case .slider(let view, let value):
        builder.slider(view, value: value, at: record.t, line: line)
      case .action(let action):
        let label = [action.action.rawValue, action.screen, action.result.rawValue, action.reason?.rawValue]
          .compactMap { $0 }.joined(separator: " ")
        let kind: Moment.Kind = action.result == .ignored ? .ignoredAction : .action
        actionMoments.append(Moment(t: record.t, kind: kind, label: label, record: line))
      case .fault(let fault, let detail):
        faultDetail = detail
        let label = fault == .exception ? "exception: the replay stops" : "fault \(fault.rawValue)"
        actionMoments.append(Moment(t: record.t, kind: .fault, label: label, record: line))
      case .final(let final):
        self.final = final
      }
    }
    bar.append(Span(start: barStart, end: end, state: isBarHidden))
    (lanes, sliderLanes) = builder.finish(at: end)
  }

  /// Opens or closes a transition span, starts a progress run for an interactive one, and notes the moment.
  ///
  /// A transition ends the latest one still `open`.
  private mutating func addTransition(
    _ transition: TransitionRecord, at t: Double, line: String, open openTransitions: inout [Int]
  ) {
    let route = "\(transition.operation.rawValue) \(transition.from) → \(transition.to)"
    switch transition.phase {
    case .began:
      openTransitions.append(transitions.count)
      transitions.append(Transition(record: transition, start: t))
      if transition.interactive { progressRuns.append(ProgressRun()) }
      let label = route + (transition.interactive ? "" : ", animated")
      transitionMoments.append(Moment(t: t, kind: .transitionBegan, label: label, record: line))
    case .finished, .cancelled:
      if let index = openTransitions.popLast() {
        transitions[index].end = t
      }
      let kind: Moment.Kind = transition.phase == .finished ? .transitionFinished : .transitionCancelled
      let label = "\(transition.operation.rawValue) \(transition.phase.rawValue)"
      transitionMoments.append(Moment(t: t, kind: kind, label: label, record: line))
    }
  }

  /// Ends the current progress run with its release decision, and notes the moment.
  private mutating func addRelease(_ release: ReleaseRecord, at t: Double, line: String) {
    if progressRuns.isEmpty { progressRuns.append(ProgressRun()) }
    progressRuns[progressRuns.count - 1].release = (t, release)
    end = max(end, t + release.settle)
    let label =
      "\(release.decision.rawValue): progress \(NumberText.fixed(release.progress, decimals: 3)), "
      + "\(NumberText.fixed(release.velocity, decimals: 1)) pt/s"
    let kind: Moment.Kind = release.decision == .finish ? .releaseFinish : .releaseCancel
    transitionMoments.append(Moment(t: t, kind: kind, label: label, record: line))
  }

  /// Each finger's samples from touching down to lifting, in trace order.
  private static func fingerPaths(_ events: [Event]) -> [FingerPath] {
    var paths: [FingerPath] = []
    var open: [Int: Int] = [:]
    for event in events {
      guard case .touch(let touch) = event.kind else { continue }
      let sample = (t: event.t, location: touch.location)
      switch touch.phase {
      case .began:
        open[touch.touch] = paths.count
        paths.append(FingerPath(touch: touch.touch, samples: [sample], end: nil))
      case .moved, .ended, .cancelled:
        guard let index = open[touch.touch] else { continue }
        paths[index].samples.append(sample)
        if touch.phase != .moved {
          paths[index].end = touch.phase
          open[touch.touch] = nil
        }
      }
    }
    return paths
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
  private struct LaneBuilder {
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
    mutating func recognizer(_ recognizer: RecognizerRecord, at t: Double, line: String) {
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
              t: t, kind: kind, label: "\(recognizer.name) \(recognizer.state.rawValue)", record: line)
            sliderLanes[slider].moments.append(caused)
          }
        }
      }
      lanes[index].moments.append(Moment(t: t, kind: kind, label: label, record: line))
    }

    /// Ends the slider's tracking at its record, and notes the value it stopped at.
    mutating func slider(_ view: ScreenView, value: Double, at t: Double, line: String) {
      let index = startTracking(view.description, at: t)
      if let start = tracking.removeValue(forKey: index) {
        sliderLanes[index].spans.append(Span(start: start, end: t, state: .tracking))
      }
      let label = "value \(NumberText.fixed(value, decimals: 3))"
      sliderLanes[index].moments.append(Moment(t: t, kind: .sliderValue, label: label, record: line))
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
