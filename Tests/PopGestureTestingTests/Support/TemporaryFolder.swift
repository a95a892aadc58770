import Foundation
import PopGestureFormats
import PopGestureTestSupport

/// A folder of its own for one test, removed when the test lets go of it.
final class TemporaryFolder: Sendable {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "popgesture-testing-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(at: url)
  }

  /// The path of `name` in the folder.
  func path(_ name: String) -> String {
    url.appendingPathComponent(name).path
  }

  /// Writes `text` to `name`, making folders on the way.
  func write(_ text: String, to name: String) throws {
    let file = url.appendingPathComponent(name)
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: file)
  }

  /// The text of `name`, or nil when there is no such file.
  func read(_ name: String) -> String? {
    (try? Data(contentsOf: url.appendingPathComponent(name))).map { String(decoding: $0, as: UTF8.self) }
  }

  /// The names in the folder, hidden ones included, sorted.
  func contents(of folder: String = "") throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: path(folder)).sorted()
  }
}
