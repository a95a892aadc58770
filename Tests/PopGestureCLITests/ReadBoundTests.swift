import Foundation
import PopGesture
import PopGestureFormats
import PopGestureTestSupport
import PopGestureTools
import Testing

@testable import PopGestureCLI

@Suite("Bounded reads")
struct ReadBoundTests {
  /// A folder of its own for each test, removed after it.
  let sandbox: CommandSandbox
  var folder: URL { sandbox.folder }

  init() throws {
    sandbox = try CommandSandbox()
  }

  @Test("a file read whole past the limit is refused before a byte is read, with the limit in words")
  func wholeReadLimit() throws {
    let path = folder.appendingPathComponent("big.json").path
    try Data(count: 2000).write(to: URL(fileURLWithPath: path))
    let error = #expect(throws: FileError.self) { try Files.read(path, limit: 1000) }
    #expect(error?.reason == "more than 1000 bytes, the most popgesture reads into memory")
    #expect(try Files.read(path, limit: 2000).count == 2000)
    #expect(Files.tooLarge(Files.memoryLimit) == "more than 1 GiB, the most popgesture reads into memory")
  }

  @Test("a source stops with an error once more than its limit has come")
  func sourceLimit() throws {
    let error = #expect(throws: FileError.self) {
      let source = try Files.source("/dev/zero", limit: 100_000)
      var buffer = [UInt8](repeating: 0, count: 4096)
      while true { _ = try buffer.withUnsafeMutableBytes { try source($0) } }
    }
    #expect(error?.reason == "more than 100000 bytes, the most popgesture reads into memory")
  }

  @Test("a navigation file or --stack file that never ends fails at its first byte, not after reading it all")
  func endlessNavigation() {
    eachArgument([["replay", "zero.json"], ["replay", "--stack", "/dev/zero", "swipe.json"]]) { arguments in
      try endlessNavigation(arguments: arguments)
    }
  }

  func endlessNavigation(arguments: [String]) throws {
    let sandbox = try CommandSandbox()
    try sandbox.write(swipeTrace(name: "a swipe", navigation: #""/dev/zero""#), to: "zero.json")
    try sandbox.write(swipeTrace(name: "a swipe"), to: "swipe.json")
    let run = try sandbox.run(arguments)
    #expect(run.status == 65)
    #expect(run.output.isEmpty)
    #expect(run.errorOutput == "/dev/zero:1:1: error: $: unexpected character U+0000; expected a value\n")
  }
}
