import PopGestureFormats
import PopGestureTestSupport
import Testing

@testable import PopGesture
@testable import PopGestureTools

/// The tests of `PopGestureTools`'s `Compare/` folder: one suite across its files, each file extending it,
/// so that `swift test` prints the suite once. This file's tests follow.
@Suite("PopGestureTools: Compare")
struct CompareSuite {
  static func comparison(_ script: TraceScript, policy: PolicyName? = nil, ios: Int? = nil) throws
    -> Comparison
  {
    Comparison(trace: try script.trace(), policy: policy, ios: ios)
  }

  /// Each row's system as the table labels it, in order.
  static func systems(_ comparison: Comparison) -> [String] {
    comparison.rows.map(ComparisonFormat.label(of:))
  }

  /// The row of `policy` on iOS `ios`.
  static func row(_ comparison: Comparison, _ policy: PolicyName, _ ios: Int) throws -> PolicySummary {
    try #require(comparison.rows.first { $0.policy == policy && $0.ios == ios })
  }

  static var middleSwipe: TraceScript {
    var script = TraceScript()
    script.swipe(from: (100, 400), to: (280, 400))
    return script
  }

  static var rootSwipe: TraceScript {
    var script = TraceScript(stack: #"[{"id": "home"}]"#)
    script.swipe(from: (100, 400), to: (280, 400))
    return script
  }

  @Test("the rows are the trace's own system, then every library on iOS 26, then every library on iOS 18")
  func rows() throws {
    let comparison = try Self.comparison(Self.middleSwipe)
    #expect(
      Self.systems(comparison) == [
        "fd 26", "fd1.1 26", "zw 26", "kvc 26", "uikit 26", "fd 18", "fd1.1 18", "zw 18", "kvc 18",
        "uikit 18",
      ])
    #expect(comparison.reference.policy == .fd)
    #expect(comparison.reference.ios == 26)
  }

  @Test("the trace's own system comes first and is not shown again")
  func ownSystemFirst() {
    eachArgument([
      (
        "zw", 26,
        [
          "zw 26", "fd 26", "fd1.1 26", "kvc 26", "uikit 26", "fd 18", "fd1.1 18", "zw 18", "kvc 18",
          "uikit 18",
        ]
      ),
      (
        "kvc", 18,
        [
          "kvc 18", "fd 26", "fd1.1 26", "zw 26", "kvc 26", "uikit 26", "fd 18", "fd1.1 18", "zw 18",
          "uikit 18",
        ]
      ),
      (
        "uikit", 18,
        [
          "uikit 18", "fd 26", "fd1.1 26", "zw 26", "kvc 26", "uikit 26", "fd 18", "fd1.1 18", "zw 18",
          "kvc 18",
        ]
      ),
    ]) { (policy, ios, systems) in try ownSystemFirst(policy: policy, ios: ios, systems: systems) }
  }

  func ownSystemFirst(policy: String, ios: Int, systems: [String]) throws {
    var script = Self.middleSwipe
    script.policy = policy
    script.device = [#""ios": \#(ios)"#]
    let comparison = try Self.comparison(script)
    #expect(Self.systems(comparison) == systems)
    #expect(Set(Self.systems(comparison)).count == 10)
  }

  @Test("a trace on another iOS version, such as 17, adds its own row before all ten")
  func otherVersion() throws {
    var script = Self.middleSwipe
    script.device = [#""ios": 17"#]
    let comparison = try Self.comparison(script)
    #expect(
      Self.systems(comparison) == [
        "fd 17", "fd 26", "fd1.1 26", "zw 26", "kvc 26", "uikit 26", "fd 18", "fd1.1 18", "zw 18", "kvc 18",
        "uikit 18",
      ])
    // Before 26 there is no content swipe: iOS 17 and 18 replay alike.
    #expect(try Self.row(comparison, .fd, 18) == comparison.reference.with(ios: 18))
    #expect(
      try comparison.differences(of: Self.row(comparison, .uikit, 18))
        == [.outcome, .recognizer, .release, .stack])
    let text = ComparisonFormat.text(comparison, name: nil)
    #expect(text.hasPrefix("# compare\npops under 10 of 11 systems\n"))
    #expect(text.hasSuffix("\n* differs from fd on iOS 17\n"))
  }

  @Test("policy and ios choose the first row, the one every other row is compared with")
  func overrides() throws {
    let uikit18 = try Self.comparison(Self.middleSwipe, policy: .uikit, ios: 18)
    #expect(
      Self.systems(uikit18) == [
        "uikit 18", "fd 26", "fd1.1 26", "zw 26", "kvc 26", "uikit 26", "fd 18", "fd1.1 18", "zw 18",
        "kvc 18",
      ])
    #expect(
      Comparison.cell(.recognizer, of: uikit18.reference, in: .swipe(1)) == "edgePop failed outsideEdge")
    #expect(
      try uikit18.differences(of: Self.row(uikit18, .fd, 26)) == [.outcome, .recognizer, .release, .stack])
    #expect(
      try uikit18.differences(of: Self.row(uikit18, .uikit, 26)) == [.outcome, .recognizer, .release, .stack])
    #expect(Self.systems(try Self.comparison(Self.middleSwipe, policy: .kvc)).first == "kvc 26")
    #expect(Self.systems(try Self.comparison(Self.middleSwipe, ios: 18)).first == "fd 18")
  }

  @Test("each swipe's row says what became of the pop, who began or was rejected, and the release")
  func cells() throws {
    // On iOS 26 the content swipe is a candidate beside FD's pan, but the pan begins first.
    #expect(try Self.middleSwipe.records().candidateLists == [[.fullscreenPop, .contentPop]])
    let comparison = try Self.comparison(Self.middleSwipe)
    #expect(comparison.blocks == [.swipe(1), .final])
    let fd = comparison.reference
    #expect(Comparison.cell(.outcome, of: fd, in: .swipe(1)) == "popped")
    #expect(Comparison.cell(.recognizer, of: fd, in: .swipe(1)) == "fullscreenPop began")
    // 180 pt less the pan's 10 pt of hysteresis, over a 390 pt screen.
    #expect(Comparison.cell(.release, of: fd, in: .swipe(1)) == "finish 0.436 at 937.5 pt/s")
    #expect(Comparison.cell(.stack, of: fd, in: .final) == "[home]")
    #expect(Comparison.cell(.bar, of: fd, in: .final) == "shown")
    #expect(Comparison.cell(.fault, of: fd, in: .final) == "none")
    // UIKit's content swipe waits for 30 pt, not 10, so it has 20 pt less of the pop at release.
    let uikit26 = try Self.row(comparison, .uikit, 26)
    #expect(Comparison.cell(.outcome, of: uikit26, in: .swipe(1)) == "popped")
    #expect(Comparison.cell(.recognizer, of: uikit26, in: .swipe(1)) == "contentPop began")
    #expect(Comparison.cell(.release, of: uikit26, in: .swipe(1)) == "finish 0.385 at 937.5 pt/s")
    #expect(comparison.differences(of: uikit26, in: .swipe(1)) == [.recognizer, .release])
    #expect(comparison.differences(of: uikit26, in: .final).isEmpty)
    #expect(comparison.differences(of: uikit26) == [.recognizer, .release])
    let uikit18 = try Self.row(comparison, .uikit, 18)
    #expect(Comparison.cell(.outcome, of: uikit18, in: .swipe(1)) == "no pop")
    #expect(Comparison.cell(.recognizer, of: uikit18, in: .swipe(1)) == "edgePop failed outsideEdge")
    #expect(Comparison.cell(.release, of: uikit18, in: .swipe(1)) == "none")
    #expect(comparison.differences(of: uikit18, in: .swipe(1)) == [.outcome, .recognizer, .release])
    #expect(comparison.differences(of: uikit18, in: .final) == [.stack])
    #expect(comparison.differences(of: uikit18) == [.outcome, .recognizer, .release, .stack])
    for (policy, ios) in [(PolicyName.zw, 26), (.kvc, 26), (.fd, 18), (.zw, 18), (.kvc, 18)] {
      #expect(try comparison.differences(of: Self.row(comparison, policy, ios)).isEmpty, "\(policy) \(ios)")
    }
  }

  @Test("each touch sequence has a block of its own, its cells compared with the same swipe's")
  func outcomePerSequence() throws {
    let stack = #"""
      [{"id": "album"}, {"id": "photos", "views": [{"id": "pager", "kind": "scrollView", "frame": [0, 100, 390, 500],
        "contentSize": [1170, 500], "contentOffset": [390, 0], "pagingEnabled": true,
        "simultaneousWithPop": "atLeadingEdge"}]}]
      """#
    var script = TraceScript(stack: stack)
    script.swipe(from: (100, 300), to: (280, 300))
    script.swipe(from: (100, 300), to: (280, 300), at: 1)
    let comparison = try Self.comparison(script)
    #expect(comparison.blocks == [.swipe(1), .swipe(2), .final])
    // The pager, on its second page, pages back on the first swipe; the second then pops.
    let fd26 = comparison.reference
    #expect(Comparison.cell(.outcome, of: fd26, in: .swipe(1)) == "no pop")
    #expect(
      Comparison.cell(.recognizer, of: fd26, in: .swipe(1))
        == "fullscreenPop failed preventedBy pager.pan, contentPop failed preventedBy pager.pan")
    #expect(Comparison.cell(.outcome, of: fd26, in: .swipe(2)) == "popped")
    #expect(Comparison.cell(.recognizer, of: fd26, in: .swipe(2)) == "fullscreenPop began")
    #expect(Comparison.cell(.release, of: fd26, in: .swipe(2)) == "finish 0.436 at 937.5 pt/s")
    #expect(fd26.releases.count == 1)
    let fd18 = try Self.row(comparison, .fd, 18)
    #expect(
      Comparison.cell(.recognizer, of: fd18, in: .swipe(1)) == "fullscreenPop failed preventedBy pager.pan")
    #expect(Comparison.cell(.recognizer, of: fd18, in: .swipe(2)) == "fullscreenPop began")
    #expect(comparison.differences(of: fd18, in: .swipe(1)) == [.recognizer])
    #expect(comparison.differences(of: fd18, in: .swipe(2)).isEmpty)
    #expect(comparison.differences(of: fd18) == [.recognizer])
  }

  @Test("without a began, every navigation recognizer's fate shows, in candidate order")
  func rejectionsInCandidateOrder() throws {
    let uikit26 = try Self.row(try Self.comparison(Self.rootSwipe), .uikit, 26)
    // edgePop failed first, at touch-down; contentPop comes first among the candidates.
    #expect(
      Comparison.cell(.recognizer, of: uikit26, in: .swipe(1))
        == "contentPop failed rootScreen, edgePop failed outsideEdge")
  }

  @Test("faults and a frozen controller show in their columns")
  func faults() throws {
    let comparison = try Self.comparison(Self.rootSwipe)
    #expect(
      Comparison.cell(.recognizer, of: comparison.reference, in: .swipe(1))
        == "fullscreenPop failed rootScreen, contentPop failed rootScreen")
    for ios in Comparison.iosVersions {
      let kvc = try Self.row(comparison, .kvc, ios)
      #expect(Comparison.cell(.fault, of: kvc, in: .final) == "stuck")
      #expect(Comparison.cell(.outcome, of: kvc, in: .swipe(1)) == "froze")
      #expect(Comparison.cell(.recognizer, of: kvc, in: .swipe(1)) == "fullscreenPop began")
      #expect(Comparison.cell(.release, of: kvc, in: .swipe(1)) == "none")
      #expect(comparison.differences(of: kvc) == [.outcome, .recognizer, .fault])
    }
    #expect(comparison.popsUnder == 0)
  }

  @Test("a pop whose touch is cancelled, or whose finger never lifts, does not count as popped")
  func unfinishedPops() throws {
    var cancelled = TraceScript()
    cancelled.swipe(from: (100, 400), to: (280, 400), end: "cancelled")
    let comparison = try Self.comparison(cancelled)
    let fd = comparison.reference
    #expect(Comparison.cell(.outcome, of: fd, in: .swipe(1)) == "cancelled")
    #expect(
      Comparison.cell(.recognizer, of: fd, in: .swipe(1)) == "fullscreenPop began, cancelled touchCancelled")
    // The cancelled recognizer lets go where the finger was: 170 of 390 pt, at 937.5 pt/s.
    #expect(Comparison.cell(.release, of: fd, in: .swipe(1)) == "cancel 0.436 at 937.5 pt/s")
    #expect(comparison.popsUnder == 0)

    var held = TraceScript()
    held.touchEvent(0, 1, "began", 100, 400)
    for step in 1...6 { held.touchEvent(0.016 * Double(step), 1, "moved", 100 + 15 * Double(step), 400) }
    let stillDown = try Self.comparison(held)
    #expect(Comparison.cell(.outcome, of: stillDown.reference, in: .swipe(1)) == "under way")
    #expect(Comparison.cell(.recognizer, of: stillDown.reference, in: .swipe(1)) == "fullscreenPop began")
    #expect(Comparison.cell(.release, of: stillDown.reference, in: .swipe(1)) == "none")
    #expect(Comparison.cell(.stack, of: stillDown.reference, in: .final) == "[home, detail]")
    #expect(stillDown.popsUnder == 0)
  }

  /// FDFullscreenPopGesture's checkout screen (`interactivePopDisabled`) on iOS 18, swiped from
  /// the middle and then from the edge, as `Traces/pop-disabled-screen-ignores-middle-and-edge-swipes.json`.
  static var checkout: TraceScript {
    var script = TraceScript(
      stack: #"[{"id": "cart"}, {"id": "checkout", "interactivePopDisabled": true}]"#, ios: 18)
    script.swipe(from: (160, 420), to: (340, 421), duration: 0.2)
    script.swipe(from: (4, 430), to: (184, 431), duration: 0.2, at: 1)
    return script
  }

  @Test("a system pops if any of its swipes popped; each swipe counts the systems that popped in it")
  func counting() throws {
    let comparison = try Self.comparison(Self.checkout)
    // Swipe 1, from the middle: FD honours the flag and UIKit's edge swipe is not at the edge,
    // but iOS 26's content swipe knows no flag, and zw and the KVC swap ignore it. FD 1.1 honours
    // the flag as FD does.
    #expect(
      comparison.rows.filter { $0.swipe(1)?.popped == true }.map(ComparisonFormat.label(of:)) == [
        "fd 26", "fd1.1 26", "zw 26", "kvc 26", "uikit 26", "zw 18", "kvc 18",
      ])
    #expect(comparison.popsUnder(swipe: 1) == 7)
    // Swipe 2, from the edge: those seven are on the root screen (the KVC swap freezes there), and
    // FD (either release) on iOS 18 turned UIKit's edge swipe off; only plain UIKit on iOS 18 pops.
    #expect(
      comparison.rows.filter { $0.swipe(2)?.popped == true }.map(ComparisonFormat.label(of:)) == ["uikit 18"])
    #expect(comparison.popsUnder(swipe: 2) == 1)
    #expect(comparison.popsUnder == 8)
    #expect(try !Self.row(comparison, .fd, 18).popped)
    #expect(try !Self.row(comparison, .fd1_1, 18).popped)
    for ios in Comparison.iosVersions {
      #expect(try Comparison.cell(.outcome, of: Self.row(comparison, .kvc, ios), in: .swipe(2)) == "froze")
    }

    // Three screens, two swipes from the middle: nine systems pop twice each, and count once.
    var twice = TraceScript(stack: #"[{"id": "inbox"}, {"id": "thread"}, {"id": "message"}]"#)
    twice.swipe(from: (100, 400), to: (280, 400))
    twice.swipe(from: (100, 400), to: (280, 400), at: 1)
    let both = try Self.comparison(twice)
    #expect(both.popsUnder(swipe: 1) == 9)
    #expect(both.popsUnder(swipe: 2) == 9)
    #expect(both.popsUnder == 9)
    #expect(Comparison.cell(.stack, of: both.reference, in: .final) == "[inbox]")
  }

  @Test("a trace without touches has only the final state's block, and pops under none")
  func noTouches() throws {
    var script = TraceScript()
    script.action(0.5, #""action": "pop", "animated": false"#)
    let comparison = try Self.comparison(script)
    #expect(comparison.blocks == [.final])
    #expect(comparison.popsUnder == 0)
    let text = ComparisonFormat.text(comparison, name: "no touches")
    #expect(
      text == """
        # compare: no touches
        pops under 0 of 10 systems

        final state
        system     stack    bar     fault
        fd 26      [home]   shown   none
        fd1.1 26   [home]   shown   none
        zw 26      [home]   shown   none
        kvc 26     [home]   shown   none
        uikit 26   [home]   shown   none
        fd 18      [home]   shown   none
        fd1.1 18   [home]   shown   none
        zw 18      [home]   shown   none
        kvc 18     [home]   shown   none
        uikit 18   [home]   shown   none
        * differs from fd on iOS 26

        """)
  }

  @Test("the text has the count, a block per swipe and one for the final state, each aligned")
  func text() throws {
    let text = ComparisonFormat.text(try Self.comparison(Self.middleSwipe), name: "middle")
    #expect(
      text == """
        # compare: middle
        pops under 9 of 10 systems

        swipe 1 at 0.000 s from (100.0, 400.0)
        system     outcome   recognizer                   release
        fd 26      popped    fullscreenPop began          finish 0.436 at 937.5 pt/s
        fd1.1 26   popped    fullscreenPop began          finish 0.436 at 937.5 pt/s
        zw 26      popped    fullscreenPop began          finish 0.436 at 937.5 pt/s
        kvc 26     popped    fullscreenPop began          finish 0.436 at 937.5 pt/s
        uikit 26   popped   *contentPop began            *finish 0.385 at 937.5 pt/s
        fd 18      popped    fullscreenPop began          finish 0.436 at 937.5 pt/s
        fd1.1 18   popped    fullscreenPop began          finish 0.436 at 937.5 pt/s
        zw 18      popped    fullscreenPop began          finish 0.436 at 937.5 pt/s
        kvc 18     popped    fullscreenPop began          finish 0.436 at 937.5 pt/s
        uikit 18  *no pop   *edgePop failed outsideEdge  *none

        final state
        system     stack            bar     fault
        fd 26      [home]           shown   none
        fd1.1 26   [home]           shown   none
        zw 26      [home]           shown   none
        kvc 26     [home]           shown   none
        uikit 26   [home]           shown   none
        fd 18      [home]           shown   none
        fd1.1 18   [home]           shown   none
        zw 18      [home]           shown   none
        kvc 18     [home]           shown   none
        uikit 18  *[home, detail]   shown   none
        * differs from fd on iOS 26

        """)
  }

  @Test("with several swipes each heading counts the systems that popped in it")
  func textPerSwipe() throws {
    let text = ComparisonFormat.text(try Self.comparison(Self.checkout), name: "checkout")
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines[0] == "# compare: checkout")
    #expect(lines[1] == "pops under 8 of 10 systems")
    #expect(lines[2] == "")
    #expect(lines[3] == "swipe 1 at 0.000 s from (160.0, 420.0): pops under 7 of 10 systems")
    #expect(lines[4] == "system     outcome   recognizer                         release")
    #expect(lines[5] == "fd 18      no pop    fullscreenPop failed popDisabled   none")
    // FD's own pan fails, and iOS 26's content swipe pops after its 30 pt.
    #expect(lines[6] == "fd 26     *popped   *contentPop began                  *finish 0.385 at 900.0 pt/s")
    // FD 1.1 honours the flag as FD does.
    #expect(lines[7] == "fd1.1 26  *popped   *contentPop began                  *finish 0.385 at 900.0 pt/s")
    #expect(lines[11] == "fd1.1 18   no pop    fullscreenPop failed popDisabled   none")
    #expect(lines[14] == "uikit 18   no pop   *edgePop failed outsideEdge         none")
    #expect(lines[15] == "")
    #expect(lines[16] == "swipe 2 at 1.000 s from (4.0, 430.0): pops under 1 of 10 systems")
    #expect(
      lines[18] == "fd 18      no pop    fullscreenPop failed popDisabled                                none"
    )
    #expect(
      lines[21].hasPrefix(
        "zw 26      no pop   *fullscreenPop failed rootScreen, contentPop failed rootScreen"))
    #expect(lines[22].hasPrefix("kvc 26    *froze    *fullscreenPop began "))
    #expect(
      lines[27]
        == "uikit 18  *popped   *edgePop began                                                  *finish 0.423 at 900.0 pt/s"
    )
    #expect(lines[29] == "final state")
    #expect(lines[31] == "fd 18      [cart, checkout]   shown   none")
    #expect(lines[35] == "kvc 26    *[cart]             shown  *stuck")
    #expect(lines[41] == "* differs from fd on iOS 18")
    #expect(lines[42] == "")
    #expect(lines.count == 43)
  }

  @Test("the text stars what differs from the first row and names that row's system last")
  func textAgainstFirstRow() throws {
    let text = ComparisonFormat.text(
      try Self.comparison(Self.middleSwipe, policy: .uikit, ios: 18), name: nil)
    let lines = text.split(separator: "\n").map(String.init)
    #expect(lines.first == "# compare")
    #expect(lines.last == "* differs from uikit on iOS 18")
    #expect(lines[4].hasPrefix("uikit 18 "))
    #expect(!lines[4].contains("*"))
    #expect(lines.filter { $0.hasPrefix("uikit 18") }.count == 2)
    let fd26 = lines.filter { $0.hasPrefix("fd 26") }
    try #require(fd26.count == 2)
    #expect(fd26[0] == "fd 26     *popped   *fullscreenPop began         *finish 0.436 at 937.5 pt/s")
    #expect(fd26[1] == "fd 26     *[home]           shown   none")
  }

  @Test("jsonl starts with the counts, then has one record per row, each with its sequences")
  func jsonl() throws {
    let lines = ComparisonFormat.jsonl(try Self.comparison(Self.middleSwipe)).split(separator: "\n")
    #expect(lines.count == 11)
    #expect(
      lines[0]
        == #"{"type":"compareSummary","systems":10,"popsUnder":9,"sequences":[{"sequence":1,"t":0.0,"x":100.0,"y":400.0,"popsUnder":9}]}"#
    )
    #expect(lines[2].hasPrefix(#"{"type":"compare","policy":"fd1.1","ios":26,"popped":true,"sequences":"#))
    #expect(lines[1].hasPrefix(#"{"type":"compare","policy":"fd","ios":26,"popped":true,"sequences":"#))
    #expect(lines[1].hasSuffix(#""differences":[]}"#))
    #expect(
      lines[10]
        == #"{"type":"compare","policy":"uikit","ios":18,"popped":false,"sequences":[{"sequence":1,"hit":"detail","popped":false,"outcome":"none","recognizer":null,"recognizers":[{"name":"edgePop","state":"failed","reason":"outsideEdge"}],"release":null,"summary":"no pop: edgePop failed outsideEdge","differences":["outcome","recognizer","release"]}],"releases":[],"stack":["home","detail"],"navigationBarHidden":false,"fault":null,"differences":["outcome","recognizer","release","stack"]}"#
    )
    let reordered = ComparisonFormat.jsonl(try Self.comparison(Self.middleSwipe, policy: .uikit, ios: 18))
      .split(separator: "\n")
    #expect(reordered[0].hasPrefix(#"{"type":"compareSummary","systems":10,"popsUnder":9,"#))
    #expect(reordered[1].hasPrefix(#"{"type":"compare","policy":"uikit","ios":18,"#))
    #expect(reordered[1].hasSuffix(#""differences":[]}"#))
    // 180 pt less 10 from 0.192 s on: 220 pt remain at 937.5 pt/s, which land 0.235 s later.
    #expect(
      reordered[2]
        == #"{"type":"compare","policy":"fd","ios":26,"popped":true,"sequences":[{"sequence":1,"hit":"detail","popped":true,"outcome":"popped","recognizer":"fullscreenPop","recognizers":[{"name":"fullscreenPop","state":"began"},{"name":"contentPop","state":"failed","reason":"preventedBy","by":"fullscreenPop"}],"release":{"decision":"finish","progress":0.436,"velocity":937.5},"summary":"popped detail -> home through fullscreenPop at 0.427","differences":["outcome","recognizer","release"]}],"releases":[{"decision":"finish","progress":0.436,"velocity":937.5}],"stack":["home"],"navigationBarHidden":false,"fault":null,"differences":["outcome","recognizer","release","stack"]}"#
    )
  }

  @Test("jsonl gives each swipe's own count and start, and a froze or cancelled outcome its word")
  func jsonlPerSwipe() throws {
    let lines = ComparisonFormat.jsonl(try Self.comparison(Self.checkout)).split(separator: "\n")
    #expect(lines.count == 11)
    #expect(
      lines[0]
        == #"{"type":"compareSummary","systems":10,"popsUnder":8,"sequences":[{"sequence":1,"t":0.0,"x":160.0,"y":420.0,"popsUnder":7},{"sequence":2,"t":1.0,"x":4.0,"y":430.0,"popsUnder":1}]}"#
    )
    let kvc26 = try #require(lines.first { $0.hasPrefix(#"{"type":"compare","policy":"kvc","ios":26,"#) })
    #expect(kvc26.hasPrefix(#"{"type":"compare","policy":"kvc","ios":26,"popped":true,"#))
    #expect(
      kvc26.contains(
        #"{"sequence":2,"hit":"cart","popped":false,"outcome":"froze","recognizer":"fullscreenPop","recognizers":[{"name":"fullscreenPop","state":"began"},{"name":"contentPop","state":"failed","reason":"preventedBy","by":"fullscreenPop"}],"release":null,"#
      ))
    #expect(
      kvc26.hasSuffix(#""fault":"stuck","differences":["outcome","recognizer","release","stack","fault"]}"#))

    var cancelled = TraceScript()
    cancelled.swipe(from: (100, 400), to: (280, 400), end: "cancelled")
    let fd = try #require(
      ComparisonFormat.jsonl(try Self.comparison(cancelled)).split(separator: "\n").dropFirst().first)
    #expect(
      fd.contains(
        #""outcome":"cancelled","recognizer":"fullscreenPop","recognizers":[{"name":"fullscreenPop","state":"cancelled","reason":"touchCancelled"},{"name":"contentPop","state":"failed","reason":"preventedBy","by":"fullscreenPop"}],"release":{"decision":"cancel","progress":0.436,"velocity":937.5},"#
      ))
    #expect(fd.contains(#""popped":false,"sequences":"#))
  }
}

extension PolicySummary {
  /// The same summary, labelled with another iOS version.
  fileprivate func with(ios: Int) -> PolicySummary {
    var summary = self
    summary.ios = ios
    return summary
  }
}
