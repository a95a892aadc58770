import Foundation

/// The package's own files, found from this file: `Tests/PopGestureTestSupport/`.
package enum PackageFiles {
  /// The package's root folder.
  package static let rootURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The package's root folder, as a path.
  package static let root = rootURL.path

  /// The URL of a file given relative to the package root.
  package static func url(_ path: String) -> URL {
    rootURL.appendingPathComponent(path)
  }

  /// The text of a file given relative to the package root.
  package static func text(_ path: String) throws -> String {
    String(decoding: try Data(contentsOf: url(path)), as: UTF8.self)
  }
}
