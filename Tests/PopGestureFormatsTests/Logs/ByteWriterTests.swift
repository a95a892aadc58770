import PopGestureTestSupport
import Testing

@testable import PopGesture
@testable import PopGestureFormats

extension LogsSuite {
  /// Values of every magnitude and sign a log can hold, and the awkward ones.
  static let values: [Double] = {
    var values: [Double] = [
      0, -0.0, 0.0004, -0.0004, 0.0005, 0.05, 0.15, 0.25, 23.75, -23.75, 1e9, -1e9, 937.4999999,
    ]
    var state: UInt64 = 42
    for _ in 0..<20_000 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let magnitude = Double(state >> 11) / Double(1 << 53)
      let exponent = Double((state >> 3) % 12) - 4
      values.append((magnitude - 0.5) * 2 * Double.pow10(exponent))
    }
    return values
  }()

  @Test("shortest numbers read exactly as Swift's description of the rounded value")
  func shortestMatchesDescription() {
    for value in Self.values {
      let points = ByteWriter.text { $0.writeShortest(value, decimals: 1) }
      let time = ByteWriter.text { $0.writeShortest(value, decimals: 3) }
      #expect(points == Rounding.points(value).description, "\(value)")
      #expect(time == Rounding.time(value).description, "\(value)")
    }
  }

  @Test("fixed numbers keep their zeros, as NumberText.fixed does")
  func fixedMatchesNumberText() {
    for value in Self.values {
      #expect(ByteWriter.text { $0.writeFixed(value, decimals: 3) } == NumberText.fixed(value, decimals: 3))
      #expect(ByteWriter.text { $0.writeFixed(value, decimals: 1) } == NumberText.fixed(value, decimals: 1))
    }
  }

  @Test("huge and non-finite values fall back to description or null")
  func fallbacks() {
    #expect(ByteWriter.text { $0.writeShortest(1e300, decimals: 1) } == "1e+300")
    #expect(ByteWriter.text { $0.writeShortest(.infinity, decimals: 1) } == "null")
    #expect(ByteWriter.text { $0.writeFixed(.nan, decimals: 3) } == "null")
  }

  @Test("output reaches the sink in large chunks, and all of it on flush")
  func flushing() {
    var chunks: [Int] = []
    var writer = ByteWriter { chunks.append($0.count) }
    for _ in 0..<10_000 {
      writer.write("0123456789")
      writer.newline()
    }
    #expect(chunks.count == 1)
    writer.flush()
    #expect(chunks.reduce(0, +) == 110_000)
  }
}

extension Double {
  fileprivate static func pow10(_ exponent: Double) -> Double {
    var result = 1.0
    for _ in 0..<Int(abs(exponent)) { result *= 10 }
    return exponent < 0 ? 1 / result : result
  }
}
