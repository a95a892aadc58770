import PopGesture
import PopGestureFormats
import PopGestureTools

/// Splits a command's arguments into its declared options, each with its value, and operands,
/// the way most Unix tools do.
///
/// Options may come before or after operands, take their value as the next argument or after
/// `=` (`--format=jsonl`), and stop at `--`; a lone `-` is an operand (standard input). Which
/// options take a value comes from their declarations, so the scanner reads it and the command
/// only checks it.
struct ArgumentScanner<Option: CommandOption> {
  /// One argument, classified.
  enum Token {
    /// A declared option, by the name it was given as (`-o` or `--output`), with its value: the
    /// part after `=` or the next argument, and empty for a flag.
    case option(Option, name: String, value: String)
    case operand(String)
  }

  private var arguments: ArraySlice<String>
  private var isPastOptions = false
  /// The command whose usage line errors show; nil for the program itself.
  let command: CommandName?
  private let options: [String: Option]

  init(_ arguments: ArraySlice<String>, command: CommandName?) {
    self.arguments = arguments
    self.command = command
    var options: [String: Option] = [:]
    for option in Option.allCases {
      for name in option.declaration.names { options[name] = option }
    }
    self.options = options
  }

  /// Every name a "did you mean" hint may offer, help's among them.
  private var knownNames: [String] {
    Option.allCases.flatMap(\.declaration.names) + OptionDeclaration.help.names
  }

  /// The next argument, or nil at the end; an option that is not declared, a value missing, or
  /// a value given to a flag is a usage error.
  ///
  mutating func next() throws(Failure) -> Token? {
    guard let argument = arguments.popFirst() else { return nil }
    if isPastOptions || argument == Files.standardInput || !argument.hasPrefix("-") {
      return .operand(argument)
    }
    if argument == "--" {
      isPastOptions = true
      return try next()
    }
    var name = argument
    var inlineValue: String?
    if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
      name = String(argument[..<equals])
      inlineValue = String(argument[argument.index(after: equals)...])
    }
    guard let option = options[name] else {
      // `--help` alone is answered before any command parses; here it came with a value.
      if OptionDeclaration.help.names.contains(name) {
        throw .usage("option '\(name)' takes no value", command: command)
      }
      throw .usage(
        "unknown option \(PrintableText.quoted(name))\(Suggestion.hint(for: name, among: knownNames))",
        command: command)
    }
    guard let value = option.declaration.value else {
      if inlineValue != nil { throw .usage("option '\(name)' takes no value", command: command) }
      return .option(option, name: name, value: "")
    }
    if let inlineValue { return .option(option, name: name, value: inlineValue) }
    guard let next = arguments.popFirst() else {
      var message = "missing value for '\(name)'"
      if case .words(let words) = value.completion { message += "; expected \(Suggestion.list(words))" }
      throw .usage(message, command: command)
    }
    return .option(option, name: name, value: next)
  }

  /// A usage error if any argument is left: for commands that take nothing more.
  func end() throws(Failure) {
    if let extra = arguments.first {
      throw .usage("unexpected argument \(PrintableText.quoted(extra))", command: command)
    }
  }

  /// The file of an output option (`-o FILE`), given at most once and never `-`: leaving the
  /// option out already means standard output, where `what` goes then.
  func outputFile(_ value: String, of option: String, replacing current: String?, what: String)
    throws(Failure) -> String
  {
    guard current == nil else {
      throw .usage("'\(option)' given twice; give one output file", command: command)
    }
    guard value != Files.standardInput else {
      throw .usage("leave out '\(option)' to write \(what) to standard output", command: command)
    }
    return value
  }

  /// A word option's value, checked against its allowed words.
  func word<Word: RawRepresentable & CaseIterable>(_: Word.Type, _ value: String, what: String)
    throws(Failure) -> Word where Word.RawValue == String
  {
    if let word = Word(rawValue: value) { return word }
    let words = Word.allCases.map(\.rawValue)
    throw .usage(
      "unknown \(what) \(PrintableText.quoted(value))\(Suggestion.hintOrList(for: value, among: words))",
      command: command)
  }

  /// A `--policy` word; the version-1 words `system` and `native26`, and a library's own name
  /// (`FDFullscreenPopGesture`), say what to give instead.
  func policy(_ value: String) throws(Failure) -> PolicyName {
    if let advice = PolicyName.replacement(forRemovedWord: value) {
      let flags =
        switch (value, PolicyName.libraryName(value)) {
        case (_, let library?): "--policy \(library.rawValue)"
        case ("system", nil): "--policy uikit --ios 18"
        default: "--policy uikit --ios 26"
        }
      throw .usage(
        "unknown policy \(PrintableText.quoted(value)); \(advice): give \(flags)", command: command)
    }
    return try word(PolicyName.self, value, what: "policy")
  }

  /// An `--ios` version: a whole number from 7 to 99 (`26` or `26.0`).
  func ios(_ value: String) throws(Failure) -> Int {
    let versions = Device.iosVersions
    guard let number = Double(value), number == number.rounded(), versions.contains(Int(exactly: number) ?? 0)
    else {
      throw .usage(
        "invalid iOS version \(PrintableText.quoted(value)); give a major version from \(versions.lowerBound) to \(versions.upperBound), such as 26 or 18",
        command: command)
    }
    return Int(number)
  }

  /// A usage error unless standard input (`-`) is among `inputs` at most once: it cannot be read
  /// twice, as a trace and as a navigation file say.
  func readsStandardInputOnce(_ inputs: [String?]) throws(Failure) {
    guard inputs.filter({ $0 == Files.standardInput }).count <= 1 else {
      throw .usage("standard input ('-') can be read only once", command: command)
    }
  }
}
