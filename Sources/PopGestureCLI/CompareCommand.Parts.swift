import PopGesture
import PopGestureFormats
import PopGestureTools

extension CompareCommand {
  /// The parts of one trace's comparison (`ComparisonWriter.Part`), each in a spool of its own
  /// until the lines that head it can be written.
  ///
  /// A spool that cannot be written is kept as the failure, and nothing more is spooled:
  /// the writer hands parts over from inside the trace's reading, which cannot throw, so the
  /// command asks for it (`check()`) once the trace is read.
  final class Parts {
    private var spools: [ComparisonWriter.Part: Spool] = [:]
    /// The first spool that failed, if one has.
    private var failure: Failure?

    /// Adds `text` to `part`.
    func append(_ part: ComparisonWriter.Part, _ text: String) {
      guard failure == nil else { return }
      let spool = spools[part] ?? Spool()
      spools[part] = spool
      do throws(Failure) {
        try spool.append(text)
      } catch {
        failure = error
      }
    }

    /// Ends the command if a spool failed: the comparison would not be whole.
    func check() throws(Failure) {
      if let failure { throw failure }
    }

    /// Hands every byte of `part`, which may be empty, to `output`.
    func copy(_ part: ComparisonWriter.Part, to output: (UnsafeRawBufferPointer) throws(Failure) -> Void)
      throws(Failure)
    {
      try spools[part]?.copy(to: output)
    }
  }
}
