/// What one system did with a trace, reduced to what a team compares systems on.
public struct PolicySummary: Sendable, Equatable {
  /// What the navigation controller's recognizers did in one touch sequence.
  public struct Outcome: Sendable, Equatable, CustomStringConvertible {
    public var name: String
    public var state: RecognizerRecord.State
    public var reason: Reason?
    public var by: String?

    /// `fullscreenPop began`, `edgePop failed outsideEdge`, `fullscreenPop failed preventedBy pager.pan`.
    public var description: String {
      ([name, state.rawValue, reason?.rawValue, by].compactMap { $0 }).joined(separator: " ")
    }
  }

  /// A release decision and the numbers it was made on.
  public struct Release: Sendable, Equatable, CustomStringConvertible {
    public var decision: ReleaseRecord.Decision
    public var progress: Double
    public var velocity: Double

    /// `finish 0.436 at 937.5 pt/s`.
    public var description: String {
      "\(decision.rawValue) \(NumberText.fixed(Rounding.progress(progress), decimals: 3)) at "
        + "\(NumberText.fixed(Rounding.points(velocity), decimals: 1)) pt/s"
    }
  }

  public var policy: PolicyName
  /// Per touch sequence that had navigation-level candidates: the recognizer that began, or else
  /// the first one rejected, with its reason.
  public var outcomes: [Outcome]
  public var releases: [Release]
  public var stack: [String]
  public var navigationBarHidden: Bool
  public var fault: Fault?

  /// The names of the navigation controller's recognizers, whose verdicts decide a pop.
  static let navigationRecognizers: Set<String> = ["fullscreenPop", "contentPop", "edgePop"]

  /// Summarizes the log of one replay under `policy`.
  public init(policy: PolicyName, records: [Record]) {
    self.policy = policy
    outcomes = []
    releases = []
    stack = []
    navigationBarHidden = false
    var sequence: [Outcome] = []
    for record in records {
      switch record.body {
      case .touch(let touch) where touch.hit != nil:
        outcomes += Self.decisive(sequence)
        sequence = []
      case .recognizer(let recognizer) where Self.navigationRecognizers.contains(recognizer.name):
        sequence.append(
          Outcome(
            name: recognizer.name, state: recognizer.state, reason: recognizer.reason, by: recognizer.by))
      case .release(let release):
        releases.append(
          Release(decision: release.decision, progress: release.progress, velocity: release.velocity))
      case .final(let final):
        stack = final.stack
        navigationBarHidden = final.navigationBarHidden
        fault = final.fault
      default:
        break
      }
    }
    outcomes += Self.decisive(sequence)
  }

  /// The outcome that decided a sequence: the first `began`, else the first rejection.
  private static func decisive(_ sequence: [Outcome]) -> [Outcome] {
    if let began = sequence.first(where: { $0.state == .began }) { return [began] }
    if let rejected = sequence.first(where: { $0.state == .failed || $0.state == .cancelled }) {
      return [rejected]
    }
    return []
  }
}
