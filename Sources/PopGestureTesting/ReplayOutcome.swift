import PopGestureFormats
import PopGestureTools

/// What a replay did, as plain values for `#expect` and `XCTAssertEqual`: whether it popped, the
/// final state, and each touch sequence's outcome.
///
///     let outcome = try scenario.replay()
///     #expect(outcome.popped)
///     #expect(outcome.stack == ["home"])
///     #expect(outcome.swipes[0].fate(of: "fullscreenPop") == .began)
///
/// Each sequence's outcome is read back from the text log (`TextLog`), as `popgesture check`
/// reads a golden, so every number in it is rounded as the log writes it: times and progress to
/// 3 decimals, points and velocities to 1. The final state is the replay's `final` record;
/// `records` keeps all of the replay's own records, unrounded.
public struct ReplayOutcome: Sendable, Equatable {
  /// Each touch sequence's outcome, in order.
  public var swipes: [Swipe]
  /// The stack at the end, screen ids bottom first.
  public var stack: [String]
  /// Whether the navigation bar is hidden at the end.
  public var isNavigationBarHidden: Bool
  /// Whether a transition was still under way at the end.
  public var isTransitioning: Bool
  /// The navigation controller's failure, if it froze (`stuck`) or raised (`exception`).
  public var fault: Fault?
  /// The replay's records, as `Replayer.replay(_:)` gives them.
  public var records: [Record]
  /// The text verdict log, as `popgesture replay` prints it and a `.verdicts` golden holds it.
  public var verdictLog: String

  /// Whether any touch sequence popped a screen.
  public var popped: Bool { swipes.contains(where: \.popped) }

  /// Replays `trace` under its own library and iOS version. The trace is replayed as it is:
  /// check one built by hand with `Trace.validate()` first.
  public init(replaying trace: Trace) {
    records = Replayer.replay(trace)
    verdictLog = TextFormat.render(records, policy: trace.policy, ios: trace.device.ios, name: trace.name)
    guard case .final(let final)? = records.last?.body else {
      preconditionFailure("a replay ends with its final record")
    }
    stack = final.stack
    isNavigationBarHidden = final.navigationBarHidden
    isTransitioning = final.transitioning
    fault = final.fault
    let log = TextLog(reading: verdictLog).records
    swipes = SwipeOutcome.outcomes(of: log).map { Swipe($0, records: log) }
  }
}

extension ReplayOutcome {
  /// One touch sequence: from its first finger going down until the next sequence starts, with
  /// the pop it began followed to its end.
  public struct Swipe: Sendable, Equatable {
    /// 1 for the first sequence.
    public var number: Int
    /// When and where the first finger went down.
    public var start: Double
    public var location: Point
    /// What the first finger hit: `screen/view`, or `screen`.
    public var hit: String
    /// What became of the back navigation.
    public var pop: SwipeOutcome.Pop
    /// The navigation recognizer that began the pop (`fullscreenPop`, `edgePop`, `contentPop`),
    /// whatever became of the pop; nil when none did.
    public var winner: String?
    /// Every candidate recognizer, in the order they were asked, with its fate.
    public var recognizers: [Candidate]
    /// The finish-or-cancel decision of the pop this sequence began, nil when it began none or
    /// its pop was still under way at the end.
    public var release: ReleaseRecord?
    /// Each change of the navigation bar during the sequence, in order.
    public var navigationBar: [NavigationBarChange]
    /// What else the sequence moved: scroll views, sliders, rows.
    public var effects: [SwipeOutcome.Effect]
    /// The outcome in one line, in the log's words (`popped detail -> home through fullscreenPop
    /// at 0.400`).
    public var summary: String

    /// Whether the sequence popped a screen.
    public var popped: Bool {
      if case .popped = pop { return true }
      return false
    }

    /// The fate of candidate `name` (`.began`, `.failed(.popDisabled)`), nil when it was no
    /// candidate.
    public func fate(of name: String) -> SwipeOutcome.Fate? {
      recognizers.first { $0.name == name }?.fate
    }

    /// The sequence `outcome` reads, its bar changes taken from `records`, the records it read.
    init(_ outcome: SwipeOutcome, records: [Record]) {
      number = outcome.number
      start = outcome.start
      location = outcome.point
      hit = outcome.hit
      pop = outcome.pop
      winner = outcome.popRecognizer
      recognizers = outcome.recognizers.map { Candidate(name: $0.name, fate: $0.fate) }
      release = outcome.release
      navigationBar = records[outcome.records].compactMap { record in
        guard case .navigationBar(let hidden, let animated) = record.body else { return nil }
        return hidden ? .hidden(animated: animated) : .shown(animated: animated)
      }
      effects = outcome.effects
      summary = outcome.summary
    }
  }

  /// A candidate recognizer of a touch sequence and what became of it.
  public struct Candidate: Sendable, Equatable {
    /// `fullscreenPop`, `edgePop`, `contentPop`, or a view's `<id>.pan` or `<id>.swipe`.
    public var name: String
    public var fate: SwipeOutcome.Fate

    /// Candidate `name`, whose fate was `fate`.
    public init(name: String, fate: SwipeOutcome.Fate) {
      self.name = name
      self.fate = fate
    }
  }

  /// The navigation bar hiding or showing.
  public enum NavigationBarChange: Sendable, Equatable {
    case hidden(animated: Bool)
    case shown(animated: Bool)
  }
}
