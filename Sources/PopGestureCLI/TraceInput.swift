import PopGesture
import PopGestureFormats
import PopGestureTools

/// One trace opened once and read twice, first to check it and then to replay it, with both
/// passes seeing the same bytes.
///
/// A regular file is read a chunk at a time, each pass from its own place in it (so the two may
/// run at once, as `replay`'s do), and memory stays flat however long it is; its size and
/// modification time are compared before and after each pass, so a file rewritten in place
/// during the check is an error before any record is written. (A file replaced by a rename is no
/// change at all: the open descriptor still reads the old one. A rewrite that keeps the size and
/// puts the modification time back goes unseen.) Anything else (a pipe, `<(...)`, a FIFO,
/// standard input from a terminal) cannot be read twice, so the first pass keeps what it reads,
/// up to `Files.memoryLimit`, and the second pass reads that, after it.
final class TraceInput {
  let path: String
  private let descriptor: Descriptor
  /// The regular file's status when it was opened, or nil for an input held in memory.
  private let opened: FileStatus?
  /// Where in the regular file the trace starts: 0, but for standard input redirected from a
  /// file that something has already read from.
  private let start: Int64
  private let memoryLimit: Int
  /// What the first pass read from an input that cannot be rewound.
  private var held: [UInt8] = []
  /// How many bytes each pass has read so far.
  private var firstPassCount = 0
  private var secondPassCount = 0
  /// Why a pass stopped reading early, when it did: the decoder sees only that its source
  /// failed. One for each pass, which may run on threads of their own.
  private var firstPassFailure: FileError?
  private var secondPassFailure: FileError?
  /// Why reading stopped early, the check's failure first.
  var failure: FileError? { firstPassFailure ?? secondPassFailure }

  /// Opens the trace at `path`, `-` for standard input.
  init(_ path: String, memoryLimit: Int = Files.memoryLimit) throws(FileError) {
    self.path = path
    self.memoryLimit = memoryLimit
    let (descriptor, status) = try Files.open(path)
    self.descriptor = descriptor
    opened = status.isRegularFile ? status : nil
    start = status.isRegularFile ? try descriptor.offset() : 0
  }

  deinit {
    if path != Files.standardInput { try? descriptor.close() }
  }

  /// Whether the second pass can read while the first still does: a regular file.
  var isRereadable: Bool { opened != nil }

  /// The bytes for the check pass.
  func firstPass() -> ByteSource {
    { [self] buffer in
      do throws(FileError) {
        guard opened == nil else {
          let count = try descriptor.read(into: buffer, at: start + Int64(firstPassCount))
          firstPassCount += count
          return count
        }
        let count = try descriptor.read(into: buffer)
        firstPassCount += count
        guard held.count + count <= memoryLimit else {
          throw FileError(
            path: path, reason: "\(Files.tooLarge(memoryLimit)); save it to a file and replay that")
        }
        held.append(contentsOf: UnsafeRawBufferPointer(rebasing: buffer[..<count]))
        return count
      } catch {
        firstPassFailure = error
        throw error
      }
    }
  }

  /// The same bytes again, for the replay pass; fails, before anything is replayed, if the file
  /// changed since it was opened.
  func secondPass() throws(FileError) -> ByteSource {
    guard opened != nil else { return ByteSources.memory(held) }
    try confirmFirstPass()
    return passFromStart()
  }

  /// The bytes of a regular file from its start, for a pass after the first or beside it
  /// (`isRereadable`): `confirmFirstPass()` then says, once the check has read the file whole,
  /// whether it changed meanwhile.
  func passFromStart() -> ByteSource {
    secondPassCount = 0
    return { [self] buffer in
      do throws(FileError) {
        let count = try descriptor.read(into: buffer, at: start + Int64(secondPassCount))
        secondPassCount += count
        return count
      } catch {
        secondPassFailure = error
        throw error
      }
    }
  }

  /// Fails if the file changed while the check pass read it.
  func confirmFirstPass() throws(FileError) {
    try checkUnchanged(after: firstPassCount, when: "while it was being checked")
  }

  /// The same bytes once more, for a command that reads a trace more than twice (`plot` draws
  /// its samples and tooltips in passes of their own); fails, before anything is read, if the
  /// file changed since the last pass.
  func anotherPass() throws(FileError) -> ByteSource {
    guard opened != nil else { return ByteSources.memory(held) }
    try checkUnchanged(after: secondPassCount, when: "while it was being read")
    return passFromStart()
  }

  /// Fails if the file changed while it was being replayed: the log written is then not the
  /// checked trace's.
  func finish() throws(FileError) {
    guard opened != nil else { return }
    try checkUnchanged(
      after: secondPassCount, when: "while it was being replayed; the log above may not match it")
  }

  /// Compares the file's status now with its status when it was opened, and the bytes a pass
  /// read with its size.
  private func checkUnchanged(after count: Int, when: String) throws(FileError) {
    guard try isUnchanged(), let opened, Int64(count) == opened.size - start else { throw changed(when) }
  }

  /// Whether the regular file's status is still the one it had when it was opened; the system's
  /// error when it cannot say.
  private func isUnchanged() throws(FileError) -> Bool {
    guard let opened else { return false }
    let now = try descriptor.status()
    // Not the change time: unlinking the file (a rename over it) changes that, not the bytes.
    return now.isSameFile(as: opened) && now.size == opened.size && now.modified == opened.modified
  }

  /// The error of a file that changed `when`.
  private func changed(_ when: String) -> FileError {
    FileError(path: path, reason: "the file changed \(when); replay it again once nothing is writing to it")
  }

  /// The change of a regular file that a pass's failure may come from: a trace rewritten in
  /// place while the check read it fails there on what the rewrite left, and it is the change
  /// that needs saying.
  fileprivate var changeBehindFailure: FileError? {
    guard opened != nil else { return nil }
    do {
      return try isUnchanged() ? nil : changed("while it was being read")
    } catch {
      return error
    }
  }
}

extension TraceInput {
  /// Opens the trace at `path`, checks it with `decoder` in a first pass and opens the second:
  /// what `replay` and `compare` do before they replay it.
  static func checked(_ path: String, decoder: TraceDecoder) throws(Failure) -> (
    input: TraceInput, trace: TraceReplay.CheckedTrace, secondPass: ByteSource
  ) {
    let input = try opening(path)
    let (checked, secondPass) = try Self.checked(input, decoder: decoder)
    return (input, checked, secondPass)
  }

  /// Opens the trace at `path`, its failure a command's, with advice.
  static func opening(_ path: String) throws(Failure) -> TraceInput {
    do {
      return try TraceInput(path)
    } catch {
      throw .unreadable(Files.traceAdvice(error))
    }
  }

  /// Checks `input` with `decoder` in a first pass and opens the second.
  static func checked(_ input: TraceInput, decoder: TraceDecoder) throws(Failure) -> (
    trace: TraceReplay.CheckedTrace, secondPass: ByteSource
  ) {
    let checked: TraceReplay.CheckedTrace
    do {
      checked = try TraceReplay.check(decoder: decoder, from: input.firstPass())
    } catch {
      throw input.failure(error)
    }
    do {
      return (checked, try input.secondPass())
    } catch {
      throw .unreadable(error)
    }
  }

  /// The failure to report for a decoder's `error`: a failure of the input itself says more
  /// than the decoder's "cannot read the input", and a file that changed under the passes more
  /// than what its bytes now say.
  func failure(_ error: TraceError) -> Failure {
    (failure ?? changeBehindFailure).map(Failure.unreadable) ?? .invalidTrace(error)
  }

  /// `finish()`, its error a command's failure.
  func finishing() throws(Failure) {
    do {
      try finish()
    } catch {
      throw .unreadable(error)
    }
  }
}
