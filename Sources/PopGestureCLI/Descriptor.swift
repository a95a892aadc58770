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

/// An open file descriptor and the name it goes by in messages; every call on it is checked.
///
/// Reads and writes retry when a signal interrupts them, and a short write goes on with the rest,
/// so a failure here is the system's real answer, carried with its reason.
struct Descriptor {
  let number: Int32
  /// The file as the user named it, or `standard output` and the like.
  let path: String

  static let standardInput = Descriptor(number: STDIN_FILENO, path: "standard input")
  static let standardOutput = Descriptor(number: STDOUT_FILENO, path: "standard output")
  static let standardError = Descriptor(number: STDERR_FILENO, path: "standard error")
  /// The names of the standard streams, which messages do not quote.
  static let streamNames: Set<String> = ["standard input", "standard output", "standard error"]

  /// Opens `path` for reading. Without `waits`, opening a FIFO does not wait for a writer (a
  /// regular file reads the same either way), for inputs that must be regular files.
  static func open(reading path: String, waits: Bool = true) throws(FileError) -> Descriptor {
    let number = systemOpen(path, O_RDONLY | O_CLOEXEC | (waits ? 0 : O_NONBLOCK), 0)
    guard number >= 0 else { throw FileError(path: path, errno: errno) }
    return Descriptor(number: number, path: path)
  }

  /// Makes and opens a new file whose name is `pattern` with its trailing `XXXXXX` replaced so
  /// that no file had it (`mkstemp`), and returns it with the name made: for a temporary file
  /// beside an output, or one in the temporary folder. A failure names `pattern`.
  static func makeUnique(_ pattern: String) throws(FileError) -> (descriptor: Descriptor, path: String) {
    var template = PathBytes.bytes(pattern).map { CChar(bitPattern: $0) } + [0]
    let number = template.withUnsafeMutableBufferPointer { buffer in
      buffer.baseAddress.map { mkstemp($0) } ?? -1
    }
    guard number >= 0 else { throw FileError(path: pattern, errno: errno) }
    let path = template.withUnsafeBufferPointer { buffer in
      buffer.baseAddress.map { PathBytes.string(cString: $0) } ?? pattern
    }
    return (Descriptor(number: number, path: path), path)
  }

  /// Opens `path` for writing, as it is: for outputs that are not regular files (a terminal, a
  /// pipe, `/dev/null`), which cannot be replaced by a rename. Writes append, so that
  /// `/dev/stdout` sent to a file with `>>` adds to it rather than writing over its start.
  static func open(writing path: String) throws(FileError) -> Descriptor {
    let number = systemOpen(path, O_WRONLY | O_APPEND | O_CLOEXEC, 0)
    guard number >= 0 else { throw FileError(path: path, errno: errno) }
    return Descriptor(number: number, path: path)
  }

  /// Fills `buffer` from its start with the next bytes; 0 at the end of the input.
  func read(into buffer: UnsafeMutableRawBufferPointer) throws(FileError) -> Int {
    while true {
      let count = systemRead(number, buffer.baseAddress, buffer.count)
      if count >= 0 { return count }
      guard errno == EINTR else { throw FileError(path: path, errno: errno) }
    }
  }

  /// Fills `buffer` from its start with the bytes of a regular file from `offset` on, leaving
  /// the descriptor's own position where it is: for two passes over one file at once.
  func read(into buffer: UnsafeMutableRawBufferPointer, at offset: Int64) throws(FileError) -> Int {
    while true {
      let count = pread(number, buffer.baseAddress, buffer.count, off_t(offset))
      if count >= 0 { return count }
      guard errno == EINTR else { throw FileError(path: path, errno: errno) }
    }
  }

  /// Writes every byte of `bytes`.
  func write(_ bytes: UnsafeRawBufferPointer) throws(FileError) {
    guard var address = bytes.baseAddress else { return }
    var remaining = bytes.count
    while remaining > 0 {
      let count = systemWrite(number, address, remaining)
      if count < 0 {
        guard errno == EINTR else { throw FileError(path: path, errno: errno) }
        continue
      }
      address += count
      remaining -= count
    }
  }

  /// Writes every byte of `bytes`.
  func write(_ bytes: [UInt8]) throws(FileError) {
    let result = bytes.withUnsafeBytes { buffer -> Result<Void, FileError> in
      do throws(FileError) {
        return .success(try write(buffer))
      } catch {
        return .failure(error)
      }
    }
    try result.get()
  }

  /// What the system knows of the open file now.
  func status() throws(FileError) -> FileStatus {
    var info = stat()
    guard fstat(number, &info) == 0 else { throw FileError(path: path, errno: errno) }
    return FileStatus(info)
  }

  /// Where the next read starts, in bytes from the start of a regular file.
  func offset() throws(FileError) -> Int64 {
    let offset = lseek(number, 0, SEEK_CUR)
    guard offset >= 0 else { throw FileError(path: path, errno: errno) }
    return Int64(offset)
  }

  /// Moves to `offset`, for reading back what was written to a regular file (`Spool`).
  func seek(to offset: Int64) throws(FileError) {
    guard lseek(number, off_t(offset), SEEK_SET) == off_t(offset) else {
      throw FileError(path: path, errno: errno)
    }
  }

  /// Forces what was written out to the disk, so a rename after it cannot publish an empty file.
  func synchronize() throws(FileError) {
    guard fsync(number) == 0 else { throw FileError(path: path, errno: errno) }
  }

  /// Closes the descriptor; a file system may report a failed write only here.
  func close() throws(FileError) {
    guard systemClose(number) == 0 else { throw FileError(path: path, errno: errno) }
  }
}

/// The parts of `stat` that say which file a path or descriptor is and whether it changed.
struct FileStatus {
  /// Which file this is, whatever paths lead to it.
  struct Identity: Hashable {
    var device: UInt64
    var inode: UInt64
  }

  var identity: Identity
  var size: Int64
  var mode: UInt32
  /// When the contents last changed, in nanoseconds since 1970.
  var modified: Int64

  init(_ info: stat) {
    identity = Identity(
      device: UInt64(truncatingIfNeeded: info.st_dev), inode: UInt64(truncatingIfNeeded: info.st_ino))
    size = Int64(info.st_size)
    mode = UInt32(info.st_mode)
    #if canImport(Darwin)
      let time = info.st_mtimespec
    #else
      let time = info.st_mtim
    #endif
    modified = Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
  }

  /// What `path` names, following symbolic links; nil when nothing is there. Without
  /// `followingLinks`, a link at the end of `path` is described itself (`lstat`).
  static func of(_ path: String, followingLinks: Bool = true) -> FileStatus? {
    var info = stat()
    let result = PathBytes.withCString(path) { name in followingLinks ? stat(name, &info) : lstat(name, &info)
    }
    guard result == 0 else { return nil }
    return FileStatus(info)
  }

  var isRegularFile: Bool { mode & UInt32(S_IFMT) == UInt32(S_IFREG) }
  var isFolder: Bool { mode & UInt32(S_IFMT) == UInt32(S_IFDIR) }
  var isSymbolicLink: Bool { mode & UInt32(S_IFMT) == UInt32(S_IFLNK) }

  /// Whether two statuses name one file, whatever paths led to it.
  func isSameFile(as other: FileStatus) -> Bool {
    identity == other.identity
  }
}

// The C calls under names that `Descriptor`'s own methods do not shadow.
private func systemOpen(_ path: String, _ flags: Int32, _ mode: mode_t) -> Int32 {
  PathBytes.withCString(path) { open($0, flags, mode) }
}

private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
  read(descriptor, buffer, count)
}

private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
  write(descriptor, buffer, count)
}

private func systemClose(_ descriptor: Int32) -> Int32 {
  close(descriptor)
}
