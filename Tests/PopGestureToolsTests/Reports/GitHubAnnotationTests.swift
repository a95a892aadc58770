import PopGestureTestSupport
import Testing

@testable import PopGestureTools

extension ReportsSuite {
  @Test("a workflow command with the file, the line, a title and the message")
  func command() {
    let annotation = GitHubAnnotation(
      .error, file: "Traces/a.verdicts", line: 12, title: "popgesture check", message: "the log differs")
    #expect(
      annotation.command == "::error file=Traces/a.verdicts,line=12,title=popgesture check::the log differs\n"
    )
    #expect(
      GitHubAnnotation(.warning, file: "a.json", title: "t", message: "m").command
        == "::warning file=a.json,title=t::m\n")
  }

  @Test("the message escapes %, CR and LF; a property escapes : and , as well")
  func escaping() {
    let annotation = GitHubAnnotation(
      .error, file: "odd, name: 100%.verdicts", line: 1, title: "a: b, c",
      message: "100% of it\r\nchanged: a, b")
    #expect(
      annotation.command
        == "::error file=odd%2C name%3A 100%25.verdicts,line=1,title=a%3A b%2C c::100%25 of it%0D%0Achanged: a, b\n"
    )
  }

  @Test("only GITHUB_ACTIONS=true is a GitHub Actions run")
  func environment() {
    #expect(GitHubAnnotation.isGitHubActions(["GITHUB_ACTIONS": "true"]))
    #expect(!GitHubAnnotation.isGitHubActions(["GITHUB_ACTIONS": "false"]))
    #expect(!GitHubAnnotation.isGitHubActions(["CI": "true"]))
  }

  @Test(
    "the golden's line is its first that changed, or its last when lines were only added or a newline lost")
  func goldenLine() {
    eachArgument([
      ("a\nb\nc\n", "a\nB\nc\n", 2),
      ("a\nb\nc\n", "x\nb\nc\n", 1),
      ("a\nb\n", "a\nb\nc\n", 2),
      ("a\nb\nc\n", "a\nb\n", 3),
      ("a\nb", "a\nb\n", 2),
      ("a\nb\n", "a\nb", 2),
      ("", "a\n", 1),
    ]) { (golden, actual, line) in try goldenLine(golden: golden, actual: actual, line: line) }
  }

  func goldenLine(golden: String, actual: String, line: Int) throws {
    let difference = try #require(
      GoldenDifference(golden: golden, actual: actual, goldenName: "g", isVerdictLog: false))
    #expect(difference.goldenLine == line)
  }
}
