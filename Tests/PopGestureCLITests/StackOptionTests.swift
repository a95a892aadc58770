import Foundation
import PopGestureCLI
import PopGestureFormats
import PopGestureTestSupport
import PopGestureTools
import Testing

@testable import PopGesture

/// `--stack FILE` on every command that replays: the file's navigation replaces the trace's own,
/// standard input is read once, and no output file may overwrite it.
extension CommandLineSuite {
  /// A navigation description of one screen, where every back swipe fails on the root screen.
  static let rootStack = #"{ "stack": [{ "id": "only" }] }"#

  /// Each command that replays, with arguments that keep its output small.
  static let commands: [[String]] = [
    ["replay"], ["explain"], ["compare"], ["plot"], ["map", "--format", "text", "--grid", "65"],
  ]

  @Test("--stack FILE replays the trace as if its own navigation were FILE's")
  func replacesNavigation() {
    eachArgument(Self.commands) { command in try replacesNavigation(command: command) }
  }

  func replacesNavigation(command: [String]) throws {
    let sandbox = try CommandSandbox()
    try sandbox.write(swipeTrace(name: "a swipe"), to: "swipe.json")
    try sandbox.write(Self.rootStack, to: "root.json")
    let replaced = try sandbox.run(command + ["--stack", "root.json", "swipe.json"])
    #expect(replaced.status == 0)
    #expect(replaced.errorOutput.isEmpty)
    // The same trace with that navigation written into it gives the same output.
    let reference = try CommandSandbox()
    try reference.write(swipeTrace(name: "a swipe", navigation: Self.rootStack), to: "swipe.json")
    #expect(replaced.output == (try reference.run(command + ["swipe.json"])).output)
    #expect(replaced.output != (try sandbox.run(command + ["swipe.json"])).output)
    let piped = try sandbox.run(command + ["--stack", "-", "swipe.json"], input: Self.rootStack)
    #expect(piped.status == 0)
    #expect(piped.output == replaced.output)
  }

  @Test("standard input is read once: as the trace or as the stack file, not both")
  func standardInputOnce() {
    eachArgument(Self.commands) { command in try standardInputOnce(command: command) }
  }

  func standardInputOnce(command: [String]) throws {
    let run = try CommandSandbox().run(command + ["--stack", "-", "-"], input: Self.rootStack)
    #expect(run.status == 64)
    #expect(run.output.isEmpty)
    #expect(run.errorOutput.hasPrefix("Error: standard input ('-') can be read only once\n"))
  }

  @Test("an output file may not be the stack file, which is left as it was")
  func outputIsNotTheStack() {
    eachArgument([["compare"], ["plot"], ["map"]]) { command in try outputIsNotTheStack(command: command) }
  }

  func outputIsNotTheStack(command: [String]) throws {
    let sandbox = try CommandSandbox()
    try sandbox.write(swipeTrace(name: "a swipe"), to: "swipe.json")
    try sandbox.write(Self.rootStack, to: "root.json")
    let run = try sandbox.run(command + ["--stack", "root.json", "-o", "./root.json", "swipe.json"])
    #expect(run.status == 64)
    #expect(run.errorOutput.hasPrefix("Error: -o './root.json' is "))
    #expect(run.errorOutput.contains("; write the "))
    #expect(try sandbox.read("root.json") == Self.rootStack)
  }

  @Test("a stack file that is no navigation description is an invalid input")
  func invalidStack() {
    eachArgument(Self.commands) { command in try invalidStack(command: command) }
  }

  func invalidStack(command: [String]) throws {
    let sandbox = try CommandSandbox()
    try sandbox.write(swipeTrace(name: "a swipe"), to: "swipe.json")
    try sandbox.write(#"{ "stack": [] }"#, to: "empty.json")
    let invalid = try sandbox.run(command + ["--stack", "empty.json", "swipe.json"])
    #expect(invalid.status == 65)
    #expect(invalid.errorOutput.hasPrefix("empty.json:1:"))
    let missing = try sandbox.run(command + ["--stack", "nowhere.json", "swipe.json"])
    #expect(missing.status == 66)
    #expect(missing.errorOutput == "popgesture: cannot read 'nowhere.json': no such file or directory\n")
  }
}
