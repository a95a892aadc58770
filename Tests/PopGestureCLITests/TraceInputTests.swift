import Foundation
import PopGesture
import PopGestureFormats
import PopGestureTestSupport
import PopGestureTools
import Testing

@testable import PopGestureCLI

/// Reads everything `source` gives, a small chunk at a time.
private func drain(_ source: ByteSource) throws -> [UInt8] {
  var bytes: [UInt8] = []
  var chunk = [UInt8](repeating: 0, count: 7)
  while true {
    let count = try chunk.withUnsafeMutableBytes { try source($0) }
    if count == 0 { return bytes }
    bytes += chunk[..<count]
  }
}

@Suite("Trace input")
struct TraceInputTests {
  /// A folder of its own for each test, removed after it.
  let sandbox: CommandSandbox
  var folder: URL { sandbox.folder }

  init() throws {
    sandbox = try CommandSandbox()
  }

  private func file(_ name: String, _ text: String) throws -> String {
    let path = folder.appendingPathComponent(name).path
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  @Test("a regular file is read twice, the second time from its start, the same bytes")
  func regularFile() throws {
    let path = try file("t.json", "the bytes of a trace\n")
    let input = try TraceInput(path)
    #expect(try drain(input.firstPass()) == Array("the bytes of a trace\n".utf8))
    #expect(try drain(input.secondPass()) == Array("the bytes of a trace\n".utf8))
    try input.finish()
  }

  @Test("a file rewritten in place between the passes fails before the second pass reads anything")
  func rewrittenBetweenPasses() throws {
    let path = try file("t.json", "first version\n")
    let input = try TraceInput(path)
    _ = try drain(input.firstPass())
    try Data("second, longer version\n".utf8).write(to: URL(fileURLWithPath: path))
    let error = #expect(throws: FileError.self) { try input.secondPass() }
    #expect(error?.reason.hasPrefix("the file changed while it was being checked") == true)
  }

  @Test("a file rewritten in place keeping its size is caught by its modification time")
  func rewrittenSameSize() throws {
    let path = try file("t.json", "version 1\n")
    let input = try TraceInput(path)
    _ = try drain(input.firstPass())
    try Data("version 2\n".utf8).write(to: URL(fileURLWithPath: path))
    // Timestamps tick coarsely; make sure this one differs, as any later write's would.
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSinceNow: 60)], ofItemAtPath: path)
    #expect(throws: FileError.self) { try input.secondPass() }
  }

  @Test("a file replaced by a rename is no change: both passes read the file that was opened")
  func replacedByRename() throws {
    let path = try file("t.json", "the original\n")
    let input = try TraceInput(path)
    #expect(try drain(input.firstPass()) == Array("the original\n".utf8))
    let other = try file("other.json", "a replacement, renamed over it\n")
    #expect(rename(other, path) == 0)
    #expect(try drain(input.secondPass()) == Array("the original\n".utf8))
    try input.finish()
  }

  @Test("a file changed while it is replayed is reported once the replay ends")
  func changedDuringSecondPass() throws {
    let path = try file("t.json", "the trace\n")
    let input = try TraceInput(path)
    _ = try drain(input.firstPass())
    let second = try input.secondPass()
    _ = try drain(second)
    try Data("something else entirely\n".utf8).write(to: URL(fileURLWithPath: path))
    let error = #expect(throws: FileError.self) { try input.finish() }
    #expect(error?.reason.hasPrefix("the file changed while it was being replayed") == true)
  }

  @Test("a FIFO is read once and held: the second pass replays what the first one read")
  func fifo() throws {
    let path = folder.appendingPathComponent("t.fifo").path
    #expect(mkfifo(path, 0o600) == 0)
    let text = String(repeating: "a line of a trace that only comes once\n", count: 5000)
    let writer = Thread {
      guard let handle = FileHandle(forWritingAtPath: path) else { return }
      handle.write(Data(text.utf8))
      handle.closeFile()
    }
    writer.start()
    let input = try TraceInput(path)
    #expect(try drain(input.firstPass()) == Array(text.utf8))
    #expect(try drain(input.secondPass()) == Array(text.utf8))
    try input.finish()
  }

  @Test("an input that cannot be rewound is held only up to the memory limit")
  func heldUpToTheLimit() throws {
    let path = folder.appendingPathComponent("big.fifo").path
    #expect(mkfifo(path, 0o600) == 0)
    let writer = Thread {
      guard let handle = FileHandle(forWritingAtPath: path) else { return }
      // The reader stops early; a write to a pipe nobody reads fails rather than blocking forever.
      signal(SIGPIPE, SIG_IGN)
      try? handle.write(contentsOf: Data(count: 1 << 20))
      try? handle.close()
    }
    writer.start()
    let input = try TraceInput(path, memoryLimit: 1000)
    let error = #expect(throws: FileError.self) { try drain(input.firstPass()) }
    #expect(
      error?.reason
        == "more than 1000 bytes, the most popgesture reads into memory; save it to a file and replay that")
    #expect(input.failure?.reason == error?.reason)
  }

  @Test("a folder is refused with the system's reason")
  func folderIsRefused() throws {
    let error = #expect(throws: FileError.self) { try TraceInput(folder.path) }
    #expect(error?.reason == "is a directory")
  }
}
