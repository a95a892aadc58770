/// The output of one run and the exit status it has earned so far.
///
/// Standard output is buffered and written in large pieces; before anything goes to standard
/// error the buffer is flushed, so a terminal shows both streams in the order they were written.
struct Session {
  private(set) var status = ExitCode.success
  private var buffer: [UInt8] = []
  private static let bufferLimit = 1 << 16

  /// Appends `text` to standard output.
  mutating func write(_ text: String) {
    buffer.append(contentsOf: text.utf8)
    if buffer.count >= Self.bufferLimit { flush() }
  }

  /// Writes `failure`'s message to standard error and raises the status to its exit code.
  mutating func report(_ failure: Failure) {
    flush()
    Files.writeStandardError(Array(failure.message.utf8))
    record(failure.exitCode)
  }

  /// Raises the status to `code` unless a more telling one is already set.
  mutating func record(_ code: ExitCode) {
    if code.rank > status.rank { status = code }
  }

  /// Writes out whatever standard output holds.
  mutating func flush() {
    guard !buffer.isEmpty else { return }
    Files.writeStandardOutput(buffer)
    buffer.removeAll(keepingCapacity: true)
  }
}
