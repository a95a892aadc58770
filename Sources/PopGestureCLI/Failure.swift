import PopGesture

/// Everything that can go wrong in a run, each with its one message and exit status.
enum Failure: Error {
  /// The command line is wrong; `command` picks the usage line and the help to point at.
  case usage(String, command: CommandName?)
  /// A trace or navigation file is not valid input.
  case invalidTrace(TraceError)
  /// A file or folder cannot be read.
  case unreadable(FileError)
  /// A golden cannot be written.
  case unwritable(FileError)

  var exitCode: ExitCode {
    switch self {
    case .usage: .usage
    case .invalidTrace: .invalidData
    case .unreadable: .unreadableInput
    case .unwritable: .cannotWrite
    }
  }

  /// What goes to standard error, ending in a newline.
  var message: String {
    switch self {
    case .usage(let message, let command):
      let helpCommand = command.map { "popgesture \($0.rawValue) --help" } ?? "popgesture --help"
      return "Error: \(message)\n\(Usage.line(for: command))\nSee '\(helpCommand)'.\n"
    case .invalidTrace(let error):
      return "\(error)\n"
    case .unreadable(let error):
      return "popgesture: cannot read '\(error.path)': \(error.reason)\n"
    case .unwritable(let error):
      return "popgesture: cannot write '\(error.path)': \(error.reason)\n"
    }
  }
}
