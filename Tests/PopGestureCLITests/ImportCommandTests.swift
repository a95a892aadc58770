import Foundation
import PopGestureCLI
import PopGestureFormats
import PopGestureTestSupport
import PopGestureTools
import Testing

@testable import PopGesture

/// `popgesture import` run as a subprocess: the description on standard output or in a file,
/// the notes on standard error, and its errors with their statuses.
extension CommandLineSuite {
  static let dump = "Traces/screens/player-dump.txt"
  static let controllers = "Traces/screens/player-controllers.txt"

  @Test("the player pair in Traces/screens imports to exactly the description beside it")
  func playerGolden() throws {
    let sandbox = try CommandSandbox()
    try sandbox.copyRepositoryTraces()
    let run = try sandbox.run("import", Self.dump, "--hierarchy", Self.controllers)
    #expect(run.status == 0)
    #expect(run.output == (try sandbox.read("Traces/screens/player.json")))
    let navigation = try TraceDecoder(file: "-").decodeNavigation(
      from: ByteSources.memory(Array(run.output.utf8)))
    #expect(navigation.stack.map(\.id) == ["LibraryViewController", "PlayerViewController"])
    #expect(
      navigation.stack[1].views.map(\.id) == ["collectionView", "slider", "tableView"])
    // Every note is in the description and on standard error, in the same order.
    #expect(run.errorOutput == navigation.notes.map { "note: \($0)\n" }.joined())
  }

  @Test(
    "-o writes the description whole and leaves standard output empty; the notes still go to standard error")
  func outputFile() throws {
    let sandbox = try CommandSandbox()
    try sandbox.copyRepositoryTraces()
    let run = try sandbox.run("import", Self.dump, "--screen", "player", "-o", "player.json")
    #expect(run.status == 0)
    #expect(run.output.isEmpty)
    #expect(run.errorOutput.hasPrefix("note: "))
    let navigation = try TraceDecoder(file: "player.json").decodeNavigation(
      from: ByteSources.memory(Array(try sandbox.read("player.json").utf8)))
    #expect(navigation.stack.map(\.id) == ["player"])
  }

  @Test("standard input is a dump, and --recognizers plain makes recognizer views plain")
  func standardInputAndRecognizers() throws {
    let dump = """
      <UIView: 0x1; frame = (0 0; 390 844); layer = <CALayer: 0x2>>
         | <MyApp.CardView: 0x3; frame = (0 100; 390 200); gestureRecognizers = <NSArray: 0x4>; layer = <CALayer: 0x5>>

      """
    let sandbox = try CommandSandbox()
    let pan = try sandbox.run(["import", "-"], input: dump)
    #expect(pan.status == 0)
    #expect(pan.output.contains(#""kind": "pan""#))
    let plain = try sandbox.run(["import", "--recognizers", "plain", "-"], input: dump)
    #expect(plain.status == 0)
    #expect(plain.output.contains(#""kind": "plain""#))
  }

  @Test("a dump cut off in its last line gives the views above with a located warning, and exits 0")
  func truncatedDump() throws {
    let sandbox = try CommandSandbox()
    try sandbox.copyRepositoryTraces()
    let text = try sandbox.read(Self.dump)
    let cut = text.range(of: "<UITableView")!.upperBound
    try sandbox.write(String(text[..<cut]), to: "cut.txt")
    let run = try sandbox.run("import", "cut.txt")
    #expect(run.status == 0)
    #expect(run.errorOutput.hasPrefix("cut.txt:15:"))
    #expect(run.errorOutput.contains(": warning: "))
    #expect(run.output.contains(#""id": "slider""#))
    #expect(!run.output.contains("tableView"))
  }

  @Test("foreign text exits 65 at its line and column; a missing file 66; a bad command line 64")
  func errorsInImportCommand() {
    eachArgument([
      (["import", "notes.txt"], 65, "notes.txt:1:1: error: "),
      (["import", "missing.txt"], 66, "missing.txt"),
      (["import"], 64, "missing DUMP"),
      (["import", "a.txt", "b.txt"], 64, "import reads one dump; got 2 files"),
      (["import", "-", "--hierarchy", "-"], 64, "standard input ('-') can be read only once"),
      (["import", "notes.txt", "--recognizers", "tap"], 64, "unknown recognizer kind 'tap'"),
      (["import", "notes.txt", "-o", "notes.txt"], 64, "-o 'notes.txt' is an input"),
    ]) { (arguments, status, message) in try errors(arguments: arguments, status: status, message: message) }
  }

  func errors(arguments: [String], status: Int32, message: String) throws {
    let sandbox = try CommandSandbox()
    try sandbox.write("Dear diary, today the swipe did not pop.\n", to: "notes.txt")
    let run = try sandbox.run(arguments)
    #expect(run.status == status)
    #expect(run.output.isEmpty)
    #expect(run.errorOutput.contains(message), "\(run.errorOutput)")
    #expect(try sandbox.read("notes.txt") == "Dear diary, today the swipe did not pop.\n")
  }
}
