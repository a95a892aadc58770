import PopGesture

/// `popgesture plot`: draws one trace's replay as an SVG timeline.
struct PlotCommand {
  /// Replaces the trace's own policy when set.
  var policy: PolicyName?
  /// Replaces each trace's own iOS version when set.
  var ios: Int?
  /// Where the SVG goes; standard output when nil.
  var outputFile: String?
  var file: String

  /// Parses the arguments after `plot`.
  init(parsing arguments: ArraySlice<String>) throws(Failure) {
    var scanner = ArgumentScanner(
      arguments, command: .plot, knownOptions: ["--output", "-o", "--policy", "--ios", "--help", "-h"])
    var files: [String] = []
    while let token = try scanner.next() {
      switch token {
      case .option(let name, let inlineValue) where name == "--output" || name == "-o":
        outputFile = try scanner.outputFile(
          of: name, inlineValue: inlineValue, replacing: outputFile, what: "the SVG")
      case .option("--policy", let inlineValue):
        policy = try scanner.policy(of: "--policy", inlineValue: inlineValue)
      case .option("--ios", let inlineValue):
        ios = try scanner.ios(of: "--ios", inlineValue: inlineValue)
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

  /// Replays the trace and writes its timeline; an output file is replaced whole, never left
  /// half written, and may not be one of the files the plot reads.
  func run(in session: inout Session) throws(Failure) {
    if let outputFile, file != Files.standardInput, Files.isSameFile(file, outputFile) {
      throw .usage(
        "-o \(Files.quoted(outputFile)) is the trace itself; write the plot elsewhere", command: .plot)
    }
    var navigationFiles: [String] = []
    let trace = try TraceFile.decode(try TraceFile.read(file), file: file) { navigationFiles.append($0) }
    let svg = TimelinePlot.svg(
      for: trace, policy: policy, ios: ios, file: file == Files.standardInput ? nil : file)
    guard let outputFile else {
      try session.write(svg)
      return
    }
    if let input = navigationFiles.first(where: { Files.isSameFile($0, outputFile) }) {
      throw .usage(
        "-o \(Files.quoted(outputFile)) is the navigation file \(Files.quoted(input)) that "
          + "the trace reads; write the plot elsewhere", command: .plot)
    }
    try OutputFile.replace(outputFile, with: Array(svg.utf8))
  }
}
