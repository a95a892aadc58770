import PopGestureFormats

/// What a replay did, as plain values for `#expect` and `XCTAssertEqual`: whether it popped, the
/// final state, and each touch sequence's outcome.
///
///     let outcome = try scenario.replay()
///     #expect(outcome.popped)
///     #expect(outcome.stack == ["home"])
///     #expect(outcome.swipes[0].fate(of: .fullscreenPop) == .began)
///
/// Each sequence's outcome is read from the records as their lines in the verdict log read
/// back (`Record.rounded`), as `popgesture check` reads a golden: times and progress to 3
/// decimals, points and velocities to 1. The final state is the replay's `final` record;
/// `records` keeps all of the replay's own records, unrounded.
public struct ReplayOutcome: Sendable, Equatable {
  /// Each touch sequence's outcome, in order.
  public var swipes: [SwipeOutcome]
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
    swipes = SwipeOutcome.outcomes(of: records.map(\.rounded))
  }
}
