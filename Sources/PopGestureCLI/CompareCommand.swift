import PopGesture
import PopGestureFormats
import PopGestureTools

/// `popgesture compare`: replays each trace by every library on iOS 26 and on iOS 18 and prints
/// them side by side, the trace's own system first.
struct CompareCommand: Subcommand {
  enum Option: CommandOption {
    case format, policy, ios, stack, output

    var declaration: OptionDeclaration {
      switch self {
      case .format:
        OptionDeclaration(
          "--format", value: .words(ReplayCommand.Format.self),
          help: "The blocks as aligned text, or JSON records: a compareSummary (systems, popsUnder, "
            + "sequences), then one compare record per system: policy, ios, popped, sequences (per "
            + "swipe: outcome, recognizer, recognizers, release, ...), releases, stack, "
            + "navigationBarHidden, fault, differences.",
          default: "text")
      case .policy:
        .policy("The first row's library instead of the trace's own: \(OptionDeclaration.policies).")
      case .ios:
        .ios("The first row's iOS version instead of the trace's own (26 when the trace gives none).")
      case .stack: .stack(TraceArguments.stackHelp)
      case .output:
        .output(
          "Write the tables to FILE, whole, instead of standard output, leaving FILE as it was if "
            + "any trace fails. A trace's .compare golden is written by 'popgesture check --record "
            + "--with compare', with its other goldens.")
      }
    }
  }

  static let declaration = CommandDeclaration(
    .compare, summary: "Show every library on iOS 26 and iOS 18 side by side.",
    discussion: [
      "One row per system, a library (\(OptionDeclaration.policies)) on an iOS version: first the "
        + "trace's own (its policy and device.ios, or --policy and --ios), then each library on iOS "
        + "26, where UIKit's content swipe runs beside it, then each on iOS 18, leaving out the "
        + "first row's system. The first line counts the systems that popped a screen in any swipe. "
        + "Then one block per touch sequence (its number, time and start point; with several "
        + "swipes, how many systems popped in it) gives per system the outcome (popped, cancelled, "
        + "under way, froze or no pop), the navigation recognizer that began, or else each one's "
        + "fate, and the release decision; a last block gives the final stack, bar and fault. Cells "
        + "that differ from the first row's in the same block are marked with '*'. With several "
        + #"files, each comparison starts with '==> FILE <==' (text) or a record {"type":"trace","file":"FILE"} "#
        + "(jsonl)."
    ],
    arguments: [TraceArguments.files], options: Option.self,
    examples: [
      Example(
        "Every system, on a screen with fd_interactivePopDisabled:",
        "popgesture compare Traces/pop-disabled-screen-ignores-middle-and-edge-swipes.json"),
      Example(
        "The same, with the cells that differ from plain UIKit on iOS 18 starred:",
        "popgesture compare --policy uikit --ios 18 Traces/pop-disabled-screen-ignores-middle-and-edge-swipes.json"
      ),
      Example(
        "Write the tables of a trace to a file:",
        "popgesture compare -o swipe.compare Traces/fast-swipe-from-middle-pops.json"
      ),
    ],
    exitStatuses: [
      ExitStatus(.success, "success"), ExitStatus(.usage, "usage error"),
      ExitStatus(.invalidData, "invalid trace"), ExitStatus(.unreadableInput, "unreadable file"),
      ExitStatus(.cannotCreate, "FILE could not be created"),
      ExitStatus(.writeFailed, "a write failed partway"),
    ])

  var format = ReplayCommand.Format.text
  /// Replaces each trace's own policy, and so the first row's, when set.
  var policy: PolicyName?
  /// Replaces each trace's own iOS version, and so the first row's, when set.
  var ios: Int?
  /// A navigation description file that replaces each trace's own.
  var stackFile: String?
  /// Where the tables go, written whole; standard output when nil.
  var outputFile: String?
  var files: [String] = []

  /// Parses the arguments after `compare`.
  init(parsing arguments: ArraySlice<String>) throws(Failure) {
    var scanner = ArgumentScanner<Option>(arguments, command: .compare)
    while let token = try scanner.next() {
      switch token {
      case .option(.format, _, let value):
        format = try scanner.word(ReplayCommand.Format.self, value, what: "format")
      case .option(.policy, _, let value): policy = try scanner.policy(value)
      case .option(.ios, _, let value): ios = try scanner.ios(value)
      case .option(.stack, _, let value): stackFile = value
      case .option(.output, let name, let value):
        outputFile = try scanner.outputFile(value, of: name, replacing: outputFile, what: "the tables")
      case .operand(let file): files.append(file)
      }
    }
    try TraceArguments.check(files, stackFile: stackFile, scanner)
  }

  /// Compares every file; a file that cannot be read or decoded is reported and skipped, but a
  /// failed write ends the command. Each comparison is written as its trace is replayed, the
  /// swipes' parts spooled to temporary files until the lines that count over the whole trace
  /// can head them, so a long trace's comparison is never held in memory. With `-o`, the tables
  /// go to a spool too and replace the file whole once all are made, so a `.compare` golden is
  /// never left half written, and not at all when a file failed, so an invalid trace never
  /// empties its golden.
  func run(in session: inout Session) throws(Failure) {
    if let outputFile,
      let input = files.first(where: { $0 != Files.standardInput && Files.isSameFile($0, outputFile) })
    {
      throw .usage(
        "-o \(Files.quoted(outputFile)) is the trace \(Files.quoted(input)); write the tables elsewhere",
        command: .compare)
    }
    try TraceArguments.checkOutput(outputFile, isNot: stackFile, what: "the tables", command: .compare)
    let navigation = try stackFile.map { file throws(Failure) in try TraceFile.navigation(file) }
    let outputSpool = outputFile.map { _ in Spool() }
    /// Writes `bytes` to the output: `-o`'s spool, or standard output.
    func output(_ bytes: UnsafeRawBufferPointer) throws(Failure) {
      guard let outputSpool else { return try session.write(bytes) }
      try outputSpool.append(bytes)
    }
    /// Writes `text` to the output.
    func output(_ text: String) throws(Failure) {
      guard let outputSpool else { return try session.write(text) }
      try outputSpool.append(text)
    }
    var navigationFiles: [String] = []
    var hasPrinted = false
    for file in files {
      let parts = Parts()
      let pieces: [ComparisonWriter.Piece]
      do {
        pieces = try compare(file, navigation: navigation, into: parts) { navigationFiles.append($0) }
      } catch {
        try parts.check()
        session.report(error)
        continue
      }
      try parts.check()
      var heading = ""
      if files.count > 1 {
        switch format {
        case .text:
          heading = (hasPrinted ? "\n" : "") + PathBytes.printable(TraceHeading.text(file: file)) + "\n"
        case .jsonl: heading = TraceHeading.jsonl(file: file) + "\n"
        }
      }
      for piece in [.text(heading)] + pieces {
        switch piece {
        case .text(let text): try output(text)
        case .part(let part):
          try parts.copy(part) { bytes throws(Failure) in try output(bytes) }
        }
      }
      hasPrinted = true
    }
    guard let outputFile, let outputSpool else { return }
    if let input = navigationFiles.first(where: { Files.isSameFile($0, outputFile) }) {
      throw .usage(
        "-o \(Files.quoted(outputFile)) is the navigation file \(Files.quoted(input)) that a trace reads; "
          + "write the tables elsewhere", command: .compare)
    }
    try session.replaceOutput(outputFile) { descriptor throws(Failure) in
      try outputSpool.copy { bytes throws(Failure) in
        do throws(FileError) {
          try descriptor.write(bytes)
        } catch {
          throw .writeFailed(error)
        }
      }
    }
  }

  /// Checks `file`, then replays it on every system at once from a second read, as `replay`
  /// reads a trace, writing each swipe to `parts` as soon as every system has settled it:
  /// neither its events, nor any replay's records, nor its swipes' outcomes are held, so a long
  /// trace costs what its open swipes do. Returns the comparison's pieces, the parts in place.
  private func compare(
    _ file: String, navigation: NavigationDescription?, into parts: Parts, loaded: @escaping (String) -> Void
  ) throws(Failure) -> [ComparisonWriter.Piece] {
    let (input, checked, source) = try TraceInput.checked(
      file, decoder: TraceFile.decoder(for: file, navigationOverride: navigation, loaded: loaded))
    var replays = Comparison.Replays(header: checked.header, policy: policy, ios: ios)
    var writer = ComparisonWriter(
      format: format == .text ? .text(name: checked.header.name) : .jsonl, systems: replays.systems)
    do throws(TraceError) {
      try checked.readEvents(from: source) { event in
        replays.feed(event)
        for swipe in replays.takeSettledSwipes() { writer.write(swipe, to: parts.append) }
      }
    } catch {
      throw input.failure(error)
    }
    try input.finishing()
    let (swipes, final) = replays.finish()
    for swipe in swipes { writer.write(swipe, to: parts.append) }
    return writer.finish(final: final, to: parts.append)
  }
}
