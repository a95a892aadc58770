import PopGesture

/// Why a trace cannot be replayed, and where: reads like a compiler diagnostic.
public struct TraceError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The file as the user named it (`-` for standard input).
  public var file: String
  /// Line and column, where the reader knows them.
  public var location: LineColumn?
  /// The JSON path of the offending value (`events[12].phase`), `$` for the document itself
  /// (see `JSONPath`).
  public var path: String
  /// Lowercase, no final period, a second idea after a semicolon.
  public var message: String

  /// The error `message` at `path` of `file`, at `location` when it is known.
  public init(file: String, location: LineColumn?, path: String, message: String) {
    self.file = file
    self.location = location
    self.path = path
    self.message = message
  }

  /// `FILE:LINE:COL: error: PATH: message`, the file name escaped (`PrintableText`) so that it
  /// cannot break the line; an empty path is the document's, `$`.
  public var description: String {
    let name = PrintableText.escaped(file)
    let place = location.map { "\(name):\($0.line):\($0.column)" } ?? name
    return "\(place): error: \(path.isEmpty ? JSONPath.root : path): \(message)"
  }
}
