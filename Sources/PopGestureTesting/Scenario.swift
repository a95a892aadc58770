import PopGestureFormats
import PopGestureTools

/// A trace written in Swift: a navigation stack, a device, settings, a library, and the swipes
/// and actions to play on them.
///
///     let detail = Screen(id: "detail", interactivePopDisabled: true)
///     let scenario = Scenario(
///       stack: [Screen(id: "home"), detail],
///       steps: [.swipe(from: Point(x: 100, y: 400), to: Point(x: 300, y: 400), duration: 0.2)])
///     let outcome = try scenario.replay()
///
/// A scenario is checked by the trace decoder's own rules (`Trace.validate()`), so it is invalid
/// exactly when the JSON it stands for would be, with the decoder's message; the error's path
/// names the scenario's own properties (`navigation.stack[1].views[0].value`, `steps[2].at`).
public struct Scenario: Sendable, Equatable {
  /// The title in the verdict log's header.
  public var name: String?
  /// The library the app uses.
  public var policy: PolicyName
  /// The screen, its layout direction and the iOS version.
  public var device: Device
  /// The model's constants, the defaults unless set.
  public var settings: Trace.Settings
  /// The navigation controller as the first step finds it: the stack and its switches.
  public var navigation: NavigationDescription
  /// What happens, each step at its time (`Step`).
  public var steps: [Step]

  /// A scenario on `navigation`, with the trace format's defaults for what is not given: `fd` on
  /// iOS 26, a 390 x 844 point screen, the model's settings.
  public init(
    name: String? = nil, policy: PolicyName = .fd, device: Device = Device(),
    settings: Trace.Settings = Trace.Settings(),
    navigation: NavigationDescription, steps: [Step] = []
  ) {
    self.name = name
    self.policy = policy
    self.device = device
    self.settings = settings
    self.navigation = navigation
    self.steps = steps
  }

  /// A scenario on a stack of screens, bottom first, with every navigation switch at its default.
  public init(
    name: String? = nil, policy: PolicyName = .fd, device: Device = Device(),
    settings: Trace.Settings = Trace.Settings(),
    stack: [Screen], steps: [Step] = []
  ) {
    self.init(
      name: name, policy: policy, device: device, settings: settings,
      navigation: NavigationDescription(stack: stack), steps: steps)
  }

  /// The trace the scenario stands for, checked as the decoder checks a trace file.
  ///
  /// Each swipe is sampled as `popgesture synth` samples it (`TraceSynthesizer.events`), so its
  /// times and points are those a trace file would hold, and the events of all steps are merged
  /// in time order (steps at the same time in the order given).
  public func trace() throws(TraceValueError) -> Trace {
    let timed = try timedEvents()
    let trace = Trace(
      name: name, policy: policy, device: device, settings: settings, navigation: navigation,
      events: timed.map(\.event))
    do {
      try trace.validate()
    } catch {
      throw TraceValueError(path: Self.stepPath(error.path, events: timed), message: error.message)
    }
    return trace
  }

  /// Replays the scenario's trace: its verdict log, records and outcome.
  public func replay() throws(TraceValueError) -> ReplayOutcome {
    ReplayOutcome(replaying: try trace())
  }

  /// Every event with the step it comes from, in time order; throws what makes a step unusable
  /// before it becomes events (a swipe the synthesizer cannot sample, a time that is no number).
  private func timedEvents() throws(TraceValueError) -> [(event: Event, step: Int)] {
    var events: [(event: Event, step: Int)] = []
    var previousEnd: Double?
    var swipeNumber = 0
    for (index, step) in steps.enumerated() {
      switch step.kind {
      case .action(let action, let time):
        let t = time ?? previousEnd ?? 0
        guard t.isFinite else { throw .nonFiniteNumber(t, at: "steps[\(index)].at") }
        events.append((Event(t: t, kind: .action(action)), index))
        previousEnd = t
      case .swipe(let swipe, let sampling):
        swipeNumber += 1
        let start = swipe.start ?? previousEnd.map { $0 + TraceSynthesizer.gap } ?? 0
        do {
          try swipe.validate(number: swipeNumber, rate: sampling.rate, startingAt: start)
        } catch {
          throw TraceValueError(
            path: "steps[\(index)]" + Self.field(of: error, in: swipe), message: "\(error)")
        }
        let samples = TraceSynthesizer.events(
          of: swipe, startingAt: start, rate: sampling.rate, curve: sampling.curve, ending: sampling.ending,
          touch: sampling.touch)
        events += samples.map { ($0, index) }
        previousEnd = samples.last?.t
      }
    }
    // A stable sort: at one time, steps keep their order, and a swipe's samples theirs.
    return events.enumerated().sorted { ($0.element.event.t, $0.offset) < ($1.element.event.t, $1.offset) }
      .map(\.element)
  }

  /// `.duration`, `.from`, ...: the property of `swipe` that `problem` is about.
  private static func field(of problem: TraceSynthesizer.Problem, in swipe: TraceSynthesizer.Swipe) -> String
  {
    switch problem {
    case .rateOutOfRange: ".rate"
    case .durationNotPositive, .tooManySamples: ".duration"
    case .negativeStart, .endOutOfRange: ".start"
    case .nonFiniteCoordinate:
      [swipe.from.x, swipe.from.y].allSatisfy(\.isFinite) ? ".to" : ".from"
    case .coordinateOutOfRange(_, let value):
      [swipe.from.x, swipe.from.y].contains(value) ? ".from" : ".to"
    case .emptyStack, .screensNotInNavigation, .emptyScreenID, .duplicateScreenID, .overlappingSwipes,
      .sizeNotPositive,
      .sizeOutOfRange, .invalidSet:
      ""
    }
  }

  /// A trace path in the scenario's terms: an event's path becomes its step's, `steps[2].at` for
  /// an action's time and `steps[1]` for anything in a swipe's samples.
  private static func stepPath(_ path: String, events: [(event: Event, step: Int)]) -> String {
    guard path.hasPrefix("events["), let close = path.firstIndex(of: "]"),
      let index = Int(path[path.index(path.startIndex, offsetBy: 7)..<close]), events.indices.contains(index)
    else { return path }
    let step = "steps[\(events[index].step)]"
    let rest = path[path.index(after: close)...]
    guard case .action = events[index].event.kind else { return step }
    return step + (rest == ".t" ? ".at" : rest)
  }
}
