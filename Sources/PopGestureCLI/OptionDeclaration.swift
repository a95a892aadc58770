import PopGesture
import PopGestureFormats
import PopGestureTools

/// What a shell offers for an option's value or an operand.
enum Completion: Equatable {
  /// Nothing: the value is a number or free text.
  case none
  /// A file name.
  case file
  /// One of a fixed list of words.
  case words([String])
}

/// The value an option takes: what it is called, what completes it, and one value that parses.
struct OptionValue {
  /// The value's name in the synopsis and the help page (`FILE`, `text|jsonl`).
  var placeholder: String
  var completion: Completion
  /// A value the command accepts, for the test that parses every option of every command.
  var sample: String

  /// A file name (`FILE`), completed with the files in the shell.
  static func file(_ placeholder: String = "FILE") -> OptionValue {
    OptionValue(placeholder: placeholder, completion: .file, sample: "trace.json")
  }

  /// One of the words of `Word`, shown as `a|b|c` unless `placeholder` names them.
  static func words<Word: RawRepresentable & CaseIterable>(_: Word.Type, placeholder: String? = nil)
    -> OptionValue where Word.RawValue == String
  {
    let words = Word.allCases.map(\.rawValue)
    return OptionValue(
      placeholder: placeholder ?? words.joined(separator: "|"), completion: .words(words), sample: words[0])
  }

  /// Free text that no shell can complete, such as a number or a point.
  static func text(_ placeholder: String, sample: String) -> OptionValue {
    OptionValue(placeholder: placeholder, completion: .none, sample: sample)
  }
}

/// One option of a command, declared once: the parser, the usage line, the help page and the
/// completion scripts are all made from it.
struct OptionDeclaration {
  /// `--format`.
  var name: String
  /// `-o`, if the option has a one-letter form.
  var shortName: String?
  /// The value it takes, or nil for a flag.
  var value: OptionValue?
  /// One paragraph for the help page.
  var help: String
  /// The value used when the option is left out, shown as `(default: ...)`.
  var defaultValue: String?
  /// Whether giving it again adds a value rather than replacing the one before.
  var isRepeatable = false
  /// Whether the command needs it; a required option is written without brackets in the usage.
  var isRequired = false
  /// The place of the option in the command's one choice of alternatives, `(A | B)` in the usage
  /// (`synth`'s one swipe or several); nil for an option outside it.
  var alternative: Int?

  init(
    _ name: String, short shortName: String? = nil, value: OptionValue? = nil, help: String,
    default defaultValue: String? = nil, isRepeatable: Bool = false, isRequired: Bool = false,
    alternative: Int? = nil
  ) {
    self.name = name
    self.shortName = shortName
    self.value = value
    self.help = help
    self.defaultValue = defaultValue
    self.isRepeatable = isRepeatable
    self.isRequired = isRequired
    self.alternative = alternative
  }

  /// Every name the option answers to, the long one first.
  var names: [String] { [name] + (shortName.map { [$0] } ?? []) }

  /// `--format text|jsonl`, or `-o FILE`: the option as the usage line writes it.
  var usage: String {
    [shortName ?? name, value?.placeholder].compactMap { $0 }.joined(separator: " ")
  }

  /// `-o, --output FILE`: the option as the help page's first column writes it.
  var label: String {
    let names = (shortName.map { $0 + ", " } ?? "") + name
    return [names, value?.placeholder].compactMap { $0 }.joined(separator: " ")
  }

  /// The help paragraph with its default.
  var fullHelp: String {
    help + (defaultValue.map { " (default: \($0))" } ?? "")
  }

  /// The help's first sentence without its period, for the one-line descriptions of completions.
  var summary: String { Self.firstSentence(of: help) }

  /// The first sentence of `text`, without its period.
  static func firstSentence(of text: String) -> String {
    var sentence = Substring(text)
    if let end = text.range(of: ". ") { sentence = text[..<end.lowerBound] }
    return String(sentence.hasSuffix(".") ? sentence.dropLast() : sentence)
  }

  /// `-h, --help`, which every command answers before it parses anything else.
  static let help = OptionDeclaration("--help", short: "-h", help: "Show help information.")
}

extension OptionDeclaration {
  /// The policies, as help pages list them.
  static var policies: String { Suggestion.list(PolicyName.allCases.map(\.rawValue)) }

  /// `--policy NAME`.
  static func policy(_ help: String, default defaultValue: String? = nil, isRepeatable: Bool = false)
    -> OptionDeclaration
  {
    OptionDeclaration(
      "--policy", value: .words(PolicyName.self, placeholder: "NAME"), help: help, default: defaultValue,
      isRepeatable: isRepeatable)
  }

  /// `--ios N`.
  static func ios(_ help: String, default defaultValue: String? = nil, isRepeatable: Bool = false)
    -> OptionDeclaration
  {
    OptionDeclaration(
      "--ios", value: .text("N", sample: "18"), help: help, default: defaultValue, isRepeatable: isRepeatable)
  }

  /// `--stack FILE`: a navigation description that replaces the traces' own.
  static func stack(_ help: String) -> OptionDeclaration {
    OptionDeclaration("--stack", value: .file(), help: help)
  }

  /// `-o, --output FILE`: a file written whole instead of standard output.
  static func output(_ help: String) -> OptionDeclaration {
    OptionDeclaration("--output", short: "-o", value: .file(), help: help)
  }
}

/// A command's options as an enum, one case each, so that the parser's switch over them is
/// exhaustive: an option declared but not parsed does not compile.
protocol CommandOption: CaseIterable {
  var declaration: OptionDeclaration { get }
}
