import PopGesture
import PopGestureFormats
import PopGestureTools

/// What the command line asks for, parsed whole before anything runs.
enum Command {
  case subcommand(any Subcommand)
  case version
  case completionScript(Shell)

  /// Parses the arguments after the program name.
  init(parsing arguments: [String]) throws(Failure) {
    guard let first = arguments.first else {
      throw .usage("missing command; expected \(Suggestion.list(CommandName.names))", command: nil)
    }
    let rest = arguments.dropFirst()
    if first.hasPrefix("-") && first != Files.standardInput {
      self = try Self.programOption(arguments[...])
      return
    }
    guard let name = CommandName(rawValue: first) else {
      let hint = Suggestion.hint(for: first, among: CommandName.names)
      throw .usage("unknown command \(PrintableText.quoted(first))\(hint)", command: nil)
    }
    if HelpCommand.isAsked(in: rest) {
      self = .subcommand(HelpCommand(topic: name))
      return
    }
    self = .subcommand(try name.type.init(parsing: rest))
  }

  /// The program's own options (`--help`, `--version`, `--generate-completion-script`), each
  /// given alone.
  private static func programOption(_ arguments: ArraySlice<String>) throws(Failure) -> Command {
    if let first = arguments.first, OptionDeclaration.help.names.contains(first) {
      try ArgumentScanner<Program.Option>(arguments.dropFirst(), command: nil).end()
      return .subcommand(HelpCommand(topic: nil))
    }
    var scanner = ArgumentScanner<Program.Option>(arguments, command: nil)
    let command: Command
    switch try scanner.next() {
    case .option(.version, _, _)?:
      command = .version
    case .option(.generateCompletionScript, _, let value)?:
      guard let shell = Shell(rawValue: value) else {
        throw .usage(
          "unknown shell \(PrintableText.quoted(value)); expected \(Suggestion.list(Shell.names))",
          command: nil)
      }
      command = .completionScript(shell)
    case .operand(let operand)?:
      throw .usage("unexpected argument \(PrintableText.quoted(operand))", command: nil)
    case nil:
      throw .usage("missing command; expected \(Suggestion.list(CommandName.names))", command: nil)
    }
    try scanner.end()
    return command
  }

  /// Does what was asked; failures that end the whole run are thrown.
  func run(in session: inout Session) throws(Failure) {
    switch self {
    case .subcommand(let command): try command.run(in: &session)
    case .version: try session.write("popgesture \(Program.version)\n")
    case .completionScript(let shell): try session.write(CompletionScript.text(for: shell))
    }
  }
}
