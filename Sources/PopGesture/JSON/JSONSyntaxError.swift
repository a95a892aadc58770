/// Why a text is not JSON, and where.
public struct JSONSyntaxError: Error, Equatable, Sendable {
  /// A lowercase, compiler-style explanation, e.g. "unexpected character '}'; expected a value".
  public var message: String

  /// The location of the offending character, or of the end of input when the text stops too early.
  public var location: SourceLocation
}
