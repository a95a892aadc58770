import PopGesture
import PopGestureFormats

/// Something found at a place in a view dump or a controller hierarchy, read like a compiler's
/// diagnostic: an error, which stops the import and is what it throws, or a warning, which an
/// import that went on lists beside its result.
public struct HierarchyImportDiagnostic: Error, Equatable, Sendable, CustomStringConvertible {
  /// Whether the import stopped.
  public enum Severity: String, Sendable {
    /// The import stopped, and throws this.
    case error
    /// The import went on, and lists this beside its result.
    case warning
  }

  /// An error, which stopped the import, or a warning.
  public var severity: Severity
  /// The file as the user named it (`-` for standard input).
  public var file: String
  /// The line, from 1.
  public var line: Int
  /// The column, from 1, counted in Unicode scalars of the file as written (before any Swift
  /// string escapes are read).
  public var column: Int
  /// Lowercase, no final period, a second idea after a semicolon.
  public var message: String

  /// A diagnostic of `severity`, an error unless given, at `line` and `column` of `file`.
  public init(_ severity: Severity = .error, file: String, line: Int, column: Int, message: String) {
    self.severity = severity
    self.file = file
    self.line = line
    self.column = column
    self.message = message
  }

  /// `FILE:LINE:COLUMN: error: message` (or `warning:`), the file name escaped so that it cannot
  /// break the line.
  public var description: String {
    "\(PrintableText.escaped(file)):\(line):\(column): \(severity.rawValue): \(message)"
  }
}
