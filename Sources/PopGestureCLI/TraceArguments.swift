import PopGesture
import PopGestureFormats
import PopGestureTools

/// What the commands that read traces share: their operands, the help of `--stack`, and the
/// checks of the files they were given.
enum TraceArguments {
  /// `FILE...`, for the commands that take several traces.
  static let files = ArgumentDeclaration(
    name: "FILE", help: "Trace files (popgesture-trace/1); '-' reads standard input.", completion: .file,
    isRepeatable: true)

  /// `TRACE`, for the commands that take one.
  static let trace = ArgumentDeclaration(
    name: "TRACE", help: "A trace file (popgesture-trace/1); '-' reads standard input.", completion: .file)

  /// The help of `--stack FILE` for the commands that take several traces.
  static let stackHelp =
    "Use the navigation description in FILE instead of the traces' own; '-' reads it from standard input."

  /// The help of `--stack FILE` for the commands that take one trace.
  static let stackHelpForOneTrace =
    "Use the navigation description in FILE instead of the trace's own; '-' reads it from standard input."

  /// How the output of several files is told apart.
  static let headings =
    #"With several files, each log starts with a line '==> FILE <==' (text) or a record {"type":"trace","file":"FILE"} (jsonl)."#

  /// Usage errors for no trace at all, or standard input named twice among the traces and the
  /// navigation file.
  static func check<Option>(_ files: [String], stackFile: String?, _ scanner: ArgumentScanner<Option>)
    throws(Failure)
  {
    guard !files.isEmpty else {
      throw .usage(
        "missing trace file; give one or more FILEs, or '-' for standard input", command: scanner.command)
    }
    try scanner.readsStandardInputOnce(files + [stackFile])
  }

  /// A usage error when the output file `output` is one of `inputs` (standard input aside): it
  /// is replaced whole, which would destroy what the command reads.
  static func checkOutput(_ output: String?, isNoneOf inputs: [String?], what: String, command: CommandName)
    throws(Failure)
  {
    guard let output else { return }
    for case let input? in inputs where input != Files.standardInput && Files.isSameFile(input, output) {
      throw .usage("-o \(Files.quoted(output)) is an input; write \(what) elsewhere", command: command)
    }
  }

  /// A usage error when the output file `output` is the navigation file given with `--stack`.
  static func checkOutput(_ output: String?, isNot stackFile: String?, what: String, command: CommandName)
    throws(Failure)
  {
    guard let output, let stackFile, stackFile != Files.standardInput, Files.isSameFile(stackFile, output)
    else { return }
    throw .usage(
      "-o \(Files.quoted(output)) is the navigation file given with --stack; write \(what) elsewhere",
      command: command)
  }
}
