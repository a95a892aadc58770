import PopGesture
import PopGestureFormats
import PopGestureTools

extension CompletionScript {
  /// `complete` commands for fish: the commands and the program's options while no command has
  /// been given, then each command's options and operands once it has.
  static func fish() -> [String] {
    var lines = [
      heading(.fish),
      "",
      "# Whether no command has been given yet.",
      "function __popgesture_needs_command",
      "    set -l tokens (commandline -opc)",
      "    set -e tokens[1]",
      "    for token in $tokens",
      "        if not string match -q -- '-*' $token",
      "            return 1",
      "        end",
      "    end",
      "    return 0",
      "end",
      "",
      "# Whether the command given is $argv[1].",
      "function __popgesture_using_command",
      "    set -l tokens (commandline -opc)",
      "    set -e tokens[1]",
      "    for token in $tokens",
      "        if not string match -q -- '-*' $token",
      "            test $token = $argv[1]",
      "            return",
      "        end",
      "    end",
      "    return 1",
      "end",
      "",
      "complete -c popgesture -f",
    ]
    for command in commands {
      guard let name = command.name?.rawValue else { continue }
      lines.append(
        "complete -c popgesture -n __popgesture_needs_command -a \(name) -d "
          + fishQuoted(OptionDeclaration.firstSentence(of: command.summary)))
    }
    for option in Program.declaration.allOptions {
      lines.append(fishLine(option, condition: "__popgesture_needs_command"))
    }
    for command in commands {
      guard let name = command.name?.rawValue else { continue }
      let condition = fishQuoted("__popgesture_using_command \(name)")
      lines.append("")
      lines += command.allOptions.map { fishLine($0, condition: condition) }
      if let argument = command.arguments.first {
        switch argument.completion {
        case .none: break
        case .file: lines.append("complete -c popgesture -n \(condition) -F")
        case .words(let words):
          lines.append(
            "complete -c popgesture -n \(condition) -a \(fishQuoted(words.joined(separator: " ")))")
        }
      }
    }
    return lines
  }

  /// One `complete` line for an option.
  private static func fishLine(_ option: OptionDeclaration, condition: String) -> String {
    var parts = ["complete -c popgesture -n \(condition)"]
    if let short = option.shortName { parts.append("-s \(short.dropFirst())") }
    parts.append("-l \(option.name.dropFirst(2))")
    switch option.value?.completion {
    case nil: break
    case .none?: parts.append("-x")
    case .file?: parts.append("-r -F")
    case .words(let words)?: parts.append("-x -a \(fishQuoted(words.joined(separator: " ")))")
    }
    parts.append("-d \(fishQuoted(option.summary))")
    return parts.joined(separator: " ")
  }

  /// `text` in fish's single quotes, where a backslash escapes a quote or a backslash.
  private static func fishQuoted(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'") + "'"
  }
}
