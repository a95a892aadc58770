/// Why a trace cannot be replayed, and where: reads like a compiler diagnostic.
public struct TraceError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The file as the user named it (`-` for standard input).
  public var file: String
  /// Line and column, where the reader knows them.
  public var location: SourceLocation?
  /// The JSON path of the offending value (`events[12].phase`), empty for the whole document.
  public var path: String
  /// Lowercase, no final period, a second idea after a semicolon.
  public var message: String

  public init(file: String, location: SourceLocation?, path: String, message: String) {
    self.file = file
    self.location = location
    self.path = path
    self.message = message
  }

  /// `FILE:LINE:COL: error: PATH: message`.
  public var description: String {
    let place = location.map { "\(file):\($0.line):\($0.column)" } ?? file
    let subject = path.isEmpty ? "" : "\(path): "
    return "\(place): error: \(subject)\(message)"
  }
}
