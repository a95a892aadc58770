import PopGesture
import PopGestureFormats
import PopGestureTools

/// How a run ends, following `sysexits.h` for the input and output errors.
enum ExitCode: Int32 {
  case success = 0
  /// A check found a verdict log that differs from its golden, or no golden, or nothing to check.
  case checkFailed = 1
  /// `EX_USAGE`: the command line is wrong.
  case usage = 64
  /// `EX_DATAERR`: a trace or navigation file is not valid input.
  case invalidData = 65
  /// `EX_NOINPUT`: a file or folder cannot be read.
  case unreadableInput = 66
  /// `EX_CANTCREAT`: a golden, report or plot cannot be created.
  case cannotCreate = 73
  /// `EX_IOERR`: writing failed partway (a full disk, a closed pipe), so the output is not whole.
  case writeFailed = 74

  /// When one run meets several failures, the highest rank is the status: output cut short says
  /// most (nothing written can be trusted), then bad data, which says what to fix, then
  /// unreadable input, then files that could not be created, then failed checks.
  var rank: Int {
    switch self {
    case .success: 0
    case .checkFailed: 1
    case .cannotCreate: 2
    case .unreadableInput: 3
    case .invalidData: 4
    case .writeFailed: 5
    case .usage: 6
    }
  }
}
