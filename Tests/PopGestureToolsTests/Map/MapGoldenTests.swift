import Foundation
import PopGestureFormats
import PopGestureTestSupport
import Testing

@testable import PopGesture
@testable import PopGestureTools

/// A few maps, byte for byte, as text and as SVG: `Tests/Fixtures/maps/<name>.<txt|svg>`. A missing
/// golden is written (render an SVG to PNG with `rsvg-convert` and look at it before
/// committing it).
extension MapSuite {
  static let migration = [
    ScreenMap.System(policy: .fd, ios: 18), ScreenMap.System(policy: .fd, ios: 26),
    ScreenMap.System(policy: .uikit, ios: 26),
  ]

  /// Each golden: its name, its trace, the panels and the grid.
  static let goldens: [(name: String, trace: String, systems: [ScreenMap.System], grid: Double)] = [
    ("checkout-migration", "checkout-with-pager-slider-and-form-pops-through-content-pop", migration, 8),
    ("gallery-third-photo", "gallery-third-photo-with-recipe-takes-the-swipe", [migration[1]], 8),
    ("slider-thumb", "slider-swiped-horizontally-blocks-pop-above-it-pops", migration, 8),
  ]

  @Test("the map matches its golden, as text and as SVG")
  func matchesGolden() {
    eachArgument(Self.goldens.map(\.name)) { name in try matchesGolden(name: name) }
  }

  func matchesGolden(name: String) throws {
    let golden = try #require(Self.goldens.first { $0.name == name })
    let trace = try RepositoryTraces.decode("Traces/\(golden.trace).json")
    let map = ScreenMap(trace: trace, grid: golden.grid)
    let panels = try map.panels(for: golden.systems)
    try Self.expect(MapFormat.text(panels, map: map), matches: "Tests/Fixtures/maps/\(name).txt")
    try Self.expect(MapPlot.svg(panels, map: map), matches: "Tests/Fixtures/maps/\(name).svg")
  }

  static func expect(_ actual: String, matches golden: String) throws {
    let url = PackageFiles.url(golden)
    guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
      try Data(actual.utf8).write(to: url)
      Issue.record("wrote the missing golden \(golden); look at it, then run the tests again")
      return
    }
    #expect(actual == expected, "\(golden) differs; delete it and run the tests to write it again")
  }
}
