import Foundation
import PopGesture
import PopGestureFormats
import PopGestureTools

/// How the cost of a job grows with its size: each case is timed at `n` and at `8n` in the same
/// run, and the ratio becomes an exponent, `log(t(8n) / t(n)) / log 8`: 1 for linear work, 2 for
/// quadratic. Ratios measured side by side do not depend on how fast the machine is, and in
/// processor time they hardly depend on how busy it is.
enum Growth {
  /// One job whose size can be chosen.
  struct Case {
    /// What is measured, at the size given: "100,000 unanimated pushes".
    var label: (Int) -> String
    /// The smaller size; the job also runs at 8 times this.
    var size: Int
    /// The smaller size in a short run: half the full one unless the case says otherwise, small
    /// enough to be quick, large enough that the work, not the fixed costs, sets the exponent.
    var shortSize: Int
    /// The highest exponent the job may show and still count as linear.
    var limit: Double
    /// Prepares the job for a size (untimed) and returns the timed part.
    var prepare: (Int) throws -> () throws -> Void

    /// A case whose short run is at `shortSize`, half of `size` when not given.
    init(
      label: @escaping (Int) -> String, size: Int, shortSize: Int? = nil, limit: Double = 1.25,
      prepare: @escaping (Int) throws -> () throws -> Void
    ) {
      self.label = label
      self.size = size
      self.shortSize = shortSize ?? max(1, size / 2)
      self.limit = limit
      self.prepare = prepare
    }
  }

  /// Every case the benchmark reports, in the order of the benchmark's sections.
  static var allCases: [Case] {
    replayCases + stackCases + explainCases + compareCases + importCases + mapCases + plotCases
      + suggestionCases + diffCases + auditCases
  }

  /// What one case measured.
  struct Result {
    /// Seconds of processor time for one run at n, and at 8n.
    var small: Double
    var large: Double
    /// `log(large / small) / log 8`: 1 when the job is linear.
    var exponent: Double { log(large / small) / log(8) }
  }

  /// The shortest a timed sample may be: a job quicker than this runs several times in a row per
  /// sample, so that the clock's grain and a stray wake-up of another process stay small against
  /// what is measured.
  static let shortestSample = 0.02

  /// Times `job` at `size` and at 8 times it, and keeps the fastest of `rounds` samples of each.
  ///
  /// The two sizes take turns, round after round, so that a spell of load from other processes
  /// slows both rather than one; and the fastest sample is kept, since load only ever adds time.
  /// A first run of each, not kept, warms the caches and says how often the job must repeat.
  static func measure(_ job: Case, size: Int, rounds: Int) throws -> Result {
    let small = try job.prepare(size)
    let large = try job.prepare(size * 8)
    let repeats = (small: try repeatsPerSample(small), large: try repeatsPerSample(large))
    var fastest = (small: Double.infinity, large: Double.infinity)
    for _ in 0..<max(1, rounds) {
      fastest.small = min(fastest.small, try sample(small, repeats: repeats.small))
      fastest.large = min(fastest.large, try sample(large, repeats: repeats.large))
    }
    return Result(small: fastest.small, large: fastest.large)
  }

  /// Runs `job` once, and says how many runs make a sample of at least `shortestSample`.
  private static func repeatsPerSample(_ job: () throws -> Void) throws -> Int {
    let once = try sample(job, repeats: 1)
    return once >= shortestSample ? 1 : Int((shortestSample / max(once, 1e-6)).rounded(.up))
  }

  /// Seconds of processor time per run of `job`, run `repeats` times in a row.
  private static func sample(_ job: () throws -> Void, repeats: Int) throws -> Double {
    let start = Measure.processorTime()
    for _ in 0..<repeats { try job() }
    return (Measure.processorTime() - start) / Double(repeats)
  }

  /// `12,500`: thousands grouped with commas.
  static func grouped(_ count: Int) -> String {
    let digits = Array(String(count))
    var text = ""
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { text.append(",") }
      text.append(digit)
    }
    return text
  }
}
