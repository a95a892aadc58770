/// One trace replayed under every policy, side by side, with FD as the reference.
public struct Comparison: Sendable {
  /// A column of the comparison table.
  public enum Column: String, Sendable, CaseIterable {
    case recognizer, release, stack, bar, fault
  }

  /// One row per policy, in `PolicyName.allCases` order, FD first.
  public private(set) var rows: [PolicySummary]

  /// Replays `trace` under each policy.
  public init(trace: Trace) {
    rows = PolicyName.allCases.map { PolicySummary(policy: $0, records: Replayer.replay(trace, policy: $0)) }
  }

  /// The row everything is compared with: FD's.
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
