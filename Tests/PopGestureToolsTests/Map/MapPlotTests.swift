import Foundation
import PopGestureFormats
import PopGestureTestSupport
import Testing

@testable import PopGesture
@testable import PopGestureTools

/// The map's picture tells the truth: the bars it draws are shown, everything stays on the
/// screen, labels do not overlap, the trace's swipe is marked, and every shade has a legend entry.
extension MapSuite {
  /// Four views with one origin, a slider among them, a sheet reaching past the screen's sides
  /// and bottom with a subview below it, on a screen that prefers the bar hidden, and a swipe
  /// that runs off the bottom.
  static let crowded = """
    {"format": "popgesture-trace/1", "name": "crowded", "policy": "fd",
     "navigation": {"stack": [{"id": "home"}, {"id": "feed", "prefersNavigationBarHidden": true, "views": [
       {"id": "list", "kind": "scrollView", "frame": [0, 100, 390, 400], "contentSize": [390, 2000]},
       {"id": "cards", "kind": "pan", "frame": [0, 100, 390, 200]},
       {"id": "chart", "kind": "pan", "frame": [0, 100, 200, 100]},
       {"id": "scrubber", "kind": "slider", "frame": [0, 100, 300, 40]},
       {"id": "sheet", "kind": "pan", "frame": [-40, 600, 480, 700], "subviews": [
         {"id": "handle", "kind": "pan", "frame": [150, 820, 90, 100]},
         {"id": "below", "kind": "pan", "frame": [0, 900, 390, 100]}]}]}]},
     "events": [
      {"t": 0, "touch": 1, "phase": "began", "x": 60, "y": 700},
      {"t": 0.05, "touch": 1, "phase": "moved", "x": 150, "y": 760},
      {"t": 0.1, "touch": 1, "phase": "moved", "x": 240, "y": 840},
      {"t": 0.15, "touch": 1, "phase": "ended", "x": 300, "y": 900}]}
    """

  /// A screen with a pager, the bar as `navigation` leaves it, and `events`.
  static func pager(navigation: String = "", screen: String = "", events: String = "") -> String {
    """
    {"format": "popgesture-trace/1", "policy": "fd", "device": {"ios": 18},
     "navigation": {\(navigation) "stack": [{"id": "home"}, {"id": "feed", \(screen) "views": [
       {"id": "pager", "kind": "scrollView", "frame": [0, 91, 390, 753], "contentSize": [1170, 753]}]}]},
     "events": [\(events)]}
    """
  }

  static func svg(
    _ json: String, systems: [ScreenMap.System] = [.init(policy: .fd, ios: 26)], at time: Double? = nil
  )
    throws -> (svg: String, xml: ParsedXML, map: ScreenMap)
  {
    let trace = try TraceDecoder(file: "map.json").decode(Array(json.utf8))
    let map = ScreenMap(trace: trace, grid: 20, at: time)
    let svg = MapPlot.svg(try map.panels(for: systems, threads: 2), map: map)
    return (svg, try ParsedXML(svg), map)
  }

  /// The classes of the legend's swatches, without `key`.
  static func legend(_ xml: ParsedXML) -> Set<String> {
    Set(
      xml.elements.compactMap { element in
        guard let name = element.attributes["class"], name.hasPrefix("key ") else { return nil }
        return String(name.dropFirst(4))
      })
  }

  /// The panels' screens: the device outlines.
  static func screens(_ xml: ParsedXML) -> [Rect] {
    xml.elements(named: "rect").filter { $0.attributes["class"] == "device" }.map(Self.frame)
  }

  static func frame(_ element: ParsedXML.Element) -> Rect {
    func number(_ name: String) -> Double { Double(element.attributes[name] ?? "") ?? .nan }
    return Rect(x: number("x"), y: number("y"), width: number("width"), height: number("height"))
  }

  @Test("the navigation bar is drawn only while it is shown, and its legend entry only then")
  func hiddenBars() throws {
    let cases: [(String, Double?, Bool)] = [
      (Self.pager(), nil, true),
      (Self.pager(navigation: #""navigationBarHidden": true,"#), nil, false),
      (Self.pager(screen: #""prefersNavigationBarHidden": true,"#), nil, false),
      // Hidden by the app before the map's moment.
      (
        Self.pager(
          events: #"{"t": 0.5, "action": "set", "property": "navigationBarHidden", "value": true}"#), 1, false
      ),
      (
        Self.pager(
          events: #"{"t": 0.5, "action": "set", "property": "navigationBarHidden", "value": true}"#), nil,
        true
      ),
    ]
    for (json, time, isShown) in cases {
      let (_, xml, _) = try Self.svg(
        json, systems: [.init(policy: .fd, ios: 18), .init(policy: .uikit, ios: 26)], at: time)
      let bars = xml.elements(named: "rect").filter { $0.attributes["class"] == "navigationBar" }
      #expect(bars.count == (isShown ? 2 : 0), "\(json)")
      #expect(Self.legend(xml).contains("navigationBar") == isShown)
      // The status bar is always there.
      #expect(xml.elements(named: "rect").filter { $0.attributes["class"] == "statusBar" }.count == 2)
    }
  }

  @Test("everything a panel draws lies on its screen, so nothing covers the summary below it")
  func clippedToTheScreen() throws {
    let (_, xml, _) = try Self.svg(
      Self.crowded, systems: [.init(policy: .fd, ios: 26), .init(policy: .uikit, ios: 26)])
    let screens = Self.screens(xml)
    try #require(screens.count == 2)
    func screen(containing x: Double) -> Rect? {
      screens.first { x >= $0.origin.x - 0.05 && x <= $0.origin.x + $0.size.width + 0.05 }
    }
    func isOn(_ x: Double, _ y: Double, _ screen: Rect) -> Bool {
      x >= screen.origin.x - 0.05 && x <= screen.origin.x + screen.size.width + 0.05
        && y >= screen.origin.y - 0.05 && y <= screen.origin.y + screen.size.height + 0.05
    }
    var checked = 0
    for element in xml.elements {
      let name = element.attributes["class"] ?? ""
      guard !name.hasPrefix("key "), name != "page" else { continue }
      switch element.name {
      case "rect"
      where name.hasPrefix("cell") || name.hasPrefix("view")
        || ["thumb", "statusBar", "navigationBar"].contains(name):
        let frame = Self.frame(element)
        let panel = try #require(screen(containing: frame.origin.x), "\(element.attributes)")
        #expect(isOn(frame.origin.x, frame.origin.y, panel), "\(element.attributes)")
        #expect(
          isOn(frame.origin.x + frame.size.width, frame.origin.y + frame.size.height, panel),
          "\(element.attributes)")
        checked += 1
      case "polyline", "polygon":
        let points = (element.attributes["points"] ?? "").split(separator: " ").map {
          $0.split(separator: ",").compactMap { Double($0) }
        }
        let panel = try #require(screen(containing: points[0][0]))
        for point in points { #expect(isOn(point[0], point[1], panel), "\(element.attributes)") }
        checked += 1
      case "circle":
        let x = Double(element.attributes["cx"] ?? "") ?? .nan
        let y = Double(element.attributes["cy"] ?? "") ?? .nan
        let panel = try #require(screen(containing: x))
        #expect(isOn(x, y, panel))
        checked += 1
      case "text" where name.hasPrefix("viewLabel"):
        let x = Double(element.attributes["x"] ?? "") ?? .nan
        let baseline = Double(element.attributes["y"] ?? "") ?? .nan
        let panel = try #require(screen(containing: x))
        #expect(
          isOn(x, baseline - 9, panel)
            && isOn(x + MapPlot.LabelLayout.width(of: element.text), baseline + 2, panel))
        checked += 1
      default:
        break
      }
    }
    #expect(checked > 20)
    // The sheet's subview wholly below the screen is not drawn, nor labelled.
    #expect(!xml.elements.contains { $0.text.hasPrefix("below (pan") })
    #expect(xml.elements.contains { $0.text.hasPrefix("handle (pan") })
  }

  @Test("each panel's summary is drawn whole under its screen, inside the picture")
  func wholeSummary() throws {
    let systems: [ScreenMap.System] = [.init(policy: .fd, ios: 26), .init(policy: .uikit, ios: 26)]
    let (_, xml, map) = try Self.svg(Self.crowded, systems: systems)
    let panels = try map.panels(for: systems, threads: 2)
    let screens = Self.screens(xml)
    let height = try #require(xml.elements(named: "svg").first?.attributes["height"].flatMap(Double.init))
    for (panel, screen) in zip(panels, screens) {
      let lines = xml.elements(named: "text").filter {
        $0.attributes["class"] == "summary" && $0.attributes["x"] == SVGCanvas.number(screen.origin.x)
      }
      #expect(lines.map(\.text).joined(separator: " ") == MapFormat.summary(of: panel))
      // The crowded summary needs more than four lines.
      #expect(lines.count > 4)
      for line in lines {
        let baseline = try #require(line.attributes["y"].flatMap(Double.init))
        #expect(baseline > screen.origin.y + screen.size.height && baseline < height)
      }
    }
  }

  @Test("labels of views with the same origin, or near one another, never overlap")
  func labelsApart() throws {
    let (svg, xml, _) = try Self.svg(Self.crowded)
    let labels = xml.elements(named: "text").filter { $0.attributes["class"]?.hasPrefix("viewLabel") == true }
    // Every view on the screen keeps its label.
    #expect(labels.count == 6, "\(labels.map(\.text))")
    let boxes = labels.map { label in
      let x = Double(label.attributes["x"] ?? "") ?? .nan
      let baseline = Double(label.attributes["y"] ?? "") ?? .nan
      return Rect(x: x, y: baseline - 9, width: MapPlot.LabelLayout.width(of: label.text), height: 11)
    }
    for (first, a) in boxes.enumerated() {
      for (second, b) in boxes.enumerated() where second > first {
        let apart =
          a.origin.x + a.size.width <= b.origin.x || b.origin.x + b.size.width <= a.origin.x
          || a.origin.y + a.size.height <= b.origin.y || b.origin.y + b.size.height <= a.origin.y
        #expect(apart, "\(labels[first].text) and \(labels[second].text)")
      }
    }
    // The same views, the same picture.
    #expect(try Self.svg(Self.crowded).svg == svg)
  }

  @Test(
    "the trace's own swipe is marked from where it went down, with a legend entry; a trace without one has none"
  )
  func swipeMarked() throws {
    let (svg, xml, _) = try Self.svg(Self.crowded)
    let screen = try #require(Self.screens(xml).first)
    let line = try #require(xml.elements(named: "polyline").first { $0.attributes["class"] == "swipe" })
    let first = (line.attributes["points"] ?? "").split(separator: " ").first.map(String.init)
    #expect(
      first
        == "\(SVGCanvas.number(screen.origin.x + 60 * MapPlot.scale)),\(SVGCanvas.number(screen.origin.y + 700 * MapPlot.scale))"
    )
    #expect(svg.contains("<title>the trace&apos;s swipe: from (60.0, 700.0) to (300.0, 900.0)</title>"))
    #expect(xml.elements(named: "circle").contains { $0.attributes["class"] == "swipeStart" })
    #expect(xml.elements(named: "polygon").contains { $0.attributes["class"] == "swipeEnd" })
    #expect(Self.legend(xml).contains("swipe"))
    #expect(xml.elements.contains { $0.text == MapPlot.swipeLabel })
    let (_, still, _) = try Self.svg(Self.pager())
    #expect(!still.elements.contains { ($0.attributes["class"] ?? "").hasPrefix("swipe") })
    #expect(!Self.legend(still).contains("swipe"))
  }

  @Test("every shade a map draws has a legend entry")
  func legendForEveryShade() {
    eachArgument([
      "checkout-with-pager-slider-and-form-pops-through-content-pop",
      "gallery-third-photo-with-recipe-takes-the-swipe",
      "slider-swiped-horizontally-blocks-pop-above-it-pops",
      "transparent-button-at-alpha-zero-lets-swipe-pop",
      "crowded",
    ]) { name in try legendForEveryShade(name: name) }
  }

  func legendForEveryShade(name: String) throws {
    let json =
      name == "crowded"
      ? Self.crowded : String(decoding: try RepositoryTraces.read("Traces/\(name).json"), as: UTF8.self)
    let (_, xml, _) = try Self.svg(
      json, systems: [.init(policy: .fd, ios: 18), .init(policy: .uikit, ios: 26)])
    let legend = Self.legend(xml)
    var drawn: Set<String> = []
    for element in xml.elements where ["rect", "circle", "polygon", "polyline"].contains(element.name) {
      guard let name = element.attributes["class"], !name.hasPrefix("key "), name != "page", name != "device"
      else { continue }
      drawn.insert(name)
    }
    #expect(!drawn.isEmpty)
    #expect(drawn.subtracting(legend).isEmpty, "no legend entry for \(drawn.subtracting(legend))")
  }
}

/// The layout of views' labels on one panel.
extension MapSuite {
  static let screen = Rect(x: 10, y: 100, width: 300, height: 600)

  static func label(_ text: String, x: Double = 13, frameTop: Double = 200, isAbove: Bool = true)
    -> MapPlot.LabelLayout.Label
  {
    MapPlot.LabelLayout.Label(text: text, x: x, frameTop: frameTop, isAbove: isAbove, isSkipped: false)
  }

  @Test("labels of one origin take the wanted row, then the one below, the one above, and so on")
  func sameOrigin() {
    let placed = MapPlot.LabelLayout.place(
      ["a", "b", "c", "d"].map { Self.label("\($0) (pan)") }, in: Self.screen)
    // 200 is 100 pt into the screen: row 9 ends at 110, so row 8 is just above the frame.
    #expect(placed.map(\.baseline) == [197.0, 208, 186, 219])
    #expect(placed.allSatisfy { $0.x == 13 })
    // Inside the frame: the first row under its top.
    let inside = MapPlot.LabelLayout.place([Self.label("a", frameTop: 101, isAbove: false)], in: Self.screen)
    #expect(inside.map(\.baseline) == [120.0])
  }

  @Test("labels side by side in a row share it when they do not meet, with room between them")
  func sideBySide() {
    let placed = MapPlot.LabelLayout.place(
      [Self.label("abc"), Self.label("def", x: 13 + 3 * 5.2 + 6), Self.label("ghi", x: 13 + 3 * 5.2 + 5)],
      in: Self.screen)
    #expect(placed.map(\.baseline) == [197, 197, 208])
  }

  @Test(
    "a label wider than the screen is shortened, a label never leaves it, and a panel draws at most its share"
  )
  func labelBounds() throws {
    let wide = String(repeating: "w", count: 100)
    let placed = MapPlot.LabelLayout.place([Self.label(wide, x: 250)], in: Self.screen)
    let only = try #require(placed.first)
    #expect(only.text.hasSuffix("…"))
    #expect(only.x >= 13 && only.x + MapPlot.LabelLayout.width(of: only.text) <= 307 + 1e-9)
    let right = MapPlot.LabelLayout.place([Self.label("abcdef", x: 305)], in: Self.screen)
    #expect(right.first.map { abs($0.x + MapPlot.LabelLayout.width(of: $0.text) - 307) < 1e-9 } == true)
    let many = (0..<(MapPlot.LabelLayout.maximumLabels + 100)).map {
      Self.label("v", x: 13 + Double($0 % 20) * 12, frameTop: 100 + Double($0 / 20) * 11)
    }
    #expect(MapPlot.LabelLayout.place(many, in: Self.screen).count == MapPlot.LabelLayout.maximumLabels)
  }
}
