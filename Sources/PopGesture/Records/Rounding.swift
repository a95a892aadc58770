/// The log's rounding (<doc:VerdictLog>): `(x * 10^k).rounded() / 10^k`, half away from zero after scaling.
package enum Rounding {
  /// Times and progress: 3 decimals.
  package static func time(_ value: Double) -> Double { round(value, scale: 1000) }
  /// Progress: 3 decimals.
  package static func progress(_ value: Double) -> Double { round(value, scale: 1000) }
  /// Points and velocities: 1 decimal.
  package static func points(_ value: Double) -> Double { round(value, scale: 10) }

  /// Rounds at `scale`, and turns negative zero into zero so logs never show `-0.0`.
  package static func round(_ value: Double, scale: Double) -> Double {
    let rounded = (value * scale).rounded() / scale
    return rounded == 0 ? 0 : rounded
  }
}
