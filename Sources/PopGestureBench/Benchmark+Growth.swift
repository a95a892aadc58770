import Foundation
import PopGesture
import PopGestureFormats
import PopGestureTools

extension Benchmark {
  /// Times every `Growth` case at its size and at 8 times it, and checks each exponent against
  /// the case's limit.
  func runGrowth() throws {
    print(
      "\ngrowth: each job at n and 8n, the fastest of \(runs) rounds taking turns; "
        + "exponent = log(t8n / tn) / log 8")
    for job in Growth.allCases {
      let result = try Growth.measure(job, size: job.size, rounds: runs)
      target(
        job.label(job.size) + " -> " + job.label(job.size * 8), result.exponent <= job.limit,
        "\(fixed(result.small, 4)) s -> \(fixed(result.large, 4)) s, exponent \(fixed(result.exponent, 2)) "
          + "(at most \(fixed(job.limit, 2)))")
    }
  }
}
