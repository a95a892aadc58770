import PopGestureTestSupport
import Testing

extension CommandLineSuite {
  /// A folder with a trace whose golden's second swipe line was changed, one with no golden and
  /// one that is not valid at its line 2.
  static func sandbox() throws -> CommandSandbox {
    let sandbox = try CommandSandbox()
    try sandbox.write(swipeTrace(name: "drifts"), to: "traces/b.json")
    #expect(try sandbox.run("check", "--record", "traces/b.json").status == 0)
    let golden = try sandbox.read("traces/b.verdicts")
    try sandbox.write(
      golden.replacingOccurrences(of: "message -> inbox", with: "message -> <home>"), to: "traces/b.verdicts")
    try sandbox.write(swipeTrace(name: "new"), to: "traces/new.json")
    try sandbox.write("{ \"format\": \"popgesture-trace/1\",\n  \"events\": [ }", to: "traces/c.json")
    return sandbox
  }

  @Test("under GitHub Actions each failure annotates the golden's first changed line, or the trace")
  func underGitHubActions() throws {
    let sandbox = try Self.sandbox()
    let golden = try sandbox.read("traces/b.verdicts")
    let line = try #require(golden.split(separator: "\n").firstIndex { $0.contains("<home>") }) + 1
    let run = try sandbox.run(["check", "traces"], environment: ["GITHUB_ACTIONS": "true"])
    #expect(run.status == 65)
    let annotations = run.output.split(separator: "\n").filter { $0.hasPrefix("::") }
    #expect(annotations.count == 3)
    #expect(
      annotations.contains {
        $0.hasPrefix(
          "::error file=traces/b.verdicts,line=\(line),title=popgesture check::the verdict log differs from its golden "
            + "traces/b.verdicts; swipe 1 at 0.000 s: popped (message -> <home> through fullscreenPop)")
      })
    #expect(
      annotations.contains(
        "::error file=traces/new.json,title=popgesture check::missing golden traces/new.verdicts; "
          + "record it with: popgesture check --record traces/new.json"))
    #expect(
      annotations.contains {
        $0.hasPrefix("::error file=traces/c.json,line=2,title=popgesture check::traces/c.json:2:")
      })
    // Each follows the report of its failure, and the summary stays the last line.
    #expect(run.output.hasSuffix("check: 0 passed, 3 failed\n"))
  }

  @Test("on request, and never otherwise")
  func onRequest() throws {
    let sandbox = try Self.sandbox()
    let requested = try sandbox.run("check", "--github-annotations", "traces/b.json")
    #expect(requested.output.contains("::error file=traces/b.verdicts,line="))
    let plain = try sandbox.run("check", "traces/b.json")
    #expect(!plain.output.contains("::error"))
    let notActions = try sandbox.run(["check", "traces/b.json"], environment: ["GITHUB_ACTIONS": "false"])
    #expect(!notActions.output.contains("::error"))
    let passing = try sandbox.run(
      ["check", "--record", "traces/b.json"], environment: ["GITHUB_ACTIONS": "true"])
    #expect(!passing.output.contains("::"))
  }
}
