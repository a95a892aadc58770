import PopGesture
import PopGestureFormats

/// The screen map as an SVG picture: one panel per system, side by side on a shared legend. Each
/// panel is the device (status bar, navigation bar, every view's frame, sliders' thumbs) with its
/// cells coloured by outcome, a tooltip on every cell, its system as title and its summary below.
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

  /// The SVG document of `panels`.
  public static func svg(_ panels: [ScreenMap.Panel], map: ScreenMap) -> String {
    let device = map.trace.device
    let panelWidth = device.width * scale
    let panelHeight = device.height * scale
    let content = margin * 2 + Double(panels.count) * panelWidth + Double(max(0, panels.count - 1)) * gap
    let width = max(content, 640)
    let name = map.trace.name ?? "screen map"
    let heading = TimelinePlot.wrap(name, width: Int((width - 2 * margin) / 8.2))
    let hasSkipped = panels.contains { panel in panel.screen.map { hasSkippedView($0.views) } ?? false }
    let legend = legendRows(width: width, skipped: hasSkipped)
    let legendTop = margin + Double(heading.count) * 19 + 8
    let top = legendTop + Double(legend.count) * 16 + titleHeight
    let height = top + panelHeight + summaryHeight + margin
    var canvas = SVGCanvas()
    for (index, line) in heading.enumerated() {
      canvas.text(line, x: margin, y: margin + 6 + Double(index) * 19, class: "heading")
    }
    for (row, items) in legend.enumerated() {
      let y = legendTop + Double(row) * 16
      for item in items {
        canvas.rect(
          x: item.x, y: y - 9, width: 12, height: 12,
          class: item.key == skippedKey ? "view skipped" : "cell \(item.key)")
        canvas.text(item.label, x: item.x + 17, y: y + 1, class: "legend")
      }
    }
    for (index, panel) in panels.enumerated() {
      let left = margin + Double(index) * (panelWidth + gap)
      draw(panel, map: map, left: left, top: top, width: panelWidth, height: panelHeight, into: &canvas)
    }
    return canvas.document(
      width: width, height: height, style: style + (hasSkipped ? skippedStyle : ""), title: "map: " + name)
  }

  /// The legend's entries laid out in rows that fit `width`, each with its x.
  static func legendRows(width: Double, skipped: Bool = false) -> [[(key: String, label: String, x: Double)]]
  {
    var rows: [[(key: String, label: String, x: Double)]] = [[]]
    var x = margin
    for (key, label) in kinds + (skipped ? [(skippedKey, skippedLabel)] : []) {
      let itemWidth = 17 + Double(label.count) * 6 + 18
      if x + itemWidth > width - margin, x > margin {
        rows.append([])
        x = margin
      }
      rows[rows.count - 1].append((key, label, x))
      x += itemWidth
    }
    return rows
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

  /// Whether any of `views`, at any depth, is one hit testing skips.
  static func hasSkippedView(_ views: [GestureView]) -> Bool {
    views.contains { !$0.isHitTestable || hasSkippedView($0.subviews) }
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

  private static func draw(
    _ panel: ScreenMap.Panel, map: ScreenMap, left: Double, top: Double, width: Double, height: Double,
    into canvas: inout SVGCanvas
  ) {
    let device = map.trace.device
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
        let x = left + (first.x - map.grid / 2) * scale
        let y = top + (first.y - map.grid / 2) * scale
        let run = Double(end - start) * cell
        let across =
          end - start == 1
          ? NumberText.points(first.x)
          : "\(NumberText.points(first.x))–\(NumberText.points(cells[end - 1].x))"
        canvas.rect(
          x: x, y: y, width: min(run, left + width - x), height: min(cell, top + height - y),
          class: "cell \(key(first.outcome))",
          title: "(\(across), \(NumberText.points(first.y))): \(first.summary)")
        start = end
      }
    }
    // The status bar and the navigation bar, drawn over the cells as outlines.
    canvas.rect(x: left, y: top, width: width, height: device.topInset * scale, class: "statusBar")
    canvas.rect(
      x: left, y: top + device.topInset * scale, width: width,
      height: map.trace.settings.navigationBarHeight * scale, class: "navigationBar")
    // Every view of the top screen, labelled.
    if let screen = panel.screen {
      drawViews(
        screen.views, screen: screen.id, left: left, top: top, ios: panel.system.ios, map: map, into: &canvas)
    }
    canvas.rect(x: left, y: top, width: width, height: height, class: "device")
    // The summary, wrapped under the panel.
    let summary = MapFormat.summary(of: panel)
    let characters = max(20, Int(width / 6.2))
    for (index, line) in TimelinePlot.wrap(summary, width: characters).prefix(4).enumerated() {
      canvas.text(line, x: left, y: top + height + 18 + Double(index) * 14, class: "summary")
    }
  }

  /// Draws `views` and those inside them; `skippedInside` names the view around them that hit
  /// testing skips, if any, which hides them too.
  private static func drawViews(
    _ views: [GestureView], screen: String, left: Double, top: Double, ios: Int, map: ScreenMap,
    skippedInside: String? = nil, into canvas: inout SVGCanvas
  ) {
    for view in views {
      let frame = view.frame
      let x = left + frame.origin.x * scale
      let y = top + frame.origin.y * scale
      let skipped = skipReason(view) ?? skippedInside.map { "inside \($0)" }
      let note = skipped.map { ", skipped: \($0)" } ?? ""
      canvas.rect(
        x: x, y: y, width: frame.size.width * scale, height: frame.size.height * scale,
        class: skipped == nil ? "view" : "view skipped",
        title: "\(screen)/\(view.id): \(view.kind.rawValue)"
          + (skipped.map { "; hit testing skips it (\($0))" } ?? ""))
      canvas.text(
        "\(view.id) (\(view.kind.rawValue)\(note))", x: x + 3, y: y - 3 > top + 4 ? y - 3 : y + 11,
        class: skipped == nil ? "viewLabel" : "viewLabel skipped")
      if view.kind == .slider {
        let size = Slider.thumbSize(of: view, ios: ios)
        let center = Slider.thumbCenter(
          of: view, thumbWidth: size.width, direction: map.trace.device.layoutDirection.sign)
        canvas.rect(
          x: left + (center.x - size.width / 2) * scale, y: top + (center.y - size.height / 2) * scale,
          width: size.width * scale, height: size.height * scale, class: "thumb", title: "\(view.id)'s thumb")
      }
      drawViews(
        view.subviews, screen: screen, left: left, top: top, ios: ios, map: map,
        skippedInside: skipped == nil ? nil : (skippedInside ?? view.id), into: &canvas)
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

    """

  /// The style of views hit testing skips: dotted where other views are dashed. Only a map that
  /// has one carries it.
  static let skippedStyle = """
    .view.skipped { fill: none; stroke: #1d1d1f; stroke-opacity: 0.75; stroke-width: 1.3; stroke-dasharray: 1 2.5; }
    .viewLabel.skipped { font-style: italic; }

    """
}
