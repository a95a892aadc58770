import Foundation
import PopGestureCLI
import PopGestureFormats
import PopGestureTestSupport
import PopGestureTools
import Testing

@testable import PopGesture

extension CommandLineSuite {
  @Test("explain prints one block per sequence, or one jsonl record each, under --policy and --ios")
  func explain() throws {
    let sandbox = try CommandSandbox()
    try sandbox.write(swipeTrace(name: "a swipe"), to: "swipe.json")
    let text = try sandbox.run("explain", "swipe.json")
    #expect(text.status == 0)
    #expect(
      text.output.hasPrefix(
        "# explain fd on iOS 26: a swipe\nswipe 1 at 0.000 s from (160.0, 420.0), hit message\n"))
    #expect(text.output.contains("  outcome  popped message -> inbox through fullscreenPop at "))
    let jsonl = try sandbox.run(
      "explain", "--format", "jsonl", "--policy", "uikit", "--ios", "18", "swipe.json")
    #expect(jsonl.status == 0)
    let lines = jsonl.output.split(separator: "\n")
    #expect(lines.count == 1)
    #expect(
      lines[0].hasPrefix(
        #"{"type":"explanation","sequence":1,"t":0.0,"start":[160.0,420.0],"hit":"message","outcome":{"popped":false,"finalStack":["inbox","message"]}"#
      ))
    // Under UIKit alone before iOS 26 the middle swipe fails outside the edge; fd would pop it.
    #expect(lines[0].contains(#""summary":"run it under fd on iOS 18""#))
  }

  @Test("explain rejects what replay rejects, with the same exit codes")
  func errorsInExplainCommand() throws {
    let sandbox = try CommandSandbox()
    let none = try sandbox.run("explain")
    #expect(none.status == 64)
    #expect(none.errorOutput.hasPrefix("Error: missing trace file"))
    let removed = try sandbox.run("explain", "--policy", "native26", "swipe.json")
    #expect(removed.status == 64)
    try sandbox.write(#"{ "format": "popgesture-trace/1", "events": [ }"#, to: "bad.json")
    let bad = try sandbox.run("explain", "bad.json")
    #expect(bad.status == 65)
    #expect(bad.errorOutput.hasPrefix("bad.json:1:"))
  }

  @Test("check compares an .explain golden beside a trace, and --record rewrites it")
  func golden() throws {
    let sandbox = try CommandSandbox()
    try sandbox.write(swipeTrace(name: "a swipe"), to: "swipe.json")
    let explained = try sandbox.run("explain", "swipe.json")
    try sandbox.write(
      explained.output.replacingOccurrences(of: "outcome  popped", with: "outcome  stale"),
      to: "swipe.explain")
    #expect(try sandbox.run("check", "--record", "swipe.json").status == 0)
    #expect(try sandbox.read("swipe.explain") == explained.output)
    try sandbox.write(explained.output + "extra\n", to: "swipe.explain")
    let run = try sandbox.run("check", "swipe.json")
    #expect(run.status == 1)
    #expect(run.output.contains("golden: swipe.explain"))
    // One trace, one block, one count: its verdict log passes, its explanation does not.
    #expect(run.output.hasSuffix("check: 0 passed, 1 failed\n"))
  }
}
