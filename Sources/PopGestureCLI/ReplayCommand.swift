import PopGesture

/// `popgesture replay`: prints the verdict log of each trace file.
struct ReplayCommand {
  /// The log formats `--format` accepts.
  enum Format: String, CaseIterable {
    case text, jsonl
  }

  var format = Format.text
  /// Replaces each trace's own policy when set.
  var policy: PolicyName?
  /// A navigation description file that replaces each trace's own.
  var stackFile: String?
  var files: [String] = []

  /// Parses the arguments after `replay`.
  init(parsing arguments: ArraySlice<String>) throws(Failure) {
    var scanner = ArgumentScanner(
      arguments, command: .replay, knownOptions: ["--format", "--policy", "--stack", "--help", "-h"])
    while let token = try scanner.next() {
      switch token {
      case .option("--format", let inlineValue):
        format = try scanner.word(Format.self, of: "--format", inlineValue: inlineValue, what: "format")
      case .option("--policy", let inlineValue):
        policy = try scanner.word(PolicyName.self, of: "--policy", inlineValue: inlineValue, what: "policy")
      case .option("--stack", let inlineValue):
        stackFile = try scanner.value(of: "--stack", inlineValue: inlineValue)
      case .option(let name, _):
        preconditionFailure("option '\(name)' is known to the scanner but not handled")
      case .operand(let file):
        files.append(file)
      }
    }
    guard !files.isEmpty else {
      throw .usage("missing trace file; give one or more FILEs, or '-' for standard input", command: .replay)
    }
    let stdinReaders =
      files.filter { $0 == Files.standardInput }.count + (stackFile == Files.standardInput ? 1 : 0)
    guard stdinReaders <= 1 else {
      throw .usage("standard input ('-') can be read only once", command: .replay)
    }
  }

  /// Replays every file; a file that cannot be read or decoded is reported and skipped.
  ///
  /// Each trace is checked whole, then replayed as it is read again, its log written as it goes,
  /// so neither the trace nor the log is held in memory.
  func run(in session: inout Session) throws(Failure) {
    let navigation = try stackFile.map { file throws(Failure) in try TraceFile.navigation(file) }
    var hasPrintedLog = false
    for file in files {
      session.flush()
      var heading: String?
      if files.count > 1 {
        switch format {
        case .text: heading = (hasPrintedLog ? "\n" : "") + TraceHeading.text(file: file) + "\n"
        case .jsonl: heading = TraceHeading.jsonl(file: file) + "\n"
        }
      }
      do throws(Failure) {
        let (check, replay) = try TraceFile.sources(file)
        let decoder = TraceFile.decoder(for: file, navigationOverride: navigation)
        do throws(TraceError) {
          // The heading goes out with the first bytes of the log, once the trace has been checked.
          try TraceReplay.run(
            decoder: decoder, check: check, replay: replay, policy: policy, format: format.traceFormat
          ) { bytes in
            if let text = heading {
              Files.writeStandardOutput(Array(text.utf8))
              heading = nil
            }
            Files.writeStandardOutput(bytes)
          }
        } catch {
          throw Failure.invalidTrace(error)
        }
        hasPrintedLog = true
      } catch {
        session.report(error)
      }
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
