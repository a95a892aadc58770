import Foundation
import PopGesture
import PopGestureFormats
import PopGestureTools

/// The traces in a folder, decoded as `popgesture check` decodes them: a `navigation` given as a
/// path is read relative to the trace's own folder.
enum TraceFiles {
  /// The paths of the `.json` files directly in `folder`, sorted, or nil when it cannot be listed.
  static func traces(in folder: String) -> [String]? {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return nil }
    return names.sorted().filter { $0.hasSuffix(".json") }.map { folder + "/" + $0 }
  }

  /// The trace in the file at `path`, its navigation file loaded from beside it.
  static func decode(_ path: String) throws -> Trace {
    try decoder(for: path).decode(Array(try Data(contentsOf: URL(fileURLWithPath: path))))
  }

  /// A decoder for the trace at `path`: without a loader, a trace that names its navigation file
  /// (`"navigation": "screens/player.json"`) cannot be decoded at all.
  static func decoder(for path: String) -> TraceDecoder {
    let folder = path.lastIndex(of: "/").map { String(path[...$0]) } ?? ""
    return TraceDecoder(file: path) { name in
      let resolved = name.hasPrefix("/") ? name : folder + name
      return (resolved, try fileSource(resolved))
    }
  }
}
