import Foundation
import PopGesture

/// Reading and writing whole files, and finding the JSON files in a folder.
///
/// Reads go through `open` and `read` so that a failure carries the system's reason
/// (`no such file or directory`, `permission denied`, `is a directory`).
enum Files {
  /// The name of standard input on the command line.
  static let standardInput = "-"

  /// The bytes of the file at `path`, or of standard input for `-`.
  static func read(_ path: String) throws(FileError) -> [UInt8] {
    guard path != standardInput else { return try readAll(from: STDIN_FILENO, path: path) }
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { throw FileError(path: path, errno: errno) }
    defer { close(descriptor) }
    return try readAll(from: descriptor, path: path)
  }

  /// Everything `descriptor` has left to read.
  /// A source that reads the file at `path` a chunk at a time, for traces too long to hold.
  ///
  /// The file is opened now, so a missing file fails here; it is closed at its end.
  static func source(_ path: String) throws(FileError) -> ByteSource {
    var descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { throw FileError(path: path, errno: errno) }
    if isFolder(path) {
      close(descriptor)
      throw FileError(path: path, errno: EISDIR)
    }
    return { buffer in
      guard descriptor >= 0 else { return 0 }
      while true {
        let count = systemRead(descriptor, buffer.baseAddress, buffer.count)
        if count < 0 && errno == EINTR { continue }
        if count < 0 { throw FileError(path: path, errno: errno) }
        if count == 0 {
          close(descriptor)
          descriptor = -1
        }
        return count
      }
    }
  }

  /// Writes `bytes` to standard output.
  static func writeStandardOutput(_ bytes: UnsafeRawBufferPointer) {
    var written = 0
    while written < bytes.count {
      let count = systemWrite(STDOUT_FILENO, bytes.baseAddress.map { $0 + written }, bytes.count - written)
      if count < 0 {
        if errno == EINTR { continue }
        return
      }
      written += count
    }
  }

  private static func readAll(from descriptor: Int32, path: String) throws(FileError) -> [UInt8] {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
      if count == 0 { return bytes }
      if count < 0 {
        if errno == EINTR { continue }
        throw FileError(path: path, errno: errno)
      }
      bytes.append(contentsOf: chunk[..<count])
    }
  }

  /// Replaces the file at `path` with `text`, exactly as given (goldens are LF-only).
  static func write(_ text: String, to path: String) throws(FileError) {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard descriptor >= 0 else { throw FileError(path: path, errno: errno) }
    defer { close(descriptor) }
    try write(Array(text.utf8), to: descriptor, path: path)
  }

  /// Writes all of `bytes` to `descriptor`; `path` names it in the error.
  private static func write(_ bytes: [UInt8], to descriptor: Int32, path: String) throws(FileError) {
    var written = 0
    while written < bytes.count {
      let count = bytes[written...].withUnsafeBytes { systemWrite(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw FileError(path: path, errno: errno)
      }
      written += count
    }
  }

  /// Writes `bytes` to standard output; if it is gone there is nowhere left to say so.
  static func writeStandardOutput(_ bytes: [UInt8]) {
    try? write(bytes, to: STDOUT_FILENO, path: "standard output")
  }

  /// Writes `bytes` to standard error; if it is gone there is nowhere left to say so.
  static func writeStandardError(_ bytes: [UInt8]) {
    try? write(bytes, to: STDERR_FILENO, path: "standard error")
  }

  /// Whether a file or folder exists at `path`.
  static func exists(_ path: String) -> Bool {
    FileManager.default.fileExists(atPath: path)
  }

  /// Whether `path` names a folder (following symbolic links).
  static func isFolder(_ path: String) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
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

  /// Every `*.json` file under `folder`, in byte order of their paths, and the subfolders that
  /// could not be listed.
  ///
  /// Hidden entries (names starting with a dot) and symbolic links to folders are not entered,
  /// so build folders and link cycles stay out of the search.
  static func jsonFiles(under folder: String) -> (files: [String], failures: [FileError]) {
    var files: [String] = []
    var failures: [FileError] = []
    var pending = [folder]
    while let current = pending.popLast() {
      let names: [String]
      do {
        names = try FileManager.default.contentsOfDirectory(atPath: current)
      } catch {
        failures.append(listingError(current))
        continue
      }
      for name in names where !name.hasPrefix(".") {
        let path = self.path(name, relativeTo: current)
        if isFolder(path) {
          if !isSymbolicLink(path) { pending.append(path) }
        } else if name.hasSuffix(".json") {
          files.append(path)
        }
      }
    }
    files.sort { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    failures.sort { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
    return (files, failures)
  }

  /// Whether `path` itself is a symbolic link, wherever it points.
  private static func isSymbolicLink(_ path: String) -> Bool {
    (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil
  }

  /// Why a folder could not be listed: the system's reason when opening it says, else a plain one.
  private static func listingError(_ folder: String) -> FileError {
    let descriptor = open(folder, O_RDONLY)
    guard descriptor >= 0 else { return FileError(path: folder, errno: errno) }
    close(descriptor)
    return FileError(path: folder, reason: "cannot list the folder")
  }
}

// The C calls under names that `Files.read` and `Files.write` do not shadow.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
  read(descriptor, buffer, count)
}

private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
  write(descriptor, buffer, count)
}
