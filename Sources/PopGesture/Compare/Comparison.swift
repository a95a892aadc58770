/// One trace replayed by every library on iOS 26 and on iOS 18, side by side, with the trace's
/// own system as the reference.
public struct Comparison: Sendable {
  /// A column of the comparison table.
  public enum Column: String, Sendable, CaseIterable {
    case recognizer, release, stack, bar, fault
  }

  /// The iOS versions every library is shown on: 26, where UIKit's content swipe runs beside the
  /// library, and 18, the last version without it (Apple went from 18 to 26).
  public static let iosVersions = [Device.firstContentPopIOS, 18]

  /// The trace's own system first, then every library in `PolicyName.allCases` order on each of
  /// `iosVersions`, leaving out the one already shown first.
  public private(set) var rows: [PolicySummary]

  /// Replays `trace` on each system, its own (or `policy` and `ios` when given) first.
  public init(trace: Trace, policy: PolicyName? = nil, ios: Int? = nil) {
    let trace = trace.overriding(policy: policy, ios: ios)
    let own = (policy: trace.policy, ios: trace.device.ios)
    let others = Self.iosVersions.flatMap { ios in PolicyName.allCases.map { (policy: $0, ios: ios) } }
    rows = ([own] + others.filter { $0 != own }).map { system in
      PolicySummary(
        policy: system.policy, ios: system.ios,
        records: Replayer.replay(trace, policy: system.policy, ios: system.ios))
    }
  }

  /// The row everything is compared with: the trace's own system, first.
  public var reference: PolicySummary { rows[0] }

  /// The columns in which `row` differs from the reference.
  public func differences(of row: PolicySummary) -> [Column] {
    Column.allCases.filter { Self.cell($0, of: row) != Self.cell($0, of: reference) }
  }

  /// The text of one cell.
  public static func cell(_ column: Column, of row: PolicySummary) -> String {
    switch column {
    case .recognizer:
      row.sequences.isEmpty
        ? "none"
        : row.sequences.map { $0.map(\.description).joined(separator: ", ") }.joined(separator: "; ")
    case .release: row.releases.isEmpty ? "none" : row.releases.map(\.description).joined(separator: "; ")
    case .stack: "[" + row.stack.joined(separator: ", ") + "]"
    case .bar: row.navigationBarHidden ? "hidden" : "shown"
    case .fault: row.fault?.rawValue ?? "none"
    }
  }
}
