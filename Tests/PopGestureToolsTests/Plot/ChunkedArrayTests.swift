import Testing

@testable import PopGestureTools

/// The chunked array behind a timeline's columns: the same elements as an array, across chunks.
extension PlotSuite {
  @Test("appending past several chunks keeps every element in order, and each can be changed")
  func appendAndChange() {
    var chunked = ChunkedArray<Int>()
    var array: [Int] = []
    // Past three chunks of 4,096, ending partway into the fourth.
    for value in 0..<12_300 {
      chunked.append(value * 7)
      array.append(value * 7)
    }
    #expect(Array(chunked) == array)
    #expect(chunked.count == array.count)
    #expect(chunked.last == array.last)
    for position in [0, 4_095, 4_096, 8_191, 8_192, 12_299] {
      chunked[position] = -position
      array[position] = -position
    }
    #expect(Array(chunked) == array)
    #expect(Array(chunked.reversed().prefix(3)) == Array(array.reversed().prefix(3)))
  }

  @Test("an empty one has no elements, and a literal lists its own")
  func emptyAndLiteral() {
    let empty = ChunkedArray<Double>()
    #expect(empty.isEmpty && empty.first == nil)
    let listed: ChunkedArray = [1, 2, 3]
    #expect(Array(listed) == [1, 2, 3])
  }
}
