import Foundation
import PopGestureFormats
import PopGestureTestSupport
import PopGestureTools
import Testing

@testable import PopGesture

/// `compare` of a trace whose swipes' parts outgrow what it keeps in memory: they wait in
/// temporary files until the lines that count over the whole trace are written, and the bytes
/// are still those of the comparison made whole.
extension CommandLineSuite {
  /// 800 swipes from the middle, each followed by a push: about 650 kB of text, and 280 kB of
  /// jsonl for each system's swipes, past the 256 KiB a part is held in memory.
  static var longTrace: String {
    var script = TraceScript()
    for index in 0..<800 {
      let start = Double(index)
      script.swipe(from: (120, 400), to: (300, 400), duration: 0.2, at: start)
      script.action(start + 0.6, #""action": "push", "screen": {"id": "detail"}"#)
    }
    return script.json
  }

  @Test("a long comparison spooled through temporary files is the one made whole, and leaves none")
  func spooled() throws {
    let sandbox = try CommandSandbox()
    try sandbox.write(Self.longTrace, to: "long.json")
    try sandbox.write("", to: "spool/.keep")
    let comparison = Comparison(trace: try sandbox.trace("long.json"))
    let spool = sandbox.folder.appendingPathComponent("spool").path
    let text = try sandbox.runShell("popgesture compare long.json", environment: ["TMPDIR": spool])
    #expect(text.status == 0)
    #expect(text.output == ComparisonFormat.text(comparison, name: nil))
    let jsonl = try sandbox.runShell(
      "popgesture compare --format jsonl long.json -o long.jsonl && cat long.jsonl",
      environment: ["TMPDIR": spool])
    #expect(jsonl.status == 0)
    #expect(jsonl.output == ComparisonFormat.jsonl(comparison))
    // Each temporary file was unlinked as soon as it was made.
    #expect(try FileManager.default.contentsOfDirectory(atPath: spool) == [".keep"])
  }

  @Test("a long comparison needs a temporary folder, and says so when it cannot make a file there")
  func spoolUncreatable() throws {
    let sandbox = try CommandSandbox()
    try sandbox.write(Self.longTrace, to: "long.json")
    try sandbox.write("old\n", to: "long.compare")
    let run = try sandbox.runShell(
      "popgesture compare -o long.compare long.json", environment: ["TMPDIR": "/nonexistent/popgesture"])
    #expect(run.status == 73)
    #expect(run.errorOutput.contains("/nonexistent/popgesture/popgesture-spool-"))
    #expect(try sandbox.read("long.compare") == "old\n")
  }
}
