import Foundation
import PopGesture
import PopGestureFormats
import PopGestureTools

/// How the cost of a job grows with its size: each case is timed at `n` and at `8n` in the same
/// run, and the ratio becomes an exponent, `log(t(8n) / t(n)) / log 8`: 1 for linear work, 2 for
/// quadratic. Ratios measured side by side do not depend on how fast the machine is.
enum Growth {
  /// One job whose size can be chosen.
  struct Case {
    /// What is measured, at the size given: "100,000 unanimated pushes".
    var label: (Int) -> String
    /// The smaller size; the job also runs at 8 times this.
    var size: Int
    /// The highest exponent the job may show and still count as linear.
    var limit = 1.25
    /// Prepares the job for a size (untimed) and returns the timed part.
    var prepare: (Int) throws -> () throws -> Void
  }

  /// Every case the benchmark reports, in order.
  static var allCases: [Case] { stackCases + plotCases + suggestionCases }

  /// What one case measured.
  struct Result {
    var small: Double
    var large: Double
    var exponent: Double { log(large / small) / log(8) }
  }

  /// Times `job` at its size and at 8 times it, each the median of `runs` runs.
  static func measure(_ job: Case, runs: Int) throws -> Result {
    let small = try job.prepare(job.size)
    let smallTime = try Measure.median(runs: runs) { try small() }
    let large = try job.prepare(job.size * 8)
    let largeTime = try Measure.median(runs: runs) { try large() }
    return Result(small: smallTime, large: largeTime)
  }
}
