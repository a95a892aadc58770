import Foundation
import PopGestureFormats

/// What the text log costs against jsonl on the same trace, as ratios of text's time to jsonl's.
///
/// Judged as `popgesture replay` runs: the check beside reading, model and writing, each on a
/// thread of its own (`Benchmark.replay`), in the processor time of all its threads, which counts every
/// stage's work however the threads share the cores; the wall time is shown beside it. With
/// every stage on one thread (`Benchmark.replayOnOneThread`) the ratio is shown too, not
/// judged: there the reader's, the model's and the writer's code share one core's caches, which
/// the command never asks of them, and the text log's outcome lines, a little more code in that
/// loop, cost more in cache misses than in instructions.
///
/// Each ratio is the median of `rounds` pairs of samples, jsonl then text, one pair after the
/// other, each sample replaying the trace often enough to take a tenth of a second: a pair sees
/// the machine in one state, and the median ignores the pairs a burst of other work split. (The
/// fastest sample of each format, taken apart, paired a quiet jsonl sample with a text sample of
/// another moment, and moved the ratio by a tenth from one process to the next.)
struct FormatCosts {
  /// Text's time over jsonl's: processor time and wall time as the command runs, and processor
  /// time on one thread.
  var processor: Double
  var wall: Double
  var oneThread: Double

  /// The pairs of samples each ratio is the median of.
  static let rounds = 15
  /// The least time of a sample, in seconds.
  static let sampleTime = 0.1

  /// Measures the three ratios on the trace at `path`, in this process.
  static func measure(_ path: String) throws -> FormatCosts {
    let once = try Benchmark.processorTime { _ = try Benchmark.replay(path, format: .jsonl) }
    let repeats = max(1, Int((sampleTime / max(once, 1e-3)).rounded(.up)))
    var processor: [Double] = []
    var wall: [Double] = []
    var oneThread: [Double] = []
    for _ in 0..<rounds {
      let jsonl = try sample(repeats) { _ = try Benchmark.replay(path, format: .jsonl) }
      let text = try sample(repeats) { _ = try Benchmark.replay(path, format: .text) }
      processor.append(text.processor / jsonl.processor)
      wall.append(text.wall / jsonl.wall)
      let jsonlAlone = try sample(repeats) { _ = try Benchmark.replayOnOneThread(path, format: .jsonl) }
      let textAlone = try sample(repeats) { _ = try Benchmark.replayOnOneThread(path, format: .text) }
      oneThread.append(textAlone.processor / jsonlAlone.processor)
    }
    return FormatCosts(processor: median(processor), wall: median(wall), oneThread: median(oneThread))
  }

  /// `measure` of `path` in a fresh process of this benchmark (`--child formats`).
  static func inChild(_ path: String) throws -> FormatCosts {
    let me = Benchmark.siblingExecutable("popgesture-bench") ?? CommandLine.arguments[0]
    let process = Process()
    process.executableURL = URL(fileURLWithPath: me)
    process.arguments = ["--child", "formats", path]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    let ratios = output.split(whereSeparator: \.isWhitespace).compactMap { Double($0) }
    guard process.terminationStatus == 0, ratios.count == 3 else {
      throw BenchError.childFailed("\(me) --child formats \(path)")
    }
    return FormatCosts(processor: ratios[0], wall: ratios[1], oneThread: ratios[2])
  }

  /// Each ratio's median over `runs`.
  static func median(_ runs: [FormatCosts]) -> FormatCosts {
    FormatCosts(
      processor: median(runs.map(\.processor)), wall: median(runs.map(\.wall)),
      oneThread: median(runs.map(\.oneThread)))
  }

  /// The middle value of `values`, the mean of the middle two when they are even.
  private static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }

  /// The processor and wall time of one run of `body`, `repeats` times over, per run.
  private static func sample(_ repeats: Int, _ body: () throws -> Void) rethrows -> (
    processor: Double, wall: Double
  ) {
    let start = Measure.now()
    let processor = try Benchmark.processorTime { for _ in 0..<repeats { try body() } }
    return (processor / Double(repeats), (Measure.now() - start) / Double(repeats))
  }
}
