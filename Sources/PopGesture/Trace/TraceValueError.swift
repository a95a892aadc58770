/// Why a trace built in code cannot be replayed: the path of the offending value, in the Swift
/// value's terms, and the decoder's message.
public struct TraceValueError: Error, Equatable, Sendable, CustomStringConvertible {
  /// Where the value is, from the trace: `navigation.stack[1].views[0].frame.size.width`,
  /// `events[3].t`; `$` for the trace itself.
  public var path: String
  /// Lowercase, no final period, a second idea after a semicolon, as the decoder words it.
  public var message: String

  /// The error at `path` that `message` describes.
  public init(path: String, message: String) {
    self.path = path
    self.message = message
  }

  /// `PATH: message`.
  public var description: String { "\(path): \(message)" }

  /// The error for a number that is not finite at `path`: JSON cannot hold one, so no trace can.
  public static func nonFiniteNumber(_ value: Double, at path: String) -> TraceValueError {
    TraceValueError(
      path: path, message: "\(value) is not a finite number; numbers in a trace are at most 1e15 in magnitude"
    )
  }
}
