import Foundation
import PopGestureCLI
import PopGestureFormats
import PopGestureTestSupport
import PopGestureTools
import Testing

@testable import PopGesture

extension CommandLineSuite {
  @Test("a trace from a pipe, standard input or a FIFO replays like the file it came from")
  func pipes() {
    eachArgument([
      "cat swipe.json | popgesture replay -",
      "cat swipe.json | popgesture replay /dev/stdin",
      "popgesture replay - < swipe.json",
      "mkfifo t.fifo && { cat swipe.json > t.fifo & } && popgesture replay t.fifo",
    ]) { script in try pipes(script: script) }
  }

  func pipes(script: String) throws {
    let sandbox = try CommandSandbox()
    try sandbox.write(swipeTrace(name: "a swipe"), to: "swipe.json")
    let run = try sandbox.runShell(script)
    #expect(run.errorOutput.isEmpty)
    #expect(run.status == 0)
    #expect(run.output == VerdictLog.text(for: try sandbox.trace("swipe.json")))
  }

  @Test(
    "a trace from process substitution replays too",
    .enabled(if: FileManager.default.fileExists(atPath: "/bin/bash")))
  func processSubstitution() throws {
    let sandbox = try CommandSandbox()
    try sandbox.write(swipeTrace(name: "a swipe"), to: "swipe.json")
    let run = try sandbox.runShell("exec /bin/bash -c 'popgesture replay --format jsonl <(cat swipe.json)'")
    #expect(run.errorOutput.isEmpty)
    #expect(run.output == JSONLFormat.render(Replayer.replay(try sandbox.trace("swipe.json"))))
  }

  @Test("a bad trace from a pipe writes no records, only its error")
  func badTraceFromPipe() throws {
    let sandbox = try CommandSandbox()
    try sandbox.write(swipeTrace(name: "a swipe", phase: "lifted"), to: "bad.json")
    let run = try sandbox.runShell("cat bad.json | popgesture replay -")
    #expect(run.status == 65)
    #expect(run.output.isEmpty)
    #expect(run.errorOutput.hasPrefix("-:9:40: error: events[3].phase: unknown phase 'lifted'"))
  }

  /// A trace whose navigation is a FIFO: the check pass blocks opening it, after the trace's own
  /// bytes are all read, until the test has done its change to the trace and writes the
  /// navigation. `change` runs at that moment; the command's run is returned.
  private func replay(changingTheTraceWith change: (CommandSandbox) throws -> Void) throws -> CommandRun {
    let sandbox = try CommandSandbox()
    try sandbox.write(swipeTrace(name: "a swipe", navigation: #""nav.fifo""#), to: "swipe.json")
    #expect(mkfifo(sandbox.path("nav.fifo"), 0o600) == 0)
    let process = Process()
    process.executableURL = try CommandSandbox.executable()
    process.arguments = ["replay", "swipe.json"]
    process.currentDirectoryURL = sandbox.folder
    try sandbox.write("", to: "out.txt")
    try sandbox.write("", to: "err.txt")
    process.standardOutput = try FileHandle(forWritingTo: sandbox.folder.appendingPathComponent("out.txt"))
    process.standardError = try FileHandle(forWritingTo: sandbox.folder.appendingPathComponent("err.txt"))
    try process.run()
    // Opening a FIFO for writing without blocking succeeds once a reader has it open: the check
    // pass has then read the whole trace and waits for its navigation.
    var writer: Int32 = -1
    let deadline = Date(timeIntervalSinceNow: 30)
    while writer < 0 && Date() < deadline && process.isRunning {
      writer = open(sandbox.path("nav.fifo"), O_WRONLY | O_NONBLOCK)
      if writer < 0 { usleep(2000) }
    }
    try #require(writer >= 0, "the replay never opened its navigation file")
    try change(sandbox)
    let navigation = Array(#"{ "stack": [{ "id": "inbox" }, { "id": "message" }] }"#.utf8)
    _ = navigation.withUnsafeBytes { write(writer, $0.baseAddress, $0.count) }
    close(writer)
    process.waitUntilExit()
    return CommandRun(
      status: process.terminationStatus, output: try sandbox.read("out.txt"),
      errorOutput: try sandbox.read("err.txt"))
  }

  @Test("a trace rewritten in place while it is checked is an error before any record, the change reported")
  func rewrittenWhileChecked() throws {
    let run = try replay { sandbox in
      try sandbox.write(
        swipeTrace(name: "another swipe, written over the first", navigation: #""nav.fifo""#),
        to: "swipe.json")
    }
    // The check, which waited for the navigation, then reads past the end it knew: the bytes the
    // rewrite left there fail it, and the change is what is said.
    #expect(run.status == 66)
    #expect(run.output.isEmpty)
    #expect(
      run.errorOutput
        == "popgesture: cannot read 'swipe.json': the file changed while it was being read; "
        + "replay it again once nothing is writing to it\n")
  }

  @Test("a trace replaced by a rename between the passes replays the file that was checked")
  func renamedBetweenPasses() throws {
    var expected = ""
    let run = try replay { sandbox in
      let navigation = NavigationDescription(stack: [Screen(id: "inbox"), Screen(id: "message")])
      let bytes = Array(try sandbox.read("swipe.json").utf8)
      expected = VerdictLog.text(
        for: try TraceDecoder(file: "swipe.json", navigationOverride: navigation).decode(bytes))
      try sandbox.write(swipeTrace(name: "a replacement", navigation: #""nav.fifo""#), to: "new.json")
      #expect(rename(sandbox.path("new.json"), sandbox.path("swipe.json")) == 0)
    }
    #expect(run.errorOutput.isEmpty)
    #expect(run.status == 0)
    #expect(run.output == expected)
  }
}
