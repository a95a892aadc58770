/// Places text labels beside the moments they mark, in as few rows as keep them from overlapping.
///
/// Each label hangs from a leader line at its moment's x, which crosses the rows before its
/// label's; the text reads to the right of the leader, or to the left when it would run past the
/// right edge. A label goes in the first row where its text fits and its leader crosses no text,
/// or, when no row offers that, the first row where its text fits.
enum LabelRows {
  /// Where one label ended up.
  struct Placement {
    var row: Int
    /// The x of the leader line.
    var anchor: Double
    /// Whether the text ends at the leader instead of starting there.
    var isFlipped: Bool
  }

  /// Space kept free between two labels in a row.
  static let gap = 8.0
  /// Space between the leader and the first or last character.
  static let inset = 3.0

  /// Where each label goes, in the order given, and how many rows they take.
  ///
  /// `labels` are the leaders' x and the texts' widths; the texts stay between `left` and `right`
  /// where they can. Placing earliest first keeps rows in reading order; placing latest first
  /// lets leaders pass left of later labels. The earliest-first layout is used unless the other
  /// crosses fewer labels with leaders, or as few in fewer rows.
  static func layout(
    _ labels: [(anchor: Double, width: Double)], left: Double, right: Double
  ) -> (placements: [Placement], rows: Int) {
    let earliestFirst = labels.indices.sorted { first, second in
      labels[first].anchor != labels[second].anchor
        ? labels[first].anchor < labels[second].anchor : first < second
    }
    // Of labels at one moment, the first given still gets the upper row.
    let latestFirst = labels.indices.sorted { first, second in
      labels[first].anchor != labels[second].anchor
        ? labels[first].anchor > labels[second].anchor : first < second
    }
    let forward = layout(labels, order: earliestFirst, left: left, right: right)
    let backward = layout(labels, order: latestFirst, left: left, right: right)
    let isBackwardBetter =
      backward.crossings < forward.crossings
      || (backward.crossings == forward.crossings && backward.rows < forward.rows)
    let best = isBackwardBetter ? backward : forward
    return (best.placements, best.rows)
  }

  /// The placements from putting labels in rows in `order`, with the rows and crossings they take.
  private static func layout(
    _ labels: [(anchor: Double, width: Double)], order: [Int], left: Double, right: Double
  ) -> (placements: [Placement], rows: Int, crossings: Int) {
    // Per row: the texts with their gaps (for fitting), the bare texts, and leaders passing through.
    var spaced: [[ClosedRange<Double>]] = []
    var texts: [[ClosedRange<Double>]] = []
    var leaders: [[ClosedRange<Double>]] = []
    var placements = [Placement](
      repeating: Placement(row: 0, anchor: 0, isFlipped: false), count: labels.count)
    var crossings = 0
    for index in order {
      let (anchor, width) = labels[index]
      let isFlipped = anchor + inset + width > right && anchor - inset - width >= left
      let start = isFlipped ? anchor - inset - width : anchor + inset
      let text = start...(start + width)
      let padded = (start - gap / 2)...(start + width + gap / 2)
      let leader = (anchor - 1)...(anchor + 1)
      let fits = { (row: Int) in
        row >= spaced.count || !(spaced[row] + leaders[row]).contains { $0.overlaps(padded) }
      }
      let isClear = { (row: Int) in
        !texts[..<min(row, texts.count)].joined().contains { $0.overlaps(leader) }
      }
      let candidates = 0...spaced.count
      var row = candidates.first { fits($0) && isClear($0) } ?? spaced.count
      if !isClear(row) {
        crossings += 1
        row = candidates.first(where: fits) ?? spaced.count
      }
      if row == spaced.count {
        spaced.append([])
        texts.append([])
        leaders.append([])
      }
      spaced[row].append(padded)
      texts[row].append(text)
      for above in 0..<row {
        leaders[above].append(leader)
      }
      placements[index] = Placement(row: row, anchor: anchor, isFlipped: isFlipped)
    }
    return (placements, spaced.count, crossings)
  }
}
