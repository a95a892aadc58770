import Testing

@testable import PopGesture

@Suite("Comparison")
struct ComparisonTests {
  static func comparison(_ script: TraceScript) throws -> Comparison {
    Comparison(trace: try script.trace())
  }

  static var middleSwipe: TraceScript {
    var script = TraceScript()
    script.swipe(from: (100, 400), to: (280, 400))
    return script
  }

  @Test("there is one row per policy, fd first as the reference")
  func rows() throws {
    let comparison = try Self.comparison(Self.middleSwipe)
    #expect(comparison.rows.map(\.policy) == [.fd, .zw, .kvc, .uikit])
    #expect(comparison.reference.policy == .fd)
  }

  @Test("each row says who began or was rejected, how the release went, and where the stack ended")
  func cells() throws {
    let comparison = try Self.comparison(Self.middleSwipe)
    let fd = comparison.rows[0]
    #expect(Comparison.cell(.recognizer, of: fd) == "fullscreenPop began")
    #expect(Comparison.cell(.release, of: fd) == "finish 0.436 at 937.5 pt/s")
    #expect(Comparison.cell(.stack, of: fd) == "[home]")
    #expect(Comparison.cell(.bar, of: fd) == "shown")
    #expect(Comparison.cell(.fault, of: fd) == "none")
    let system = comparison.rows[3]
    #expect(Comparison.cell(.recognizer, of: system) == "edgePop failed outsideEdge")
    #expect(Comparison.cell(.release, of: system) == "none")
    #expect(comparison.differences(of: system) == [.recognizer, .release, .stack])
    #expect(comparison.differences(of: comparison.rows[1]).isEmpty)
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
    let fd = try Self.comparison(script).rows[0]
    #expect(
      Comparison.cell(.recognizer, of: fd)
        == "fullscreenPop failed preventedBy pager.pan; fullscreenPop began")
    #expect(fd.releases.count == 1)
  }

  @Test("without a began, every navigation recognizer's rejection shows, in candidate order")
  func rejectionsInCandidateOrder() throws {
    var script = TraceScript(stack: #"[{"id": "home"}]"#)
    script.swipe(from: (100, 400), to: (280, 400))
    let native26 = try Self.comparison(script).rows[4]
    // edgePop failed first, at touch-down; contentPop comes first among the candidates.
    #expect(
      Comparison.cell(.recognizer, of: native26) == "contentPop failed rootScreen, edgePop failed outsideEdge"
    )
  }

  @Test("faults and a frozen controller show in their columns")
  func faults() throws {
    var script = TraceScript(stack: #"[{"id": "home"}]"#)
    script.swipe(from: (100, 400), to: (280, 400))
    let comparison = try Self.comparison(script)
    let kvc = comparison.rows[2]
    #expect(Comparison.cell(.fault, of: kvc) == "stuck")
    #expect(Comparison.cell(.recognizer, of: kvc) == "fullscreenPop began")
    #expect(comparison.differences(of: kvc) == [.recognizer, .fault])
    #expect(Comparison.cell(.recognizer, of: comparison.rows[0]) == "fullscreenPop failed rootScreen")
  }

  @Test("the text table stars each cell that differs from fd and aligns the columns")
  func text() throws {
    let text = ComparisonFormat.text(try Self.comparison(Self.middleSwipe), name: "middle")
    let lines = text.split(separator: "\n").map(String.init)
    #expect(lines.first == "# compare: middle")
    #expect(lines.last == "* differs from fd")
    #expect(lines.count == 8)
    let system = try #require(lines.first { $0.hasPrefix("system") })
    #expect(system.contains("*edgePop failed outsideEdge"))
    #expect(system.contains("*none"))
    #expect(system.contains("*[home, detail]"))
    let fd = try #require(lines.first { $0.hasPrefix("fd ") })
    #expect(!fd.contains("*"))
    let stackColumn = try #require(lines[1].range(of: "stack")).lowerBound.utf16Offset(in: lines[1])
    #expect(
      lines.dropFirst(2).dropLast().allSatisfy { line in
        let index = line.index(line.startIndex, offsetBy: stackColumn - 1)
        return line[index] == "*" || line[index] == " "
      })
  }

  @Test("jsonl has one record per policy with its differences")
  func jsonl() throws {
    let lines = ComparisonFormat.jsonl(try Self.comparison(Self.middleSwipe)).split(separator: "\n")
    #expect(lines.count == 5)
    #expect(
      lines[3]
        == #"{"type":"compare","policy":"system","sequences":[[{"name":"edgePop","state":"failed","reason":"outsideEdge"}]],"releases":[],"stack":["home","detail"],"navigationBarHidden":false,"fault":null,"differences":["recognizer","release","stack"]}"#
    )
  }
}
