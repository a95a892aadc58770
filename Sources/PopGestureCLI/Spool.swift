import PopGesture
import PopGestureFormats
import PopGestureTools

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Bytes held until they can be written where they belong, in memory while they are few and in a
/// temporary file once they are many: `compare` of a long trace writes tens of megabytes of
/// swipe blocks before it knows the counts that head them, while a short one should not need a
/// writable temporary folder at all.
///
/// The file is made in `$TMPDIR` (else `/tmp`) and unlinked at once, so that nothing is left
/// behind whatever ends the run; it goes when the spool does.
final class Spool {
  /// The file, once the bytes outgrew `memoryLimit`.
  private var descriptor: Descriptor?
  /// Bytes not yet written to the file: all of them until there is a file, then one write per
  /// `memoryLimit`, not one per swipe.
  private var buffer: [UInt8] = []
  /// A comparison spools 21 parts at most, so they hold about 5 MiB in all.
  private static let memoryLimit = 1 << 18

  /// Makes an empty spool.
  init() {}

  deinit {
    try? descriptor?.close()
  }

  /// Adds `text` at the end.
  func append(_ text: String) throws(Failure) {
    buffer.append(contentsOf: text.utf8)
    if buffer.count >= Self.memoryLimit { try writeBuffer() }
  }

  /// Adds `bytes` at the end.
  func append(_ bytes: UnsafeRawBufferPointer) throws(Failure) {
    buffer.append(contentsOf: bytes)
    if buffer.count >= Self.memoryLimit { try writeBuffer() }
  }

  /// Hands every byte held, from the first, to `output`, a chunk at a time; a failure to read
  /// them back is `.writeFailed`, since the output then cannot be whole.
  func copy(to output: (UnsafeRawBufferPointer) throws(Failure) -> Void) throws(Failure) {
    guard let descriptor else {
      let result = buffer.withUnsafeBytes { bytes -> Result<Void, Failure> in
        do throws(Failure) {
          return .success(try output(bytes))
        } catch {
          return .failure(error)
        }
      }
      return try result.get()
    }
    try writeBuffer()
    do {
      try descriptor.seek(to: 0)
    } catch {
      throw .writeFailed(error)
    }
    let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: Self.memoryLimit, alignment: 1)
    defer { chunk.deallocate() }
    while true {
      let count: Int
      do {
        count = try descriptor.read(into: chunk)
      } catch {
        throw .writeFailed(error)
      }
      guard count > 0 else { break }
      try output(UnsafeRawBufferPointer(rebasing: chunk[..<count]))
    }
  }

  /// Writes the buffer to the file, made now if there is none yet.
  private func writeBuffer() throws(Failure) {
    guard !buffer.isEmpty else { return }
    if descriptor == nil { descriptor = try Self.makeFile() }
    guard let descriptor else { return }
    do {
      try descriptor.write(buffer)
    } catch {
      throw .writeFailed(error)
    }
    buffer.removeAll(keepingCapacity: true)
  }

  /// A new temporary file, already unlinked.
  private static func makeFile() throws(Failure) -> Descriptor {
    let folder = getenv("TMPDIR").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
    let pattern = Files.path("popgesture-spool-XXXXXX", relativeTo: folder)
    let made: (descriptor: Descriptor, path: String)
    do {
      made = try Descriptor.makeUnique(pattern)
    } catch {
      throw .uncreatable(error)
    }
    PathBytes.withCString(made.path) { _ = unlink($0) }
    return Descriptor(number: made.descriptor.number, path: pattern)
  }
}
