import Foundation
import PopGesture
import PopGestureFormats
import PopGestureTools

/// `swift run -c release popgesture-bench [--events N] [--runs K] [--growth-only]`
///
/// Writes a deterministic trace of about N events (default 1,000,000) and one a quarter as long,
/// then, in one sitting: times replaying it in process (reader + model + jsonl into a discarding
/// sink) against Foundation's JSONDecoder decoding the same bytes into plain Codable structs;
/// times the `popgesture` command and python's `json.load` on the same file when they can be
/// found; and reads each job's peak memory from a fresh child process. Then it times the jobs
/// that must stay linear at two sizes (see `Growth`). Prints medians and the targets with PASS
/// or FAIL; `--growth-only` runs the growth part alone.
struct Benchmark {
  var events = 1_000_000
  var runs = 5
  var isGrowthOnly = false

  init(arguments: [String]) throws {
    var rest = arguments[...]
    while let option = rest.popFirst() {
      switch option {
      case "--events": events = Int(rest.popFirst() ?? "") ?? events
      case "--runs": runs = max(1, Int(rest.popFirst() ?? "") ?? runs)
      case "--growth-only": isGrowthOnly = true
      default:
        print("usage: popgesture-bench [--events N] [--runs K] [--growth-only]")
        exit(option == "--help" || option == "-h" ? 0 : 64)
      }
    }
  }

  func run() throws {
    if !isGrowthOnly {
      try runReplay()
      try runExplain()
      try runMap()
    }
    try runGrowth()
  }

  /// The screen map of a checkout screen (a photo pager, a slider, a form, pops disabled): the
  /// default single panel and the three-panel migration map in process, against what a user
  /// would otherwise run, one `popgesture synth ... | popgesture replay -` per cell.
  func runMap() throws {
    let folder = NSTemporaryDirectory() + "popgesture-bench"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let navigation = folder + "/checkout.json"
    let screen = """
      { "stack": [{ "id": "cart" }, { "id": "checkout", "interactivePopDisabled": true, "views": [
        { "id": "photos", "kind": "scrollView", "frame": [0, 91, 390, 260], "contentSize": [1170, 260], "pagingEnabled": true },
        { "id": "tip", "kind": "slider", "frame": [24, 420, 342, 44], "value": 0.3 },
        { "id": "form", "kind": "scrollView", "frame": [0, 500, 390, 344], "contentSize": [390, 1200] }
      ] }] }
      """
    try Data(screen.utf8).write(to: URL(fileURLWithPath: navigation))
    let trace = try TraceDecoder(file: "checkout.json").decode(
      Array(#"{"format": "popgesture-trace/1", "navigation": \#(screen), "events": []}"#.utf8))
    let map = ScreenMap(trace: trace)
    let migration = [
      ScreenMap.System(policy: .fd, ios: 18), ScreenMap.System(policy: .fd, ios: 26),
      ScreenMap.System(policy: .uikit, ios: 26),
    ]
    let single = Measure.median(runs: runs) { _ = map.panels(for: [migration[1]]) }
    let three = Measure.median(runs: runs) { _ = map.panels(for: migration) }
    let cells = map.panels(for: [migration[1]]).first?.cells ?? []
    print(
      "\nmap, a 390 x 844 screen in 8 pt cells (\(cells.count) per panel), on \(ScreenMap.processorCount) cores:"
    )
    print(
      "    one panel \(fixed(single, 3)) s (\(Int(Double(cells.count) / single)) cells/s); three panels \(fixed(three, 3)) s"
    )
    guard let popgesture = Self.siblingExecutable("popgesture"), let shell = Measure.executable(named: "sh")
    else {
      print("    (no popgesture built beside the benchmark: no baseline)")
      return
    }
    // The baseline, timed on a sample of cells spread over the grid, scaled to all of them.
    let sample = stride(from: 0, to: cells.count, by: max(1, cells.count / 12)).map { cells[$0] }
    var seconds = 0.0
    for (index, cell) in sample.enumerated() {
      let system = migration[index % migration.count]
      let command =
        "\(popgesture) synth --stack cart,checkout --from \(cell.x),\(cell.y) --to \(cell.x + 180),\(cell.y) "
        + "--duration 0.2 --rate 120 --policy \(system.policy.rawValue) --ios \(system.ios) "
        + "| \(popgesture) replay --stack \(navigation) -"
      guard let run = Measure.child([shell, "-c", command]) else { return }
      seconds += run.seconds
    }
    let baseline = seconds / Double(sample.count) * Double(cells.count * migration.count)
    print(
      "    baseline: synth | replay per cell, \(fixed(seconds / Double(sample.count) * 1000, 1)) ms a cell over \(sample.count) cells, \(fixed(baseline, 1)) s for three panels"
    )
    target(
      "three-panel map at least 100x faster than synth | replay per cell", baseline / three >= 100,
      "\(fixed(baseline / three, 0))x")
    target("default single-panel map under one second", single < 1, "\(fixed(single, 3)) s")
  }

  /// `explain` on every trace in `Traces/` (when run from the package): the slowest, with the
  /// replays its search ran, against the bar of an interactive command.
  func runExplain() throws {
    let folder = "Traces"
    guard let paths = TraceFiles.traces(in: folder) else { return }
    var slowest = (name: "", seconds: 0.0, replays: 0)
    var total = 0
    for path in paths {
      let name = String(path.dropFirst(folder.count + 1))
      let trace = try TraceFiles.decode(path)
      var replays = 0
      let seconds = Measure.median(runs: runs) {
        var explainer = Explainer(trace: trace)
        _ = explainer.explanations()
        replays = explainer.replays
      }
      total += replays
      if seconds > slowest.seconds { slowest = (name, seconds, replays) }
    }
    print("\nexplain, every trace in \(folder)/ (median of \(runs) runs each):")
    let slowestRun = "\(fixed(slowest.seconds, 3)) s, \(slowest.replays) replays"
    print("    \(total) replays in all; slowest \(slowest.name): \(slowestRun)")
    target(
      "explaining any trace well under a second", slowest.seconds < 0.25, "\(fixed(slowest.seconds, 3)) s")
  }

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

  /// The replay's speed and memory against JSONDecoder and python, with their targets.
  func runReplay() throws {
    let folder = NSTemporaryDirectory() + "popgesture-bench"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let long = folder + "/trace-long.json"
    let short = folder + "/trace-short.json"
    let longEvents = try TraceGenerator.write(events: events, to: long)
    let shortEvents = try TraceGenerator.write(events: events / 4, to: short)
    // Peak memory first, while this process is small: Linux counts a spawned child's peak from
    // the memory it shared with its parent before exec, so a large parent would hide the child's.
    let me = Self.siblingExecutable("popgesture-bench") ?? CommandLine.arguments[0]
    let longMemory = Measure.child([me, "--child", "replay", long])?.peakMemory ?? 0
    let shortMemory = Measure.child([me, "--child", "replay", short])?.peakMemory ?? 0
    let decoderMemory = Measure.child([me, "--child", "decode", long])?.peakMemory ?? 0
    let bytes = try Data(contentsOf: URL(fileURLWithPath: long))
    let megabytes = Double(bytes.count) / 1_000_000
    print("popgesture-bench: \(longEvents) events, \(fixed(megabytes, 1)) MB in \(long)")
    print("medians of \(runs) runs (in process), 3 runs (child processes)\n")

    var outputBytes = 0
    let replay = try Measure.median(runs: runs) { outputBytes = try Self.replay(long) }
    row("replay, reader + model + jsonl (in process)", replay, megabytes: megabytes, events: longEvents)
    print("    log written: \(fixed(Double(outputBytes) / 1_000_000, 1)) MB of jsonl, discarded")
    // Where the time goes: each stage alone, on one thread, as the differences of three runs.
    let header = try TraceDecoder(file: long).check(from: fileSource(long))
    let check = try Measure.median(runs: runs) {
      _ = try TraceDecoder(file: long).check(from: fileSource(long))
    }
    let read = try Measure.median(runs: runs) { try Self.stages(long, header, model: false, write: false) }
    let model = try Measure.median(runs: runs) { try Self.stages(long, header, model: true, write: false) }
    let written = try Measure.median(runs: runs) { try Self.stages(long, header, model: true, write: true) }
    print(
      "    each stage alone: check \(fixed(check, 3)) s, then read \(fixed(read, 3)) s, "
        + "model \(fixed(model - read, 3)) s, write \(fixed(written - model, 3)) s;")
    print(
      "    one thread would take \(fixed(check + written, 3)) s; the replay checks, then runs the other "
        + "three on threads of their own")
    // The decisions behind the records cost nothing unless kept: one branch per failure and
    // release. Kept or not, in turns, and the fastest of each: a small difference between two
    // medians drowns in this machine's noise.
    var plain = Double.infinity
    var kept = Double.infinity
    for _ in 0..<runs {
      plain = min(
        plain, try Measure.median(runs: 1) { try Self.stages(long, header, model: true, write: false) })
      kept = min(
        kept,
        try Measure.median(runs: 1) {
          try Self.stages(long, header, model: true, write: false, keepsDecisions: true)
        })
    }
    print(
      "    the model keeping every decision beside its record: \(fixed(kept - read, 3)) s, against "
        + "\(fixed(plain - read, 3)) s without (fastest of \(runs) each)")
    let decoderRuns = min(runs, 3)
    let decoder = try Measure.median(runs: decoderRuns) { _ = try CodableBaseline.decode(bytes) }
    row("JSONDecoder into Codable structs (in process)", decoder, megabytes: megabytes, events: longEvents)

    // The real command when it has been built beside this one; else the same library call
    // writing the same bytes to standard output, in a process of its own.
    let commandLine =
      Self.siblingExecutable("popgesture").map { [$0, "replay", "--format", "jsonl", long] }
      ?? [me, "--child", "replay-stdout", long]
    let commandRun = Measure.child(commandLine, runs: 3)
    if let commandRun {
      let label =
        commandLine[1] == "replay"
        ? "popgesture replay --format jsonl > /dev/null"
        : "replay to stdout > /dev/null (no popgesture built)"
      row(label, commandRun.seconds, megabytes: megabytes, events: longEvents)
    }
    let python = Measure.executable(named: "python3").flatMap {
      Measure.child([$0, "-c", "import json,sys; json.load(open(sys.argv[1]))", long], runs: 3)
    }
    if let python {
      row("python3 json.load (parse only)", python.seconds, megabytes: megabytes, events: longEvents)
    } else {
      print("python3 json.load: not measured (no python3 on PATH)")
    }

    print("\npeak memory (getrusage, each job in its own process):")
    print("  replay \(longEvents) events       \(fixed(Double(longMemory) / 1_048_576, 1)) MiB")
    print("  replay \(shortEvents) events        \(fixed(Double(shortMemory) / 1_048_576, 1)) MiB")
    print("  JSONDecoder \(longEvents) events  \(fixed(Double(decoderMemory) / 1_048_576, 1)) MiB")

    print("\ntargets:")
    target("at least 10x faster than JSONDecoder", decoder / replay >= 10, "\(fixed(decoder / replay, 1))x")
    if let commandRun, let python {
      let ratio = commandRun.seconds / python.seconds
      target(
        "replay to /dev/null at most half of python3 json.load", ratio <= 0.5,
        "\(fixed(ratio, 2))x python's time")
    }
    target(
      "peak memory at most 100 MB", longMemory <= 100_000_000,
      "\(fixed(Double(longMemory) / 1_000_000, 1)) MB")
    let growth = shortMemory > 0 ? Double(longMemory) / Double(shortMemory) : .infinity
    target("long trace within 20% of the short one's memory", growth <= 1.2, "\(fixed(growth, 2))x")
  }

  /// One measured job in this fresh process, for its peak memory.
  static func child(_ arguments: [String]) throws {
    guard arguments.count == 2 else { throw BenchError.childFailed(arguments.joined(separator: " ")) }
    switch arguments[0] {
    case "replay": _ = try replay(arguments[1])
    case "read": _ = try TraceDecoder(file: arguments[1]).read(from: fileSource(arguments[1])) { _ in }
    case "check": _ = try TraceDecoder(file: arguments[1]).check(from: fileSource(arguments[1]))
    case "replay-stdout":
      try TraceReplay.run(
        decoder: TraceDecoder(file: arguments[1]), check: fileSource(arguments[1]),
        replay: fileSource(arguments[1]), format: .jsonl
      ) { FileHandle.standardOutput.write(Data($0)) }
    case "decode": _ = try CodableBaseline.decode(Data(contentsOf: URL(fileURLWithPath: arguments[1])))
    case "model", "model-decisions":
      let header = try TraceDecoder(file: arguments[1]).check(from: fileSource(arguments[1]))
      try stages(
        arguments[1], header, model: true, write: false, keepsDecisions: arguments[0] == "model-decisions")
    default: throw BenchError.childFailed(arguments[0])
    }
  }

  /// Replays `path` into a discarding sink, as `popgesture replay --format jsonl` does, and
  /// returns how many bytes of log it wrote.
  static func replay(_ path: String) throws -> Int {
    var written = 0
    try TraceReplay.run(
      decoder: TraceDecoder(file: path), check: fileSource(path), replay: fileSource(path), format: .jsonl
    ) { written += $0.count }
    return written
  }

  /// The second pass of a replay on one thread, as far as `model` and `write` say: reading alone,
  /// reading and the model, or all three into a discarding writer.
  static func stages(
    _ path: String, _ header: TraceHeader, model: Bool, write: Bool, keepsDecisions: Bool = false
  ) throws {
    let decoder = TraceDecoder(file: path, navigationOverride: header.navigation)
    var replayer = Replayer(header: header, keepsDecisions: keepsDecisions)
    var writer = ByteWriter { _ in }
    _ = try decoder.read(from: fileSource(path)) { event in
      guard model else { return }
      replayer.feed(event)
      replayer.drainRecords { record in
        guard write else { return }
        JSONLFormat.write(record, to: &writer)
        writer.newline()
      }
    }
  }

  /// An executable built beside this one (`swift build` puts all products in one folder).
  static func siblingExecutable(_ name: String) -> String? {
    let me = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    let candidate = me.deletingLastPathComponent().appendingPathComponent(name).path
    return FileManager.default.isExecutableFile(atPath: candidate) ? candidate : nil
  }

  private func row(_ label: String, _ seconds: Double, megabytes: Double, events: Int) {
    let padded = label + String(repeating: " ", count: max(1, 48 - label.count))
    print(
      "\(padded)\(fixed(seconds, 3)) s  \(fixed(megabytes / seconds, 1)) MB/s  "
        + "\(fixed(Double(events) / seconds / 1e6, 2)) M events/s")
  }

  private func target(_ label: String, _ passed: Bool, _ measured: String) {
    print("  \(passed ? "PASS" : "FAIL")  \(label): \(measured)")
  }

  private func fixed(_ value: Double, _ decimals: Int) -> String {
    guard value.isFinite else { return "inf" }
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let scaled = Int((value * scale).rounded())
    let integer = String(scaled / Int(scale))
    guard decimals > 0 else { return integer }
    let fraction = String(abs(scaled % Int(scale)))
    return integer + "." + String(repeating: "0", count: decimals - fraction.count) + fraction
  }
}
