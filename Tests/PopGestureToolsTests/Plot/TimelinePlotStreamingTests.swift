import PopGestureFormats
import PopGestureTestSupport
import Testing

@testable import PopGesture
@testable import PopGestureTools

/// A plot holds neither the trace's events, nor its samples, nor its log, nor the SVG: it reads
/// the trace a fixed number of times and writes the picture in pieces as it draws. These pin the
/// ways that keeps memory flat without timing anything: the pieces stay small, the passes do not
/// grow with the trace, and what each pass draws is what a plot of the whole would draw.
extension PlotSuite {
  /// The plot of `trace` as the pieces its sink was handed, and how many times it read the events.
  static func pieces(_ trace: Trace, heldMarkerLimit: Int = TimelinePlot.heldMarkerLimit) -> (
    pieces: [[UInt8]], passes: Int
  ) {
    var pieces: [[UInt8]] = []
    var passes = 0
    TimelinePlot.write(
      header: trace.header,
      events: { visit in
        passes += 1
        trace.events.forEach(visit)
      }, heldMarkerLimit: heldMarkerLimit, to: { pieces.append(Array($0)) })
    return (pieces, passes)
  }

  @Test("the SVG goes to the sink in pieces of about a flush each, which make up the whole document")
  func writesInPieces() throws {
    let trace = try PlotSuite.swipes(400)
    let (pieces, _) = Self.pieces(trace)
    #expect(pieces.count > 5)
    // Both layers go out as they are drawn, the lower one after the head.
    #expect(pieces.allSatisfy { $0.count <= 2 * SVGCanvas.flushThreshold })
    #expect(String(decoding: pieces.joined(), as: UTF8.self) == TimelinePlot.svg(for: trace))
  }

  @Test("a plot reads the trace the same number of times, however long the trace")
  func passesDoNotGrow() throws {
    let short = Self.pieces(try PlotSuite.swipes(2)).passes
    let long = Self.pieces(try PlotSuite.swipes(200)).passes
    #expect(short == long)
    #expect(long <= 8)
  }

  @Test("markers whose tooltips are written from a replay of their own are those written from kept lines")
  func markersFromAReplay() {
    eachArgument(PlotSuite.goldens) { name in try markersFromAReplay(name: name) }
  }

  func markersFromAReplay(name: String) throws {
    let path = "Traces/\(name).json"
    let trace = try RepositoryTraces.decode(path)
    var bytes: [UInt8] = []
    TimelinePlot.write(
      header: trace.header, events: { visit in trace.events.forEach(visit) }, file: path, heldMarkerLimit: 0,
      to: { bytes.append(contentsOf: $0) })
    #expect(String(decoding: bytes, as: UTF8.self) == TimelinePlot.svg(for: trace, file: path))
  }

  @Test("markers of a strip too long to keep the lines of still carry their records")
  func longStripMarkers() throws {
    let trace = try PlotSuite.swipes(30)
    let held = TimelinePlot.svg(for: trace)
    let replayed = String(decoding: Self.pieces(trace, heldMarkerLimit: 0).pieces.joined(), as: UTF8.self)
    #expect(replayed == held)
    #expect(
      try ParsedXML(held).elements(named: "title").contains {
        $0.text.hasSuffix("fullscreenPop failed rootScreen")
      })
  }

  @Test("fingers down at the same time are drawn one whole path after another, in the order they went down")
  func overlappingFingers() throws {
    let touch = { (t: Double, finger: Int, phase: TouchPhase, x: Double) in
      Event(t: t, kind: .touch(TouchEvent(touch: finger, phase: phase, location: Point(x: x, y: 400))))
    }
    let trace = Trace(
      name: "two fingers", navigation: NavigationDescription(stack: [Screen(id: "a"), Screen(id: "b")]),
      events: [
        touch(0, 1, .began, 100), touch(0.05, 2, .began, 200), touch(0.1, 1, .moved, 110),
        touch(0.15, 2, .moved, 210), touch(0.2, 2, .ended, 220), touch(0.25, 1, .moved, 120),
        touch(0.3, 1, .ended, 130), touch(0.4, 3, .began, 300), touch(0.45, 1, .began, 50),
        touch(0.5, 1, .cancelled, 60),
      ])
    let paths = try ParsedXML(TimelinePlot.svg(for: trace)).elements(named: "polyline").filter {
      $0.attributes["class"]?.hasSuffix(" path") == true
    }
    // Each panel: finger 1, finger 2, finger 3 (still down at the end), finger 1 again.
    let classes = ["finger1 path", "finger2 path", "finger3 path", "finger1 path"]
    #expect(paths.map { $0.attributes["class"] } == classes + classes)
    let counts = paths.map { $0.attributes["points"]?.split(separator: " ").count }
    #expect(counts == [4, 3, 1, 2, 4, 3, 1, 2])
  }
}
