import Foundation
import PopGestureReports
import Testing

@testable import PopGesture

/// A trace of `count` unanimated pushes: its log has a line per push, as long as a test needs.
func pushesTrace(_ count: Int) -> String {
  let pushes = (1...count).map {
    #"{ "t": \#($0), "action": "push", "screen": { "id": "screen\#($0)" }, "animated": false }"#
  }
  return """
    { "format": "popgesture-trace/1", "name": "\(count) pushes",
      "navigation": { "stack": [{ "id": "root" }] },
      "events": [
    \(pushes.joined(separator: ",\n"))
    ] }

    """
}

private let hasFullDevice = FileManager.default.fileExists(atPath: "/dev/full")

@Suite("Failed writes")
struct WriteFailureTests {
  @Test(
    "a command whose standard output is full ends with EX_IOERR and one line saying so",
    .enabled(if: hasFullDevice),
    arguments: [
      ["replay", "swipe.json"], ["replay", "--format", "jsonl", "swipe.json", "swipe.json"],
      ["compare", "swipe.json"], ["check", "."], ["plot", "swipe.json"], ["--help"], ["--version"],
      ["synth", "--stack", "a,b", "--from", "10,400", "--to", "200,400", "--duration", "0.2"],
    ])
  func fullStandardOutput(arguments: [String]) throws {
    let sandbox = try CommandSandbox()
    try sandbox.write(swipeTrace(name: "a swipe"), to: "swipe.json")
    try sandbox.write(VerdictLog.text(for: try sandbox.trace("swipe.json")), to: "swipe.verdicts")
    let run = try sandbox.run(arguments, output: "/dev/full")
    #expect(run.status == 74)
    #expect(run.errorOutput == "popgesture: cannot write standard output: no space left on device\n")
  }

  @Test(
    "a message that cannot reach a full standard error still ends the run with EX_IOERR",
    .enabled(if: hasFullDevice))
  func fullStandardError() throws {
    let sandbox = try CommandSandbox()
    let run = try sandbox.runShell("popgesture replay missing.json 2> /dev/full; echo $?")
    #expect(run.output == "74\n")
  }

  @Test("a replay into a pipe closed early, with SIGPIPE ignored, ends with EX_IOERR and one line")
  func closedPipe() throws {
    let sandbox = try CommandSandbox()
    // Far more log than a pipe buffers, so the replay is still writing when the reader leaves.
    try sandbox.write(pushesTrace(20_000), to: "pushes.json")
    let run = try sandbox.runShell(
      "trap '' PIPE; { popgesture replay pushes.json 2> replay.err; echo $? > replay.status; } | head -c 10")
    #expect(run.status == 0)
    #expect(run.output.count == 10)
    #expect(try sandbox.read("replay.status") == "74\n")
    #expect(try sandbox.read("replay.err") == "popgesture: cannot write standard output: broken pipe\n")
  }

  @Test("a golden whose rewrite fails partway is left whole, with no temporary file beside it")
  func recordFailsPartway() throws {
    let sandbox = try CommandSandbox()
    try sandbox.write(pushesTrace(200), to: "pushes.json")
    try sandbox.write("an old golden, kept\n", to: "pushes.verdicts")
    // Files may not grow past 512 bytes; the new golden is far longer, so its write fails.
    let run = try sandbox.runShell("ulimit -f 1; trap '' XFSZ; popgesture check --record pushes.json")
    #expect(run.status == 74)
    #expect(run.errorOutput == "popgesture: cannot write 'pushes.verdicts': file too large\n")
    #expect(run.output.isEmpty)
    #expect(try sandbox.read("pushes.verdicts") == "an old golden, kept\n")
    let left = try FileManager.default.contentsOfDirectory(atPath: sandbox.folder.path)
    #expect(left.filter { $0.contains(".tmp-") }.isEmpty)
  }

  @Test(
    "a plot, report or compare table whose write fails leaves the old file whole",
    arguments: ["plot", "junit", "compare"])
  func outputFailsPartway(command: String) throws {
    let sandbox = try CommandSandbox()
    // Enough traces that the report, too, outgrows the limit.
    for index in 1...20 {
      try sandbox.write(pushesTrace(200), to: "traces/pushes\(index).json")
      try sandbox.write(
        VerdictLog.text(for: try sandbox.trace("traces/pushes\(index).json")),
        to: "traces/pushes\(index).verdicts")
    }
    try sandbox.write("the old file\n", to: "out.xml")
    let popgesture =
      switch command {
      case "plot": "popgesture plot -o out.xml traces/pushes1.json"
      case "compare": "popgesture compare -o out.xml traces/pushes1.json traces/pushes2.json"
      default: "popgesture check --junit out.xml traces"
      }
    let run = try sandbox.runShell("ulimit -f 1; trap '' XFSZ; \(popgesture)")
    #expect(run.status == 74)
    #expect(run.errorOutput.hasSuffix("popgesture: cannot write 'out.xml': file too large\n"))
    #expect(try sandbox.read("out.xml") == "the old file\n")
  }
}
