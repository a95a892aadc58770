import PopGestureFormats
import PopGestureTestSupport
import Testing

@testable import PopGesture
@testable import PopGestureTools

/// Label placement: the same placements as the first, plainly written layout on many random
/// label sets, and the cap on rows with the labels it leaves out.
extension PlotSuite {
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

  @Test("placements, rows and crossings are those of the reference layout")
  func matchesReference() {
    eachArgument(0..<400) { seed in matchesReference(seed: seed) }
  }

  func matchesReference(seed: Int) {
    let labels = Self.labels(seed: UInt64(seed))
    // A narrow strip too, where long texts near its middle have room on neither side.
    for (stacking, right) in [
      (LabelRows.Stacking.earlierNearer, 992.0), (.earlierFarther, 992), (.earlierNearer, 560),
    ] {
      let expected = ReferenceLabelRows.layout(
        labels, left: 130, right: right, maximumRows: .max, stacking: stacking)
      let actual = LabelRows.layout(labels, left: 130, right: right, maximumRows: .max, stacking: stacking)
      #expect(Array(actual.placements) == expected.placements, "\(stacking), right \(right)")
      #expect(actual.rows == expected.rows)
      #expect(actual.crossings == expected.crossings)
      #expect(actual.inversions == expected.inversions)
      #expect(actual.hidden == 0)
    }
  }

  @Test("with rows capped, placements are those of the reference layout capped the same")
  func matchesCappedReference() {
    eachArgument(0..<200) { seed in matchesCappedReference(seed: seed) }
  }

  func matchesCappedReference(seed: Int) {
    let labels = Self.labels(seed: UInt64(seed) + 1000)
    for maximumRows in [1, 2, 3] {
      let expected = ReferenceLabelRows.layout(labels, left: 130, right: 992, maximumRows: maximumRows)
      let actual = LabelRows.layout(labels, left: 130, right: 992, maximumRows: maximumRows)
      #expect(Array(actual.placements) == expected.placements, "at most \(maximumRows) rows")
      #expect(actual.rows == expected.rows)
      #expect(actual.hidden == expected.hidden)
      #expect(actual.crossings == expected.crossings)
      #expect(actual.inversions == expected.inversions)
    }
  }

  @Test("the random label sets have flipped labels, crossed leaders and many rows")
  func randomSetsAreHardEnough() {
    let layouts = (0..<400).map { seed in
      LabelRows.layout(Self.labels(seed: UInt64(seed)), left: 130, right: 992)
    }
    #expect(layouts.contains { $0.crossings > 0 })
    #expect(layouts.contains { $0.inversions > 0 })
    #expect(layouts.contains { $0.placements.contains { $0?.isFlipped == true } })
    #expect(layouts.contains { $0.rows >= 5 })
    let narrow = (0..<400).map { seed in
      LabelRows.layout(Self.labels(seed: UInt64(seed)), left: 130, right: 560)
    }
    let isShifted = { (placement: LabelRows.Placement?) in
      placement.map { !$0.isFlipped && $0.start != $0.anchor + LabelRows.inset } == true
    }
    #expect(narrow.contains { $0.placements.contains(where: isShifted) })
  }

  @Test("with ranks, labels left out are placed rarest first, as the reference does")
  func matchesRankedReference() {
    eachArgument(0..<200) { seed in matchesRankedReference(seed: seed) }
  }

  func matchesRankedReference(seed: Int) {
    let labels = Self.labels(seed: UInt64(seed) + 2000)
    var random = SeededGenerator(seed: UInt64(seed))
    let ranks = labels.map { _ in random.pick([1, 1, 2, 5, 40]) }
    for maximumRows in [1, 2, 8] {
      let expected = ReferenceLabelRows.layout(
        labels, left: 130, right: 992, maximumRows: maximumRows, ranks: ranks)
      let actual = LabelRows.layout(labels, left: 130, right: 992, maximumRows: maximumRows, ranks: ranks)
      #expect(Array(actual.placements) == expected.placements, "at most \(maximumRows) rows")
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
      Array(LabelRows.layout(few, left: 130, right: 992, ranks: [3, 2, 1]).placements)
        == Array(LabelRows.layout(few, left: 130, right: 992).placements))
  }

  @Test("a dense strip takes at most the cap of rows and counts every label it leaves out")
  func denseStripIsCapped() {
    // 2,000 labels of 12 characters, one every 0.4 px: a long recording's lane.
    let labels = (0..<2000).map { (anchor: 130 + Double($0) * 0.4, width: 12 * 6.7) }
    let layout = LabelRows.layout(labels, left: 130, right: 992)
    #expect(layout.rows == LabelRows.maximumRows)
    let placed = layout.placements.compactMap { $0 }
    #expect(placed.count + layout.hidden == labels.count)
    // Only the placed labels are kept, in the order given, each where the full list has it.
    #expect(layout.placements.count == labels.count)
    #expect(layout.placements.placed.map(\.placement) == placed)
    let placedIndices = layout.placements.indices.filter { layout.placements[$0] != nil }
    #expect(layout.placements.placed.map(\.label) == placedIndices)
    #expect(layout.hidden > 1500)
    #expect(placed.allSatisfy { $0.row < LabelRows.maximumRows })
    let expected = ReferenceLabelRows.layout(
      Array(labels.prefix(400)), left: 130, right: 992, maximumRows: LabelRows.maximumRows)
    #expect(
      Array(LabelRows.layout(Array(labels.prefix(400)), left: 130, right: 992).placements)
        == expected.placements)
  }

  @Test("a text with room on neither side of its leader ends at the right edge, or starts at the left")
  func shiftedText() {
    let layout = LabelRows.layout(
      [(anchor: 300, width: 250), (anchor: 300, width: 400)], left: 130, right: 400)
    #expect(layout.placements[0] == LabelRows.Placement(row: 0, anchor: 300, isFlipped: false, start: 150))
    // Wider than the strip: it starts at the left edge, in a row of its own.
    #expect(layout.placements[1] == LabelRows.Placement(row: 1, anchor: 300, isFlipped: false, start: 130))
  }

  @Test("a short band's began reads leftward beside its ended, or above it when it has no room to")
  func shortBand() {
    let began = (anchor: 500.0, width: 5 * 6.7)
    let ended = (anchor: 510.0, width: 5 * 6.7)
    let roomy = LabelRows.layout([began, ended], left: 130, right: 960)
    #expect(roomy.placements.map { $0?.row } == [0, 0])
    #expect(roomy.placements.map { $0?.isFlipped } == [true, false])
    let tight = LabelRows.layout([began, ended], left: 480, right: 960)
    #expect(tight.placements.map { $0?.row } == [0, 1])
    #expect(tight.inversions == 0)
  }

  @Test("the progress strip's rows stack up from the panel, so there the earlier label is the farther")
  func stackingUpward() {
    let labels = [(anchor: 135.0, width: 100.0), (anchor: 145, width: 100)]
    let upward = LabelRows.layout(labels, left: 130, right: 960, stacking: .earlierFarther)
    #expect(upward.placements.map { $0?.row } == [1, 0])
    #expect(upward.inversions == 0 && upward.crossings == 0)
    let downward = LabelRows.layout(labels, left: 130, right: 960)
    #expect(downward.placements.map { $0?.row } == [0, 1])
    #expect(downward.inversions == 0 && downward.crossings == 1)
  }

  @Test("no trace in Traces needs as many rows as the cap")
  func tracesStayUnderTheCap() {
    eachArgument(RepositoryTraces.traces) { trace in try tracesStayUnderTheCap(trace: trace) }
  }

  func tracesStayUnderTheCap(trace: String) throws {
    let svg = TimelinePlot.svg(for: try RepositoryTraces.decode(trace), file: trace)
    #expect(!svg.contains("labels not drawn"))
  }
}

/// The layout as first written (`LabelRows.swift` at 158d47c), kept as the reference: for each
/// label it looks at every row and, per row, at every text and leader in it and every text above
/// it, so it is plainly right and slow.
///
/// New since: `maximumRows` (the rows looked at stop there, a label that fits in none is left
/// out, and fewer left out wins first; with no cap, `.max`, there is always a fit, the new row,
/// and the two lines that use `fit` pick what the original's `?? spaced.count` and second search
/// picked); a text with room on neither side shifted to end at the right edge; the third layout,
/// which turns a label leftward where that finds it a better row; and inversions, counted here
/// over every pair once the layout is done, which rank second.
enum ReferenceLabelRows {
  typealias Result = (
    placements: [LabelRows.Placement?], rows: Int, crossings: Int, hidden: Int, inversions: Int
  )

  static func layout(
    _ labels: [(anchor: Double, width: Double)], left: Double, right: Double, maximumRows: Int,
    ranks: [Int]? = nil, stacking: LabelRows.Stacking = .earlierNearer
  ) -> Result {
    // At one moment, the first given is the earlier, placed first only where it goes nearer.
    let tie = { (first: Int, second: Int) in stacking == .earlierNearer ? first < second : first > second }
    let earliestFirst = labels.indices.sorted { first, second in
      labels[first].anchor != labels[second].anchor
        ? labels[first].anchor < labels[second].anchor : tie(first, second)
    }
    let latestFirst = labels.indices.sorted { first, second in
      labels[first].anchor != labels[second].anchor
        ? labels[first].anchor > labels[second].anchor : tie(first, second)
    }
    let inTime = labels.indices.sorted { (labels[$0].anchor, $0) < (labels[$1].anchor, $1) }
    let arrange = { (order: [Int], turns: Bool) in
      counted(
        layout(labels, order: order, turns: turns, left: left, right: right, maximumRows: maximumRows),
        labels, in: inTime, stacking: stacking)
    }
    let best = better([
      arrange(earliestFirst, false), arrange(latestFirst, false), arrange(latestFirst, true),
    ])
    guard best.hidden > 0, let ranks else { return best }
    // By rank, then in the order of x the unranked layouts use.
    let byRank = { (order: [Int]) in
      order.indices.sorted { (ranks[order[$0]], $0) < (ranks[order[$1]], $1) }.map { order[$0] }
    }
    return better([
      arrange(byRank(earliestFirst), false), arrange(byRank(latestFirst), false),
      arrange(byRank(latestFirst), true),
    ])
  }

  private static func better(_ layouts: [Result]) -> Result {
    var best = layouts[0]
    for layout in layouts.dropFirst() {
      let isBetter =
        layout.hidden < best.hidden
        || (layout.hidden == best.hidden
          && (layout.inversions < best.inversions
            || (layout.inversions == best.inversions
              && (layout.crossings < best.crossings
                || (layout.crossings == best.crossings && layout.rows < best.rows)))))
      if isBetter { best = layout }
    }
    return best
  }

  /// `result` with its inversions: every pair of placed labels whose texts overlap, the later in
  /// time (by `timeOrder`) in the row where the earlier should be.
  private static func counted(
    _ result: Result, _ labels: [(anchor: Double, width: Double)], in timeOrder: [Int],
    stacking: LabelRows.Stacking
  ) -> Result {
    var result = result
    for (earlierTime, earlier) in timeOrder.enumerated() {
      for later in timeOrder[(earlierTime + 1)...] {
        guard let first = result.placements[earlier], let second = result.placements[later] else { continue }
        let firstText = first.start...(first.start + labels[earlier].width)
        let secondText = second.start...(second.start + labels[later].width)
        guard firstText.overlaps(secondText) else { continue }
        let isInverted = stacking == .earlierNearer ? second.row < first.row : second.row > first.row
        if isInverted { result.inversions += 1 }
      }
    }
    return result
  }

  private static func layout(
    _ labels: [(anchor: Double, width: Double)], order: [Int], turns: Bool, left: Double, right: Double,
    maximumRows: Int
  ) -> Result {
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
      let leader = (anchor - 1)...(anchor + 1)
      let isClear = { (row: Int) in
        !texts[..<min(row, texts.count)].joined().contains { $0.overlaps(leader) }
      }
      let candidates = 0...min(spaced.count, maximumRows - 1)
      // The row a text starting at `start` takes, and whether its leader gets there clear.
      let spot = { (start: Double) -> (row: Int, isClear: Bool)? in
        let padded = (start - gap / 2)...(start + width + gap / 2)
        let fits = { (row: Int) in
          row >= spaced.count || !(spaced[row] + leaders[row]).contains { $0.overlaps(padded) }
        }
        guard let fit = candidates.first(where: fits) else { return nil }
        var row = candidates.first { fits($0) && isClear($0) } ?? fit
        if !isClear(row) { row = fit }
        return (row, isClear(row))
      }
      let hasRoomRight = anchor + inset + width <= right
      let hasRoomLeft = anchor - inset - width >= left
      var isFlipped = !hasRoomRight && hasRoomLeft
      var start =
        hasRoomRight ? anchor + inset : isFlipped ? anchor - inset - width : max(left, right - width)
      var found = spot(start)
      if turns && hasRoomRight && hasRoomLeft, let turned = spot(anchor - inset - width) {
        let isBetter =
          found.map { turned.isClear && !$0.isClear || (turned.isClear == $0.isClear && turned.row < $0.row) }
          ?? true
        if isBetter {
          found = turned
          isFlipped = true
          start = anchor - inset - width
        }
      }
      guard let (row, clear) = found else {
        hidden += 1
        continue
      }
      if !clear { crossings += 1 }
      let text = start...(start + width)
      if row == spaced.count {
        spaced.append([])
        texts.append([])
        leaders.append([])
      }
      spaced[row].append((start - gap / 2)...(start + width + gap / 2))
      texts[row].append(text)
      for above in 0..<row {
        leaders[above].append(leader)
      }
      placements[index] = LabelRows.Placement(row: row, anchor: anchor, isFlipped: isFlipped, start: start)
    }
    return (placements, spaced.count, crossings, hidden, 0)
  }
}
