import PopGestureTestSupport
import PopGestureTesting
import Testing

@testable import PopGesture

/// FD 1.1's view-controller-based navigation bar, hook by hook.
extension ReplaySuite {
  /// `home` below `detail`; `hidden` lists the screens that prefer a hidden bar.
  static func script(hidden: [String], barHidden: Bool, extra: [String] = []) -> TraceScript {
    func screen(_ id: String) -> String {
      hidden.contains(id) ? #"{"id": "\#(id)", "prefersNavigationBarHidden": true}"# : #"{"id": "\#(id)"}"#
    }
    var script = TraceScript(stack: "[\(screen("home")), \(screen("detail"))]")
    script.navigation = [#""navigationBarHidden": \#(barHidden)"#] + extra
    return script
  }

  /// A pop that finishes, and one that springs back.
  static func finishingSwipe(_ script: inout TraceScript) { script.swipe(from: (100, 400), to: (300, 400)) }
  static func cancellingSwipe(_ script: inout TraceScript) {
    script.swipe(from: (100, 400), to: (140, 400), duration: 0.5, steps: 10)
  }

  @Test("hidden to shown: the screen below shows the bar, animated, when the pop starts")
  func hiddenToShownFinished() throws {
    var script = Self.script(hidden: ["detail"], barHidden: true)
    Self.finishingSwipe(&script)
    let records = try script.records()
    #expect(records.barChanges == ["shown animated"])
    #expect(records.final?.navigationBarHidden == false)
    // Bar changes come after the transition's began, before the progress.
    let types = records.types
    let bar = try #require(types.firstIndex(of: "navigationBar"))
    #expect(types[bar - 1] == "transition" && types[bar + 1] == "progress")
  }

  @Test("hidden to shown, cancelled: the top screen hides the bar again on release")
  func hiddenToShownCancelled() throws {
    var script = Self.script(hidden: ["detail"], barHidden: true)
    Self.cancellingSwipe(&script)
    let records = try script.records()
    #expect(records.releases.map(\.decision) == [.cancel])
    #expect(records.barChanges == ["shown animated", "hidden animated"])
    #expect(records.final?.navigationBarHidden == true)
    #expect(Array(records.types.suffix(4)) == ["release", "navigationBar", "transition", "final"])
  }

  @Test("shown to hidden: the screen below hides the bar, and the check does not undo it")
  func shownToHiddenFinished() throws {
    var script = Self.script(hidden: ["home"], barHidden: false)
    Self.finishingSwipe(&script)
    let records = try script.records()
    #expect(records.barChanges == ["hidden animated"])
    #expect(records.final?.navigationBarHidden == true)
  }

  @Test("shown to hidden, cancelled: the bar comes back when the top screen appears again")
  func shownToHiddenCancelled() throws {
    var script = Self.script(hidden: ["home"], barHidden: false)
    Self.cancellingSwipe(&script)
    let records = try script.records()
    #expect(records.barChanges == ["hidden animated", "shown animated"])
    #expect(records.final?.navigationBarHidden == false)
  }

  @Test("a push hides the bar for a screen that prefers it hidden; unanimated pushes change it unanimated")
  func push() throws {
    var animated = Self.script(hidden: [], barHidden: false)
    animated.action(0, #""action": "push", "screen": {"id": "video", "prefersNavigationBarHidden": true}"#)
    #expect(try animated.records().barChanges == ["hidden animated"])
    var instant = Self.script(hidden: [], barHidden: false)
    instant.action(
      0,
      #""action": "push", "screen": {"id": "video", "prefersNavigationBarHidden": true}, "animated": false"#)
    #expect(try instant.records().barChanges == ["hidden"])
  }

  @Test("the will-disappear check shows the bar, unanimated, when the new top does not prefer it hidden")
  func disappearCheck() throws {
    // Built without pushes: no screen has the will-appear hook, so only the check acts.
    var script = Self.script(hidden: ["detail"], barHidden: true, extra: [#""installedByPush": false"#])
    script.action(0, #""action": "pop""#)
    let records = try script.records()
    #expect(records.barChanges == ["shown"])
    #expect(records.types.prefix(4) == ["action", "transition", "navigationBar", "transition"])
  }

  @Test("a pushed screen's hook also goes to the top screen when it has none")
  func pushGivesTopAHook() throws {
    var script = Self.script(
      hidden: ["home", "detail"], barHidden: true, extra: [#""installedByPush": false"#])
    script.action(0, #""action": "push", "screen": {"id": "third"}"#)
    script.action(1, #""action": "pop""#)
    // third shows the bar; popping back to detail (hooked by that push) hides it again.
    #expect(try script.records().barChanges == ["shown animated", "hidden animated"])
  }

  @Test("setStack gives no hooks and fires none")
  func setStack() throws {
    var script = Self.script(hidden: [], barHidden: false)
    script.action(
      0,
      #""action": "setStack", "screens": [{"id": "a", "prefersNavigationBarHidden": true}, {"id": "b", "prefersNavigationBarHidden": true}]"#
    )
    script.action(1, #""action": "pop""#)
    let records = try script.records()
    #expect(records.barChanges.isEmpty)
  }

  @Test("hooks belong to screen ids: a screen that leaves and comes back with its id keeps its hook")
  func hooksBelongToIDs() throws {
    var script = TraceScript(stack: #"[{"id": "home"}]"#, ios: 18)
    script.action(0, #""action": "push", "screen": {"id": "video", "prefersNavigationBarHidden": true}"#)
    script.action(1, #""action": "pop""#)
    // video left the stack; it comes back under setStack, which gives no hooks, with the one it had.
    script.action(
      2,
      #""action": "setStack", "screens": [{"id": "video", "prefersNavigationBarHidden": true}, {"id": "home"}]"#
    )
    script.action(3, #""action": "pop""#)
    let records = try script.records()
    #expect(records.barChanges == ["hidden animated", "shown animated", "hidden animated"])
    // A screen id that never had a hook has none after setStack.
    var fresh = TraceScript(stack: #"[{"id": "home"}]"#, ios: 18)
    fresh.action(
      0,
      #""action": "setStack", "screens": [{"id": "movie", "prefersNavigationBarHidden": true}, {"id": "home"}]"#
    )
    fresh.action(1, #""action": "pop""#)
    #expect(try fresh.records().barChanges.isEmpty)
  }

  @Test("with view-controller-based appearance off, pushes leave the bar alone")
  func disabled() throws {
    var script = Self.script(
      hidden: [], barHidden: false, extra: [#""viewControllerBasedNavigationBarAppearanceEnabled": false"#])
    script.action(0, #""action": "push", "screen": {"id": "video", "prefersNavigationBarHidden": true}"#)
    script.action(1, #""action": "pop""#)
    #expect(try script.records().barChanges.isEmpty)
  }

  @Test("other policies change the bar only through set")
  func otherPolicies() throws {
    var script = Self.script(hidden: ["detail"], barHidden: true)
    script.policy = "uikit"
    script.action(0, #""action": "pop""#)
    script.action(1, #""action": "set", "property": "navigationBarHidden", "value": false"#)
    let records = try script.records()
    #expect(records.barChanges == ["shown"])
    #expect(records.first { $0.type == "navigationBar" }?.t == 1)
  }
}
