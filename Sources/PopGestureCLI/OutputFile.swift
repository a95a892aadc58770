import PopGesture
import PopGestureFormats
import PopGestureTools

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Files written whole (goldens, JUnit reports, plots) so that no failure leaves half of one.
enum OutputFile {
  /// Replaces the file at `path` with `bytes`.
  ///
  /// The bytes go to a temporary file in the same folder, which is forced to the disk and then
  /// renamed over `path` in one step: a full disk, a kill or a crash leaves the old file whole,
  /// and at worst a stray `.NAME.tmp-XXXXXX` beside it. The new file keeps the old one's
  /// permissions. Something that is not a regular file (`/dev/stdout`, a FIFO, `/dev/null`)
  /// cannot be renamed over and is written in place, through a symbolic link too. A name under
  /// `/dev/` (`/dev/stdout`, `/dev/fd/3`) names a stream the shell opened, whatever it leads to,
  /// and is written in place, appended to. Any other link to a file, or to nothing, is refused
  /// (`linkRefusal`): writing through it would replace a file elsewhere, perhaps a trace or one
  /// outside the repository, and replacing the link would lose it.
  static func replace(_ path: String, with bytes: [UInt8]) throws(Failure) {
    try replace(path) { sink throws(Failure) in bytes.withUnsafeBytes { sink($0) } }
  }

  /// Replaces the file at `path`, as `replace(_:with:)` does, with the bytes `body` hands its
  /// sink, piece by piece: a plot of a long recording need not hold its whole SVG.
  ///
  /// The pieces go straight to the temporary file, so the file is still replaced whole or not at
  /// all: when `body` throws (its input changed under it) or a write fails, the temporary file is
  /// removed and the old one is left as it was. Once a write has failed, the sink drops what
  /// follows, and the failure is thrown when `body` returns.
  static func replace(
    _ path: String, writing body: (_ sink: @escaping (UnsafeRawBufferPointer) -> Void) throws(Failure) -> Void
  ) throws(Failure) {
    if path.hasPrefix("/dev/") {
      try writeInPlace(path, body)
      return
    }
    let existing = FileStatus.of(path, followingLinks: false)
    if let existing, existing.isSymbolicLink {
      guard let target = FileStatus.of(path), !target.isRegularFile else {
        throw .uncreatable(FileError(path: path, reason: linkRefusal))
      }
      try writeInPlace(path, body)
      return
    }
    if let existing, !existing.isRegularFile {
      try writeInPlace(path, body)
      return
    }
    let folder = Files.folder(of: path)
    let pattern = Files.path(
      ".\(Files.name(of: path)).tmp-XXXXXX", relativeTo: folder.isEmpty ? "." : folder)
    var template = PathBytes.bytes(pattern).map { CChar(bitPattern: $0) } + [0]
    let number = template.withUnsafeMutableBufferPointer { buffer in
      buffer.baseAddress.map { mkstemp($0) } ?? -1
    }
    guard number >= 0 else { throw .uncreatable(FileError(path: path, errno: errno)) }
    let temporary = template.withUnsafeBufferPointer { buffer in
      buffer.baseAddress.map { PathBytes.string(cString: $0) } ?? pattern
    }
    let descriptor = Descriptor(number: number, path: path)
    do throws(FileError) {
      let mode = existing.map { mode_t($0.mode & 0o7777) } ?? defaultMode
      guard fchmod(number, mode) == 0 else { throw FileError(path: path, errno: errno) }
    } catch {
      try? descriptor.close()
      PathBytes.withCString(temporary) { _ = unlink($0) }
      throw .writeFailed(error)
    }
    do throws(Failure) {
      try write(body, to: descriptor)
      do throws(FileError) {
        try descriptor.synchronize()
      } catch {
        throw .writeFailed(error)
      }
    } catch {
      try? descriptor.close()
      PathBytes.withCString(temporary) { _ = unlink($0) }
      throw error
    }
    do throws(FileError) {
      try descriptor.close()
      let renamed = PathBytes.withCString(temporary) { from in
        PathBytes.withCString(path) { rename(from, $0) }
      }
      guard renamed == 0 else { throw FileError(path: path, errno: errno) }
    } catch {
      PathBytes.withCString(temporary) { _ = unlink($0) }
      throw .writeFailed(error)
    }
  }

  /// Writes what `body` gives to `path` as it is, for outputs that are not regular files.
  private static func writeInPlace(
    _ path: String, _ body: (_ sink: @escaping (UnsafeRawBufferPointer) -> Void) throws(Failure) -> Void
  ) throws(Failure) {
    let descriptor: Descriptor
    do {
      descriptor = try Descriptor.open(writing: path)
    } catch {
      throw .uncreatable(error)
    }
    do throws(Failure) {
      try write(body, to: descriptor)
      do throws(FileError) {
        try descriptor.close()
      } catch {
        throw .writeFailed(error)
      }
    } catch {
      try? descriptor.close()
      throw error
    }
  }

  /// Hands `body` a sink that writes to `descriptor`; the first write that fails is thrown once
  /// `body` returns, and nothing after it is written.
  private static func write(
    _ body: (_ sink: @escaping (UnsafeRawBufferPointer) -> Void) throws(Failure) -> Void,
    to descriptor: Descriptor
  ) throws(Failure) {
    var failure: FileError?
    try body { bytes in
      guard failure == nil else { return }
      do throws(FileError) {
        try descriptor.write(bytes)
      } catch {
        failure = error
      }
    }
    if let failure { throw .writeFailed(failure) }
  }

  /// Why an output that is a symbolic link is not written.
  static let linkRefusal = "is a symbolic link; popgesture does not write through links"

  /// The permissions a new file gets: read and write for all, less the process's umask, as a
  /// plain `open` would give.
  private static var defaultMode: mode_t {
    let mask = umask(0)
    umask(mask)
    return 0o666 & ~mask
  }
}
