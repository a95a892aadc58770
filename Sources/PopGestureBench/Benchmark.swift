import Foundation
import PopGesture
import PopGestureFormats
import PopGestureTools

/// `swift run -c release popgesture-bench [--short] [--events N] [--runs K] [--growth-only]`
///
/// In one sitting: the replay of a deterministic trace of about N events (default 1,000,000)
/// against Foundation's JSONDecoder and python's `json.load`, with each job's peak memory from a
/// fresh child process; `explain` and `compare` on every trace in `Traces/`; `import` of the
/// player screen's dump; the screen map against one `synth | replay` per cell; then every job
/// whose cost grows with its input, at n and 8n (see `Growth`). Prints the figures and each
/// target with PASS or FAIL, and counts them at the end. `--short` runs it all on small inputs
/// for CI; `--growth-only` runs the growth part alone.
///
/// Exits 0 once it has run to the end, whatever the targets, and 1 when it cannot run (a trace
/// that does not decode, a file it cannot write, a child that fails); 64 on a usage error. The
/// targets are read from the output: some are ratios against other programs that depend on the
/// machine's cores, and a job known to grow faster than linearly is shown as FAIL, not hidden by
/// a looser limit, so neither may turn CI red; a benchmark that stops early must.
struct Benchmark {
  /// The events of the replay's trace.
  var events = 1_000_000
  /// The runs each median is taken over, and the rounds of each growth case.
  var runs = 5
  /// The growth section alone.
  var isGrowthOnly = false
  /// Every section on small inputs, quickly, for CI.
  var isShort = false
  /// Every target's PASS or FAIL, for the run's last lines.
  let scorecard = Scorecard()

  /// The events of the replay's trace in a short run: enough that the replay takes longer than
  /// the threads it starts, and JSONDecoder and python longer than starting up.
  static let shortEvents = 100_000
  /// The bar of an interactive command: explaining, comparing or importing one file must take
  /// well under a second.
  static let interactiveBar = 0.25

  /// Reads the options; `--short` makes the inputs small but keeps the runs, so that its medians
  /// and growth exponents are as steady as the full run's.
  init(arguments: [String]) throws {
    var rest = arguments[...]
    var givenEvents: Int?
    while let option = rest.popFirst() {
      switch option {
      case "--events": givenEvents = Self.count(after: option, in: &rest)
      case "--runs": runs = Self.count(after: option, in: &rest)
      case "--growth-only": isGrowthOnly = true
      case "--short": isShort = true
      case "--help", "-h":
        print(Self.usage)
        exit(0)
      default: Self.usageError("unknown option '\(option)'")
      }
    }
    events = givenEvents ?? (isShort ? Self.shortEvents : events)
  }

  /// The options, as `--help` and usage errors print them.
  static let usage = "usage: popgesture-bench [--short] [--events N] [--runs K] [--growth-only]"

  /// The positive whole number after `option`, or a usage error.
  private static func count(after option: String, in rest: inout ArraySlice<String>) -> Int {
    guard let count = rest.popFirst().flatMap({ Int($0) }), count > 0 else {
      usageError("\(option) needs a positive whole number")
    }
    return count
  }

  /// Prints `message` and the usage to standard error, and exits 64 (EX_USAGE).
  private static func usageError(_ message: String) -> Never {
    FileHandle.standardError.write(Data("popgesture-bench: \(message)\n\(usage)\n".utf8))
    exit(64)
  }

  /// Runs every section in turn, then prints the count of targets met and missed.
  func run() throws {
    if isShort {
      print("popgesture-bench --short: every section on small inputs; figures are not the full run's")
    }
    if !isGrowthOnly {
      let importMemory = try measureImportMemory()
      let audit = try measureAudit()
      try runReplay()
      try runExplain()
      try runCompare()
      try runImport(memory: importMemory)
      try runMap()
      runAudit(audit)
    }
    try runGrowth()
    print("\n" + scorecard.summary)
  }

  /// The folder the benchmark writes its traces in, created if need be; runs share it, each file
  /// replaced whole (`Benchmark.write`), so that two runs at once never read a half-written one.
  static func folder() throws -> String {
    let folder = NSTemporaryDirectory() + "popgesture-bench"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    return folder
  }

  /// Writes `text` to `path` through a file of its own renamed into place, so that a run reading
  /// the file meanwhile reads the old one whole.
  static func write(_ text: String, to path: String) throws {
    try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
  }

  /// The `.json` traces of `Traces/`, decoded, with their names; nil, said, when the folder is not
  /// here (the benchmark was not run from the package's folder).
  func repositoryTraces(for section: String) throws -> [(name: String, trace: Trace)]? {
    let folder = "Traces"
    guard let paths = TraceFiles.traces(in: folder) else {
      print("\n\(section): not measured (no \(folder)/ folder here; run from the package's folder)")
      return nil
    }
    return try paths.map { (String($0.dropFirst(folder.count + 1)), try TraceFiles.decode($0)) }
  }

  /// An executable built beside this one (`swift build` puts all products in one folder).
  static func siblingExecutable(_ name: String) -> String? {
    let me = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    let candidate = me.deletingLastPathComponent().appendingPathComponent(name).path
    return FileManager.default.isExecutableFile(atPath: candidate) ? candidate : nil
  }

  /// One job's line: its time, its throughput in megabytes and in events a second.
  func row(_ label: String, _ seconds: Double, megabytes: Double, events: Int) {
    let padded = label + String(repeating: " ", count: max(1, 48 - label.count))
    print(
      "\(padded)\(fixed(seconds, 3)) s  \(fixed(megabytes / seconds, 1)) MB/s  "
        + "\(fixed(Double(events) / seconds / 1e6, 2)) M events/s")
  }

  /// Checks one target and prints its line (see `Scorecard`).
  func target(_ label: String, _ passed: Bool, _ measured: String) {
    scorecard.check(label, passed, measured)
  }

  /// `value` with `decimals` decimals, whatever the locale: `1.250`.
  func fixed(_ value: Double, _ decimals: Int) -> String {
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
