import Foundation
import PopGestureCLI
import PopGestureFormats
import PopGestureTestSupport
import PopGestureTools
import Testing

@testable import PopGesture

extension CommandLineSuite {
  @Test("--version prints the name and version")
  func version() throws {
    let sandbox = try CommandSandbox()
    let run = try sandbox.run("--version")
    #expect(run.status == 0)
    #expect(run.output == "popgesture 0.1.0\n")
    #expect(run.errorOutput.isEmpty)
  }

  @Test("help goes to standard output")
  func helpInCommandLine() {
    eachArgument([["--help"], ["help"], ["help", "check"], ["replay", "--help"]]) { arguments in
      try help(arguments: arguments)
    }
  }

  func help(arguments: [String]) throws {
    let sandbox = try CommandSandbox()
    let run = try sandbox.run(arguments)
    #expect(run.status == 0)
    #expect(run.output.hasPrefix("OVERVIEW: "))
    #expect(run.errorOutput.isEmpty)
  }

  @Test("replay prints the text log of one trace, or its jsonl records")
  func replayOneTrace() throws {
    let sandbox = try CommandSandbox()
    try sandbox.write(swipeTrace(name: "a swipe"), to: "swipe.json")
    let trace = try sandbox.trace("swipe.json")

    let text = try sandbox.run("replay", "swipe.json")
    #expect(text.status == 0)
    #expect(text.output.hasPrefix("# fd on iOS 26: a swipe\n"))
    #expect(text.output == VerdictLog.text(for: trace))

    let jsonl = try sandbox.run("replay", "swipe.json", "--format=jsonl")
    #expect(jsonl.status == 0)
    #expect(jsonl.output == JSONLFormat.render(Replayer.replay(trace)))
    #expect(jsonl.output.split(separator: "\n").allSatisfy { $0.hasPrefix(#"{"t":"#) })
  }

  @Test("replay --policy replays under that policy and names it in the header")
  func replayWithPolicy() throws {
    let sandbox = try CommandSandbox()
    try sandbox.write(swipeTrace(name: "a swipe"), to: "swipe.json")
    let run = try sandbox.run("replay", "--policy", "uikit", "--ios", "18", "swipe.json")
    #expect(run.status == 0)
    #expect(run.output.hasPrefix("# uikit on iOS 18: a swipe\n"))
    #expect(run.output == VerdictLog.text(for: try sandbox.trace("swipe.json"), policy: .uikit, ios: 18))
    let removed = try sandbox.run("replay", "--policy", "system", "swipe.json")
    #expect(removed.status == 64)
    #expect(removed.errorOutput.contains("give --policy uikit --ios 18"))
    let badVersion = try sandbox.run("replay", "--ios", "26.5", "swipe.json")
    #expect(badVersion.status == 64)
    #expect(badVersion.errorOutput.contains("invalid iOS version '26.5'"))
  }

  @Test(
    "replay --stack replaces the trace's navigation, and a shared navigation file is read beside the trace")
  func replayWithStack() throws {
    let sandbox = try CommandSandbox()
    try sandbox.write(swipeTrace(name: "a swipe"), to: "swipe.json")
    try sandbox.write(#"{ "stack": [{ "id": "only" }] }"#, to: "root.json")
    let replaced = try sandbox.run("replay", "--stack", "root.json", "swipe.json")
    #expect(replaced.status == 0)
    #expect(replaced.output.contains("fullscreenPop failed rootScreen"))
    try sandbox.write(swipeTrace(name: "shared", navigation: #""stacks/two.json""#), to: "nested/shared.json")
    try sandbox.write(#"{ "stack": [{ "id": "a" }, { "id": "b" }] }"#, to: "nested/stacks/two.json")
    let shared = try sandbox.run("replay", "nested/shared.json")
    #expect(shared.status == 0)
    #expect(shared.output.contains("stack [a]"))
    try sandbox.write(swipeTrace(name: "missing", navigation: #""nowhere.json""#), to: "missing.json")
    let missing = try sandbox.run("replay", "missing.json")
    #expect(missing.status == 65)
    #expect(missing.errorOutput.contains("missing.json:4:17: error: navigation: cannot read navigation file"))
  }

  @Test("replay of several traces introduces each log with its file")
  func replaySeveralTraces() throws {
    let sandbox = try CommandSandbox()
    try sandbox.write(swipeTrace(name: "first"), to: "a.json")
    try sandbox.write(swipeTrace(name: "second"), to: "b.json")
    let (a, b) = (try sandbox.trace("a.json"), try sandbox.trace("b.json"))

    let text = try sandbox.run("replay", "a.json", "b.json")
    #expect(text.status == 0)
    #expect(
      text.output
        == "==> a.json <==\n" + VerdictLog.text(for: a) + "\n==> b.json <==\n" + VerdictLog.text(for: b))

    let jsonl = try sandbox.run("replay", "--format", "jsonl", "a.json", "b.json")
    #expect(jsonl.status == 0)
    #expect(
      jsonl.output
        == #"{"type":"trace","file":"a.json"}"# + "\n" + JSONLFormat.render(Replayer.replay(a))
        + #"{"type":"trace","file":"b.json"}"# + "\n" + JSONLFormat.render(Replayer.replay(b)))
  }

  @Test("replay - reads the trace from standard input")
  func replayStandardInput() throws {
    let sandbox = try CommandSandbox()
    try sandbox.write(swipeTrace(name: "piped"), to: "swipe.json")
    let run = try sandbox.run("replay", "-", input: swipeTrace(name: "piped"))
    #expect(run.status == 0)
    #expect(run.output == VerdictLog.text(for: try sandbox.trace("swipe.json")))
  }

  @Test("a mistyped command or option is a usage error with a suggestion")
  func usageErrorsInCommandLine() throws {
    let sandbox = try CommandSandbox()
    let command = try sandbox.run("replya", "swipe.json")
    #expect(command.status == 64)
    #expect(command.output.isEmpty)
    #expect(
      command.errorOutput
        == """
        Error: unknown command 'replya'; did you mean 'replay'?
        Usage: popgesture <command> [<options>]
        See 'popgesture --help'.

        """)

    let option = try sandbox.run("replay", "--fromat", "jsonl", "swipe.json")
    #expect(option.status == 64)
    #expect(
      option.errorOutput
        == """
        Error: unknown option '--fromat'; did you mean '--format'?
        Usage: popgesture replay [--format text|jsonl] [--policy NAME] [--ios N]
                                 [--stack FILE] FILE...
        See 'popgesture replay --help'.

        """)
  }

  @Test("a bad option value lists the valid ones, and no files is a usage error")
  func badValues() throws {
    let sandbox = try CommandSandbox()
    let format = try sandbox.run("replay", "--format", "xml", "swipe.json")
    #expect(format.status == 64)
    #expect(format.errorOutput.hasPrefix("Error: unknown format 'xml'; expected text or jsonl\n"))

    let near = try sandbox.run("replay", "--policy=fdd", "swipe.json")
    #expect(near.status == 64)
    #expect(near.errorOutput.hasPrefix("Error: unknown policy 'fdd'; did you mean 'fd'?\n"))

    let policy = try sandbox.run("replay", "--policy=uiKit", "swipe.json")
    #expect(policy.status == 64)
    #expect(policy.errorOutput.hasPrefix("Error: unknown policy 'uiKit'; did you mean 'uikit'?\n"))
    let far = try sandbox.run("replay", "--policy=android", "swipe.json")
    #expect(far.status == 64)
    #expect(
      far.errorOutput.hasPrefix("Error: unknown policy 'android'; expected fd, fd1.1, zw, kvc or uikit\n"))
    let native26 = try sandbox.run("replay", "--policy=native26", "swipe.json")
    #expect(native26.status == 64)
    #expect(
      native26.errorOutput.hasPrefix(
        "Error: unknown policy 'native26'; 'native26' is now 'uikit' on iOS 26 (the default \"device\": {\"ios\": 26}): give --policy uikit --ios 26\n"
      ))

    let removed = try sandbox.run("replay", "--policy=system", "swipe.json")
    #expect(removed.status == 64)
    #expect(
      removed.errorOutput.hasPrefix(
        "Error: unknown policy 'system'; 'system' is now 'uikit' with an iOS version below 26, "
          + #"e.g. "device": {"ios": 18}: give --policy uikit --ios 18"# + "\n"))

    let noFiles = try sandbox.run("replay", "--format", "jsonl")
    #expect(noFiles.status == 64)
    #expect(noFiles.errorOutput.hasPrefix("Error: missing trace file"))
  }

  @Test("a bad trace is reported like a compiler error, and the other traces still replay")
  func badTrace() throws {
    let sandbox = try CommandSandbox()
    try sandbox.write(swipeTrace(name: "bad", phase: "hover"), to: "bad.json")
    try sandbox.write(swipeTrace(name: "good"), to: "good.json")

    let alone = try sandbox.run("replay", "bad.json")
    #expect(alone.status == 65)
    #expect(alone.output.isEmpty)
    #expect(
      alone.errorOutput
        == "bad.json:9:40: error: events[3].phase: unknown phase 'hover'; expected began, moved, ended or cancelled\n"
    )

    let together = try sandbox.run("replay", "bad.json", "good.json")
    #expect(together.status == 65)
    #expect(together.output == "==> good.json <==\n" + VerdictLog.text(for: try sandbox.trace("good.json")))
  }

  @Test("a missing file or a folder cannot be read")
  func unreadableInput() throws {
    let sandbox = try CommandSandbox()
    let missing = try sandbox.run("replay", "missing.json")
    #expect(missing.status == 66)
    #expect(missing.errorOutput == "popgesture: cannot read 'missing.json': no such file or directory\n")

    try sandbox.write("", to: "folder/empty.txt")
    let folder = try sandbox.run("replay", "folder")
    #expect(folder.status == 66)
    #expect(
      folder.errorOutput
        == "popgesture: cannot read 'folder': is a directory; to check every trace in a folder against its "
        + "goldens, run: popgesture check folder\n")
  }

  @Test("check passes when every log matches its golden, skipping shared navigation files")
  func checkPasses() throws {
    let sandbox = try CommandSandbox()
    try sandbox.write(swipeTrace(name: "first"), to: "Traces/a.json")
    try sandbox.write(swipeTrace(name: "second", navigation: #""shared.json""#), to: "Traces/nested/b.json")
    try sandbox.write(
      #"{ "stack": [{ "id": "inbox" }, { "id": "message" }] }"#, to: "Traces/nested/shared.json")
    try sandbox.write(VerdictLog.text(for: try sandbox.trace("Traces/a.json")), to: "Traces/a.verdicts")
    let b = try TraceDecoder(
      file: "b.json",
      loadNavigation: { _ in
        ("shared.json", ByteSources.memory(Array(try sandbox.read("Traces/nested/shared.json").utf8)))
      }
    ).decode(Array(try sandbox.read("Traces/nested/b.json").utf8))
    try sandbox.write(VerdictLog.text(for: b), to: "Traces/nested/b.verdicts")

    let run = try sandbox.run("check", "Traces")
    #expect(run.status == 0)
    #expect(run.output == "check: 2 passed, 0 failed\n")
    #expect(run.errorOutput.isEmpty)
  }

  @Test("check shows a unified diff when a log differs from its golden")
  func checkMismatch() throws {
    let sandbox = try CommandSandbox()
    try sandbox.write(swipeTrace(name: "first"), to: "a.json")
    let actual = VerdictLog.text(for: try sandbox.trace("a.json"))
    try sandbox.write(
      actual.replacingOccurrences(of: "# fd on iOS 26: first", with: "# fd on iOS 26: old name"),
      to: "a.verdicts")

    let run = try sandbox.run("check", "a.json")
    #expect(run.status == 1)
    // Only the name changed: the headline says no swipe did, and the diff shows what did.
    #expect(
      run.output.hasPrefix(
        "FAIL a.json\ngolden: a.verdicts\n\(MeaningDiff.noChange)\n--- a.verdicts\n+++ a.verdicts (actual)\n@@ -1,"
      ))
    #expect(run.output.contains("\n-# fd on iOS 26: old name\n+# fd on iOS 26: first\n"))
    #expect(run.output.contains("re-record it with: popgesture check --record a.json\n"))
    #expect(run.output.hasSuffix("\ncheck: 0 passed, 1 failed\n"))
  }

  @Test("check heads the diff with each swipe whose outcome changed, and the final state")
  func checkMeaningHeadline() throws {
    let sandbox = try CommandSandbox()
    // The golden was recorded when the touch was cancelled; the trace now lifts the finger.
    try sandbox.write(swipeTrace(name: "first", phase: "cancelled"), to: "a.json")
    try sandbox.write(VerdictLog.text(for: try sandbox.trace("a.json")), to: "a.verdicts")
    try sandbox.write(swipeTrace(name: "first"), to: "a.json")

    let run = try sandbox.run("check", "a.json")
    #expect(run.status == 1)
    #expect(
      run.output.hasPrefix(
        """
        FAIL a.json
        golden: a.verdicts
        swipe 1 at 0.000 s: pop cancelled on release (message -> inbox through fullscreenPop) → popped \
        (message -> inbox through fullscreenPop)
        final stack [inbox, message] → [inbox]
        --- a.verdicts
        +++ a.verdicts (actual)

        """))
    #expect(run.output.hasSuffix("\ncheck: 0 passed, 1 failed\n"))
  }

  @Test("check of a golden it cannot read back shows one line saying so, then the diff")
  func checkUnreadableGolden() throws {
    let sandbox = try CommandSandbox()
    try sandbox.write(swipeTrace(name: "first"), to: "a.json")
    try sandbox.write("stale\n", to: "a.verdicts")
    let run = try sandbox.run("check", "a.json")
    #expect(run.status == 1)
    #expect(
      run.output.hasPrefix(
        "FAIL a.json\ngolden: a.verdicts\noutcomes not compared: line 1 of the golden cannot be read "
          + "(expected a header such as '# fd on iOS 26: a name'); the diff below shows every change\n--- a.verdicts\n"
      ))
  }

  @Test("check of a long golden whose lines were reordered shows the first difference at once, saying why")
  func checkReorderedGolden() throws {
    let sandbox = try CommandSandbox()
    // 3,200 swipes make a log of about 16,000 lines; the golden keeps its header and has the
    // rest reversed, so every line is on both sides. Its diff took two minutes.
    let swipes = (0..<3_200).map { (index: Int) -> TraceSynthesizer.Swipe in
      let y = Double(100 + index % 600)
      return TraceSynthesizer.Swipe(from: Point(x: 10, y: y), to: Point(x: 200, y: y), duration: 0.3)
    }
    var synthesizer = TraceSynthesizer(stack: ["a", "b", "c"], swipes: swipes)
    synthesizer.name = "long"
    try sandbox.write(try synthesizer.text(), to: "long.json")
    let log = VerdictLog.text(for: try sandbox.trace("long.json"))
    var lines = log.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    #expect(lines.count > 16_000)
    lines = [lines[0]] + lines.dropFirst().reversed()
    try sandbox.write(lines.joined(separator: "\n") + "\n", to: "long.verdicts")

    let clock = ContinuousClock()
    var run: CommandRun?
    let elapsed = try clock.measure { run = try sandbox.run("check", "long.json") }
    #expect(elapsed < .seconds(30))
    #expect(run?.status == 1)
    let output = run?.output ?? ""
    #expect(
      output.contains(
        "--- long.verdicts\n+++ long.verdicts (actual)\n@@ -2 +2 @@ the first difference only\n"))
    #expect(
      output.contains(
        "\nnote: the diff is too large to show in full: more than 1000 lines would be deleted or inserted "
          + "among the lines both sides have (as when lines are reordered); the old text has \(lines.count) "
          + "lines, the new \(lines.count)\n"))
    #expect(output.hasSuffix("\ncheck: 0 passed, 1 failed\n"))
  }

  @Test("check fails on a missing golden and says how to record it, without writing it")
  func checkMissingGolden() throws {
    let sandbox = try CommandSandbox()
    try sandbox.write(swipeTrace(name: "first"), to: "a.json")
    let run = try sandbox.run("check", "a.json")
    #expect(run.status == 1)
    #expect(
      run.output
        == """
        FAIL a.json
        missing golden a.verdicts
        record it with: popgesture check --record a.json
        check: 0 passed, 1 failed

        """)
    #expect(!sandbox.exists("a.verdicts"))
  }

  @Test("check --record writes the goldens, and then check passes")
  func checkRecord() throws {
    let sandbox = try CommandSandbox()
    try sandbox.write(swipeTrace(name: "first"), to: "a.json")
    try sandbox.write("stale\n", to: "a.verdicts")

    let record = try sandbox.run("check", "--record", "a.json")
    #expect(record.status == 0)
    #expect(record.output == "recorded a.verdicts\ncheck: 1 recorded, 0 unchanged\n")
    #expect(try sandbox.read("a.verdicts") == VerdictLog.text(for: try sandbox.trace("a.json")))

    let check = try sandbox.run("check", "a.json")
    #expect(check.status == 0)
    #expect(check.output == "check: 1 passed, 0 failed\n")
  }

  @Test("check reports an invalid trace with status 65, over a failed comparison")
  func checkInvalidTrace() throws {
    let sandbox = try CommandSandbox()
    try sandbox.write(swipeTrace(name: "bad", phase: "hover"), to: "Traces/bad.json")
    try sandbox.write(swipeTrace(name: "unrecorded"), to: "Traces/new.json")
    let run = try sandbox.run("check", "Traces")
    #expect(run.status == 65)
    #expect(run.errorOutput.hasPrefix("Traces/bad.json:9:40: error: "))
    #expect(run.output.hasSuffix("check: 0 passed, 2 failed\n"))
  }

  @Test("compare prints a block of rows per swipe and the final state's, or a jsonl record per row")
  func compare() throws {
    let sandbox = try CommandSandbox()
    try sandbox.write(swipeTrace(name: "a swipe"), to: "swipe.json")
    let text = try sandbox.run("compare", "swipe.json")
    #expect(text.status == 0)
    #expect(
      text.output
        == ComparisonFormat.text(Comparison(trace: try sandbox.trace("swipe.json")), name: "a swipe"))
    let lines = text.output.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == 30)
    #expect(lines[0] == "# compare: a swipe")
    // The swipe covers 80 pt: nine systems pop, plain UIKit on iOS 18 does not.
    #expect(lines[1] == "pops under 9 of 10 systems")
    #expect(lines[3] == "swipe 1 at 0.000 s from (160.0, 420.0)")
    #expect(lines[16] == "final state")
    let systems = [
      "fd 26    ", "fd1.1 26 ", "zw 26    ", "kvc 26   ", "uikit 26 ", "fd 18    ", "fd1.1 18 ", "zw 18    ",
      "kvc 18   ", "uikit 18 ",
    ]
    #expect(lines[5...14].map { String($0.prefix(9)) } == systems)
    #expect(lines[18...27].map { String($0.prefix(9)) } == systems)
    #expect(text.output.hasSuffix("\n* differs from fd on iOS 26\n"))
    let jsonl = try sandbox.run(
      "compare", "--format", "jsonl", "swipe.json", "-", input: swipeTrace(name: "again"))
    #expect(jsonl.status == 0)
    let records = jsonl.output.split(separator: "\n")
    #expect(records.count == 24)
    #expect(records[0] == #"{"type":"trace","file":"swipe.json"}"#)
    #expect(records[1].hasPrefix(#"{"type":"compareSummary","systems":10,"popsUnder":9,"#))
    #expect(records[2].hasPrefix(#"{"type":"compare","policy":"fd","ios":26,"#))
    #expect(records[11].hasPrefix(#"{"type":"compare","policy":"uikit","ios":18,"#))
    #expect(records[12] == #"{"type":"trace","file":"-"}"#)
    let bad = try sandbox.run("compare", "--polcy", "fd", "swipe.json")
    #expect(bad.status == 64)
    #expect(bad.errorOutput.hasPrefix("Error: unknown option '--polcy'; did you mean '--policy'?"))
  }

  @Test("compare --policy and --ios choose the first row, which the others are starred against")
  func compareWithSystem() throws {
    let sandbox = try CommandSandbox()
    try sandbox.write(swipeTrace(name: "a swipe"), to: "swipe.json")
    let trace = try sandbox.trace("swipe.json")
    let text = try sandbox.run("compare", "--policy", "uikit", "--ios=18", "swipe.json")
    #expect(text.status == 0)
    #expect(text.output == VerdictLog.comparisonText(for: trace, policy: .uikit, ios: 18))
    let lines = text.output.split(separator: "\n")
    #expect(lines[1] == "pops under 9 of 10 systems")
    #expect(lines[4].hasPrefix("uikit 18 ") && !lines[4].contains("*"))
    #expect(lines[5].hasPrefix("fd 26     *popped "))
    #expect(lines.filter { $0.hasPrefix("uikit 18") }.count == 2)
    #expect(lines.count == 27)
    #expect(lines.last == "* differs from uikit on iOS 18")

    let jsonl = try sandbox.run("compare", "--format=jsonl", "--ios", "17", "--policy=zw", "swipe.json")
    #expect(jsonl.status == 0)
    #expect(jsonl.output == ComparisonFormat.jsonl(Comparison(trace: trace, policy: .zw, ios: 17)))
    let records = jsonl.output.split(separator: "\n")
    #expect(records.count == 12)
    #expect(records[0].hasPrefix(#"{"type":"compareSummary","systems":11,"#))
    #expect(records[1].hasPrefix(#"{"type":"compare","policy":"zw","ios":17,"#))
    #expect(records[1].hasSuffix(#""differences":[]}"#))
  }

  @Test("compare rejects a bad --policy or --ios with a usage error")
  func compareBadSystem() {
    eachArgument([
      (["--policy", "native26"], "Error: unknown policy 'native26'; 'native26' is now 'uikit' on iOS 26"),
      (["--policy", "fdd"], "Error: unknown policy 'fdd'; did you mean 'fd'?"),
      (["--ios", "6"], "Error: invalid iOS version '6'; give a major version from 7 to 99"),
      (["--ios"], "Error: missing value for '--ios'"),
    ]) { (options, message) in try compareBadSystem(options: options, message: message) }
  }

  func compareBadSystem(options: [String], message: String) throws {
    let sandbox = try CommandSandbox()
    try sandbox.write(swipeTrace(name: "a swipe"), to: "swipe.json")
    let run = try sandbox.run(["compare", "swipe.json"] + options)
    #expect(run.status == 64)
    #expect(run.output.isEmpty)
    #expect(run.errorOutput.hasPrefix(message))
    #expect(
      run.errorOutput.contains(
        "\nUsage: popgesture compare [--format text|jsonl] [--policy NAME] [--ios N]\n"
          + "                          [--stack FILE] [-o FILE] FILE...\n"))
  }

  @Test("compare's help fits in 80 columns and names --policy and --ios")
  func compareHelp() throws {
    let sandbox = try CommandSandbox()
    let run = try sandbox.run("compare", "--help")
    #expect(run.status == 0)
    let lines = run.output.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.allSatisfy { $0.count <= 80 }, "\(lines.filter { $0.count > 80 })")
    #expect(lines.contains { $0.hasPrefix("  --policy NAME ") })
    #expect(lines.contains { $0.hasPrefix("  --ios N ") })
    #expect(lines.contains("USAGE: popgesture compare [--format text|jsonl] [--policy NAME] [--ios N]"))
  }

  @Test(
    "check --with asks every trace for that golden, --record --with writes it beside the others, and a failing trace is one block"
  )
  func checkWithKinds() throws {
    let sandbox = try CommandSandbox()
    try sandbox.write(swipeTrace(name: "first"), to: "a.json")
    #expect(
      try sandbox.run("check", "--record", "a.json").output
        == "recorded a.verdicts\ncheck: 1 recorded, 0 unchanged\n")
    // Asked for, a missing kind fails the trace, and the command to record it carries the --with.
    let missing = try sandbox.run("check", "--with", "compare", "--with", "explain", "a.json")
    #expect(missing.status == 1)
    #expect(
      missing.output == """
        FAIL a.json
        missing golden a.compare
        missing golden a.explain
        record it with: popgesture check --record --with compare --with explain a.json
        check: 0 passed, 1 failed

        """)
    let record = try sandbox.run("check", "--record", "--with", "compare", "--with", "explain", "a.json")
    #expect(record.output == "recorded a.compare\nrecorded a.explain\ncheck: 1 recorded, 0 unchanged\n")
    let trace = try sandbox.trace("a.json")
    #expect(try sandbox.read("a.compare") == VerdictLog.comparisonText(for: trace))
    #expect(try sandbox.read("a.explain") == VerdictLog.explanationText(for: trace))
    // From then on a plain check compares all three, and a plain --record rewrites each that changed.
    #expect(try sandbox.run("check", "a.json").output == "check: 1 passed, 0 failed\n")
    try sandbox.write("stale\n", to: "a.verdicts")
    try sandbox.write("stale\n", to: "a.explain")
    let stale = try sandbox.run("check", "a.json")
    #expect(stale.output.hasPrefix("FAIL a.json\ngolden: a.verdicts\n"))
    #expect(stale.output.contains("\ngolden: a.explain\n"))
    #expect(stale.output.components(separatedBy: "FAIL ").count == 2)
    #expect(
      stale.output.hasSuffix(
        "if the new output is right, re-record it with: popgesture check --record a.json\ncheck: 0 passed, 1 failed\n"
      ))
    #expect(
      try sandbox.run("check", "--record", "a.json").output
        == "recorded a.verdicts\nrecorded a.explain\ncheck: 1 recorded, 0 unchanged\n")
    let unknown = try sandbox.run("check", "--with", "verdicts", "a.json")
    #expect(unknown.status == 64)
  }

  @Test("check also compares a trace's .compare golden when it has one, and --record rewrites it alone")
  func checkComparisonGolden() throws {
    let sandbox = try CommandSandbox()
    try sandbox.write(swipeTrace(name: "first"), to: "a.json")
    try sandbox.write(VerdictLog.text(for: try sandbox.trace("a.json")), to: "a.verdicts")
    try sandbox.write("stale\n", to: "a.compare")

    let mismatch = try sandbox.run("check", "a.json")
    #expect(mismatch.status == 1)
    #expect(mismatch.output.contains("golden: a.compare\n--- a.compare\n+++ a.compare (actual)\n"))
    #expect(mismatch.output.hasSuffix("check: 0 passed, 1 failed\n"))

    let record = try sandbox.run("check", "--record", "a.json")
    // The log's golden already holds the log: only the stale table is written.
    #expect(record.output == "recorded a.compare\ncheck: 1 recorded, 0 unchanged\n")
    #expect(try sandbox.read("a.compare") == VerdictLog.comparisonText(for: try sandbox.trace("a.json")))
    #expect(try sandbox.run("check", "a.json").status == 0)
  }
}
