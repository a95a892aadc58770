import Foundation
import PopGesture
import PopGestureFormats
import PopGestureTools

extension Benchmark {
  /// Times every `Growth` case at its size (its short size in a short run) and at 8 times it,
  /// and checks each exponent against the case's limit.
  func runGrowth() throws {
    print(
      "\ngrowth: each job at n and 8n, the fastest of \(runs) rounds taking turns; "
        + "exponent = log(t8n / tn) / log 8")
    for job in Growth.allCases {
      let size = isShort ? job.shortSize : job.size
      let result = try Growth.measure(job, size: size, rounds: runs)
      target(
        job.label(size) + " -> " + job.label(size * 8), result.exponent <= job.limit,
        "\(fixed(result.small, 4)) s -> \(fixed(result.large, 4)) s, exponent \(fixed(result.exponent, 2)) "
          + "(at most \(fixed(job.limit, 2)))")
    }
  }
}
