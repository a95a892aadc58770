import Foundation
import PopGestureCLI
import PopGestureFormats
import PopGestureTestSupport
import PopGestureTools
import Testing

@testable import PopGesture

extension CommandLineSuite {
  @Test("plot writes the SVG timeline to standard output, or to the file given with -o")
  func plotOutput() throws {
    let sandbox = try CommandSandbox()
    try sandbox.write(swipeTrace(name: "a swipe"), to: "swipe.json")
    let expected = TimelinePlot.svg(for: try sandbox.trace("swipe.json"), file: "swipe.json")

    let standardOutput = try sandbox.run("plot", "swipe.json")
    #expect(standardOutput.status == 0)
    #expect(standardOutput.output == expected)
    #expect(standardOutput.errorOutput.isEmpty)
    #expect(try ParsedXML(standardOutput.output).elements.first?.name == "svg")

    for arguments in [["-o", "out.svg"], ["--output", "out.svg"], ["--output=out.svg"]] {
      let file = try sandbox.run(["plot"] + arguments + ["swipe.json"])
      #expect(file.status == 0)
      #expect(file.output.isEmpty)
      #expect(try sandbox.read("out.svg") == expected)
    }
  }

  @Test("plot --policy draws the replay under another system; '-' reads standard input")
  func plotPolicyAndStandardInput() throws {
    let sandbox = try CommandSandbox()
    try sandbox.write(swipeTrace(name: "a swipe"), to: "swipe.json")
    let trace = try sandbox.trace("swipe.json")
    let system = try sandbox.run("plot", "--policy", "uikit", "--ios", "18", "swipe.json")
    #expect(system.status == 0)
    #expect(system.output == TimelinePlot.svg(for: trace, policy: .uikit, ios: 18, file: "swipe.json"))
    #expect(system.output.contains("policy uikit (UIKit alone) on iOS 18"))
    let piped = try sandbox.run("plot", "-", input: swipeTrace(name: "a swipe"))
    #expect(piped.status == 0)
    #expect(piped.output == TimelinePlot.svg(for: trace))
  }

  @Test("plot usage errors exit 64 with a usage line and a hint")
  func plotUsageErrors() {
    eachArgument([
      (["plot"], "Error: missing trace file; give one TRACE, or '-' for standard input"),
      (["plot", "a.json", "b.json"], "Error: plot draws one trace; got 2 files"),
      (
        ["plot", "--ouptut", "x.svg", "a.json"], "Error: unknown option '--ouptut'; did you mean '--output'?"
      ),
      (["plot", "--policy", "fdd", "a.json"], "Error: unknown policy 'fdd'; did you mean 'fd'?"),
      (["plot", "a.json", "-o"], "Error: missing value for '-o'"),
      (["plot", "-o", "a.svg", "-o", "b.svg", "a.json"], "Error: '-o' given twice; give one output file"),
      (["plot", "-o", "-", "a.json"], "Error: leave out '-o' to write the SVG to standard output"),
      (["plto", "a.json"], "Error: unknown command 'plto'; did you mean 'plot'?"),
    ]) { (arguments, message) in try plotUsageErrors(arguments: arguments, message: message) }
  }

  func plotUsageErrors(arguments: [String], message: String) throws {
    let sandbox = try CommandSandbox()
    let run = try sandbox.run(arguments)
    #expect(run.status == 64)
    #expect(run.output.isEmpty)
    #expect(run.errorOutput.hasPrefix(message + "\n"), "\(run.errorOutput)")
    #expect(run.errorOutput.contains("Usage: popgesture "))
  }

  @Test("plot of an invalid trace exits 65, of a missing file 66, and to an unwritable file 73")
  func plotInputErrors() throws {
    let sandbox = try CommandSandbox()
    try sandbox.write(#"{ "format": "popgesture-trace/1", "events": [ }"#, to: "bad.json")
    let invalid = try sandbox.run("plot", "bad.json")
    #expect(invalid.status == 65)
    #expect(invalid.output.isEmpty)
    #expect(invalid.errorOutput.hasPrefix("bad.json:1:"))
    let missing = try sandbox.run("plot", "nowhere.json")
    #expect(missing.status == 66)
    #expect(missing.errorOutput == "popgesture: cannot read 'nowhere.json': no such file or directory\n")
    try sandbox.write(swipeTrace(name: "a swipe"), to: "swipe.json")
    let unwritable = try sandbox.run("plot", "-o", "no/such/folder/out.svg", "swipe.json")
    #expect(unwritable.status == 73)
    #expect(unwritable.errorOutput.hasPrefix("popgesture: cannot write 'no/such/folder/out.svg': "))
  }

  @Test("plot --help describes the picture")
  func plotHelp() throws {
    let run = try CommandSandbox().run("plot", "--help")
    #expect(run.status == 0)
    #expect(run.output.hasPrefix("OVERVIEW: Draw a replay as an SVG timeline.\n"))
    #expect(
      run.output.contains("USAGE: popgesture plot [--policy NAME] [--ios N] [--stack FILE] [-o FILE] TRACE\n")
    )
    #expect(run.output.contains("--ios N "))
  }

  @Test(
    "check --junit writes one test case per trace, for all its goldens: passes, a failure with its diff, an error"
  )
  func checkWritesJUnit() throws {
    let sandbox = try CommandSandbox()
    try sandbox.write(swipeTrace(name: "passes"), to: "traces/a.json")
    try sandbox.write(swipeTrace(name: "drifts"), to: "traces/b.json")
    try sandbox.write(#"{ "format": "popgesture-trace/1", "events": [ }"#, to: "traces/c.json")
    let record = try sandbox.run("check", "--record", "traces/a.json", "traces/b.json")
    #expect(record.status == 0)
    let compare = try sandbox.run("compare", "traces/a.json")
    try sandbox.write(compare.output, to: "traces/a.compare")
    let golden = try sandbox.read("traces/b.verdicts")
    try sandbox.write(
      golden.replacingOccurrences(of: "message -> inbox", with: "message -> <home>"), to: "traces/b.verdicts")

    let run = try sandbox.run("check", "--junit", "report.xml", "traces")
    #expect(run.status == 65)
    #expect(run.output.hasSuffix("check: 1 passed, 2 failed\n"))
    let document = try ParsedXML(try sandbox.read("report.xml"))
    let suite = try #require(document.elements(named: "testsuite").first)
    #expect(suite.attributes["tests"] == "3")
    #expect(suite.attributes["failures"] == "1")
    #expect(suite.attributes["errors"] == "1")
    let cases = document.elements(named: "testcase")
    #expect(
      cases.map { $0.attributes["name"] } == [
        "traces/a.json", "traces/b.json", "traces/c.json",
      ])
    #expect(cases.allSatisfy { $0.attributes["classname"] == "popgesture.check" })
    // Only what Jenkins's and GitLab's readers know: no `file`, and a time on every case and suite.
    #expect(cases.allSatisfy { Set($0.attributes.keys) == ["name", "classname", "time"] })
    for element in cases + document.elements(named: "testsuite") + document.elements(named: "testsuites") {
      let time = try #require(element.attributes["time"].flatMap(Double.init))
      #expect(time >= 0 && time < 60)
    }
    #expect(
      Set(suite.attributes.keys) == ["name", "tests", "failures", "errors", "skipped", "time"])
    let failure = try #require(document.elements(named: "failure").first)
    // The headline comes first in the text, as check prints it, and its first line in the message.
    let headline =
      "swipe 1 at 0.000 s: popped (message -> <home> through fullscreenPop) → popped (message -> inbox "
      + "through fullscreenPop)"
    #expect(
      failure.attributes["message"] == "the verdict log differs from its golden traces/b.verdicts; "
        + headline)
    #expect(
      failure.text.hasPrefix(
        "golden: traces/b.verdicts\n" + headline
          + "\n--- traces/b.verdicts\n+++ traces/b.verdicts (actual)\n@@ "))
    #expect(run.output.contains("golden: traces/b.verdicts\n" + headline + "\n--- traces/b.verdicts\n"))
    #expect(failure.text.contains("\n-  0.016  transition    pop began  message -> <home>  interactive\n"))
    #expect(failure.text.hasSuffix("re-record it with: popgesture check --record traces/b.json\n"))
    let error = try #require(document.elements(named: "error").first)
    #expect(error.attributes["message"]?.hasPrefix("traces/c.json:1:") == true)
  }

  @Test(
    "check --junit reports a missing golden as a failure, and the report is the same every run but its times")
  func checkMissingGoldenJUnit() throws {
    let sandbox = try CommandSandbox()
    try sandbox.write(swipeTrace(name: "new"), to: "new.json")
    let first = try sandbox.run("check", "--junit=report.xml", "new.json")
    #expect(first.status == 1)
    let report = try sandbox.read("report.xml")
    let failure = try #require(try ParsedXML(report).elements(named: "failure").first)
    #expect(failure.attributes["message"] == "missing golden new.verdicts")
    #expect(
      failure.text == "missing golden new.verdicts\nrecord it with: popgesture check --record new.json\n")
    _ = try sandbox.run("check", "--junit", "report.xml", "new.json")
    // Each time="S.SSS" as time="": the times are the only part that changes from run to run.
    let withoutTimes = { (text: String) in
      text.components(separatedBy: #"time=""#).enumerated().map { index, piece in
        index == 0 ? piece : #"time=""# + piece.drop { $0 != "\"" }
      }.joined()
    }
    #expect(withoutTimes(try sandbox.read("report.xml")) == withoutTimes(report))
    #expect(withoutTimes(report) != report)
  }

  @Test("check --junit usage errors exit 64")
  func checkJUnitUsageErrors() {
    eachArgument([
      (["check", "--junit"], "Error: missing value for '--junit'"),
      (
        ["check", "--junit", "-", "a.json"],
        "Error: --junit needs a file; standard output carries the check's own report"
      ),
      (
        ["check", "--record", "--junit", "r.xml", "a.json"],
        "Error: --junit reports a check; it cannot be combined with --record"
      ),
      (["check", "--junti", "r.xml", "a.json"], "Error: unknown option '--junti'; did you mean '--junit'?"),
    ]) { (arguments, message) in try checkJUnitUsageErrors(arguments: arguments, message: message) }
  }

  func checkJUnitUsageErrors(arguments: [String], message: String) throws {
    let run = try CommandSandbox().run(arguments)
    #expect(run.status == 64)
    #expect(run.errorOutput.hasPrefix(message + "\n"), "\(run.errorOutput)")
  }

  @Test("check --junit to a file that cannot be written exits 73 after the check")
  func checkJUnitUnwritable() throws {
    let sandbox = try CommandSandbox()
    try sandbox.write(swipeTrace(name: "passes"), to: "a.json")
    _ = try sandbox.run("check", "--record", "a.json")
    let run = try sandbox.run("check", "--junit", "no/such/folder/report.xml", "a.json")
    #expect(run.status == 73)
    #expect(run.output == "check: 1 passed, 0 failed\n")
    #expect(run.errorOutput.hasPrefix("popgesture: cannot write 'no/such/folder/report.xml': "))
  }
}
