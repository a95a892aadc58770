import PopGesture
import PopGestureFormats

/// Explains every touch sequence of a trace: its outcome, the rules that decided it, the
/// smallest changes that flip it (each found and confirmed by replaying the changed trace), and
/// the pitfalls it ran into.
public struct Explainer: Sendable {
  /// The trace it explains.
  public let trace: Trace
  /// Whether each change gives the final stack of the whole changed trace
  /// (`Explanation.Change.finalStack`), which the jsonl format prints and the text does not.
  ///
  /// A change is replayed only until its swipe's outcome is settled, so that explaining costs
  /// in proportion to the swipes; finding the final stack replays each change shown on until it
  /// comes to rest in a state that a replay already run to the end had at the same place, the
  /// original's most often (`FinalStacks`), which keeps that in proportion to the swipes too.
  public let findsFinalStacks: Bool
  /// How many replays the last `explanations()` ran, the first one included; most run from just
  /// before a swipe until its outcome is settled.
  public private(set) var replays = 0
  /// Whether a change's replay run on for its final stack stops where it meets a state that a
  /// replay already run to the end had at the same place (`FinalStacks`); off only to test that
  /// the stacks are those of replays run to the end.
  var sharesFinalStacks = true
  /// How many changes' replays the last `explanations()` stopped early for their final stacks.
  private(set) var sharedFinalStacks = 0
  /// How many events the last `explanations()` replayed for the changes' final stacks, after
  /// their swipes' outcomes.
  private(set) var finalStackEvents = 0
  /// The trace's views and the rests of its scroll views, gathered by `explanations()`.
  private var views = TraceViews()

  /// An explainer of `trace`, whose patches apply to the document it was decoded from; without
  /// `findsFinalStacks`, its changes give no final stack.
  public init(trace: Trace, findsFinalStacks: Bool = true) {
    self.trace = trace
    self.findsFinalStacks = findsFinalStacks
  }

  /// One explanation per touch sequence, in order.
  public mutating func explanations() -> [Explanation] {
    var replayer = Replayer(trace: trace, keepsDecisions: true)
    // What each finger went down on, gathered in the one pass of the first replay.
    var touchDowns: [Int: TouchDown] = [:]
    var delegates = (trace.navigation.interactivePopDelegate, trace.navigation.contentPopDelegate)
    var descriptions: [String: Screen] = [:]
    // Where the replay was at rest before a finger went down, for the changes' final stacks.
    var finalStacks = FinalStacks(isSharing: sharesFinalStacks)
    var restingStates: [(place: Int, state: Replayer.RestingState)] = []
    var restingScreens = 0
    for screen in trace.navigation.stack where descriptions[screen.id] == nil {
      descriptions[screen.id] = screen
    }
    for (index, event) in trace.events.enumerated() {
      switch event.kind {
      case .touch(let touch) where touch.phase == .began:
        touchDowns[index] = TouchDown(
          top: replayer.topScreen, interactivePopDelegate: delegates.0, contentPopDelegate: delegates.1)
      case .action(.set(.navigation(.interactivePopDelegate(let delegate)))): delegates.0 = delegate
      case .action(.set(.navigation(.contentPopDelegate(let delegate)))): delegates.1 = delegate
      case .action(.push(let screen, _)), .action(.present(let screen, _, _)):
        if descriptions[screen.id] == nil { descriptions[screen.id] = screen }
      case .action(.setStack(let stack)):
        for screen in stack where descriptions[screen.id] == nil { descriptions[screen.id] = screen }
      default: break
      }
      if findsFinalStacks, sharesFinalStacks, FinalStacks.isCheckpoint(event) {
        replayer.prepare(for: event)
        if let state = replayer.restingState, finalStacks.admits(state, besides: restingScreens) {
          restingStates.append((index, state))
          restingScreens += state.screens
        }
      }
      replayer.feed(event)
    }
    replayer.finish()
    replays = 1
    let records = replayer.records
    var decisions: [Int: Replayer.Decision.Outcome] = [:]
    for decision in replayer.decisions { decisions[decision.record] = decision.outcome }
    let finalStack = Self.finalStack(of: records)
    finalStacks.remember(restingStates, finalStack: finalStack)
    defer { (sharedFinalStacks, finalStackEvents) = (finalStacks.shared, finalStacks.eventsReplayed) }
    views = TraceViews(trace: trace, records: records)
    let sequences = replayer.sequenceEvents
    // Each other system changes the whole replay: one replay each, which every swipe reads.
    let systems = sequences.isEmpty ? [:] : systemReplays()
    // The original replay once more, stopped before each swipe for the changes tried on it.
    var checkpoint = PartialReplay.Checkpoint(trace: trace)
    return SwipeOutcome.outcomes(of: records).map { swipe in
      let events = swipe.number <= sequences.count ? sequences[swipe.number - 1] : nil
      var touchDown = events.flatMap { touchDowns[$0.lowerBound] }
      // A presented screen, or a pop still settling as the finger went down: the screen's first
      // description stands in for the top screen the replay had.
      if touchDown?.top?.id != swipe.hit.screen { touchDown?.top = descriptions[swipe.hit.screen] }
      let screen = touchDown?.top
      var changes: [Explanation.Change] = []
      if let events, let touchDown {
        checkpoint.advance(to: events.lowerBound, sequence: swipe.number, in: trace)
        changes = flips(
          of: swipe, events: events, touchDown: touchDown, from: checkpoint, systems: systems,
          finalStacks: &finalStacks)
      }
      return Explanation(
        swipe: swipe, finalStack: finalStack,
        reasons: reasons(for: swipe, records: records, decisions: decisions), changes: changes,
        warnings: Self.warnings(
          for: swipe, in: trace, views: views, decisions: decisions,
          towardBack: events.map(isTowardTheBack) ?? false)
          + Self.releaseWarnings(for: swipe, on: screen, in: trace))
    }
  }

  // MARK: - Why

  private func reasons(
    for swipe: SwipeOutcome, records: [Record], decisions: [Int: Replayer.Decision.Outcome]
  ) -> [Explanation.Reason] {
    swipe.navigationRecognizers.map { candidate in
      let name = candidate.recognizer
      var rules: [String] = []
      for index in swipe.records where records[index].sequence == swipe.number {
        guard case .recognizer(let record) = records[index].body, record.name == name else { continue }
        switch record.state {
        case .waiting:
          rules.append(
            name == .contentPop
              ? "it wanted to begin and waited for \(RecognizerID.edgePop) to fail (UIKit's edge swipe goes first)"
              : "it wanted to begin and waited for a recognizer it requires to fail")
        case .began:
          let translation = record.translation ?? .zero
          rules.append(
            "it passed its hysteresis of \(NumberText.plain(name.hysteresis(in: trace.settings))) pt and every check of its shouldBegin, "
              + "and began at \(NumberText.fraction(records[index].t)) s with translation "
              + "(\(NumberText.points(translation.x)), \(NumberText.points(translation.y)))")
        case .failed, .cancelled:
          switch decisions[index] {
          case .failed(let cause)?, .cancelled(let cause)?:
            rules.append(cause.rule)
            if case .excludedBy(let winner) = cause, let began = Self.began(winner, in: swipe, records) {
              rules.append(began)
            }
            if case .excludedBy(let winner) = cause,
              let recipe = recipe(between: name, and: winner, in: swipe)
            {
              rules.append(recipe)
            }
          default: break
          }
          if record.state == .cancelled, let release = releaseDecision(after: index, in: swipe, decisions) {
            rules.append(
              release.rule(width: trace.device.width, projection: trace.settings.releaseProjection))
          }
        case .ended:
          if let release = releaseDecision(after: index, in: swipe, decisions) {
            rules.append(
              "on release: "
                + release.rule(width: trace.device.width, projection: trace.settings.releaseProjection))
          }
        }
      }
      if rules.isEmpty { rules.append("it never wanted to begin: its finger lifted first") }
      return Explanation.Reason(recognizer: name, fate: candidate.fate, rules: rules)
    }
  }

  /// When and with what translation `name` began in `swipe`: `photos.pan began at 0.017 s with
  /// translation (5.0, 0.0)`.
  static func began(_ name: RecognizerID, in swipe: SwipeOutcome, _ records: [Record]) -> String? {
    for index in swipe.records where records[index].sequence == swipe.number {
      guard case .recognizer(let record) = records[index].body, record.name == name, record.state == .began
      else { continue }
      let translation = record.translation ?? .zero
      return "\(name) began at \(NumberText.fraction(records[index].t)) s with translation "
        + "(\(NumberText.points(translation.x)), \(NumberText.points(translation.y)))"
    }
    return nil
  }

  /// Why the README recipe did not let `winner`, a view's pan, run beside `fullscreenPop`: the
  /// view's `simultaneousWithPop` and, for `atLeadingEdge`, its offset then.
  private func recipe(
    between name: RecognizerID, and winner: RecognizerID, in swipe: SwipeOutcome
  ) -> String? {
    guard name == .fullscreenPop, case .pan(let id) = winner else { return nil }
    let screen = swipe.hit.screen
    guard let view = views.view(id, on: screen) else { return nil }
    guard Policy(trace.policy).fullscreenPop?.honorsSimultaneityRecipe == true else {
      return
        "the \(trace.policy.rawValue) library's pan has no delegate, so FD's README recipe (simultaneousWithPop) cannot apply"
    }
    switch view.simultaneousWithPop {
    case .never:
      return
        "\(id).simultaneousWithPop = never: FD's README recipe (atLeadingEdge or always) would let them recognize together"
    case .atLeadingEdge:
      // Where the view rested last before this swipe, else where the trace put it.
      let offset =
        views.rest(of: ScreenView(screen: screen, view: id), before: swipe.records.lowerBound)
        ?? view.contentOffset
      return
        "\(id).simultaneousWithPop = atLeadingEdge, but contentOffset.x = \(NumberText.points(offset.x)) > 0: off its leading edge"
    case .always:
      return nil
    }
  }

  private func releaseDecision(
    after index: Int, in swipe: SwipeOutcome, _ decisions: [Int: Replayer.Decision.Outcome]
  ) -> ReleaseDecision? {
    for later in index..<swipe.records.upperBound {
      if case .released(let decision)? = decisions[later] { return decision }
    }
    return nil
  }

  // MARK: - What would change it

  /// A candidate change: its words, its patch, and the same change made to the replay.
  struct Candidate {
    var summary: String
    var patch: [Explanation.PatchOperation]
    var edit: Edit
    /// Orders candidates of one family: the smaller, the nearer the original.
    var size: Double
    /// 0 for a change that stands alone; else the alternatives of which one, the smallest that
    /// flips, is kept.
    var family: Int
    /// Whether the change is one of the app's design, which its users see (a hidden bar, a
    /// custom back button, a view faded out), rather than of its code alone.
    var isDesign = false

    /// Where the change ranks, by the rule "code before design" (`Explanation.Rank`).
    var rank: Explanation.Rank {
      if family == Explainer.systemFamily { return .system }
      if Explainer.swipeFamilies.contains(family) { return .swipe }
      return isDesign ? .design : .code
    }
  }

  /// What a candidate changes in the replay: each is made at or after the swipe's first event,
  /// so the replay before it is the original's, but the system, which changes the whole replay.
  enum Edit {
    /// An event inserted just before the swipe's first.
    case insert(Event)
    /// The swipe's own events, from its first finger down to the lift that ended it, counting
    /// from 0, changed in place.
    case events((inout [Event]) -> Void)
    /// Another library, or none, on an iOS version.
    case system(System)
  }

  /// A library, or none, on an iOS version.
  struct System: Hashable {
    var policy: PolicyName
    var ios: Int
  }

  /// What a replay of the whole trace under another system gives.
  struct SystemReplay {
    var outcomes: [SwipeOutcome]
    var finalStack: [String]
  }

  /// The families of changes to the swipe itself: the start point, the distance, the speed.
  static let swipeFamilies = 1...3
  /// The family of changes of system.
  static let systemFamily = 4

  /// The changes that flip whether `swipe` pops: every change an app makes in its code (the
  /// screen's and the navigation controller's switches, the delegates of UIKit's swipes, what the
  /// views declare), then those of its design (the bar, the back button, what the views show),
  /// then at most one per family (the smallest) of the changes to the swipe itself: its start
  /// point, its motion, the system. That order is the rule "code before design"
  /// (`Explanation.Rank`). A group of alternatives among the app's changes keeps the
  /// first that flips, in its place.
  ///
  /// Each change is replayed from `checkpoint`, the original replay just before the swipe, until
  /// the swipe's outcome is settled; only a change kept runs on, for its final stack, until it
  /// meets a state `finalStacks` knows.
  /// A change of system reads the swipe in `systems`.
  private mutating func flips(
    of swipe: SwipeOutcome, events: Range<Int>, touchDown: TouchDown,
    from checkpoint: PartialReplay.Checkpoint, systems: [System: SystemReplay],
    finalStacks: inout FinalStacks
  ) -> [Explanation.Change] {
    /// A change that flips the swipe, with what it gave, and where to read its final stack.
    struct Flip {
      var candidate: Candidate
      var outcome: SwipeOutcome
      var replay: PartialReplay?
      var finalStack: [String]?
    }
    var found: [Int: Flip] = [:]
    // Where each kept change goes: a standalone change by its place, a family by its first, each
    // with its rank.
    var order: [(key: Int, rank: Explanation.Rank)] = []
    var seen: Set<Int> = []
    for (place, candidate) in candidates(for: swipe, events: events, touchDown: touchDown).enumerated() {
      let key = candidate.family > 0 ? candidate.family : -1 - place
      if seen.insert(key).inserted { order.append((key, candidate.rank)) }
      if let kept = found[key], kept.candidate.size <= candidate.size { continue }
      var replay: PartialReplay?
      let changed: SwipeOutcome?
      var finalStack: [String]?
      switch candidate.edit {
      case .system(let system):
        guard let systemReplay = systems[system] else { continue }
        changed = swipe.number <= systemReplay.outcomes.count ? systemReplay.outcomes[swipe.number - 1] : nil
        finalStack = findsFinalStacks ? systemReplay.finalStack : nil
      case .insert(let event):
        var partial = PartialReplay(from: checkpoint, feeding: [event], resumingAt: events.lowerBound)
        changed = partial.outcome(of: swipe.number, in: trace)
        replay = partial
        replays += 1
      case .events(let edit):
        var changedEvents = Array(trace.events[events])
        edit(&changedEvents)
        var partial = PartialReplay(from: checkpoint, feeding: changedEvents, resumingAt: events.upperBound)
        changed = partial.outcome(of: swipe.number, in: trace)
        replay = partial
        replays += 1
      }
      guard let outcome = changed, outcome.popped != swipe.popped else { continue }
      found[key] = Flip(candidate: candidate, outcome: outcome, replay: replay, finalStack: finalStack)
    }
    // A stable sort: within a rank, changes keep the order they were tried in.
    return order.enumerated()
      .sorted { ($0.element.rank.rawValue, $0.offset) < ($1.element.rank.rawValue, $1.offset) }
      .compactMap { entry in
        guard var flip = found[entry.element.key] else { return nil }
        if findsFinalStacks, var replay = flip.replay {
          flip.finalStack = replay.finalStack(in: trace, sharing: &finalStacks)
        }
        return Explanation.Change(
          summary: flip.candidate.summary, patch: flip.candidate.patch, popped: flip.outcome.popped,
          finalStack: flip.finalStack, outcome: flip.outcome.summary, rank: flip.candidate.rank)
      }
  }

  /// A replay of the whole trace under each other system a change proposes.
  private mutating func systemReplays() -> [System: SystemReplay] {
    var replays: [System: SystemReplay] = [:]
    for candidate in systemCandidates() {
      guard case .system(let system) = candidate.edit, replays[system] == nil else { continue }
      let records = Replayer.replay(trace, policy: system.policy, ios: system.ios)
      replays[system] = SystemReplay(
        outcomes: SwipeOutcome.outcomes(of: records), finalStack: Self.finalStack(of: records))
      self.replays += 1
    }
    return replays
  }

  private func candidates(for swipe: SwipeOutcome, events: Range<Int>, touchDown: TouchDown) -> [Candidate] {
    var candidates: [Candidate] = []
    let first = events.lowerBound
    let time = trace.events[first].t
    let screen = swipe.hit.screen
    // The screen and the navigation controller, as a `set` just before the swipe.
    let screenChanges: [ScreenProperty] = [
      .interactivePopDisabled(false), .interactivePopDisabled(true), .maxAllowedInitialDistanceToLeftEdge(0),
      .backButton(.standard), .backButton(.custom),
    ]
    for property in screenChanges {
      let change = PropertyChange.screen(screen, property)
      let (key, value) = TraceWriter.property(of: change)
      candidates.append(
        setCandidate(
          "set \(screen).\(key) to \(value.filter { $0 != "\"" })", change, at: first, time
        ))
    }
    let navigationChanges: [NavigationProperty] = [
      .contentPopGestureEnabled(false), .contentPopGestureEnabled(true), .interactivePopGestureEnabled(true),
      .interactivePopGestureEnabled(false), .fullscreenPopGestureEnabled(true),
      .fullscreenPopGestureEnabled(false), .navigationBarHidden(true), .navigationBarHidden(false),
    ]
    for property in navigationChanges {
      let change = PropertyChange.navigation(property)
      let (key, value) = TraceWriter.property(of: change)
      candidates.append(
        setCandidate("set the navigation controller's \(key) to \(value)", change, at: first, time))
    }
    candidates += delegateCandidates(for: swipe, touchDown: touchDown, at: first, time)
    // The views under the finger that have a recognizer.
    for case .pan(let id) in swipe.recognizers.map(\.recognizer) {
      guard let view = views.view(id, on: screen) else { continue }
      var simultaneity: [GestureView.Simultaneity] = [.always]
      if view.kind == .scrollView { simultaneity.insert(.atLeadingEdge, at: 0) }
      for value in simultaneity {
        candidates.append(
          setCandidate(
            "set \(id).simultaneousWithPop to \(value.rawValue) (FDFullscreenPopGesture's README recipe)",
            .view(screen: screen, view: id, .simultaneousWithPop(value)), at: first, time))
      }
      if view.kind == .scrollView {
        let leading = Point(x: view.horizontalRange.lowerBound, y: view.contentOffset.y)
        candidates.append(
          setCandidate(
            "scroll \(id) to its leading edge (contentOffset.x = \(NumberText.points(leading.x)))",
            .view(screen: screen, view: id, .contentOffset(leading)), at: first, time))
      }
    }
    // A row's actions, shown or hidden.
    for case .swipe(let id) in swipe.recognizers.map(\.recognizer) {
      for value in [false, true] {
        candidates.append(
          setCandidate(
            "set \(id).revealed to \(value)", .view(screen: screen, view: id, .revealed(value)), at: first,
            time))
      }
    }
    // The families of changes to the swipe itself come after these groups.
    var groups = 100
    if let top = touchDown.top {
      candidates += declarationCandidates(for: swipe, on: top, at: first, time, groups: &groups)
    }
    candidates += startPointCandidates(events: events)
    candidates += motionCandidates(events: events)
    candidates += systemCandidates()
    return candidates
  }

  /// What a change made as a `set` just before the swipe says after its summary.
  public static let beforeTheSwipe = ", just before the swipe"

  /// `change` as a `set` at `time`, inserted as event `index`, just before the swipe.
  func setCandidate(_ summary: String, _ change: PropertyChange, at index: Int, _ time: Double)
    -> Candidate
  {
    let event = Event(t: time, kind: .action(.set(change)))
    let patch = [
      Explanation.PatchOperation(op: "add", path: "/events/\(index)", value: TraceWriter.event(event))
    ]
    return Candidate(
      summary: summary + Self.beforeTheSwipe, patch: patch,
      edit: .insert(event), size: 0, family: 0, isDesign: Self.isDesign(change))
  }

  /// Whether `change` is one the app's users see: the bar, the back button, where content is
  /// scrolled or a row's actions, a view faded out or hidden, a slider's value. The screen's and
  /// the navigation controller's switches, the delegates and the declarations are code alone.
  static func isDesign(_ change: PropertyChange) -> Bool {
    switch change {
    case .navigation(.navigationBarHidden), .screen(_, .backButton), .screen(_, .prefersNavigationBarHidden):
      true
    case .view(_, _, .contentOffset), .view(_, _, .revealed), .view(_, _, .alpha), .view(_, _, .hidden),
      .view(_, _, .value):
      true
    default:
      false
    }
  }

  /// The swipe moved sideways or up and down by up to the screen's size, nearest first, to
  /// start points a finger can go down on: on the screen and below the status bar, with every
  /// later point on the screen too. A step that would leave these is held at the nearest shift
  /// that does not (a swipe 260 pt higher that would start in the status bar starts just below
  /// it instead); a shift proposed once is not proposed again.
  private func startPointCandidates(events: Range<Int>) -> [Candidate] {
    let steps = [5.0, 10, 20, 40, 80, 120, 160, 200, 260, 320]
    let points = events.compactMap { index -> Point? in
      guard case .touch(let touch) = trace.events[index].kind else { return nil }
      return touch.location
    }
    guard let start = points.first else { return [] }
    let range = Self.startShifts(of: points, start: start, device: trace.device)
    var candidates: [Candidate] = []
    var proposed: Set<[Double]> = []
    for step in steps {
      for (axis, sign) in [("x", -1.0), ("x", 1.0), ("y", -1.0), ("y", 1.0)] {
        let allowed = axis == "x" ? range.x : range.y
        let shift = min(max(step * sign, allowed.lowerBound), allowed.upperBound)
        // Held back past where it started, or proposed already: nothing new to try.
        guard shift * sign > 0, proposed.insert([axis == "x" ? 0 : 1, shift]).inserted else { continue }
        let distance = abs(shift)
        let summary =
          "start the swipe \(NumberText.plain(distance)) pt \(axis == "x" ? (sign < 0 ? "further left" : "further right") : (sign < 0 ? "higher" : "lower"))"
        var patch: [Explanation.PatchOperation] = []
        for index in events {
          guard case .touch(let touch) = trace.events[index].kind else { continue }
          let moved = axis == "x" ? touch.location.x + shift : touch.location.y + shift
          patch.append(
            Explanation.PatchOperation(
              op: "replace", path: "/events/\(index)/\(axis)", value: TraceWriter.number(moved)))
        }
        candidates.append(
          Candidate(
            summary: summary, patch: patch,
            edit: .events { swipeEvents in
              for index in swipeEvents.indices {
                guard case .touch(var touch) = swipeEvents[index].kind else { continue }
                if axis == "x" { touch.location.x += shift } else { touch.location.y += shift }
                swipeEvents[index].kind = .touch(touch)
              }
            }, size: distance, family: 1))
      }
    }
    return candidates
  }

  /// The shifts across and down, in whole points, that keep a swipe through `points` that went
  /// down at `start` where a finger can be: every point on the screen (from 0 up to, not
  /// including, its width and height, here up to a point before them) and the start below the
  /// status bar (`device.topInset`). An empty range when there is none.
  static func startShifts(of points: [Point], start: Point, device: Device)
    -> (x: ClosedRange<Double>, y: ClosedRange<Double>)
  {
    var low = Point(x: Double.infinity, y: Double.infinity)
    var high = Point(x: -Double.infinity, y: -Double.infinity)
    for point in points {
      low = Point(x: min(low.x, point.x), y: min(low.y, point.y))
      high = Point(x: max(high.x, point.x), y: max(high.y, point.y))
    }
    func range(_ lower: Double, _ upper: Double) -> ClosedRange<Double>? {
      let lower = lower.rounded(.up)
      let upper = upper.rounded(.down)
      return lower <= upper ? lower...upper : nil
    }
    let across = range(-low.x, device.width - 1 - high.x)
    let down = range(max(-low.y, device.topInset - start.y), device.height - 1 - high.y)
    // A shift along one axis keeps the other's places: it is proposed only when they are good.
    // No shift at all when none keeps the swipe where a finger can be.
    let isAcrossGood = low.x >= 0 && high.x < device.width
    let isDownGood = low.y >= 0 && high.y < device.height && start.y >= device.topInset
    return (isDownGood ? across ?? 0...0 : 0...0, isAcrossGood ? down ?? 0...0 : 0...0)
  }
  /// The same swipe longer or shorter (its moves scaled about where it went down), or faster.
  private func motionCandidates(events: Range<Int>) -> [Candidate] {
    guard case .touch(let down) = trace.events[events.lowerBound].kind else { return [] }
    let origin = down.location
    let start = trace.events[events.lowerBound].t
    var candidates: [Candidate] = []
    for factor in [0.75, 1.25, 0.5, 1.5, 2, 0.25, 3] {
      var patch: [Explanation.PatchOperation] = []
      for index in events.dropFirst() {
        guard case .touch(let touch) = trace.events[index].kind else { continue }
        let x = origin.x + (touch.location.x - origin.x) * factor
        let y = origin.y + (touch.location.y - origin.y) * factor
        patch.append(
          Explanation.PatchOperation(op: "replace", path: "/events/\(index)/x", value: TraceWriter.number(x)))
        patch.append(
          Explanation.PatchOperation(op: "replace", path: "/events/\(index)/y", value: TraceWriter.number(y)))
      }
      guard !patch.isEmpty else { continue }
      candidates.append(
        Candidate(
          summary:
            "make the swipe \(factor < 1 ? "shorter" : "longer"): \(NumberText.plain(factor * 100)) % of its distance, in the same time",
          patch: patch,
          edit: .events { swipeEvents in
            for index in swipeEvents.indices.dropFirst() {
              guard case .touch(var touch) = swipeEvents[index].kind else { continue }
              touch.location.x = origin.x + (touch.location.x - origin.x) * factor
              touch.location.y = origin.y + (touch.location.y - origin.y) * factor
              swipeEvents[index].kind = .touch(touch)
            }
          }, size: abs(factor - 1), family: 2))
    }
    for speedup in [1.5, 2, 3, 4] {
      var patch: [Explanation.PatchOperation] = []
      for index in events.dropFirst() {
        let t = start + (trace.events[index].t - start) / speedup
        patch.append(
          Explanation.PatchOperation(op: "replace", path: "/events/\(index)/t", value: TraceWriter.number(t)))
      }
      guard !patch.isEmpty else { continue }
      candidates.append(
        Candidate(
          summary:
            "make the swipe \(NumberText.plain(speedup))x as fast: the same path in 1/\(NumberText.plain(speedup)) of the time",
          patch: patch,
          edit: .events { swipeEvents in
            for index in swipeEvents.indices.dropFirst() {
              swipeEvents[index].t = start + (swipeEvents[index].t - start) / speedup
            }
          }, size: speedup, family: 3))
    }
    return candidates
  }

  /// Another library, or none, on this iOS version or the other. FD's release 1.1 is proposed
  /// only to a trace that runs it: moving back to a 2015 release is no change an app would make.
  private func systemCandidates() -> [Candidate] {
    var candidates: [Candidate] = []
    let policies = PolicyName.allCases.filter { $0 != .fd1_1 || trace.policy == .fd1_1 }
    for ios in [trace.device.ios] + [Device.defaultIOS, 18].filter({ $0 != trace.device.ios }) {
      for policy in policies where (policy, ios) != (trace.policy, trace.device.ios) {
        var patch: [Explanation.PatchOperation] = []
        if policy != trace.policy {
          patch.append(
            Explanation.PatchOperation(op: "add", path: "/policy", value: TraceWriter.quoted(policy.rawValue))
          )
        }
        if ios != trace.device.ios {
          // The whole device, which an `add` puts in place of the document's own, if it has one.
          var device = trace.device
          device.ios = ios
          patch.append(
            Explanation.PatchOperation(op: "add", path: "/device", value: TraceWriter.device(device)))
        }
        let library = policy == .uikit ? "no library (uikit)" : "\(policy.rawValue)"
        candidates.append(
          Candidate(
            summary: "run it under \(library) on iOS \(ios)", patch: patch,
            edit: .system(System(policy: policy, ios: ios)), size: Double(candidates.count), family: 4))
      }
    }
    return candidates
  }

  // MARK: - Warnings

  /// Whether the sequence's first finger went, in the end, more toward the back edge than up or
  /// down: a back swipe, not a scroll.
  private func isTowardTheBack(_ events: Range<Int>) -> Bool {
    guard case .touch(let down) = trace.events[events.lowerBound].kind else { return false }
    var last = down.location
    for index in events {
      if case .touch(let touch) = trace.events[index].kind, touch.touch == down.touch {
        last = touch.location
      }
    }
    let dx = (last.x - down.location.x) * trace.device.layoutDirection.sign
    return dx > abs(last.y - down.location.y)
  }

  private static func warnings(
    for swipe: SwipeOutcome, in trace: Trace, views: TraceViews, decisions: [Int: Replayer.Decision.Outcome],
    towardBack: Bool
  ) -> [String] {
    var warnings: [String] = []
    let causes = swipe.records.compactMap { index -> Cause? in
      switch decisions[index] {
      case .failed(let cause)?, .cancelled(let cause)?: cause
      default: nil
      }
    }
    if case .popped(_, _, .contentPop, _) = swipe.pop {
      if let refusal = causes.first(where: {
        if case .popDisabled = $0 { return true }
        if case .beyondMaxInitialDistance = $0 { return true }
        return false
      }) {
        warnings.append(
          "the library refused this swipe (\(refusal.reason.rawValue)), yet it popped through iOS 26's content swipe, "
            + "which no library turns off: set contentPopGestureEnabled to false, hide the bar, or give the screen a custom back button"
        )
      }
    }
    for cause in causes {
      if case .excludedBy(.pan(let id)) = cause {
        if let view = views.view(id, on: swipe.hit.screen), view.simultaneousWithPop == .atLeadingEdge {
          warnings.append(
            "\(id) uses the README recipe (atLeadingEdge), but it was off its leading edge (contentOffset.x > 0), so its pan took the swipe"
          )
          break
        }
      }
    }
    if case .view(let hit) = swipe.hit, let view = views.view(hit.view, on: hit.screen),
      view.kind == .slider,
      !swipe.effects.contains(where: { if case .slid = $0 { return true } else { return false } })
    {
      warnings.append(
        "the finger went down on \(hit.view)'s track, off its thumb: a slider protects only swipes that start on the thumb"
      )
    }
    let atEdge = EdgePop.isInEdge(swipe.location.x, device: trace.device, settings: trace.settings)
    if atEdge, towardBack, !swipe.popped,
      let winner = swipe.recognizers.first(where: {
        if case .pan = $0.recognizer { $0.fate == .began } else { false }
      })
    {
      warnings.append(
        "a swipe from the edge was taken by \(winner.recognizer), which began before any back swipe")
    }
    return warnings
  }

  // MARK: - Reading the trace

  /// The final stack in `records`.
  package static func finalStack(of records: [Record]) -> [String] {
    guard case .final(let final)? = records.last?.body else { return [] }
    return final.stack
  }

}
