import PopGesture

/// Why a text is not JSON, and where.
package struct JSONSyntaxError: Error, Equatable, Sendable {
  /// A lowercase, compiler-style explanation, e.g. "unexpected character '}'; expected a value".
  package var message: String

  /// The location of the offending character, or of the end of input when the text stops too early.
  package var location: LineColumn

  /// Where the reader was inside the value it was parsing, from that value down: the element or
  /// member whose value it was reading, or the array or object itself when the error is between
  /// its elements or members (a missing comma, a bad key). Empty for the value itself, and for
  /// errors about the document as a whole.
  package var path: [JSONPath.Component] = []
}
