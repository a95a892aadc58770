import Foundation
import PopGesture
import PopGestureFormats
import PopGestureTools

/// `popgesture check`: compares each trace's verdict log with its golden, or records it.
struct CheckCommand: Subcommand {
  enum Option: CommandOption {
    case record, junit, githubAnnotations

    var declaration: OptionDeclaration {
      switch self {
      case .record:
        OptionDeclaration(
          "--record",
          help: "Write the goldens from the current model instead of comparing; goldens that already "
            + "hold the log are left untouched.")
      case .junit:
        OptionDeclaration(
          "--junit", value: .file(), help: "Also write a JUnit XML report of the check to FILE.")
      case .githubAnnotations:
        OptionDeclaration(
          "--github-annotations",
          help: "Also write a GitHub Actions annotation for each failure (the default when "
            + "GITHUB_ACTIONS is true).")
      }
    }
  }

  static let declaration = CommandDeclaration(
    .check, summary: "Compare traces' verdict logs with their golden .verdicts files.",
    discussion: [
      "Each PATH is a trace file or a folder searched recursively for *.json files, following links "
        + "to folders (each folder once) and skipping hidden names. A JSON file found there is "
        + "checked unless it is plainly no trace: not an object, or an object with no key that is a "
        + "trace's key or close to one (a shared navigation file), and no golden beside it; a file "
        + "that looks like a trace but does not validate is reported; one that is not a regular file "
        + "(a FIFO, a device) is skipped with a remark on standard error, never read. A golden that is "
        + "not a regular file fails, unread. A folder in which no trace is "
        + "found fails the check, and the message names it, so a check given the wrong folder "
        + "cannot pass.",
      "A trace's golden is the file beside it with the extension .verdicts (Traces/a.json has "
        + "Traces/a.verdicts). A trace may also have a .compare golden, the output of 'popgesture "
        + "compare', and an .explain golden, the output of 'popgesture explain', which are checked "
        + "too; create the first with 'popgesture compare -o Traces/a.compare Traces/a.json', the "
        + "second as an empty file that 'check --record' then fills.",
      "A log that differs from its golden is shown first by what changed in meaning, a line for "
        + "each swipe whose outcome changed ('swipe 2 at 1.200 s: popped (...) → no pop (...)') and "
        + "one for the final state, or a line saying no swipe changed its outcome; then as a unified "
        + "diff. The last line is the summary 'check: N passed, M failed', counting goldens. With "
        + "--record it is 'check: N recorded, M unchanged': the goldens written and those that "
        + "already held the log, then ', K failed' if any trace could not be recorded.",
      "With --junit, the same results also go to FILE as a JUnit XML report for CI: one testcase "
        + "per golden (named by the trace, with ' (compare)' or ' (explain)'), each mismatch a "
        + "failure holding what check printed for it, each trace that cannot be read or decoded an "
        + "error. Goldens and the report are written whole: to a temporary file beside them, then "
        + "renamed into place, so a failure leaves the old file. A golden that is a symbolic link "
        + "is never written through: --record reports it as failed and leaves the link and what it "
        + "points to as they were.",
      "With --github-annotations, or when the environment has GITHUB_ACTIONS=true as every GitHub "
        + "Actions step does, each failure also writes a workflow command on standard output, after "
        + "the failure's report: '::error file=GOLDEN,line=N,title=popgesture check::MESSAGE', where N "
        + "is the golden's first line that changed, so the pull request shows the message on that "
        + "line. A missing golden annotates the trace, and a trace that is not valid annotates the "
        + "trace at the line of its error.",
    ],
    arguments: [
      ArgumentDeclaration(
        name: "PATH", help: "Trace files and folders of traces.", completion: .file, isRepeatable: true)
    ],
    options: Option.self,
    examples: [
      Example("Check every trace in Traces against its goldens:", "popgesture check Traces"),
      Example(
        "Record a new trace's golden, or re-record one after an intended change:",
        "popgesture check --record Traces/fast-swipe-from-middle-pops.json"),
      Example(
        "Check, and write a JUnit report for CI to show:",
        "popgesture check --junit popgesture-junit.xml Traces"),
    ],
    exitStatuses: [
      ExitStatus(.success, "all passed, or all recorded"),
      ExitStatus(.checkFailed, "a log differs from its golden or has none, or a folder holds no trace"),
      ExitStatus(.usage, "usage error (the report would overwrite a trace, a golden or a navigation file)"),
      ExitStatus(.invalidData, "invalid trace"), ExitStatus(.unreadableInput, "unreadable file or folder"),
      ExitStatus(.cannotCreate, "a golden or the report could not be created"),
      ExitStatus(.writeFailed, "a write failed partway"),
    ])

  /// Writes the goldens instead of comparing with them.
  var isRecording = false
  /// Where to write a JUnit XML report of the check, if anywhere.
  var junitFile: String?
  /// Whether each failure also writes a GitHub Actions annotation.
  var annotatesForGitHub: Bool
  var paths: [String] = []

  /// Parses the arguments after `check`, in this process's environment.
  init(parsing arguments: ArraySlice<String>) throws(Failure) {
    try self.init(parsing: arguments, environment: ProcessInfo.processInfo.environment)
  }

  /// Parses the arguments after `check`, in a process whose environment is `environment`.
  init(parsing arguments: ArraySlice<String>, environment: [String: String]) throws(Failure) {
    annotatesForGitHub = GitHubAnnotation.isGitHubActions(environment)
    var scanner = ArgumentScanner<Option>(arguments, command: .check)
    while let token = try scanner.next() {
      switch token {
      case .option(.record, _, _):
        isRecording = true
      case .option(.junit, _, let file):
        guard file != Files.standardInput else {
          throw .usage(
            "--junit needs a file; standard output carries the check's own report", command: .check)
        }
        junitFile = file
      case .option(.githubAnnotations, _, _):
        annotatesForGitHub = true
      case .operand(Files.standardInput):
        throw .usage(
          "check reads trace files, not standard input; a golden lives beside its trace", command: .check)
      case .operand(let path):
        paths.append(path)
      }
    }
    guard !paths.isEmpty else {
      throw .usage("missing PATH; give trace files or folders of traces", command: .check)
    }
    if isRecording && junitFile != nil {
      throw .usage("--junit reports a check; it cannot be combined with --record", command: .check)
    }
  }

  /// What became of one golden, or of a file that has none.
  private enum Outcome {
    /// The golden holds the log (when recording, it was left as it was).
    case passed
    case failed
    /// The golden was written.
    case recorded
    /// A JSON file found in a folder that is not a trace.
    case skipped
  }

  /// Checks every trace, then writes the summary line that CI reads; fails when a folder given
  /// held no trace, since a check that checked nothing there proves nothing.
  func run(in session: inout Session) throws(Failure) {
    var traces: [(path: String, folder: String?)] = []
    var junit = JUnitReport(name: Self.junitClassName)
    // A folder that could not be searched is reported as that, not also as holding no trace.
    var foldersWithTraces: Set<String> = []
    for path in paths {
      guard Files.isFolder(path) else {
        traces.append((path, nil))
        continue
      }
      let search = Files.jsonFiles(under: path)
      if !search.failures.isEmpty { foldersWithTraces.insert(path) }
      for path in search.skipped {
        try session.writeToStandardError(
          "popgesture: skipped \(Files.quoted(path)): \(Files.notRegularFile)\n")
      }
      for failure in search.failures {
        session.report(.unreadable(failure))
        junit.append(Self.errorCase(failure.path, .unreadable(failure)))
        try annotate(failure.path, Self.firstLine(of: .unreadable(failure)), in: &session)
      }
      traces += search.files.map { ($0, path) }
    }
    try checkOutputs(against: traces.map(\.path))
    var outcomes: [Outcome] = []
    var navigationFiles: [String] = []
    for (path, folder) in traces {
      let found = try check(
        path, isFoundInFolder: folder != nil, in: &session, junit: &junit,
        loaded: { navigationFiles.append($0) })
      if let folder, found != [.skipped] { foldersWithTraces.insert(folder) }
      outcomes += found
    }
    if let junitFile, let input = navigationFiles.first(where: { Files.isSameFile($0, junitFile) }) {
      throw .usage(
        "--junit \(Files.quoted(junitFile)) is the navigation file \(Files.quoted(input)) "
          + "that a trace reads; write the report elsewhere", command: .check)
    }
    try session.write(summary(of: outcomes))
    if let junitFile {
      do {
        try OutputFile.replace(junitFile, with: Array(junit.xml.utf8))
      } catch .uncreatable(let error) {
        session.report(.uncreatable(error))
      }
    }
    if let failure = nothingChecked(
      among: outcomes, emptyFolders: paths.filter { Files.isFolder($0) && !foldersWithTraces.contains($0) })
    {
      session.report(failure)
    }
  }

  /// `check: N passed, M failed`, or `check: N recorded, M unchanged` when recording, with
  /// `, K failed` when some failed.
  private func summary(of outcomes: [Outcome]) -> String {
    let passed = outcomes.count(where: { $0 == .passed })
    let failed = outcomes.count(where: { $0 == .failed })
    guard isRecording else { return "check: \(passed) passed, \(failed) failed\n" }
    let recorded = outcomes.count(where: { $0 == .recorded })
    return "check: \(recorded) recorded, \(passed) unchanged" + (failed > 0 ? ", \(failed) failed" : "")
      + "\n"
  }

  /// The failure of a check that found no trace at all, or none in some of the folders given.
  private func nothingChecked(among outcomes: [Outcome], emptyFolders: [String]) -> Failure? {
    let looksFor =
      "check looks for .json files whose top-level object is a trace (\"format\": \"\(Trace.format)\") "
      + "in the folders given and their subfolders, hidden ones skipped"
    if !outcomes.contains(where: { $0 != .skipped }) {
      let places = Suggestion.list(paths.map(Files.quoted))
      return .nothingChecked("nothing was checked: no trace found in \(places); " + looksFor)
    }
    guard let last = emptyFolders.last else { return nil }
    // Every folder named holds no trace: "a, b and c", not the "a, b or c" of a choice.
    let quoted = emptyFolders.map(Files.quoted)
    let places =
      quoted.count == 1 ? quoted[0] : quoted.dropLast().joined(separator: ", ") + " and " + Files.quoted(last)
    return .nothingChecked("nothing was checked in \(places): no trace found there; " + looksFor)
  }

  /// Usage errors for outputs that would overwrite an input: the JUnit report on a trace or a
  /// golden, or a trace that would be its own golden.
  private func checkOutputs(against traces: [String]) throws(Failure) {
    for trace in traces {
      for golden in [VerdictLog.goldenPath(forTrace: trace), VerdictLog.comparisonPath(forTrace: trace)] {
        if Files.isSameFile(golden, trace) {
          throw .usage(
            "\(Files.quoted(trace)) would be its own golden; name trace files NAME.json",
            command: .check)
        }
        if let junitFile, Files.isSameFile(golden, junitFile) {
          throw .usage(
            "--junit \(Files.quoted(junitFile)) is the golden of \(Files.quoted(trace)); "
              + "write the report elsewhere", command: .check)
        }
      }
      if let junitFile, Files.isSameFile(trace, junitFile) {
        throw .usage(
          "--junit \(Files.quoted(junitFile)) is a trace being checked; write the report elsewhere",
          command: .check)
      }
    }
  }

  /// The `classname` of every test case in the JUnit report, and the name of its suite.
  static let junitClassName = "popgesture.check"

  /// A JUnit case for an input that could not be checked, after `time` seconds: the failure's
  /// first line and all of it.
  private static func errorCase(_ name: String, _ failure: Failure, time: Double = 0) -> JUnitReport.TestCase
  {
    JUnitReport.TestCase(
      name: name, className: junitClassName,
      outcome: .error(message: firstLine(of: failure), details: text(of: failure)), time: time)
  }

  /// A failure's message without its last newline.
  private static func text(of failure: Failure) -> String {
    failure.message.hasSuffix("\n") ? String(failure.message.dropLast()) : failure.message
  }

  /// The first line of a failure's message.
  private static func firstLine(of failure: Failure) -> String {
    let text = text(of: failure)
    return text.split(separator: "\n", maxSplits: 1).first.map(String.init) ?? text
  }

  /// The heading of every annotation the check writes.
  static let annotationTitle = "popgesture check"

  /// Writes a GitHub Actions annotation of `file`, at `line` if given, saying `message`, when the
  /// check annotates; both are escaped as the terminal output is, since it may be a terminal.
  private func annotate(_ file: String, line: Int? = nil, _ message: String, in session: inout Session)
    throws(Failure)
  {
    guard annotatesForGitHub else { return }
    let annotation = GitHubAnnotation(
      .error, file: Files.escaped(file), line: line, title: Self.annotationTitle,
      message: PrintableText.escaped(message))
    try session.write(annotation.command)
  }

  /// Seconds since some fixed moment, for the JUnit report's times.
  private static func uptime() -> Double {
    ProcessInfo.processInfo.systemUptime
  }

  /// Checks or records one trace's goldens: its `.verdicts` log, and its `.compare` table and
  /// `.explain` text when it has them. A file found in a folder is skipped unless it looks like a
  /// trace or has a golden. Each golden becomes a JUnit case named by the trace (with
  /// ` (compare)` for the table, ` (explain)` for the explanation).
  private func check(
    _ file: String, isFoundInFolder: Bool, in session: inout Session, junit: inout JUnitReport,
    loaded: @escaping (String) -> Void
  ) throws(Failure) -> [Outcome] {
    let golden = VerdictLog.goldenPath(forTrace: file)
    let trace: Trace
    let bytes: [UInt8]
    // The verdict log's case also counts the reading of the trace.
    var start = Self.uptime()
    do {
      bytes = try TraceFile.read(file)
      if isFoundInFolder && !Files.exists(golden) && !Trace.looksLikeTrace(bytes) { return [.skipped] }
      trace = try TraceFile.decode(bytes, file: file, loaded: loaded)
    } catch {
      session.report(error)
      junit.append(Self.errorCase(file, error, time: Self.uptime() - start))
      let line: Int? = if case .invalidTrace(let error) = error { error.location?.line } else { nil }
      try annotate(file, line: line, Self.firstLine(of: error), in: &session)
      return [.failed]
    }
    var outcomes = [
      try check(
        file, golden: golden, actual: VerdictLog.text(for: trace), in: &session, junit: &junit,
        caseName: file, since: start)
    ]
    let comparison = VerdictLog.comparisonPath(forTrace: file)
    if Files.exists(comparison) {
      start = Self.uptime()
      outcomes.append(
        try check(
          file, golden: comparison, actual: VerdictLog.comparisonText(for: trace), in: &session,
          junit: &junit, caseName: file + " (compare)", since: start))
    }
    let explanation = VerdictLog.explanationPath(forTrace: file)
    if Files.exists(explanation) {
      start = Self.uptime()
      outcomes.append(
        try check(
          file, golden: explanation, actual: VerdictLog.explanationText(for: trace),
          in: &session, junit: &junit, caseName: file + " (explain)", since: start))
    }
    return outcomes
  }

  /// Compares one golden of `file` with what the model gives now, or records it: a golden that
  /// already holds the log is left as it is, and any other is replaced whole (`OutputFile`).
  /// A verdict log that differs is headed by what changed in meaning (`MeaningDiff`), on standard
  /// output and in the JUnit failure alike. The JUnit case's time counts from `start`.
  private func check(
    _ file: String, golden: String, actual: String, in session: inout Session, junit: inout JUnitReport,
    caseName: String, since start: Double
  ) throws(Failure) -> Outcome {
    let junitCase = { (outcome: JUnitReport.Outcome) in
      JUnitReport.TestCase(
        name: caseName, className: Self.junitClassName, outcome: outcome, time: Self.uptime() - start)
    }
    let expected: String?
    do {
      expected = String(decoding: try Files.read(golden, regularOnly: true), as: UTF8.self)
    } catch let error where error.isMissing {
      expected = nil
    } catch {
      session.report(.unreadable(error))
      junit.append(junitCase(Self.errorCase(caseName, .unreadable(error)).outcome))
      try annotate(golden, Self.firstLine(of: .unreadable(error)), in: &session)
      return .failed
    }
    if isRecording {
      guard expected != actual else { return .passed }
      // A golden that is a link is suspect, whatever it leads to: it is never written through.
      if FileStatus.of(golden, followingLinks: false)?.isSymbolicLink == true {
        session.report(.uncreatable(FileError(path: golden, reason: OutputFile.linkRefusal)))
        return .failed
      }
      // A golden that cannot be written, even partway (a full disk), fails alone: the others
      // are still recorded and the summary still says what happened.
      do {
        try OutputFile.replace(golden, with: Array(actual.utf8))
      } catch {
        session.report(error)
        return .failed
      }
      try session.write("recorded \(Files.escaped(golden))\n")
      return .recorded
    }
    guard let expected else {
      try session.write(
        "FAIL \(Files.escaped(file))\nmissing golden \(Files.escaped(golden)); "
          + "record it with: \(recordCommand(file))\n")
      session.record(.checkFailed)
      let hint = "record it with: \(recordCommand(file))\n"
      junit.append(junitCase(.failed(message: "missing golden \(golden)", details: hint)))
      try annotate(file, "missing golden \(golden); " + hint.dropLast(), in: &session)
      return .failed
    }
    let isVerdictLog = caseName == file
    // The compare table has no records to read back: its diff stands alone.
    guard
      let difference = GoldenDifference(
        golden: expected, actual: actual, goldenName: golden, isVerdictLog: isVerdictLog)
    else {
      junit.append(junitCase(.passed))
      return .passed
    }
    let headline = difference.meaning
    var details = difference.details
    details += "if the new log is right, re-record it with: \(recordCommand(file))\n"
    // The JUnit report keeps the golden's lines as they are (XML escapes them); a terminal
    // sees them escaped.
    try session.write(
      "FAIL \(Files.escaped(file))\ngolden: \(Files.escaped(golden))\n"
        + PrintableText.escapedLines(details))
    session.record(.checkFailed)
    var message =
      "\(isVerdictLog ? "the verdict log" : caseName.hasSuffix(" (explain)") ? "the explanation" : "the compare table") differs from its golden \(golden)"
    if let first = headline.first {
      let more = headline.count - 1
      message +=
        "; " + first + (more == 0 ? "" : more == 1 ? " (and 1 more line)" : " (and \(more) more lines)")
    }
    junit.append(junitCase(.failed(message: message, details: details)))
    try annotate(golden, line: difference.goldenLine, message, in: &session)
    return .failed
  }

  /// The command that records the golden of `file`, quoted for a POSIX shell where needed.
  private func recordCommand(_ file: String) -> String {
    "popgesture check --record \(Files.shellWord(file))"
  }

}
