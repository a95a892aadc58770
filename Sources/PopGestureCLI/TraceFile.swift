import PopGesture

/// Reading and decoding trace files, with shared navigation files resolved beside the trace.
enum TraceFile {
  /// The bytes of `path` (`-` for standard input), or the failure to read them.
  static func read(_ path: String) throws(Failure) -> [UInt8] {
    do {
      return try Files.read(path)
    } catch {
      throw .unreadable(error)
    }
  }

  /// Decodes the trace in `bytes`, read from `file`.
  ///
  /// A `navigation` path in the trace is relative to the trace's folder (to the current folder
  /// for standard input), and errors in that file name it by the resolved path.
  static func decode(
    _ bytes: [UInt8], file: String, navigationOverride: NavigationDescription? = nil
  ) throws(Failure) -> Trace {
    do {
      return try decoder(for: file, navigationOverride: navigationOverride).decode(bytes)
    } catch {
      throw .invalidTrace(error)
    }
  }

  /// A decoder for the trace `file`, which finds shared navigation files beside it.
  static func decoder(for file: String, navigationOverride: NavigationDescription? = nil) -> TraceDecoder {
    let folder = Files.folder(of: file)
    return TraceDecoder(
      file: file,
      loadNavigation: { name in
        let path = Files.path(name, relativeTo: folder)
        return (path, try Files.read(path))
      },
      navigationOverride: navigationOverride)
  }

  /// Two sources of the same trace: one to check it, one to replay it. A file is opened twice
  /// and read a chunk at a time; standard input is read once and held.
  static func sources(_ file: String) throws(Failure) -> (check: ByteSource, replay: ByteSource) {
    do {
      if file == Files.standardInput {
        let bytes = try Files.read(file)
        return (ByteSources.memory(bytes), ByteSources.memory(bytes))
      }
      return (try Files.source(file), try Files.source(file))
    } catch {
      throw .unreadable(error)
    }
  }

  /// The navigation description in `file`, for `replay --stack FILE`.
  static func navigation(_ file: String) throws(Failure) -> NavigationDescription {
    let bytes = try read(file)
    do {
      return try TraceDecoder(file: file).decodeNavigation(bytes)
    } catch {
      throw .invalidTrace(error)
    }
  }
}
