import PopGesture
import PopGestureFormats
import PopGestureTools

/// `popgesture plot`: draws one trace's replay as an SVG timeline.
struct PlotCommand: Subcommand {
  enum Option: CommandOption {
    case policy, ios, stack, output

    var declaration: OptionDeclaration {
      switch self {
      case .policy:
        .policy("Replay under this library instead of the trace's own: \(OptionDeclaration.policies).")
      case .ios: .ios("Replay on this iOS version instead of the trace's own (26 when the trace gives none).")
      case .stack: .stack(TraceArguments.stackHelpForOneTrace)
      case .output: .output("Write the SVG to FILE instead of standard output.")
      }
    }
  }

  static let declaration = CommandDeclaration(
    .plot, summary: "Draw a replay as an SVG timeline.",
    discussion: [
      "The picture shares one time axis (seconds) from top to bottom: the fingers' x and y in "
        + "points, the interactive transition's progress (0-1) with its release decision, one band "
        + "per recognizer (possible, waiting, began/changed) with a marker and reason where it "
        + "began, ended, failed or was cancelled, the navigation bar, actions and scrolls; the "
        + "caption gives the stack at the start and the final stack and bar. The same trace always "
        + "gives the same bytes. FILE is written whole (a temporary file renamed into place), and "
        + "may not be the trace or a navigation file it reads."
    ],
    arguments: [TraceArguments.trace], options: Option.self,
    examples: [
      Example(
        "The timeline of a quick swipe from the middle, to open in a browser:",
        "popgesture plot Traces/fast-swipe-from-middle-pops.json -o swipe.svg"),
      Example(
        "The same swipe under plain UIKit on iOS 18:",
        "popgesture plot --policy uikit --ios 18 Traces/fast-swipe-from-middle-pops.json -o uikit18.svg"),
    ],
    exitStatuses: [
      ExitStatus(.success, "success"), ExitStatus(.usage, "usage error"),
      ExitStatus(.invalidData, "invalid trace"), ExitStatus(.unreadableInput, "unreadable file"),
      ExitStatus(.cannotCreate, "FILE could not be created"),
      ExitStatus(.writeFailed, "a write failed partway"),
    ])

  /// Replaces the trace's own policy when set.
  var policy: PolicyName?
  /// Replaces each trace's own iOS version when set.
  var ios: Int?
  /// A navigation description file that replaces the trace's own.
  var stackFile: String?
  /// Where the SVG goes; standard output when nil.
  var outputFile: String?
  var file: String

  /// Parses the arguments after `plot`.
  init(parsing arguments: ArraySlice<String>) throws(Failure) {
    var scanner = ArgumentScanner<Option>(arguments, command: .plot)
    var files: [String] = []
    while let token = try scanner.next() {
      switch token {
      case .option(.policy, _, let value): policy = try scanner.policy(value)
      case .option(.ios, _, let value): ios = try scanner.ios(value)
      case .option(.stack, _, let value): stackFile = value
      case .option(.output, let name, let value):
        outputFile = try scanner.outputFile(value, of: name, replacing: outputFile, what: "the SVG")
      case .operand(let operand): files.append(operand)
      }
    }
    guard let first = files.first else {
      throw .usage("missing trace file; give one TRACE, or '-' for standard input", command: .plot)
    }
    guard files.count == 1 else {
      throw .usage("plot draws one trace; got \(files.count) files", command: .plot)
    }
    try scanner.readsStandardInputOnce([first, stackFile])
    file = first
  }

  /// Replays the trace and writes its timeline; an output file is replaced whole, never left
  /// half written, and may not be one of the files the plot reads.
  ///
  /// The trace is opened once and checked whole, then read again for each of the plot's passes
  /// (see `TraceInput` and `TimelinePlot.write`), and the SVG is written as it is drawn, so that
  /// neither the trace, when it is a regular file, nor the picture is held in memory.
  func run(in session: inout Session) throws(Failure) {
    if let outputFile, file != Files.standardInput, Files.isSameFile(file, outputFile) {
      throw .usage(
        "-o \(Files.quoted(outputFile)) is the trace itself; write the plot elsewhere", command: .plot)
    }
    try TraceArguments.checkOutput(outputFile, isNot: stackFile, what: "the plot", command: .plot)
    let navigation = try stackFile.map { file throws(Failure) in try TraceFile.navigation(file) }
    var navigationFiles: [String] = []
    let decoder = TraceFile.decoder(for: file, navigationOverride: navigation) { navigationFiles.append($0) }
    let (input, checked, secondPass) = try TraceInput.checked(file, decoder: decoder)
    if let outputFile, let input = navigationFiles.first(where: { Files.isSameFile($0, outputFile) }) {
      throw .usage(
        "-o \(Files.quoted(outputFile)) is the navigation file \(Files.quoted(input)) that "
          + "the trace reads; write the plot elsewhere", command: .plot)
    }
    var nextPass: ByteSource? = secondPass
    let events: (_ visit: (Event) -> Void) throws(Failure) -> Void = { visit throws(Failure) in
      let source: ByteSource
      if let pass = nextPass {
        source = pass
        nextPass = nil
      } else {
        do throws(FileError) {
          source = try input.anotherPass()
        } catch {
          throw .unreadable(error)
        }
      }
      do throws(TraceError) {
        try checked.readEvents(from: source, visit: visit)
      } catch {
        throw input.failure(error)
      }
    }
    let name = file == Files.standardInput ? nil : file
    guard let outputFile else {
      try session.flush()
      var writeError: FileError?
      try TimelinePlot.write(header: checked.header, events: events, policy: policy, ios: ios, file: name) {
        bytes in
        guard writeError == nil else { return }
        do throws(FileError) {
          try Descriptor.standardOutput.write(bytes)
        } catch {
          writeError = error
        }
      }
      if let writeError { throw session.failedWriting(writeError) }
      try input.finishing()
      return
    }
    try session.replaceOutput(outputFile) { sink throws(Failure) in
      try TimelinePlot.write(
        header: checked.header, events: events, policy: policy, ios: ios, file: name, to: sink)
      // A file changed during the last pass is not the plot's trace: the output is left as it was.
      try input.finishing()
    }
  }
}
