import PopGesture
import PopGestureReports

/// `popgesture compare`: replays each trace by every library on iOS 26 and on iOS 18 and prints
/// them side by side, the trace's own system first.
struct CompareCommand {
  var format = ReplayCommand.Format.text
  /// Replaces each trace's own policy, and so the first row's, when set.
  var policy: PolicyName?
  /// Replaces each trace's own iOS version, and so the first row's, when set.
  var ios: Int?
  /// Where the tables go, written whole; standard output when nil.
  var outputFile: String?
  var files: [String] = []

  /// Parses the arguments after `compare`.
  init(parsing arguments: ArraySlice<String>) throws(Failure) {
    var scanner = ArgumentScanner(
      arguments, command: .compare,
      knownOptions: ["--format", "--policy", "--ios", "--output", "-o", "--help", "-h"])
    while let token = try scanner.next() {
      switch token {
      case .option(let name, let inlineValue) where name == "--output" || name == "-o":
        outputFile = try scanner.outputFile(
          of: name, inlineValue: inlineValue, replacing: outputFile, what: "the tables")
      case .option("--format", let inlineValue):
        format = try scanner.word(
          ReplayCommand.Format.self, of: "--format", inlineValue: inlineValue, what: "format")
      case .option("--policy", let inlineValue):
        policy = try scanner.policy(of: "--policy", inlineValue: inlineValue)
      case .option("--ios", let inlineValue):
        ios = try scanner.ios(of: "--ios", inlineValue: inlineValue)
      case .option(let name, _):
        preconditionFailure("option '\(name)' is known to the scanner but not handled")
      case .operand(let file):
        files.append(file)
      }
    }
    guard !files.isEmpty else {
      throw .usage("missing trace file; give one or more FILEs, or '-' for standard input", command: .compare)
    }
    guard files.filter({ $0 == Files.standardInput }).count <= 1 else {
      throw .usage("standard input ('-') can be read only once", command: .compare)
    }
  }

  /// Compares every file; a file that cannot be read or decoded is reported and skipped, but a
  /// failed write ends the command. With `-o`, the tables are written whole once all are made,
  /// so a `.compare` golden is never left half written.
  func run(in session: inout Session) throws(Failure) {
    if let outputFile,
      let input = files.first(where: { $0 != Files.standardInput && Files.isSameFile($0, outputFile) })
    {
      throw .usage(
        "-o \(Files.quoted(outputFile)) is the trace \(Files.quoted(input)); write the tables elsewhere",
        command: .compare)
    }
    var text = ""
    var navigationFiles: [String] = []
    var hasPrinted = false
    for file in files {
      let trace: Trace
      do {
        trace = try TraceFile.decode(try TraceFile.read(file), file: file) { navigationFiles.append($0) }
      } catch {
        session.report(error)
        continue
      }
      if files.count > 1 {
        switch format {
        case .text: text += (hasPrinted ? "\n" : "") + TraceHeading.text(file: file) + "\n"
        case .jsonl: text += TraceHeading.jsonl(file: file) + "\n"
        }
      }
      switch format {
      case .text: text += VerdictLog.comparisonText(for: trace, policy: policy, ios: ios)
      case .jsonl: text += ComparisonFormat.jsonl(Comparison(trace: trace, policy: policy, ios: ios))
      }
      hasPrinted = true
      if outputFile == nil {
        try session.write(text)
        text = ""
      }
    }
    guard let outputFile else { return }
    if let input = navigationFiles.first(where: { Files.isSameFile($0, outputFile) }) {
      throw .usage(
        "-o \(Files.quoted(outputFile)) is the navigation file \(Files.quoted(input)) that a trace reads; "
          + "write the tables elsewhere", command: .compare)
    }
    try OutputFile.replace(outputFile, with: Array(text.utf8))
  }
}
