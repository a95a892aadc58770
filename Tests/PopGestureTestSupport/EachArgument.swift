import Testing

/// Runs `body` once for each of `arguments`, as one test rather than a parameterized one.
///
/// Swift Testing prints a line for every case of a parameterized test, so a test over every
/// trace in `Traces/`, every seed or every file of a corpus would fill `swift test`'s output
/// with thousands of lines that say nothing. An error thrown for one argument is recorded as an
/// issue that names the argument, and the other arguments still run.
package func eachArgument<Arguments: Sequence>(
  _ arguments: Arguments, sourceLocation: SourceLocation = #_sourceLocation,
  _ body: (Arguments.Element) throws -> Void
) {
  for argument in arguments {
    do {
      try body(argument)
    } catch {
      Issue.record(error, "with argument \(argument)", sourceLocation: sourceLocation)
    }
  }
}

/// `eachArgument(_:_:)` for a body that awaits.
package func eachArgument<Arguments: Sequence>(
  _ arguments: Arguments, sourceLocation: SourceLocation = #_sourceLocation,
  _ body: (Arguments.Element) async throws -> Void
) async {
  for argument in arguments {
    do {
      try await body(argument)
    } catch {
      Issue.record(error, "with argument \(argument)", sourceLocation: sourceLocation)
    }
  }
}
