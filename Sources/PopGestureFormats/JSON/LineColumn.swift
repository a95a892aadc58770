import PopGesture

/// A position in a source text: 1-based line, 1-based column counted in Unicode scalars.
public struct LineColumn: Hashable, Sendable, CustomStringConvertible {
  /// The line number, starting at 1.
  public var line: Int

  /// The column, starting at 1 and counted in Unicode scalars so that non-ASCII text lines up with editors.
  public var column: Int

  /// Creates a location from a 1-based line and a 1-based column.
  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  /// The location as `LINE:COL`, the form compilers use in diagnostics.
  public var description: String { "\(line):\(column)" }
}
