import PopGesture
import PopGestureFormats

extension TimelinePlot {
  /// The class of finger `touch`'s line and markers: four colours, repeating.
  static func fingerClass(_ touch: Int) -> String {
    "finger\(((touch - 1) % 4 + 4) % 4 + 1)"
  }

  /// A panel of the fingers' x (leftward is down) or y (downward is down, as on the screen).
  mutating func drawFingerPanel(isHorizontal: Bool, height: Double) {
    let top = y
    let bottom = y + height
    // The device, at least a point of it, and wherever a finger went beyond it: a finger off a
    // tiny or mistyped device still shows, and the ticks are those of the domain drawn.
    let values = timeline.fingers.lazy.flatMap(\.samples).map { isHorizontal ? $0.location.x : $0.location.y }
    let low = min(0, values.min() ?? 0)
    let high = max(isHorizontal ? trace.device.width : trace.device.height, values.max() ?? 0, low + 1)
    let scale =
      isHorizontal
      ? AxisScale(domain: low...high, start: bottom, end: top)
      : AxisScale(domain: low...high, start: top, end: bottom)
    let step = AxisScale.step(for: scale.span, atMost: 5)
    drawValueAxis(
      scale, ticks: scale.ticksThroughUpperBound(step: step), step: step, top: top, bottom: bottom)
    canvas.text(isHorizontal ? "finger x" : "finger y", x: Self.margin, y: top + 11, class: "name")
    canvas.text(isHorizontal ? "pt" : "pt, 0 = top", x: Self.margin, y: top + 25, class: "unit")
    for path in timeline.fingers {
      let name = Self.fingerClass(path.touch)
      let points = path.samples.map { sample in
        (x: time.position(sample.t), y: scale.position(isHorizontal ? sample.location.x : sample.location.y))
      }
      canvas.polyline(points, class: "\(name) path", title: "finger \(path.touch)")
      guard let first = points.first, let last = points.last else { continue }
      canvas.circle(
        x: first.x, y: first.y, radius: 3.5, class: "\(name) down", title: "finger \(path.touch) down")
      switch path.end {
      case .ended?:
        canvas.circle(
          x: last.x, y: last.y, radius: 3.5, class: "\(name) up", title: "finger \(path.touch) up")
      case .cancelled?:
        drawCross(
          x: last.x, y: last.y, size: 4, class: "\(name) cross", title: "finger \(path.touch) cancelled")
      case .began?, .moved?, nil:
        break
      }
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
  mutating func drawProgressPanel(height: Double) {
    let labels = layoutLabels(timeline.transitionMoments, stacking: .earlierFarther)
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
      let shade = transition.record.interactive ? "interactive" : "animated"
      canvas.rect(x: start, y: top, width: end - start, height: height, class: shade, on: .under)
    }
    if timeline.transitions.isEmpty {
      canvas.text(
        "no transition", x: (plotLeft + plotRight) / 2, y: (top + bottom) / 2 + 4, class: "empty",
        anchor: .middle)
    }
    for run in timeline.progressRuns {
      drawProgressRun(run, scale: scale)
    }
    if labels.hidden > 0 {
      let baseline = top - 6 - Double(labels.rows) * Self.labelRowHeight
      drawHiddenLabelsNote(timeline.transitionMoments, labels, baseline: baseline)
    }
    let placed = zip(timeline.transitionMoments, labels.placements).compactMap { moment, placement in
      placement.map { (moment, $0, top - 6 - Double($0.row) * Self.labelRowHeight) }
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

  /// One transition's progress, its release marker and the settling line to 1 or 0.
  private mutating func drawProgressRun(_ run: Timeline.ProgressRun, scale: AxisScale) {
    // Progress holds between moves, so it is drawn in steps, unless they are too narrow to see.
    let xs = run.samples.map { time.position($0.t) }
    let isStepped = zip(xs, xs.dropFirst()).allSatisfy { $1 - $0 >= 6 }
    var points: [(x: Double, y: Double)] = []
    for (x, sample) in zip(xs, run.samples) {
      if isStepped, let previous = points.last { points.append((x, previous.y)) }
      points.append((x, scale.position(sample.value)))
    }
    if let release = run.release {
      let releaseX = time.position(release.t)
      if let last = points.last { points.append((releaseX, last.y)) }
      canvas.polyline(points, class: "progress")
      let target = release.record.decision == .finish ? 1.0 : 0.0
      let from = (x: releaseX, y: scale.position(release.record.progress))
      let to = (x: time.position(release.t + release.record.settle), y: scale.position(target))
      canvas.polyline([from, to], class: "settle")
      let kind = release.record.decision == .finish ? "finish" : "cancel"
      canvas.line(x1: releaseX, y1: scale.end, x2: releaseX, y2: scale.start, class: "\(kind) release")
      drawDiamond(x: from.x, y: from.y, size: 5, class: "\(kind) mark", title: nil)
    } else {
      if let last = points.last { points.append((time.position(timeline.end), last.y)) }
      canvas.polyline(points, class: "progress")
    }
  }

  /// Where the labels of `moments` go, how many rows they take and how many found no room.
  ///
  /// Labels stay inside the plot, between the time axis's ends, and stacked by `stacking` so
  /// that a strip read from the top reads in time order. Where some must be left out, the
  /// rarest texts go first: in a long recording the strip then shows each failure reason and
  /// release decision, and leaves out the thousandth `began`.
  func layoutLabels(_ moments: [Timeline.Moment], stacking: LabelRows.Stacking) -> LabelRows.Layout {
    var counts: [String: Int] = [:]
    for moment in moments {
      counts[moment.label, default: 0] += 1
    }
    return LabelRows.layout(
      moments.map { (anchor: time.position($0.t), width: Self.textWidth($0.label)) }, left: plotLeft,
      right: plotRight, ranks: moments.map { counts[$0.label] ?? 0 }, stacking: stacking)
  }

  /// A line in a strip saying how many of its labels were not drawn, and which texts they had.
  mutating func drawHiddenLabelsNote(
    _ moments: [Timeline.Moment], _ labels: LabelRows.Layout, baseline: Double
  ) {
    let hidden = zip(moments, labels.placements).compactMap { $1 == nil ? $0.label : nil }
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
  /// their counts sum up what the strip could not spell out.
  static func hiddenLabelsNote(_ hidden: [String], of total: Int, characters: Int) -> String {
    var note = "\(hidden.count) of \(total) labels not drawn for lack of room (hover a marker for its record)"
    var counts: [String: Int] = [:]
    for label in hidden {
      counts[label, default: 0] += 1
    }
    let repeated = counts.filter { $0.value > 1 }.sorted { first, second in
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
    canvas.text(
      moment.label, x: x, y: baseline, class: "label \(name)", anchor: placement.isFlipped ? .end : .start,
      title: moment.record)
  }

  /// An upright square marker.
  mutating func drawDiamond(x: Double, y: Double, size: Double, class name: String, title: String?) {
    canvas.polygon([(x, y - size), (x + size, y), (x, y + size), (x - size, y)], class: name, title: title)
  }

  /// An ✕ marker.
  mutating func drawCross(x: Double, y: Double, size: Double, class name: String, title: String?) {
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
