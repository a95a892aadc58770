import PopGestureTestSupport
import Testing

@testable import PopGesture
@testable import PopGestureFormats

/// Contract section 1: any number above 1e15 in magnitude is an input error, located at the
/// number, wherever in a trace it is written, in memory, streamed, and in a replay's first pass.
@Suite("Numbers out of range")
struct NumberRangeTests {
  static let valid = """
    {"format": "popgesture-trace/1",
     "device": {"width": 390, "height": 844, "topInset": 47},
     "settings": {"panHysteresis": 10, "transitionDuration": 0.35},
     "navigation": {"stack": [{"id": "a"}, {"id": "b", "maxAllowedInitialDistanceToLeftEdge": 20, "views": [
       {"id": "pager", "kind": "scrollView", "frame": [0, 100, 390, 400], "contentSize": [1170, 400],
        "contentOffset": [0, 0]}]}]},
     "events": [
      {"t": 0, "touch": 1, "phase": "began", "x": 100, "y": 400},
      {"t": 0.1, "touch": 1, "phase": "moved", "x": 150, "y": 400},
      {"t": 0.2, "touch": 1, "phase": "moved", "x": 175, "y": 400},
      {"t": 0.3, "touch": 1, "phase": "ended", "x": 200, "y": 400},
      {"t": 0.4, "action": "set", "screen": "b", "view": "pager", "property": "contentOffset", "value": [0, 0]},
      {"t": 0.5, "action": "set", "screen": "b", "property": "maxAllowedInitialDistanceToLeftEdge", "value": 30},
      {"t": 0.6, "action": "push", "screen": {"id": "c", "maxAllowedInitialDistanceToLeftEdge": 5}}
    ]}
    """

  /// One number made too large: the text it replaces, the text put there, the number as written
  /// in it, and the path the error names.
  struct Case: CustomTestStringConvertible, Sendable {
    var place: String
    var old: String
    var new: String
    var written: String
    var path: String
    /// The number as the message prints it.
    var printed: String
    var testDescription: String { place }
  }

  static let cases: [Case] = [
    Case(
      place: "t", old: #""t": 0.2,"#, new: #""t": 1e16,"#, written: "1e16", path: "events[2].t",
      printed: "1e+16"),
    Case(
      place: "t on the fast path's turf, written without an exponent", old: #""t": 0.2,"#,
      new: #""t": 1000000000000001,"#, written: "1000000000000001", path: "events[2].t",
      printed: "1000000000000001.0"),
    Case(
      place: "touch", old: #""touch": 1, "phase": "moved", "x": 175"#,
      new: #""touch": 2e15, "phase": "moved", "x": 175"#, written: "2e15", path: "events[2].touch",
      printed: "2000000000000000.0"),
    Case(
      place: "x, just above the bound", old: #""x": 175"#, new: #""x": 1000000000000000.3"#,
      written: "1000000000000000.3", path: "events[2].x", printed: "1000000000000000.2"),
    Case(
      place: "y", old: #""x": 100, "y": 400}"#, new: #""x": 100, "y": -1.7e308}"#, written: "-1.7e308",
      path: "events[0].y",
      printed: "-1.7e+308"),
    Case(
      place: "device width", old: #""width": 390"#, new: #""width": 1e+306"#, written: "1e+306",
      path: "device.width",
      printed: "1e+306"),
    Case(
      place: "device topInset", old: #""topInset": 47"#, new: #""topInset": 4.7e16"#, written: "4.7e16",
      path: "device.topInset",
      printed: "4.7e+16"),
    Case(
      place: "a setting", old: #""transitionDuration": 0.35"#, new: #""transitionDuration": 3.5e15"#,
      written: "3.5e15", path: "settings.transitionDuration", printed: "3500000000000000.0"),
    Case(
      place: "a frame", old: #""frame": [0, 100, 390, 400]"#, new: #""frame": [0, 100, 3.9e20, 400]"#,
      written: "3.9e20", path: "navigation.stack[1].views[0].frame[2]", printed: "3.9e+20"),
    Case(
      place: "a contentSize", old: #""contentSize": [1170, 400]"#, new: #""contentSize": [1.17e18, 400]"#,
      written: "1.17e18", path: "navigation.stack[1].views[0].contentSize[0]", printed: "1.17e+18"),
    Case(
      place: "a contentOffset", old: #""contentOffset": [0, 0]}"#, new: #""contentOffset": [0, -1e17]}"#,
      written: "-1e17", path: "navigation.stack[1].views[0].contentOffset[1]", printed: "-1e+17"),
    Case(
      place: "a screen's maxAllowedInitialDistanceToLeftEdge",
      old: #""maxAllowedInitialDistanceToLeftEdge": 20"#,
      new: #""maxAllowedInitialDistanceToLeftEdge": 2e16"#,
      written: "2e16", path: "navigation.stack[1].maxAllowedInitialDistanceToLeftEdge", printed: "2e+16"),
    Case(
      place: "a pushed screen's maxAllowedInitialDistanceToLeftEdge",
      old: #""maxAllowedInitialDistanceToLeftEdge": 5"#, new: #""maxAllowedInitialDistanceToLeftEdge": 5e16"#,
      written: "5e16", path: "events[6].screen.maxAllowedInitialDistanceToLeftEdge", printed: "5e+16"),
    Case(
      place: "a set of contentOffset", old: #""value": [0, 0]"#, new: #""value": [6e15, 0]"#,
      written: "6e15", path: "events[4].value[0]", printed: "6000000000000000.0"),
    Case(
      place: "a set of maxAllowedInitialDistanceToLeftEdge", old: #""value": 30"#, new: #""value": -3e16"#,
      written: "-3e16", path: "events[5].value", printed: "-3e+16"),
  ]

  /// `valid` with `broken`'s number in it; nil unless the text it replaces is there once.
  static func replacing(_ broken: Case) -> String? {
    guard valid.components(separatedBy: broken.old).count == 2 else { return nil }
    return valid.replacingOccurrences(of: broken.old, with: broken.new)
  }

  /// The 1-based line and column of the number `broken` writes.
  static func location(of broken: Case, in text: String) -> LineColumn? {
    guard let range = text.range(of: broken.new) else { return nil }
    let prefix = text[..<range.lowerBound]
    let line = prefix.filter { $0 == "\n" }.count + 1
    let lineStart = prefix.lastIndex(of: "\n").map { prefix.index(after: $0) } ?? prefix.startIndex
    guard let number = broken.new.range(of: broken.written) else { return nil }
    let column =
      prefix[lineStart...].count + broken.new.distance(from: broken.new.startIndex, to: number.lowerBound) + 1
    return LineColumn(line: line, column: column)
  }

  static let message = "is out of range; numbers in a trace are at most 1e15 in magnitude"

  @Test("a number above 1e15 is an error at the number, in memory, streamed and when checked")
  func rejects() {
    eachArgument(Self.cases) { broken in try rejects(broken) }
  }

  func rejects(_ broken: Case) throws {
    let text = try #require(Self.replacing(broken))
    let bytes = Array(text.utf8)
    let error = #expect(throws: TraceError.self) { try TraceDecoder(file: "bad.json").decode(bytes) }
    #expect(error?.file == "bad.json")
    #expect(error?.path == broken.path)
    #expect(error?.location == Self.location(of: broken, in: text))
    #expect(error?.message == "number \(broken.printed) \(Self.message)")
    #expect(TraceErrorLocationTests.streamed(bytes, chunk: 3)?.description == error?.description)
    #expect(TraceErrorLocationTests.checked(bytes, chunk: 3) == error)
    #expect(TraceErrorLocationTests.checked(bytes, chunk: .max) == error)
  }

  @Test("a number out of range in a navigation file is an error in that file")
  func rejectsInNavigationFile() throws {
    let navigation =
      #"{"stack": [{"id": "a", "views": [{"id": "v", "kind": "plain", "frame": [0, 0, 1e16, 1]}]}]}"#
    let trace = #"{"format": "popgesture-trace/1", "navigation": "shared.json", "events": []}"#
    let decoder = TraceDecoder(file: "bad.json") { _ in
      ("shared.json", ByteSources.memory(Array(navigation.utf8)))
    }
    let error = #expect(throws: TraceError.self) { try decoder.decode(Array(trace.utf8)) }
    #expect(error?.file == "shared.json")
    #expect(error?.path == "stack[0].views[0].frame[2]")
    #expect(error?.location == LineColumn(line: 1, column: 79))
    #expect(error?.message == "number 1e+16 \(Self.message)")
    let checked = #expect(throws: TraceError.self) {
      try decoder.check(from: ByteSources.memory(Array(trace.utf8), chunk: 3))
    }
    #expect(checked == error)
    // `replay --stack FILE` reads it on its own.
    let alone = #expect(throws: TraceError.self) {
      try TraceDecoder(file: "shared.json").decodeNavigation(Array(navigation.utf8))
    }
    #expect(alone == error)
  }

  /// Every place of `valid` at the bound, either way.
  static let atTheBound = """
    {"format": "popgesture-trace/1",
     "device": {"width": 1e15, "height": 1e15, "topInset": 1e15},
     "settings": {"panHysteresis": 1e15, "transitionDuration": 1e15},
     "navigation": {"stack": [{"id": "a"}, {"id": "b", "maxAllowedInitialDistanceToLeftEdge": 1e15, "views": [
       {"id": "pager", "kind": "scrollView", "frame": [-1e15, -1e15, 1e15, 1e15], "contentSize": [1e15, 1e15],
        "contentOffset": [-1e15, 1e15]}]}]},
     "events": [
      {"t": 0, "touch": 1e15, "phase": "began", "x": -1e15, "y": 1e15},
      {"t": 1e15, "touch": 1e15, "phase": "moved", "x": 1000000000000000, "y": -1e15},
      {"t": 1e15, "touch": 1e15, "phase": "ended", "x": 1e15, "y": -1e15},
      {"t": 1e15, "action": "set", "screen": "b", "view": "pager", "property": "contentOffset", "value": [1e15, -1e15]},
      {"t": 1e15, "action": "set", "screen": "b", "property": "maxAllowedInitialDistanceToLeftEdge", "value": 1e15},
      {"t": 1e15, "action": "push", "screen": {"id": "c", "maxAllowedInitialDistanceToLeftEdge": 1e15}}
    ]}
    """

  @Test("1e15 itself, either way, is a number in range in every place")
  func acceptsTheBound() throws {
    let bytes = Array(Self.atTheBound.utf8)
    let trace = try TraceDecoder(file: "bound.json").decode(bytes)
    #expect(trace.device.width == 1e15)
    #expect(trace.settings.transitionDuration == 1e15)
    #expect(trace.navigation.stack[1].views[0].frame.origin.x == -1e15)
    #expect(trace.events[1].t == 1e15)
    guard case .touch(let touch) = trace.events[1].kind else {
      Issue.record("events[1] is not a touch")
      return
    }
    #expect(touch.touch == 1_000_000_000_000_000)
    #expect(touch.location == Point(x: 1e15, y: -1e15))
    _ = try TraceDecoder(file: "bound.json").check(from: ByteSources.memory(bytes, chunk: 3))
  }
}
