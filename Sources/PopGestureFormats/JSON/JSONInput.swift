import PopGesture

/// Where a JSON reader gets its bytes: fills the buffer it is given from its start and returns how
/// many bytes it wrote, 0 at the end of the input. Reading files is the caller's business.
public typealias ByteSource = (UnsafeMutableRawBufferPointer) throws -> Int

/// A block of bytes owned by a value type that reads or writes it through a cached pointer, freed
/// with its last owner (the reader's window, the writer's buffer).
final class ByteStorage {
  var pointer: UnsafeMutablePointer<UInt8>
  var capacity: Int

  init(capacity: Int) {
    self.capacity = capacity
    pointer = .allocate(capacity: capacity)
  }

  deinit {
    pointer.deallocate()
  }
}

/// The bytes of one JSON text, in memory or read chunk by chunk, addressed by absolute offset.
///
/// Only a window of the input is held: bytes before `discardableBefore` may be dropped when more
/// are read, so memory stays bounded however long the input is. A reader keeps the bytes of the
/// token it is reading.
struct JSONInput {
  /// How much a refill asks the source for.
  static let chunkSize = 1 << 20

  private let buffer: ByteStorage
  /// `buffer.pointer`, cached so reading a byte does not go through the class.
  private var bytes: UnsafeMutablePointer<UInt8>
  /// The absolute offset of `bytes[0]`.
  private var base = 0
  /// The absolute offset just past the last byte held.
  private(set) var end = 0
  private var isExhausted: Bool
  private let source: ByteSource?
  /// Bytes before this offset are no longer needed by the reader.
  var discardableBefore = 0
  /// Why the source stopped early, if it failed; the input then ends where it failed.
  private(set) var readError: (any Error)?

  /// An input held whole in memory.
  init(bytes input: [UInt8]) {
    buffer = ByteStorage(capacity: max(input.count, 1))
    let pointer = buffer.pointer
    input.withUnsafeBufferPointer { source in
      if let address = source.baseAddress { pointer.update(from: address, count: source.count) }
    }
    bytes = pointer
    end = input.count
    isExhausted = true
    source = nil
  }

  /// An input read from `source` a chunk at a time.
  init(source: @escaping ByteSource) {
    buffer = ByteStorage(capacity: Self.chunkSize)
    bytes = buffer.pointer
    isExhausted = false
    self.source = source
  }

  /// How many bytes are held now: the window's size.
  var heldBytes: Int { end - base }

  /// Whether the byte at `offset` exists, reading more of the input if needed.
  @inline(__always)
  mutating func has(_ offset: Int) -> Bool {
    offset < end || refill(toInclude: offset)
  }

  /// The byte at `offset`, which `has(_:)` must have confirmed.
  @inline(__always)
  subscript(offset: Int) -> UInt8 {
    bytes[offset - base]
  }

  /// The bytes held from `offset` on, after reading until at least `count` of them are held (or
  /// the input ends): a window for scanning many bytes without a check per byte.
  mutating func window(from offset: Int, atLeast count: Int) -> UnsafeBufferPointer<UInt8> {
    _ = has(offset + count - 1)
    return UnsafeBufferPointer(start: bytes + (offset - base), count: max(0, end - offset))
  }

  /// The bytes of `range`, which must still be held, as a string (invalid UTF-8 repaired).
  func string(_ range: Range<Int>) -> String {
    String(
      decoding: UnsafeBufferPointer(start: bytes + (range.lowerBound - base), count: range.count),
      as: UTF8.self)
  }

  /// Appends the bytes of `range`, which must still be held, to `output`.
  func append(_ range: Range<Int>, to output: inout [UInt8]) {
    output.append(
      contentsOf: UnsafeBufferPointer(start: bytes + (range.lowerBound - base), count: range.count))
  }

  /// Drops what is no longer needed, then reads until `offset` is held or the input ends.
  private mutating func refill(toInclude offset: Int) -> Bool {
    guard !isExhausted, let source else { return false }
    let keep = min(discardableBefore, end)
    let kept = end - keep
    if keep > base {
      bytes.update(from: bytes + (keep - base), count: kept)
      base = keep
    }
    while offset >= end && !isExhausted {
      if buffer.capacity - (end - base) < Self.chunkSize / 2 {
        grow(to: max(buffer.capacity * 2, end - base + Self.chunkSize))
      }
      let free = UnsafeMutableRawBufferPointer(
        start: bytes + (end - base), count: buffer.capacity - (end - base))
      do {
        let count = try source(free)
        if count <= 0 { isExhausted = true }
        end += max(count, 0)
      } catch {
        readError = error
        isExhausted = true
      }
    }
    return offset < end
  }

  private mutating func grow(to capacity: Int) {
    let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
    larger.update(from: bytes, count: end - base)
    buffer.pointer.deallocate()
    buffer.pointer = larger
    buffer.capacity = capacity
    bytes = larger
  }
}

/// Ready-made byte sources.
public enum ByteSources {
  /// A source that hands out `bytes`, for input already in memory (standard input, tests), at
  /// most `chunk` bytes a call: small chunks split tokens anywhere, as tests and fuzzing want.
  public static func memory(_ bytes: [UInt8], chunk: Int = .max) -> ByteSource {
    var offset = 0
    return { buffer in
      let count = min(buffer.count, bytes.count - offset, max(chunk, 1))
      bytes.withUnsafeBytes { source in
        buffer.copyMemory(from: UnsafeRawBufferPointer(rebasing: source[offset..<offset + count]))
      }
      offset += count
      return count
    }
  }
}
