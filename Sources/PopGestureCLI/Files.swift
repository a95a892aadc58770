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

/// Reading whole files, naming paths, and finding the JSON files in a folder.
///
/// Reads go through `Descriptor`, so a failure carries the system's reason (`no such file or
/// directory`, `permission denied`, `is a directory`).
enum Files {
  /// The name of standard input on the command line.
  static let standardInput = "-"

  /// The most popgesture reads into memory from one input: a file read whole (`check`,
  /// `compare`, `plot`, a navigation file), or a pipe, which cannot be read twice and so is
  /// held for `replay`. No real trace comes near; a runaway source (`/dev/zero`) stops here.
  static let memoryLimit = 1 << 30

  /// `memoryLimit` in words, for messages.
  static let memoryLimitText = "1 GiB"

  /// Why an input that must be a regular file (a golden) is refused when it is a FIFO, a device
  /// or a socket.
  static let notRegularFile = "is not a regular file"

  /// Opens `path` for reading, or standard input for `-`; a folder is refused with the reason
  /// the system gives for reading one. With `regularOnly`, anything but a regular file is
  /// refused, and a FIFO is refused without waiting for a writer, which may never come.
  static func open(_ path: String, regularOnly: Bool = false) throws(FileError) -> (
    descriptor: Descriptor, status: FileStatus
  ) {
    let descriptor =
      path == standardInput
      ? Descriptor.standardInput : try Descriptor.open(reading: path, waits: !regularOnly)
    do throws(FileError) {
      let status = try descriptor.status()
      guard !status.isFolder else { throw FileError(path: path, errno: EISDIR) }
      guard status.isRegularFile || !regularOnly else { throw FileError(path: path, reason: notRegularFile) }
      return (descriptor, status)
    } catch {
      if path != standardInput { try? descriptor.close() }
      throw error
    }
  }

  /// The bytes of the file at `path`, or of standard input for `-`, up to `limit` of them; with
  /// `regularOnly`, only a regular file is read (`open(_:regularOnly:)`).
  static func read(_ path: String, limit: Int = memoryLimit, regularOnly: Bool = false) throws(FileError)
    -> [UInt8]
  {
    let (descriptor, status) = try open(path, regularOnly: regularOnly)
    defer { if path != standardInput { try? descriptor.close() } }
    if status.isRegularFile && status.size > Int64(limit) {
      throw FileError(path: path, reason: tooLarge(limit))
    }
    var bytes: [UInt8] = []
    if status.isRegularFile { bytes.reserveCapacity(Int(status.size)) }
    try readAll(from: descriptor, into: &bytes, limit: limit)
    return bytes
  }

  /// A source that reads the file at `path` (`-` for standard input) a chunk at a time, failing
  /// once more than `limit` bytes have come: for a navigation file, parsed as it is read, so
  /// one that is not JSON fails at its first bad byte. The file closes with the source.
  static func source(_ path: String, limit: Int = memoryLimit) throws(FileError) -> ByteSource {
    let (descriptor, _) = try open(path)
    let file = OpenFile(descriptor, closes: path != standardInput)
    return { buffer in
      let count = try file.descriptor.read(into: buffer)
      file.count += count
      guard file.count <= limit else { throw FileError(path: path, reason: tooLarge(limit)) }
      return count
    }
  }

  /// Appends everything `descriptor` has left to `bytes`, failing once more than `limit` are held.
  static func readAll(from descriptor: Descriptor, into bytes: inout [UInt8], limit: Int) throws(FileError) {
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let read = chunk.withUnsafeMutableBytes { buffer -> Result<Int, FileError> in
        do throws(FileError) {
          return .success(try descriptor.read(into: buffer))
        } catch {
          return .failure(error)
        }
      }
      let count = try read.get()
      if count == 0 { return }
      guard bytes.count + count <= limit else {
        throw FileError(path: descriptor.path, reason: tooLarge(limit))
      }
      bytes.append(contentsOf: chunk[..<count])
    }
  }

  /// Why an input over `limit` bytes is refused.
  static func tooLarge(_ limit: Int) -> String {
    let size = limit == memoryLimit ? memoryLimitText : "\(limit) bytes"
    return "more than \(size), the most popgesture reads into memory"
  }

  /// `'path'` for messages, escaped (a file name may hold a newline) but never cut short.
  static func quoted(_ path: String) -> String {
    "'\(escaped(path))'"
  }

  /// `path` for a line of output: escaped as `PrintableText` escapes names, with each byte that
  /// is not UTF-8 as `\xE9` (`PathBytes`).
  static func escaped(_ path: String) -> String {
    PathBytes.printable(PrintableText.escaped(path))
  }

  /// Whether a file or folder exists at `path` (following symbolic links).
  static func exists(_ path: String) -> Bool {
    FileStatus.of(path) != nil
  }

  /// Whether `path` names a folder (following symbolic links).
  static func isFolder(_ path: String) -> Bool {
    FileStatus.of(path)?.isFolder == true
  }

  /// `name` resolved against `folder`; absolute names and an empty folder leave it as it is.
  static func path(_ name: String, relativeTo folder: String) -> String {
    guard !folder.isEmpty, !name.hasPrefix("/") else { return name }
    return folder.hasSuffix("/") ? folder + name : folder + "/" + name
  }

  /// The folder part of `path`, empty for a bare name or standard input.
  static func folder(of path: String) -> String {
    guard path != standardInput, let slash = path.lastIndex(of: "/") else { return "" }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  /// The last component of `path`.
  static func name(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return path }
    return String(path[path.index(after: slash)...])
  }

  /// Whether `first` and `second` name one file: the same file when both exist, else the same
  /// place once symbolic links in their folders are resolved.
  static func isSameFile(_ first: String, _ second: String) -> Bool {
    if let one = FileStatus.of(first), let other = FileStatus.of(second) { return one.isSameFile(as: other) }
    return canonicalPath(first) == canonicalPath(second)
  }

  /// `path` with its folder's symbolic links and `.` and `..` resolved, for comparing places
  /// that may not exist yet.
  static func canonicalPath(_ path: String) -> String {
    if let resolved = realPath(path) { return resolved }
    let folder = folder(of: path)
    let base = realPath(folder.isEmpty ? "." : folder) ?? folder
    return self.path(name(of: path), relativeTo: base)
  }

  private static func realPath(_ path: String) -> String? {
    guard let resolved = PathBytes.withCString(path, { realpath($0, nil) }) else { return nil }
    defer { free(resolved) }
    return PathBytes.string(cString: resolved)
  }

  /// Every `*.json` file under `folder`, in byte order of their paths, the `*.json` entries that
  /// are not regular files (a FIFO, whose opening would wait for a writer, a device, a socket),
  /// and the subfolders that could not be listed.
  ///
  /// Hidden entries (names starting with a dot) are not entered, so build folders stay out of
  /// the search. Symbolic links to folders are followed, but each folder is searched once,
  /// however many links lead to it, so a link cycle ends the search rather than looping.
  static func jsonFiles(under folder: String) -> (files: [String], skipped: [String], failures: [FileError]) {
    var files: [String] = []
    var skipped: [String] = []
    var failures: [FileError] = []
    var searched: Set<FileStatus.Identity> = []
    var pending = [folder]
    while let current = pending.popLast() {
      guard let status = FileStatus.of(current) else {
        failures.append(listingError(current))
        continue
      }
      guard searched.insert(status.identity).inserted else { continue }
      guard let names = names(in: current) else {
        failures.append(listingError(current))
        continue
      }
      for name in names.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }).reversed()
      where !name.hasPrefix(".") {
        let path = self.path(name, relativeTo: current)
        let status = FileStatus.of(path)
        if status?.isFolder == true {
          pending.append(path)
        } else if name.hasSuffix(".json") {
          // A link to nothing is kept, so that reading it says it is missing.
          if let status, !status.isRegularFile { skipped.append(path) } else { files.append(path) }
        }
      }
    }
    files.sort { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    skipped.sort { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    failures.sort { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
    return (files, skipped, failures)
  }

  /// `path` as one word of a POSIX shell command: as it is when it needs no quotes, else in
  /// single quotes; a control character in it is shown escaped, since no input may start a line.
  static func shellWord(_ path: String) -> String {
    let plain = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_./+,:@%=")
    guard path.isEmpty || !path.allSatisfy(plain.contains) else { return path }
    let quoted = path.split(separator: "'", omittingEmptySubsequences: false).joined(separator: #"'\''"#)
    return "'\(escaped(quoted))'"
  }

  /// `error`, from opening a trace to read, with what to do instead: for a folder, the command
  /// that checks the traces in it; for a name that is not there, the name beside it that is
  /// closest (`Traces` for `Trace`), if one is close.
  static func traceAdvice(_ error: FileError) -> FileError {
    var advised = error
    if error.isMissing {
      let slash = error.path.lastIndex(of: "/")
      let folder = slash.map { String(error.path[..<$0]) } ?? "."
      let name = slash.map { String(error.path[error.path.index(after: $0)...]) } ?? error.path
      if let names = Self.names(in: folder.isEmpty ? "/" : folder),
        let closest = Suggestion.closest(to: name, among: names)
      {
        let path = slash.map { String(error.path[...$0]) + closest } ?? closest
        advised.reason += "; did you mean \(quoted(path))?"
      }
    } else if isFolder(error.path) {
      advised.reason +=
        "; to check every trace in a folder against its goldens, run: popgesture check \(shellWord(error.path))"
    }
    return advised
  }

  /// The names in `folder` but `.` and `..`, as the system holds them (`PathBytes`); nil when it
  /// cannot be listed.
  private static func names(in folder: String) -> [String]? {
    guard let stream = PathBytes.withCString(folder, { opendir($0) }) else { return nil }
    defer { closedir(stream) }
    var names: [String] = []
    while let entry = readdir(stream) {
      let name = withUnsafeBytes(of: &entry.pointee.d_name) { raw in
        let bytes = raw.bindMemory(to: UInt8.self)
        let end = bytes.firstIndex(of: 0) ?? bytes.count
        return PathBytes.string(UnsafeBufferPointer(rebasing: bytes[..<end]))
      }
      if name != "." && name != ".." { names.append(name) }
    }
    return names
  }

  /// Why a folder could not be listed: the system's reason when opening it says, else a plain one.
  private static func listingError(_ folder: String) -> FileError {
    do {
      try Descriptor.open(reading: folder).close()
    } catch {
      return error
    }
    return FileError(path: folder, reason: "cannot list the folder")
  }
}

/// A descriptor that a byte source reads, closed when the last source that holds it goes.
private final class OpenFile {
  let descriptor: Descriptor
  let closes: Bool
  /// How many bytes have been read.
  var count = 0

  init(_ descriptor: Descriptor, closes: Bool) {
    self.descriptor = descriptor
    self.closes = closes
  }

  deinit {
    if closes { try? descriptor.close() }
  }
}
