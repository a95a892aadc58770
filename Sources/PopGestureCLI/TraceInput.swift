import PopGesture
import PopGestureFormats
import PopGestureTools

/// One trace opened once and read twice, first to check it and then to replay it, with both
/// passes seeing the same bytes.
///
/// A regular file is read a chunk at a time and rewound for the second pass, so memory stays flat
/// however long it is; its size and modification time are compared before and after each pass,
/// so a file rewritten in place between the passes is an error before any record is written. (A
/// file replaced by a rename is no change at all: the open descriptor still reads the old one. A
/// rewrite that keeps the size and puts the modification time back goes unseen.) Anything else (a
/// pipe, `<(...)`, a FIFO, standard input from a terminal) cannot be read twice, so the first
/// pass keeps what it reads, up to `Files.memoryLimit`, and the second pass reads that.
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
  /// Why reading stopped early, when it did: the decoder sees only that its source failed.
  private(set) var failure: FileError?

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

  /// The bytes for the check pass.
  func firstPass() -> ByteSource {
    { [self] buffer in
      do throws(FileError) {
        let count = try descriptor.read(into: buffer)
        firstPassCount += count
        guard opened == nil else { return count }
        guard held.count + count <= memoryLimit else {
          throw FileError(
            path: path, reason: "\(Files.tooLarge(memoryLimit)); save it to a file and replay that")
        }
        held.append(contentsOf: UnsafeRawBufferPointer(rebasing: buffer[..<count]))
        return count
      } catch {
        failure = error
        throw error
      }
    }
  }

  /// The same bytes again, for the replay pass; fails, before anything is replayed, if the file
  /// changed since it was opened.
  func secondPass() throws(FileError) -> ByteSource {
    guard opened != nil else { return ByteSources.memory(held) }
    try checkUnchanged(after: firstPassCount, when: "while it was being checked")
    try descriptor.seek(to: start)
    return { [self] buffer in
      do throws(FileError) {
        let count = try descriptor.read(into: buffer)
        secondPassCount += count
        return count
      } catch {
        failure = error
        throw error
      }
    }
  }

  /// The same bytes once more, for a command that reads a trace more than twice (`plot` draws
  /// its samples and tooltips in passes of their own); fails, before anything is read, if the
  /// file changed since the last pass.
  func anotherPass() throws(FileError) -> ByteSource {
    guard opened != nil else { return ByteSources.memory(held) }
    try checkUnchanged(after: secondPassCount, when: "while it was being read")
    secondPassCount = 0
    return try secondPass()
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
    let now = try descriptor.status()
    // Not the change time: unlinking the file (a rename over it) changes that, not the bytes.
    guard let opened, now.isSameFile(as: opened), now.size == opened.size, now.modified == opened.modified,
      Int64(count) == opened.size - start
    else {
      throw FileError(
        path: path, reason: "the file changed \(when); replay it again once nothing is writing to it")
    }
  }
}

extension TraceInput {
  /// Opens the trace at `path`, checks it with `decoder` in a first pass and opens the second:
  /// what `replay` and `compare` do before they replay it.
  static func checked(_ path: String, decoder: TraceDecoder) throws(Failure) -> (
    input: TraceInput, trace: TraceReplay.CheckedTrace, secondPass: ByteSource
  ) {
    let input: TraceInput
    do {
      input = try TraceInput(path)
    } catch {
      throw .unreadable(Files.traceAdvice(error))
    }
    let checked: TraceReplay.CheckedTrace
    do {
      checked = try TraceReplay.check(decoder: decoder, from: input.firstPass())
    } catch {
      throw input.failure(error)
    }
    do {
      return (input, checked, try input.secondPass())
    } catch {
      throw .unreadable(error)
    }
  }

  /// The failure to report for a decoder's `error`: a failure of the input itself says more
  /// than the decoder's "cannot read the input".
  func failure(_ error: TraceError) -> Failure {
    failure.map(Failure.unreadable) ?? .invalidTrace(error)
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
