import PopGesture
import PopGestureReports

/// `popgesture replay`: prints the verdict log of each trace file.
struct ReplayCommand {
  /// The log formats `--format` accepts.
  enum Format: String, CaseIterable {
    case text, jsonl
  }

  var format = Format.text
  /// Replaces each trace's own policy when set.
  var policy: PolicyName?
  /// Replaces each trace's own iOS version when set.
  var ios: Int?
  /// A navigation description file that replaces each trace's own.
  var stackFile: String?
  var files: [String] = []

  /// Parses the arguments after `replay`, or after another command that takes the same ones
  /// (`explain`), which usage errors then name.
  init(parsing arguments: ArraySlice<String>, command: CommandName = .replay) throws(Failure) {
    var scanner = ArgumentScanner(
      arguments, command: command, knownOptions: ["--format", "--policy", "--ios", "--stack", "--help", "-h"])
    while let token = try scanner.next() {
      switch token {
      case .option("--format", let inlineValue):
        format = try scanner.word(Format.self, of: "--format", inlineValue: inlineValue, what: "format")
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
      throw .usage("missing trace file; give one or more FILEs, or '-' for standard input", command: command)
    }
    let stdinReaders =
      files.filter { $0 == Files.standardInput }.count + (stackFile == Files.standardInput ? 1 : 0)
    guard stdinReaders <= 1 else {
      throw .usage("standard input ('-') can be read only once", command: command)
    }
  }

  /// Replays every file; a file that cannot be read or decoded is reported and skipped, but a
  /// failed write ends the command.
  ///
  /// Each trace is opened once, checked whole, then replayed from a second read of the same
  /// bytes (see `TraceInput`), its log written as it goes, so neither the trace (when it is a
  /// regular file) nor the log is held in memory.
  func run(in session: inout Session) throws(Failure) {
    let navigation = try stackFile.map { file throws(Failure) in try TraceFile.navigation(file) }
    var hasPrintedLog = false
    for file in files {
      try session.flush()
      var heading: String?
      if files.count > 1 {
        switch format {
        case .text: heading = (hasPrintedLog ? "\n" : "") + TraceHeading.text(file: file) + "\n"
        case .jsonl: heading = TraceHeading.jsonl(file: file) + "\n"
        }
      }
      do throws(Failure) {
        try replay(file, heading: heading, navigation: navigation, in: &session)
        hasPrintedLog = true
      } catch .writeFailed(let error) {
        throw .writeFailed(error)
      } catch {
        session.report(error)
      }
    }
  }

  /// Checks and replays one file, writing its heading with the first bytes of its log.
  private func replay(
    _ file: String, heading: String?, navigation: NavigationDescription?, in session: inout Session
  ) throws(Failure) {
    let input: TraceInput
    do {
      input = try TraceInput(file)
    } catch {
      throw .unreadable(error)
    }
    /// A failure of the input itself says more than the decoder's "cannot read the input".
    func failure(_ error: TraceError) -> Failure {
      input.failure.map(Failure.unreadable) ?? .invalidTrace(error)
    }
    let checked: TraceReplay.CheckedTrace
    do {
      checked = try TraceReplay.check(
        decoder: TraceFile.decoder(for: file, navigationOverride: navigation), from: input.firstPass())
    } catch {
      throw failure(error)
    }
    let source: ByteSource
    do {
      source = try input.secondPass()
    } catch {
      throw .unreadable(error)
    }
    var pendingHeading = heading.map { Array($0.utf8) }
    var writeError: FileError?
    do throws(TraceError) {
      try TraceReplay.replay(
        checked, from: source, policy: policy, ios: ios, format: format.traceFormat
      ) { bytes in
        do throws(FileError) {
          if let text = pendingHeading {
            try Descriptor.standardOutput.write(text)
            pendingHeading = nil
          }
          try Descriptor.standardOutput.write(bytes)
          return true
        } catch {
          writeError = error
          return false
        }
      }
    } catch {
      throw failure(error)
    }
    if let writeError { throw session.failedWriting(writeError) }
    do {
      try input.finish()
    } catch {
      throw .unreadable(error)
    }
  }
}

extension ReplayCommand.Format {
  /// The library's name for the format.
  var traceFormat: TraceReplay.Format {
    switch self {
    case .text: .text
    case .jsonl: .jsonl
    }
  }
}
