import PopGesture
import PopGestureFormats

/// One trace replayed by every library on iOS 26 and on iOS 18, side by side, with the trace's
/// own system as the reference: one block per touch sequence, then one for the final state.
public struct Comparison: Sendable {
  /// A column of one of the comparison's blocks.
  public enum Column: String, Sendable, CaseIterable {
    /// A swipe's: `popped`, `cancelled`, `under way`, `froze` or `no pop`.
    case outcome
    /// A swipe's: the navigation recognizer that began, or each one's fate when none did.
    case recognizer
    /// A swipe's: the release decision of its pop, or `none`.
    case release
    /// The final state's: the screen ids, bottom first.
    case stack
    /// The final state's: whether the navigation bar ended `hidden` or `shown`.
    case bar
    /// The final state's: the navigation controller's fault, or `none`.
    case fault
  }

  /// A part of the comparison, with its own columns.
  public enum Block: Sendable, Equatable {
    /// Touch sequence `number`, 1 for the first.
    case swipe(Int)
    /// The state every replay ended in.
    case final

    /// The columns the block shows, after the system.
    public var columns: [Column] {
      switch self {
      case .swipe: [.outcome, .recognizer, .release]
      case .final: [.stack, .bar, .fault]
      }
    }
  }

  /// The iOS versions every library is shown on: 26, where UIKit's content swipe runs beside the
  /// library, and 18, the last version without it (Apple went from 18 to 26).
  public static let iosVersions = [Device.firstContentPopIOS, 18]

  /// The trace's own system first, then every library in `PolicyName.allCases` order on each of
  /// `iosVersions`, leaving out the one already shown first.
  public private(set) var rows: [PolicySummary]

  /// Replays `trace` on each system, its own (or `policy` and `ios` when given) first.
  public init(trace: Trace, policy: PolicyName? = nil, ios: Int? = nil) {
    var replays = Replays(header: trace.header, policy: policy, ios: ios)
    for index in trace.events.indices { replays.feed(trace.events[index]) }
    // Nothing was taken as it settled, so each row's swipes are all its own, nil only at the end.
    let (swipes, final) = replays.finish()
    rows = final.indices.map { index in
      var row = final[index]
      row.swipes = swipes.compactMap { $0.outcomes[index] }
      return row
    }
  }

  /// The comparison of `rows`, the trace's own system first.
  init(rows: [PolicySummary]) {
    self.rows = rows
  }

  /// The row everything is compared with: the trace's own system, first.
  public var reference: PolicySummary { rows[0] }

  /// One block per touch sequence, in order, then the final state's.
  ///
  /// Every system sees the same touch sequences (they start and end with the fingers, whatever
  /// the library), but should one replay hold fewer, its missing swipes read `no swipe`.
  public var blocks: [Block] {
    let swipeCount = rows.map(\.swipes.count).max() ?? 0
    return (0..<swipeCount).map { .swipe($0 + 1) } + [.final]
  }

  /// How many systems popped a screen in any touch sequence.
  public var popsUnder: Int { rows.filter(\.popped).count }

  /// How many systems popped a screen in touch sequence `number`.
  public func popsUnder(swipe number: Int) -> Int {
    rows.filter { $0.swipe(number)?.popped == true }.count
  }

  /// Touch sequence `number` as the first system that had it saw it: its time and start point
  /// are the trace's, the same under every system.
  public func swipe(_ number: Int) -> SwipeOutcome? {
    rows.lazy.compactMap { $0.swipe(number) }.first
  }

  /// The columns of `block` in which `row` differs from the reference.
  public func differences(of row: PolicySummary, in block: Block) -> [Column] {
    block.columns.filter { Self.cell($0, of: row, in: block) != Self.cell($0, of: reference, in: block) }
  }

  /// Every column in which `row` differs from the reference, in any block.
  public func differences(of row: PolicySummary) -> [Column] {
    let differing = blocks.flatMap { differences(of: row, in: $0) }
    return Column.allCases.filter(differing.contains)
  }

  /// The text of one cell; `column` must be one of `block`'s.
  public static func cell(_ column: Column, of row: PolicySummary, in block: Block) -> String {
    switch (column, block) {
    case (.outcome, .swipe(let number)), (.recognizer, .swipe(let number)), (.release, .swipe(let number)):
      cell(column, of: row.swipe(number))
    case (.stack, .final): "[" + row.stack.joined(separator: ", ") + "]"
    case (.bar, .final): row.navigationBarHidden ? "hidden" : "shown"
    case (.fault, .final): row.fault?.rawValue ?? "none"
    case (.outcome, .final), (.recognizer, .final), (.release, .final), (.stack, .swipe), (.bar, .swipe),
      (.fault, .swipe):
      preconditionFailure("\(column) is not a column of \(block)")
    }
  }

  /// The text of one swipe cell of a row whose outcome is `swipe`, nil when its replay had no
  /// such touch sequence; `column` must be a swipe's.
  public static func cell(_ column: Column, of swipe: SwipeOutcome?) -> String {
    switch column {
    case .outcome: outcome(of: swipe)
    case .recognizer: recognizers(of: swipe)
    case .release: swipe?.release.map(release) ?? "none"
    case .stack, .bar, .fault: preconditionFailure("\(column) is not a column of a swipe")
    }
  }

  /// `popped`, `cancelled`, `under way`, `froze` or `no pop`; `no swipe` when the replay had no
  /// such touch sequence.
  static func outcome(of swipe: SwipeOutcome?) -> String {
    guard let swipe else { return "no swipe" }
    switch swipe.pop {
    case .popped: return "popped"
    case .cancelled: return "cancelled"
    case .underWay: return "under way"
    case .froze: return "froze"
    case .none: return "no pop"
    }
  }

  /// `fullscreenPop began` (with `, cancelled touchCancelled` when its touch was cancelled
  /// mid-pop); else each navigation recognizer's fate in candidate order, `fullscreenPop failed
  /// popDisabled, contentPop failed rootScreen`; `none` when none was a candidate.
  static func recognizers(of swipe: SwipeOutcome?) -> String {
    guard let swipe else { return "none" }
    if let began = swipe.winner {
      let fate = swipe.fate(of: began)
      if case .cancelled? = fate, let fate { return "\(began) began, " + fate.words }
      return "\(began) began"
    }
    let fates = swipe.navigationRecognizers.map(\.words)
    return fates.isEmpty ? "none" : fates.joined(separator: ", ")
  }

  /// `finish 0.436 at 937.5 pt/s`, in the log's rounding.
  static func release(_ release: ReleaseRecord) -> String {
    "\(release.decision.rawValue) \(NumberText.fixed(Rounding.progress(release.progress), decimals: 3)) at "
      + "\(NumberText.fixed(Rounding.points(release.velocity), decimals: 1)) pt/s"
  }
}
