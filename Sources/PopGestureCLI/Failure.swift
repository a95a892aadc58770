import PopGesture
import PopGestureFormats
import PopGestureTools

/// Everything that can go wrong in a run, each with its one message and exit status.
enum Failure: Error {
  /// The command line is wrong; `command` picks the usage line and the help to point at.
  case usage(String, command: CommandName?)
  /// A trace or navigation file is not valid input.
  case invalidTrace(TraceError)
  /// A view dump or controller hierarchy is not text that lldb printed.
  case invalidImport(HierarchyImportDiagnostic)
  /// A file or folder cannot be read.
  case unreadable(FileError)
  /// A golden, report or plot cannot be created.
  case uncreatable(FileError)
  /// A write failed partway: standard output, standard error or a file.
  case writeFailed(FileError)
  /// `check` found nothing to check; the message says where it looked and for what.
  case nothingChecked(String)

  var exitCode: ExitCode {
    switch self {
    case .usage: .usage
    case .invalidTrace, .invalidImport: .invalidData
    case .unreadable: .unreadableInput
    case .uncreatable: .cannotCreate
    case .writeFailed: .writeFailed
    case .nothingChecked: .checkFailed
    }
  }

  /// Whether an input is at fault (unreadable or invalid), rather than the command line or an
  /// output.
  var isInputFailure: Bool {
    switch self {
    case .invalidTrace, .invalidImport, .unreadable: true
    case .usage, .uncreatable, .writeFailed, .nothingChecked: false
    }
  }

  /// What goes to standard error, ending in a newline.
  var message: String {
    switch self {
    case .usage(let message, let command):
      let helpCommand = command.map { "popgesture \($0.rawValue) --help" } ?? "popgesture --help"
      return "Error: \(message)\n\(Usage.line(for: command))\nSee '\(helpCommand)'.\n"
    case .invalidTrace(let error):
      // The file name is the user's bytes (`PathBytes`): one that is not UTF-8 shows as `\xE9`.
      return PathBytes.printable("\(error)") + "\n"
    case .invalidImport(let error):
      return "\(error)\n"
    case .unreadable(let error):
      return "popgesture: cannot read \(error.subject): \(error.reason)\n"
    case .uncreatable(let error), .writeFailed(let error):
      return "popgesture: cannot write \(error.subject): \(error.reason)\n"
    case .nothingChecked(let message):
      return "popgesture: \(message)\n"
    }
  }
}
