/// Locale-free number text for the logs, and for reports that quote their numbers.
package enum NumberText {
  /// The shortest text that reads back as `value` (`160.0`, `0.436`), or `null` if not finite.
  package static func json(_ value: Double) -> String {
    guard value.isFinite else { return "null" }
    return value.description
  }

  /// Points and velocities as the log writes them: 1 decimal.
  package static func points(_ value: Double) -> String { fixed(value, decimals: 1) }

  /// Progress and times as the log writes them: 3 decimals.
  package static func fraction(_ value: Double) -> String { fixed(value, decimals: 3) }

  /// A setting or a limit written as short as it reads back: `10`, `77.5`.
  package static func plain(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : json(value)
  }

  /// `value` rounded to exactly `decimals` places, with trailing zeros (`0.090`, `-12.5`).
  package static func fixed(_ value: Double, decimals: Int) -> String {
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let scaled = (value * scale).rounded()
    // Beyond 2^53 there are no decimals left to show, and Int conversion could trap.
    guard scaled.isFinite, abs(scaled) < 9.0e15 else { return json(value) }
    let integer = Int(scaled)
    let magnitude = integer.magnitude
    let divisor = UInt(scale)
    var text = integer < 0 ? "-" : ""
    text += String(magnitude / divisor)
    guard decimals > 0 else { return text }
    let fraction = String(magnitude % divisor)
    text += "." + String(repeating: "0", count: decimals - fraction.count) + fraction
    return text
  }
}
