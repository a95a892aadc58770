import PopGesture

/// Splits a command's arguments into options and operands, the way most Unix tools do.
///
/// Options may come before or after operands, take their value as the next argument or after
/// `=` (`--format=jsonl`), and stop at `--`; a lone `-` is an operand (standard input).
struct ArgumentScanner {
  /// One argument, classified.
  enum Token {
    /// `--name` or `-n`, with the value given after `=`, if any.
    case option(String, inlineValue: String?)
    case operand(String)
  }

  private var arguments: ArraySlice<String>
  private var isPastOptions = false
  private let command: CommandName
  private let knownOptions: [String]

  init(_ arguments: ArraySlice<String>, command: CommandName, knownOptions: [String]) {
    self.arguments = arguments
    self.command = command
    self.knownOptions = knownOptions
  }

  /// Whether `--help` or `-h` appears among the options, which wins over any other mistake.
  static func asksForHelp(_ arguments: ArraySlice<String>) -> Bool {
    for argument in arguments {
      if argument == "--" { return false }
      if argument == "--help" || argument == "-h" { return true }
    }
    return false
  }

  /// The next argument, or nil at the end; an option that is not known is a usage error.
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
    guard knownOptions.contains(name) else {
      throw .usage(
        "unknown option \(PrintableText.quoted(name))\(Suggestion.hint(for: name, among: knownOptions))",
        command: command)
    }
    return .option(name, inlineValue: inlineValue)
  }

  /// The value of `option`: the part after `=`, or else the next argument.
  mutating func value(of option: String, inlineValue: String?) throws(Failure) -> String {
    if let inlineValue { return inlineValue }
    guard let value = arguments.popFirst() else {
      throw .usage("missing value for '\(option)'", command: command)
    }
    return value
  }

  /// The file of an output option (`-o FILE`), given at most once and never `-`: leaving the
  /// option out already means standard output, where `what` goes then.
  mutating func outputFile(
    of option: String, inlineValue: String?, replacing current: String?, what: String
  ) throws(Failure) -> String {
    guard current == nil else {
      throw .usage("'\(option)' given twice; give one output file", command: command)
    }
    let value = try value(of: option, inlineValue: inlineValue)
    guard value != Files.standardInput else {
      throw .usage("leave out '\(option)' to write \(what) to standard output", command: command)
    }
    return value
  }

  /// A usage error for an option that takes no value but was given one.
  func rejectValue(of option: String, inlineValue: String?) throws(Failure) {
    if inlineValue != nil { throw .usage("option '\(option)' takes no value", command: command) }
  }

  /// The value of a word option, checked against its allowed words.
  mutating func word<Word: RawRepresentable & CaseIterable>(
    _: Word.Type, of option: String, inlineValue: String?, what: String
  ) throws(Failure) -> Word where Word.RawValue == String {
    let value = try value(of: option, inlineValue: inlineValue)
    if let word = Word(rawValue: value) { return word }
    let words = Word.allCases.map(\.rawValue)
    throw .usage(
      "unknown \(what) \(PrintableText.quoted(value))\(Suggestion.hintOrList(for: value, among: words))",
      command: command)
  }

  /// A `--policy` word; the version-1 words `system` and `native26` say what to give instead.
  mutating func policy(of option: String, inlineValue: String?) throws(Failure) -> PolicyName {
    let value = try value(of: option, inlineValue: inlineValue)
    if let advice = PolicyName.replacement(forRemovedWord: value) {
      let flags = value == "system" ? "--policy uikit --ios 18" : "--policy uikit --ios 26"
      throw .usage(
        "unknown policy \(PrintableText.quoted(value)); \(advice): give \(flags)", command: command)
    }
    return try word(PolicyName.self, of: option, inlineValue: value, what: "policy")
  }

  /// An `--ios` version: a whole number from 7 to 99 (`26` or `26.0`).
  mutating func ios(of option: String, inlineValue: String?) throws(Failure) -> Int {
    let value = try value(of: option, inlineValue: inlineValue)
    let versions = Device.iosVersions
    guard let number = Double(value), number == number.rounded(), versions.contains(Int(exactly: number) ?? 0)
    else {
      throw .usage(
        "invalid iOS version \(PrintableText.quoted(value)); give a major version from \(versions.lowerBound) to \(versions.upperBound), such as 26 or 18",
        command: command)
    }
    return Int(number)
  }
}
