import PopGesture
import PopGestureFormats

extension Comparison {
  /// One touch sequence as every system saw it: the outcomes of one swipe block, which `compare`
  /// writes as soon as every system has settled the swipe, and then forgets.
  public struct Swipe: Sendable, Equatable {
    /// 1 for the first touch sequence.
    public var number: Int
    /// Each system's outcome, in the comparison's row order, the reference first; nil for a
    /// replay that had no such touch sequence.
    public var outcomes: [SwipeOutcome?]

    /// Touch sequence `number` as each system, in row order, saw it.
    public init(number: Int, outcomes: [SwipeOutcome?]) {
      self.number = number
      self.outcomes = outcomes
    }

    /// The sequence as the first system that had it saw it: its time and start point are the
    /// trace's, the same under every system.
    public var first: SwipeOutcome? { outcomes.lazy.compactMap { $0 }.first }

    /// How many systems popped a screen in it.
    public var popsUnder: Int { outcomes.count { $0?.popped == true } }

    /// The columns in which the system in row `index` differs from the reference, the first row.
    public func differences(of index: Int) -> [Column] {
      Block.swipe(number).columns.filter {
        Comparison.cell($0, of: outcomes[index]) != Comparison.cell($0, of: outcomes[0])
      }
    }
  }

  /// Touch sequence `number`'s block: each row's outcome, nil where a row has no such sequence.
  public func swipeBlock(_ number: Int) -> Swipe {
    Swipe(number: number, outcomes: rows.map { $0.swipe(number) })
  }
}
