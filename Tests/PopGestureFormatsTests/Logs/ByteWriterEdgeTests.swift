import PopGestureTestSupport
import Testing

@testable import PopGesture
@testable import PopGestureFormats

@Suite("Byte writer edges")
struct ByteWriterEdgeTests {
  /// Values at the edges of the digit paths: signs and zeros, halves, each count of integer digits,
  /// and both sides of the limits where the writer falls back to `description`.
  static let values: [Double] = {
    var values: [Double] = [
      -0.0, -0.0004, 0.0005, -0.0005, 0.0015, 0.04, -0.04, 0.05, -0.05, 0.95, 0.9995, -0.9995, 9.95, 99.95,
      999.9995, .leastNonzeroMagnitude, 0.1 + 0.2, 123_456.789, 99_999_999_999.94, 99_999_999_999.96, 1e11,
      1e12,
      8.99e14, 9.01e14, 8.99e12, 9.01e12, 1e15, 1e16, 1e20, -1e20,
    ]
    var power = 1.0
    for _ in 0...16 {
      values += [power, -power, power - 0.05, power + 0.05, power - 0.0005, power * 9.999]
      power *= 10
    }
    return values
  }()

  @Test("shortest numbers at the edges read as Swift's description of the rounded value")
  func shortestEdges() {
    for value in Self.values {
      let points = NumberText.json(Rounding.points(value))
      let time = NumberText.json(Rounding.time(value))
      #expect(ByteWriter.text { $0.writeShortest(value, decimals: 1) } == points)
      #expect(ByteWriter.text { $0.writeShortest(value, decimals: 3) } == time)
    }
  }

  @Test("from 10^12 scaled on, where digits are no longer written one by one, numbers are still rounded")
  func shortestPastTheLimit() {
    #expect(ByteWriter.text { $0.writeShortest(99_999_999_999.96, decimals: 3) } == "99999999999.96")
    #expect(ByteWriter.text { $0.writeShortest(100_000_000_000.05, decimals: 1) } == "100000000000.1")
    #expect(ByteWriter.text { $0.writeShortest(1_234_567_890.123_456, decimals: 3) } == "1234567890.123")
    #expect(ByteWriter.text { $0.writeShortest(-1_234_567_890.987_654, decimals: 1) } == "-1234567891.0")
    #expect(ByteWriter.text { $0.writeShortest(.infinity, decimals: 3) } == "null")
  }

  @Test("fixed numbers at the edges match NumberText.fixed")
  func fixedEdges() {
    for value in Self.values {
      #expect(ByteWriter.text { $0.writeFixed(value, decimals: 1) } == NumberText.fixed(value, decimals: 1))
      #expect(ByteWriter.text { $0.writeFixed(value, decimals: 3) } == NumberText.fixed(value, decimals: 3))
    }
  }

  @Test("the time column is the time rounded to 3 decimals, right-aligned, at every edge")
  func timeEdges() {
    for value in Self.values + [.nan, .infinity, -.infinity] {
      let text = NumberText.fixed(Rounding.time(value), decimals: 3)
      let aligned = String(repeating: " ", count: max(0, 7 - text.count)) + text
      #expect(ByteWriter.text { $0.writeTime(value, rightAlignedIn: 7) } == aligned)
    }
    // One writer for all, each time twice and then a thousandth on, as a log writes them: a column
    // repeated from the line before is still the time's own.
    let times = Self.values + [.nan, .infinity, -.infinity]
    let written = ByteWriter.text { writer in
      for value in times {
        writer.writeTime(value, rightAlignedIn: 7)
        writer.writeTime(value, rightAlignedIn: 7)
        writer.writeTime(value + 0.001, rightAlignedIn: 7)
        writer.writeTime(value, rightAlignedIn: 9)
      }
    }
    let expected = times.map { value in
      let next = NumberText.fixed(Rounding.time(value + 0.001), decimals: 3)
      let own = NumberText.fixed(Rounding.time(value), decimals: 3)
      let wide = String(repeating: " ", count: max(0, 9 - own.count)) + own
      return String(repeating: " ", count: max(0, 7 - own.count)) + own
        + String(repeating: " ", count: max(0, 7 - own.count)) + own
        + String(repeating: " ", count: max(0, 7 - next.count)) + next + wide
    }
    #expect(written == expected.joined())
  }

  @Test("short padding near the end of the buffer flushes and comes out whole")
  func paddingAtTheEnd() {
    for shortOfEnd in 0...17 {
      let filler = String(repeating: "x", count: ByteWriter.flushThreshold * 2 - shortOfEnd)
      let text = ByteWriter.text { writer in
        writer.write(filler)
        writer.pad(13)
        writer.write("end")
      }
      #expect(text == filler + String(repeating: " ", count: 13) + "end")
    }
  }

  @Test("integers of every length and both extremes")
  func integers() {
    eachArgument([0, 7, -7, 9, 10, 99, 100, -100, 12_345, 1_000_000_000, Int.max, Int.min, Int.min + 1]) {
      value in integers(value: value)
    }
  }

  func integers(value: Int) {
    #expect(ByteWriter.text { $0.write(value) } == String(value))
  }

  @Test("numbers, text and padding that cross a full buffer come out whole")
  func fullBuffer() {
    // Just short of the buffer's capacity, so each next write has to flush first.
    let filler = String(repeating: "x", count: ByteWriter.flushThreshold * 2 - 3)
    let long = String(repeating: "é", count: ByteWriter.flushThreshold)
    let text = ByteWriter.text { writer in
      writer.write(filler)
      writer.writeShortest(-1234.5678, decimals: 3)
      writer.write(filler)
      writer.writeFixed(98_765.4321, decimals: 1)
      writer.write(filler)
      writer.write(-1_234_567)
      writer.write(filler)
      writer.write(long)
      writer.pad(ByteWriter.flushThreshold * 3)
      writer.write("end")
    }
    let spaces = String(repeating: " ", count: ByteWriter.flushThreshold * 3)
    #expect(
      text == filler + "-1234.568" + filler + "98765.4" + filler + "-1234567" + filler + long + spaces + "end"
    )
  }
}
