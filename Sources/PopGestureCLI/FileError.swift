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

/// Why a file or folder could not be read or written, in the system's words.
struct FileError: Error, CustomStringConvertible {
  var path: String
  /// Lowercase, as in `no such file or directory`.
  var reason: String
  /// Whether the file does not exist, as opposed to existing but being unreadable.
  var isMissing = false

  /// The reason for the failed call that set `errno`.
  init(path: String, errno code: Int32) {
    self.path = path
    let text = String(cString: strerror(code))
    reason = text.prefix(1).lowercased() + text.dropFirst()
    isMissing = code == ENOENT
  }

  /// A failure the system did not describe, in our own words.
  init(path: String, reason: String) {
    self.path = path
    self.reason = reason
  }

  /// The reason alone: the navigation loader's errors are quoted inside a trace error that
  /// already names the file.
  var description: String { reason }

  /// The file as a message names it: quoted and escaped, or a standard stream by name.
  var subject: String {
    Descriptor.streamNames.contains(path) ? path : Files.quoted(path)
  }
}
