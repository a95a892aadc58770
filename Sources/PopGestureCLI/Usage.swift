import PopGesture
import PopGestureFormats
import PopGestureTools

/// Usage lines, made from a command's declaration.
enum Usage {
  /// The synopsis in pieces that a wrapped line never splits: `[--format text|jsonl]`,
  /// `--stack IDS`, `(--from X,Y`, `FILE...`.
  ///
  /// Required options come bare and optional ones in brackets (`...` after a repeatable one),
  /// in declaration order; the options of the command's one choice are written together where
  /// the first of them is declared, as `(A | B)`; then the operands; a command that folds its
  /// optional options ends with `[<options>]`.
  static func synopsis(_ declaration: CommandDeclaration) -> [String] {
    var pieces = [declaration.commandLine]
    let alternatives = Dictionary(grouping: declaration.options.filter { $0.alternative != nil }) {
      $0.alternative ?? 0
    }
    var hasWrittenChoice = false
    for option in declaration.options {
      guard option.alternative == nil else {
        if !hasWrittenChoice {
          pieces += choice(alternatives.keys.sorted().compactMap { alternatives[$0] })
          hasWrittenChoice = true
        }
        continue
      }
      if option.isRequired || !declaration.foldsOptions { pieces.append(usage(of: option)) }
    }
    pieces += declaration.arguments.map(\.usage)
    if declaration.foldsOptions { pieces.append("[<options>]") }
    return pieces
  }

  /// `(A1 A2 | B1)`, one piece per option.
  private static func choice(_ alternatives: [[OptionDeclaration]]) -> [String] {
    var pieces: [String] = []
    for (index, alternative) in alternatives.enumerated() {
      for (place, option) in alternative.enumerated() {
        var piece = usage(of: option)
        if place == 0 { piece = (index == 0 ? "(" : "| ") + piece }
        pieces.append(piece)
      }
    }
    if !pieces.isEmpty { pieces[pieces.count - 1] += ")" }
    return pieces
  }

  /// `--stack IDS`, `[--format text|jsonl]` or `[--policy NAME]...`.
  private static func usage(of option: OptionDeclaration) -> String {
    let repeats = option.isRepeatable ? "..." : ""
    return option.isRequired ? option.usage + repeats : "[\(option.usage)]" + repeats
  }

  /// The synopsis on one line, as the manual's list of commands (CommandLine.md) gives it.
  static func line(_ declaration: CommandDeclaration) -> String {
    synopsis(declaration).joined(separator: " ")
  }

  /// `Usage: ...` under a usage error, wrapped before 80 columns with the continued pieces lined
  /// up after the command's name.
  static func line(for command: CommandName?) -> String {
    lines(command?.declaration ?? Program.declaration, heading: "Usage: ").joined(separator: "\n")
  }

  /// The synopsis after `heading`, wrapped as swift-argument-parser wraps it.
  static func lines(_ declaration: CommandDeclaration, heading: String) -> [String] {
    let start = heading + declaration.commandLine
    let indent = String(repeating: " ", count: start.count + 1)
    return TextLayout.fill([start] + synopsis(declaration).dropFirst(), rest: indent)
  }

  /// The manual's list of commands (CommandLine.md): every command's synopsis, then the program's own options.
  static var commandList: [String] {
    CommandName.allCases.map { line($0.declaration) }
      + Program.declaration.allOptions.map { option in
        (["popgesture", option.name] + [option.value?.placeholder].compactMap { $0 }).joined(separator: " ")
      }
  }
}
