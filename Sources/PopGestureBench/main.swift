import Foundation
import PopGesture
import PopGestureFormats
import PopGestureTools

// popgesture-bench [--short] [--events N] [--runs K] [--growth-only]: see Benchmark.swift. It exits
// 0 once it has run to the end, whatever its targets, and 1 when it cannot run. The hidden `--child`
// modes run one measured job in a fresh process, so each peak-memory reading is that job's alone;
// they also serve profilers (`--child read FILE` reads a trace once, checking it, and nothing else;
// `--child check FILE` checks it as a replay's first pass does; `--child model FILE` reads and
// replays it on one thread, and `--child model-decisions FILE` does so keeping every decision).
let arguments = Array(CommandLine.arguments.dropFirst())
do {
  if arguments.first == "--child" {
    try Benchmark.child(Array(arguments.dropFirst()))
  } else {
    try Benchmark(arguments: arguments).run()
  }
} catch {
  FileHandle.standardError.write(Data("popgesture-bench: \(error)\n".utf8))
  exit(1)
}
