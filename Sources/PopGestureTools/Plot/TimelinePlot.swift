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
/// Its time and memory grow linearly with the trace. A long recording's label strips stop at
/// `LabelRows.maximumRows` rows, keep the rarest labels, and say how many they left out; every
/// axis has at most `AxisScale.maximumTicks` ticks (see <doc:Plots>).
public struct TimelinePlot {
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

  let timeline: Timeline
  let trace: Trace
  let policy: PolicyName
  let file: String?
  /// Where the time axis starts and ends, in x.
  let plotLeft: Double
  let plotRight: Double
  let time: AxisScale
  let timeStep: Double
  var canvas = SVGCanvas()
  /// The top of what is drawn next.
  var y = 0.0
  /// Whether a strip said it left labels out, so the stylesheet needs the note's rule.
  var hasHiddenLabels = false

  /// The SVG document for `trace` replayed under `policy` (its own when nil); `file`, when given,
  /// is named under the title.
  public static func svg(for trace: Trace, policy: PolicyName? = nil, ios: Int? = nil, file: String? = nil)
    -> String
  {
    let trace = trace.overriding(policy: policy, ios: ios)
    // The records stream into the timeline as the replay writes them: the drawing keeps only
    // what it shows, a fraction of a long log.
    let timeline = Timeline(trace: trace) { read in
      var replayer = Replayer(trace: trace)
      for index in trace.events.indices {
        replayer.feed(trace.events[index])
        replayer.drainRecords(read)
      }
      replayer.finish()
      replayer.drainRecords(read)
    }
    var plot = TimelinePlot(timeline: timeline, trace: trace, policy: trace.policy, file: file)
    return plot.render()
  }

  /// Sizes the label column to the longest lane name and fits round time ticks to the timeline.
  private init(timeline: Timeline, trace: Trace, policy: PolicyName, file: String?) {
    self.timeline = timeline
    self.trace = trace
    self.policy = policy
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
  }

  /// Draws every part from the top down and returns the document.
  private mutating func render() -> String {
    y = 14
    drawTitle()
    drawLegend()
    let top = y
    drawFingerPanel(isHorizontal: true, height: 120)
    y += 18
    drawFingerPanel(isHorizontal: false, height: 80)
    y += 18
    drawProgressPanel(height: 80)
    y += 14
    drawLanes()
    let bottom = y
    drawTimeAxis(top: top, bottom: bottom)
    drawCaption()
    y += 12
    let heading = TextFormat.header(policy: policy, ios: trace.device.ios, name: trace.name ?? file)
      .dropFirst(2)
    // The note's rule only where a note is drawn, so pictures without one keep their bytes.
    let style = Self.style + (hasHiddenLabels ? Self.noteStyle : "")
    return canvas.document(width: Self.width, height: y.rounded(.up), style: style, title: String(heading))
  }

  /// The trace's name, or its file, or a placeholder.
  private var title: String {
    trace.name ?? file ?? "untitled trace"
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
    var parts = ["policy \(policy.rawValue) (\(Self.systemName(policy))) on iOS \(trace.device.ios)"]
    if let file, trace.name != nil { parts.append(file) }
    // Whole points, except a size under one, which would read as 0.
    let size = { (value: Double) in value < 1 ? NumberText.json(value) : AxisScale.label(value, decimals: 0) }
    parts.append("device \(size(trace.device.width)) × \(size(trace.device.height)) pt")
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
          + (trace.navigation.navigationBarHidden ? "hidden" : "shown")
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
