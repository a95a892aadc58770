import Foundation

@testable import PopGesture

/// The dumps under `Tests/Fixtures/import/`, and small dumps written line by line.
enum ImportFixture {
  static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/import")

  /// The fixture file `name`, as text.
  static func text(_ name: String) throws -> String {
    try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
  }

  /// A dump of `lines`, each at its depth: `(2, "<UIView: …>")` is `   |    | <UIView: …>`.
  static func dump(_ lines: [(Int, String)]) -> String {
    lines.map { depth, line in String(repeating: "   | ", count: depth) + line }.joined(separator: "\n")
      + "\n"
  }

  /// The parsed roots of `text`, as the import reads a dump named `dump.txt`.
  static func parse(_ text: String) throws(HierarchyImportError) -> (
    roots: [ViewSnapshot], warnings: [HierarchyImportWarning]
  ) {
    try RecursiveDescriptionParser(file: "dump.txt").parse(text)
  }

  /// The error a dump gives, or nil when it parses.
  static func error(_ text: String) -> HierarchyImportError? {
    do {
      _ = try parse(text)
      return nil
    } catch {
      return error
    }
  }

  /// Every view of a tree in dump order, depth first.
  static func flattened(_ roots: [ViewSnapshot]) -> [ViewSnapshot] {
    roots.flatMap { [$0] + flattened($0.children) }
  }
}
