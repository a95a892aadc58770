import Foundation
import PopGestureCLI
import PopGestureFormats
import PopGestureTestSupport
import PopGestureTools
import Testing

@testable import PopGesture

extension CommandLineSuite {
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

  /// A valid trace of one swipe on a `width` x `height` screen.
  static func screen(width: String, height: String) -> String {
    """
    {"format": "popgesture-trace/1", "device": {"width": \(width), "height": \(height)},
     "navigation": {"stack": [{"id": "a"}, {"id": "b"}]}, "events": []}
    """
  }

  @Test("map refuses a screen of too many cells before any work, with the grid that fits")
  func tooManyCells() {
    eachArgument(
      [
        // Overflowed `Int`, asked for 250 GB, and took 20 s and 530 MB, before the bound.
        (
          "1e15", "1e15", "125,000,000,000,000 x 125,000,000,000,000", "2237136465325",
          "on a 1000000000000000 x 1000000000000000 pt screen"
        ),
        ("1e6", "1e6", "125,000 x 125,000", "2238", "on a 1000000 x 1000000 pt screen, 1 panel"),
        (
          "7800", "16880", "975 x 2,110", "26",
          "cells (975 x 2,110 of 8 pt on a 7800 x 16880 pt screen, 1 panel)"
        ),
      ] as [(String, String, String, String, String)]
    ) { (width, height, grid, smallest, screen) in
      try tooManyCells(width: width, height: height, grid: grid, smallest: smallest, screen: screen)
    }
  }

  func tooManyCells(width: String, height: String, grid: String, smallest: String, screen: String) throws {
    let sandbox = try CommandSandbox()
    try sandbox.write(Self.screen(width: width, height: height), to: "large.json")
    let run = try sandbox.run("map", "--format", "text", "large.json")
    #expect(run.status == 64)
    #expect(run.output.isEmpty)
    #expect(run.errorOutput.hasPrefix("Error: 'large.json': the map needs "))
    #expect(run.errorOutput.contains("(\(grid) of 8 pt on a"))
    #expect(run.errorOutput.contains(screen))
    #expect(run.errorOutput.contains("more than the 200,000 allowed; give --grid \(smallest) or more\n"))
  }

  @Test("the grid a too-large map suggests fits, and the cells are counted over every panel")
  func suggestedGridFits() throws {
    let sandbox = try CommandSandbox()
    try sandbox.write(Self.screen(width: "7800", height: "16880"), to: "large.json")
    let three = try sandbox.run(
      "map", "--format", "text", "--grid", "26", "--policy", "fd", "--policy", "zw", "--policy", "uikit",
      "large.json")
    #expect(three.status == 64)
    #expect(three.errorOutput.contains("(300 x 650 of 26 pt on a 7800 x 16880 pt screen, 3 panels)"))
    #expect(three.errorOutput.contains("give --grid 45 or more\n"))
    let fits = try sandbox.run("map", "--format", "jsonl", "--grid", "45", "large.json")
    #expect(fits.status == 0)
  }

  @Test("map refuses a gesture, a time or a number of panels it cannot replay, before any work")
  func outOfRangeOptions() {
    eachArgument(
      [
        // Trapped converting 1.2e302 samples to `Int`.
        (
          ["--gesture", "180,0:1e300"],
          "invalid --gesture '180,0:1e300'; the gesture lasts 1e+300 s; give a duration above 0 and at most 10 s\n"
        ),
        (
          ["--gesture", "180,0:11"],
          "invalid --gesture '180,0:11'; the gesture lasts 11 s; give a duration above 0 and at most 10 s\n"
        ),
        (
          ["--gesture", "1e300,0:0.2"],
          "invalid --gesture '1e300,0:0.2'; the gesture moves 1e+300 pt; give a displacement of at most 1e15 pt\n"
        ),
        (["--at", "1e300"], "invalid --at '1e300'; give a time in seconds from 0 to 1e15"),
        (
          Array(repeating: ["--policy", "fd"], count: 17).flatMap { $0 },
          "the map has 17 panels, more than the 16 allowed; give fewer --policy and --ios values"
        ),
      ] as [([String], String)]
    ) { (options, message) in try outOfRangeOptions(options: options, message: message) }
  }

  func outOfRangeOptions(options: [String], message: String) throws {
    let sandbox = try CommandSandbox()
    try sandbox.write(swipeTrace(name: "a swipe"), to: "swipe.json")
    let run = try sandbox.run(["map"] + options + ["swipe.json"])
    #expect(run.status == 64)
    #expect(run.errorOutput.hasPrefix("Error: " + message), "\(run.errorOutput)")
  }
}
