import PopGesture
import PopGestureFormats
import PopGestureTools

/// Help pages, made from a command's declaration in swift-argument-parser's layout: OVERVIEW,
/// the discussion, USAGE, ARGUMENTS (COMMANDS for the program), OPTIONS, EXAMPLES and EXIT
/// STATUS, every line within 80 columns.
enum HelpPage {
  /// The whole page, ending in a newline.
  static func text(for declaration: CommandDeclaration) -> String {
    var sections = [TextLayout.wrap(declaration.summary, first: "OVERVIEW: ")]
    sections += declaration.discussion.map { TextLayout.wrap($0) }
    sections.append(Usage.lines(declaration, heading: "USAGE: "))
    if declaration.name == nil {
      sections.append(
        ["COMMANDS:"]
          + CommandName.allCases.flatMap { TextLayout.columns($0.rawValue, $0.declaration.summary) })
    } else if !declaration.arguments.isEmpty {
      sections.append(
        ["ARGUMENTS:"] + declaration.arguments.flatMap { TextLayout.columns($0.label, $0.help) })
    }
    sections.append(
      ["OPTIONS:"] + declaration.allOptions.flatMap { TextLayout.columns($0.label, $0.fullHelp) })
    sections.append(["EXAMPLES:"] + examples(declaration.examples))
    sections.append(["EXIT STATUS:"] + declaration.exitStatuses.flatMap(status))
    if declaration.name == nil {
      sections.append(["See 'popgesture help <command>' for detailed help."])
    }
    return sections.map { $0.joined(separator: "\n") + "\n" }.joined(separator: "\n")
  }

  /// Each example's summary, then its command indented below it, a blank line between two.
  private static func examples(_ examples: [Example]) -> [String] {
    var lines: [String] = []
    for example in examples {
      if !lines.isEmpty { lines.append("") }
      lines += TextLayout.wrap(example.summary, first: "  ", rest: "  ")
      lines += TextLayout.commandLines(example.command, indent: 4)
    }
    return lines
  }

  /// `  64  usage error`, the meaning wrapped under itself.
  private static func status(_ status: ExitStatus) -> [String] {
    let code = "  \(status.code.rawValue)"
    let first = code + String(repeating: " ", count: max(1, 6 - code.count))
    return TextLayout.wrap(status.meaning, first: first, rest: String(repeating: " ", count: 6))
  }
}
