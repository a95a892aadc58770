import PopGesture
import PopGestureFormats
import PopGestureTools

/// The subcommands, by the names typed on the command line, in the order the overview lists them.
enum CommandName: String, CaseIterable {
  case replay, compare, explain, map, audit, check, plot, synth, `import`, help

  /// The type that declares, parses and runs the command.
  var type: any Subcommand.Type {
    switch self {
    case .replay: ReplayCommand.self
    case .compare: CompareCommand.self
    case .explain: ExplainCommand.self
    case .map: MapCommand.self
    case .audit: AuditCommand.self
    case .check: CheckCommand.self
    case .plot: PlotCommand.self
    case .synth: SynthCommand.self
    case .import: ImportCommand.self
    case .help: HelpCommand.self
    }
  }

  /// What the command's help page, usage line and completions are made from.
  var declaration: CommandDeclaration { type.declaration }

  /// The command names, for messages and completions.
  static var names: [String] { allCases.map(\.rawValue) }
}
