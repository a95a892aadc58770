import Foundation
import PopGesture
import PopGestureFormats
import PopGestureTools

extension Benchmark {
  /// The screen map of a checkout screen (a photo pager, a slider, a form, pops disabled): the
  /// default single panel and the three-panel migration map in process, against what a user
  /// would otherwise run, one `popgesture synth ... | popgesture replay -` per cell.
  func runMap() throws {
    let folder = try Self.folder()
    let navigation = folder + "/checkout.json"
    let screen = """
      { "stack": [{ "id": "cart" }, { "id": "checkout", "interactivePopDisabled": true, "views": [
        { "id": "photos", "kind": "scrollView", "frame": [0, 91, 390, 260], "contentSize": [1170, 260], "pagingEnabled": true },
        { "id": "tip", "kind": "slider", "frame": [24, 420, 342, 44], "value": 0.3 },
        { "id": "form", "kind": "scrollView", "frame": [0, 500, 390, 344], "contentSize": [390, 1200] }
      ] }] }
      """
    try Self.write(screen, to: navigation)
    let trace = try TraceDecoder(file: "checkout.json").decode(
      Array(#"{"format": "popgesture-trace/1", "navigation": \#(screen), "events": []}"#.utf8))
    let map = ScreenMap(trace: trace)
    let migration = [
      ScreenMap.System(policy: .fd, ios: 18), ScreenMap.System(policy: .fd, ios: 26),
      ScreenMap.System(policy: .uikit, ios: 26),
    ]
    let single = try Measure.median(runs: runs) { _ = try map.panels(for: [migration[1]]) }
    let three = try Measure.median(runs: runs) { _ = try map.panels(for: migration) }
    let cells = try map.panels(for: [migration[1]]).first?.cells ?? []
    print(
      "\nmap, a 390 x 844 screen in 8 pt cells (\(cells.count) per panel), on "
        + "\(ScreenMap.processorCount) cores (median of \(runs) runs):")
    print(
      "    one panel \(fixed(single, 3)) s (\(Int(Double(cells.count) / single)) cells/s); "
        + "three panels \(fixed(three, 3)) s")
    target("default single-panel map under one second", single < 1, "\(fixed(single, 3)) s")
    guard let popgesture = Self.siblingExecutable("popgesture"), let shell = Measure.executable(named: "sh")
    else {
      print("    (no popgesture built beside the benchmark: no baseline)")
      return
    }
    // The baseline, timed on a sample of cells spread over the grid, scaled to all of them.
    let sample = stride(from: 0, to: cells.count, by: max(1, cells.count / 12)).map { cells[$0] }
    var seconds = 0.0
    for (index, cell) in sample.enumerated() {
      let system = migration[index % migration.count]
      let command =
        "\(popgesture) synth --stack cart,checkout --from \(cell.x),\(cell.y) --to \(cell.x + 180),\(cell.y) "
        + "--duration 0.2 --rate 120 --policy \(system.policy.rawValue) --ios \(system.ios) "
        + "| \(popgesture) replay --stack \(navigation) -"
      guard let run = Measure.child([shell, "-c", command]) else { throw BenchError.childFailed(command) }
      seconds += run.seconds
    }
    let perCell = seconds / Double(sample.count)
    let baseline = perCell * Double(cells.count * migration.count)
    print(
      "    baseline: synth | replay per cell, \(fixed(perCell * 1000, 1)) ms a cell over \(sample.count) "
        + "cells, \(fixed(baseline, 1)) s for three panels")
    target(
      "three-panel map at least 100x faster than synth | replay per cell", baseline / three >= 100,
      "\(fixed(baseline / three, 0))x")
  }
}
