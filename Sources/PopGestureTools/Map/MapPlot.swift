import PopGesture
import PopGestureFormats

/// The screen map as an SVG picture: one panel per system, side by side on a shared legend. Each
/// panel is the device (the status bar, the navigation bar while it is shown, every view's frame,
/// sliders' thumbs) with its cells coloured by outcome, a tooltip on every cell, the trace's own
/// swipe marked, its system as title and its summary below. Everything a panel draws is clipped
/// to the device's screen, so nothing reaches over its summary; views' labels are laid out so
/// that none overlaps another (`LabelLayout`); every fill the picture uses has a legend entry.
/// A view that hit testing skips (hidden, an alpha below 0.01 or user interaction off), and every
/// view inside it, is drawn as a grey dotted outline labelled with why, with a legend entry of its
/// own when there is one: the cells under it are coloured by what the swipe met instead.
public enum MapPlot {
  static let scale = 0.75
  static let margin = 24.0
  static let gap = 28.0
  static let titleHeight = 44.0
  static let summaryHeight = 64.0
  static let legendHeight = 46.0

  /// One entry of the legend: the class of its swatch, which is the class of what it stands
  /// for, and its words.
  struct LegendEntry: Equatable {
    var swatch: String
    var label: String
  }

  /// The SVG document of `panels`.
  public static func svg(_ panels: [ScreenMap.Panel], map: ScreenMap) -> String {
    let device = map.trace.device
    let panelWidth = device.width * scale
    let panelHeight = device.height * scale
    let content = margin * 2 + Double(panels.count) * panelWidth + Double(max(0, panels.count - 1)) * gap
    let width = max(content, 640)
    let name = map.trace.name ?? "screen map"
    let heading = TimelinePlot.wrap(name, width: Int((width - 2 * margin) / 9))
    let hasSkipped = panels.contains { panel in panel.screen.map { hasSkippedView($0.views) } ?? false }
    let swipe = map.tracedSwipe
    let legend = legendRows(width: width, entries: legendEntries(panels, map: map, swipe: swipe))
    let legendTop = margin + Double(heading.count) * 19 + 8
    let top = legendTop + Double(legend.count) * 16 + titleHeight
    // Each summary whole, wrapped to its panel: the picture grows to the longest.
    let characters = max(20, Int(panelWidth / 6.2))
    let summaries = panels.map { TimelinePlot.wrap(MapFormat.summary(of: $0), width: characters) }
    let summaryLines = Double(summaries.map(\.count).max() ?? 0)
    let height = top + panelHeight + max(summaryHeight, 28 + (summaryLines - 1) * 14) + margin
    var canvas = SVGCanvas()
    for (index, line) in heading.enumerated() {
      canvas.text(line, x: margin, y: margin + 6 + Double(index) * 19, class: "heading")
    }
    for (row, items) in legend.enumerated() {
      let y = legendTop + Double(row) * 16
      for item in items {
        drawSwatch(item.entry.swatch, x: item.x, y: y - 9, into: &canvas)
        canvas.text(item.entry.label, x: item.x + 17, y: y + 1, class: "legend")
      }
    }
    for (index, panel) in panels.enumerated() {
      let left = margin + Double(index) * (panelWidth + gap)
      let screen = Rect(x: left, y: top, width: panelWidth, height: panelHeight)
      draw(panel, map: map, swipe: swipe, screen: screen, summary: summaries[index], into: &canvas)
    }
    return canvas.document(
      width: width, height: height, style: style + (hasSkipped ? skippedStyle : ""), title: "map: " + name)
  }

  /// The legend's entries: every outcome, then each thing the panels draw with a fill or a mark
  /// of its own, when one of them draws it.
  static func legendEntries(_ panels: [ScreenMap.Panel], map: ScreenMap, swipe: [Point]) -> [LegendEntry] {
    var entries = kinds.map { LegendEntry(swatch: "cell \($0.key)", label: $0.label) }
    if !panels.isEmpty, map.trace.device.topInset > 0 {
      entries.append(LegendEntry(swatch: "statusBar", label: "status bar"))
    }
    if panels.contains(where: \.isNavigationBarShown) {
      entries.append(LegendEntry(swatch: "navigationBar", label: "navigation bar"))
    }
    let views = panels.compactMap { $0.screen?.views }
    if views.contains(where: { !$0.isEmpty }) {
      entries.append(LegendEntry(swatch: "view", label: "view's frame"))
    }
    if views.contains(where: hasSkippedView) {
      entries.append(LegendEntry(swatch: "view skipped", label: skippedLabel))
    }
    if views.contains(where: hasSlider) {
      entries.append(LegendEntry(swatch: "thumb", label: "slider's thumb"))
    }
    if !panels.isEmpty, !swipe.isEmpty {
      entries.append(LegendEntry(swatch: swipeKey, label: swipeLabel))
    }
    return entries
  }

  /// The legend's entries laid out in rows that fit `width`, each with its x.
  static func legendRows(width: Double, entries: [LegendEntry]) -> [[(entry: LegendEntry, x: Double)]] {
    var rows: [[(entry: LegendEntry, x: Double)]] = [[]]
    var x = margin
    for entry in entries {
      let itemWidth = 17 + Double(entry.label.count) * 6 + 18
      if x + itemWidth > width - margin, x > margin {
        rows.append([])
        x = margin
      }
      rows[rows.count - 1].append((entry, x))
      x += itemWidth
    }
    return rows
  }

  /// A legend entry's 12 pt swatch at `x`, `y`: a square of the class it stands for, or the
  /// swipe's mark. Every swatch carries the class `key` too, which no style reads.
  private static func drawSwatch(_ swatch: String, x: Double, y: Double, into canvas: inout SVGCanvas) {
    guard swatch == swipeKey else {
      return canvas.rect(x: x, y: y, width: 12, height: 12, class: "key " + swatch)
    }
    canvas.polyline([(x + 2, y + 6), (x + 8, y + 6)], class: "key swipe")
    canvas.circle(x: x + 2, y: y + 6, radius: 2.2, class: "key swipeStart")
    canvas.polygon([(x + 12, y + 6), (x + 7, y + 3), (x + 7, y + 9)], class: "key swipeEnd")
  }

  /// The outcomes, their colours and their names.
  static let kinds: [(key: String, label: String)] = [
    ("fullscreen", "popped: \(RecognizerID.fullscreenPop)"),
    ("content", "popped: \(RecognizerID.contentPop)"),
    ("edge", "popped: \(RecognizerID.edgePop)"),
    ("cancelled", "pop cancelled on release"), ("prevented", "prevented by a view"),
    ("refused", "refused by a rule"), ("nothing", "no back swipe asked"),
  ]

  /// The legend's entry for views hit testing skips, shown only on a map that has one.
  static let skippedKey = "skipped"
  static let skippedLabel = "view hit testing skips"
  /// The legend's entry for the trace's own swipe, shown only when the trace has one.
  static let swipeKey = "swipe"
  static let swipeLabel = "the trace's swipe, from its start"

  /// Whether any of `views`, at any depth, is one hit testing skips.
  static func hasSkippedView(_ views: [GestureView]) -> Bool {
    views.contains { !$0.isHitTestable || hasSkippedView($0.subviews) }
  }

  /// Whether any of `views`, at any depth, is a slider, whose thumb is drawn.
  static func hasSlider(_ views: [GestureView]) -> Bool {
    views.contains { $0.kind == .slider || hasSlider($0.subviews) }
  }

  /// Why hit testing skips `view` itself: `alpha 0`, `hidden`, `userInteractionEnabled false`;
  /// nil when it does not.
  static func skipReason(_ view: GestureView) -> String? {
    var reasons: [String] = []
    if view.hidden { reasons.append("hidden") }
    if view.alpha < GestureView.minimumHitTestAlpha {
      reasons.append("alpha \(NumberText.plain(view.alpha))")
    }
    if !view.userInteractionEnabled { reasons.append("userInteractionEnabled false") }
    return reasons.isEmpty ? nil : reasons.joined(separator: ", ")
  }

  static func key(_ outcome: ScreenMap.Outcome) -> String {
    switch outcome {
    case .popped(let recognizer):
      switch recognizer {
      case .contentPop: "content"
      case .edgePop: "edge"
      case .fullscreenPop, .pan, .swipe: "fullscreen"
      }
    case .cancelled: "cancelled"
    case .prevented: "prevented"
    case .refused: "refused"
    case .none: "nothing"
    }
  }

  /// The part of `rect` inside `screen`, nil when none of it is.
  static func clipped(_ rect: Rect, to screen: Rect) -> Rect? {
    let minX = max(rect.origin.x, screen.origin.x)
    let minY = max(rect.origin.y, screen.origin.y)
    let maxX = min(rect.origin.x + rect.size.width, screen.origin.x + screen.size.width)
    let maxY = min(rect.origin.y + rect.size.height, screen.origin.y + screen.size.height)
    guard maxX > minX, maxY > minY else { return nil }
    return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// Draws `rect`, in the panel's points, clipped to `screen`; nothing when none of it is on it.
  private static func clippedRect(
    _ rect: Rect, screen: Rect, class name: String, title: String? = nil, into canvas: inout SVGCanvas
  ) {
    guard let shown = clipped(rect, to: screen) else { return }
    canvas.rect(
      x: shown.origin.x, y: shown.origin.y, width: shown.size.width, height: shown.size.height, class: name,
      title: title)
  }

  private static func draw(
    _ panel: ScreenMap.Panel, map: ScreenMap, swipe: [Point], screen: Rect, summary: [String],
    into canvas: inout SVGCanvas
  ) {
    let device = map.trace.device
    let left = screen.origin.x
    let top = screen.origin.y
    canvas.text(
      "\(panel.system.policy.rawValue) on iOS \(panel.system.ios)", x: left, y: top - 22, class: "panelTitle")
    canvas.text(
      "pops from \(MapFormat.percent(panel.poppedShare)) of the screen", x: left, y: top - 8,
      class: "subtitle")
    // Cells, clipped to the device; a run of cells in a row with the same outcome, in the same
    // words, is one rectangle, which keeps a fine grid's picture small.
    let cell = map.grid * scale
    for row in 0..<panel.rows {
      let cells = panel.cells[(row * panel.columns)..<((row + 1) * panel.columns)]
      var start = cells.startIndex
      while start < cells.endIndex {
        var end = start + 1
        while end < cells.endIndex, cells[end].outcome == cells[start].outcome,
          cells[end].summary == cells[start].summary
        {
          end += 1
        }
        let first = cells[start]
        let across =
          end - start == 1
          ? NumberText.points(first.x)
          : "\(NumberText.points(first.x))–\(NumberText.points(cells[end - 1].x))"
        clippedRect(
          Rect(
            x: left + (first.x - map.grid / 2) * scale, y: top + (first.y - map.grid / 2) * scale,
            width: Double(end - start) * cell, height: cell),
          screen: screen, class: "cell \(key(first.outcome))",
          title: "(\(across), \(NumberText.points(first.y))): \(first.summary)", into: &canvas)
        start = end
      }
    }
    // The status bar, and the navigation bar while it is shown, over the cells.
    clippedRect(
      Rect(x: left, y: top, width: screen.size.width, height: device.topInset * scale), screen: screen,
      class: "statusBar", into: &canvas)
    if panel.isNavigationBarShown {
      clippedRect(
        Rect(
          x: left, y: top + device.topInset * scale, width: screen.size.width,
          height: map.trace.settings.navigationBarHeight * scale),
        screen: screen, class: "navigationBar", into: &canvas)
    }
    // Every view of the top screen, then their labels over them.
    var labels: [LabelLayout.Label] = []
    if let screenValue = panel.screen {
      drawViews(
        screenValue.views, screen: screenValue.id, panel: screen, ios: panel.system.ios, map: map,
        labels: &labels, into: &canvas)
    }
    drawSwipe(swipe, screen: screen, into: &canvas)
    for placed in LabelLayout.place(labels, in: screen) {
      canvas.text(
        placed.text, x: placed.x, y: placed.baseline,
        class: labels[placed.index].isSkipped ? "viewLabel skipped" : "viewLabel")
    }
    canvas.rect(x: left, y: top, width: screen.size.width, height: screen.size.height, class: "device")
    // The summary, wrapped under the panel, whole.
    for (index, line) in summary.enumerated() {
      canvas.text(
        line, x: left, y: top + screen.size.height + 18 + Double(index) * 14, class: "summary")
    }
  }

  /// Marks the trace's own swipe: a line through where its first finger went, each point held
  /// to the screen, a dot where it went down and an arrowhead where it ended.
  private static func drawSwipe(_ swipe: [Point], screen: Rect, into canvas: inout SVGCanvas) {
    guard let first = swipe.first, let last = swipe.last else { return }
    func place(_ point: Point) -> (x: Double, y: Double) {
      (
        min(max(screen.origin.x + point.x * scale, screen.origin.x), screen.origin.x + screen.size.width),
        min(max(screen.origin.y + point.y * scale, screen.origin.y), screen.origin.y + screen.size.height)
      )
    }
    let title =
      "the trace's swipe: from (\(NumberText.points(first.x)), \(NumberText.points(first.y))) to "
      + "(\(NumberText.points(last.x)), \(NumberText.points(last.y)))"
    let points = swipe.map(place)
    canvas.polyline(points, class: "swipe", title: title)
    let start = points[0]
    canvas.circle(x: start.x, y: start.y, radius: 3, class: "swipeStart", title: title)
    // The arrowhead points along the last step that moved.
    let end = points[points.count - 1]
    guard
      let before = points.last(where: { $0.x != end.x || $0.y != end.y })
    else { return }
    let dx = end.x - before.x
    let dy = end.y - before.y
    let length = (dx * dx + dy * dy).squareRoot()
    let (ux, uy) = (dx / length, dy / length)
    let back = (x: end.x - ux * 7, y: end.y - uy * 7)
    canvas.polygon(
      [end, (back.x - uy * 3.5, back.y + ux * 3.5), (back.x + uy * 3.5, back.y - ux * 3.5)].map {
        place(Point(x: ($0.x - screen.origin.x) / scale, y: ($0.y - screen.origin.y) / scale))
      }, class: "swipeEnd", title: title)
  }

  /// Draws `views` and those inside them, each clipped to the panel's screen, and gathers their
  /// labels; `skippedInside` names the view around them that hit testing skips, if any, which
  /// hides them too.
  private static func drawViews(
    _ views: [GestureView], screen: String, panel: Rect, ios: Int, map: ScreenMap,
    skippedInside: String? = nil, labels: inout [LabelLayout.Label], into canvas: inout SVGCanvas
  ) {
    let left = panel.origin.x
    let top = panel.origin.y
    for view in views {
      let frame = view.frame
      let drawn = Rect(
        x: left + frame.origin.x * scale, y: top + frame.origin.y * scale, width: frame.size.width * scale,
        height: frame.size.height * scale)
      let skipped = skipReason(view) ?? skippedInside.map { "inside \($0)" }
      let note = skipped.map { ", skipped: \($0)" } ?? ""
      if let shown = clipped(drawn, to: panel) {
        canvas.rect(
          x: shown.origin.x, y: shown.origin.y, width: shown.size.width, height: shown.size.height,
          class: skipped == nil ? "view" : "view skipped",
          title: "\(screen)/\(view.id): \(view.kind.rawValue)"
            + (skipped.map { "; hit testing skips it (\($0))" } ?? ""))
        // Above the frame where there is room on the screen, else just inside its top.
        labels.append(
          LabelLayout.Label(
            text: "\(view.id) (\(view.kind.rawValue)\(note))", x: shown.origin.x + 3,
            frameTop: shown.origin.y, isAbove: shown.origin.y - top >= LabelLayout.rowHeight,
            isSkipped: skipped != nil))
      }
      if view.kind == .slider {
        let size = Slider.thumbSize(of: view, ios: ios)
        let center = Slider.thumbCenter(
          of: view, thumbWidth: size.width, direction: map.trace.device.layoutDirection.sign)
        clippedRect(
          Rect(
            x: left + (center.x - size.width / 2) * scale, y: top + (center.y - size.height / 2) * scale,
            width: size.width * scale, height: size.height * scale),
          screen: panel, class: "thumb", title: "\(view.id)'s thumb", into: &canvas)
      }
      drawViews(
        view.subviews, screen: screen, panel: panel, ios: ios, map: map,
        skippedInside: skipped == nil ? nil : (skippedInside ?? view.id), labels: &labels, into: &canvas)
    }
  }

  static let style = """
    .page { fill: #ffffff; }
    text { font-family: -apple-system, "Helvetica Neue", Arial, sans-serif; fill: #1d1d1f; }
    .heading { font-size: 15px; font-weight: 600; }
    .panelTitle { font-size: 14px; font-weight: 600; }
    .subtitle, .legend { font-size: 11px; fill: #444; }
    .summary { font-size: 10px; fill: #444; }
    .viewLabel { font-size: 9px; fill: #1d1d1f; }
    .cell { stroke: none; shape-rendering: crispEdges; }
    .cell.fullscreen { fill: #34a853; }
    .cell.content { fill: #7cc47f; }
    .cell.edge { fill: #1e7b34; }
    .cell.cancelled { fill: #f4c542; }
    .cell.prevented { fill: #e8710a; }
    .cell.refused { fill: #d9d9d9; }
    .cell.nothing { fill: #f5f5f5; }
    .device { fill: none; stroke: #1d1d1f; stroke-width: 1.5; }
    .statusBar { fill: #000000; fill-opacity: 0.18; stroke: none; }
    .navigationBar { fill: #1a73e8; fill-opacity: 0.18; stroke: #1a73e8; stroke-width: 0.8; }
    .view { fill: none; stroke: #1d1d1f; stroke-width: 1; stroke-dasharray: 3 2; }
    .thumb { fill: #ffffff; fill-opacity: 0.7; stroke: #1d1d1f; stroke-width: 1; }
    .swipe { fill: none; stroke: #c5221f; stroke-width: 2; stroke-linecap: round; stroke-linejoin: round; }
    .swipeStart, .swipeEnd { fill: #c5221f; stroke: none; }

    """

  /// The style of views hit testing skips: dotted where other views are dashed. Only a map that
  /// has one carries it.
  static let skippedStyle = """
    .view.skipped { fill: none; stroke: #1d1d1f; stroke-opacity: 0.75; stroke-width: 1.3; stroke-dasharray: 1 2.5; }
    .viewLabel.skipped { font-style: italic; }

    """
}
