import PopGestureTestSupport
import PopGestureTesting
import Testing

@testable import PopGesture

/// Seeded random traces: whatever the fingers and the app do, the replay keeps its invariants.
extension ReplaySuite {
  static let stacks = [
    #"[{"id": "a"}]"#,
    #"[{"id": "a"}, {"id": "b", "prefersNavigationBarHidden": true}]"#,
    #"""
    [{"id": "a"}, {"id": "b", "views": [
      {"id": "pager", "kind": "scrollView", "frame": [0, 100, 390, 400], "contentSize": [1170, 400],
       "pagingEnabled": true, "simultaneousWithPop": "atLeadingEdge", "subviews": [
        {"id": "row", "kind": "swipeActions", "frame": [0, 200, 390, 60]},
        {"id": "volume", "kind": "slider", "frame": [20, 300, 350, 40], "value": 0.3}]},
      {"id": "sheet", "kind": "pan", "frame": [0, 600, 390, 244], "direction": "vertical"}]}]
    """#,
    #"""
    [{"id": "a"}, {"id": "b", "backButton": "custom", "views": [
      {"id": "form", "kind": "scrollView", "frame": [0, 0, 390, 844], "contentSize": [390, 2000],
       "contentInset": [91, 0, 34, 0], "contentOffset": [0, -91], "subviews": [
        {"id": "pages", "kind": "scrollView", "frame": [0, 200, 390, 300], "contentSize": [1170, 300],
         "contentInset": [0, 16, 0, 16], "contentOffset": [-16, 0], "pagingEnabled": true},
        {"id": "level", "kind": "slider", "frame": [20, 600, 350, 40], "value": 1, "thumbSize": [44, 44]}]}]}]
    """#,
  ]

  static func script(seed: UInt64) -> TraceScript {
    var random = SeededGenerator(seed: seed)
    var script = TraceScript(
      stack: random.pick(stacks), policy: random.pick(PolicyName.allCases).rawValue,
      ios: random.pick([18, 26]))
    script.navigation = [
      #""installedByPush": \#(random.pick([true, false]))"#,
      #""interactivePopGestureEnabled": \#(random.pick([true, false]))"#,
    ]
    script.settings = [#""finishRule": "\#(random.pick(FinishRule.allCases).rawValue)""#]
    var t = 0.0
    var down: [Int: (Double, Double)] = [:]
    for _ in 0..<60 {
      t += random.pick([0, 0.004, 0.016, 0.1, 0.4])
      switch random.next() % 10 {
      case 0:
        script.action(
          t,
          random.pick([
            #""action": "push", "screen": {"id": "c\#(random.next() % 3)"}"#, #""action": "pop""#,
            #""action": "pop", "animated": false"#,
            #""action": "setStack", "screens": [{"id": "a"}, {"id": "b"}]"#,
            #""action": "set", "screen": "a", "property": "interactivePopDisabled", "value": true"#,
            #""action": "set", "property": "navigationBarHidden", "value": false"#,
            #""action": "set", "property": "contentPopGestureEnabled", "value": false"#,
            #""action": "set", "screen": "a", "property": "backButton", "value": "custom""#,
          ]))
      case 1, 2:
        let touch = Int(random.next() % 3) + 1
        guard down[touch] == nil else { continue }
        let point = (random.number(0...390), random.number(0...844))
        down[touch] = point
        script.touchEvent(t, touch, "began", point.0, point.1)
      default:
        guard let touch = down.keys.sorted().first else { continue }
        let old = down[touch] ?? (0, 0)
        let point = (old.0 + random.number(-30...60), old.1 + random.number(-20...20))
        let phase = random.pick(["moved", "moved", "moved", "ended", "cancelled"])
        down[touch] = phase == "moved" ? point : nil
        script.touchEvent(t, touch, phase, point.0, point.1)
      }
    }
    return script
  }

  @Test("records run forward in time, end with final, and leave no recognizer undecided")
  func invariants() {
    eachArgument(0..<300) { seed in try invariants(seed: seed) }
  }

  func invariants(seed: Int) throws {
    let script = Self.script(seed: UInt64(seed))
    let records = try script.records()
    #expect(records.last?.type == "final")
    #expect(records.filter { $0.type == "final" }.count == 1)
    #expect(zip(records, records.dropFirst()).allSatisfy { $0.t <= $1.t })
    let transitionsBegan = records.transitions.filter { $0.phase == .began }.count
    let transitionsEnded = records.transitions.count - transitionsBegan
    let touchPhases = records.touches.map(\.phase)
    let fingersLeftDown =
      touchPhases.filter { $0 == .began }.count - touchPhases.filter { $0 != .began }.count
    // A pop whose finger never lifts is still running at the end; anything else has ended.
    if records.final?.fault == nil && fingersLeftDown == 0 {
      #expect(transitionsBegan == transitionsEnded)
      #expect(records.final?.transitioning == false)
    }
    #expect(Replayer.replay(try script.trace()) == records, "replay is deterministic")
  }
}
