import Foundation
import PopGesture
import PopGestureFormats
import PopGestureTestSupport
import PopGestureTools
import Testing

@testable import PopGestureCLI

@Suite("Output files")
struct OutputFileTests {
  /// A folder of its own for each test, removed after it.
  let sandbox: CommandSandbox
  var folder: URL { sandbox.folder }

  init() throws {
    sandbox = try CommandSandbox()
  }

  private func path(_ name: String) -> String { sandbox.path(name) }

  private func text(_ name: String) throws -> String { try sandbox.read(name) }

  /// The folder's entries, hidden ones included: a failed or finished write leaves no temporary.
  private func entries() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
  }

  @Test("a new file is written whole, and nothing else is left in the folder")
  func newFile() throws {
    try OutputFile.replace(path("a.verdicts"), with: Array("the log\n".utf8))
    #expect(try text("a.verdicts") == "the log\n")
    #expect(try entries() == ["a.verdicts"])
  }

  @Test("an existing file is replaced by a new one with its permissions")
  func replacesKeepingPermissions() throws {
    try Data("old\n".utf8).write(to: URL(fileURLWithPath: path("a.verdicts")))
    #expect(chmod(path("a.verdicts"), 0o640) == 0)
    let before = try #require(FileStatus.of(path("a.verdicts")))
    try OutputFile.replace(path("a.verdicts"), with: Array("new\n".utf8))
    let after = try #require(FileStatus.of(path("a.verdicts")))
    #expect(try text("a.verdicts") == "new\n")
    #expect(after.mode & 0o7777 == 0o640)
    // Renamed into place: another file, so a reader of the old one never sees half of the new.
    #expect(!after.isSameFile(as: before))
    #expect(try entries() == ["a.verdicts"])
  }

  @Test("a symbolic link to a file is refused: the link and the file it points to stay as they were")
  func refusesLinks() throws {
    try FileManager.default.createDirectory(atPath: path("real"), withIntermediateDirectories: true)
    try Data("old\n".utf8).write(to: URL(fileURLWithPath: path("real/a.svg")))
    try FileManager.default.createSymbolicLink(
      atPath: path("link.svg"), withDestinationPath: path("real/a.svg"))
    let error = #expect(throws: Failure.self) {
      try OutputFile.replace(self.path("link.svg"), with: Array("new\n".utf8))
    }
    guard case .uncreatable(let reason)? = error else {
      Issue.record("expected a file that cannot be created, got \(String(describing: error))")
      return
    }
    #expect(reason.reason == OutputFile.linkRefusal)
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: path("link.svg")) == path("real/a.svg"))
    #expect(try text("real/a.svg") == "old\n")
    #expect(try FileManager.default.contentsOfDirectory(atPath: path("real")) == ["a.svg"])
    #expect(try entries() == ["link.svg", "real"])
  }

  @Test("a symbolic link to a device is written through, in place, as /dev/stdout is")
  func linkToDevice() throws {
    try FileManager.default.createSymbolicLink(atPath: path("null"), withDestinationPath: "/dev/null")
    try OutputFile.replace(path("null"), with: Array("discarded\n".utf8))
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: path("null")) == "/dev/null")
    #expect(try entries() == ["null"])
  }

  @Test("a device is written in place, never renamed over")
  func device() throws {
    try OutputFile.replace("/dev/null", with: Array("discarded\n".utf8))
    #expect(FileStatus.of("/dev/null")?.isRegularFile == false)
  }

  @Test("a folder that does not exist cannot hold the file: nothing is created")
  func missingFolder() throws {
    let error = #expect(throws: Failure.self) {
      try OutputFile.replace(self.path("nowhere/a.verdicts"), with: [1])
    }
    guard case .uncreatable(let reason)? = error else {
      Issue.record("expected a file that cannot be created, got \(String(describing: error))")
      return
    }
    #expect(reason.reason == "no such file or directory")
    #expect(try entries().isEmpty)
  }
}
