import PopGesture

/// The usage lines and help pages, in swift-argument-parser's layout.
enum Usage {
  /// The one-line synopsis shown under a usage error.
  static func line(for command: CommandName?) -> String {
    "Usage: " + synopsis(command)
  }

  private static func synopsis(_ command: CommandName?) -> String {
    switch command {
    case nil: "popgesture <command> [<options>]"
    case .replay?: "popgesture replay [--format text|jsonl] [--policy NAME] [--stack FILE] FILE..."
    case .compare?: "popgesture compare [--format text|jsonl] FILE..."
    case .check?: "popgesture check [--record] PATH..."
    case .help?: "popgesture help [COMMAND]"
    }
  }

  private static var policies: String {
    Suggestion.list(PolicyName.allCases.map(\.rawValue))
  }

  /// The help page for `command`, or the overview.
  static func help(for command: CommandName?) -> String {
    switch command {
    case nil: overview
    case .replay?: replay
    case .compare?: compare
    case .check?: check
    case .help?: helpCommand
    }
  }

  private static var overview: String {
    """
    OVERVIEW: Replay touch traces through a model of FDFullscreenPopGesture and UIKit, and print
    what each gesture recognizer and transition did.

    USAGE: \(synopsis(nil))

    COMMANDS:
      replay                  Print the verdict logs of traces.
      compare                 Replay traces under every policy and show where the systems differ.
      check                   Compare traces' verdict logs with their golden .verdicts files.
      help                    Show help for popgesture or one of its commands.

    OPTIONS:
      --version               Show the version.
      -h, --help              Show help information.

    See 'popgesture help <command>' for detailed help.

    """
  }

  private static var replay: String {
    """
    OVERVIEW: Print the verdict logs of traces.

    With several files, each log starts with a line '==> FILE <==' (text) or a record
    {"type":"trace","file":"FILE"} (jsonl). A file that is not a valid trace is reported and
    skipped; the others are still replayed.

    USAGE: \(synopsis(.replay))

    ARGUMENTS:
      FILE...                 Trace files (popgesture-trace/1); '-' reads standard input.

    OPTIONS:
      --format text|jsonl     The log format. (default: text)
      --policy NAME           Replay under this policy instead of the trace's own: \(policies).
      --stack FILE            Use the navigation description in FILE instead of the traces' own.
      -h, --help              Show help information.

    EXIT STATUS:
      0 success, 64 usage error, 65 invalid trace, 66 unreadable file.

    """
  }

  private static var compare: String {
    """
    OVERVIEW: Replay traces under every policy and show where the systems differ.

    One row per policy (\(policies)): per touch sequence, the navigation recognizer that
    began, or else each one's rejection with its reason; each release decision with its
    progress and velocity; the final stack, bar and fault. Cells that differ from the fd row
    are marked with '*'. With several files, each table starts with '==> FILE <==' (text) or
    a record {"type":"trace","file":"FILE"} (jsonl).

    USAGE: \(synopsis(.compare))

    ARGUMENTS:
      FILE...                 Trace files (popgesture-trace/1); '-' reads standard input.

    OPTIONS:
      --format text|jsonl     The table as aligned text, or one JSON record per policy. (default: text)
      -h, --help              Show help information.

    EXIT STATUS:
      0 success, 64 usage error, 65 invalid trace, 66 unreadable file.

    """
  }

  private static var check: String {
    """
    OVERVIEW: Compare traces' verdict logs with their golden .verdicts files.

    Each PATH is a trace file or a folder searched recursively for *.json files whose top-level
    object has a "format" key. A trace's golden is the file beside it with the extension
    .verdicts (Traces/a.json has Traces/a.verdicts). A trace may also have a .compare golden,
    the output of 'popgesture compare', which is checked too; create one with
    'popgesture compare Traces/a.json > Traces/a.compare'. The last line is the summary
    'check: N passed, M failed', counting goldens.

    USAGE: \(synopsis(.check))

    ARGUMENTS:
      PATH...                 Trace files and folders of traces.

    OPTIONS:
      --record                Write the goldens from the current model instead of comparing.
      -h, --help              Show help information.

    EXIT STATUS:
      0 all passed, 1 a log differs from its golden or has none, 64 usage error,
      65 invalid trace, 66 unreadable file or folder, 73 a golden could not be written.

    """
  }

  private static var helpCommand: String {
    """
    OVERVIEW: Show help for popgesture or one of its commands.

    USAGE: \(synopsis(.help))

    ARGUMENTS:
      COMMAND                 replay, compare, check or help.

    """
  }
}
