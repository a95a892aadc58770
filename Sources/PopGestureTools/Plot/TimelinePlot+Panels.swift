import PopGesture
import PopGestureFormats

extension TimelinePlot {
  /// The class of finger `touch`'s line and markers: four colours, repeating.
  static func fingerClass(_ touch: Int) -> String {
    "finger\(((touch - 1) % 4 + 4) % 4 + 1)"
  }

  /// A panel of the fingers' x (leftward is down) or y (downward is down, as on the screen).
  mutating func drawFingerPanel(isHorizontal: Bool, height: Double) throws {
    let top = y
    let bottom = y + height
    // The device, at least a point of it, and wherever a finger went beyond it: a finger off a
    // tiny or mistyped device still shows, and the ticks are those of the domain drawn.
    let values = isHorizontal ? timeline.fingerX : timeline.fingerY
    let low = min(0, values?.lowerBound ?? 0)
    let high = max(
      isHorizontal ? header.device.width : header.device.height, values?.upperBound ?? 0, low + 1)
    let scale =
      isHorizontal
      ? AxisScale(domain: low...high, start: bottom, end: top)
      : AxisScale(domain: low...high, start: top, end: bottom)
    let step = AxisScale.step(for: scale.span, atMost: 5)
    drawValueAxis(
      scale, ticks: scale.ticksThroughUpperBound(step: step), step: step, top: top, bottom: bottom)
    canvas.text(isHorizontal ? "finger x" : "finger y", x: Self.margin, y: top + 11, class: "name")
    canvas.text(isHorizontal ? "pt" : "pt, 0 = top", x: Self.margin, y: top + 25, class: "unit")
    if canvas.drawsUpperLayer {
      var paths = FingerPaths(time: time, scale: scale, isHorizontal: isHorizontal)
      try events { event in paths.read(event, into: &canvas) }
      paths.finish(into: &canvas)
    }
    y = bottom
  }

  /// Horizontal grid lines and tick labels at `ticks` of a panel's value scale, with the
  /// decimals of `step`, and its frame.
  mutating func drawValueAxis(_ scale: AxisScale, ticks: [Double], step: Double, top: Double, bottom: Double)
  {
    let decimals = AxisScale.decimals(for: step)
    for tick in ticks {
      let tickY = scale.position(tick)
      canvas.line(x1: plotLeft, y1: tickY, x2: plotRight, y2: tickY, class: "grid", on: .under)
      canvas.text(
        AxisScale.label(tick, decimals: decimals), x: plotLeft - 6, y: tickY + 3.5, class: "tick",
        anchor: .end)
    }
    canvas.rect(x: plotLeft, y: top, width: plotRight - plotLeft, height: bottom - top, class: "frame")
  }

  /// The interactive transitions' progress on a 0–1 scale, under a strip of labels for the
  /// transitions' starts and ends and the release decisions.
  mutating func drawProgressPanel(height: Double) throws {
    let labels = progressLabels
    // The note on labels not drawn goes above the rows, where reading starts.
    let rows = labels.rows + (labels.hidden > 0 ? 1 : 0)
    let top = y + Double(rows) * Self.labelRowHeight + (rows > 0 ? 6 : 0)
    let bottom = top + height
    let scale = AxisScale(domain: 0...1, start: bottom, end: top)
    drawValueAxis(scale, ticks: scale.ticks(step: 0.5), step: 0.5, top: top, bottom: bottom)
    canvas.text("progress", x: Self.margin, y: top + 11, class: "name")
    canvas.text("0–1", x: Self.margin, y: top + 25, class: "unit")
    for transition in timeline.transitions {
      let start = time.position(transition.start)
      let end = time.position(transition.end ?? timeline.end)
      let shade = transition.isInteractive ? "interactive" : "animated"
      canvas.rect(x: start, y: top, width: end - start, height: height, class: shade, on: .under)
    }
    if timeline.transitions.isEmpty {
      canvas.text(
        "no transition", x: (plotLeft + plotRight) / 2, y: (top + bottom) / 2 + 4, class: "empty",
        anchor: .middle)
    }
    if canvas.drawsUpperLayer {
      try drawProgressRuns(scale: scale)
    }
    if labels.hidden > 0 {
      let baseline = top - 6 - Double(labels.rows) * Self.labelRowHeight
      drawHiddenLabelsNote(timeline.transitionMoments, labels, baseline: baseline)
    }
    let placed = labels.placements.placed.map { label, placement in
      (timeline.transitionMoments[label], placement, top - 6 - Double(placement.row) * Self.labelRowHeight)
    }
    // Leaders first, so that one passing a label goes behind its text.
    for (_, placement, baseline) in placed {
      canvas.line(x1: placement.anchor, y1: baseline + 2, x2: placement.anchor, y2: top, class: "leader")
    }
    for (moment, placement, baseline) in placed {
      drawLabel(moment, placement: placement, baseline: baseline, class: Self.momentClass(moment.kind))
    }
    y = bottom
  }

  /// Whether each progress run is drawn in steps, as it holds between moves, or, where the
  /// steps would be too narrow to see, as a line: from a replay, since the runs' samples are not
  /// kept.
  mutating func measureProgressSteps() throws {
    var isStepped = [Bool](repeating: true, count: timeline.progressRuns.count)
    var previous: (run: Int, x: Double)?
    var runs = ProgressRunCursor()
    try Self.replay(header, events) { _, record in
      guard let run = runs.read(record) else { return }
      let x = time.position(record.t)
      if let previous, previous.run == run, !(x - previous.x >= 6) { isStepped[run] = false }
      previous = (run, x)
    }
    self.isStepped = isStepped
  }

  /// Each transition's progress, its release marker and the settling line to 1 or 0, from a
  /// replay: the runs' samples are written as they come.
  private mutating func drawProgressRuns(scale: AxisScale) throws {
    var runs = ProgressRunCursor()
    // The run being drawn, and its last point.
    var current = 0
    var last: (x: Double, y: Double)?
    try Self.replay(header, events) { _, record in
      guard let run = runs.read(record), case .progress(let value) = record.body else { return }
      while current < run {
        finishProgressRun(current, last: last, scale: scale)
        current += 1
        last = nil
      }
      let point = (x: time.position(record.t), y: scale.position(value))
      if let previous = last {
        if isStepped[run] { canvas.point((point.x, previous.y), isFirst: false) }
        canvas.point(point, isFirst: false)
      } else {
        canvas.startPolyline()
        canvas.point(point, isFirst: true)
      }
      last = point
    }
    while current < timeline.progressRuns.count {
      finishProgressRun(current, last: last, scale: scale)
      current += 1
      last = nil
    }
  }

  /// Ends run `index`'s line, started when it had a sample, whose `last` point it was, at its
  /// release (or at the end of the timeline), and draws the release.
  private mutating func finishProgressRun(_ index: Int, last: (x: Double, y: Double)?, scale: AxisScale) {
    let run = timeline.progressRuns[index]
    if let release = run.release {
      let releaseX = time.position(release.t)
      if let last {
        canvas.point((releaseX, last.y), isFirst: false)
        canvas.endPolyline(class: "progress")
      }
      let target = release.record.decision == .finish ? 1.0 : 0.0
      let from = (x: releaseX, y: scale.position(release.record.progress))
      let to = (x: time.position(release.t + release.record.settle), y: scale.position(target))
      canvas.polyline([from, to], class: "settle")
      let kind = release.record.decision == .finish ? "finish" : "cancel"
      canvas.line(x1: releaseX, y1: scale.end, x2: releaseX, y2: scale.start, class: "\(kind) release")
      drawDiamond(x: from.x, y: from.y, size: 5, class: "\(kind) mark", title: nil)
    } else if let last {
      canvas.point((time.position(timeline.end), last.y), isFirst: false)
      canvas.endPolyline(class: "progress")
    }
  }

  /// Where the labels of `moments` go, how many rows they take and how many found no room.
  ///
  /// Labels stay inside the plot, between the time axis's ends, and stacked by `stacking` so
  /// that a strip read from the top reads in time order. Where some must be left out, the
  /// rarest texts go first: in a long recording the strip then shows each failure reason and
  /// release decision, and leaves out the thousandth `began`.
  ///
  /// Widths and ranks are worked out once per distinct text, not once per label.
  static func layoutLabels(
    _ moments: Timeline.Moments, time: AxisScale, left: Double, right: Double, stacking: LabelRows.Stacking
  ) -> LabelRows.Layout {
    let counts = moments.labelCounts
    let widths = moments.labels.map(textWidth)
    var labels: [(anchor: Double, width: Double)] = []
    var ranks: [Int] = []
    labels.reserveCapacity(moments.count)
    ranks.reserveCapacity(moments.count)
    for position in moments.indices {
      let number = moments.labelNumber(at: position)
      labels.append((anchor: time.position(moments.time(at: position)), width: widths[number]))
      ranks.append(counts[number])
    }
    return LabelRows.layout(labels, left: left, right: right, ranks: ranks, stacking: stacking)
  }

  /// A line in a strip saying how many of its labels were not drawn, and which texts they had.
  mutating func drawHiddenLabelsNote(
    _ moments: Timeline.Moments, _ labels: LabelRows.Layout, baseline: Double
  ) {
    // Each text's count of labels, less those placed.
    var counts = moments.labelCounts
    for (label, _) in labels.placements.placed {
      counts[moments.labelNumber(at: label)] -= 1
    }
    var hidden: [String: Int] = [:]
    for (label, count) in zip(moments.labels, counts) where count > 0 {
      hidden[label] = count
    }
    let characters = Int((plotRight - plotLeft) / Self.characterWidth)
    let note = Self.hiddenLabelsNote(hidden, of: moments.count, characters: characters)
    canvas.text(note, x: plotLeft, y: baseline, class: "note")
    hasHiddenLabels = true
  }

  /// What a strip says of the labels it could not draw: how many, that their markers still give
  /// their records, then the texts left out more than once, most often first, as many as fit in
  /// `characters`.
  ///
  /// In a long recording most hidden labels repeat (`began`, `failed preventedBy pager.pan`), so
  /// their counts sum up what the strip could not spell out. `hidden` counts the labels left out
  /// by text.
  static func hiddenLabelsNote(_ hidden: [String: Int], of total: Int, characters: Int) -> String {
    let hiddenCount = hidden.values.reduce(0, +)
    var note = "\(hiddenCount) of \(total) labels not drawn for lack of room (hover a marker for its record)"
    let repeated = hidden.filter { $0.value > 1 }.sorted { first, second in
      first.value != second.value ? first.value > second.value : first.key < second.key
    }
    var noteLength = note.count
    for (index, (label, count)) in repeated.enumerated() {
      let item = " · \(count) × \(label)"
      let isLast = index == repeated.count - 1
      // Room is kept for the " · …" that says the list goes on.
      guard noteLength + item.count + (isLast ? 0 : 4) <= characters else {
        note += " · …"
        break
      }
      note += item
      noteLength += item.count
    }
    return note
  }

  /// A label's text beside its leader, in the row `placement` gives, with the record as tooltip.
  mutating func drawLabel(
    _ moment: Timeline.Moment, placement: LabelRows.Placement, baseline: Double, class name: String
  ) {
    // A flipped text ends at its leader whatever the font's real advance; others start where placed.
    let x = placement.isFlipped ? placement.anchor - LabelRows.inset : placement.start
    // The layout notes the records whose lines the drawing shows.
    neededRecords.insert(moment.record)
    canvas.text(
      moment.label, x: x, y: baseline, class: "label \(name)", anchor: placement.isFlipped ? .end : .start,
      title: recordLines[moment.record] ?? "")
  }

  /// An upright square marker.
  mutating func drawDiamond(x: Double, y: Double, size: Double, class name: String, title: String?) {
    canvas.polygon([(x, y - size), (x + size, y), (x, y + size), (x - size, y)], class: name, title: title)
  }

  /// An ✕ marker.
  mutating func drawCross(x: Double, y: Double, size: Double, class name: String, title: String?) {
    Self.drawCross(x: x, y: y, size: size, class: name, title: title, on: &canvas)
  }

  /// An ✕ marker on `canvas`.
  static func drawCross(
    x: Double, y: Double, size: Double, class name: String, title: String?, on canvas: inout SVGCanvas
  ) {
    let d =
      "M\(SVGCanvas.number(x - size)),\(SVGCanvas.number(y - size))"
      + "L\(SVGCanvas.number(x + size)),\(SVGCanvas.number(y + size))"
      + "M\(SVGCanvas.number(x - size)),\(SVGCanvas.number(y + size))"
      + "L\(SVGCanvas.number(x + size)),\(SVGCanvas.number(y - size))"
    canvas.path(d, class: name, title: title)
  }

  /// The class that colours a moment's marker and label.
  static func momentClass(_ kind: Timeline.Moment.Kind) -> String {
    switch kind {
    case .began: "began"
    case .waiting: "waiting"
    case .ended: "ended"
    case .failed, .cancelled: "failed"
    case .releaseFinish: "finish"
    case .releaseCancel: "cancel"
    case .transitionBegan, .transitionFinished: "transition"
    case .transitionCancelled: "cancel"
    case .navigationBar: "bar"
    case .action: "action"
    case .ignoredAction: "ignored"
    case .fault: "failed"
    case .scroll, .sliderValue: "scroll"
    }
  }
}
