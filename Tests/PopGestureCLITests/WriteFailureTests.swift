import Foundation
import PopGestureCLI
import PopGestureFormats
import PopGestureTestSupport
import PopGestureTools
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

/// A write to Linux's full device, `/dev/full`, and what it must end with.
///
/// macOS has no such device, so every test of it is a case of the one test below: where the
/// device is missing, the test run says so once.
enum FullDeviceWrite: CustomTestStringConvertible, Sendable {
  /// The command's standard output is the full device.
  case standardOutput([String])
  /// A message goes to a full standard error.
  case standardError
  /// An output file (`plot -o`) is a link to the full device.
  case outputFile

  static let all: [FullDeviceWrite] =
    [
      ["replay", "swipe.json"], ["replay", "--format", "jsonl", "swipe.json", "swipe.json"],
      ["compare", "swipe.json"], ["check", "."], ["plot", "swipe.json"], ["--help"], ["--version"],
      ["--generate-completion-script", "zsh"],
      ["synth", "--stack", "a,b", "--from", "10,400", "--to", "200,400", "--duration", "0.2"],
    ].map(standardOutput) + [.standardError, .outputFile]

  var testDescription: String {
    switch self {
    case .standardOutput(let arguments): "standard output of popgesture \(arguments.joined(separator: " "))"
    case .standardError: "standard error"
    case .outputFile: "plot -o to a link to the device"
    }
  }
}

private let hasFullDevice = FileManager.default.fileExists(atPath: "/dev/full")

extension CommandLineSuite {
  @Test(
    "a write to a full device ends the run with EX_IOERR and, where it can, one line saying so",
    .enabled(
      if: hasFullDevice,
      "/dev/full is missing (Linux has it, macOS does not): writes to a full device go untested"))
  func fullDevice() {
    eachArgument(FullDeviceWrite.all) { write in try fullDevice(write: write) }
  }

  func fullDevice(write: FullDeviceWrite) throws {
    let sandbox = try CommandSandbox()
    try sandbox.write(swipeTrace(name: "a swipe"), to: "swipe.json")
    try sandbox.write(VerdictLog.text(for: try sandbox.trace("swipe.json")), to: "swipe.verdicts")
    switch write {
    case .standardOutput(let arguments):
      let run = try sandbox.run(arguments, output: "/dev/full")
      #expect(run.status == 74)
      #expect(run.errorOutput == "popgesture: cannot write standard output: no space left on device\n")
    case .standardError:
      // With nowhere left to say so, the status alone says the output is not whole.
      let run = try sandbox.runShell("popgesture replay missing.json 2> /dev/full; echo $?")
      #expect(run.output == "74\n")
    case .outputFile:
      try FileManager.default.createSymbolicLink(
        atPath: sandbox.path("full"), withDestinationPath: "/dev/full")
      let run = try sandbox.run("plot", "-o", "full", "swipe.json")
      #expect(run.status == 74)
      #expect(run.errorOutput == "popgesture: cannot write 'full': no space left on device\n")
      // Written in place, as a device is: no temporary file is left beside the link.
      let left = try FileManager.default.contentsOfDirectory(atPath: sandbox.folder.path)
      #expect(left.filter { $0.contains(".tmp-") }.isEmpty)
    }
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
    #expect(run.output == "check: 0 recorded, 0 unchanged, 1 failed\n")
    #expect(try sandbox.read("pushes.verdicts") == "an old golden, kept\n")
    let left = try FileManager.default.contentsOfDirectory(atPath: sandbox.folder.path)
    #expect(left.filter { $0.contains(".tmp-") }.isEmpty)
  }

  @Test("a plot, report or compare table whose write fails leaves the old file whole")
  func outputFailsPartway() {
    eachArgument(["plot", "junit", "compare"]) { command in try outputFailsPartway(command: command) }
  }

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
