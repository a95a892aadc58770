import PopGesture
import PopGestureFormats
import PopGestureTools

/// `popgesture` itself: the overview page and the options given without a command.
enum Program {
  /// What `--version` prints after the program name.
  static let version = "0.1.0"

  /// The options given alone, instead of a command.
  enum Option: CommandOption {
    case generateCompletionScript, version

    var declaration: OptionDeclaration {
      switch self {
      case .generateCompletionScript:
        OptionDeclaration(
          "--generate-completion-script", value: .words(Shell.self),
          help: "Print a script that completes popgesture's commands, options and their values in "
            + "the shell; the manual (CommandLine.md, shell completion) says where each shell looks for it.")
      case .version:
        OptionDeclaration("--version", help: "Show the version.")
      }
    }
  }

  static let declaration = CommandDeclaration(
    nil,
    summary: "Replay touch traces through a model of FDFullscreenPopGesture and UIKit, and print what "
      + "each gesture recognizer and transition did.",
    // The command is the usage line's operand; the overview lists the commands, not ARGUMENTS.
    arguments: [
      ArgumentDeclaration(name: "<command>", help: "", completion: .words(CommandName.names))
    ],
    options: Option.self, foldsOptions: true,
    examples: [
      Example(
        "The verdict log of a quick swipe from the middle of the screen:",
        "popgesture replay Traces/fast-swipe-from-middle-pops.json"),
      Example("Check every trace in Traces against its goldens:", "popgesture check Traces"),
      Example(
        "Complete popgesture's commands and options in zsh:",
        "popgesture --generate-completion-script zsh > ~/.zsh/completion/_popgesture"),
    ],
    exitStatuses: [
      ExitStatus(.success, "success"), ExitStatus(.usage, "usage error"),
      ExitStatus(.writeFailed, "standard output could not be written"),
    ])
}
