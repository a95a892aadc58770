import PopGesture
import PopGestureFormats
import PopGestureTools

/// `popgesture import`: turns a screen printed in lldb into a navigation description.
struct ImportCommand: Subcommand {
  enum Option: CommandOption {
    case hierarchy, screen, recognizers, output

    var declaration: OptionDeclaration {
      switch self {
      case .hierarchy:
        OptionDeclaration(
          "--hierarchy", value: .file(),
          help: "The output of _printHierarchy: the first navigation controller's children, bottom "
            + "first, become the stack, and the top one gets the dump's views of its own view.")
      case .screen:
        OptionDeclaration(
          "--screen", value: .text("ID", sample: "player"),
          help: "The id of the one screen when no --hierarchy names the stack.",
          default: HierarchyImport.defaultScreenID)
      case .recognizers:
        OptionDeclaration(
          "--recognizers", value: .words(HierarchyImport.RecognizerKind.self),
          help: "What a view with gesture recognizers of kinds the dump does not show becomes: a "
            + "pan in any direction, or a plain view that only takes part in hit testing.",
          default: HierarchyImport.RecognizerKind.pan.rawValue)
      case .output:
        .output("Write the description to FILE, whole, instead of standard output.")
      }
    }
  }

  static let declaration = CommandDeclaration(
    .import, summary: "Turn a screen printed in lldb into a navigation description.",
    discussion: [
      "DUMP is the text of recursiveDescription, as lldb prints it for "
        + "'expr -l objc -O -- [[UIWindow keyWindow] recursiveDescription]' (prompt lines, Swift "
        + "string escapes, a cut-off last line and a dump pasted with its '|' marks shifted or after "
        + "'//' or '>' are fine: a line's level is its number of '|' marks). The description written holds the "
        + "stack and, on its top screen, every scroll view (tables, collections, text and web views "
        + "among them), slider and view with gesture recognizers, except the system's own "
        + "containers and bars; frames are in screen points (origins summed, scroll offsets "
        + "subtracted); a view that is hidden, has an alpha below 0.01 or has userInteractionEnabled "
        + "NO is written with that key when it holds any of these, so that hit testing skips it and "
        + "what is inside, and is left out otherwise. What a dump cannot tell (paging, bouncing, "
        + "FD's README recipe, recognizers' delegates and failure requirements, the delegates of "
        + "UIKit's back swipes, swipe actions, slider ranges, the fd_ properties, the device) is "
        + "listed with the default chosen in the description's \"notes\" and on standard error, "
        + "each line starting with 'note: '. Use it as 'replay --stack FILE', as a trace's "
        + "navigation file, or with 'synth --navigation FILE'."
    ],
    arguments: [
      ArgumentDeclaration(
        name: "DUMP", help: "The recursiveDescription text; '-' reads standard input.", completion: .file)
    ],
    options: Option.self,
    examples: [
      Example(
        "Import the player screen and its stack, printed in lldb:",
        "popgesture import Traces/screens/player-dump.txt --hierarchy Traces/screens/player-controllers.txt "
          + "-o player.json"),
      Example(
        "Swipe from the middle of the imported screen, and replay it:",
        "popgesture synth --navigation Traces/screens/player.json --from 150,700 --to 330,704 --duration 0.2 "
          + "| popgesture replay -"),
    ],
    exitStatuses: [
      ExitStatus(.success, "success, warnings or not"), ExitStatus(.usage, "usage error"),
      ExitStatus(.invalidData, "DUMP or the hierarchy is not one lldb printed"),
      ExitStatus(.unreadableInput, "unreadable file"), ExitStatus(.cannotCreate, "FILE could not be created"),
      ExitStatus(.writeFailed, "a write failed partway"),
    ])

  var options = HierarchyImport.Options()
  var hierarchyFile: String?
  /// Where the description goes, written whole; standard output when nil.
  var outputFile: String?

  /// Parses the arguments after `import`.
  init(parsing arguments: ArraySlice<String>) throws(Failure) {
    var scanner = ArgumentScanner<Option>(arguments, command: .import)
    var files: [String] = []
    while let token = try scanner.next() {
      switch token {
      case .option(.hierarchy, _, let value): hierarchyFile = value
      case .option(.screen, _, let value): options.screenID = value
      case .option(.recognizers, _, let value):
        options.recognizerKind = try scanner.word(
          HierarchyImport.RecognizerKind.self, value, what: "recognizer kind")
      case .option(.output, let name, let value):
        outputFile = try scanner.outputFile(value, of: name, replacing: outputFile, what: "the description")
      case .operand(let operand): files.append(operand)
      }
    }
    guard let dump = files.first else {
      throw .usage(
        "missing DUMP; give the recursiveDescription file, or '-' for standard input", command: .import)
    }
    guard files.count == 1 else {
      throw .usage("import reads one dump; got \(files.count) files", command: .import)
    }
    guard !options.screenID.isEmpty else {
      throw .usage("--screen needs an id; give one such as --screen player", command: .import)
    }
    try scanner.readsStandardInputOnce([dump, hierarchyFile])
    options.dumpFile = dump
    options.hierarchyFile = hierarchyFile ?? Files.standardInput
  }

  /// Imports the dump; the warnings and notes go to standard error, the description to standard
  /// output or, whole, to the output file, which may not be one of the inputs.
  func run(in session: inout Session) throws(Failure) {
    try TraceArguments.checkOutput(
      outputFile, isNoneOf: [options.dumpFile, hierarchyFile], what: "the description", command: .import)
    let dump = String(decoding: try TraceFile.read(options.dumpFile), as: UTF8.self)
    let hierarchy = try hierarchyFile.map { file throws(Failure) in
      String(decoding: try TraceFile.read(file), as: UTF8.self)
    }
    let result: HierarchyImport.Result
    do {
      // Handed over, so that the text is freed once read rather than held for the whole import.
      result = try HierarchyImport.run(dump: consume dump, hierarchy: hierarchy, options: options)
    } catch {
      throw .invalidImport(error)
    }
    // One remark at a time, and the description a view at a time: the notes of a long table name
    // every row's views, and its description is larger still, so neither is ever joined whole.
    for warning in result.warnings {
      try session.writeToStandardError(PrintableText.escapedLines("\(warning)\n"))
    }
    for note in result.navigation.notes {
      try session.writeToStandardError(PrintableText.escapedLines("note: \(note)\n"))
    }
    let write = { (text: inout DescriptorText) in TraceWriter.write(result.navigation, to: &text) }
    guard let outputFile else { return try session.writeStreamed(write) }
    try session.replaceOutput(outputFile, writing: write)
  }
}
