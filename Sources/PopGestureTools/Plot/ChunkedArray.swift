/// An array that grows by whole chunks of a fixed size instead of by doubling: a timeline's
/// columns grow to hundreds of thousands of elements, and an array's doubling leaves up to half
/// of its room unused, and holds the old and the new room at once while it copies.
///
/// Only the last chunk has room to spare, and growing never copies what is there.
struct ChunkedArray<Element>: RandomAccessCollection, MutableCollection {
  /// A chunk holds `1 << chunkShift` elements: 4,096, a few tens of kilobytes of the elements
  /// a timeline keeps.
  private static var chunkShift: Int { 12 }
  private static var chunkSize: Int { 1 << chunkShift }

  /// Every chunk is full but the last; the first grows as an array does, so that a short
  /// timeline's columns stay small.
  private var chunks: [[Element]] = []

  /// Empty.
  init() {}

  /// The first element's position: elements are numbered from 0, as an array's are.
  var startIndex: Int { 0 }
  /// Past the last element.
  private(set) var endIndex = 0

  /// The element at `position`.
  subscript(position: Int) -> Element {
    get { chunks[position >> Self.chunkShift][position & (Self.chunkSize - 1)] }
    set { chunks[position >> Self.chunkShift][position & (Self.chunkSize - 1)] = newValue }
  }

  /// Adds `element` at the end, in a new chunk when the last is full.
  mutating func append(_ element: Element) {
    if endIndex & (Self.chunkSize - 1) == 0 {
      var chunk: [Element] = []
      // The first chunk grows as an array does: most timelines never fill it.
      if !chunks.isEmpty { chunk.reserveCapacity(Self.chunkSize) }
      chunks.append(chunk)
    }
    chunks[chunks.count - 1].append(element)
    endIndex += 1
  }
}

extension ChunkedArray: ExpressibleByArrayLiteral {
  /// The elements listed, in order.
  init(arrayLiteral elements: Element...) {
    for element in elements { append(element) }
  }
}
