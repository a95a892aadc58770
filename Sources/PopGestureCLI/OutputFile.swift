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
    try replace(path) { descriptor throws(Failure) in
      do throws(FileError) {
        try descriptor.write(bytes)
      } catch {
        throw .writeFailed(error)
      }
    }
  }

  /// Replaces the file at `path` with what `write` writes to the descriptor it is handed, as
  /// `replace(_:with:)` does: for an output written a piece at a time, too long to hold whole.
  /// A failure of `write` leaves the file as it was, as a failed write does.
  static func replace(_ path: String, writing write: (Descriptor) throws(Failure) -> Void) throws(Failure) {
    if path.hasPrefix("/dev/") {
      try writeInPlace(path, write)
      return
    }
    let existing = FileStatus.of(path, followingLinks: false)
    if let existing, existing.isSymbolicLink {
      guard let target = FileStatus.of(path), !target.isRegularFile else {
        throw .uncreatable(FileError(path: path, reason: linkRefusal))
      }
      try writeInPlace(path, write)
      return
    }
    if let existing, !existing.isRegularFile {
      try writeInPlace(path, write)
      return
    }
    let folder = Files.folder(of: path)
    let pattern = Files.path(
      ".\(Files.name(of: path)).tmp-XXXXXX", relativeTo: folder.isEmpty ? "." : folder)
    let made: (descriptor: Descriptor, path: String)
    do {
      made = try Descriptor.makeUnique(pattern)
    } catch {
      // Said of the output, which is what could not be created.
      throw .uncreatable(FileError(path: path, reason: error.reason))
    }
    let temporary = made.path
    let number = made.descriptor.number
    let descriptor = Descriptor(number: number, path: path)
    do throws(Failure) {
      let mode = existing.map { mode_t($0.mode & 0o7777) } ?? defaultMode
      guard fchmod(number, mode) == 0 else { throw .writeFailed(FileError(path: path, errno: errno)) }
      try write(descriptor)
      do {
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

  /// Writes to `path` as it is, with `write`, for outputs that are not regular files.
  private static func writeInPlace(_ path: String, _ write: (Descriptor) throws(Failure) -> Void)
    throws(Failure)
  {
    let descriptor: Descriptor
    do {
      descriptor = try Descriptor.open(writing: path)
    } catch {
      throw .uncreatable(error)
    }
    do throws(Failure) {
      try write(descriptor)
      do {
        try descriptor.close()
      } catch {
        throw .writeFailed(error)
      }
    } catch {
      try? descriptor.close()
      throw error
    }
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
