/// Text written to a file descriptor through a buffer of a few pages: for output produced a
/// piece at a time (`TraceWriter.write(_:to:)`), so that it is never held whole.
///
/// A `TextOutputStream` cannot throw, so the first failed write is kept in `failure` and every
/// later piece is dropped; the caller checks it after `finish()`.
struct DescriptorText: TextOutputStream {
  private let descriptor: Descriptor
  private var buffer: [UInt8] = []
  /// How many bytes are gathered before a write.
  private static let bufferLimit = 1 << 16
  /// The write that failed, once one has.
  private(set) var failure: FileError?

  /// Text for `descriptor`, nothing written yet.
  init(_ descriptor: Descriptor) {
    self.descriptor = descriptor
    buffer.reserveCapacity(Self.bufferLimit)
  }

  /// Adds `text`, writing out the buffer once it is full.
  mutating func write(_ text: String) {
    guard failure == nil else { return }
    buffer.append(contentsOf: text.utf8)
    if buffer.count >= Self.bufferLimit { flush() }
  }

  /// Writes out what the buffer holds; returns the failure, if a write failed.
  mutating func finish() throws(FileError) {
    flush()
    if let failure { throw failure }
  }

  /// Writes out the buffer, keeping its room; after a failure, drops it, since what follows a
  /// lost piece would not be the output either.
  private mutating func flush() {
    guard failure == nil, !buffer.isEmpty else { return }
    do {
      try descriptor.write(buffer)
    } catch {
      failure = error
    }
    buffer.removeAll(keepingCapacity: true)
  }
}
