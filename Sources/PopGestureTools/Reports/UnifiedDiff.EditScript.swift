import PopGesture
import PopGestureFormats

extension UnifiedDiff {
  /// A shortest edit script between two sequences of line numbers, found by Myers' algorithm.
  ///
  /// Lines that occur on one side only can never be kept, so they are set aside before the
  /// search; for logs that are mostly rewritten this leaves little to search. The search is the
  /// linear-space "middle snake" form, so memory stays proportional to the lengths.
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

    /// The script that turns `old` into `new`.
    init(old: [Int], new: [Int]) {
      let newIDs = Set(new)
      let oldIDs = Set(old)
      let oldCandidates = old.indices.filter { newIDs.contains(old[$0]) }
      let newCandidates = new.indices.filter { oldIDs.contains(new[$0]) }
      var search = Search(
        old: oldCandidates.map { old[$0] }, new: newCandidates.map { new[$0] })
      search.compare(0..<oldCandidates.count, 0..<newCandidates.count)
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
    /// Kept pairs of indices into `old` and `new`, in order.
    var matches: [(old: Int, new: Int)] = []

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
      if oldLow < oldHigh && newLow < newHigh,
        let split = middleSnake(oldLow..<oldHigh, newLow..<newHigh)
      {
        compare(oldLow..<split.old, newLow..<split.new)
        compare(split.old..<oldHigh, split.new..<newHigh)
      }
      for offset in 0..<suffix {
        matches.append((oldHigh + offset, newHigh + offset))
      }
    }

    /// A point on a shortest path from the start to the end of the ranges, found by searching
    /// forwards from the start and backwards from the end until the two searches overlap.
    ///
    /// Both ranges are non-empty and differ in their first and last elements, so the point
    /// splits the problem into two smaller ones.
    private func middleSnake(_ oldRange: Range<Int>, _ newRange: Range<Int>) -> (old: Int, new: Int)? {
      let oldCount = oldRange.count
      let newCount = newRange.count
      let maxD = (oldCount + newCount + 1) / 2
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
              return (oldRange.lowerBound + x, newRange.lowerBound + y)
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
              return (oldRange.lowerBound + forwardX, newRange.lowerBound + forwardY)
            }
          }
        }
      }
      return nil
    }
  }
}
