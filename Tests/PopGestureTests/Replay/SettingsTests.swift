import PopGestureTestSupport
import Testing

@testable import PopGesture

/// Each of the model's constants is a setting a trace can override (<doc:TraceFormat>, settings).
extension ReplaySuite {
  @Test("panHysteresis moves where the pan wants to begin, and what its translation loses")
  func panHysteresis() throws {
    var script = TraceScript()
    script.settings = [#""panHysteresis": 20"#]
    script.touchEvent(0, 1, "began", 100, 400)
    script.touchEvent(0.016, 1, "moved", 115, 400)
    script.touchEvent(0.032, 1, "moved", 130, 400)
    script.touchEvent(0.048, 1, "ended", 130, 400)
    let began = try #require(try script.records().recognizer(.fullscreenPop).first)
    #expect(began.state == .began)
    #expect(began.translation == Point(x: 10, y: 0))
    #expect(began.location == Point(x: 130, y: 400))
  }

  @Test("transitionDuration sets how long an animated push takes")
  func transitionDuration() throws {
    var script = TraceScript()
    script.settings = [#""transitionDuration": 0.5"#]
    script.action(0, #""action": "push", "screen": {"id": "third"}"#)
    #expect(try script.records().filter { $0.type == "transition" }.map(\.t) == [0, 0.5])
  }

  @Test("edgeRegion, edgeHysteresis and edgeMaxDuration shape the edge pan")
  func edgeSettings() throws {
    var script = TraceScript(policy: "uikit", ios: 18)
    script.settings = [#""edgeRegion": 40"#, #""edgeHysteresis": 5"#, #""edgeMaxDuration": 1"#]
    script.touchEvent(0, 1, "began", 30, 400)
    script.touchEvent(0.5, 1, "moved", 36, 400)
    script.touchEvent(0.6, 1, "ended", 36, 400)
    let began = try #require(try script.records().recognizer(.edgePop).first)
    #expect(began.state == .began)
    #expect(began.translation == Point(x: 1, y: 0))
  }

  @Test("edgeAngleLimit sets how steep an edge swipe may go before it fails with verticalMovement")
  func edgeAngleLimit() throws {
    // dx 10, dy 15: steeper than 45 degrees from the edge's normal (10 < 15 / tan 45 = 15), well
    // within the default 77.5 (15 / tan 77.5 = 3.3).
    func edgeVerdict(_ settings: [String]) throws -> [String] {
      var script = TraceScript(policy: "uikit", ios: 18)
      script.settings = settings
      script.touchEvent(0, 1, "began", 5, 400)
      script.touchEvent(0.05, 1, "moved", 15, 415)
      script.touchEvent(0.1, 1, "moved", 25, 415)
      script.touchEvent(0.1, 1, "ended", 25, 415)
      return try script.records().states(of: .edgePop)
    }
    #expect(try edgeVerdict([]) == ["began", "ended"])
    #expect(try edgeVerdict([#""edgeAngleLimit": 45"#]) == ["failed verticalMovement"])
  }

  @Test("contentHysteresis sets the content swipe's distance")
  func contentHysteresis() throws {
    var script = TraceScript(policy: "uikit")
    script.settings = [#""contentHysteresis": 50"#]
    script.touchEvent(0, 1, "began", 100, 400)
    script.touchEvent(0.016, 1, "moved", 140, 400)
    script.touchEvent(0.032, 1, "moved", 160, 400)
    script.touchEvent(0.048, 1, "ended", 160, 400)
    let records = try script.records()
    let began = try #require(records.recognizer(.contentPop).first)
    #expect(began.location == Point(x: 160, y: 400))
    #expect(began.translation == Point(x: 10, y: 0))
  }

  @Test("navigationBarHeight sets the visible bar's extent, from topInset up to topInset + height")
  func navigationBar() throws {
    func edgeVerdict(y: Double, settings: [String] = []) throws -> [String] {
      var script = TraceScript(policy: "uikit", ios: 18)
      script.settings = settings
      script.swipe(from: (5, y), to: (185, y))
      return try script.records().states(of: .edgePop)
    }
    #expect(try edgeVerdict(y: 47) == ["failed onNavigationBar"])
    #expect(try edgeVerdict(y: 90.9) == ["failed onNavigationBar"])
    #expect(try edgeVerdict(y: 91) == ["began", "ended"])
    #expect(try edgeVerdict(y: 46.9) == ["began", "ended"])
    #expect(try edgeVerdict(y: 120, settings: [#""navigationBarHeight": 100"#]) == ["failed onNavigationBar"])
  }

  @Test("releaseProjection and finishRule decide the release")
  func releaseSettings() throws {
    func decision(_ settings: [String]) throws -> ReleaseRecord.Decision? {
      var script = TraceScript()
      script.settings = settings
      // About 19 % at 1312 pt/s: the default projection finishes it, without projection it is short.
      script.swipe(from: (100, 400), to: (184, 400), duration: 0.064, steps: 4)
      return try script.records().releases.first?.decision
    }
    #expect(try decision([]) == .finish)
    #expect(try decision([#""releaseProjection": 0"#]) == .cancel)
    #expect(try decision([#""finishRule": "flutter""#]) == .finish)
    #expect(try decision([#""finishRule": "flutter""#, #""releaseProjection": 0"#]) == .finish)
  }
}
