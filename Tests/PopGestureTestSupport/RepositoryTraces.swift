import Foundation
import PopGesture
import PopGestureFormats
import PopGestureTesting
import PopGestureTools

/// The traces under the package's `Traces/` folder, found as `popgesture check` finds them, with
/// their goldens.
package enum RepositoryTraces {
  /// The traces, in byte order of their paths.
  package static let goldenTraces = GoldenTrace.all(in: "../../Traces")

  /// The traces, as paths relative to the package root (`Traces/a.json`).
  package static let traces = goldenTraces.map { "Traces/" + $0.name }

  /// The bytes of a file given relative to the package root.
  package static func read(_ path: String) throws -> [UInt8] {
    Array(try Data(contentsOf: PackageFiles.url(path)))
  }

  /// Decodes a trace given relative to the package root, its navigation files beside it.
  package static func decode(_ trace: String) throws -> Trace {
    try decoder(for: trace).decode(try read(trace))
  }

  /// A decoder for the trace at `trace`, relative to the package root, that reads the
  /// navigation files it names from its folder.
  package static func decoder(for trace: String) -> TraceDecoder {
    let folder = String(trace[..<(trace.lastIndex(of: "/") ?? trace.startIndex)])
    return TraceDecoder(
      file: trace,
      loadNavigation: { name in
        let path = folder + "/" + name
        return (path, ByteSources.memory(try read(path)))
      })
  }
}
