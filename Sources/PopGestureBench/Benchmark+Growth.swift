import Foundation
import PopGesture
import PopGestureFormats
import PopGestureTools

extension Benchmark {
  /// Times every `Growth` case at its size and at 8 times it, and reports each exponent.
  func runGrowth() throws {
    print("\ngrowth: each job at n and 8n, medians of \(min(runs, 3)) runs; exponent = log(t8n / tn) / log 8")
    for job in Growth.allCases {
      let result = try Growth.measure(job, runs: min(runs, 3))
      let label = job.label(job.size) + " -> " + job.label(job.size * 8)
      target(
        label, result.exponent <= job.limit,
        "\(fixed(result.small, 3)) s -> \(fixed(result.large, 3)) s, exponent \(fixed(result.exponent, 2))")
    }
  }
}
