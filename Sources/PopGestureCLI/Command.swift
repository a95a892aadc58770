import PopGesture

/// The subcommands, by the names typed on the command line.
enum CommandName: String, CaseIterable {
  case replay, compare, explain, map, check, plot, synth, help
}

/// What the command line asks for, parsed whole before anything runs.
enum Command {
  case replay(ReplayCommand)
  case compare(CompareCommand)
  case explain(ExplainCommand)
  case map(MapCommand)
  case check(CheckCommand)
  case plot(PlotCommand)
  case synth(SynthCommand)
  /// Help for one command, or the overview when nil.
  case help(CommandName?)
  case version

  /// What `--version` prints after the program name.
  static let programVersion = "0.1.0"

  /// Parses the arguments after the program name.
  init(parsing arguments: [String]) throws(Failure) {
    guard let first = arguments.first else {
      throw .usage(
        "missing command; expected \(Suggestion.list(CommandName.allCases.map(\.rawValue)))", command: nil)
    }
    let rest = arguments.dropFirst()
    if first.hasPrefix("-") && first != Files.standardInput {
      let options = ["--help", "-h", "--version"]
      guard options.contains(first) else {
        throw .usage(
          "unknown option \(PrintableText.quoted(first))\(Suggestion.hint(for: first, among: options))",
          command: nil)
      }
      if let extra = rest.first {
        throw .usage("unexpected argument \(PrintableText.quoted(extra))", command: nil)
      }
      self = first == "--version" ? .version : .help(nil)
      return
    }
    guard let name = CommandName(rawValue: first) else {
      let hint = Suggestion.hint(for: first, among: CommandName.allCases.map(\.rawValue))
      throw .usage("unknown command \(PrintableText.quoted(first))\(hint)", command: nil)
    }
    if ArgumentScanner.asksForHelp(rest) {
      self = .help(name)
      return
    }
    switch name {
    case .replay: self = .replay(try ReplayCommand(parsing: rest))
    case .compare: self = .compare(try CompareCommand(parsing: rest))
    case .explain: self = .explain(try ExplainCommand(parsing: rest))
    case .map: self = .map(try MapCommand(parsing: rest))
    case .check: self = .check(try CheckCommand(parsing: rest))
    case .plot: self = .plot(try PlotCommand(parsing: rest))
    case .synth: self = .synth(try SynthCommand(parsing: rest))
    case .help: self = .help(try Self.helpTopic(rest))
    }
  }

  /// `help [COMMAND]`: the command to explain, or nil for the overview.
  private static func helpTopic(_ arguments: ArraySlice<String>) throws(Failure) -> CommandName? {
    guard let topic = arguments.first else { return nil }
    guard let name = CommandName(rawValue: topic) else {
      let hint = Suggestion.hint(for: topic, among: CommandName.allCases.map(\.rawValue))
      throw .usage("unknown command \(PrintableText.quoted(topic))\(hint)", command: .help)
    }
    if let extra = arguments.dropFirst().first {
      throw .usage("unexpected argument \(PrintableText.quoted(extra))", command: .help)
    }
    return name
  }

  /// Does what was asked; failures that end the whole run are thrown.
  func run(in session: inout Session) throws(Failure) {
    switch self {
    case .replay(let command): try command.run(in: &session)
    case .compare(let command): try command.run(in: &session)
    case .explain(let command): try command.run(in: &session)
    case .map(let command): try command.run(in: &session)
    case .check(let command): try command.run(in: &session)
    case .plot(let command): try command.run(in: &session)
    case .synth(let command): try command.run(in: &session)
    case .help(let name): try session.write(Usage.help(for: name))
    case .version: try session.write("popgesture \(Self.programVersion)\n")
    }
  }
}
