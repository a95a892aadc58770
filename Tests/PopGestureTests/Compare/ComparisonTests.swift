import Testing

@testable import PopGesture

@Suite("Comparison")
struct ComparisonTests {
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
        "fd 26", "zw 26", "kvc 26", "uikit 26", "fd 18", "zw 18", "kvc 18", "uikit 18",
      ])
    #expect(comparison.reference.policy == .fd)
    #expect(comparison.reference.ios == 26)
  }

  @Test(
    "the trace's own system comes first and is not shown again",
    arguments: [
      ("zw", 26, ["zw 26", "fd 26", "kvc 26", "uikit 26", "fd 18", "zw 18", "kvc 18", "uikit 18"]),
      ("kvc", 18, ["kvc 18", "fd 26", "zw 26", "kvc 26", "uikit 26", "fd 18", "zw 18", "uikit 18"]),
      ("uikit", 18, ["uikit 18", "fd 26", "zw 26", "kvc 26", "uikit 26", "fd 18", "zw 18", "kvc 18"]),
    ])
  func ownSystemFirst(policy: String, ios: Int, systems: [String]) throws {
    var script = Self.middleSwipe
    script.policy = policy
    script.device = [#""ios": \#(ios)"#]
    let comparison = try Self.comparison(script)
    #expect(Self.systems(comparison) == systems)
    #expect(Set(Self.systems(comparison)).count == 8)
  }

  @Test("a trace on another iOS version, such as 17, adds its own row before all eight")
  func otherVersion() throws {
    var script = Self.middleSwipe
    script.device = [#""ios": 17"#]
    let comparison = try Self.comparison(script)
    #expect(
      Self.systems(comparison) == [
        "fd 17", "fd 26", "zw 26", "kvc 26", "uikit 26", "fd 18", "zw 18", "kvc 18", "uikit 18",
      ])
    // Before 26 there is no content swipe: iOS 17 and 18 replay alike.
    #expect(try Self.row(comparison, .fd, 18) == comparison.reference.with(ios: 18))
    #expect(
      try comparison.differences(of: Self.row(comparison, .uikit, 18)) == [.recognizer, .release, .stack])
    let text = ComparisonFormat.text(comparison, name: nil)
    #expect(text.hasSuffix("\n* differs from fd on iOS 17\n"))
  }

  @Test("policy and ios choose the first row, the one every other row is compared with")
  func overrides() throws {
    let uikit18 = try Self.comparison(Self.middleSwipe, policy: .uikit, ios: 18)
    #expect(
      Self.systems(uikit18) == [
        "uikit 18", "fd 26", "zw 26", "kvc 26", "uikit 26", "fd 18", "zw 18", "kvc 18",
      ])
    #expect(Comparison.cell(.recognizer, of: uikit18.reference) == "edgePop failed outsideEdge")
    #expect(try uikit18.differences(of: Self.row(uikit18, .fd, 26)) == [.recognizer, .release, .stack])
    #expect(try uikit18.differences(of: Self.row(uikit18, .uikit, 26)) == [.recognizer, .release, .stack])
    #expect(Self.systems(try Self.comparison(Self.middleSwipe, policy: .kvc)).first == "kvc 26")
    #expect(Self.systems(try Self.comparison(Self.middleSwipe, ios: 18)).first == "fd 18")
  }

  @Test("each row says who began or was rejected, how the release went, and where the stack ended")
  func cells() throws {
    // On iOS 26 the content swipe is a candidate beside FD's pan, but the pan begins first.
    #expect(try Self.middleSwipe.records().candidateLists == [["fullscreenPop", "contentPop"]])
    let comparison = try Self.comparison(Self.middleSwipe)
    let fd = comparison.reference
    #expect(Comparison.cell(.recognizer, of: fd) == "fullscreenPop began")
    #expect(Comparison.cell(.release, of: fd) == "finish 0.436 at 937.5 pt/s")
    #expect(Comparison.cell(.stack, of: fd) == "[home]")
    #expect(Comparison.cell(.bar, of: fd) == "shown")
    #expect(Comparison.cell(.fault, of: fd) == "none")
    // UIKit's content swipe waits for 30 pt, not 10, so it has 20 pt less of the pop at release.
    let uikit26 = try Self.row(comparison, .uikit, 26)
    #expect(Comparison.cell(.recognizer, of: uikit26) == "contentPop began")
    #expect(Comparison.cell(.release, of: uikit26) == "finish 0.385 at 937.5 pt/s")
    #expect(comparison.differences(of: uikit26) == [.recognizer, .release])
    let uikit18 = try Self.row(comparison, .uikit, 18)
    #expect(Comparison.cell(.recognizer, of: uikit18) == "edgePop failed outsideEdge")
    #expect(Comparison.cell(.release, of: uikit18) == "none")
    #expect(comparison.differences(of: uikit18) == [.recognizer, .release, .stack])
    for (policy, ios) in [(PolicyName.zw, 26), (.kvc, 26), (.fd, 18), (.zw, 18), (.kvc, 18)] {
      #expect(try comparison.differences(of: Self.row(comparison, policy, ios)).isEmpty, "\(policy) \(ios)")
    }
  }

  @Test("a sequence is summed up by its first began, else its rejections in candidate order")
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
    let fd26 = comparison.reference
    #expect(
      Comparison.cell(.recognizer, of: fd26)
        == "fullscreenPop failed preventedBy pager.pan, contentPop failed preventedBy pager.pan; fullscreenPop began"
    )
    #expect(fd26.releases.count == 1)
    let fd18 = try Self.row(comparison, .fd, 18)
    #expect(
      Comparison.cell(.recognizer, of: fd18)
        == "fullscreenPop failed preventedBy pager.pan; fullscreenPop began")
    #expect(comparison.differences(of: fd18) == [.recognizer])
  }

  @Test("without a began, every navigation recognizer's rejection shows, in candidate order")
  func rejectionsInCandidateOrder() throws {
    let uikit26 = try Self.row(try Self.comparison(Self.rootSwipe), .uikit, 26)
    // edgePop failed first, at touch-down; contentPop comes first among the candidates.
    #expect(
      Comparison.cell(.recognizer, of: uikit26) == "contentPop failed rootScreen, edgePop failed outsideEdge")
  }

  @Test("faults and a frozen controller show in their columns")
  func faults() throws {
    let comparison = try Self.comparison(Self.rootSwipe)
    #expect(
      Comparison.cell(.recognizer, of: comparison.reference)
        == "fullscreenPop failed rootScreen, contentPop failed rootScreen")
    for ios in Comparison.iosVersions {
      let kvc = try Self.row(comparison, .kvc, ios)
      #expect(Comparison.cell(.fault, of: kvc) == "stuck")
      #expect(Comparison.cell(.recognizer, of: kvc) == "fullscreenPop began")
      #expect(comparison.differences(of: kvc) == [.recognizer, .fault])
    }
  }

  @Test("the text table labels each row with its library and iOS version and aligns the columns")
  func text() throws {
    let text = ComparisonFormat.text(try Self.comparison(Self.middleSwipe), name: "middle")
    let lines = text.split(separator: "\n").map(String.init)
    #expect(lines.first == "# compare: middle")
    #expect(lines[1].hasPrefix("system     recognizer "))
    #expect(lines.last == "* differs from fd on iOS 26")
    #expect(lines.count == 11)
    #expect(
      lines.dropFirst(2).dropLast().map { String($0.prefix(9)) } == [
        "fd 26    ", "zw 26    ", "kvc 26   ", "uikit 26 ", "fd 18    ", "zw 18    ", "kvc 18   ",
        "uikit 18 ",
      ])
    let uikit18 = try #require(lines.first { $0.hasPrefix("uikit 18") })
    #expect(uikit18.contains("*edgePop failed outsideEdge"))
    #expect(uikit18.contains("*none"))
    #expect(uikit18.contains("*[home, detail]"))
    #expect(!lines[2].contains("*"))
    let stackColumn = try #require(lines[1].range(of: "stack")).lowerBound.utf16Offset(in: lines[1])
    #expect(
      lines.dropFirst(2).dropLast().allSatisfy { line in
        let index = line.index(line.startIndex, offsetBy: stackColumn - 1)
        return line[index] == "*" || line[index] == " "
      })
  }

  @Test("the text table stars what differs from the first row and names that row's system last")
  func textAgainstFirstRow() throws {
    let text = ComparisonFormat.text(
      try Self.comparison(Self.middleSwipe, policy: .uikit, ios: 18), name: nil)
    let lines = text.split(separator: "\n").map(String.init)
    #expect(lines.first == "# compare")
    #expect(lines.last == "* differs from uikit on iOS 18")
    #expect(lines[2].hasPrefix("uikit 18 "))
    #expect(!lines[2].contains("*"))
    #expect(lines.filter { $0.hasPrefix("uikit 18") }.count == 1)
    let fd26 = try #require(lines.first { $0.hasPrefix("fd 26") })
    #expect(fd26.contains("*fullscreenPop began"))
    #expect(fd26.contains("*finish 0.436 at 937.5 pt/s"))
    #expect(fd26.contains("*[home]"))
    #expect(!fd26.contains("*shown"))
  }

  @Test("jsonl has one record per row, naming its library and iOS version, with its differences")
  func jsonl() throws {
    let lines = ComparisonFormat.jsonl(try Self.comparison(Self.middleSwipe)).split(separator: "\n")
    #expect(lines.count == 8)
    #expect(lines[0].hasPrefix(#"{"type":"compare","policy":"fd","ios":26,"sequences":"#))
    #expect(lines[0].hasSuffix(#""differences":[]}"#))
    #expect(
      lines[7]
        == #"{"type":"compare","policy":"uikit","ios":18,"sequences":[[{"name":"edgePop","state":"failed","reason":"outsideEdge"}]],"releases":[],"stack":["home","detail"],"navigationBarHidden":false,"fault":null,"differences":["recognizer","release","stack"]}"#
    )
    let reordered = ComparisonFormat.jsonl(try Self.comparison(Self.middleSwipe, policy: .uikit, ios: 18))
      .split(separator: "\n")
    #expect(reordered[0].hasPrefix(#"{"type":"compare","policy":"uikit","ios":18,"#))
    #expect(reordered[0].hasSuffix(#""differences":[]}"#))
    #expect(
      reordered[1]
        == #"{"type":"compare","policy":"fd","ios":26,"sequences":[[{"name":"fullscreenPop","state":"began"}]],"releases":[{"decision":"finish","progress":0.436,"velocity":937.5}],"stack":["home"],"navigationBarHidden":false,"fault":null,"differences":["recognizer","release","stack"]}"#
    )
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
