import PopGesture
import PopGestureFormats
import PopGestureTools

/// Shell completion scripts, made from the commands' declarations: the subcommands, each one's
/// options, the words an option's value is one of, and files where a file is wanted.
enum CompletionScript {
  /// The script for `shell`, ending in a newline.
  static func text(for shell: Shell) -> String {
    let lines =
      switch shell {
      case .bash: bash()
      case .zsh: zsh()
      case .fish: fish()
      }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The first line of every script: what it is and how it was made.
  static func heading(_ shell: Shell) -> String {
    "# \(shell.rawValue) completion for popgesture, written by "
      + "'popgesture --generate-completion-script \(shell.rawValue)'."
  }

  /// The subcommands' declarations, in the overview's order.
  static var commands: [CommandDeclaration] { CommandName.allCases.map(\.declaration) }

  /// `text` in single quotes for a POSIX shell or zsh: a quote inside ends the quoting, adds an
  /// escaped quote and starts it again.
  static func quoted(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
  }
}
