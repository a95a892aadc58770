/// Why a view dump or a controller hierarchy cannot be imported, and where: reads like a compiler
/// diagnostic.
public struct HierarchyImportError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The file as the user named it (`-` for standard input).
  public var file: String
  /// The line, from 1.
  public var line: Int
  /// The column, from 1, counted in Unicode scalars of the file as written (before any Swift
  /// string escapes are read).
  public var column: Int
  /// Lowercase, no final period, a second idea after a semicolon.
  public var message: String

  public init(file: String, line: Int, column: Int, message: String) {
    self.file = file
    self.line = line
    self.column = column
    self.message = message
  }

  /// `FILE:LINE:COLUMN: error: message`, the file name escaped so that it cannot break the line.
  public var description: String {
    "\(PrintableText.escaped(file)):\(line):\(column): error: \(message)"
  }
}

/// Something an import left out or guessed, and where; the import still has a result.
public struct HierarchyImportWarning: Equatable, Sendable, CustomStringConvertible {
  public var file: String
  public var line: Int
  public var column: Int
  public var message: String

  public init(file: String, line: Int, column: Int, message: String) {
    self.file = file
    self.line = line
    self.column = column
    self.message = message
  }

  /// `FILE:LINE:COLUMN: warning: message`.
  public var description: String {
    "\(PrintableText.escaped(file)):\(line):\(column): warning: \(message)"
  }
}
