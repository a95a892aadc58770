/// How a run ends, following `sysexits.h` for the input errors.
enum ExitCode: Int32 {
  case success = 0
  /// A check found a verdict log that differs from its golden, or no golden.
  case checkFailed = 1
  /// `EX_USAGE`: the command line is wrong.
  case usage = 64
  /// `EX_DATAERR`: a trace or navigation file is not valid input.
  case invalidData = 65
  /// `EX_NOINPUT`: a file or folder cannot be read.
  case unreadableInput = 66
  /// `EX_CANTCREAT`: a golden cannot be written.
  case cannotWrite = 73

  /// When one run meets several failures, the highest rank is the status: bad data says most
  /// about what to fix, then unreadable input, then files that could not be written, then
  /// failed checks.
  var rank: Int {
    switch self {
    case .success: 0
    case .checkFailed: 1
    case .cannotWrite: 2
    case .unreadableInput: 3
    case .invalidData: 4
    case .usage: 5
    }
  }
}
