import PopGesture
import PopGestureFormats

/// A self-contained SVG picture of one replay along a shared time axis.
///
/// From top to bottom: the title, a legend, the fingers' x and y (from the trace's touch
/// events), the interactive transition's progress with its release decision, one band per
/// recognizer showing its state, one per slider that guarded a swipe showing when it tracked,
/// the navigation bar, actions and scrolls, the time axis, and the start and final stack as a
/// caption. Everything is computed from the trace alone, with fixed
/// number formatting, so the same trace always gives the same bytes.
///
/// Its time grows linearly with the trace, and its memory with what the picture summarizes
/// (spans, moments, one entry per finger or transition), not with the samples or the records:
/// the trace is read several times over (see `write(header:events:policy:ios:file:to:)`), and
/// the SVG goes out in pieces as it is drawn. A long recording's label strips stop at
/// `LabelRows.maximumRows` rows, keep the rarest labels, and say how many they left out; every
/// axis has at most `AxisScale.maximumTicks` ticks (see <doc:Plots>).
public struct TimelinePlot {
  /// Reads a trace's events again, in order, handing each to `visit`: once for every pass.
  typealias Events = (_ visit: (Event) -> Void) throws -> Void

  /// The picture's width in SVG units (CSS pixels).
  static let width = 1000.0
  /// The advance of one character of the 11 px monospaced font, rounded up.
  static let characterWidth = 6.7
  /// The height of one row of labels.
  static let labelRowHeight = 14.0
  /// Distance from the left edge to names and panel titles.
  static let margin = 16.0
  /// The most lines the title takes.
  static let maximumTitleLines = 3
  /// A strip with at most this many moments has the tooltips of its markers written from lines
  /// kept from one replay; a longer one replays the trace again to write them as they come.
  static let heldMarkerLimit = 2_000

  let timeline: Timeline
  let header: TraceHeader
  /// The most moments of a strip whose markers' lines are kept (`heldMarkerLimit`, but for tests).
  let heldMarkerLimit: Int
  let events: Events
  let policy: PolicyName
  let file: String?
  /// Where the time axis starts and ends, in x.
  let plotLeft: Double
  let plotRight: Double
  let time: AxisScale
  let timeStep: Double
  /// Where the progress strip's labels go.
  let progressLabels: LabelRows.Layout
  /// Where each lane's labels go, in the order of `laneMoments`.
  let laneLabels: [LabelRows.Layout]
  var canvas = SVGCanvas.measuring()
  /// The top of what is drawn next.
  var y = 0.0
  /// Whether a strip said it left labels out, so the stylesheet needs the note's rule.
  var hasHiddenLabels = false
  /// Whether each progress run is drawn in steps, by run.
  var isStepped: [Bool] = []
  /// The records whose lines the drawing needs from `recordLines`, found by the layout.
  var neededRecords: Set<Int> = []
  /// The text-log lines of the records that labels and short strips' markers show, by record.
  var recordLines: [Int: String] = [:]

  /// The SVG document for `trace` replayed under `policy` (its own when nil); `file`, when given,
  /// is named under the title.
  public static func svg(for trace: Trace, policy: PolicyName? = nil, ios: Int? = nil, file: String? = nil)
    -> String
  {
    var bytes: [UInt8] = []
    write(
      header: trace.header, events: { visit in trace.events.forEach(visit) }, policy: policy, ios: ios,
      file: file, to: { bytes.append(contentsOf: $0) })
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Writes the SVG document for the trace with `header` replayed under `policy` (its own when
  /// nil) to `sink`, in pieces; `file`, when given, is named under the title.
  ///
  /// `events` reads the trace's events, handing each to its argument in order, and is called
  /// once per pass, each time reading them afresh: a pass replays the trace to gather the
  /// timeline, others draw the fingers' samples and the progress, and write the records' lines
  /// as tooltips. So neither the events, nor the samples, nor the log, nor the SVG is ever held
  /// whole. It must hand over the same events every time; whatever it throws ends the plot and
  /// is thrown here, with part of the document perhaps written.
  public static func write<Failure: Error>(
    header: TraceHeader, events: @escaping (_ visit: (Event) -> Void) throws(Failure) -> Void,
    policy: PolicyName? = nil, ios: Int? = nil, file: String? = nil,
    to sink: @escaping (UnsafeRawBufferPointer) -> Void
  ) throws(Failure) {
    try write(
      header: header, events: events, policy: policy, ios: ios, file: file, heldMarkerLimit: heldMarkerLimit,
      to: sink)
  }

  /// `write(header:events:policy:ios:file:to:)`, keeping the record lines of strips of at most
  /// `heldMarkerLimit` moments: a test compares the two ways of writing markers' tooltips.
  static func write<Failure: Error>(
    header: TraceHeader, events: @escaping (_ visit: (Event) -> Void) throws(Failure) -> Void,
    policy: PolicyName? = nil, ios: Int? = nil, file: String? = nil, heldMarkerLimit: Int,
    to sink: @escaping (UnsafeRawBufferPointer) -> Void
  ) throws(Failure) {
    do {
      try draw(
        header: header.overriding(policy: policy, ios: ios), events: events, file: file,
        heldMarkerLimit: heldMarkerLimit, to: sink)
    } catch let error as Failure {
      throw error
    } catch {
      // Only `events` throws, and it throws only `Failure`.
      preconditionFailure("a plot's own passes do not throw: \(error)")
    }
  }

  /// Gathers the timeline in one pass, lays the picture out, then draws it to `sink`.
  private static func draw(
    header: TraceHeader, events: @escaping Events, file: String?, heldMarkerLimit: Int,
    to sink: @escaping (UnsafeRawBufferPointer) -> Void
  ) throws {
    var builder = Timeline.Builder(header: header)
    try replay(header, events, event: { builder.read($0) }, record: { _, record in builder.read(record) })
    var plot = TimelinePlot(
      timeline: builder.finish(), header: header, events: events, file: file, heldMarkerLimit: heldMarkerLimit
    )
    try plot.measureProgressSteps()
    // Where everything goes, how tall the picture is, and the records the labels show.
    try plot.render()
    try plot.readRecordLines()
    let heading = TextFormat.header(policy: header.policy, ios: header.device.ios, name: header.name ?? file)
      .dropFirst(2)
    // The note's rule only where a note is drawn, so pictures without one keep their bytes.
    let style = Self.style + (plot.hasHiddenLabels ? Self.noteStyle : "")
    // The lower layer is listed first: the picture is drawn once for it and once for the upper.
    plot.canvas = SVGCanvas(drawing: .under, to: sink)
    plot.canvas.writeRaw(
      SVGCanvas.head(width: Self.width, height: plot.y.rounded(.up), style: style, title: String(heading)))
    try plot.render()
    plot.canvas.flush()
    plot.canvas = SVGCanvas(drawing: .over, to: sink)
    try plot.render()
    plot.canvas.writeRaw(SVGCanvas.tail)
    plot.canvas.flush()
  }

  /// Replays the trace that `events` reads, handing each event, then each record it wrote with
  /// its place in the log.
  static func replay(
    _ header: TraceHeader, _ events: Events, event visitEvent: (Event) -> Void = { _ in },
    record visitRecord: (_ index: Int, _ record: Record) -> Void
  ) throws {
    var replayer = Replayer(header: header)
    var count = 0
    // `events` calls back into the visitors, which it cannot hold on to.
    try withoutActuallyEscaping(visitEvent) { visitEvent in
      try withoutActuallyEscaping(visitRecord) { visitRecord in
        try events { event in
          visitEvent(event)
          replayer.feed(event)
          replayer.drainRecords { record in
            visitRecord(count, record)
            count += 1
          }
        }
      }
    }
    replayer.finish()
    replayer.drainRecords { record in
      visitRecord(count, record)
      count += 1
    }
  }

  /// Sizes the label column to the longest lane name and fits round time ticks to the timeline.
  private init(
    timeline: Timeline, header: TraceHeader, events: @escaping Events, file: String?, heldMarkerLimit: Int
  ) {
    self.timeline = timeline
    self.header = header
    self.heldMarkerLimit = heldMarkerLimit
    self.events = events
    self.policy = header.policy
    self.file = file
    let names = (timeline.lanes + timeline.sliderLanes).map(\.name) + ["nav bar", "finger x", "progress"]
    let longest = names.map(\.count).max() ?? 0
    // Very long names are cut short rather than squeezing the time axis.
    plotLeft = min(280, max(130, (Self.margin + Double(longest) * Self.characterWidth + 36).rounded()))
    plotRight = Self.width - 40
    let span = max(timeline.end - timeline.start, 0.1)
    timeStep = AxisScale.step(for: span, atMost: 10)
    // A little room after the last moment, so its marker does not sit on the edge.
    let axisEnd = ((timeline.start + span * 1.02) / timeStep).rounded(.up) * timeStep
    time = AxisScale(domain: timeline.start...axisEnd, start: plotLeft, end: plotRight)
    // Laid out once, for the three times the picture is drawn: a long recording's strips have
    // hundreds of thousands of labels, and laying them out is much of a plot's time.
    let (time, left, right) = (time, plotLeft, plotRight)
    progressLabels = Self.layoutLabels(
      timeline.transitionMoments, time: time, left: left, right: right, stacking: .earlierFarther)
    laneLabels = Self.laneMoments(of: timeline).map {
      Self.layoutLabels($0, time: time, left: left, right: right, stacking: .earlierNearer)
    }
  }

  /// Reads the lines of the records in `neededRecords` from another replay.
  private mutating func readRecordLines() throws {
    guard !neededRecords.isEmpty else { return }
    var lines: [Int: String] = [:]
    let needed = neededRecords
    try Self.replay(header, events) { index, record in
      if needed.contains(index) { lines[index] = TextFormat.line(record) }
    }
    recordLines = lines
  }

  /// Draws every part from the top down: the layout when the canvas keeps only the lower
  /// layer, the picture when it draws the upper one.
  private mutating func render() throws {
    y = 14
    hasHiddenLabels = false
    drawTitle()
    drawLegend()
    let top = y
    try drawFingerPanel(isHorizontal: true, height: 120)
    y += 18
    try drawFingerPanel(isHorizontal: false, height: 80)
    y += 18
    try drawProgressPanel(height: 80)
    y += 14
    try drawLanes()
    let bottom = y
    drawTimeAxis(top: top, bottom: bottom)
    drawCaption()
    y += 12
  }

  /// The trace's name, or its file, or a placeholder.
  private var title: String {
    header.name ?? file ?? "untitled trace"
  }

  /// The trace's name, wrapped, and a line with the policy, file and device.
  private mutating func drawTitle() {
    let characters = Int((Self.width - 2 * Self.margin) / 8.6)
    var lines = Self.wrap(title, width: characters)
    // A title longer than a few lines (a synthesized trace's summary of a thousand swipes) is
    // cut, and the whole of it is the last line's tooltip.
    var tooltip: String?
    if lines.count > Self.maximumTitleLines {
      lines.removeLast(lines.count - Self.maximumTitleLines)
      lines[lines.count - 1] = String(lines[lines.count - 1].prefix(characters - 1)) + "…"
      tooltip = title
    }
    for (index, line) in lines.enumerated() {
      y += 20
      canvas.text(
        line, x: Self.margin, y: y, class: "title", title: index == lines.count - 1 ? tooltip : nil)
    }
    var parts = ["policy \(policy.rawValue) (\(Self.systemName(policy))) on iOS \(header.device.ios)"]
    if let file, header.name != nil { parts.append(file) }
    // Whole points, except a size under one, which would read as 0.
    let size = { (value: Double) in value < 1 ? NumberText.json(value) : AxisScale.label(value, decimals: 0) }
    parts.append("device \(size(header.device.width)) × \(size(header.device.height)) pt")
    let subtitle = parts.joined(separator: " · ")
    let characters11 = Int((Self.width - 2 * Self.margin) / Self.characterWidth)
    for line in Self.wrap(subtitle, width: characters11) {
      y += 17
      canvas.text(line, x: Self.margin, y: y, class: "subtitle")
    }
    y += 14
  }

  /// The system a policy models, in the words of the manual (CommandLine.md).
  static func systemName(_ policy: PolicyName) -> String {
    switch policy {
    case .fd: "FDFullscreenPopGesture"
    case .fd1_1: "FDFullscreenPopGesture 1.1"
    case .zw: "ZWFullScreenPanBack"
    case .kvc: "KVC target swap"
    case .uikit: "UIKit alone"
    }
  }

  /// Breaks `text` at spaces into lines of at most `width` characters; longer words get their own line.
  static func wrap(_ text: String, width: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    // Characters are counted once per word: `String.count` walks the whole string.
    var lineCount = 0
    for word in text.split(separator: " ", omittingEmptySubsequences: false) {
      let wordCount = word.count
      if line.isEmpty {
        line = String(word)
        lineCount = wordCount
      } else if lineCount + 1 + wordCount <= width {
        line += " " + word
        lineCount += 1 + wordCount
      } else {
        lines.append(line)
        line = String(word)
        lineCount = wordCount
      }
    }
    lines.append(line)
    return lines
  }

  /// The width of `text` in the 11 px monospaced font.
  static func textWidth(_ text: String) -> Double {
    Double(text.count) * characterWidth
  }

  /// Vertical grid lines through every panel, and the seconds under the last lane.
  private mutating func drawTimeAxis(top: Double, bottom: Double) {
    let decimals = AxisScale.decimals(for: timeStep)
    for tick in time.ticks(step: timeStep) {
      let x = time.position(tick)
      canvas.line(x1: x, y1: top, x2: x, y2: bottom, class: "grid", on: .under)
      canvas.line(x1: x, y1: bottom, x2: x, y2: bottom + 4, class: "axis")
      canvas.text(
        AxisScale.label(tick, decimals: decimals), x: x, y: bottom + 16, class: "tick", anchor: .middle)
    }
    canvas.line(x1: plotLeft, y1: bottom, x2: plotRight, y2: bottom, class: "axis")
    canvas.text("time (s)", x: Self.margin, y: bottom + 16, class: "name")
    y = bottom + 22
  }

  /// The stack at the start and at the end, the bar and any fault, under the time axis.
  private mutating func drawCaption() {
    var lines = [
      (
        "start",
        "stack [\(timeline.initialStack.joined(separator: ", "))] · bar "
          + (header.navigation.navigationBarHidden ? "hidden" : "shown")
      )
    ]
    if let final = timeline.final {
      let state =
        "stack [\(final.stack.joined(separator: ", "))] · bar "
        + (final.navigationBarHidden ? "hidden" : "shown") + " · "
        + (final.transitioning ? "transitioning" : "idle") + " · fault " + (final.fault?.rawValue ?? "none")
        + (final.presented.map { " · presented \($0)" } ?? "")
      lines.append(("final", state))
    }
    if let detail = timeline.faultDetail {
      lines.append(("fault", detail))
    }
    y += 8
    canvas.line(x1: Self.margin, y1: y, x2: Self.width - Self.margin, y2: y, class: "rule")
    let indent = 48.0
    let characters = Int((Self.width - 2 * Self.margin - indent) / Self.characterWidth)
    for (key, value) in lines {
      canvas.text(key, x: Self.margin, y: y + 16, class: "name")
      for part in Self.wrap(value, width: characters) {
        y += 16
        canvas.text(part, x: Self.margin + indent, y: y, class: "caption")
      }
    }
  }

}
