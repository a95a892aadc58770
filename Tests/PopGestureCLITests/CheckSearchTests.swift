import Foundation
import PopGestureCLI
import PopGestureFormats
import PopGestureTestSupport
import PopGestureTools
import Testing

@testable import PopGesture

/// The tests of `PopGestureCLI`'s files at the top of its test folder: one suite across its files, each file extending it,
/// so that `swift test` prints the suite once. This file's tests follow.
@Suite("PopGestureCLI")
struct CommandLineSuite {
  /// A sandbox holding `swipe.json` and its golden under `folder`.
  private func sandboxWithTrace(in folder: String = "traces") throws -> CommandSandbox {
    let sandbox = try CommandSandbox()
    try sandbox.write(swipeTrace(name: "a swipe"), to: "\(folder)/swipe.json")
    try sandbox.write(
      VerdictLog.text(for: try sandbox.trace("\(folder)/swipe.json")), to: "\(folder)/swipe.verdicts")
    return sandbox
  }

  /// Runs `popgesture check arguments` in `sandbox`, or nil when it is still running after 20
  /// seconds and had to be killed: a check that waits on a FIFO would otherwise hang the tests.
  private func checkWithDeadline(_ arguments: [String], in sandbox: CommandSandbox) throws -> CommandRun? {
    try sandbox.write("", to: "out.txt")
    try sandbox.write("", to: "err.txt")
    let process = Process()
    process.executableURL = try CommandSandbox.executable()
    process.arguments = ["check"] + arguments
    process.currentDirectoryURL = sandbox.folder
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = try FileHandle(forWritingTo: sandbox.folder.appendingPathComponent("out.txt"))
    process.standardError = try FileHandle(forWritingTo: sandbox.folder.appendingPathComponent("err.txt"))
    try process.run()
    let deadline = Date().addingTimeInterval(20)
    while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
    if process.isRunning {
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      return nil
    }
    return CommandRun(
      status: process.terminationStatus, output: try sandbox.read("out.txt"),
      errorOutput: try sandbox.read("err.txt"))
  }

  @Test("a FIFO named *.json in a folder is skipped with a remark, never opened")
  func fifoInFolder() throws {
    let sandbox = try sandboxWithTrace()
    #expect(mkfifo(sandbox.path("traces/pipe.json"), 0o600) == 0)
    let run = try #require(try checkWithDeadline(["traces"], in: sandbox), "check blocked on the FIFO")
    #expect(run.status == 0)
    #expect(run.output == "check: 1 passed, 0 failed\n")
    #expect(run.errorOutput == "popgesture: skipped 'traces/pipe.json': is not a regular file\n")
  }

  @Test("a golden that is a FIFO fails without blocking, checked or recorded")
  func fifoGolden() {
    eachArgument([
      ("swipe.verdicts", ""), ("swipe.compare", ""), ("swipe.verdicts", "--record"),
      ("swipe.explain", "--record"),
    ]) { (golden, option) in try fifoGolden(golden: golden, option: option) }
  }

  func fifoGolden(golden: String, option: String) throws {
    let sandbox = try sandboxWithTrace()
    if golden == "swipe.verdicts" {
      try FileManager.default.removeItem(atPath: sandbox.path("traces/\(golden)"))
    }
    #expect(mkfifo(sandbox.path("traces/\(golden)"), 0o600) == 0)
    let run = try #require(
      try checkWithDeadline(option.isEmpty ? ["traces"] : [option, "traces"], in: sandbox),
      "check blocked on the FIFO")
    #expect(run.status == 66)
    #expect(run.errorOutput == "popgesture: cannot read 'traces/\(golden)': is not a regular file\n")
    #expect(run.output.hasSuffix(", 1 failed\n"))
    let type = try FileManager.default.attributesOfItem(atPath: sandbox.path("traces/\(golden)"))[.type]
    #expect(type as? FileAttributeType != .typeRegular)
  }

  @Test("a check that finds nothing to check fails and says what it looked for")
  func nothingToCheck() throws {
    let sandbox = try CommandSandbox()
    try FileManager.default.createDirectory(atPath: sandbox.path("empty"), withIntermediateDirectories: true)
    try sandbox.write(#"{ "stack": [{ "id": "shared" }] }"#, to: "only-navigation/stack.json")
    for folder in ["empty", "only-navigation"] {
      let run = try sandbox.run("check", folder)
      #expect(run.status == 1)
      #expect(run.output == "check: 0 passed, 0 failed\n")
      #expect(
        run.errorOutput
          == "popgesture: nothing was checked: no trace found in '\(folder)'; check looks for .json files "
          + "whose top-level object is a trace (\"format\": \"popgesture-trace/1\") in the folders given and "
          + "their subfolders, hidden ones skipped\n")
    }
  }

  @Test("a folder with no trace fails the check even beside paths that hold traces, and is named")
  func emptyFolderAmongOthers() throws {
    let sandbox = try sandboxWithTrace()
    try FileManager.default.createDirectory(atPath: sandbox.path("empty"), withIntermediateDirectories: true)
    try sandbox.write(#"{ "stack": [{ "id": "shared" }] }"#, to: "only-navigation/stack.json")
    let looksFor =
      "; check looks for .json files whose top-level object is a trace (\"format\": \"popgesture-trace/1\") "
      + "in the folders given and their subfolders, hidden ones skipped\n"
    for (paths, named) in [
      (["traces", "empty"], "'empty'"),
      (["empty", "traces/swipe.json", "only-navigation"], "'empty' and 'only-navigation'"),
    ] {
      let run = try sandbox.run(["check"] + paths)
      #expect(run.status == 1, "\(paths)")
      #expect(run.output == "check: 1 passed, 0 failed\n")
      #expect(
        run.errorOutput == "popgesture: nothing was checked in \(named): no trace found there" + looksFor)
      let record = try sandbox.run(["check", "--record"] + paths)
      #expect(record.status == 1, "\(paths)")
      #expect(record.output == "check: 0 recorded, 1 unchanged\n")
    }
  }

  @Test("check --record counts the goldens it wrote, those it left, and the traces it could not record")
  func recordSummary() throws {
    let sandbox = try sandboxWithTrace()
    try sandbox.write(swipeTrace(name: "new"), to: "traces/new.json")
    try sandbox.write(swipeTrace(name: "bad", phase: "hover"), to: "traces/bad.json")
    let run = try sandbox.run("check", "--record", "traces")
    #expect(run.status == 65)
    #expect(run.output == "recorded traces/new.verdicts\ncheck: 1 recorded, 1 unchanged, 1 failed\n")
    #expect(run.errorOutput.hasPrefix("traces/bad.json:9:40: error: "))
    #expect(
      try sandbox.run("check", "traces/new.json", "traces/swipe.json").output == "check: 2 passed, 0 failed\n"
    )
  }

  @Test("a symbolic link to a folder is followed, and a link cycle is searched once")
  func symbolicLinks() throws {
    let sandbox = try sandboxWithTrace(in: "real")
    try FileManager.default.createDirectory(atPath: sandbox.path("links"), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: sandbox.path("links/to-real"), withDestinationPath: "../real")
    try FileManager.default.createSymbolicLink(atPath: sandbox.path("real/loop"), withDestinationPath: "..")
    let run = try sandbox.run("check", "links")
    #expect(run.errorOutput.isEmpty)
    #expect(run.status == 0)
    // links/to-real/loop leads back to links: that folder has been searched, so it ends there.
    #expect(run.output == "check: 1 passed, 0 failed\n")
  }

  @Test("a JSON file that looks like a trace but does not validate is reported, not skipped")
  func misspelledTraces() {
    eachArgument([
      #"{ "formt": "popgesture-trace/1", "navigation": { "stack": [{ "id": "a" }] }, "events": [] }"#,
      #"{ "navigation": { "stack": [{ "id": "a" }] }, "events": [] }"#,
      #"{ "format": "popgesture-trace/2", "navigation": { "stack": [{ "id": "a" }] }, "events": [] }"#,
      #"{ "evnts": [] }"#, "not json at all",
    ]) { text in try misspelledTraces(text: text) }
  }

  func misspelledTraces(text: String) throws {
    let sandbox = try sandboxWithTrace()
    try sandbox.write(text, to: "traces/typo.json")
    let run = try sandbox.run("check", "traces")
    #expect(run.status == 65)
    #expect(run.errorOutput.hasPrefix("traces/typo.json:1:"))
    #expect(run.output == "check: 1 passed, 1 failed\n")
  }

  @Test("a navigation description and other JSON that is plainly no trace are skipped")
  func skipsOtherJSON() throws {
    let sandbox = try sandboxWithTrace()
    try sandbox.write(#"{ "stack": [{ "id": "a" }], "navigationBarHidden": true }"#, to: "traces/stack.json")
    try sandbox.write(#"[1, 2, 3]"#, to: "traces/numbers.json")
    try sandbox.write(#"{ "colours": ["red"] }"#, to: "traces/palette.json")
    let run = try sandbox.run("check", "traces")
    #expect(run.errorOutput.isEmpty)
    #expect(run.output == "check: 1 passed, 0 failed\n")
  }

  @Test("a JSON file with a golden beside it is checked whatever its keys")
  func goldenMakesATrace() throws {
    let sandbox = try sandboxWithTrace()
    try sandbox.write(#"{ "colours": ["red"] }"#, to: "traces/palette.json")
    try sandbox.write("a golden\n", to: "traces/palette.verdicts")
    let run = try sandbox.run("check", "traces")
    #expect(run.status == 65)
    #expect(run.errorOutput.hasPrefix("traces/palette.json:1:3: error: colours: unknown key 'colours'"))
  }

  @Test("--record leaves a golden that already holds the log untouched")
  func recordLeavesUnchangedGoldens() throws {
    let sandbox = try sandboxWithTrace()
    let golden = sandbox.path("traces/swipe.verdicts")
    let old = Date(timeIntervalSince1970: 1_000_000_000)
    try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: golden)
    let before = try FileManager.default.attributesOfItem(atPath: golden)
    let run = try sandbox.run("check", "--record", "traces")
    #expect(run.status == 0)
    #expect(run.output == "check: 0 recorded, 1 unchanged\n")
    let after = try FileManager.default.attributesOfItem(atPath: golden)
    #expect(after[.modificationDate] as? Date == old)
    #expect(after[.systemFileNumber] as? Int == before[.systemFileNumber] as? Int)
  }

  @Test("an output that is one of the command's inputs is a usage error, and nothing is written")
  func outputIsAnInput() {
    eachArgument([
      ["check", "--junit", "traces/swipe.verdicts", "traces"],
      ["check", "--junit", "traces/swipe.json", "traces"],
      ["check", "--junit", "traces/../traces/swipe.compare", "traces/swipe.json"],
      ["check", "--junit", "traces/stack.json", "traces"],
      ["plot", "-o", "traces/swipe.json", "traces/swipe.json"],
      ["plot", "-o", "./traces/stack.json", "traces/shared.json"],
      ["compare", "-o", "traces/swipe.json", "traces/swipe.json"],
      ["compare", "-o", "traces/stack.json", "traces/swipe.json", "traces/shared.json"],
    ]) { arguments in try outputIsAnInput(arguments: arguments) }
  }

  func outputIsAnInput(arguments: [String]) throws {
    let sandbox = try sandboxWithTrace()
    try sandbox.write(#"{ "stack": [{ "id": "inbox" }, { "id": "message" }] }"#, to: "traces/stack.json")
    try sandbox.write(swipeTrace(name: "shared", navigation: #""stack.json""#), to: "traces/shared.json")
    try sandbox.write(
      VerdictLog.text(for: try sandbox.trace("traces/swipe.json")).replacingOccurrences(
        of: "a swipe", with: "shared"),
      to: "traces/shared.verdicts")
    let files = ["swipe.json", "swipe.verdicts", "stack.json", "shared.json", "shared.verdicts"]
    let before = try files.map { try sandbox.read("traces/\($0)") }
    let run = try sandbox.run(arguments)
    #expect(run.status == 64)
    #expect(run.errorOutput.hasPrefix("Error: "))
    #expect(run.errorOutput.contains("; write the "))
    #expect(try files.map { try sandbox.read("traces/\($0)") } == before)
    #expect(!sandbox.exists("traces/swipe.compare"))
  }

  @Test("compare -o writes the tables whole, as they would go to standard output")
  func compareToFile() throws {
    let sandbox = try sandboxWithTrace()
    let printed = try sandbox.run("compare", "traces/swipe.json")
    let written = try sandbox.run("compare", "-o", "traces/swipe.compare", "traces/swipe.json")
    #expect(written.status == 0)
    #expect(written.output.isEmpty)
    #expect(try sandbox.read("traces/swipe.compare") == printed.output)
    // One trace with two goldens is one pass.
    #expect(try sandbox.run("check", "traces").output == "check: 1 passed, 0 failed\n")
  }

  @Test("a trace that would be its own golden is a usage error")
  func ownGolden() throws {
    let sandbox = try CommandSandbox()
    try sandbox.write(swipeTrace(name: "a swipe"), to: "swipe.verdicts")
    let run = try sandbox.run("check", "--record", "swipe.verdicts")
    #expect(run.status == 64)
    #expect(
      run.errorOutput.hasPrefix(
        "Error: 'swipe.verdicts' would be its own golden; name trace files NAME.json\n"))
    #expect(try sandbox.read("swipe.verdicts") == swipeTrace(name: "a swipe"))
  }
}
