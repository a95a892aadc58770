import Foundation
import PopGestureFormats
import PopGestureTestSupport
import Testing

@testable import PopGesture
@testable import PopGestureTools

/// The tests of `PopGestureTools`'s `Map/` folder: one suite across its files, each file extending it,
/// so that `swift test` prints the suite once. This file's tests follow.
/// The screen map: each cell is what a plain replay of that swipe gives.
@Suite("PopGestureTools: Map")
struct MapSuite {
  static let traces = [
    "Traces/pop-disabled-screen-pops-through-content-pop.json",
    "Traces/gallery-third-photo-with-recipe-takes-the-swipe.json",
    "Traces/slider-swiped-horizontally-blocks-pop-above-it-pops.json",
    "Traces/uikit18-edge-swipe-over-table-pops.json",
    "Traces/rtl-leftward-swipe-pops.json",
    "Traces/transparent-button-at-alpha-zero-lets-swipe-pop.json",
    "Traces/interaction-disabled-overlay-passes-touches-to-list.json",
  ]

  /// The trace `path` with its events replaced by the ones `synth` writes for one swipe.
  static func synthesized(_ path: String, from point: Point, gesture: ScreenMap.Gesture, trace: Trace) throws
    -> Trace
  {
    let (dx, dy, seconds) = gesture.motion
    let direction = trace.device.layoutDirection.sign
    var synthesizer = TraceSynthesizer(
      stack: ["a"],
      swipes: [.init(from: point, to: Point(x: point.x + dx * direction, y: point.y + dy), duration: seconds)]
    )
    synthesizer.rate = 120
    let synthesized =
      try JSONSerialization.jsonObject(with: Data(try synthesizer.text().utf8)) as? [String: Any]
    var document =
      try JSONSerialization.jsonObject(with: Data(try RepositoryTraces.read(path))) as? [String: Any]
    document?["events"] = synthesized?["events"]
    let bytes = try JSONSerialization.data(withJSONObject: document ?? [:])
    return try TraceDecoder(file: path).decode(Array(bytes))
  }

  @Test("sampled cells agree with the plain replay of the synthesized swipe, under several systems")
  func agreesWithReplay() {
    eachArgument(Self.traces) { path in try agreesWithReplay(path: path) }
  }

  func agreesWithReplay(path: String) throws {
    let trace = try RepositoryTraces.decode(path)
    let map = ScreenMap(trace: trace, grid: 40)
    let systems = [
      ScreenMap.System(policy: .fd, ios: 18), ScreenMap.System(policy: .fd, ios: 26),
      ScreenMap.System(policy: .uikit, ios: 26),
    ]
    let panels = try map.panels(for: systems, threads: 2)
    for (panel, system) in zip(panels, systems) {
      for cell in panel.cells.enumerated().filter({ $0.offset % 7 == 0 }).map(\.element) {
        var plain = try Self.synthesized(
          path, from: Point(x: cell.x, y: cell.y), gesture: .fast, trace: trace)
        plain.policy = system.policy
        plain.device.ios = system.ios
        let outcome = SwipeOutcome.outcomes(of: Replayer.replay(plain)).last
        #expect(ScreenMap.classify(outcome) == cell.outcome, "\(system) at (\(cell.x), \(cell.y))")
        #expect(outcome?.summary == cell.summary)
      }
    }
  }

  @Test("the same map whatever the number of threads")
  func threads() throws {
    let trace = try RepositoryTraces.decode("Traces/gallery-third-photo-with-recipe-takes-the-swipe.json")
    let map = ScreenMap(trace: trace, grid: 24)
    let system = [ScreenMap.System(policy: .fd, ios: 26)]
    let one = try map.panels(for: system, threads: 1)
    let four = try map.panels(for: system, threads: 4)
    #expect(one.map(\.cells) == four.map(\.cells))
    #expect(MapFormat.text(one, map: map) == MapFormat.text(four, map: map))
  }

  @Test("the migration map of a disabled screen: fd refuses on iOS 18, the content swipe pops on iOS 26")
  func migration() throws {
    let trace = try RepositoryTraces.decode("Traces/pop-disabled-screen-pops-through-content-pop.json")
    let map = ScreenMap(trace: trace, grid: 30)
    let panels = try map.panels(for: [
      ScreenMap.System(policy: .fd, ios: 18), ScreenMap.System(policy: .fd, ios: 26),
    ])
    #expect(panels[0].poppedShare == 0)
    #expect(MapFormat.summary(of: panels[0]) == "pops from 0 % of the screen; popDisabled refuses 100 %")
    #expect(panels[1].cells.allSatisfy { $0.outcome == .popped(recognizer: .contentPop) })
  }

  @Test("a view that takes the swipe is named with the area it takes")
  func preventedArea() throws {
    let trace = try RepositoryTraces.decode("Traces/gallery-third-photo-with-recipe-takes-the-swipe.json")
    let map = ScreenMap(trace: trace, grid: 10)
    let panel = try #require(map.panels(for: [ScreenMap.System(policy: .fd, ios: 26)]).first)
    // The gallery's frame is 0, 91, 390 x 753: the cells whose centres fall in it.
    #expect(MapFormat.summary(of: panel).contains("photos.pan takes 0–390 x 90–840"))
    #expect(panel.cells.first { $0.x == 195 && $0.y == 55 }?.outcome == .popped(recognizer: .fullscreenPop))
  }

  /// A carousel with a banner faded out over it, a close button inside the banner, and a hidden
  /// sheet below.
  static let skippedViews = """
    {"format": "popgesture-trace/1", "policy": "fd", "navigation": {"stack": [{"id": "home"}, {"id": "detail", "views": [
      {"id": "carousel", "kind": "scrollView", "frame": [0, 200, 390, 240], "contentSize": [1170, 240], "contentOffset": [390, 0]},
      {"id": "banner", "kind": "pan", "frame": [20, 300, 300, 100], "alpha": 0, "subviews": [
        {"id": "close", "kind": "pan", "frame": [280, 300, 40, 40]}]},
      {"id": "sheet", "kind": "pan", "frame": [0, 600, 390, 200], "hidden": true}]}]},
    "events": []}
    """

  @Test(
    "the cells under views hit testing skips show what the swipe meets there; the picture marks them skipped")
  func skippedViews() throws {
    let trace = try TraceDecoder(file: "skipped.json").decode(Array(Self.skippedViews.utf8))
    let map = ScreenMap(trace: trace, grid: 10)
    let panel = try #require(map.panels(for: [ScreenMap.System(policy: .fd, ios: 26)]).first)
    // Under the faded banner and its close button the carousel takes the swipe; under the hidden sheet it pops.
    #expect(
      panel.cells.first { $0.x == 105 && $0.y == 345 }?.outcome
        == .prevented(by: .recognizer(.pan(view: "carousel"))))
    #expect(
      panel.cells.first { $0.x == 295 && $0.y == 315 }?.outcome
        == .prevented(by: .recognizer(.pan(view: "carousel"))))
    #expect(panel.cells.first { $0.x == 195 && $0.y == 705 }?.outcome == .popped(recognizer: .fullscreenPop))
    let svg = MapPlot.svg([panel], map: map)
    let xml = try ParsedXML(svg)
    let skipped = xml.elements(named: "rect").filter { $0.attributes["class"] == "view skipped" }
    // The three views; the legend's entry is a swatch of its own.
    #expect(skipped.count == 3)
    #expect(xml.elements(named: "rect").contains { $0.attributes["class"] == "key view skipped" })
    #expect(svg.contains("banner (pan, skipped: alpha 0)"))
    #expect(svg.contains("close (pan, skipped: inside banner)"))
    #expect(svg.contains("sheet (pan, skipped: hidden)"))
    #expect(svg.contains("detail/banner: pan; hit testing skips it (alpha 0)"))
    #expect(svg.contains(MapPlot.skippedLabel))
    #expect(svg.contains("carousel (scrollView)</text>"))
  }

  @Test("a map without views hit testing skips has no legend entry for them")
  func noSkippedViews() throws {
    let trace = try RepositoryTraces.decode("Traces/gallery-third-photo-with-recipe-takes-the-swipe.json")
    let map = ScreenMap(trace: trace, grid: 40)
    let svg = try MapPlot.svg(map.panels(for: [ScreenMap.System(policy: .fd, ios: 26)]), map: map)
    #expect(!svg.contains(MapPlot.skippedLabel))
    #expect(!svg.contains("view skipped"))
  }

  /// A pager over the whole screen, off its leading edge, the bar hidden: no swipe pops on iOS 18.
  static let fullScreenPager = """
    {"format": "popgesture-trace/1", "policy": "fd", "device": {"ios": 18},
     "navigation": {"navigationBarHidden": true, "stack": [{"id": "home"}, {"id": "feed", "views": [
       {"id": "pager", "kind": "scrollView", "frame": [0, 0, 390, 844], "contentSize": [1170, 844],
        "contentOffset": [390, 0]}]}]},
     "events": []}
    """

  @Test("only cells whose swipe starts on the screen are replayed, drawn and counted")
  func onlyCellsOnTheScreen() throws {
    let trace = try TraceDecoder(file: "pager.json").decode(Array(Self.fullScreenPager.utf8))
    let map = ScreenMap(trace: trace, grid: 8)
    let panel = try #require(map.panels(for: [ScreenMap.System(policy: .fd, ios: 18)], threads: 2).first)
    // 844 / 8 = 105.5: the 106th row's centre, 844, is off the screen, where the swipe popped.
    #expect(panel.rows == 105)
    #expect(panel.columns == 49)
    #expect(panel.cells.count == 105 * 49)
    #expect(panel.cells.allSatisfy { $0.x < 390 && $0.y < 844 })
    #expect(panel.poppedShare == 0)
    #expect(MapFormat.summary(of: panel).hasPrefix("pops from 0 % of the screen"))
    #expect(!MapFormat.jsonl([panel]).contains(#""y":844"#))
    let rows = MapFormat.text([panel], map: map).split(separator: "\n").filter {
      $0.allSatisfy { "FCEcx.-".contains($0) }
    }
    #expect(rows.count == 105)
    #expect(rows.allSatisfy { $0 == String(repeating: "x", count: 49) })
    let svg = MapPlot.svg([panel], map: map)
    #expect(!svg.contains(#"class="cell fullscreen""#))
    #expect(!svg.contains(", 844.0): "))
  }

  @Test("a side's cells are those whose centre is before its end")
  func onScreenCount() {
    eachArgument([
      (106, 8.0, 844.0, 105), (49, 8, 390, 49), (13, 65, 844, 13), (1, 1000, 390, 0), (2, 4, 6, 1),
      (2, 4, 6.1, 2),
    ]) { (count, grid, length, onScreen) in
      onScreenCount(count: count, grid: grid, length: length, onScreen: onScreen)
    }
  }

  func onScreenCount(count: Int, grid: Double, length: Double, onScreen: Int) {
    #expect(ScreenMap.onScreenCount(count, grid: grid, length: length) == onScreen)
  }

  @Test("a cell more than twice the screen's width has no centre on the screen: the map has no cells")
  func noCellOnTheScreen() throws {
    let trace = try TraceDecoder(file: "pager.json").decode(Array(Self.fullScreenPager.utf8))
    let map = ScreenMap(trace: trace, grid: 1000)
    let panel = try #require(map.panels(for: [ScreenMap.System(policy: .fd, ios: 18)]).first)
    #expect(panel.rows == 0 && panel.columns == 0 && panel.cells.isEmpty)
    #expect(MapFormat.summary(of: panel) == "pops from 0 % of the screen")
    #expect(MapFormat.jsonl([panel]).isEmpty)
    // The heading, the summary, then the legend: no row of cells.
    #expect(
      MapFormat.text([panel], map: map).split(separator: "\n", omittingEmptySubsequences: false).count == 5)
    #expect(MapPlot.svg([panel], map: map).contains("pops from 0 % of the screen"))
  }

  @Test("the trace's swipe is the first finger's path of the first sequence after the map's moment")
  func tracedSwipe() throws {
    var script = TraceScript()
    script.swipe(from: (100, 400), to: (280, 404), steps: 2)
    script.swipe(from: (50, 600), to: (230, 600), steps: 1, at: 2)
    let trace = try script.trace()
    #expect(
      ScreenMap(trace: trace).tracedSwipe == [
        Point(x: 100, y: 400), Point(x: 190, y: 402), Point(x: 280, y: 404), Point(x: 280, y: 404),
      ])
    #expect(
      ScreenMap(trace: trace, at: 1).tracedSwipe == [
        Point(x: 50, y: 600), Point(x: 230, y: 600), Point(x: 230, y: 600),
      ])
    #expect(ScreenMap(trace: trace, at: 3).tracedSwipe.isEmpty)
  }

  @Test(
    "the navigation bar is shown unless the controller's bar is hidden at the map's moment or the screen prefers it hidden"
  )
  func navigationBarShown() throws {
    func isShown(_ navigation: String, screen: String = "", events: String = "", at time: Double? = nil)
      throws -> Bool
    {
      let json = """
        {"format": "popgesture-trace/1", "navigation": {\(navigation) "stack": [{"id": "a"}, {"id": "b" \(screen)}]},
         "events": [\(events)]}
        """
      let map = ScreenMap(
        trace: try TraceDecoder(file: "bar.json").decode(Array(json.utf8)), grid: 100, at: time)
      return try #require(map.panels(for: [ScreenMap.System(policy: .fd, ios: 26)]).first)
        .isNavigationBarShown
    }
    let hide = #"{"t": 1, "action": "set", "property": "navigationBarHidden", "value": true}"#
    #expect(try isShown(""))
    #expect(try !isShown(#""navigationBarHidden": true,"#))
    #expect(try !isShown("", screen: #", "prefersNavigationBarHidden": true"#))
    #expect(try isShown("", events: hide))
    #expect(try !isShown("", events: hide, at: 1))
  }

  @Test("a swipe is the events synth writes, mirrored right-to-left")
  func swipeEvents() {
    let events = ScreenMap.swipe(from: Point(x: 200, y: 400), starting: 1, gesture: .flick, direction: -1)
    #expect(events.count == 10 + 2)
    guard case .touch(let last) = events.last?.kind else { return }
    #expect(last.location == Point(x: 140, y: 400))
    #expect(last.phase == .ended)
    #expect(events.last?.t == 1.08)
  }

  @Test("a map past its bounds throws before any work, and the grid it suggests is the least that fits")
  func bounds() throws {
    var trace = try RepositoryTraces.decode("Traces/fast-swipe-from-middle-pops.json")
    trace.device.width = 1e15
    trace.device.height = 1e15
    let system = ScreenMap.System(policy: .fd, ios: 26)
    #expect(throws: ScreenMap.Problem.self) { try ScreenMap(trace: trace).panels(for: [system]) }
    #expect(throws: ScreenMap.Problem.gestureDurationOutOfRange(.infinity)) {
      try ScreenMap(trace: trace, gesture: .custom(dx: 180, dy: 0, seconds: .infinity), grid: 1e15)
        .panels(for: [system])
    }
    #expect(throws: ScreenMap.Problem.tooManyPanels(17)) {
      try ScreenMap(trace: trace, grid: 1e15).panels(for: Array(repeating: system, count: 17))
    }
    for (width, height, panels) in [(7800.0, 16880.0, 1.0), (1e6, 3.0, 16), (1e15, 1e15, 3), (402, 874, 16)] {
      let grid = ScreenMap.smallestGrid(width: width, height: height, panels: panels)
      func cells(_ grid: Double) -> Double {
        let size = ScreenMap.gridSize(width: width, height: height, grid: grid)
        return size.columns * size.rows * panels
      }
      #expect(cells(grid) <= Double(ScreenMap.maximumCells))
      #expect(grid == 1 || cells(grid - 1) > Double(ScreenMap.maximumCells))
    }
  }

  @Test("a swipe's samples are at most the synthesizer's bound, whatever its duration")
  func sampleBound() {
    #expect(TraceSynthesizer.moveCount(duration: 1e300, rate: 120) == TraceSynthesizer.maximumSamples)
    #expect(TraceSynthesizer.moveCount(duration: .nan, rate: 120) == 1)
    #expect(TraceSynthesizer.moveCount(duration: 0.2, rate: 120) == 24)
  }
}
