import PopGesture
import PopGestureFormats
import PopGestureTools

/// The output of one run and the exit status it has earned so far.
///
/// Standard output is buffered and written in large pieces; before anything goes to standard
/// error the buffer is flushed, so a terminal shows both streams in the order they were written.
/// Every write is checked: once one fails, the run's output is not whole, so every later write
/// fails too and the command ends with the failure (`EX_IOERR`), never with a success line.
/// Once an input has failed, output files are left as they were (`replaceOutput`).
struct Session {
  private(set) var status = ExitCode.success
  /// Whether an input could not be read or was not valid: an output made from the inputs would
  /// then lack that input's part.
  private(set) var hasFailedInput = false
  private var buffer: [UInt8] = []
  private static let bufferLimit = 1 << 16
  /// The write to standard output that failed, once one has.
  private var outputFailure: FileError?

  /// Appends `text` to standard output.
  mutating func write(_ text: String) throws(Failure) {
    if let outputFailure { throw .writeFailed(outputFailure) }
    buffer.append(contentsOf: text.utf8)
    if buffer.count >= Self.bufferLimit { try flush() }
  }

  /// Appends `bytes` to standard output: text read back in chunks, which may cut a character in
  /// two, so it is never decoded.
  mutating func write(_ bytes: UnsafeRawBufferPointer) throws(Failure) {
    if let outputFailure { throw .writeFailed(outputFailure) }
    buffer.append(contentsOf: bytes)
    if buffer.count >= Self.bufferLimit { try flush() }
  }

  /// Notes that a write to standard output made elsewhere (a log streamed past the buffer)
  /// failed, so nothing more is written, and returns the failure to end the command with.
  mutating func failedWriting(_ error: FileError) -> Failure {
    outputFailure = outputFailure ?? error
    return .writeFailed(error)
  }

  /// Writes out whatever standard output holds.
  mutating func flush() throws(Failure) {
    if let outputFailure { throw .writeFailed(outputFailure) }
    guard !buffer.isEmpty else { return }
    defer { buffer.removeAll(keepingCapacity: true) }
    do {
      try Descriptor.standardOutput.write(buffer)
    } catch {
      outputFailure = error
      throw .writeFailed(error)
    }
  }

  /// Writes `failure`'s message to standard error and raises the status to its exit code.
  ///
  /// If standard output has failed, that is reported first, once. If standard error fails too,
  /// there is nowhere left to say so; the status still says the output is not whole.
  mutating func report(_ failure: Failure) {
    if failure.isInputFailure { hasFailedInput = true }
    let hadFailed = outputFailure != nil
    do {
      try flush()
    } catch {
      if !hadFailed { writeToStandardError(error) }
    }
    writeToStandardError(failure)
  }

  /// Replaces the output file `path` with `text`, whole (`OutputFile`), unless an input has
  /// failed: the file is then left as it was, since it would hold only part of what was asked
  /// (a `.compare` golden made from a trace that no longer decodes would be emptied).
  mutating func replaceOutput(_ path: String, with text: String) throws(Failure) {
    try replaceOutput(path) { descriptor throws(Failure) in
      do throws(FileError) {
        try descriptor.write(Array(text.utf8))
      } catch {
        throw .writeFailed(error)
      }
    }
  }

  /// Replaces the output file `path` with what `write` writes to it, whole, as
  /// `replaceOutput(_:with:)` does: for an output too long to hold in memory.
  mutating func replaceOutput(_ path: String, writing write: (Descriptor) throws(Failure) -> Void)
    throws(Failure)
  {
    guard !hasFailedInput else {
      return try writeToStandardError(
        "popgesture: left \(Files.quoted(path)) as it was; an input failed, so the output would not "
          + "be whole\n")
    }
    try OutputFile.replace(path, writing: write)
  }

  /// Replaces the output file `path`, as `replaceOutput(_:with:)` does, with the text `write`
  /// writes a piece at a time: a large output is never held whole.
  mutating func replaceOutput(_ path: String, writing write: (inout DescriptorText) -> Void) throws(Failure) {
    try replaceOutput(path) { descriptor throws(Failure) in
      var text = DescriptorText(descriptor)
      write(&text)
      do throws(FileError) {
        try text.finish()
      } catch {
        throw .writeFailed(error)
      }
    }
  }

  /// Writes the text `write` writes, a piece at a time, to standard output after what the buffer
  /// holds: a large output is never held whole.
  mutating func writeStreamed(_ write: (inout DescriptorText) -> Void) throws(Failure) {
    try flush()
    var text = DescriptorText(.standardOutput)
    write(&text)
    do {
      try text.finish()
    } catch {
      throw failedWriting(error)
    }
  }

  /// Replaces the output file `path`, whole, with the bytes `body` hands its sink piece by piece,
  /// as `replaceOutput(_:writing:)` does with a descriptor: a plot of a long recording need not
  /// hold its whole SVG. Once a write has failed the sink drops what follows, and the failure is
  /// thrown when `body` returns, leaving the old file as it was.
  mutating func replaceOutput(
    _ path: String, writing body: (_ sink: @escaping (UnsafeRawBufferPointer) -> Void) throws(Failure) -> Void
  ) throws(Failure) {
    try replaceOutput(path) { (descriptor: Descriptor) throws(Failure) in
      var failure: FileError?
      try body { bytes in
        guard failure == nil else { return }
        do throws(FileError) {
          try descriptor.write(bytes)
        } catch {
          failure = error
        }
      }
      if let failure { throw .writeFailed(failure) }
    }
  }

  /// Writes `text`, remarks that do not end the run (an import's notes), to standard error,
  /// after what standard output holds.
  mutating func writeToStandardError(_ text: String) throws(Failure) {
    guard !text.isEmpty else { return }
    try flush()
    writeUnbuffered(text)
  }

  private mutating func writeToStandardError(_ failure: Failure) {
    record(failure.exitCode)
    writeUnbuffered(failure.message)
  }

  /// Writes `text` to standard error now; a failed write leaves the status saying so.
  private mutating func writeUnbuffered(_ text: String) {
    do {
      try Descriptor.standardError.write(Array(text.utf8))
    } catch {
      record(.writeFailed)
    }
  }

  /// Raises the status to `code` unless a more telling one is already set.
  mutating func record(_ code: ExitCode) {
    if code.rank > status.rank { status = code }
  }
}
