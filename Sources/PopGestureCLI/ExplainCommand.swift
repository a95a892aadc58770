import PopGesture
import PopGestureReports

/// `popgesture explain`: why each touch sequence of each trace did or did not pop, and the
/// smallest changes, confirmed by replay, that would flip it.
struct ExplainCommand {
  var format = ReplayCommand.Format.text
  /// Replace each trace's own library and iOS version when set.
  var policy: PolicyName?
  var ios: Int?
  /// A navigation description file that replaces each trace's own.
  var stackFile: String?
  var files: [String] = []

  /// Parses the arguments after `explain`.
  init(parsing arguments: ArraySlice<String>) throws(Failure) {
    var scanner = ArgumentScanner(
      arguments, command: .explain,
      knownOptions: ["--format", "--policy", "--ios", "--stack", "--help", "-h"])
    while let token = try scanner.next() {
      switch token {
      case .option("--format", let inlineValue):
        format = try scanner.word(
          ReplayCommand.Format.self, of: "--format", inlineValue: inlineValue, what: "format")
      case .option("--policy", let inlineValue):
        policy = try scanner.policy(of: "--policy", inlineValue: inlineValue)
      case .option("--ios", let inlineValue):
        ios = try scanner.ios(of: "--ios", inlineValue: inlineValue)
      case .option("--stack", let inlineValue):
        stackFile = try scanner.value(of: "--stack", inlineValue: inlineValue)
      case .option(let name, _):
        preconditionFailure("option '\(name)' is known to the scanner but not handled")
      case .operand(let file):
        files.append(file)
      }
    }
    guard !files.isEmpty else {
      throw .usage("missing trace file; give one or more FILEs, or '-' for standard input", command: .explain)
    }
    let stdinReaders =
      files.filter { $0 == Files.standardInput }.count + (stackFile == Files.standardInput ? 1 : 0)
    guard stdinReaders <= 1 else {
      throw .usage("standard input ('-') can be read only once", command: .explain)
    }
  }

  /// Explains every file; a file that cannot be read or decoded is reported and skipped, but a
  /// failed write ends the command.
  func run(in session: inout Session) throws(Failure) {
    let navigation = try stackFile.map { file throws(Failure) in try TraceFile.navigation(file) }
    var hasPrinted = false
    for file in files {
      let bytes: [UInt8]
      let trace: Trace
      do {
        bytes = try TraceFile.read(file)
        trace = try TraceFile.decode(bytes, file: file, navigationOverride: navigation)
      } catch {
        session.report(error)
        continue
      }
      var text = ""
      if files.count > 1 {
        switch format {
        case .text: text += (hasPrinted ? "\n" : "") + TraceHeading.text(file: file) + "\n"
        case .jsonl: text += TraceHeading.jsonl(file: file) + "\n"
        }
      }
      text += ExplanationText.explain(
        trace.overriding(policy: policy, ios: ios), document: bytes, format: format)
      try session.write(text)
      hasPrinted = true
    }
  }
}

/// The explain output of one trace, as its golden holds it.
enum ExplanationText {
  static func explain(_ trace: Trace, document: [UInt8], format: ReplayCommand.Format) -> String {
    switch format {
    case .text: return VerdictLog.explanationText(for: trace, document: document)
    case .jsonl:
      var explainer = Explainer(trace: trace, document: document)
      return ExplanationFormat.jsonl(explainer.explanations())
    }
  }
}
