#if canImport(Testing) && compiler(>=6.1)
  import Testing

  /// A Swift Testing trait that makes every golden assertion of a test, or of every test in a
  /// suite, record in one `RecordMode`, as `withVerdictRecording(_:operation:)` does for a block
  /// of code: `@Suite(.verdictRecording(.all))` while goldens are re-recorded on purpose.
  ///
  /// An assertion's own `record:` argument still wins, and CI still writes nothing.
  public struct VerdictRecordingTrait: TestTrait, SuiteTrait, TestScoping {
    /// The mode the assertions record in.
    public var mode: RecordMode

    /// A suite's mode reaches every test in it.
    public var isRecursive: Bool { true }

    /// Runs the test, or each test of the suite, in a scope that records in `mode`.
    public func provideScope(
      for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
      try await RecordMode.$scoped.withValue(mode) { try await function() }
    }
  }

  extension Trait where Self == VerdictRecordingTrait {
    /// Every golden assertion of the test, or of the suite's tests, records in `mode`.
    public static func verdictRecording(_ mode: RecordMode) -> Self {
      VerdictRecordingTrait(mode: mode)
    }
  }
#endif
