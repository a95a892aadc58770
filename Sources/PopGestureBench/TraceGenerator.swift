import Foundation
import PopGesture
import PopGestureFormats
import PopGestureTools

/// Writes the benchmark's trace: swipes that pop, each followed by a push, for as many events as asked.
///
/// Deterministic: the same count always gives the same bytes. The layout is the one people
/// write and recorders produce: one event per line.
enum TraceGenerator {
  /// Events per cycle: a finger down, 12 moves, the lift, and the push that follows.
  static let eventsPerCycle = 15

  /// Writes a trace of about `events` events to `path` and returns its exact event count.
  ///
  /// The trace is written to a file of its own, then renamed into place: runs at once share the
  /// benchmark's folder, and one must never read the file while another rewrites it.
  static func write(events: Int, to path: String) throws -> Int {
    let partial = path + ".\(getpid()).partial"
    guard let file = fopen(partial, "w") else { throw BenchError.cannotWrite(partial) }
    let count = write(events: events, into: file)
    guard fclose(file) == 0, rename(partial, path) == 0 else { throw BenchError.cannotWrite(path) }
    return count
  }

  /// Writes the trace of about `events` events into `file` and returns its exact event count.
  private static func write(events: Int, into file: UnsafeMutablePointer<FILE>) -> Int {
    var text = """
      {
        "format": "popgesture-trace/1",
        "name": "benchmark: swipes that pop, each followed by a push",
        "navigation": { "stack": [{ "id": "home" }, { "id": "detail" }] },
        "events": [

      """
    let cycles = max(1, events / eventsPerCycle)
    for cycle in 0..<cycles {
      let start = Double(cycle)
      // A 180 pt swipe over 0.2 s at 60 Hz, with a little vertical drift that varies by cycle.
      let drift = Double(cycle % 7) * 0.1
      appendTouch(&text, t: start, phase: "began", x: 120, y: 400)
      for step in 1...12 {
        let fraction = Double(step) / 12
        appendTouch(
          &text, t: start + 0.2 * fraction, phase: "moved", x: 120 + 180 * fraction,
          y: 400 + drift * Double(step))
      }
      appendTouch(&text, t: start + 0.2, phase: "ended", x: 300, y: 400 + drift * 12)
      let isLast = cycle == cycles - 1
      text +=
        "    { \"t\": \(format(start + 0.6, decimals: 3)), \"action\": \"push\", \"screen\": { \"id\": \"detail\" } }"
      text += isLast ? "\n" : ",\n"
      if text.utf8.count > 1 << 20 || isLast {
        fputs(text, file)
        text = ""
      }
    }
    fputs("  ]\n}\n", file)
    return cycles * eventsPerCycle
  }

  /// Appends one touch event of finger 1, and the comma that follows it.
  private static func appendTouch(_ text: inout String, t: Double, phase: String, x: Double, y: Double) {
    text += "    { \"t\": \(format(t, decimals: 3)), \"touch\": 1, \"phase\": \"\(phase)\", "
    text += "\"x\": \(format(x, decimals: 1)), \"y\": \(format(y, decimals: 1)) },\n"
  }

  /// Locale-free fixed decimals, trailing zeros kept.
  private static func format(_ value: Double, decimals: Int) -> String {
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let scaled = Int((value * scale).rounded())
    let integer = String(scaled / Int(scale))
    let fraction = String(scaled % Int(scale))
    return integer + "." + String(repeating: "0", count: decimals - fraction.count) + fraction
  }
}

/// Why the benchmark could not run.
enum BenchError: Error, CustomStringConvertible {
  case cannotWrite(String)
  case cannotRead(String)
  case childFailed(String)

  var description: String {
    switch self {
    case .cannotWrite(let path): "cannot write '\(path)'"
    case .cannotRead(let path): "cannot read '\(path)'"
    case .childFailed(let command): "'\(command)' failed"
    }
  }
}
