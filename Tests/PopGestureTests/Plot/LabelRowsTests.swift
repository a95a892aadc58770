import Testing

@testable import PopGesture

/// Label placement: the same placements as the first, plainly written layout on many random
/// label sets, and the cap on rows with the labels it leaves out.
@Suite("Label rows")
struct LabelRowsTests {
  /// Random label sets from a seed: clusters of moments (some at the very same x) with texts of
  /// 1 to 40 characters, between the plot's left edge and the picture's right edge, some so long
  /// that they flip or run past the edge.
  static func labels(seed: UInt64) -> [(anchor: Double, width: Double)] {
    var random = SeededGenerator(seed: seed)
    let count = random.pick(Array(0..<80))
    var labels: [(anchor: Double, width: Double)] = []
    var anchor = random.number(130...230)
    for _ in 0..<count {
      switch random.pick(["same", "anywhere", "near", "near"]) {
      case "same": break  // the same moment as the one before
      case "anywhere": anchor = random.number(130...960)
      default: anchor = min(960, anchor + random.number(0...40))
      }
      labels.append((anchor, Double(random.pick(Array(1...40))) * 6.7))
    }
    return labels
  }

  @Test("placements, rows and crossings are those of the reference layout", arguments: 0..<400)
  func matchesReference(seed: Int) {
    let labels = Self.labels(seed: UInt64(seed))
    let expected = ReferenceLabelRows.layout(labels, left: 130, right: 992, maximumRows: .max)
    let actual = LabelRows.layout(labels, left: 130, right: 992, maximumRows: .max)
    #expect(actual.placements == expected.placements)
    #expect(actual.rows == expected.rows)
    #expect(actual.crossings == expected.crossings)
    #expect(actual.hidden == 0)
  }

  @Test("with rows capped, placements are those of the reference layout capped the same", arguments: 0..<200)
  func matchesCappedReference(seed: Int) {
    let labels = Self.labels(seed: UInt64(seed) + 1000)
    for maximumRows in [1, 2, 3] {
      let expected = ReferenceLabelRows.layout(labels, left: 130, right: 992, maximumRows: maximumRows)
      let actual = LabelRows.layout(labels, left: 130, right: 992, maximumRows: maximumRows)
      #expect(actual.placements == expected.placements, "at most \(maximumRows) rows")
      #expect(actual.rows == expected.rows)
      #expect(actual.hidden == expected.hidden)
      #expect(actual.crossings == expected.crossings)
    }
  }

  @Test("the random label sets have flipped labels, crossed leaders and many rows")
  func randomSetsAreHardEnough() {
    let layouts = (0..<400).map { seed in
      LabelRows.layout(Self.labels(seed: UInt64(seed)), left: 130, right: 992)
    }
    #expect(layouts.contains { $0.crossings > 0 })
    #expect(layouts.contains { $0.placements.contains { $0?.isFlipped == true } })
    #expect(layouts.contains { $0.rows >= 5 })
  }

  @Test("with ranks, labels left out are placed rarest first, as the reference does", arguments: 0..<200)
  func matchesRankedReference(seed: Int) {
    let labels = Self.labels(seed: UInt64(seed) + 2000)
    var random = SeededGenerator(seed: UInt64(seed))
    let ranks = labels.map { _ in random.pick([1, 1, 2, 5, 40]) }
    for maximumRows in [1, 2, 8] {
      let expected = ReferenceLabelRows.layout(
        labels, left: 130, right: 992, maximumRows: maximumRows, ranks: ranks)
      let actual = LabelRows.layout(labels, left: 130, right: 992, maximumRows: maximumRows, ranks: ranks)
      #expect(actual.placements == expected.placements, "at most \(maximumRows) rows")
      #expect(actual.hidden == expected.hidden)
    }
  }

  @Test("a rare label among many common ones is drawn when the common ones must be left out")
  func rareLabelIsKept() {
    // A hundred `began`s 2 px apart, and one failure among them.
    var labels = (0..<100).map { (anchor: 130 + Double($0) * 2, width: 5 * 6.7) }
    labels.insert((anchor: 231, width: 17 * 6.7), at: 50)
    let ranks = labels.indices.map { $0 == 50 ? 1 : 100 }
    let unranked = LabelRows.layout(labels, left: 130, right: 992, maximumRows: 2)
    let ranked = LabelRows.layout(labels, left: 130, right: 992, maximumRows: 2, ranks: ranks)
    #expect(unranked.placements[50] == nil)
    #expect(ranked.placements[50] != nil)
    #expect(ranked.hidden > 0)
    // Ranks change nothing where every label fits.
    let few = Array(labels.prefix(3))
    #expect(
      LabelRows.layout(few, left: 130, right: 992, ranks: [3, 2, 1]).placements
        == LabelRows.layout(few, left: 130, right: 992).placements)
  }

  @Test("a dense strip takes at most the cap of rows and counts every label it leaves out")
  func denseStripIsCapped() {
    // 2,000 labels of 12 characters, one every 0.4 px: a long recording's lane.
    let labels = (0..<2000).map { (anchor: 130 + Double($0) * 0.4, width: 12 * 6.7) }
    let layout = LabelRows.layout(labels, left: 130, right: 992)
    #expect(layout.rows == LabelRows.maximumRows)
    let placed = layout.placements.compactMap { $0 }
    #expect(placed.count + layout.hidden == labels.count)
    #expect(layout.hidden > 1500)
    #expect(placed.allSatisfy { $0.row < LabelRows.maximumRows })
    let expected = ReferenceLabelRows.layout(
      Array(labels.prefix(400)), left: 130, right: 992, maximumRows: LabelRows.maximumRows)
    #expect(
      LabelRows.layout(Array(labels.prefix(400)), left: 130, right: 992).placements == expected.placements)
  }

  @Test("no trace in Traces needs as many rows as the cap", arguments: TraceGoldenTests.traces)
  func tracesStayUnderTheCap(trace: String) throws {
    let svg = TimelinePlot.svg(for: try TraceGoldenTests.decode(trace), file: trace)
    #expect(!svg.contains("labels not drawn"))
  }
}

/// The layout as first written (`LabelRows.swift` at 158d47c), kept as the reference: for each
/// label it looks at every row and, per row, at every text and leader in it and every text above
/// it, so it is plainly right and slow.
///
/// Only `maximumRows` is new: the rows looked at stop there, a label that fits in none is left
/// out, and fewer left out wins first. With no cap (`.max`) there is always a fit, the new row,
/// and the two lines that use `fit` pick what the original's `?? spaced.count` and second
/// search picked.
enum ReferenceLabelRows {
  static func layout(
    _ labels: [(anchor: Double, width: Double)], left: Double, right: Double, maximumRows: Int,
    ranks: [Int]? = nil
  ) -> (placements: [LabelRows.Placement?], rows: Int, crossings: Int, hidden: Int) {
    let earliestFirst = labels.indices.sorted { first, second in
      labels[first].anchor != labels[second].anchor
        ? labels[first].anchor < labels[second].anchor : first < second
    }
    let latestFirst = labels.indices.sorted { first, second in
      labels[first].anchor != labels[second].anchor
        ? labels[first].anchor > labels[second].anchor : first < second
    }
    let best = better(
      layout(labels, order: earliestFirst, left: left, right: right, maximumRows: maximumRows),
      layout(labels, order: latestFirst, left: left, right: right, maximumRows: maximumRows))
    guard best.hidden > 0, let ranks else { return best }
    // By rank, then in the order of x the unranked layouts use.
    let byRank = { (order: [Int]) in
      order.indices.sorted { (ranks[order[$0]], $0) < (ranks[order[$1]], $1) }.map { order[$0] }
    }
    return better(
      layout(labels, order: byRank(earliestFirst), left: left, right: right, maximumRows: maximumRows),
      layout(labels, order: byRank(latestFirst), left: left, right: right, maximumRows: maximumRows))
  }

  private static func better(
    _ forward: (placements: [LabelRows.Placement?], rows: Int, crossings: Int, hidden: Int),
    _ backward: (placements: [LabelRows.Placement?], rows: Int, crossings: Int, hidden: Int)
  ) -> (placements: [LabelRows.Placement?], rows: Int, crossings: Int, hidden: Int) {
    let isBackwardBetter =
      backward.hidden < forward.hidden
      || (backward.hidden == forward.hidden
        && (backward.crossings < forward.crossings
          || (backward.crossings == forward.crossings && backward.rows < forward.rows)))
    return isBackwardBetter ? backward : forward
  }

  private static func layout(
    _ labels: [(anchor: Double, width: Double)], order: [Int], left: Double, right: Double, maximumRows: Int
  ) -> (placements: [LabelRows.Placement?], rows: Int, crossings: Int, hidden: Int) {
    let gap = LabelRows.gap
    let inset = LabelRows.inset
    var spaced: [[ClosedRange<Double>]] = []
    var texts: [[ClosedRange<Double>]] = []
    var leaders: [[ClosedRange<Double>]] = []
    var placements = [LabelRows.Placement?](repeating: nil, count: labels.count)
    var crossings = 0
    var hidden = 0
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
      let candidates = 0...min(spaced.count, maximumRows - 1)
      guard let fit = candidates.first(where: fits) else {
        hidden += 1
        continue
      }
      var row = candidates.first { fits($0) && isClear($0) } ?? fit
      if !isClear(row) {
        crossings += 1
        row = fit
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
      placements[index] = LabelRows.Placement(row: row, anchor: anchor, isFlipped: isFlipped)
    }
    return (placements, spaced.count, crossings, hidden)
  }
}
