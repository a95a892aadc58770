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

@Suite("Command line: outputs are whole or untouched, never written through a link")
struct OutputSafetyTests {
  @Test(
    "an input that fails leaves the output file as it was",
    arguments: [
      ["compare", "-o", "out.txt", "bad.json"],
      ["compare", "-o", "out.txt", "swipe.json", "bad.json"],
      ["compare", "-o", "out.txt", "bad.json", "swipe.json"],
      ["compare", "-o", "out.txt", "swipe.json", "nowhere.json"],
      ["compare", "--format", "jsonl", "-o", "out.txt", "swipe.json", "bad.json"],
      ["map", "-o", "out.txt", "bad.json"],
      ["plot", "-o", "out.txt", "bad.json"],
      ["import", "nowhere.txt", "--screen", "player", "-o", "out.txt"],
    ])
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
}
