import PopGestureTestSupport
import Testing

@testable import PopGesture
@testable import PopGestureFormats

/// The fast path reads runs of plain events, matching each against the bytes of the one before:
/// whatever the layout, it must give the events the trace holds, and put an error on the line and
/// column where it is, in memory and streamed in small chunks.
extension TraceReadingSuite {
  /// How a trace's events are written out.
  struct Layout: CustomTestStringConvertible, Sendable {
    var name: String
    /// Writes one touch event's members, given as (key, value text) pairs in trace order.
    var event: @Sendable ([(String, String)]) -> String
    /// Goes between events, after the comma.
    var gap: String
    var lineBreak: String
    var testDescription: String { name }
  }

  static let layouts: [Layout] = [
    Layout(
      name: "one per line, spaced",
      event: { "{ " + $0.map { "\"\($0)\": \($1)" }.joined(separator: ", ") + " }" },
      gap: "\n    ", lineBreak: "\n"),
    Layout(
      name: "minified, on one line",
      event: { "{" + $0.map { "\"\($0)\":\($1)" }.joined(separator: ",") + "}" },
      gap: "", lineBreak: ""),
    Layout(
      name: "CR LF line ends", event: { "{ " + $0.map { "\"\($0)\": \($1)" }.joined(separator: ", ") + " }" },
      gap: "\r\n  ", lineBreak: "\r\n"),
    Layout(
      name: "keys in another order, tabs",
      event: { members in
        let order = ["phase", "y", "x", "touch", "t"]
        let sorted = order.compactMap { key in members.first { $0.0 == key } }
        return "{\t" + sorted.map { "\"\($0)\" :\t\($1)" }.joined(separator: " ,\t") + "}"
      },
      gap: "\n\t", lineBreak: "\n"),
    Layout(
      name: "a member per line",
      event: { "{\n      " + $0.map { "\"\($0)\": \($1)" }.joined(separator: ",\n      ") + "\n    }" },
      gap: "\n    ", lineBreak: "\n"),
  ]

  /// A touch event as written: its values, which vary in length from one event to the next.
  struct Written: Equatable {
    var t: Double
    var touch: Int
    var phase: TouchPhase
    var x: Double
    var y: Double
  }

  /// `count` events of finger 1 (down, moves, up, again), with times, points and ids whose
  /// digits change length, and the broken event's time, if any, written as `-1.5`.
  static func events(_ count: Int) -> [Written] {
    (0..<count).map { index in
      let phase: TouchPhase =
        switch index % 7 {
        case 0: .began
        case 6: .ended
        default: .moved
        }
      return Written(
        t: Double(index) * 0.125, touch: 1, phase: phase, x: 95.5 + Double(index) * 1.25,
        y: -3.75 + Double(index % 13) * 100)
    }
  }

  /// A number the fast path's digits can hold that is still above the 1e15 bound: the marker
  /// of an `x` out of range.
  static let outOfRange = "1000000000000001"

  /// The trace's text, with the time of event `broken` (if any) written as `-1.5`, and the `x` of
  /// event `brokenX` (if any) as `outOfRange`.
  static func trace(_ events: [Written], layout: Layout, broken: Int? = nil, brokenX: Int? = nil) -> String {
    let written = events.enumerated().map { index, event in
      layout.event([
        ("t", index == broken ? "-1.5" : "\(event.t)"), ("touch", "\(event.touch)"),
        ("phase", "\"\(event.phase.rawValue)\""), ("x", index == brokenX ? outOfRange : "\(event.x)"),
        ("y", "\(event.y)"),
      ])
    }
    let lines = [
      "{", "  \"format\": \"popgesture-trace/1\",",
      "  \"navigation\": { \"stack\": [{ \"id\": \"home\" }] },",
      "  \"events\": [" + layout.gap + written.joined(separator: "," + layout.gap) + layout.lineBreak + "  ]",
      "}",
    ]
    return lines.joined(separator: layout.lineBreak.isEmpty ? "" : layout.lineBreak) + layout.lineBreak
  }

  /// The 1-based line and column of the first `marker`, counting a CR LF as one line break.
  static func location(ofMarkerIn text: String, marker: String = "-1.5") -> (line: Int, column: Int)? {
    let bytes = Array(text.utf8)
    let marker = Array(marker.utf8)
    guard
      let offset = (0...(bytes.count - marker.count)).first(where: {
        Array(bytes[$0..<$0 + marker.count]) == marker
      })
    else { return nil }
    var line = 1
    var lineStart = 0
    for index in 0..<offset where bytes[index] == UInt8(ascii: "\n") {
      line += 1
      lineStart = index + 1
    }
    return (line, offset - lineStart + 1)
  }

  static func decoded(_ text: String, chunk: Int) throws(TraceError) -> [Written] {
    var events: [Written] = []
    _ = try TraceDecoder(file: "run.json").read(from: ByteSources.memory(Array(text.utf8), chunk: chunk)) {
      event in
      guard case .touch(let touch) = event.kind else { return }
      events.append(
        Written(t: event.t, touch: touch.touch, phase: touch.phase, x: touch.location.x, y: touch.location.y))
    }
    return events
  }

  static func failure(_ text: String, chunk: Int) -> TraceError? {
    do {
      _ = try decoded(text, chunk: chunk)
      return nil
    } catch {
      return error
    }
  }

  static func checkFailure(_ text: String) -> TraceError? {
    do {
      _ = try TraceDecoder(file: "run.json").check(from: ByteSources.memory(Array(text.utf8), chunk: 7))
      return nil
    } catch {
      return error
    }
  }

  @Test("every layout reads back the events written")
  func readsBack() {
    eachArgument(Self.layouts) { layout in try readsBack(layout) }
  }

  func readsBack(_ layout: Layout) throws {
    let events = Self.events(300)
    let text = Self.trace(events, layout: layout)
    #expect(try Self.decoded(text, chunk: .max) == events)
    #expect(try Self.decoded(text, chunk: 5) == events)
  }

  @Test("an error deep in a run is where it is written")
  func locatesErrors() {
    eachArgument(Self.layouts) { layout in try locatesErrors(layout) }
  }

  func locatesErrors(_ layout: Layout) throws {
    for broken in [1, 2, 150, 299] {
      let text = Self.trace(Self.events(300), layout: layout, broken: broken)
      let expected = try #require(Self.location(ofMarkerIn: text))
      let error = #expect(throws: TraceError.self) {
        try TraceDecoder(file: "run.json").decode(Array(text.utf8))
      }
      #expect(error?.path == "events[\(broken)].t")
      #expect(error?.location?.line == expected.line, "event \(broken)")
      #expect(error?.location?.column == expected.column, "event \(broken)")
      #expect(Self.failure(text, chunk: 5) == error)
      #expect(
        Self.checkFailure(text) == error, "the first pass of a replay, which checks without making events")
    }
  }

  @Test("a number out of range deep in a run is an error where it is written")
  func locatesNumbersOutOfRange() {
    eachArgument(Self.layouts) { layout in try locatesNumbersOutOfRange(layout) }
  }

  func locatesNumbersOutOfRange(_ layout: Layout) throws {
    for broken in [1, 2, 150, 299] {
      let text = Self.trace(Self.events(300), layout: layout, brokenX: broken)
      let expected = try #require(Self.location(ofMarkerIn: text, marker: Self.outOfRange))
      let error = #expect(throws: TraceError.self) {
        try TraceDecoder(file: "run.json").decode(Array(text.utf8))
      }
      #expect(error?.path == "events[\(broken)].x")
      #expect(error?.message.hasPrefix("number 1000000000000001.0 is out of range") == true)
      #expect(error?.location?.line == expected.line, "event \(broken)")
      #expect(error?.location?.column == expected.column, "event \(broken)")
      #expect(Self.failure(text, chunk: 5) == error)
      #expect(Self.checkFailure(text) == error, "the first pass, which does not convert points")
    }
  }

  @Test("errors anywhere in a trace longer than a run's window are where they are written")
  func locatesErrorsAcrossWindows() throws {
    let events = Self.events(3500)
    let valid = Self.trace(events, layout: Self.layouts[0])
    #expect(valid.utf8.count > 3 * JSONReader.plainRunWindow)
    #expect(try Self.decoded(valid, chunk: 4096) == events)
    for broken in stride(from: 3, to: events.count, by: 151) {
      let text = Self.trace(events, layout: Self.layouts[0], broken: broken)
      let expected = try #require(Self.location(ofMarkerIn: text))
      let error = Self.failure(text, chunk: 4096)
      #expect(error?.path == "events[\(broken)].t")
      #expect(error?.location?.line == expected.line, "event \(broken)")
      #expect(error?.location?.column == expected.column, "event \(broken)")
      #expect(Self.checkFailure(text) == error)
    }
  }

  @Test("a run stops at an event of another shape and takes up the new one")
  func changesShape() throws {
    let events = Self.events(60)
    let spaced = Self.layouts[0].event
    let minified = Self.layouts[1].event
    let written = events.enumerated().map { index, event in
      (index / 10 % 2 == 0 ? spaced : minified)([
        ("t", "\(event.t)"), ("touch", "\(event.touch)"), ("phase", "\"\(event.phase.rawValue)\""),
        ("x", "\(event.x)"), ("y", "\(event.y)"),
      ])
    }
    let text = """
      {"format": "popgesture-trace/1", "navigation": {"stack": [{"id": "home"}]}, "events": [
        \(written.joined(separator: ",\n  "))
      ]}
      """
    #expect(try Self.decoded(text, chunk: .max) == events)
    #expect(try Self.decoded(text, chunk: 3) == events)
  }
}
