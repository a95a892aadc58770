/// Whether a released interactive pop finishes, and how long it takes to settle (<doc:TraceFormat>,
/// the interactive pop), with the inputs it was decided from.
public struct ReleaseDecision: Sendable, Equatable {
  /// What decided.
  public enum Basis: Sendable, Equatable {
    /// The recognizer ended: the settings' finish rule read the progress and the velocity.
    case finishRule(FinishRule)
    /// The recognizer was cancelled: the pop springs back.
    case recognizerCancelled
  }

  /// What decided: the finish rule, or a cancelled recognizer.
  public var basis: Basis
  /// The progress at release, 0 to 1.
  public var progress: Double
  /// Points per second along the pop direction.
  public var velocity: Double
  /// Whether the stack changes: the pop completes.
  public var finishes: Bool
  /// Seconds until the stack changes (or stays).
  public var settle: Double

  /// Applies the settings' finish rule to progress `p` and velocity `v` (pt/s along the pop
  /// direction).
  init(progress p: Double, velocity v: Double, width: Double, settings: Trace.Settings) {
    basis = .finishRule(settings.finishRule)
    progress = p
    velocity = v
    finishes = settings.finishRule.finishes(
      progress: p, velocity: v, width: width, projection: settings.releaseProjection)
    settle = Self.settleDuration(
      remaining: finishes ? 1 - p : p, velocity: v, width: width, duration: settings.transitionDuration)
  }

  /// A cancelled recognizer: the pop runs back over `p * d`. UIKit sets no completion speed
  /// then, so the transition goes back at its own pace, over the part it had covered.
  init(cancelledAt p: Double, velocity v: Double, settings: Trace.Settings) {
    basis = .recognizerCancelled
    progress = p
    velocity = v
    finishes = false
    settle = p * settings.transitionDuration
  }

  /// `0` when nothing remains, `d` without velocity, else `min(d, r * W / |v|)`.
  static func settleDuration(remaining r: Double, velocity v: Double, width: Double, duration d: Double)
    -> Double
  {
    if r == 0 { return 0 }
    if v == 0 { return d }
    return min(d, r * width / abs(v))
  }
}

extension FinishRule {
  /// `p + (v / W) * releaseProjection`: where the projection rule puts the release.
  package static func projectedProgress(
    progress p: Double, velocity v: Double, width: Double, projection: Double
  )
    -> Double
  {
    // Without a projection window the velocity plays no part, even one so fast against a
    // screen so narrow that `v / width` is infinite (and infinity times 0 is not a number).
    p + (projection == 0 ? 0 : (v / width) * projection)
  }

  /// `min(187.5 / W, 0.5)`: the line the projected progress must pass to finish.
  package static func projectionLine(width: Double) -> Double { min(187.5 / width, 0.5) }

  /// Whether a pop released at progress `p` with velocity `v` completes.
  func finishes(progress p: Double, velocity v: Double, width: Double, projection: Double) -> Bool {
    switch self {
    case .projection:
      return Self.projectedProgress(progress: p, velocity: v, width: width, projection: projection)
        > Self.projectionLine(width: width)
    case .legacy:
      return v >= 0
    case .flutter:
      if abs(v) / width >= 1 { return v > 0 }
      return p >= 0.5
    }
  }
}

extension ReleaseDecision {
  /// The rule that decided, with its numbers, for a screen `width` points wide and the settings'
  /// `projection`: `projection: 0.23 + 80.0 / 390 x 0.12 = 0.255 <= 0.481 -> cancel`.
  public func rule(width: Double, projection: Double) -> String {
    let p = NumberText.fraction(progress)
    let v = NumberText.points(velocity)
    let verdict = finishes ? "finish" : "cancel"
    switch basis {
    case .recognizerCancelled:
      return
        "its recognizer was cancelled, so the pop runs back over p x d = \(NumberText.fraction(settle)) s"
    case .finishRule(.projection):
      let line = FinishRule.projectionLine(width: width)
      let projected = FinishRule.projectedProgress(
        progress: progress, velocity: velocity, width: width, projection: projection)
      return
        "projection: \(p) + \(v) / \(NumberText.plain(width)) x \(NumberText.plain(projection)) = "
        + "\(NumberText.fraction(projected)) \(finishes ? ">" : "<=") \(NumberText.fraction(line)) -> \(verdict)"
    case .finishRule(.legacy):
      return "legacy: v = \(v) \(finishes ? ">=" : "<") 0 -> \(verdict)"
    case .finishRule(.flutter):
      let fling = abs(velocity) / width
      return fling >= 1
        ? "flutter: |v| / W = \(NumberText.fraction(fling)) >= 1, a fling \(velocity > 0 ? "toward" : "away from") the back edge -> \(verdict)"
        : "flutter: |v| / W = \(NumberText.fraction(fling)) < 1, so p = \(p) \(finishes ? ">=" : "<") 0.5 -> \(verdict)"
    }
  }
}
