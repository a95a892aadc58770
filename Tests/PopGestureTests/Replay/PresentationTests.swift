import PopGestureTestSupport
import PopGestureTesting
import Testing

@testable import PopGesture

/// Presented screens: while one is presented, touches hit it and its views, the navigation
/// controller's swipes are no candidates, and the final record names it; a trace built in Swift
/// without `validate()` gets run-time records for a present or dismiss that cannot happen.
extension ReplaySuite {
  static let compose =
    #"{"id": "compose", "views": [{"id": "body", "kind": "scrollView", "frame": [0, 0, 390, 844], "contentSize": [390, 3000]}]}"#

  @Test("while presented, the presented screen's views are hit and only their recognizers are candidates")
  func presentedViewsAreHit() throws {
    for style in ["fullScreen", "pageSheet"] {
      var script = TraceScript()
      script.action(0, #""action": "present", "screen": \#(Self.compose), "style": "\#(style)""#)
      script.swipe(from: (150, 400), to: (330, 400), at: 0.5)
      let records = try script.records()
      #expect(records.actions.map(\.action) == [.present], "\(style)")
      #expect(records.actions.first?.screen == "compose")
      #expect(records.touches.first?.hit?.description == "compose/body")
      #expect(records.candidateLists == [[.pan(view: "body")]])
      #expect(records.final?.stack == ["home", "detail"])
      #expect(records.final?.presented == "compose")
    }
  }

  @Test("a presented screen without views is hit itself, even on the navigation bar, with no candidates")
  func presentedScreenIsHit() throws {
    var script = TraceScript()
    script.action(0, #""action": "present", "screen": {"id": "sheet"}"#)
    script.swipe(from: (5, 60), to: (185, 60), at: 0.5)
    let records = try script.records()
    #expect(records.touches.first?.hit?.description == "sheet")
    #expect(records.candidateLists == [[]])
  }

  @Test("after dismiss the navigation controller's swipes are back, and the final record names no screen")
  func dismissRestores() throws {
    var script = TraceScript()
    script.action(0, #""action": "present", "screen": {"id": "sheet"}, "animated": false"#)
    script.action(0.2, #""action": "dismiss""#)
    script.swipe(from: (150, 400), to: (330, 400), at: 0.5)
    let records = try script.records()
    #expect(records.actions.map { "\($0.action) \($0.result)" } == ["present applied", "dismiss applied"])
    #expect(records.actions.last?.screen == "sheet")
    #expect(records.candidateLists == [[.fullscreenPop, .contentPop]])
    #expect(records.final?.stack == ["home"])
    #expect(records.final?.presented == nil)
  }

  @Test("a set may name the presented screen's views, and changes them")
  func setOnPresentedView() throws {
    var script = TraceScript()
    script.action(0, #""action": "present", "screen": \#(Self.compose)"#)
    script.action(
      0.1, #""action": "set", "screen": "compose", "view": "body", "property": "hidden", "value": true"#)
    script.touchEvent(0.5, 1, "began", 150, 400)
    script.touchEvent(0.6, 1, "ended", 150, 400)
    let records = try script.records()
    #expect(records.touches.first?.hit?.description == "compose")
    #expect(records.candidateLists == [[]])
  }

  @Test("present and dismiss happen at once, even during a transition")
  func notDeferred() throws {
    var script = TraceScript()
    script.action(0, #""action": "push", "screen": {"id": "third"}"#)
    script.action(0.1, #""action": "present", "screen": {"id": "sheet"}"#)
    script.action(0.2, #""action": "dismiss""#)
    let records = try script.records()
    let presentation = records.filter {
      guard case .action(let action) = $0.body else { return false }
      return action.action == .present || action.action == .dismiss
    }
    #expect(presentation.map(\.t) == [0.1, 0.2])
    #expect(records.actions.suffix(2).map(\.result) == [.applied, .applied])
    #expect(records.transitions.map(\.phase) == [.began, .finished])
  }

  /// A trace built in Swift, without the decoder's `validate()`.
  static func unvalidated(_ actions: [Action]) -> [Record] {
    let trace = Trace(
      navigation: NavigationDescription(stack: [Screen(id: "home"), Screen(id: "detail")]),
      events: actions.enumerated().map { Event(t: Double($0.offset), kind: .action($0.element)) })
    return Replayer.replay(trace)
  }

  @Test("without validate(), a dismiss with nothing presented is ignored nothingPresented")
  func dismissNothing() {
    let records = Self.unvalidated([.dismiss()])
    #expect(records.actions == [ActionRecord(action: .dismiss, result: .ignored, reason: .nothingPresented)])
    #expect(records.final?.presented == nil)
  }

  @Test(
    "without validate(), a present while presenting is ignored alreadyPresenting, naming the presented screen, which stays"
  )
  func presentTwice() {
    let records = Self.unvalidated([.present(Screen(id: "a")), .present(Screen(id: "b"))])
    #expect(
      records.actions == [
        ActionRecord(action: .present, result: .applied, screen: "a"),
        ActionRecord(action: .present, result: .ignored, reason: .alreadyPresenting, screen: "a"),
      ])
    #expect(records.final?.presented == "a")
  }
}
