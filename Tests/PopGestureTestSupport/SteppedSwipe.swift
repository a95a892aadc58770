import PopGestureTesting

extension Scenario.Step {
  /// A swipe of `steps` equal moves over `duration`, as `TraceScript.swipe` makes one, sampled
  /// and rounded as `synth` writes it.
  package static func steppedSwipe(
    from: Point, to: Point, duration: Double = 0.192, steps: Int = 12, at start: Double? = nil
  ) -> Scenario.Step {
    .swipe(from: from, to: to, duration: duration, start: start, rate: Double(steps) / duration)
  }
}
