/// What one system, a library on an iOS version, did with a trace, reduced to what a team
/// compares systems on.
public struct PolicySummary: Sendable, Equatable {
  /// What the navigation controller's recognizers did in one touch sequence.
  public struct Outcome: Sendable, Equatable, CustomStringConvertible {
    /// `fullscreenPop`, `contentPop` or `edgePop`.
    public var name: String
    /// `began`, or the state it was rejected with.
    public var state: RecognizerRecord.State
    /// Why it was rejected, if it was.
    public var reason: Reason?
    /// The recognizer that prevented it, with `preventedBy`.
    public var by: String?

    /// `fullscreenPop began`, `edgePop failed outsideEdge`, `fullscreenPop failed preventedBy pager.pan`.
    public var description: String {
      ([name, state.rawValue, reason?.rawValue, by].compactMap { $0 }).joined(separator: " ")
    }
  }

  /// A release decision and the numbers it was made on.
  public struct Release: Sendable, Equatable, CustomStringConvertible {
    /// Whether the pop finished or was cancelled.
    public var decision: ReleaseRecord.Decision
    /// How far the pop had gone, from 0 to 1.
    public var progress: Double
    /// Points per second along the pop direction.
    public var velocity: Double

    /// `finish 0.436 at 937.5 pt/s`.
    public var description: String {
      "\(decision.rawValue) \(NumberText.fixed(Rounding.progress(progress), decimals: 3)) at "
        + "\(NumberText.fixed(Rounding.points(velocity), decimals: 1)) pt/s"
    }
  }

  /// The library the trace was replayed under.
  public var policy: PolicyName
  /// The iOS version it was replayed on, which decides whether UIKit's content swipe is there.
  public var ios: Int
  /// Per touch sequence that had navigation-level candidates: the recognizer that began, or else
  /// every one rejected, with its reason, in candidate order.
  public var sequences: [[Outcome]]
  /// Every release decision of the interactive pop, in order.
  public var releases: [Release]
  /// The screen ids at the end, bottom first.
  public var stack: [String]
  /// Whether the navigation bar was hidden at the end.
  public var navigationBarHidden: Bool
  /// How the navigation controller failed (`stuck`, `exception`), if it did.
  public var fault: Fault?

  /// The names of the navigation controller's recognizers, whose verdicts decide a pop.
  static let navigationRecognizers: Set<String> = ["fullscreenPop", "contentPop", "edgePop"]

  /// Summarizes the log of one replay under `policy` on iOS `ios`.
  public init(policy: PolicyName, ios: Int, records: [Record]) {
    self.policy = policy
    self.ios = ios
    sequences = []
    releases = []
    stack = []
    navigationBarHidden = false
    var sequence: [Outcome] = []
    var candidates: [String] = []
    for record in records {
      switch record.body {
      case .touch(let touch) where touch.hit != nil:
        sequences += Self.decisive(sequence, candidates: candidates)
        sequence = []
        candidates = touch.recognizers ?? []
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
    sequences += Self.decisive(sequence, candidates: candidates)
  }

  /// What decided a sequence: the first recognizer that began, else each one's first rejection
  /// in candidate order (iOS 26's edge pan fails at touch-down, but the content swipe's reason
  /// matters as much). A sequence without navigation-level verdicts adds nothing.
  private static func decisive(_ sequence: [Outcome], candidates: [String]) -> [[Outcome]] {
    if let began = sequence.first(where: { $0.state == .began }) { return [[began]] }
    var rejections: [Outcome] = []
    for name in candidates {
      if let rejection = sequence.first(where: { $0.name == name && $0.state != .waiting }) {
        rejections.append(rejection)
      }
    }
    return rejections.isEmpty ? [] : [rejections]
  }
}
