import PopGesture
import PopGestureFormats
import PopGestureTools
import Testing

/// A small deterministic generator (SplitMix64), so tests with arbitrary input see the same input
/// on every run.
package struct SeededGenerator {
  private var state: UInt64

  /// A generator that starts from `seed`.
  package init(seed: UInt64) { state = seed }

  /// The next pseudo-random 64 bits.
  package mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number in `range`, in steps of a ten-thousandth of it.
  package mutating func number(_ range: ClosedRange<Double>) -> Double {
    range.lowerBound + Double(next() % 10_000) / 10_000 * (range.upperBound - range.lowerBound)
  }

  /// One of `choices`.
  package mutating func pick<T>(_ choices: [T]) -> T { choices[Int(next() % UInt64(choices.count))] }
}

/// The final stack of a replay of `trace`.
package func finalStack(_ trace: Trace) throws -> [String] {
  try #require(Replayer.replay(trace).final).stack
}
