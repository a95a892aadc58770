import Foundation
import PopGestureCLI
import PopGestureFormats
import PopGestureTestSupport
import PopGestureTools
import Testing

@testable import PopGesture

// APFS and HFS+ refuse names that are not UTF-8, so only other systems can hold them.
#if !canImport(Darwin)
  @Suite("Command line: file names that are not UTF-8")
  struct ByteNameTests {
    /// A sandbox with `swipe.json`, its golden, and the shell words for names holding the byte
    /// 0xE9 (Latin-1's é), which is not UTF-8 on its own.
    private func sandbox() throws -> CommandSandbox {
      let sandbox = try CommandSandbox()
      try sandbox.write(swipeTrace(name: "a swipe"), to: "swipe.json")
      try sandbox.write(VerdictLog.text(for: try sandbox.trace("swipe.json")), to: "swipe.verdicts")
      return sandbox
    }

    @Test("replay reads a trace whose name is not UTF-8")
    func replay() throws {
      let sandbox = try sandbox()
      let run = try sandbox.runShell(
        #"name=$(printf 'caf\351.json'); cp swipe.json "$name"; popgesture replay "$name""#)
      #expect(run.errorOutput.isEmpty)
      #expect(run.status == 0)
      #expect(run.output == VerdictLog.text(for: try sandbox.trace("swipe.json")))
    }

    @Test("-o writes the very name it was given")
    func output() throws {
      let sandbox = try sandbox()
      let run = try sandbox.runShell(
        #"name=$(printf 'out\351.svg'); popgesture plot -o "$name" swipe.json && [ -s "$name" ] && ls | grep -c svg"#
      )
      #expect(run.errorOutput.isEmpty)
      #expect(run.status == 0)
      #expect(run.output == "1\n")
    }

    @Test("a folder walk finds a trace whose name is not UTF-8, and its golden")
    func folderWalk() throws {
      let sandbox = try sandbox()
      let run = try sandbox.runShell(
        #"mkdir t && cp swipe.json "t/$(printf 'caf\351.json')" && cp swipe.verdicts "t/$(printf 'caf\351.verdicts')" "#
          + "&& popgesture check t")
      #expect(run.errorOutput.isEmpty)
      #expect(run.status == 0)
      #expect(run.output == "check: 1 passed, 0 failed\n")
    }

    @Test("a message shows a byte that is not UTF-8 as \\xE9")
    func message() throws {
      let sandbox = try sandbox()
      let run = try sandbox.runShell(#"popgesture replay "$(printf 'caf\351.json')""#)
      #expect(run.status == 66)
      #expect(run.errorOutput == #"popgesture: cannot read 'caf\xE9.json': no such file or directory"# + "\n")
      let invalid = try sandbox.runShell(
        #"echo '{' > "$(printf 'bad\351.json')"; popgesture replay bad*.json"#)
      #expect(invalid.status == 65)
      #expect(invalid.errorOutput.hasPrefix(#"bad\xE9.json:2:1: error: "#), "\(invalid.errorOutput)")
      let heading = try sandbox.runShell(
        #"cp swipe.json "$(printf 'caf\351.json')"; popgesture replay caf*.json swipe.json | head -n 1"#)
      #expect(heading.output == #"==> caf\xE9.json <=="# + "\n")
    }
  }
#endif
