import Foundation
import PopGesture
import PopGestureFormats
import PopGestureTools

/// The dumps under `Tests/Fixtures/import/` and `Traces/screens/`, and small dumps written line
/// by line.
package enum ImportFixture {
  static let folder = PackageFiles.url("Tests/Fixtures/import")

  /// The fixture file `name`, as text: `screens/NAME` is the file in `Traces/screens/`, the player
  /// screen the README imports, which the end-to-end tests read too.
  package static func text(_ name: String) throws -> String {
    let url =
      name.hasPrefix("screens/")
      ? PackageFiles.url("Traces/" + name)
      : folder.appendingPathComponent(name)
    return try String(contentsOf: url, encoding: .utf8)
  }

  /// A dump of `lines`, each at its depth: `(2, "<UIView: …>")` is `   |    | <UIView: …>`.
  package static func dump(_ lines: [(Int, String)]) -> String {
    lines.map { depth, line in String(repeating: "   | ", count: depth) + line }.joined(separator: "\n")
      + "\n"
  }

  /// A player screen's view as `UIKitTraceCapture` reads it, placed at y 91 in the window: a
  /// pager one page on, with a card's pan inside, a slider with its range and thumb, and a hidden
  /// table.
  package static let liveTree: ViewSnapshot = {
    var pager = ViewSnapshot(className: "UICollectionView", frame: Rect(x: 0, y: 0, width: 390, height: 300))
    pager.scroll = ViewSnapshot.Scroll(
      contentOffset: Point(x: 390, y: 0), contentSize: Size(width: 1170, height: 300), isPagingEnabled: true,
      bounces: false, alwaysBounceHorizontal: true, alwaysBounceVertical: true)
    var card = ViewSnapshot(className: "MyApp.CardView", frame: Rect(x: 400, y: 20, width: 300, height: 200))
    card.hasGestureRecognizers = true
    pager.children = [card]
    var slider = ViewSnapshot(className: "UISlider", frame: Rect(x: 20, y: 316, width: 350, height: 31))
    slider.slider = ViewSnapshot.Slider(value: 30, range: 0...120, thumbSize: Size(width: 37, height: 24))
    var table = ViewSnapshot(className: "UITableView", frame: Rect(x: 0, y: 360, width: 390, height: 400))
    table.scroll = ViewSnapshot.Scroll(contentSize: Size(width: 390, height: 900))
    table.isHidden = true
    return ViewSnapshot(
      className: "UIView", frame: Rect(x: 0, y: 91, width: 390, height: 753),
      children: [pager, slider, table])
  }()

  /// The parsed roots of `text`, as the import reads a dump named `dump.txt`.
  package static func parse(_ text: String) throws(HierarchyImportDiagnostic) -> (
    roots: [ViewSnapshot], warnings: [HierarchyImportDiagnostic]
  ) {
    try RecursiveDescriptionParser(file: "dump.txt").parse(text)
  }

  /// The error a dump gives, or nil when it parses.
  package static func error(_ text: String) -> HierarchyImportDiagnostic? {
    do {
      _ = try parse(text)
      return nil
    } catch {
      return error
    }
  }

  /// Every view of a tree in dump order, depth first.
  package static func flattened(_ roots: [ViewSnapshot]) -> [ViewSnapshot] {
    roots.flatMap { [$0] + flattened($0.children) }
  }
}
