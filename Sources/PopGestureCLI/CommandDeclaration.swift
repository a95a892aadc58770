import PopGesture
import PopGestureFormats
import PopGestureTools

/// Everything the command line says about one command, declared once: its usage line, help
/// page, scanner and completion scripts are made from it.
struct CommandDeclaration {
  /// The subcommand, or nil for the program itself (`popgesture --help`).
  var name: CommandName?
  /// One sentence: the page's `OVERVIEW:` and the command's line in the overview.
  var summary: String
  /// Paragraphs after the overview line.
  var discussion: [String]
  var arguments: [ArgumentDeclaration]
  /// The command's own options, in the order the usage line and the help page list them;
  /// `-h, --help` comes on top of these.
  var options: [OptionDeclaration]
  /// Whether the usage line folds the optional options outside the choice into `[<options>]`.
  var foldsOptions: Bool
  var examples: [Example]
  var exitStatuses: [ExitStatus]

  init<Option: CommandOption>(
    _ name: CommandName?, summary: String, discussion: [String] = [], arguments: [ArgumentDeclaration] = [],
    options _: Option.Type, foldsOptions: Bool = false, examples: [Example], exitStatuses: [ExitStatus]
  ) {
    self.name = name
    self.summary = summary
    self.discussion = discussion
    self.arguments = arguments
    options = Option.allCases.map(\.declaration)
    self.foldsOptions = foldsOptions
    self.examples = examples
    self.exitStatuses = exitStatuses
  }

  /// `popgesture replay`.
  var commandLine: String {
    "popgesture" + (name.map { " " + $0.rawValue } ?? "")
  }

  /// The options the help page lists and the scanner knows: the command's own, then help.
  var allOptions: [OptionDeclaration] { options + [.help] }
}

/// An operand: `FILE...`, `TRACE`, `[COMMAND]`.
struct ArgumentDeclaration {
  var name: String
  var help: String
  var completion: Completion
  /// Whether several may be given (`FILE...`).
  var isRepeatable = false
  /// Whether it may be left out (`[COMMAND]`).
  var isOptional = false

  /// `FILE...`: the operand as the help page's first column writes it.
  var label: String { name + (isRepeatable ? "..." : "") }

  /// `FILE...` or `[COMMAND]`: the operand as the usage line writes it.
  var usage: String { isOptional ? "[\(label)]" : label }
}

/// One example on a help page: what it does, and the command line that does it.
struct Example {
  var summary: String
  /// A shell command line, run as written by the tests from a copy of the repository's
  /// `Traces/` folder.
  var command: String

  init(_ summary: String, _ command: String) {
    self.summary = summary
    self.command = command
  }
}

/// One exit status a command can end with, and when.
struct ExitStatus {
  var code: ExitCode
  var meaning: String

  init(_ code: ExitCode, _ meaning: String) {
    self.code = code
    self.meaning = meaning
  }
}
