import PopGesture
import PopGestureFormats

/// Places text labels beside the moments they mark, in as few rows as keep them from overlapping.
///
/// Each label hangs from a leader line at its moment's x, which crosses the rows before its
/// label's; the text reads to the right of the leader, or to the left when it would run past the
/// right edge, or, when it fits on neither side, ends at the right edge: no text leaves the strip
/// unless it is wider than the strip. A label goes in the first row where its text fits and its
/// leader crosses no text, or, when no row offers that, the first row where its text fits. A
/// strip has at most `maximumRows` rows: a label that fits in none of them is not drawn, and
/// counted.
///
/// Each label looks at each row at most twice (once per side of its leader), and a row answers
/// whether a text fits in it, whether a leader crosses one of its texts, or which of its texts
/// lie over a given extent, with one binary search. Adding to a row moves what comes after in
/// it, but a row holds only as many texts as fit side by side between `left` and `right`, and
/// leaders only of the labels placed below it; so with rows capped the layout grows linearly
/// with the labels.
enum LabelRows {
  /// Where one label ended up.
  struct Placement: Equatable {
    var row: Int
    /// The x of the leader line.
    var anchor: Double
    /// Whether the text ends at the leader instead of starting there.
    var isFlipped: Bool
    /// The x where the text starts: beside the leader on its side, or shifted left so that a
    /// text that fits on neither side ends at the right edge.
    var start: Double
  }

  /// Where every label of a strip went, nil for a label that found no room, in the order given.
  ///
  /// Only the placed labels are kept: a long recording's strip has hundreds of thousands of
  /// labels and room for a few hundred, and an optional placement for each would be much of a
  /// plot's memory.
  struct Placements: RandomAccessCollection {
    /// The labels placed, each with its index in the order given, in that order.
    let placed: [(label: Int, placement: Placement)]
    /// How many labels were given.
    let endIndex: Int

    /// The first label's position: labels are numbered from 0, as an array's are.
    var startIndex: Int { 0 }

    /// Where the label at `position` went, or nil when it found no room.
    subscript(position: Int) -> Placement? {
      precondition(indices.contains(position), "label \(position) of \(endIndex)")
      var low = 0
      var high = placed.count
      while low < high {
        let middle = (low + high) / 2
        if placed[middle].label < position { low = middle + 1 } else { high = middle }
      }
      return low < placed.count && placed[low].label == position ? placed[low].placement : nil
    }
  }

  /// Where every label of a strip went, and what the strip takes.
  struct Layout {
    var placements: Placements
    /// How many rows the placed labels take.
    var rows: Int
    /// How many labels found no room in `maximumRows` rows.
    var hidden: Int
    /// How many placed labels have a leader crossing another label's text.
    var crossings: Int
    /// How many pairs of placed labels, one over the other, are stacked against time: the later
    /// one where the earlier should be, by the strip's `Stacking`.
    var inversions: Int
  }

  /// Which of two labels stacked one over the other (their texts overlapping in x) should be the
  /// earlier, so that a strip read from the top down reads in time order.
  enum Stacking {
    /// The earlier in the row nearer the band: a lane's rows hang down from it, so `began` is
    /// above the `ended` of a short band.
    case earlierNearer
    /// The earlier in the row farther from the band: the progress panel's rows stack up from it.
    case earlierFarther
  }

  /// Space kept free between two labels in a row.
  static let gap = 8.0
  /// Space between the leader and the first or last character.
  static let inset = 3.0
  /// The most rows of labels a strip takes: eight rows are 112 px, the height of the finger x
  /// panel. No trace in `Traces/` needs more than three; a long recording's dense strips would
  /// otherwise grow a row for every few labels and bury the picture.
  static let maximumRows = 8

  /// Where each label goes, in the order given, and how many rows they take.
  ///
  /// `labels` are the leaders' x and the texts' widths; the texts stay between `left` and `right`
  /// where they can. Three layouts are tried: earliest first, which keeps rows in reading order;
  /// latest first, which lets leaders pass left of later labels; and latest first with a label
  /// turned to the left of its leader where that puts it in a nearer row, or clear of texts,
  /// which keeps a short band's `began` and `ended` side by side. The one that hides fewest
  /// labels is used, then the one with fewest `inversions` by `stacking`, then fewest leaders
  /// crossing labels, then fewest rows, the first of them on a tie.
  ///
  /// When all leave labels out and `ranks` are given (one per label), labels are placed by
  /// rank, lowest first, and by x within a rank, so that those left out are of the highest ranks.
  static func layout(
    _ labels: [(anchor: Double, width: Double)], left: Double, right: Double, maximumRows: Int = maximumRows,
    ranks: [Int]? = nil, stacking: Stacking = .earlierNearer
  ) -> Layout {
    precondition(maximumRows > 0, "a strip needs at least one row of labels")
    precondition(ranks.map { $0.count == labels.count } ?? true, "one rank per label")
    precondition(labels.count <= Int(Index.max), "at most \(Index.max) labels in a strip")
    // Of labels at one moment, the first given is the earlier, and is placed first where the
    // earlier goes nearer the band: it gets the nearer row.
    let isFirstGivenPlacedFirst = stacking == .earlierNearer
    // Orders are of 32-bit indices: a long recording's strip has hundreds of thousands of labels,
    // and each order is one more array of them.
    let indices = 0..<Index(labels.count)
    let earliestFirst = indices.sorted { first, second in
      labels[Int(first)].anchor != labels[Int(second)].anchor
        ? labels[Int(first)].anchor < labels[Int(second)].anchor : (first < second) == isFirstGivenPlacedFirst
    }
    let latestFirst = indices.sorted { first, second in
      labels[Int(first)].anchor != labels[Int(second)].anchor
        ? labels[Int(first)].anchor > labels[Int(second)].anchor : (first < second) == isFirstGivenPlacedFirst
    }
    let strip = Strip(
      labels: labels, times: times(of: labels), stacking: stacking, left: left, right: right,
      maximumRows: maximumRows)
    let best = better([(earliestFirst, false), (latestFirst, false), (latestFirst, true)], in: strip)
    guard best.hidden > 0, let ranks else { return best }
    let latestRanked = ranked(latestFirst, by: ranks)
    return better(
      [(ranked(earliestFirst, by: ranks), false), (latestRanked, false), (latestRanked, true)], in: strip)
  }

  /// Each label's place in time, by which stacking is judged.
  private static func times(of labels: [(anchor: Double, width: Double)]) -> [Index] {
    var times = [Index](repeating: 0, count: labels.count)
    let inTime = (0..<Index(labels.count)).sorted {
      (labels[Int($0)].anchor, $0) < (labels[Int($1)].anchor, $1)
    }
    for (time, index) in inTime.enumerated() {
      times[Int(index)] = Index(time)
    }
    return times
  }

  /// A label's index in a strip, or its place in time.
  typealias Index = Int32

  /// The first of the layouts from `orders` that hides fewest labels, then has fewest
  /// inversions, then crosses fewest, then takes fewest rows.
  ///
  /// Each layout keeps only its placed labels, so the chosen one is kept as it was laid out
  /// rather than laid out again.
  private static func better(_ orders: [(order: [Index], isTurning: Bool)], in strip: Strip) -> Layout {
    var best: Layout?
    for candidate in orders {
      let layout = strip.layout(order: candidate.order, isTurningToRise: candidate.isTurning)
      if let chosen = best,
        (layout.hidden, layout.inversions, layout.crossings, layout.rows)
          >= (chosen.hidden, chosen.inversions, chosen.crossings, chosen.rows)
      {
        continue
      }
      best = layout
    }
    guard let best else { preconditionFailure("a strip is laid out in at least one order") }
    return best
  }

  /// `order` sorted by rank, keeping its order within a rank.
  static func ranked(_ order: [Index], by ranks: [Int]) -> [Index] {
    // Positions in `order`, sorted, then mapped back: no array of pairs.
    (0..<Index(order.count)).sorted { first, second in
      let (firstRank, secondRank) = (ranks[Int(order[Int(first)])], ranks[Int(order[Int(second)])])
      return firstRank != secondRank ? firstRank < secondRank : first < second
    }.map { order[Int($0)] }
  }

  /// The labels of one strip and its bounds, laid out in one order or another.
  private struct Strip {
    var labels: [(anchor: Double, width: Double)]
    var times: [Index]
    var stacking: Stacking
    var left: Double
    var right: Double
    var maximumRows: Int

    /// The layout from putting labels in rows in `order`; with `isTurningToRise`, a label that
    /// has room on both sides of its leader reads leftward where that finds it a better row.
    func layout(order: [Index], isTurningToRise: Bool) -> Layout {
      var rows: [Row] = []
      var placed: [(label: Int, placement: Placement)] = []
      var (hidden, crossings, inversions) = (0, 0, 0)
      for label in order {
        let index = Int(label)
        let (anchor, width) = labels[index]
        let leader = (anchor - 1)...(anchor + 1)
        let hasRoomRight = anchor + inset + width <= right
        let hasRoomLeft = anchor - inset - width >= left
        let flippedStart = anchor - inset - width
        let start =
          hasRoomRight ? anchor + inset : hasRoomLeft ? flippedStart : max(left, right - width)
        var isFlipped = !hasRoomRight && hasRoomLeft
        var spot = Self.spot(for: start...(start + width), leader: leader, in: rows, maximumRows: maximumRows)
        if isTurningToRise, hasRoomRight, hasRoomLeft,
          let turned = Self.spot(
            for: flippedStart...(flippedStart + width), leader: leader, in: rows, maximumRows: maximumRows),
          spot.map({ turned.isBetter(than: $0) }) ?? true
        {
          spot = turned
          isFlipped = true
        }
        guard let spot else {
          hidden += 1
          continue
        }
        let text = spot.text
        if !spot.isClear { crossings += 1 }
        let time = Int(times[index])
        for row in rows {
          for other in row.times(overlapping: text) {
            // Under `earlierNearer`, a later label in a nearer row, or an earlier one in a farther row.
            let isNearer = row.index < spot.row
            let isLater = other > time
            if stacking == .earlierNearer ? isNearer == isLater : isNearer != isLater {
              inversions += 1
            }
          }
        }
        if spot.row == rows.count { rows.append(Row(index: rows.count)) }
        rows[spot.row].add(text: text, padded: Self.padded(text), time: time)
        for above in 0..<spot.row {
          rows[above].add(leader: leader)
        }
        placed.append(
          (index, Placement(row: spot.row, anchor: anchor, isFlipped: isFlipped, start: text.lowerBound)))
      }
      placed.sort { $0.label < $1.label }
      return Layout(
        placements: Placements(placed: placed, endIndex: labels.count), rows: rows.count, hidden: hidden,
        crossings: crossings, inversions: inversions)
    }

    /// A text's extent with half the gap on each side.
    static func padded(_ text: ClosedRange<Double>) -> ClosedRange<Double> {
      (text.lowerBound - gap / 2)...(text.upperBound + gap / 2)
    }

    /// The first row where `text` fits and `leader` crosses no text above it, or else the first
    /// where it fits; nil when it fits in none of `maximumRows`.
    static func spot(
      for text: ClosedRange<Double>, leader: ClosedRange<Double>, in rows: [Row], maximumRows: Int
    ) -> Spot? {
      let padded = padded(text)
      // Rows from the top, with a new one below the last while there may be one; the leader is
      // clear of every text above the row looked at until one of those rows has a text in its way.
      var isClear = true
      var firstFit: Int?
      for row in 0...min(rows.count, maximumRows - 1) {
        if row == rows.count || rows[row].fits(padded) {
          if isClear { return Spot(row: row, isClear: true, text: text) }
          if firstFit == nil { firstFit = row }
        }
        if row < rows.count, isClear, rows[row].hasText(overlapping: leader) {
          isClear = false
          if firstFit != nil { break }
        }
      }
      return firstFit.map { Spot(row: $0, isClear: false, text: text) }
    }
  }

  /// A row a label's text could take, and whether its leader would get there clear of texts.
  private struct Spot {
    var row: Int
    var isClear: Bool
    var text: ClosedRange<Double>

    /// Whether this spot is clear where `other` is not, or as clear and in a row nearer the band.
    func isBetter(than other: Spot) -> Bool {
      (isClear ? 0 : 1, row) < (other.isClear ? 0 : 1, other.row)
    }
  }
}

extension LabelRows {
  /// One row of a strip: the texts in it, with and without their gaps, and the leaders passing
  /// through it to labels below, each kept in order of x.
  ///
  /// Texts in a row never overlap (a text goes in only where its padded extent is free), so
  /// their ends are in order too, and one binary search finds the only text that can overlap a
  /// given extent. Leaders may overlap one another, but they all have the same width, so their
  /// ends are in the same order as their starts, and the same search works.
  private struct Row {
    /// The row's number, 0 nearest the band.
    var index: Int
    var padded: [ClosedRange<Double>] = []
    var texts: [ClosedRange<Double>] = []
    /// Each text's label's place in time, in the order of `texts`.
    var times: [Int] = []
    var leaders: [ClosedRange<Double>] = []

    /// Whether a text with this padded extent has room here: no text's gap and no leader in the way.
    func fits(_ extent: ClosedRange<Double>) -> Bool {
      !Self.hasRange(in: padded, overlapping: extent) && !Self.hasRange(in: leaders, overlapping: extent)
    }

    /// Whether a leader with this extent would cross a text of this row.
    func hasText(overlapping extent: ClosedRange<Double>) -> Bool {
      Self.hasRange(in: texts, overlapping: extent)
    }

    /// The places in time of the labels whose texts overlap `extent`, in order of x.
    func times(overlapping extent: ClosedRange<Double>) -> ArraySlice<Int> {
      // Texts do not overlap one another, so those over `extent` follow the first that does not end before it.
      let first = Self.firstIndex(in: texts, endingFrom: extent.lowerBound)
      var end = first
      while end < texts.count && texts[end].lowerBound <= extent.upperBound { end += 1 }
      return times[first..<end]
    }

    /// Adds a label's text, with its padded extent and its label's place in time.
    mutating func add(text: ClosedRange<Double>, padded extent: ClosedRange<Double>, time: Int) {
      let index = Self.insertionIndex(of: text, in: texts)
      texts.insert(text, at: index)
      times.insert(time, at: index)
      padded.insert(extent, at: Self.insertionIndex(of: extent, in: padded))
    }

    /// Adds a leader passing through to a label below.
    mutating func add(leader: ClosedRange<Double>) {
      leaders.insert(leader, at: Self.insertionIndex(of: leader, in: leaders))
    }

    /// Whether any of `ranges`, sorted with their upper bounds in order, overlaps `extent`.
    private static func hasRange(in ranges: [ClosedRange<Double>], overlapping extent: ClosedRange<Double>)
      -> Bool
    {
      // The first range that does not end before `extent` starts is the only one to look at:
      // those before it end too early, and those after it start no earlier than it does.
      let low = firstIndex(in: ranges, endingFrom: extent.lowerBound)
      return low < ranges.count && ranges[low].lowerBound <= extent.upperBound
    }

    /// The index of the first of `ranges`, sorted with their upper bounds in order, that ends at
    /// or after `x`; `ranges.count` when none does.
    private static func firstIndex(in ranges: [ClosedRange<Double>], endingFrom x: Double) -> Int {
      var low = 0
      var high = ranges.count
      while low < high {
        let middle = (low + high) / 2
        if ranges[middle].upperBound < x { low = middle + 1 } else { high = middle }
      }
      return low
    }

    /// Where `range` goes in `ranges` to keep them in order of lower, then upper bound.
    ///
    /// Ordering ties by the upper bound keeps leaders' upper bounds in order even where rounding
    /// gives two leaders the same lower bound. The end is tried first: placing earliest first
    /// always adds there.
    private static func insertionIndex(of range: ClosedRange<Double>, in ranges: [ClosedRange<Double>]) -> Int
    {
      let key = (range.lowerBound, range.upperBound)
      if let last = ranges.last, (last.lowerBound, last.upperBound) <= key { return ranges.count }
      var low = 0
      var high = ranges.count
      while low < high {
        let middle = (low + high) / 2
        if (ranges[middle].lowerBound, ranges[middle].upperBound) <= key {
          low = middle + 1
        } else {
          high = middle
        }
      }
      return low
    }
  }
}
