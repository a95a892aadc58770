import PopGesture

/// `popgesture check`: compares each trace's verdict log with its golden, or records it.
struct CheckCommand {
  /// Writes the goldens instead of comparing with them.
  var isRecording = false
  var paths: [String] = []

  /// Parses the arguments after `check`.
  init(parsing arguments: ArraySlice<String>) throws(Failure) {
    var scanner = ArgumentScanner(arguments, command: .check, knownOptions: ["--record", "--help", "-h"])
    while let token = try scanner.next() {
      switch token {
      case .option("--record", let inlineValue):
        try scanner.rejectValue(of: "--record", inlineValue: inlineValue)
        isRecording = true
      case .option(let name, _):
        preconditionFailure("option '\(name)' is known to the scanner but not handled")
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
  }

  /// What became of one file.
  private enum Outcome {
    case passed, failed
    /// A JSON file found in a folder that is not a trace.
    case skipped
  }

  /// Checks every trace, then writes the summary line that CI reads.
  func run(in session: inout Session) {
    var passed = 0
    var failed = 0
    for path in paths {
      var outcomes: [Outcome] = []
      if Files.isFolder(path) {
        let search = Files.jsonFiles(under: path)
        for failure in search.failures {
          session.report(.unreadable(failure))
        }
        outcomes = search.files.flatMap { check($0, isFoundInFolder: true, in: &session) }
      } else {
        outcomes = check(path, isFoundInFolder: false, in: &session)
      }
      passed += outcomes.count(where: { $0 == .passed })
      failed += outcomes.count(where: { $0 == .failed })
    }
    session.write("check: \(passed) passed, \(failed) failed\n")
  }

  /// Checks or records one trace's goldens: its `.verdicts` log, and its `.compare` table when
  /// it has one. A file found in a folder is skipped unless it looks like a trace.
  private func check(_ file: String, isFoundInFolder: Bool, in session: inout Session) -> [Outcome] {
    let trace: Trace
    do {
      let bytes = try TraceFile.read(file)
      if isFoundInFolder && !Trace.looksLikeTrace(bytes) { return [.skipped] }
      trace = try TraceFile.decode(bytes, file: file)
    } catch {
      session.report(error)
      return [.failed]
    }
    var outcomes = [
      check(
        file, golden: VerdictLog.goldenPath(forTrace: file), actual: VerdictLog.text(for: trace), in: &session
      )
    ]
    let comparison = VerdictLog.comparisonPath(forTrace: file)
    if Files.exists(comparison) {
      outcomes.append(
        check(file, golden: comparison, actual: VerdictLog.comparisonText(for: trace), in: &session))
    }
    return outcomes
  }

  /// Compares one golden of `file` with what the model gives now, or records it.
  private func check(_ file: String, golden: String, actual: String, in session: inout Session) -> Outcome {
    if isRecording {
      do {
        try Files.write(actual, to: golden)
      } catch {
        session.report(.unwritable(error))
        return .failed
      }
      session.write("recorded \(golden)\n")
      return .passed
    }
    let expected: String
    do {
      expected = String(decoding: try Files.read(golden), as: UTF8.self)
    } catch let error where error.isMissing {
      session.write("FAIL \(file)\nmissing golden \(golden); record it with: \(recordCommand(file))\n")
      session.record(.checkFailed)
      return .failed
    } catch {
      session.report(.unreadable(error))
      return .failed
    }
    guard
      let diff = UnifiedDiff.diff(old: expected, new: actual, oldName: golden, newName: "\(golden) (actual)")
    else { return .passed }
    var report = "FAIL \(file)\ngolden: \(golden)\n" + diff
    if expected.utf8.contains(UInt8(ascii: "\r")) {
      report += "note: the golden has CR characters; goldens are LF-only (check git's line-ending settings)\n"
    }
    report += "if the new log is right, re-record it with: \(recordCommand(file))\n"
    session.write(report)
    session.record(.checkFailed)
    return .failed
  }

  /// The command that records the golden of `file`, quoted for a POSIX shell where needed.
  private func recordCommand(_ file: String) -> String {
    let plain = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_./+,:@%=")
    guard file.isEmpty || !file.allSatisfy(plain.contains) else { return "popgesture check --record \(file)" }
    let quoted = file.split(separator: "'", omittingEmptySubsequences: false).joined(separator: #"'\''"#)
    return "popgesture check --record '\(quoted)'"
  }
}
