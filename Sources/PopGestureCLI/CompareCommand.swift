import PopGesture

/// `popgesture compare`: replays each trace under every policy and prints them side by side.
struct CompareCommand {
  var format = ReplayCommand.Format.text
  var files: [String] = []

  /// Parses the arguments after `compare`.
  init(parsing arguments: ArraySlice<String>) throws(Failure) {
    var scanner = ArgumentScanner(arguments, command: .compare, knownOptions: ["--format", "--help", "-h"])
    while let token = try scanner.next() {
      switch token {
      case .option("--format", let inlineValue):
        format = try scanner.word(
          ReplayCommand.Format.self, of: "--format", inlineValue: inlineValue, what: "format")
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
  /// failed write ends the command.
  func run(in session: inout Session) throws(Failure) {
    var hasPrinted = false
    for file in files {
      let trace: Trace
      do {
        trace = try TraceFile.decode(try TraceFile.read(file), file: file)
      } catch {
        session.report(error)
        continue
      }
      if files.count > 1 {
        switch format {
        case .text: try session.write((hasPrinted ? "\n" : "") + TraceHeading.text(file: file) + "\n")
        case .jsonl: try session.write(TraceHeading.jsonl(file: file) + "\n")
        }
      }
      switch format {
      case .text: try session.write(VerdictLog.comparisonText(for: trace))
      case .jsonl: try session.write(ComparisonFormat.jsonl(Comparison(trace: trace)))
      }
      hasPrinted = true
    }
  }
}
