/// The log's rounding (<doc:VerdictLog>): `(x * 10^k).rounded() / 10^k`, half away from zero after scaling.
package enum Rounding {
  /// Times and progress: 3 decimals.
  package static func time(_ value: Double) -> Double { round(value, scale: 1000) }
  /// Progress: 3 decimals.
  package static func progress(_ value: Double) -> Double { round(value, scale: 1000) }
  /// Points and velocities: 1 decimal.
  package static func points(_ value: Double) -> Double { round(value, scale: 10) }

  /// `value` as a log writes it at `scale` and reads it back: rounded, unless it is too large to
  /// have decimals left once scaled (9e15, where the log writes it whole), or not finite.
  package static func logged(_ value: Double, scale: Double) -> Double {
    guard abs(value * scale) < 9e15 else { return value }
    return round(value, scale: scale)
  }

  /// Rounds at `scale`, and turns negative zero into zero so logs never show `-0.0`.
  package static func round(_ value: Double, scale: Double) -> Double {
    let rounded = (value * scale).rounded() / scale
    return rounded == 0 ? 0 : rounded
  }
}

extension Record {
  /// The record as its line in a log reads back: times and progress to 3 decimals, points and
  /// velocities to 1, each as `Rounding` rounds it; a number too large to keep decimals once
  /// scaled (9e15) is written whole, and stays as it is.
  public var rounded: Record {
    func point(_ value: Point) -> Point {
      Point(x: Rounding.logged(value.x, scale: 10), y: Rounding.logged(value.y, scale: 10))
    }
    func fraction(_ value: Double) -> Double { Rounding.logged(value, scale: 1000) }
    var body = body
    switch body {
    case .touch(var touch):
      touch.location = point(touch.location)
      body = .touch(touch)
    case .recognizer(var recognizer):
      recognizer.translation = recognizer.translation.map(point)
      recognizer.location = recognizer.location.map(point)
      recognizer.velocity = recognizer.velocity.map(point)
      body = .recognizer(recognizer)
    case .progress(let value):
      body = .progress(fraction(value))
    case .release(var release):
      release.progress = fraction(release.progress)
      release.velocity = Rounding.logged(release.velocity, scale: 10)
      release.settle = fraction(release.settle)
      body = .release(release)
    case .scroll(let view, let offset):
      body = .scroll(view: view, contentOffset: point(offset))
    case .slider(let view, let value):
      body = .slider(view: view, value: fraction(value))
    case .transition, .navigationBar, .action, .fault, .final:
      break
    }
    return Record(t: fraction(t), body, sequence: sequence)
  }
}
