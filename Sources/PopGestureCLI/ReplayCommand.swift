import PopGesture
import PopGestureFormats
import PopGestureTools

/// `popgesture replay`: prints the verdict log of each trace file.
struct ReplayCommand: Subcommand {
  /// The log formats `--format` accepts.
  enum Format: String, CaseIterable {
    case text, jsonl
  }

  /// The options of `replay`, which `explain` takes too: their help fits both.
  enum Option: CommandOption {
    case format, policy, ios, stack

    var declaration: OptionDeclaration {
      switch self {
      case .format:
        OptionDeclaration(
          "--format", value: .words(Format.self), help: "Text, or one JSON record a line.",
          default: "text")
      case .policy:
        .policy("Replay under this library instead of the trace's own: \(OptionDeclaration.policies).")
      case .ios: .ios("Replay on this iOS version instead of the trace's own (26 when the trace gives none).")
      case .stack: .stack(TraceArguments.stackHelp)
      }
    }
  }

  static let declaration = CommandDeclaration(
    .replay, summary: "Print the verdict logs of traces.",
    discussion: [
      TraceArguments.headings
        + " A file that is not a valid trace is reported and skipped; the others are still replayed. "
        + "Each trace is checked whole before its log is written, then replayed from a second read "
        + "of the same bytes: a file is read again from its start (one rewritten in place meanwhile "
        + "is an error), anything else (a pipe, a FIFO, standard input) is held in memory, up to "
        + "\(Files.memoryLimitText)."
    ],
    arguments: [TraceArguments.files], options: Option.self,
    examples: [
      Example(
        "The log of a quick swipe from the middle of the screen:",
        "popgesture replay Traces/fast-swipe-from-middle-pops.json"),
      Example(
        "The same swipe under plain UIKit on iOS 18, as JSON lines:",
        "popgesture replay --policy uikit --ios 18 --format jsonl Traces/fast-swipe-from-middle-pops.json"),
    ],
    exitStatuses: [
      ExitStatus(.success, "success"), ExitStatus(.usage, "usage error"),
      ExitStatus(.invalidData, "invalid trace"), ExitStatus(.unreadableInput, "unreadable or changed file"),
      ExitStatus(.writeFailed, "standard output could not be written"),
    ])

  var format = Format.text
  /// Replaces each trace's own policy when set.
  var policy: PolicyName?
  /// Replaces each trace's own iOS version when set.
  var ios: Int?
  /// A navigation description file that replaces each trace's own.
  var stackFile: String?
  var files: [String] = []

  /// Parses the arguments after `replay`.
  init(parsing arguments: ArraySlice<String>) throws(Failure) {
    try self.init(parsing: arguments, command: .replay)
  }

  /// Parses the arguments after `replay`, or after another command that takes the same ones
  /// (`explain`), which usage errors then name.
  init(parsing arguments: ArraySlice<String>, command: CommandName) throws(Failure) {
    var scanner = ArgumentScanner<Option>(arguments, command: command)
    while let token = try scanner.next() {
      switch token {
      case .option(.format, _, let value): format = try scanner.word(Format.self, value, what: "format")
      case .option(.policy, _, let value): policy = try scanner.policy(value)
      case .option(.ios, _, let value): ios = try scanner.ios(value)
      case .option(.stack, _, let value): stackFile = value
      case .operand(let file): files.append(file)
      }
    }
    try TraceArguments.check(files, stackFile: stackFile, scanner)
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
        case .text:
          heading = (hasPrintedLog ? "\n" : "") + PathBytes.printable(TraceHeading.text(file: file)) + "\n"
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
  ///
  /// A regular file is checked and replayed at once, each pass reading it from its own place
  /// (`TraceReplay.run`); anything else is checked whole first, from what the check keeps.
  private func replay(
    _ file: String, heading: String?, navigation: NavigationDescription?, in session: inout Session
  ) throws(Failure) {
    let decoder = TraceFile.decoder(for: file, navigationOverride: navigation)
    var pendingHeading = heading.map { Array($0.utf8) }
    var writeError: FileError?
    let output = { (bytes: UnsafeRawBufferPointer) -> Bool in
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
    let input = try TraceInput.opening(file)
    if input.isRereadable {
      var changed: FileError?
      do throws(TraceError) {
        try TraceReplay.run(
          decoder: decoder, check: input.firstPass(), replay: input.passFromStart, policy: policy, ios: ios,
          format: format.traceFormat,
          confirm: {
            do throws(FileError) {
              try input.confirmFirstPass()
              return true
            } catch {
              changed = error
              return false
            }
          }, output: output)
      } catch {
        throw input.failure(error)
      }
      if let changed { throw .unreadable(changed) }
    } else {
      let (checked, source) = try TraceInput.checked(input, decoder: decoder)
      do throws(TraceError) {
        try TraceReplay.replay(
          checked, from: source, policy: policy, ios: ios, format: format.traceFormat, output: output)
      } catch {
        throw input.failure(error)
      }
    }
    if let writeError { throw session.failedWriting(writeError) }
    try input.finishing()
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
