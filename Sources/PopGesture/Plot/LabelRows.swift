/// Places text labels beside the moments they mark, in as few rows as keep them from overlapping.
///
/// Each label hangs from a leader line at its moment's x, which crosses the rows before its
/// label's; the text reads to the right of the leader, or to the left when it would run past the
/// right edge. A label goes in the first row where its text fits and its leader crosses no text,
/// or, when no row offers that, the first row where its text fits. A strip has at most
/// `maximumRows` rows: a label that fits in none of them is not drawn, and counted.
///
/// Each label looks at each row once, and a row answers whether a text fits in it, or whether a
/// leader crosses one of its texts, with one binary search. Adding to a row moves what comes
/// after in it, but a row holds only as many texts as fit side by side between `left` and
/// `right`, and leaders only of the labels placed below it; so with rows capped the layout grows
/// linearly with the labels.
enum LabelRows {
  /// Where one label ended up.
  struct Placement: Equatable {
    var row: Int
    /// The x of the leader line.
    var anchor: Double
    /// Whether the text ends at the leader instead of starting there.
    var isFlipped: Bool
  }

  /// Where every label of a strip went, and what the strip takes.
  struct Layout {
    /// One per label, in the order given; nil for a label that found no room.
    var placements: [Placement?]
    /// How many rows the placed labels take.
    var rows: Int
    /// How many labels found no room in `maximumRows` rows.
    var hidden: Int
    /// How many placed labels have a leader crossing another label's text.
    var crossings: Int
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
  /// where they can. Placing earliest first keeps rows in reading order; placing latest first
  /// lets leaders pass left of later labels. The earliest-first layout is used unless the other
  /// hides fewer labels, or as few and crosses fewer labels with leaders, or as few in fewer rows.
  ///
  /// When both leave labels out and `ranks` are given (one per label), labels are placed by
  /// rank, lowest first, and by x within a rank, so that those left out are of the highest ranks.
  static func layout(
    _ labels: [(anchor: Double, width: Double)], left: Double, right: Double, maximumRows: Int = maximumRows,
    ranks: [Int]? = nil
  ) -> Layout {
    precondition(maximumRows > 0, "a strip needs at least one row of labels")
    precondition(ranks.map { $0.count == labels.count } ?? true, "one rank per label")
    let earliestFirst = labels.indices.sorted { first, second in
      labels[first].anchor != labels[second].anchor
        ? labels[first].anchor < labels[second].anchor : first < second
    }
    // Of labels at one moment, the first given still gets the upper row.
    let latestFirst = labels.indices.sorted { first, second in
      labels[first].anchor != labels[second].anchor
        ? labels[first].anchor > labels[second].anchor : first < second
    }
    let best = better(
      layout(labels, order: earliestFirst, left: left, right: right, maximumRows: maximumRows),
      layout(labels, order: latestFirst, left: left, right: right, maximumRows: maximumRows))
    guard best.hidden > 0, let ranks else { return best }
    return better(
      layout(
        labels, order: ranked(earliestFirst, by: ranks), left: left, right: right, maximumRows: maximumRows),
      layout(
        labels, order: ranked(latestFirst, by: ranks), left: left, right: right, maximumRows: maximumRows))
  }

  /// The latest-first layout when it hides fewer labels, or crosses fewer, or takes fewer rows;
  /// else the earliest-first one.
  private static func better(_ forward: Layout, _ backward: Layout) -> Layout {
    let isBackwardBetter =
      (backward.hidden, backward.crossings, backward.rows) < (forward.hidden, forward.crossings, forward.rows)
    return isBackwardBetter ? backward : forward
  }

  /// `order` sorted by rank, keeping its order within a rank.
  static func ranked(_ order: [Int], by ranks: [Int]) -> [Int] {
    order.enumerated().sorted { first, second in
      ranks[first.element] != ranks[second.element]
        ? ranks[first.element] < ranks[second.element] : first.offset < second.offset
    }.map(\.element)
  }

  /// The layout from putting labels in rows in `order`.
  private static func layout(
    _ labels: [(anchor: Double, width: Double)], order: [Int], left: Double, right: Double,
    maximumRows: Int
  ) -> Layout {
    var rows: [Row] = []
    var result = Layout(
      placements: [Placement?](repeating: nil, count: labels.count), rows: 0, hidden: 0, crossings: 0)
    for index in order {
      let (anchor, width) = labels[index]
      let isFlipped = anchor + inset + width > right && anchor - inset - width >= left
      let start = isFlipped ? anchor - inset - width : anchor + inset
      let text = start...(start + width)
      let padded = (start - gap / 2)...(start + width + gap / 2)
      let leader = (anchor - 1)...(anchor + 1)
      // Rows from the top, with a new one below the last while there may be one; the leader is
      // clear of every text above the row looked at until one of those rows has a text in its way.
      var isClear = true
      var firstFit: Int?
      var clearFit: Int?
      for row in 0...min(rows.count, maximumRows - 1) {
        if row == rows.count || rows[row].fits(padded) {
          if isClear {
            clearFit = row
            break
          }
          if firstFit == nil { firstFit = row }
        }
        if row < rows.count, isClear, rows[row].hasText(overlapping: leader) {
          isClear = false
          if firstFit != nil { break }
        }
      }
      guard let row = clearFit ?? firstFit else {
        result.hidden += 1
        continue
      }
      if clearFit == nil { result.crossings += 1 }
      if row == rows.count { rows.append(Row()) }
      rows[row].add(text: text, padded: padded)
      for above in 0..<row {
        rows[above].add(leader: leader)
      }
      result.placements[index] = Placement(row: row, anchor: anchor, isFlipped: isFlipped)
    }
    result.rows = rows.count
    return result
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
    var padded: [ClosedRange<Double>] = []
    var texts: [ClosedRange<Double>] = []
    var leaders: [ClosedRange<Double>] = []

    /// Whether a text with this padded extent has room here: no text's gap and no leader in the way.
    func fits(_ extent: ClosedRange<Double>) -> Bool {
      !Self.hasRange(in: padded, overlapping: extent) && !Self.hasRange(in: leaders, overlapping: extent)
    }

    /// Whether a leader with this extent would cross a text of this row.
    func hasText(overlapping extent: ClosedRange<Double>) -> Bool {
      Self.hasRange(in: texts, overlapping: extent)
    }

    /// Adds a label's text, with its padded extent.
    mutating func add(text: ClosedRange<Double>, padded extent: ClosedRange<Double>) {
      texts.insert(text, at: Self.insertionIndex(of: text, in: texts))
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
      var low = 0
      var high = ranges.count
      while low < high {
        let middle = (low + high) / 2
        if ranges[middle].upperBound < extent.lowerBound { low = middle + 1 } else { high = middle }
      }
      return low < ranges.count && ranges[low].lowerBound <= extent.upperBound
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
