import PopGesture
import PopGestureFormats

extension UnifiedDiff {
  /// A shortest edit script between two sequences of line numbers, found by Myers' algorithm.
  ///
  /// Lines that occur on one side only can never be kept, so they are set aside before the
  /// search; for logs that are mostly rewritten this leaves little to search. The search is the
  /// linear-space "middle snake" form, so memory stays proportional to the lengths, and it gives
  /// up once the edits among the remaining lines pass a limit, so time stays proportional to the
  /// lengths times the limit: reordered lines, not rewritten ones, are what cost Myers' search.
  struct EditScript {
    /// One step of the script; both indices are 0-based.
    struct Operation: Equatable {
      /// Whether the line stays, goes or arrives.
      enum Kind: Equatable {
        case keep, delete, insert
      }

      /// What happens to the line.
      var kind: Kind
      /// The old line kept or deleted, or for an insertion the number of old lines before it.
      var oldIndex: Int
      /// The new line kept or inserted, or for a deletion the number of new lines before it.
      var newIndex: Int
    }

    /// Every old and new line in order; between two kept lines, deletions come before insertions.
    private(set) var operations: [Operation] = []

    /// The script that turns `old` into `new`, or nil when it has more than about `limit`
    /// deletions and insertions of lines that both sides have (never nil at or below `limit`).
    init?(old: [Int], new: [Int], limit: Int = UnifiedDiff.maximumEdits) {
      let newIDs = Set(new)
      let oldIDs = Set(old)
      let oldCandidates = old.indices.filter { newIDs.contains(old[$0]) }
      let newCandidates = new.indices.filter { oldIDs.contains(new[$0]) }
      var search = Search(
        old: oldCandidates.map { old[$0] }, new: newCandidates.map { new[$0] }, limit: max(0, limit))
      search.compare(0..<oldCandidates.count, 0..<newCandidates.count)
      guard !search.isOverLimit else { return nil }
      let kept = search.matches.map { (old: oldCandidates[$0.old], new: newCandidates[$0.new]) }
      var oldIndex = 0
      var newIndex = 0
      for pair in kept + [(old: old.count, new: new.count)] {
        while oldIndex < pair.old {
          operations.append(Operation(kind: .delete, oldIndex: oldIndex, newIndex: newIndex))
          oldIndex += 1
        }
        while newIndex < pair.new {
          operations.append(Operation(kind: .insert, oldIndex: oldIndex, newIndex: newIndex))
          newIndex += 1
        }
        guard oldIndex < old.count else { break }
        operations.append(Operation(kind: .keep, oldIndex: oldIndex, newIndex: newIndex))
        oldIndex += 1
        newIndex += 1
      }
    }
  }
}

extension UnifiedDiff.EditScript {
  /// Finds a longest common subsequence by splitting at middle snakes until the ends agree.
  private struct Search {
    let old: [Int]
    let new: [Int]
    /// The most edits the first split searches for; nil once it has been made, as the edits of
    /// the parts it splits into add up to the whole's.
    var limit: Int?
    /// Kept pairs of indices into `old` and `new`, in order.
    var matches: [(old: Int, new: Int)] = []
    /// Whether the first split found more edits than `limit`, leaving `matches` incomplete.
    private(set) var isOverLimit = false

    init(old: [Int], new: [Int], limit: Int) {
      self.old = old
      self.new = new
      self.limit = limit
    }

    /// Adds the kept pairs of the ranges to `matches`, trimming equal ends before splitting.
    mutating func compare(_ oldRange: Range<Int>, _ newRange: Range<Int>) {
      var oldLow = oldRange.lowerBound
      var newLow = newRange.lowerBound
      var oldHigh = oldRange.upperBound
      var newHigh = newRange.upperBound
      while oldLow < oldHigh && newLow < newHigh && old[oldLow] == new[newLow] {
        matches.append((oldLow, newLow))
        oldLow += 1
        newLow += 1
      }
      var suffix = 0
      while oldLow < oldHigh && newLow < newHigh && old[oldHigh - 1] == new[newHigh - 1] {
        oldHigh -= 1
        newHigh -= 1
        suffix += 1
      }
      if oldLow < oldHigh && newLow < newHigh {
        let searchLimit = limit
        limit = nil
        switch middleSnake(oldLow..<oldHigh, newLow..<newHigh, limit: searchLimit) {
        case .at(let splitOld, let splitNew):
          compare(oldLow..<splitOld, newLow..<splitNew)
          guard !isOverLimit else { return }
          compare(splitOld..<oldHigh, splitNew..<newHigh)
        case .unmet:
          break
        case .overLimit:
          isOverLimit = true
          return
        }
      }
      for offset in 0..<suffix {
        matches.append((oldHigh + offset, newHigh + offset))
      }
    }

    /// A point on a shortest path from the start to the end of the ranges, found by searching
    /// forwards from the start and backwards from the end until the two searches overlap.
    ///
    /// Both ranges are non-empty and differ in their first and last elements, so the point
    /// splits the problem into two smaller ones. With a `limit`, `overLimit` when a shortest path has
    /// more than `limit` edits: each search then stops past half of it, having spent time and
    /// memory in proportion to the lengths times the limit.
    private func middleSnake(_ oldRange: Range<Int>, _ newRange: Range<Int>, limit: Int?) -> Split {
      let oldCount = oldRange.count
      let newCount = newRange.count
      let fullD = (oldCount + newCount + 1) / 2
      // Unmet after d steps each way, the searches prove more than 2d edits.
      let limitD = limit.map { ($0 + 1) / 2 + 1 } ?? .max
      let maxD = min(fullD, limitD)
      let offset = maxD + 1
      // forward[offset + k]: the furthest old position reached on diagonal k (x - y) from the start;
      // backward[offset + k]: the same measured from the end.
      var forward = [Int](repeating: -1, count: 2 * offset + 1)
      var backward = forward
      forward[offset + 1] = 0
      backward[offset + 1] = 0
      let delta = oldCount - newCount
      let isDeltaOdd = delta % 2 != 0
      var forwardTrim = (start: 0, end: 0)
      var backwardTrim = (start: 0, end: 0)
      for d in 0..<maxD {
        for k in stride(from: -d + forwardTrim.start, through: d - forwardTrim.end, by: 2) {
          var x =
            k == -d || (k != d && forward[offset + k - 1] < forward[offset + k + 1])
            ? forward[offset + k + 1] : forward[offset + k - 1] + 1
          var y = x - k
          while x < oldCount && y < newCount && old[oldRange.lowerBound + x] == new[newRange.lowerBound + y] {
            x += 1
            y += 1
          }
          forward[offset + k] = x
          if x > oldCount {
            forwardTrim.end += 2
          } else if y > newCount {
            forwardTrim.start += 2
          } else if isDeltaOdd {
            let mirror = offset + delta - k
            let isReachedBackward = backward.indices.contains(mirror) && backward[mirror] != -1
            if isReachedBackward && x >= oldCount - backward[mirror] {
              return .at(old: oldRange.lowerBound + x, new: newRange.lowerBound + y)
            }
          }
        }
        for k in stride(from: -d + backwardTrim.start, through: d - backwardTrim.end, by: 2) {
          var x =
            k == -d || (k != d && backward[offset + k - 1] < backward[offset + k + 1])
            ? backward[offset + k + 1] : backward[offset + k - 1] + 1
          var y = x - k
          while x < oldCount && y < newCount
            && old[oldRange.upperBound - 1 - x] == new[newRange.upperBound - 1 - y]
          {
            x += 1
            y += 1
          }
          backward[offset + k] = x
          if x > oldCount {
            backwardTrim.end += 2
          } else if y > newCount {
            backwardTrim.start += 2
          } else if !isDeltaOdd {
            let mirror = offset + delta - k
            if forward.indices.contains(mirror) && forward[mirror] != -1 && forward[mirror] >= oldCount - x {
              let forwardX = forward[mirror]
              let forwardY = forwardX - (mirror - offset)
              return .at(old: oldRange.lowerBound + forwardX, new: newRange.lowerBound + forwardY)
            }
          }
        }
      }
      return limitD < fullD ? .overLimit : .unmet
    }

    /// Where a middle snake splits two ranges, or why there is no split.
    private enum Split {
      /// A point on a shortest path.
      case at(old: Int, new: Int)
      /// The searches ran their full length without meeting; nothing is kept.
      case unmet
      /// The searches stopped at the limit without meeting.
      case overLimit
    }
  }
}
