import PopGesture
import PopGestureFormats

extension TimelinePlot {
  /// The band's height in a lane.
  static let bandHeight = 12.0

  /// One lane per recognizer, one per slider that guarded a sequence, then the navigation bar,
  /// then actions and scrolls when there are any.
  mutating func drawLanes() throws {
    // The lanes' labels were laid out in this order (see `laneMoments(of:)`).
    var strip = laneLabels.startIndex
    for lane in timeline.lanes + timeline.sliderLanes {
      // Each span's title is written as it is drawn: a long recording has hundreds of thousands.
      let spans = lane.spans.lazy.map { span in
        let state: String
        switch span.state {
        case .possible: state = "possible"
        case .waiting: state = "waiting"
        case .recognizing: state = "recognizing"
        case .tracking: state = "tracking"
        }
        return (start: span.start, end: span.end, class: state, title: "\(lane.name) \(state)")
      }
      try drawLane(name: lane.name, spans: spans, moments: lane.moments, labels: laneLabels[strip])
      strip += 1
    }
    let bar = timeline.bar.lazy.map { span in
      (
        start: span.start, end: span.end, class: span.state ? "hidden" : "shown",
        title: span.state ? "navigation bar hidden" : "navigation bar shown"
      )
    }
    try drawLane(name: "nav bar", spans: bar, moments: timeline.barMoments, labels: laneLabels[strip])
    strip += 1
    if !timeline.actionMoments.isEmpty {
      try drawLane(
        name: "actions", spans: [BandSpan](), moments: timeline.actionMoments, labels: laneLabels[strip])
      strip += 1
    }
    if !timeline.scrollMoments.isEmpty {
      try drawLane(
        name: "scroll", spans: [BandSpan](), moments: timeline.scrollMoments, labels: laneLabels[strip])
    }
  }

  /// Each lane's moments, in the order `drawLanes` draws the lanes: recognizers, sliders, the
  /// navigation bar, then actions and scrolls when there are any.
  static func laneMoments(of timeline: Timeline) -> [Timeline.Moments] {
    var moments = (timeline.lanes + timeline.sliderLanes).map(\.moments) + [timeline.barMoments]
    if !timeline.actionMoments.isEmpty { moments.append(timeline.actionMoments) }
    if !timeline.scrollMoments.isEmpty { moments.append(timeline.scrollMoments) }
    return moments
  }

  /// A stretch of a lane's band: where it starts and ends, its class and its tooltip.
  typealias BandSpan = (start: Double, end: Double, class: String, title: String)

  /// A lane: its name, a band of coloured spans, a marker per moment and the `labels` under them.
  private mutating func drawLane(
    name: String, spans: some Collection<BandSpan>, moments: Timeline.Moments, labels: LabelRows.Layout
  ) throws {
    let bandTop = y + 5
    let bandBottom = bandTop + Self.bandHeight
    let center = bandTop + Self.bandHeight / 2
    let room = Int((plotLeft - Self.margin - 12) / Self.characterWidth)
    let shown = name.count <= room ? name : String(name.prefix(max(1, room - 1))) + "…"
    canvas.text(shown, x: Self.margin, y: center + 4, class: "name", title: shown == name ? nil : name)
    if spans.isEmpty {
      canvas.line(x1: plotLeft, y1: center, x2: plotRight, y2: center, class: "baseline")
    }
    for span in spans {
      let start = time.position(span.start)
      canvas.rect(
        x: start, y: bandTop, width: time.position(span.end) - start, height: Self.bandHeight,
        class: "band \(span.class)", title: span.title)
    }
    let placed = labels.placements.placed.map { label, placement in
      (moments[label], placement, bandBottom + 13 + Double(placement.row) * Self.labelRowHeight)
    }
    // Leaders first, so that one passing a label goes behind its text.
    for (_, placement, baseline) in placed {
      canvas.line(
        x1: placement.anchor, y1: bandBottom, x2: placement.anchor, y2: baseline - 9, class: "leader")
    }
    for (moment, placement, baseline) in placed {
      drawLabel(moment, placement: placement, baseline: baseline, class: Self.momentClass(moment.kind))
    }
    try drawMarkers(moments, y: center)
    var rows = labels.rows
    if labels.hidden > 0 {
      drawHiddenLabelsNote(moments, labels, baseline: bandBottom + 13 + Double(rows) * Self.labelRowHeight)
      rows += 1
    }
    y = bandBottom + Double(rows) * Self.labelRowHeight + 8
    canvas.line(x1: Self.margin, y1: y, x2: plotRight, y2: y, class: "separator", on: .under)
  }

  /// The markers of a lane's moments, each with its record's line as tooltip: from lines the
  /// layout had read for a short strip, else from another replay, each line written as its
  /// record comes, so that a long recording's lines are never all held.
  private mutating func drawMarkers(_ moments: Timeline.Moments, y: Double) throws {
    guard moments.count > heldMarkerLimit else {
      for moment in moments {
        // The layout notes the records whose lines the drawing shows.
        neededRecords.insert(moment.record)
        drawMarker(moment, x: time.position(moment.t), y: y, title: recordLines[moment.record] ?? "")
      }
      return
    }
    guard canvas.drawsUpperLayer else { return }
    // A moment's record comes at its place in the log, and the moments are in log order.
    var next = moments.startIndex
    try Self.replay(header, events) { index, record in
      while next < moments.endIndex, moments.record(at: next) == index {
        let moment = moments[next]
        drawMarker(moment, x: time.position(moment.t), y: y, title: TextFormat.line(record))
        next += 1
      }
    }
  }

  /// The marker of one moment on its lane's band.
  private mutating func drawMarker(_ moment: Timeline.Moment, x: Double, y: Double, title: String) {
    let name = Self.momentClass(moment.kind)
    switch moment.kind {
    case .began, .waiting, .navigationBar, .scroll, .sliderValue:
      canvas.circle(x: x, y: y, radius: 4, class: "\(name) mark", title: title)
    case .ended:
      canvas.rect(x: x - 3.5, y: y - 3.5, width: 7, height: 7, class: "\(name) mark", title: title)
    case .failed, .cancelled, .fault:
      drawCross(x: x, y: y, size: 4, class: "\(name) cross", title: title)
    case .action, .ignoredAction, .releaseFinish, .releaseCancel, .transitionBegan, .transitionFinished,
      .transitionCancelled:
      drawDiamond(x: x, y: y, size: 5, class: "\(name) mark", title: title)
    }
  }
}
