import PopGesture
import PopGestureFormats

/// A linear map from data values (seconds, points, progress) to SVG coordinates, with round ticks.
struct AxisScale {
  var domain: ClosedRange<Double>
  /// Where `domain.lowerBound` and `domain.upperBound` land; `end` may be smaller than `start`.
  var start: Double
  var end: Double

  /// The coordinate of `value`, always a number: a value or a domain too large to subtract
  /// (a span past the largest `Double`, a bound that is infinite) still lands between the ends,
  /// since a `NaN` coordinate would be an empty range to the label layout and nonsense in the SVG.
  func position(_ value: Double) -> Double {
    let span = domain.upperBound - domain.lowerBound
    guard span > 0 else { return start }
    let fraction = (value - domain.lowerBound) / span
    guard span.isFinite, fraction.isFinite else {
      // Halves of finite numbers subtract without overflowing; infinities go to an end.
      let halves = (value / 2 - domain.lowerBound / 2) / (domain.upperBound / 2 - domain.lowerBound / 2)
      let bounded = halves.isNaN ? (value == .infinity ? 1 : 0) : min(max(halves, 0), 1)
      return start + bounded * (end - start)
    }
    return start + fraction * (end - start)
  }

  /// The most ticks `ticks(step:)` returns, whatever the domain and step.
  static let maximumTicks = 25

  /// The span of the domain.
  var span: Double {
    domain.upperBound - domain.lowerBound
  }

  /// Round values from the domain's lower bound to its upper bound, `step` apart.
  ///
  /// At most `maximumTicks`: a step too fine for the domain is replaced by the one
  /// `step(for:atMost:)` gives for ten pieces, and where the domain is so far from zero that
  /// neighbouring multiples of `step` round to the same number, each value is given once.
  func ticks(step: Double) -> [Double] {
    guard step > 0, step.isFinite else { return [domain.lowerBound] }
    let first = (domain.lowerBound / step).rounded(.up)
    guard first.isFinite, (span / step).rounded(.down) < Double(Self.maximumTicks - 1) else {
      let coarser = Self.step(for: span, atMost: 10)
      return coarser > step ? ticks(step: coarser) : [domain.lowerBound]
    }
    var ticks: [Double] = []
    // Counting the ticks, not the multiples, ends the loop even where `first + 1 == first`;
    // multiplying instead of adding keeps 0.1-steps from drifting (0.30000000000000004).
    for offset in 0..<Self.maximumTicks {
      let value = (first + Double(offset)) * step
      // Near the largest `Double` the next multiple, and the bound's slack, overflow to infinity.
      guard value.isFinite, value <= domain.upperBound + step * 1e-9 else { break }
      if ticks.last != value { ticks.append(value) }
    }
    return ticks
  }

  /// Round ticks as `ticks(step:)` gives them, ending on the domain's upper bound: a finger
  /// panel labels the whole device (`390` on a 390 pt screen, not a last tick of `300`).
  ///
  /// A round tick nearer the bound than half a step gives way to it, so that their labels do
  /// not overlap (a 844 pt height reads `0 200 400 600 844`), and there are still at most
  /// `maximumTicks`.
  func ticksThroughUpperBound(step: Double) -> [Double] {
    var ticks = ticks(step: step)
    let upper = domain.upperBound
    // The bound is already a tick where the last one lies within rounding of it; a span too
    // small to tick has its one tick.
    guard span.isNormal, let last = ticks.last, upper - last > span * 1e-9 else { return ticks }
    // The step the ticks were given at: `ticks(step:)` takes a coarser one for too fine a step.
    let spacing = ticks.count > 1 ? ticks[1] - ticks[0] : step
    while let last = ticks.last, last > domain.lowerBound, upper - last < spacing / 2 {
      ticks.removeLast()
    }
    if ticks.count == Self.maximumTicks { ticks.removeLast() }
    ticks.append(upper)
    return ticks
  }

  /// The smallest step of the form 1, 2 or 5 times a power of ten that cuts `span` into at most
  /// `count` pieces.
  ///
  /// A span that is zero, negative, not finite, or too small for the powers of ten below it to be
  /// told apart (a denormal) gets a step of 1: its axis shows the one value it has.
  static func step(for span: Double, atMost count: Int) -> Double {
    guard span.isNormal, span > 0, count > 0 else { return 1 }
    var magnitude = 1.0
    while magnitude * 10 <= span { magnitude *= 10 }
    while magnitude > span { magnitude /= 10 }
    // Start a decade lower so that spans just over a power of ten get a fine enough step.
    magnitude /= 10
    while true {
      for factor in [1.0, 2.0, 5.0] where span / (factor * magnitude) <= Double(count) {
        // Near the largest Double the round step overflows; the span itself is the one piece.
        return (factor * magnitude).isFinite ? factor * magnitude : span
      }
      magnitude *= 10
    }
  }

  /// How many decimals tick labels need for `step` (0.05 needs 2, 100 needs none).
  static func decimals(for step: Double) -> Int {
    var decimals = 0
    var scaled = step
    while decimals < 6 && (scaled - scaled.rounded()).magnitude > 1e-9 * max(1, scaled) {
      scaled *= 10
      decimals += 1
    }
    return decimals
  }
}

extension AxisScale {
  /// A tick label with exactly `decimals` places, never `-0`.
  static func label(_ value: Double, decimals: Int) -> String {
    let text = NumberText.fixed(value, decimals: decimals)
    return text.hasPrefix("-") && text.allSatisfy({ $0 == "-" || $0 == "0" || $0 == "." })
      ? String(text.dropFirst()) : text
  }
}
