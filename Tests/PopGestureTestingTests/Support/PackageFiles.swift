import Foundation

/// The package's own files, found from this file: `Tests/PopGestureTestingTests/Support/`.
enum PackageFiles {
  /// The package's root folder.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().path

  /// The text of a file given relative to the package root.
  static func text(_ path: String) throws -> String {
    String(decoding: try Data(contentsOf: URL(fileURLWithPath: root + "/" + path)), as: UTF8.self)
  }
}
