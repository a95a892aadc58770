import PopGesture
import PopGestureFormats
import PopGestureTools

/// Reading and decoding trace files, with shared navigation files resolved beside the trace.
enum TraceFile {
  /// The bytes of `path` (`-` for standard input), or the failure to read them.
  static func read(_ path: String) throws(Failure) -> [UInt8] {
    do {
      return try Files.read(path)
    } catch {
      throw .unreadable(Files.traceAdvice(error))
    }
  }

  /// Decodes the trace in `bytes`, read from `file`; `loaded` hears of each navigation file read.
  ///
  /// A `navigation` path in the trace is relative to the trace's folder (to the current folder
  /// for standard input), and errors in that file name it by the resolved path.
  static func decode(
    _ bytes: [UInt8], file: String, navigationOverride: NavigationDescription? = nil,
    loaded: ((String) -> Void)? = nil
  ) throws(Failure) -> Trace {
    do {
      return try decoder(for: file, navigationOverride: navigationOverride, loaded: loaded).decode(bytes)
    } catch {
      throw .invalidTrace(error)
    }
  }

  /// A decoder for the trace `file`, which finds shared navigation files beside it and tells
  /// `loaded` the path of each one it reads.
  static func decoder(
    for file: String, navigationOverride: NavigationDescription? = nil, loaded: ((String) -> Void)? = nil
  ) -> TraceDecoder {
    let folder = Files.folder(of: file)
    return TraceDecoder(
      file: file,
      loadNavigation: { name in
        let path = Files.path(name, relativeTo: folder)
        loaded?(path)
        return (path, try Files.source(path))
      },
      navigationOverride: navigationOverride)
  }

  /// The navigation description in `file`, for `replay --stack FILE`.
  static func navigation(_ file: String) throws(Failure) -> NavigationDescription {
    let source: ByteSource
    do {
      source = try Files.source(file)
    } catch {
      throw .unreadable(error)
    }
    do {
      return try TraceDecoder(file: file).decodeNavigation(from: source)
    } catch {
      throw .invalidTrace(error)
    }
  }
}
