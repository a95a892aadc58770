import PopGesture
import PopGestureFormats

/// What one system, a library on an iOS version, did with a trace: each touch sequence's outcome,
/// and the state the replay ended in.
public struct PolicySummary: Sendable, Equatable {
  /// The library the trace was replayed under.
  public var policy: PolicyName
  /// The iOS version it was replayed on, which decides whether UIKit's content swipe is there.
  public var ios: Int
  /// Every touch sequence's outcome, in order, as `SwipeOutcome.outcomes(of:)` reads them.
  public var swipes: [SwipeOutcome]
  /// The screen ids at the end, bottom first.
  public var stack: [String]
  /// Whether the navigation bar was hidden at the end.
  public var navigationBarHidden: Bool
  /// How the navigation controller failed (`stuck`, `exception`), if it did.
  public var fault: Fault?

  /// Summarizes the log of one replay under `policy` on iOS `ios`.
  public init(policy: PolicyName, ios: Int, records: [Record]) {
    var reader = SwipeReader()
    var final: FinalRecord?
    for record in records {
      reader.read(record)
      if case .final(let record) = record.body { final = record }
    }
    self.init(policy: policy, ios: ios, swipes: reader.finish(), final: final)
  }

  /// A summary of `swipes`, each swipe's outcome, and of the `final` record of a replay under
  /// `policy` on iOS `ios`.
  init(policy: PolicyName, ios: Int, swipes: [SwipeOutcome], final: FinalRecord?) {
    self.policy = policy
    self.ios = ios
    self.swipes = swipes
    stack = final?.stack ?? []
    navigationBarHidden = final?.navigationBarHidden ?? false
    fault = final?.fault
  }

  /// Whether any touch sequence popped a screen: what `Comparison.popsUnder` counts.
  public var popped: Bool { swipes.contains(where: \.popped) }

  /// Every release decision, in order: each comes from the pop of one touch sequence.
  public var releases: [ReleaseRecord] { swipes.compactMap(\.release) }

  /// Touch sequence `number` (1 for the first), if the replay had that many.
  public func swipe(_ number: Int) -> SwipeOutcome? {
    swipes.indices.contains(number - 1) ? swipes[number - 1] : nil
  }
}
