import PopGesture
import PopGestureFormats
import PopGestureTools

extension CompletionScript {
  /// A bash function that completes from the word being typed and the one before it: a value
  /// after an option that takes one, options after `-`, and operands otherwise.
  static func bash() -> [String] {
    var lines = [
      heading(.bash),
      "",
      "# Completes the words in $1 that start with the word being typed.",
      "_popgesture_words() {",
      #"  COMPREPLY=($(compgen -W "$1" -- "$cur"))"#,
      "}",
      "",
      "# Completes file names, one a line so that spaces stay inside names.",
      "_popgesture_files() {",
      #"  local IFS=$'\n'"#,
      #"  COMPREPLY=($(compgen -f -- "$cur"))"#,
      "  compopt -o filenames 2>/dev/null",
      "}",
      "",
      "_popgesture() {",
      #"  local cur="${COMP_WORDS[COMP_CWORD]}" prev="" command="" i"#,
      #"  if ((COMP_CWORD > 0)); then prev="${COMP_WORDS[COMP_CWORD-1]}"; fi"#,
      #"  # bash splits "--format=jsonl" at "=": complete the value after it all the same."#,
      #"  if [[ "$cur" == "=" ]]; then"#,
      #"    cur="""#,
      #"  elif [[ "$prev" == "=" ]] && ((COMP_CWORD > 1)); then"#,
      #"    prev="${COMP_WORDS[COMP_CWORD-2]}""#,
      "  fi",
      "  # The command is the first word after the program that is not an option.",
      "  for ((i = 1; i < COMP_CWORD; i++)); do",
      #"    case "${COMP_WORDS[i]}" in"#,
      "      -*) ;;",
      #"      *) command="${COMP_WORDS[i]}"; break ;;"#,
      "    esac",
      "  done",
      #"  case "$command" in"#,
    ]
    lines += bashCase(Program.declaration, pattern: #""""#)
    for command in commands {
      lines += bashCase(command, pattern: quoted(command.name?.rawValue ?? ""))
    }
    lines += ["  esac", "}", "", "complete -F _popgesture popgesture"]
    return lines
  }

  /// The branch of `_popgesture` for one command.
  private static func bashCase(_ command: CommandDeclaration, pattern: String) -> [String] {
    var lines = ["    \(pattern))"]
    let valued = command.options.filter { $0.value != nil }
    if !valued.isEmpty {
      lines.append(#"      case "$prev" in"#)
      for option in valued {
        let names = option.names.map(quoted).joined(separator: "|")
        lines.append("        \(names)) \(bashCompletion(option.value?.completion ?? .none)); return ;;")
      }
      lines.append("      esac")
    }
    let options = command.allOptions.flatMap(\.names)
    guard command.name != nil else {
      // Before any command: the commands and the program's own options.
      let words = quoted((CommandName.names + options).joined(separator: " "))
      return lines + ["      _popgesture_words \(words)", "      ;;"]
    }
    let optionWords = quoted(options.joined(separator: " "))
    return lines + [
      #"      if [[ "$cur" == -* ]]; then _popgesture_words \#(optionWords); return; fi"#,
      "      \(bashCompletion(command.arguments.first?.completion ?? .none))",
      "      ;;",
    ]
  }

  /// The call that completes `completion`.
  private static func bashCompletion(_ completion: Completion) -> String {
    switch completion {
    case .none: "COMPREPLY=()"
    case .file: "_popgesture_files"
    case .words(let words): "_popgesture_words \(quoted(words.joined(separator: " ")))"
    }
  }
}
