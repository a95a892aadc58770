import PopGestureTestSupport
import PopGestureTesting
import Testing

@testable import PopGesture

/// What an app declares around the swipe, replayed: a recognizer that is off or ignores the
/// touch is no candidate; `simultaneousWith` lets two recognizers run together from either side;
/// `requiresFailureOf` and `requiredToFailBy` make one wait for another; and all of them are read
/// when the sequence's first finger goes down.
extension ArbitrationSuite {
  /// A trace on `home` and a `detail` screen holding `views` (JSON objects), under `policy`.
  static func script(_ views: String, policy: String = "fd", ios: Int? = nil) -> TraceScript {
    TraceScript(stack: #"[{"id": "home"}, {"id": "detail", "views": [\#(views)]}]"#, policy: policy, ios: ios)
  }

  /// A full-screen custom pan called `id`, with extra JSON members.
  static func pan(_ id: String = "canvas", _ members: String = "", subviews: String? = nil) -> String {
    let extra = members.isEmpty ? "" : ", " + members
    let inside = subviews.map { #", "subviews": [\#($0)]"# } ?? ""
    return #"{"id": "\#(id)", "kind": "pan", "frame": [0, 100, 390, 700]\#(extra)\#(inside)}"#
  }

  static func candidates(_ script: TraceScript) throws -> [String] {
    try script.records().candidateLists.first?.map(\.description) ?? []
  }

  /// A rightward swipe at y 400 from `from` to `to` over 0.2 s, with a `set` of `setting` just
  /// after the finger went down.
  static func swipe(_ script: inout TraceScript, from: Double, to: Double, setting: String) {
    script.touchEvent(0, 1, "began", from, 400)
    script.action(0.001, #""action": "set", \#(setting)"#)
    for step in 1...12 {
      script.touchEvent(Double(step) / 60, 1, "moved", from + (to - from) * Double(step) / 12, 400)
    }
    script.touchEvent(0.2, 1, "ended", to, 400)
  }

  // MARK: Candidates

  @Test("recognizerEnabled false takes the view's recognizer out of the candidates, and the swipe pops")
  func recognizerEnabled() throws {
    for enabled in [true, false] {
      var script = Self.script(Self.pan("canvas", #""recognizerEnabled": \#(enabled)"#))
      script.swipe(from: (100, 400), to: (280, 400))
      let records = try script.records()
      #expect(records.candidateLists.first?.contains(.pan(view: "canvas")) == enabled)
      #expect(records.final?.stack == (enabled ? ["home", "detail"] : ["home"]))
    }
  }

  @Test("ignoresTouchesIn removes the recognizer only when the first finger goes down inside a frame")
  func ignoresTouchesIn() throws {
    let handle = #""ignoresTouchesIn": [[0, 100, 390, 60], [0, 700, 50, 50]]"#
    for (y, ignored) in [(120.0, true), (400.0, false), (159.9, true), (160.0, false)] {
      var script = Self.script(Self.pan("canvas", handle))
      script.swipe(from: (100, y), to: (280, y))
      #expect(try Self.candidates(script).contains("canvas.pan") == !ignored, "y \(y)")
    }
  }

  @Test("ignoresTouchesIn is about the first finger: a second finger inside a frame changes nothing")
  func ignoresTouchesInSecondFinger() throws {
    var script = Self.script(Self.pan("canvas", #""ignoresTouchesIn": [[0, 100, 390, 60]]"#))
    script.touchEvent(0, 1, "began", 100, 400)
    script.touchEvent(0.01, 2, "began", 100, 120)
    script.touchEvent(0.02, 2, "ended", 100, 120)
    script.touchEvent(0.03, 1, "ended", 100, 400)
    #expect(
      try script.records().candidateLists.map { $0.map(\.description) } == [
        ["canvas.pan", "fullscreenPop", "contentPop"]
      ])
  }

  // MARK: simultaneousWith

  @Test(
    "a custom pan blocks iOS 26's content swipe unless it is simultaneous with it or with all")
  func systemName() {
    eachArgument([
      ("", false), (#""simultaneousWith": ["contentPop"]"#, true), (#""simultaneousWith": "all""#, true),
      (#""simultaneousWith": ["edgePop"]"#, false), (#""simultaneousWith": []"#, false),
    ]) { (members, pops) in try systemName(members: members, pops: pops) }
  }

  func systemName(members: String, pops: Bool) throws {
    var script = Self.script(Self.pan("chart", members), policy: "uikit", ios: 26)
    script.swipe(from: (150, 400), to: (350, 400), duration: 0.2)
    let records = try script.records()
    #expect(records.states(of: .pan(view: "chart")).first == "began")
    #expect(records.states(of: .contentPop).first == (pops ? "began" : "failed preventedBy chart.pan"))
    #expect(records.final?.stack == (pops ? ["home"] : ["home", "detail"]))
  }

  @Test("a view's pan simultaneous with fullscreenPop lets FD's pan pop beside it, without the README recipe")
  func fullscreenPopByName() throws {
    var script = Self.script(Self.pan("chart", #""simultaneousWith": ["fullscreenPop"]"#))
    script.swipe(from: (150, 400), to: (350, 400), duration: 0.2)
    let records = try script.records()
    #expect(records.states(of: .fullscreenPop).first == "began")
    #expect(records.states(of: .pan(view: "chart")).first == "began")
    #expect(records.final?.stack == ["home"])
  }

  @Test(
    "either side's yes is enough: a card inside a board runs beside the board's pan whichever declares it")
  func eitherSide() {
    eachArgument([("card", "board.pan"), ("board", "card.pan"), ("", "")]) { (declaring, name) in
      try eitherSide(declaring: declaring, name: name)
    }
  }

  func eitherSide(declaring: String, name: String) throws {
    let declaration = #""simultaneousWith": ["\#(name)"]"#
    let card = Self.pan("card", declaring == "card" ? declaration : "")
    let board = Self.pan("board", declaring == "board" ? declaration : "", subviews: card)
    var script = Self.script(board)
    script.swipe(from: (150, 400), to: (150, 600), duration: 0.2)
    let records = try script.records()
    #expect(records.candidateLists.first?.prefix(2) == [.pan(view: "card"), .pan(view: "board")])
    #expect(records.states(of: .pan(view: "card")).first == "began")
    #expect(
      records.states(of: .pan(view: "board")).first
        == (declaring.isEmpty ? "failed preventedBy card.pan" : "began"))
  }

  // MARK: requiresFailureOf

  @Test("requiresFailureOf waits for the named recognizer and fails preventedBy it when it begins")
  func requiresFailureOfBegan() throws {
    var script = Self.script(Self.pan("carousel", #""requiresFailureOf": ["fullscreenPop"]"#))
    script.swipe(from: (150, 400), to: (350, 400), duration: 0.2)
    let records = try script.records()
    #expect(
      records.states(of: .pan(view: "carousel")) == ["waiting", "failed preventedBy fullscreenPop"])
    #expect(records.final?.stack == ["home"])
  }

  @Test("requiresFailureOf resumes the waiter when the named recognizer fails, and it begins")
  func requiresFailureOfResumes() throws {
    var script = Self.script(Self.pan("carousel", #""requiresFailureOf": ["fullscreenPop"]"#))
    script.swipe(from: (300, 400), to: (100, 400), duration: 0.2)
    let records = try script.records()
    #expect(records.states(of: .fullscreenPop) == ["failed wrongDirection"])
    #expect(records.states(of: .pan(view: "carousel")).prefix(2) == ["waiting", "began"])
  }

  @Test("requiresFailureOf of one that may run beside it still fails it when the awaited one begins")
  func requiresFailureOfSimultaneous() throws {
    var script = Self.script(
      Self.pan("carousel", #""requiresFailureOf": ["fullscreenPop"], "simultaneousWith": ["fullscreenPop"]"#))
    script.swipe(from: (150, 400), to: (350, 400), duration: 0.2)
    let records = try script.records()
    #expect(
      records.states(of: .pan(view: "carousel")) == ["waiting", "failed preventedBy fullscreenPop"])
    #expect(records.final?.stack == ["home"])
  }

  @Test(
    "the waiter's decision: excludedBy when the two exclude each other, awaitedBegan when they may run together"
  )
  func awaitedCause() {
    eachArgument([false, true]) { simultaneous in try awaitedCause(simultaneous: simultaneous) }
  }

  func awaitedCause(simultaneous: Bool) throws {
    let members =
      #""requiresFailureOf": ["fullscreenPop"]"#
      + (simultaneous ? #", "simultaneousWith": ["fullscreenPop"]"# : "")
    var script = Self.script(Self.pan("carousel", members))
    script.swipe(from: (150, 400), to: (350, 400), duration: 0.2)
    let trace = try script.trace()
    var replayer = Replayer(trace: trace, keepsDecisions: true)
    for event in trace.events { replayer.feed(event) }
    replayer.finish()
    let causes = replayer.decisions.compactMap { decision -> Cause? in
      guard case .recognizer(let record) = replayer.records[decision.record].body,
        record.name == .pan(view: "carousel"), case .failed(let cause) = decision.outcome
      else { return nil }
      return cause
    }
    #expect(
      causes == [
        simultaneous ? .awaitedBegan(recognizer: .fullscreenPop) : .excludedBy(recognizer: .fullscreenPop)
      ])
  }

  // MARK: requiredToFailBy

  @Test(
    "requiredToFailBy makes the named recognizer wait: FD's pan waits for a vertical pan that never begins")
  func requiredToFailBy() throws {
    for declared in [false, true] {
      let members =
        #""direction": "vertical""# + (declared ? #", "requiredToFailBy": ["fullscreenPop"]"# : "")
      // iOS 18: no content swipe to take over from FD's pan.
      var script = Self.script(Self.pan("sheet", members), ios: 18)
      script.swipe(from: (150, 400), to: (350, 404), duration: 0.2)
      let records = try script.records()
      #expect(
        records.states(of: .fullscreenPop).first == (declared ? "waiting" : "began"), "declared \(declared)")
      #expect(records.final?.stack == (declared ? ["home", "detail"] : ["home"]))
    }
  }

  @Test("a recognizer named by requiredToFailBy begins once the one it waits for fails")
  func requiredToFailByReleases() throws {
    // A closed row dragged rightward fails wrongDirection once it moves 25 pt (`rowHysteresis`),
    // after FD's pan, which wants to begin at 10, has started to wait for it.
    var script = TraceScript(
      stack: #"""
        [{"id": "home"}, {"id": "detail", "views": [
          {"id": "row", "kind": "swipeActions", "frame": [0, 100, 390, 700], "requiredToFailBy": ["fullscreenPop"]}]}]
        """#)
    script.settings = [#""rowHysteresis": 25"#]
    script.swipe(from: (150, 400), to: (350, 400), duration: 0.2)
    let records = try script.records()
    #expect(records.states(of: .swipe(view: "row")) == ["failed wrongDirection"])
    #expect(records.states(of: .fullscreenPop).prefix(2) == ["waiting", "began"])
    #expect(records.final?.stack == ["home"])
  }

  // MARK: Snapshot at touch-down

  @Test("a set during a sequence counts from the next sequence: the candidates were chosen at touch-down")
  func snapshotAtTouchDown() throws {
    var script = Self.script(Self.pan("canvas"))
    Self.swipe(
      &script, from: 100, to: 280,
      setting: #""screen": "detail", "view": "canvas", "property": "recognizerEnabled", "value": false"#)
    script.swipe(from: (100, 400), to: (280, 400), duration: 0.2, at: 1)
    let records = try script.records()
    #expect(records.candidateLists.map { $0.contains(.pan(view: "canvas")) } == [true, false])
    #expect(records.states(of: .pan(view: "canvas")).first == "began")
    #expect(records.final?.stack == ["home"])
  }

  @Test("a simultaneousWith set during a sequence leaves that sequence's rivalry as it was")
  func simultaneitySnapshot() throws {
    var script = Self.script(Self.pan("chart"), policy: "uikit", ios: 26)
    Self.swipe(
      &script, from: 150, to: 350,
      setting: #""screen": "detail", "view": "chart", "property": "simultaneousWith", "value": "all""#)
    script.swipe(from: (150, 400), to: (350, 400), duration: 0.2, at: 1)
    let records = try script.records()
    #expect(records.states(of: .contentPop).first == "failed preventedBy chart.pan")
    #expect(records.states(of: .contentPop).contains("began"))
    #expect(records.final?.stack == ["home"])
  }
}
