import Foundation
import PopGesture
import PopGestureFormats
import PopGestureTools

/// `popgesture check`: compares each trace's verdict log with its golden, or records it.
struct CheckCommand: EnvironmentReadingSubcommand {
  enum Option: CommandOption {
    case record, with, junit, githubAnnotations

    var declaration: OptionDeclaration {
      switch self {
      case .record:
        OptionDeclaration(
          "--record",
          help: "Write the goldens from the current model instead of comparing; goldens that already "
            + "hold the output are left untouched.")
      case .with:
        OptionDeclaration(
          "--with", value: .words(OptionalGolden.self),
          help: "Also check each trace against a golden of this kind, or record one, where it has "
            + "none yet; repeat for both.", isRepeatable: true)
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
    .check, summary: "Compare traces' verdict logs, and their other goldens, with what the model gives now.",
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
      "A trace's goldens are the files beside it named like it: Traces/a.json has its verdict log "
        + "in Traces/a.verdicts, and may have the output of 'popgesture compare' in Traces/a.compare "
        + "and that of 'popgesture explain' in Traces/a.explain. Each trace is checked against every "
        + "golden it has, and with --with KIND against that kind too; 'check --record' writes them "
        + "all, so 'check --record --with compare Traces/a.json' gives a trace its first .compare.",
      "A trace whose goldens differ is reported as one block: FAIL and the trace, then for each "
        + "golden that differs its name and how: what changed in meaning, for a verdict log a line "
        + "for each swipe whose outcome changed ('swipe 2 at 1.200 s: popped (...) → no pop (...)') "
        + "and one for the final state, or a line saying no swipe changed its outcome; then a "
        + "unified diff. A missing golden is named, and the block ends with the command that "
        + "records them all. The last line is the summary 'check: N passed, M failed', counting "
        + "traces. With --record it is 'check: N recorded, M unchanged': the traces with a golden "
        + "written and those whose goldens all held the output already, then ', K failed' if any "
        + "trace could not be recorded.",
      "With --junit, the same results also go to FILE as a JUnit XML report for CI: one testcase "
        + "per trace, each mismatch a failure holding the block check printed for it, each trace or "
        + "golden that cannot be read or decoded an error. Goldens and the report are written whole: to a temporary file beside them, then "
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

  /// The goldens a trace need not have, which `--with` asks for: every trace has a verdict log.
  enum OptionalGolden: String, CaseIterable {
    case compare, explain

    var kind: GoldenKind {
      switch self {
      case .compare: .compare
      case .explain: .explain
      }
    }
  }

  /// Writes the goldens instead of comparing with them.
  var isRecording = false
  /// The kinds of golden every trace is checked against, or gets, besides those it has.
  var addedKinds: Set<GoldenKind> = []
  /// Where to write a JUnit XML report of the check, if anywhere.
  var junitFile: String?
  /// Whether each failure also writes a GitHub Actions annotation.
  var annotatesForGitHub: Bool
  var paths: [String] = []

  /// Parses the arguments after `check`, in a process whose environment is `environment`.
  init(parsing arguments: ArraySlice<String>, environment: [String: String]) throws(Failure) {
    annotatesForGitHub = GitHubAnnotation.isGitHubActions(environment)
    var scanner = ArgumentScanner<Option>(arguments, command: .check)
    while let token = try scanner.next() {
      switch token {
      case .option(.record, _, _):
        isRecording = true
      case .option(.with, _, let value):
        addedKinds.insert(try scanner.word(OptionalGolden.self, value, what: "kind of golden").kind)
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
      if let folder, found != .skipped { foldersWithTraces.insert(folder) }
      outcomes.append(found)
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
      for golden in GoldenKind.allCases.map({ $0.path(forTrace: trace) }) {
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

  /// What became of one golden of a trace.
  private enum GoldenResult {
    /// It holds the output (when recording, it was left as it was).
    case same
    /// It was written.
    case recorded
    /// It could not be read or written; the failure is already reported.
    case broken(Failure)
    case missing
    case differs(GoldenDifference)

    /// Why the golden could not be read or written, if it could not.
    var failure: Failure? {
      if case .broken(let failure) = self { failure } else { nil }
    }
  }

  /// Checks or records every golden of one trace (its verdict log, the kinds given with `--with`,
  /// and every other kind that has a golden beside it), and reports the trace as one block and
  /// one JUnit case. A file found in a folder is skipped unless it looks like a trace or
  /// has a golden. The JUnit case's time counts the reading of the trace too.
  private func check(
    _ file: String, isFoundInFolder: Bool, in session: inout Session, junit: inout JUnitReport,
    loaded: @escaping (String) -> Void
  ) throws(Failure) -> Outcome {
    let start = Self.uptime()
    // The goldens beside the trace, looked for once.
    let existing = GoldenKind.allCases.filter { Files.exists($0.path(forTrace: file)) }
    let trace: Trace
    do {
      let bytes = try TraceFile.read(file)
      if isFoundInFolder && existing.isEmpty && !Trace.looksLikeTrace(bytes) {
        return .skipped
      }
      trace = try TraceFile.decode(bytes, file: file, loaded: loaded)
    } catch {
      session.report(error)
      junit.append(Self.errorCase(file, error, time: Self.uptime() - start))
      let line: Int? = if case .invalidTrace(let error) = error { error.location?.line } else { nil }
      try annotate(file, line: line, Self.firstLine(of: error), in: &session)
      return .failed
    }
    var results: [(kind: GoldenKind, golden: String, result: GoldenResult)] = []
    for kind in GoldenKind.allCases
    where kind == .verdicts || addedKinds.contains(kind) || existing.contains(kind) {
      let golden = kind.path(forTrace: file)
      results.append((kind, golden, try check(golden, of: kind, actual: kind.text(for: trace), in: &session)))
    }
    let junitCase = { (outcome: JUnitReport.Outcome) in
      JUnitReport.TestCase(
        name: file, className: Self.junitClassName, outcome: outcome, time: Self.uptime() - start)
    }
    if let failure = results.lazy.compactMap(\.result.failure).first {
      junit.append(junitCase(Self.errorCase(file, failure).outcome))
      return .failed
    }
    if isRecording {
      return results.contains(where: { if case .recorded = $0.result { true } else { false } })
        ? .recorded : .passed
    }
    // One block for the trace: a part for each golden that differs or is missing, then the
    // one command that records them all.
    var details = ""
    var messages: [String] = []
    var missingKinds: [GoldenKind] = []
    // Annotations follow the block, as check's report says.
    var annotations: [(file: String, line: Int?, message: String)] = []
    for (kind, golden, result) in results {
      switch result {
      case .same, .recorded, .broken: continue
      case .missing:
        missingKinds.append(kind)
        details += "missing golden \(golden)\n"
        messages.append("missing golden \(golden)")
        annotations.append(
          (file, nil, "missing golden \(golden); record it with: \(recordCommand(file, adding: [kind]))"))
      case .differs(let difference):
        details += "golden: \(golden)\n" + difference.details
        var message = "\(kind.contents) differs from its golden \(golden)"
        if let first = difference.meaning.first {
          let more = difference.meaning.count - 1
          message +=
            "; " + first + (more == 0 ? "" : more == 1 ? " (and 1 more line)" : " (and \(more) more lines)")
        }
        messages.append(message)
        annotations.append((golden, difference.goldenLine, message))
      }
    }
    guard !messages.isEmpty else {
      junit.append(junitCase(.passed))
      return .passed
    }
    let differs = results.contains(where: { if case .differs = $0.result { true } else { false } })
    details +=
      differs
      ? "if the new output is right, re-record it with: \(recordCommand(file, adding: missingKinds))\n"
      : "record it with: \(recordCommand(file, adding: missingKinds))\n"
    // The JUnit report keeps the golden's lines as they are (XML escapes them); a terminal
    // sees them escaped.
    try session.write("FAIL \(Files.escaped(file))\n" + PrintableText.escapedLines(details))
    session.record(.checkFailed)
    junit.append(junitCase(.failed(message: messages.joined(separator: "; "), details: details)))
    for annotation in annotations {
      try annotate(annotation.file, line: annotation.line, annotation.message, in: &session)
    }
    return .failed
  }

  /// Compares one golden with what the model gives now, or records it: a golden that already
  /// holds the output is left as it is, and any other is replaced whole (`OutputFile`). A golden
  /// that cannot be read, or written, is reported here.
  private func check(_ golden: String, of kind: GoldenKind, actual: String, in session: inout Session)
    throws(Failure) -> GoldenResult
  {
    let expected: String?
    do {
      expected = String(decoding: try Files.read(golden, regularOnly: true), as: UTF8.self)
    } catch let error where error.isMissing {
      expected = nil
    } catch {
      session.report(.unreadable(error))
      try annotate(golden, Self.firstLine(of: .unreadable(error)), in: &session)
      return .broken(.unreadable(error))
    }
    if isRecording {
      guard expected != actual else { return .same }
      // A golden that is a link is suspect, whatever it leads to: it is never written through.
      if FileStatus.of(golden, followingLinks: false)?.isSymbolicLink == true {
        let failure = Failure.uncreatable(FileError(path: golden, reason: OutputFile.linkRefusal))
        session.report(failure)
        return .broken(failure)
      }
      // A golden that cannot be written, even partway (a full disk), fails alone: the others
      // are still recorded and the summary still says what happened.
      do {
        try OutputFile.replace(golden, with: Array(actual.utf8))
      } catch {
        session.report(error)
        return .broken(error)
      }
      try session.write("recorded \(Files.escaped(golden))\n")
      return .recorded
    }
    guard let expected else { return .missing }
    // Only a verdict log has records to read back; the other goldens' diffs stand alone.
    guard
      let difference = GoldenDifference(
        golden: expected, actual: actual, goldenName: golden, isVerdictLog: kind == .verdicts)
    else { return .same }
    return .differs(difference)
  }

  /// The command that records the goldens of `file`, with a `--with` for each kind in `kinds`
  /// that only `--with` asks for, quoted for a POSIX shell where needed.
  private func recordCommand(_ file: String, adding kinds: [GoldenKind]) -> String {
    let options = kinds.filter { $0 != .verdicts }.map { "--with \($0.rawValue) " }.joined()
    return "popgesture check --record \(options)\(Files.shellWord(file))"
  }

}
