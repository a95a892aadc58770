import PopGesture

/// `popgesture plot`: draws one trace's replay as an SVG timeline.
struct PlotCommand {
  /// Replaces the trace's own policy when set.
  var policy: PolicyName?
  /// Where the SVG goes; standard output when nil.
  var outputFile: String?
  var file: String

  /// Parses the arguments after `plot`.
  init(parsing arguments: ArraySlice<String>) throws(Failure) {
    var scanner = ArgumentScanner(
      arguments, command: .plot, knownOptions: ["--output", "-o", "--policy", "--help", "-h"])
    var files: [String] = []
    while let token = try scanner.next() {
      switch token {
      case .option(let name, let inlineValue) where name == "--output" || name == "-o":
        guard outputFile == nil else {
          throw .usage("'\(name)' given twice; a plot goes to one file", command: .plot)
        }
        let value = try scanner.value(of: name, inlineValue: inlineValue)
        guard value != Files.standardInput else {
          throw .usage("leave out '\(name)' to write the SVG to standard output", command: .plot)
        }
        outputFile = value
      case .option("--policy", let inlineValue):
        policy = try scanner.word(PolicyName.self, of: "--policy", inlineValue: inlineValue, what: "policy")
      case .option(let name, _):
        preconditionFailure("option '\(name)' is known to the scanner but not handled")
      case .operand(let operand):
        files.append(operand)
      }
    }
    guard let first = files.first else {
      throw .usage("missing trace file; give one TRACE, or '-' for standard input", command: .plot)
    }
    guard files.count == 1 else {
      throw .usage("plot draws one trace; got \(files.count) files", command: .plot)
    }
    file = first
  }

  /// Replays the trace and writes its timeline.
  func run(in session: inout Session) throws(Failure) {
    let trace = try TraceFile.decode(try TraceFile.read(file), file: file)
    let svg = TimelinePlot.svg(for: trace, policy: policy, file: file == Files.standardInput ? nil : file)
    guard let outputFile else {
      session.write(svg)
      return
    }
    do {
      try Files.write(svg, to: outputFile)
    } catch {
      throw .unwritable(error)
    }
  }
}
