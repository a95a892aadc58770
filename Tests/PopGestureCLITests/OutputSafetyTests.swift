import Foundation
import PopGestureCLI
import PopGestureFormats
import PopGestureTestSupport
import PopGestureTools
import Testing

@testable import PopGesture

/// The files a run leaves in the sandbox that a write left behind: temporaries of a replace.
private func temporaries(in sandbox: CommandSandbox) throws -> [String] {
  try FileManager.default.contentsOfDirectory(atPath: sandbox.folder.path).filter { $0.contains(".tmp-") }
}

extension CommandLineSuite {
  @Test("an input that fails leaves the output file as it was")
  func failedInputLeavesOutput() {
    eachArgument([
      ["compare", "-o", "out.txt", "bad.json"],
      ["compare", "-o", "out.txt", "swipe.json", "bad.json"],
      ["compare", "-o", "out.txt", "bad.json", "swipe.json"],
      ["compare", "-o", "out.txt", "swipe.json", "nowhere.json"],
      ["compare", "--format", "jsonl", "-o", "out.txt", "swipe.json", "bad.json"],
      ["map", "-o", "out.txt", "bad.json"],
      ["plot", "-o", "out.txt", "bad.json"],
      ["import", "nowhere.txt", "--screen", "player", "-o", "out.txt"],
    ]) { arguments in try failedInputLeavesOutput(arguments: arguments) }
  }

  func failedInputLeavesOutput(arguments: [String]) throws {
    let sandbox = try CommandSandbox()
    try sandbox.write(swipeTrace(name: "a swipe"), to: "swipe.json")
    try sandbox.write(#"{ "format": "popgesture-trace/1", "events": [ }"#, to: "bad.json")
    try sandbox.write("the old output, kept\n", to: "out.txt")
    let run = try sandbox.run(arguments)
    #expect(run.status == 65 || run.status == 66)
    #expect(run.output.isEmpty)
    #expect(try sandbox.read("out.txt") == "the old output, kept\n")
    #expect(try temporaries(in: sandbox).isEmpty)
  }

  @Test("compare -o with every input valid still writes the tables")
  func validInputsWrite() throws {
    let sandbox = try CommandSandbox()
    try sandbox.write(swipeTrace(name: "a swipe"), to: "swipe.json")
    try sandbox.write("the old output\n", to: "out.txt")
    let run = try sandbox.run("compare", "-o", "out.txt", "swipe.json")
    #expect(run.status == 0)
    #expect(try sandbox.read("out.txt") == VerdictLog.comparisonText(for: try sandbox.trace("swipe.json")))
  }

  @Test("check --record refuses a golden that is a symbolic link, and writes nothing through it")
  func recordRefusesLinkedGolden() {
    eachArgument(["other.json", "nav.json", "outside/file.txt", "missing.verdicts"]) { target in
      try recordRefusesLinkedGolden(target: target)
    }
  }

  func recordRefusesLinkedGolden(target: String) throws {
    let sandbox = try CommandSandbox()
    try sandbox.write(swipeTrace(name: "a swipe"), to: "traces/a.json")
    try sandbox.write(swipeTrace(name: "another swipe"), to: "traces/b.json")
    try sandbox.write("the target, kept\n", to: "other.json")
    try sandbox.write("the target, kept\n", to: "nav.json")
    try sandbox.write("the target, kept\n", to: "outside/file.txt")
    try FileManager.default.createSymbolicLink(
      atPath: sandbox.path("traces/a.verdicts"), withDestinationPath: sandbox.path(target))
    let run = try sandbox.run("check", "--record", "traces")
    #expect(run.status == 73)
    #expect(
      run.errorOutput
        == "popgesture: cannot write 'traces/a.verdicts': is a symbolic link; popgesture does not write "
        + "through links\n")
    // The other trace is still recorded, and the summary counts the refusal as a failure.
    #expect(run.output == "recorded traces/b.verdicts\ncheck: 1 recorded, 0 unchanged, 1 failed\n")
    if target == "missing.verdicts" {
      #expect(!FileManager.default.fileExists(atPath: sandbox.path(target)))
    } else {
      #expect(try sandbox.read(target) == "the target, kept\n")
    }
    #expect(
      try FileManager.default.destinationOfSymbolicLink(atPath: sandbox.path("traces/a.verdicts"))
        == sandbox.path(target))
  }

  @Test("-o refuses a symbolic link to a file, or to nothing, and leaves the link and its target")
  func outputRefusesLink() {
    eachArgument([["plot"], ["compare"], ["map"]]) { command in try outputRefusesLink(command: command) }
  }

  func outputRefusesLink(command: [String]) throws {
    let sandbox = try CommandSandbox()
    try sandbox.write(swipeTrace(name: "a swipe"), to: "swipe.json")
    try sandbox.write("the target, kept\n", to: "real.txt")
    for (link, target) in [("link.txt", "real.txt"), ("dangling.txt", "nowhere.txt")] {
      try FileManager.default.createSymbolicLink(atPath: sandbox.path(link), withDestinationPath: target)
      let run = try sandbox.run(command + ["-o", link, "swipe.json"])
      #expect(run.status == 73)
      #expect(
        run.errorOutput
          == "popgesture: cannot write '\(link)': is a symbolic link; popgesture does not write "
          + "through links\n")
      #expect(try FileManager.default.destinationOfSymbolicLink(atPath: sandbox.path(link)) == target)
    }
    #expect(try sandbox.read("real.txt") == "the target, kept\n")
    #expect(!sandbox.exists("nowhere.txt"))
    #expect(try temporaries(in: sandbox).isEmpty)
  }

  @Test("-o /dev/stdout writes to standard output, whatever it is: a file, appended to, or a pipe")
  func standardOutputByName() throws {
    let sandbox = try CommandSandbox()
    try sandbox.write(swipeTrace(name: "a swipe"), to: "swipe.json")
    let expected = TimelinePlot.svg(for: try sandbox.trace("swipe.json"), file: "swipe.json")
    let run = try sandbox.runShell(
      "popgesture plot -o /dev/stdout swipe.json > new.svg && echo kept > old.svg "
        + "&& popgesture plot -o /dev/stdout swipe.json >> old.svg && popgesture plot -o /dev/stdout swipe.json | cat"
    )
    #expect(run.errorOutput.isEmpty)
    #expect(run.status == 0)
    #expect(try sandbox.read("new.svg") == expected)
    #expect(try sandbox.read("old.svg") == "kept\n" + expected)
    #expect(run.output == expected)
  }

  @Test("a golden whose write fails is reported, and the other goldens and the summary still come")
  func recordGoesOnAfterFailedWrite() throws {
    let sandbox = try CommandSandbox()
    try sandbox.write(pushesTrace(200), to: "a.json")
    try sandbox.write(pushesTrace(1), to: "b.json")
    // Files may not grow past 512 bytes: a's golden is far longer, b's is short.
    let run = try sandbox.runShell("ulimit -f 1; trap '' XFSZ; popgesture check --record a.json b.json")
    #expect(run.status == 74)
    #expect(run.errorOutput == "popgesture: cannot write 'a.verdicts': file too large\n")
    #expect(run.output == "recorded b.verdicts\ncheck: 1 recorded, 0 unchanged, 1 failed\n")
    #expect(!sandbox.exists("a.verdicts"))
    #expect(try temporaries(in: sandbox).isEmpty)
  }

  @Test("control characters of a golden are escaped in check's report, and recorded byte for byte")
  func goldenControlsEscaped() throws {
    let sandbox = try CommandSandbox()
    try sandbox.write(swipeTrace(name: "a swipe"), to: "a.json")
    let hostile = "\u{1B}]0;owned\u{07}\u{1B}[2J\rforged line\n"
    try sandbox.write(hostile, to: "a.verdicts")
    let run = try sandbox.run("check", "a.json")
    #expect(run.status == 1)
    #expect(!run.output.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    #expect(run.output.contains(#"-\u001B]0;owned\u0007\u001B[2J\rforged line"#))
    let record = try sandbox.run("check", "--record", "a.json")
    #expect(record.status == 0)
    #expect(try sandbox.read("a.verdicts") == VerdictLog.text(for: try sandbox.trace("a.json")))
  }

  @Test("control characters of a dump are escaped in import's notes on standard error")
  func importNotesEscaped() throws {
    let dump = """
      <UIView: 0x1; frame = (0 0; 390 844); layer = <CALayer: 0x2>>
         | <MyApp.Card\u{1B}[2J\u{07}View: 0x3; frame = (0 100; 390 200); gestureRecognizers = <NSArray: 0x4>; layer = <CALayer: 0x5>>

      """
    let sandbox = try CommandSandbox()
    let run = try sandbox.run(["import", "-"], input: dump)
    #expect(run.status == 0)
    #expect(!run.errorOutput.isEmpty)
    #expect(!run.errorOutput.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    #expect(run.errorOutput.contains(#"(MyApp.Card\u001B[2J\u0007View, line 2)"#))
  }
}
