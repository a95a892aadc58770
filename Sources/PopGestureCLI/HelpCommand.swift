import PopGesture
import PopGestureFormats
import PopGestureTools

/// `popgesture help [COMMAND]`, and what `--help` and `-h` ask for anywhere.
struct HelpCommand: Subcommand {
  /// `help` has no options of its own.
  enum Option: CommandOption {
    var declaration: OptionDeclaration {
      switch self {}
    }
  }

  static let declaration = CommandDeclaration(
    .help, summary: "Show help for popgesture or one of its commands.",
    arguments: [
      ArgumentDeclaration(
        name: "COMMAND", help: Suggestion.list(CommandName.names) + ".",
        completion: .words(CommandName.names),
        isOptional: true)
    ],
    options: Option.self,
    examples: [
      Example("The help page of replay, as 'popgesture replay --help' prints it:", "popgesture help replay")
    ],
    exitStatuses: [
      ExitStatus(.success, "success"), ExitStatus(.usage, "usage error"),
      ExitStatus(.writeFailed, "standard output could not be written"),
    ])

  /// The command to explain, or nil for the overview.
  var topic: CommandName?

  init(topic: CommandName?) {
    self.topic = topic
  }

  /// Parses the arguments after `help`: at most one command name.
  init(parsing arguments: ArraySlice<String>) throws(Failure) {
    var scanner = ArgumentScanner<Option>(arguments, command: .help)
    guard case .operand(let word)? = try scanner.next() else { return }
    guard let name = CommandName(rawValue: word) else {
      let hint = Suggestion.hint(for: word, among: CommandName.names)
      throw .usage("unknown command \(PrintableText.quoted(word))\(hint)", command: .help)
    }
    try scanner.end()
    topic = name
  }

  /// Writes the help page.
  func run(in session: inout Session) throws(Failure) {
    try session.write(HelpPage.text(for: topic?.declaration ?? Program.declaration))
  }

  /// Whether `--help` or `-h` appears among the options, which wins over any other mistake.
  static func isAsked(in arguments: ArraySlice<String>) -> Bool {
    for argument in arguments {
      if argument == "--" { return false }
      if OptionDeclaration.help.names.contains(argument) { return true }
    }
    return false
  }
}
