import Foundation
import PopGestureCLI
import PopGestureFormats
import PopGestureTestSupport
import PopGestureTools
import Testing

@testable import PopGesture

@Suite("map on the command line")
struct MapCommandTests {
  @Test("map pairs --policy and --ios into panels, in every format, and writes -o whole")
  func map() throws {
    let sandbox = try CommandSandbox()
    try sandbox.write(swipeTrace(name: "a swipe"), to: "swipe.json")
    let text = try sandbox.run(
      "map", "--format", "text", "--grid", "65", "--policy", "fd", "--policy", "uikit", "--ios", "18",
      "swipe.json")
    #expect(text.status == 0)
    let headings = text.output.split(separator: "\n").filter { $0.hasPrefix("# map ") }
    #expect(headings.count == 2)
    #expect(headings[0].hasPrefix("# map fd on iOS 18: a swipe"))
    #expect(headings[1].hasPrefix("# map uikit on iOS 18: a swipe"))
    // 390 / 65 = 6 columns, 844 / 65 = 13 rows (rounded up).
    let rows = text.output.split(separator: "\n").filter {
      !$0.isEmpty && $0.allSatisfy { "FCEcx.-".contains($0) }
    }
    #expect(rows.count == 26)
    #expect(rows.allSatisfy { $0.count == 6 })
    let jsonl = try sandbox.run(
      "map", "--format", "jsonl", "--grid", "65", "--gesture", "flick", "swipe.json")
    #expect(jsonl.output.split(separator: "\n").count == 6 * 13)
    #expect(jsonl.output.hasPrefix(#"{"type":"cell","policy":"fd","ios":26,"x":32.5,"y":32.5,"popped":"#))
    let svg = try sandbox.run("map", "--grid", "65", "-o", "map.svg", "swipe.json")
    #expect(svg.status == 0 && svg.output.isEmpty)
    #expect(try sandbox.read("map.svg").hasPrefix("<?xml"))
  }

  @Test("map rejects unpaired systems, a bad gesture or grid, and more than one trace")
  func errors() throws {
    let sandbox = try CommandSandbox()
    for arguments in [
      ["map", "--policy", "fd", "--policy", "zw", "--ios", "18", "--ios", "26", "--ios", "17", "t.json"],
      ["map", "--gesture", "sideways", "t.json"], ["map", "--grid", "0", "t.json"],
      ["map", "a.json", "b.json"],
      ["map"],
    ] {
      let run = try sandbox.run(arguments)
      #expect(run.status == 64, "\(arguments)")
    }
  }
}
