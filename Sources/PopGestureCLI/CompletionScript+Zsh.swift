import PopGesture
import PopGestureFormats
import PopGestureTools

extension CompletionScript {
  /// A zsh completion function for `_arguments`: the program's options and commands, then one
  /// function per command with its options, their values and its operands, each described by
  /// the first sentence of its help.
  static func zsh() -> [String] {
    var lines = [
      "#compdef popgesture",
      heading(.zsh),
      "",
      "_popgesture() {",
      #"  local curcontext="$curcontext" state line"#,
      "  typeset -A opt_args",
      "  _arguments -C \\",
    ]
    for option in Program.declaration.allOptions {
      lines.append("    \(zshSpecification(option, excludesAll: true)) \\")
    }
    lines += [
      "    ': :_popgesture_commands' \\",
      "    '*:: :->command'",
      "  case $state in",
      "    (command)",
      #"      curcontext="${curcontext%:*:*}:popgesture-$words[1]:""#,
      "      case $words[1] in",
    ]
    for command in commands {
      guard let name = command.name?.rawValue else { continue }
      lines.append("        (\(name)) _popgesture_\(name) ;;")
    }
    lines += [
      "      esac", "      ;;", "  esac", "}", "", "_popgesture_commands() {", "  local -a commands",
      "  commands=(",
    ]
    for command in commands {
      guard let name = command.name?.rawValue else { continue }
      lines.append("    " + quoted(name + ":" + OptionDeclaration.firstSentence(of: command.summary)))
    }
    lines += ["  )", "  _describe -t commands 'popgesture command' commands", "}"]
    for command in commands {
      guard let name = command.name?.rawValue else { continue }
      lines += ["", "_popgesture_\(name)() {", "  _arguments \\"]
      let specifications =
        command.allOptions.map { zshSpecification($0, excludesAll: $0.name == OptionDeclaration.help.name) }
        + command.arguments.map(zshSpecification)
      lines += specifications.enumerated().map { index, specification in
        "    " + specification + (index < specifications.count - 1 ? " \\" : "")
      }
      lines.append("}")
    }
    lines += [
      "",
      "# Autoloaded from fpath, this file is the completion function; sourced, it registers one.",
      #"if [[ "${funcstack[1]}" == _popgesture ]]; then"#,
      #"  _popgesture "$@""#,
      "else",
      "  compdef _popgesture popgesture",
      "fi",
    ]
    return lines
  }

  /// `'*--policy[A panel's library]:NAME:(fd zw kvc uikit)'`; an option that ends the command
  /// line (`--help`) excludes everything else.
  private static func zshSpecification(_ option: OptionDeclaration, excludesAll: Bool) -> String {
    var exclusions =
      excludesAll ? "(- : *)" : option.shortName == nil ? "" : "(\(option.names.joined(separator: " ")))"
    if option.isRepeatable { exclusions = "*" }
    let description = "[" + zshEscaped(option.summary) + "]"
    let value = option.value.map { ":" + zshMessage($0.placeholder) + ":" + zshAction($0.completion) } ?? ""
    let names = option.shortName.map { "{\($0),\(option.name)}" } ?? option.name
    guard option.shortName != nil else { return quoted(exclusions + names + description + value) }
    // zsh's brace expansion makes one specification per name from the unquoted `{-o,--output}`.
    return quoted(exclusions) + names + quoted(description + value)
  }

  /// `'*:FILE:_files'` for an operand.
  private static func zshSpecification(_ argument: ArgumentDeclaration) -> String {
    let position = argument.isRepeatable ? "*" : argument.isOptional ? ":" : ""
    return quoted(position + ":" + zshMessage(argument.name) + ":" + zshAction(argument.completion))
  }

  /// What `_arguments` runs to complete a value.
  private static func zshAction(_ completion: Completion) -> String {
    switch completion {
    case .none: " "
    case .file: "_files"
    case .words(let words): "(" + words.joined(separator: " ") + ")"
    }
  }

  /// `text` inside `[...]`, where a bracket or a backslash would end or change it.
  private static func zshEscaped(_ text: String) -> String {
    var escaped = ""
    for character in text {
      if "[]\\".contains(character) { escaped.append("\\") }
      escaped.append(character)
    }
    return escaped
  }

  /// A value's name, where a colon would start the action.
  private static func zshMessage(_ text: String) -> String {
    text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: ":", with: "\\:")
  }
}
