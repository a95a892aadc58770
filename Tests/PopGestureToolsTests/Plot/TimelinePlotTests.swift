import Foundation
import PopGestureFormats
import PopGestureTestSupport
import Testing

@testable import PopGesture
@testable import PopGestureTools

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The tests of `PopGestureTools`'s `Plot/` folder: one suite across its files, each file extending it,
/// so that `swift test` prints the suite once. This file's tests follow.
/// The SVG timeline of a replay: byte-for-byte goldens for a few traces, well-formed XML for every
/// trace, and the parts a reader looks for.
///
/// A missing golden is written and the test still fails, so a new picture is always looked at
/// (render it with `chromium --headless --screenshot` before committing it).
@Suite("PopGestureTools: Plot")
struct PlotSuite {
  /// The traces with a plot golden in `Tests/Fixtures/plots/<name>.svg`.
  static let goldens = [
    "fast-swipe-from-middle-pops",
    "pager-first-page-without-recipe-blocks-pop",
    "bar-hidden-to-shown-on-cancelled-pop",
    "uikit26-pager-first-page-waits-then-content-pop-wins",
    "slider-in-scroll-view-vertical-drag-on-thumb-scrolls",
    "slider-swiped-horizontally-blocks-pop-above-it-pops",
    "kvc-swipe-on-root-screen-freezes",
  ]

  /// The plot of `Traces/<name>.json`, as `popgesture plot` draws it from the package root.
  static func plot(_ name: String, policy: PolicyName? = nil, ios: Int? = nil) throws -> String {
    let path = "Traces/\(name).json"
    return TimelinePlot.svg(for: try RepositoryTraces.decode(path), policy: policy, ios: ios, file: path)
  }

  @Test("the plot of the trace matches its golden")
  func matchesGolden() {
    eachArgument(Self.goldens) { name in try matchesGolden(name: name) }
  }

  func matchesGolden(name: String) throws {
    let actual = try Self.plot(name)
    let golden = "Tests/Fixtures/plots/\(name).svg"
    let url = PackageFiles.url(golden)
    guard FileManager.default.fileExists(atPath: url.path) else {
      try Data(actual.utf8).write(to: url)
      Issue.record("recorded missing golden \(golden); look at it in a browser, then commit it")
      return
    }
    let expected = String(decoding: try Data(contentsOf: url), as: UTF8.self)
    if let diff = UnifiedDiff.diff(old: expected, new: actual, oldName: golden, newName: "\(golden) (actual)")
    {
      Issue.record(
        """
        the plot differs from its golden
        trace: Traces/\(name).json
        golden: \(golden)
        \(diff)if the new picture is right, delete the golden and run the tests to write it again
        """)
    }
  }

  @Test("the plot of every trace is well-formed XML")
  func isWellFormed() {
    eachArgument(RepositoryTraces.traces) { trace in try isWellFormed(trace: trace) }
  }

  func isWellFormed(trace: String) throws {
    let svg = TimelinePlot.svg(for: try RepositoryTraces.decode(trace), file: trace)
    let document = try ParsedXML(svg)
    #expect(document.elements.first?.name == "svg")
    #expect(document.elements.first?.attributes["xmlns"] == "http://www.w3.org/2000/svg")
  }

  @Test("the title names the trace and the policy, and the caption gives both stacks")
  func titleAndCaption() throws {
    let document = try ParsedXML(try Self.plot("fast-swipe-from-middle-pops"))
    let title = "a quick, confident swipe from the middle of the screen pops the thread"
    #expect(document.elements(named: "title").first?.text == "fd on iOS 26: " + title)
    let texts = document.texts
    #expect(texts.contains(title))
    let subtitle = "policy fd (FDFullscreenPopGesture) on iOS 26 · Traces/fast-swipe-from-middle-pops.json"
    #expect(texts.contains(subtitle + " · device 390 × 844 pt"))
    #expect(texts.contains("stack [inbox, thread] · bar shown"))
    #expect(texts.contains("stack [inbox] · bar shown · idle · fault none"))
    #expect(texts.contains("finish: progress 0.487, 1000.0 pt/s"))
    #expect(texts.contains("pop thread → inbox"))
  }

  @Test("the legend names the fingers, the progress and every recognizer state")
  func legend() throws {
    let texts = try ParsedXML(try Self.plot("uikit26-pager-first-page-waits-then-content-pop-wins")).texts
    for entry in [
      "finger 1", "progress", "settling", "release: finish", "release: cancel", "possible", "waiting",
      "began/changed", "ended", "failed/cancelled", "bar shown", "bar hidden",
    ] {
      #expect(texts.contains(entry), "legend entry \(entry)")
    }
  }

  @Test("a recognizer's lane shows where it began, waited and failed, with the reason")
  func reasonMarkers() throws {
    let pager = try ParsedXML(try Self.plot("pager-first-page-without-recipe-blocks-pop")).texts
    #expect(pager.contains("pager.pan"))
    #expect(pager.contains("began"))
    #expect(pager.contains("failed preventedBy pager.pan"))
    #expect(pager.contains("no transition"))
    let native = try ParsedXML(try Self.plot("uikit26-pager-first-page-waits-then-content-pop-wins")).texts
    #expect(native.contains("waiting"))
    #expect(native.contains("failed preventedBy contentPop"))
    #expect(native.contains("failed outsideEdge"))
  }

  @Test("a slider that blocks a pop has a lane of its own, banded while it tracked, in the legend")
  func sliderLaneInTimelinePlot() throws {
    let document = try ParsedXML(try Self.plot("slider-swiped-horizontally-blocks-pop-above-it-pops"))
    let texts = document.texts
    #expect(texts.contains("nowPlaying/scrubber"))
    #expect(texts.contains("slider tracking"))
    #expect(texts.contains("fullscreenPop failed"))
    #expect(texts.contains("contentPop failed"))
    #expect(texts.contains("value 0.889"))
    #expect(!texts.contains("slider") && !texts.contains("views"))
    let band = document.elements.first { $0.name == "rect" && $0.attributes["class"] == "band tracking" }
    #expect(band != nil)
    #expect(document.elements(named: "title").contains { $0.text == "nowPlaying/scrubber tracking" })
  }

  @Test("the final state names a screen still presented at the end, and only then")
  func presentedAtTheEnd() throws {
    var trace = try RepositoryTraces.decode("Traces/presented-sheet-takes-the-swipe.json")
    #expect(
      try ParsedXML(TimelinePlot.svg(for: trace, file: nil)).texts.contains(
        "stack [inbox] · bar shown · idle · fault none"))
    trace.events.removeAll { event in
      if case .action(.dismiss) = event.kind { return true }
      return event.t >= 2
    }
    #expect(
      try ParsedXML(TimelinePlot.svg(for: trace, file: nil)).texts.contains(
        "stack [inbox, message] · bar shown · idle · fault none · presented compose"))
  }

  @Test("a cancelled pop shows the bar changes and the cancel decision")
  func cancelledPop() throws {
    let texts = try ParsedXML(try Self.plot("bar-hidden-to-shown-on-cancelled-pop")).texts
    #expect(texts.contains("bar shown, animated"))
    #expect(texts.contains("bar hidden, animated"))
    #expect(texts.contains("cancel: progress 0.244, 354.4 pt/s"))
    #expect(texts.contains("pop cancelled"))
    #expect(texts.contains("stack [settings, profile] · bar hidden · idle · fault none"))
  }

  @Test("--policy replays under another system and says so")
  func otherPolicy() throws {
    let texts = try ParsedXML(try Self.plot("fast-swipe-from-middle-pops", policy: .uikit, ios: 18)).texts
    #expect(texts.contains { $0.hasPrefix("policy uikit (UIKit alone) on iOS 18") })
    #expect(texts.contains("failed outsideEdge"))
  }

  @Test("text from the trace is escaped, and the same trace always gives the same bytes")
  func escapingAndDeterminism() throws {
    let name = #"<b> & "quotes" 'too' ]]> \#u{1}"#
    let trace = Trace(
      name: name, navigation: NavigationDescription(stack: [Screen(id: "a&b"), Screen(id: "<c>")]),
      events: [
        Event(t: 0, kind: .touch(TouchEvent(touch: 1, phase: .began, location: Point(x: 100, y: 400)))),
        Event(t: 0.1, kind: .touch(TouchEvent(touch: 1, phase: .moved, location: Point(x: 250, y: 400)))),
        Event(t: 0.1, kind: .touch(TouchEvent(touch: 1, phase: .ended, location: Point(x: 250, y: 400)))),
      ])
    let svg = TimelinePlot.svg(for: trace)
    #expect(svg == TimelinePlot.svg(for: trace))
    let document = try ParsedXML(svg)
    #expect(document.texts.contains(#"<b> & "quotes" 'too' ]]> \#u{FFFD}"#))
    #expect(document.texts.contains("pop <c> → a&b"))
  }

  @Test("labels that would overlap read leftward where they can, else take separate rows in time order")
  func labelRows() {
    let labels = [
      (anchor: 100.0, width: 80.0), (anchor: 120, width: 80), (anchor: 400, width: 50),
      (anchor: 480, width: 60),
    ]
    // 480 reads leftward, as it would run past the right edge; 400 and 100 turn leftward
    // beside the labels after them, so one row holds all four.
    let roomy = LabelRows.layout(labels, left: 0, right: 500)
    #expect(roomy.placements.map { $0?.row } == [0, 0, 0, 0])
    #expect(roomy.placements.map { $0?.isFlipped } == [true, false, true, true])
    #expect(roomy.inversions == 0 && roomy.crossings == 0 && roomy.hidden == 0)
    // Without room left of 100, it goes above 120 rather than under it, though 120's leader then
    // passes 100's text: a strip reads in time order from its band down.
    let tight = LabelRows.layout(labels, left: 90, right: 500)
    #expect(tight.placements.map { $0?.row } == [0, 1, 0, 1])
    #expect(tight.placements.map { $0?.isFlipped } == [false, false, false, true])
    #expect(tight.inversions == 0 && tight.crossings == 1 && tight.rows == 2)
  }

  /// A label of a plot: where its text is, its row's baseline, and the time of its record.
  struct DrawnLabel {
    var extent: ClosedRange<Double>
    var y: Double
    var t: Double
  }

  /// The labels of `svg` by strip: the progress panel's, then each lane's, in document order;
  /// and the plot's left and right edges.
  static func labels(_ svg: String) throws -> (strips: [[DrawnLabel]], left: Double, right: Double) {
    let elements = try ParsedXML(svg).elements
    let frames = elements.filter { $0.attributes["class"] == "frame" }
    let number = { (element: ParsedXML.Element, name: String) in
      Double(element.attributes[name] ?? "") ?? .nan
    }
    let progress = frames[2]
    let (left, progressTop) = (number(progress, "x"), number(progress, "y"))
    let right = left + number(progress, "width")
    let separators = elements.filter { $0.attributes["class"] == "separator" }.map { number($0, "y1") }
    var strips = [[DrawnLabel]](repeating: [], count: separators.count + 1)
    for (index, element) in elements.enumerated()
    where element.attributes["class"]?.hasPrefix("label ") == true {
      let x = number(element, "x")
      let width = Double(element.text.count) * TimelinePlot.characterWidth
      let extent = element.attributes["text-anchor"] == "end" ? (x - width)...x : x...(x + width)
      let y = number(element, "y")
      // The tooltip is the record's line, which starts with its time.
      let record = elements[index + 1].text.split(separator: " ").first.flatMap { Double($0) } ?? .nan
      let strip = y < progressTop ? 0 : 1 + separators.filter { $0 < y }.count
      strips[strip].append(DrawnLabel(extent: extent, y: y, t: record))
    }
    return (strips, left, right)
  }

  @Test(
    "every label of every trace's plot stays between the plot's left and right edges")
  func labelsStayInside() {
    eachArgument(RepositoryTraces.traces) { trace in try labelsStayInside(trace: trace) }
  }

  func labelsStayInside(trace: String) throws {
    let (strips, left, right) = try Self.labels(
      TimelinePlot.svg(for: try RepositoryTraces.decode(trace), file: trace))
    for label in strips.joined() {
      #expect(left <= label.extent.lowerBound && label.extent.upperBound <= right + 0.05, "\(label)")
    }
  }

  @Test(
    "each strip of every trace's plot reads in time order from the top down")
  func labelsReadInTimeOrder() {
    eachArgument(RepositoryTraces.traces) { trace in try labelsReadInTimeOrder(trace: trace) }
  }

  func labelsReadInTimeOrder(trace: String) throws {
    let (strips, _, _) = try Self.labels(
      TimelinePlot.svg(for: try RepositoryTraces.decode(trace), file: trace))
    for strip in strips {
      // Of two labels one over the other, the earlier (or the first drawn, at one time) is the upper.
      for (index, earlier) in strip.enumerated() {
        for later in strip[(index + 1)...] where earlier.extent.overlaps(later.extent) {
          #expect(
            later.t < earlier.t || earlier.y < later.y,
            "at \(earlier.t) s, y \(earlier.y) and \(later.t) s, y \(later.y)")
        }
      }
    }
  }

  /// The trace of `count` quick swipes on a stack of two, the first of which pops: then each
  /// fails on the root screen, which gives the fullscreenPop lane a label per swipe. On iOS 18,
  /// where no content swipe adds a second lane of the same failures.
  static func swipes(_ count: Int, width: Double? = nil, start: Double = 0) throws -> Trace {
    let swipe = TraceSynthesizer.Swipe(from: Point(x: 150, y: 400), to: Point(x: 330, y: 404), duration: 0.1)
    var first = swipe
    first.start = start
    var synthesizer = TraceSynthesizer(
      stack: ["home", "detail"], swipes: [first] + Array(repeating: swipe, count: count - 1))
    synthesizer.width = width
    synthesizer.ios = 18
    synthesizer.name = "\(count) swipes"
    return try TraceDecoder(file: "swipes.json").decode(Array(try synthesizer.text().utf8))
  }

  @Test("a long recording's strips keep to the row cap and say how many labels they leave out")
  func hiddenLabels() throws {
    let svg = TimelinePlot.svg(for: try Self.swipes(400))
    let document = try ParsedXML(svg)
    let drawn = document.texts.filter { $0 == "failed rootScreen" }.count
    let notes = document.elements.filter { $0.attributes["class"] == "note" }.map(\.text)
    // The fullscreenPop lane: 399 failures, a began and an ended.
    let note = try #require(notes.first { $0.contains(" of 401 labels") })
    #expect(note.hasPrefix("\(401 - 2 - drawn) of 401 labels not drawn for lack of room"))
    #expect(note.contains("hover a marker for its record"))
    #expect(note.contains(" · \(399 - drawn) × failed rootScreen"))
    #expect(drawn > 20)
    // Every marker keeps its record as a tooltip, drawn label or not.
    let tooltips = document.elements(named: "title").filter {
      $0.text.hasSuffix("fullscreenPop failed rootScreen")
    }
    #expect(tooltips.count == 399 + drawn)
    #expect(svg.contains(".note {"))
    #expect(!(try Self.plot("fast-swipe-from-middle-pops")).contains(".note {"))
  }

  @Test("a title longer than three lines is cut, with the whole of it as a tooltip")
  func longTitle() throws {
    var trace = try Self.swipes(1)
    trace.name = Array(repeating: "then a swipe from the middle", count: 200).joined(separator: ", ")
    let document = try ParsedXML(TimelinePlot.svg(for: trace))
    let lines = document.elements.filter { $0.attributes["class"] == "title" }
    #expect(lines.count == TimelinePlot.maximumTitleLines)
    #expect(lines.last?.text.hasSuffix("…") == true)
    #expect(document.elements(named: "title").contains { $0.text == trace.name })
  }

  @Test("twice as long a recording gives a picture just as tall: strips stop growing at the cap")
  func heightIsBounded() throws {
    let height = { (svg: String) in try #require(ParsedXML(svg).elements.first?.attributes["height"]) }
    #expect(
      try height(TimelinePlot.svg(for: Self.swipes(400))) == height(TimelinePlot.svg(for: Self.swipes(800))))
  }

  @Test("the note lists the texts left out most often, as many as fit, and says when there are more")
  func hiddenLabelsNote() {
    let hiddenLabels =
      Array(repeating: "began", count: 5) + Array(repeating: "ended", count: 3) + [
        "scroll (0, 1)", "failed x",
      ] + ["failed x"]
    let hidden = Dictionary(hiddenLabels.map { ($0, 1) }, uniquingKeysWith: +)
    let note = TimelinePlot.hiddenLabelsNote(hidden, of: 20, characters: 200)
    #expect(
      note
        == "11 of 20 labels not drawn for lack of room (hover a marker for its record) · 5 × began · 3 × ended · 2 × failed x"
    )
    let short = TimelinePlot.hiddenLabelsNote(hidden, of: 20, characters: 90)
    #expect(
      short == "11 of 20 labels not drawn for lack of room (hover a marker for its record) · 5 × began · …")
  }

  /// The tick labels of a plot: the time axis's and each panel's.
  static func tickCount(_ svg: String) throws -> Int {
    try ParsedXML(svg).elements.filter { $0.attributes["class"] == "tick" }.count
  }

  @Test("the finger panels are ticked to the device's width and height, not to the last round tick")
  func fingerPanelsCoverTheDevice() throws {
    let ticks = try ParsedXML(try Self.plot("fast-swipe-from-middle-pops")).elements.filter {
      $0.attributes["class"] == "tick" && $0.attributes["text-anchor"] == "end"
    }.map(\.text)
    // The x panel, the y panel, then progress, each from its lowest value.
    #expect(ticks == ["0", "100", "200", "300", "390", "0", "200", "400", "600", "844", "0.0", "0.5", "1.0"])
  }

  @Test("a device 1e-5 pt wide gets a finger x panel as wide as the finger went, with a few ticks")
  func tinyWidth() throws {
    let svg = TimelinePlot.svg(for: try Self.swipes(1, width: 1e-5))
    let texts = try ParsedXML(svg).texts
    // 0 to 330 by 100 on the x panel, 0 to 844 on the y panel, 0 to 1 by halves for progress,
    // and at most 12 on the time axis, which ends on the round step after the last moment.
    #expect(try Self.tickCount(svg) <= 6 + 5 + 3 + 12)
    #expect(texts.contains("330"))
    #expect(texts.contains { $0.hasSuffix("device 1e-05 × 844 pt") })
    #expect(svg.utf8.count < 100_000)
  }

  @Test("a finger inside a device 1e-5 pt wide gets a panel a point wide, ticked in fifths")
  func fingerInsideTinyDevice() throws {
    let touch = { (t: Double, phase: TouchPhase) in
      Event(t: t, kind: .touch(TouchEvent(touch: 1, phase: phase, location: Point(x: 0.000_005, y: 400))))
    }
    var trace = Trace(
      name: "tiny", navigation: NavigationDescription(stack: [Screen(id: "a"), Screen(id: "b")]),
      events: [touch(0, .began), touch(0.1, .moved), touch(0.1, .ended)])
    trace.device.width = 1e-5
    let texts = try ParsedXML(TimelinePlot.svg(for: trace)).texts
    #expect(["0.0", "0.2", "0.4", "0.6", "0.8", "1.0"].allSatisfy(texts.contains))
  }

  @Test("a device 1e15 pt wide gets the same few ticks, in round numbers")
  func hugeWidth() throws {
    let svg = TimelinePlot.svg(for: try Self.swipes(1, width: 1e15))
    #expect(try Self.tickCount(svg) <= 6 + 5 + 3 + 12)
    #expect(try ParsedXML(svg).texts.contains("1000000000000000"))
  }

  @Test("swipes at 1e15 s plot with a time axis of a few ticks")
  func farTimes() throws {
    // The last swipe ends just under the format's bound on any number in a trace.
    let svg = TimelinePlot.svg(for: try Self.swipes(2, start: 999_999_999_999_990))
    #expect(try Self.tickCount(svg) <= 6 + 5 + 3 + 12)
    #expect(try ParsedXML(svg).texts.contains("1000000000000000"))
  }

  @Test("wrapping breaks at spaces, keeps repeated spaces and gives a long word a line of its own")
  func wrapping() {
    #expect(TimelinePlot.wrap("pop thread to inbox", width: 10) == ["pop thread", "to inbox"])
    #expect(TimelinePlot.wrap("a  b", width: 4) == ["a  b"])
    #expect(TimelinePlot.wrap("go photographically far", width: 5) == ["go", "photographically", "far"])
    #expect(TimelinePlot.wrap("", width: 5) == [""])
  }

  @Test("time ticks are 1, 2 or 5 times a power of ten")
  func tickSteps() {
    eachArgument([(0.4, 0.05), (0.2, 0.02), (1.42, 0.2), (3.444, 0.5), (390, 100), (844, 200)]) {
      (span, step) in tickSteps(span: span, step: step)
    }
  }

  func tickSteps(span: Double, step: Double) {
    let found = AxisScale.step(for: span, atMost: span > 100 ? 5 : 10)
    #expect(abs(found - step) < 1e-12)
  }
}
