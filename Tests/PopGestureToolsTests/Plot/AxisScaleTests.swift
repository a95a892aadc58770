import Foundation
import PopGestureFormats
import PopGestureTestSupport
import Testing

@testable import PopGesture
@testable import PopGestureTools

/// Round ticks: few, in order, inside the domain and always finished, whatever the domain and step.
extension PlotSuite {
  /// Domains and steps that once gave a tick per step (half a million of them, or billions) or
  /// never ended, beside plain ones.
  static let cases: [(domain: ClosedRange<Double>, step: Double)] = [
    (0...1, 0.2),
    (0...844, 200),
    (0...1, 1e-5),  // a device 1e-5 pt wide, ticked for its width on a 1 pt panel
    (0...1, 1e-10),
    (0...1e15, 1e-3),
    (1e15...(1e15 + 1), 0.1),  // 1e16 tenths: past 2^53, adding 1 to the count changes nothing
    (1e15...(1e15 + 0.5), 0.05),
    (0...1e15, 2e14),
    (0...Double.leastNonzeroMagnitude, 1),  // a denormal span
    (0...Double.leastNonzeroMagnitude, .leastNonzeroMagnitude),
    (3...3, 1),
    (1e300...1e301, 1e-300),
    (0...Double.greatestFiniteMagnitude, 1),  // the largest span there is
    (-Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude, 1e300),  // a span that overflows
    (0...Double.infinity, 1),
    (-Double.infinity...Double.infinity, .greatestFiniteMagnitude),
  ]

  @Test("ticks are at most a fixed number, increasing, inside the domain")
  func ticksAreBounded() {
    eachArgument(Self.cases) { (domain, step) in ticksAreBounded(domain: domain, step: step) }
  }

  func ticksAreBounded(domain: ClosedRange<Double>, step: Double) {
    let ticks = AxisScale(domain: domain, start: 0, end: 100).ticks(step: step)
    #expect(!ticks.isEmpty)
    #expect(ticks.count <= AxisScale.maximumTicks)
    #expect(zip(ticks, ticks.dropFirst()).allSatisfy { $0 < $1 })
    let slack = (domain.upperBound - domain.lowerBound) * 1e-6
    #expect(ticks.allSatisfy { domain.lowerBound - slack <= $0 && $0 <= domain.upperBound + slack })
  }

  @Test("ticks through the upper bound are bounded, increasing, inside the domain and end on it")
  func ticksThroughUpperBoundAreBounded() {
    eachArgument(Self.cases) { (domain, step) in ticksThroughUpperBoundAreBounded(domain: domain, step: step)
    }
  }

  func ticksThroughUpperBoundAreBounded(domain: ClosedRange<Double>, step: Double) {
    let ticks = AxisScale(domain: domain, start: 0, end: 100).ticksThroughUpperBound(step: step)
    #expect(!ticks.isEmpty)
    #expect(ticks.count <= AxisScale.maximumTicks)
    #expect(zip(ticks, ticks.dropFirst()).allSatisfy { $0 < $1 })
    let slack = (domain.upperBound - domain.lowerBound) * 1e-6
    #expect(ticks.allSatisfy { domain.lowerBound - slack <= $0 && $0 <= domain.upperBound + slack })
    if (domain.upperBound - domain.lowerBound).isNormal {
      #expect(ticks.last.map { abs($0 - domain.upperBound) <= slack } == true)
    }
  }

  @Test(
    "a plot of times an enormous or infinite span apart finishes, with an axis of a few ticks",
    .timeLimit(.minutes(1)))
  func enormousTimeSpan() {
    eachArgument([
      (0.0, 1e300), (-Double.greatestFiniteMagnitude, Double.greatestFiniteMagnitude), (0, .infinity),
    ]) { (first, last) in try enormousTimeSpan(first: first, last: last) }
  }

  func enormousTimeSpan(first: Double, last: Double) throws {
    let touch = { (t: Double, phase: TouchPhase) in
      Event(t: t, kind: .touch(TouchEvent(touch: 1, phase: phase, location: Point(x: 100, y: 400))))
    }
    let trace = Trace(
      name: "far apart", navigation: NavigationDescription(stack: [Screen(id: "a"), Screen(id: "b")]),
      events: [touch(first, .began), touch(last, .ended)])
    let svg = TimelinePlot.svg(for: trace)
    #expect(svg.hasSuffix("</svg>\n"))
    #expect(svg.components(separatedBy: "class=\"tick\"").count - 1 <= 6 + 5 + 3 + AxisScale.maximumTicks)
  }

  @Test("an axis ends on its upper bound: round ticks, and the bound instead of a round tick too near it")
  func ticksEndOnTheUpperBound() {
    let ticks = { (domain: ClosedRange<Double>, step: Double) in
      AxisScale(domain: domain, start: 0, end: 1).ticksThroughUpperBound(step: step)
    }
    #expect(ticks(0...390, 100) == [0, 100, 200, 300, 390])
    #expect(ticks(0...844, 200) == [0, 200, 400, 600, 844])
    #expect(ticks(0...330, 100) == [0, 100, 200, 330])
    #expect(ticks(0...400, 100) == [0, 100, 200, 300, 400])
    #expect(ticks(-12...390, 100) == [0, 100, 200, 300, 390])
    #expect(ticks(0...1, 0.2).count == 6)
  }

  @Test("a fine enough step gives every multiple of it, as before")
  func ticksOfAPlainStep() {
    #expect(AxisScale(domain: 0...0.45, start: 0, end: 1).ticks(step: 0.05).count == 10)
    #expect(AxisScale(domain: 0...0.45, start: 0, end: 1).ticks(step: 0.05)[3] == 0.15000000000000002)
    #expect(AxisScale(domain: 0...844, start: 0, end: 1).ticks(step: 200) == [0, 200, 400, 600, 800])
  }

  @Test("a step that is zero, negative or not finite gives the lower bound alone")
  func degenerateStep() {
    eachArgument([0, -1, .infinity, .nan]) { step in degenerateStep(step: step) }
  }

  func degenerateStep(step: Double) {
    #expect(AxisScale(domain: 2...5, start: 0, end: 1).ticks(step: step) == [2])
  }

  @Test("every span gets a positive, finite step that cuts it into at most the pieces asked")
  func stepIsAlwaysUsable() {
    eachArgument([
      0, .leastNonzeroMagnitude, Double.leastNormalMagnitude / 1000, 1e-300, 1e-5, 0.1, 1, 844, 1e15, 1.7e308,
      .infinity, .nan, -3,
    ]) { span in stepIsAlwaysUsable(span: span) }
  }

  func stepIsAlwaysUsable(span: Double) {
    for count in [1, 5, 10] {
      let step = AxisScale.step(for: span, atMost: count)
      #expect(step > 0 && step.isFinite)
      if span.isNormal && span > 0 { #expect(span / step <= Double(count)) }
    }
  }
}
