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
    case .replay?: "popgesture replay [--format text|jsonl] [--policy NAME] [--ios N] [--stack FILE] FILE..."
    case .compare?: "popgesture compare [--format text|jsonl] [--policy NAME] [--ios N] [-o FILE] FILE..."
    case .explain?:
      "popgesture explain [--format text|jsonl] [--policy NAME] [--ios N] [--stack FILE] FILE..."
    case .map?:
      "popgesture map [--policy NAME]... [--ios N]... [--gesture fast|slow|flick|DX,DY:SECONDS] [--grid PT] "
        + "[--stack FILE] [--at T] [-o FILE] [--format svg|text|jsonl] TRACE"
    case .check?: "popgesture check [--record] [--junit FILE] PATH..."
    case .plot?: "popgesture plot [-o FILE.svg] [--policy NAME] [--ios N] TRACE"
    case .synth?:
      "popgesture synth --stack IDS (--from X,Y --to X,Y --duration S [--at START] | --swipe SWIPE...) "
        + "[<options>]"
    case .help?: "popgesture help [COMMAND]"
    }
  }

  /// The `USAGE:` line of a help page, wrapped before 80 columns with the continued options
  /// lined up after the command name, as swift-argument-parser wraps it.
  private static func usage(_ command: CommandName) -> String {
    // Split at the spaces outside brackets, so `[--format text|jsonl]` stays whole.
    var words: [String] = []
    var depth = 0
    for character in synopsis(command) {
      if character == " " && depth == 0 {
        words.append("")
        continue
      }
      if character == "[" || character == "(" { depth += 1 }
      if character == "]" || character == ")" { depth -= 1 }
      if words.isEmpty { words.append("") }
      words[words.count - 1].append(character)
    }
    let start = "USAGE: \(words.prefix(2).joined(separator: " "))"
    let indent = String(repeating: " ", count: start.count)
    var lines = [start]
    for word in words.dropFirst(2) {
      if lines[lines.count - 1].count + 1 + word.count > 80 {
        lines.append(indent + word)
      } else {
        lines[lines.count - 1] += " " + word
      }
    }
    return lines.joined(separator: "\n")
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
    case .explain?: explain
    case .map?: map
    case .check?: check
    case .plot?: plot
    case .synth?: synth
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
      compare                 Show every library on iOS 26 and iOS 18 side by side.
      explain                 Say why each swipe did or did not pop, and what would flip it.
      map                     Show where on a screen a back swipe pops, per system.
      check                   Compare traces' verdict logs with their golden .verdicts files.
      plot                    Draw a replay as an SVG timeline.
      synth                   Write a trace of synthesized swipes.
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
    skipped; the others are still replayed. Each trace is checked whole before its log is
    written, then replayed from a second read of the same bytes: a file is read again from its
    start (one rewritten in place meanwhile is an error), anything else (a pipe, a FIFO,
    standard input) is held in memory, up to 1 GiB.

    USAGE: \(synopsis(.replay))

    ARGUMENTS:
      FILE...                 Trace files (popgesture-trace/1); '-' reads standard input.

    OPTIONS:
      --format text|jsonl     The log format. (default: text)
      --policy NAME           Replay under this library instead of the trace's own: \(policies).
      --ios N                 Replay on this iOS version instead of the trace's own (default 26).
      --stack FILE            Use the navigation description in FILE instead of the traces' own.
      -h, --help              Show help information.

    EXIT STATUS:
      0 success, 64 usage error, 65 invalid trace, 66 unreadable or changed file,
      74 standard output could not be written.

    """
  }

  private static var explain: String {
    """
    OVERVIEW: Say why each swipe did or did not pop, and what would flip it.

    For each touch sequence: its outcome in one line; for each navigation recognizer the
    rules that decided its fate, with the values compared; the smallest changes that flip
    whether it pops (a property of the screen, a view or the navigation controller, the
    start point, the motion, the system), each confirmed by replaying the changed trace;
    and the pitfalls it ran into. jsonl writes one {"type":"explanation",...} record per
    sequence, each change with a JSON Patch (RFC 6902) against the trace document.

    USAGE: \(synopsis(.explain))

    ARGUMENTS:
      FILE...                 Trace files (popgesture-trace/1); '-' reads standard input.

    OPTIONS:
      --format text|jsonl     The explanation format. (default: text)
      --policy NAME           Explain under this library instead of the trace's own: \(policies).
      --ios N                 Explain on this iOS version instead of the trace's own.
      --stack FILE            Use the navigation description in FILE instead of the traces' own.
      -h, --help              Show help information.

    EXIT STATUS:
      0 success, 64 usage error, 65 invalid trace, 66 unreadable file, 74 standard output
      could not be written.

    """
  }

  private static var map: String {
    """
    OVERVIEW: Show where on a screen a back swipe pops, per system.

    The screen is the trace's top screen as its navigation starts, or after its events up
    to --at T. From the centre of each cell of a grid over the device, a swipe toward the
    back edge is replayed from that state, and the cell takes its outcome. Each pair of
    --policy and --ios values (paired in order; one value serves every panel) is a panel:
    the migration map is --policy fd --policy fd --policy uikit --ios 18 --ios 26 --ios 26.

    USAGE: \(synopsis(.map))

    ARGUMENTS:
      TRACE                   A trace file (popgesture-trace/1); '-' reads standard input.

    OPTIONS:
      --policy NAME           A panel's library: \(policies). (default: the trace's)
      --ios N                 A panel's iOS version. (default: the trace's)
      --gesture G             fast (180 pt in 0.2 s), slow (100 pt in 1.2 s), flick (60 pt in
                              0.08 s) or DX,DY:SECONDS. (default: fast)
      --grid PT               The cells' size in points. (default: 8)
      --at T                  Start from the state after the trace's events up to T seconds.
      --stack FILE            Use the navigation description in FILE instead of the trace's.
      -o, --output FILE       Write the map to FILE, whole, instead of standard output.
      --format svg|text|jsonl The picture, a character per cell, or one {"type":"cell",...}
                              record per cell. (default: svg)
      -h, --help              Show help information.

    EXIT STATUS:
      0 success, 64 usage error, 65 invalid trace, 66 unreadable file, 74 standard output
      could not be written.

    """
  }

  private static var compare: String {
    """
    OVERVIEW: Show every library on iOS 26 and iOS 18 side by side.

    One row per system, a library (\(policies)) on an iOS version: first
    the trace's own (its policy and device.ios, or --policy and --ios), then each
    library on iOS 26, where UIKit's content swipe runs beside it, then each on
    iOS 18, leaving out the first row's system. The first line counts the systems
    that popped a screen in any swipe. Then one block per touch sequence (its
    number, time and start point; with several swipes, how many systems popped in
    it) gives per system the outcome (popped, cancelled, under way, froze or no
    pop), the navigation recognizer that began, or else each one's fate, and the
    release decision; a last block gives the final stack, bar and fault. Cells
    that differ from the first row's in the same block are marked with '*'. With
    several files, each comparison starts with '==> FILE <==' (text) or a record
    {"type":"trace","file":"FILE"} (jsonl).

    \(usage(.compare))

    ARGUMENTS:
      FILE...                 Trace files (popgesture-trace/1); '-' reads standard
                              input.

    OPTIONS:
      --format text|jsonl     The blocks as aligned text, or JSON records: a
                              compareSummary (systems, popsUnder, sequences),
                              then one compare record per system: policy, ios,
                              popped, sequences (per swipe: outcome, recognizer,
                              recognizers, release, ...), releases, stack,
                              navigationBarHidden, fault, differences.
                              (default: text)
      --policy NAME           The first row's library instead of the trace's own:
                              \(policies).
      --ios N                 The first row's iOS version instead of the trace's
                              own (default 26).
      -o, --output FILE       Write the tables to FILE, whole, instead of standard
                              output: a .compare golden is made with
                              'compare -o Traces/a.compare Traces/a.json'.
      -h, --help              Show help information.

    EXIT STATUS:
      0 success, 64 usage error, 65 invalid trace, 66 unreadable file, 73 FILE
      could not be created, 74 a write failed partway.

    """
  }

  private static var check: String {
    """
    OVERVIEW: Compare traces' verdict logs with their golden .verdicts files.

    Each PATH is a trace file or a folder searched recursively for *.json files, following
    links to folders (each folder once) and skipping hidden names. A JSON file found there is
    checked unless it is plainly no trace: not an object, or an object with no key that is a
    trace's key or close to one (a shared navigation file), and no golden beside it; a file
    that looks like a trace but does not validate is reported. A check that finds nothing to
    check fails. A trace's golden is the file beside it with the extension
    .verdicts (Traces/a.json has Traces/a.verdicts). A trace may also have a .compare golden,
    the output of 'popgesture compare', and an .explain golden, the output of 'popgesture
    explain', which are checked too; create the first with 'popgesture compare -o
    Traces/a.compare Traces/a.json', the second as an empty file that 'check --record' then
    fills. A log that differs from its golden is shown first by what changed in meaning, a
    line for each swipe whose outcome changed ('swipe 2 at 1.200 s: popped (...) → no pop
    (...)') and one for the final state, or a line saying no swipe changed its outcome; then
    as a unified diff. The last line is the summary 'check: N passed, M failed', counting
    goldens. With --junit, the same results also go to FILE as a JUnit XML report for CI: one
    testcase per golden (named by the trace, with ' (compare)' or ' (explain)'), each mismatch
    a failure holding what check printed for it, each trace that cannot be read or decoded an
    error. Goldens and the report are written whole: to a
    temporary file beside them, then renamed into place, so a failure leaves the old file.

    USAGE: \(synopsis(.check))

    ARGUMENTS:
      PATH...                 Trace files and folders of traces.

    OPTIONS:
      --record                Write the goldens from the current model instead of comparing;
                              goldens that already hold the log are left untouched.
      --junit FILE            Also write a JUnit XML report of the check to FILE.
      -h, --help              Show help information.

    EXIT STATUS:
      0 all passed, 1 a log differs from its golden or has none, or nothing was checked,
      64 usage error (the report would overwrite a trace, a golden or a navigation file),
      65 invalid trace, 66 unreadable file or folder, 73 a golden or the report could not be
      created, 74 a write failed partway.

    """
  }

  private static var plot: String {
    """
    OVERVIEW: Draw a replay as an SVG timeline.

    The picture shares one time axis (seconds) from top to bottom: the fingers' x and y in
    points, the interactive transition's progress (0-1) with its release decision, one band per
    recognizer (possible, waiting, began/changed) with a marker and reason where it began,
    ended, failed or was cancelled, the navigation bar, actions and scrolls; the caption gives
    the stack at the start and the final stack and bar. The same trace always gives the same
    bytes. FILE is written whole (a temporary file renamed into place), and may not be the
    trace or a navigation file it reads.

    USAGE: \(synopsis(.plot))

    ARGUMENTS:
      TRACE                   A trace file (popgesture-trace/1); '-' reads standard input.

    OPTIONS:
      -o, --output FILE       Write the SVG to FILE instead of standard output.
      --policy NAME           Replay under this library instead of the trace's own: \(policies).
      --ios N                 Replay on this iOS version instead of the trace's own (default 26).
      -h, --help              Show help information.

    EXIT STATUS:
      0 success, 64 usage error, 65 invalid trace, 66 unreadable file, 73 FILE could not be
      created, 74 a write failed partway.

    """
  }

  private static var synth: String {
    """
    OVERVIEW: Write a trace of synthesized swipes to standard output.

    Each swipe goes down at its first point, moves in a straight line to its second point at
    --rate samples per second (duration x rate moves, at least one), and ends with its last
    move, at the same time and point. Points are written with 1 decimal and times with 3, one
    event per line; the same options always write the same trace. Pipe it into
    'popgesture replay -' or save it as Traces/<name>.json.

    USAGE: \(synopsis(.synth))

    OPTIONS:
      --stack IDS             Screen ids, bottom first, separated by commas (home,detail).
      --from X,Y              Where the one swipe goes down.
      --to X,Y                Where it ends.
      --duration S            Seconds from touch-down to the last move.
      --at START              When it goes down. (default: 0)
      --swipe X,Y:X,Y:S[@START]
                              One of several swipes, repeatable; without @START a swipe
                              starts 0.5 s after the previous one ends (the first at 0).
      --rate HZ               Samples per second, at most 1000. (default: 120)
      --curve linear|easeOut  How the finger moves: evenly, or fast then slowing
                              (1 - (1 - f)^2 of the way). (default: linear)
      --end ended|cancelled   How every swipe leaves: a lift, or a cancelled touch. (default: ended)
      --policy NAME           The trace's policy: \(policies). (default: fd)
      --ios N                 The device's iOS version. (default: 26)
      --width W               The device's width in points. (default: 390)
      --height H              The device's height in points. (default: 844)
      --rtl                   Lay the device out right-to-left.
      --name TEXT             The trace's title. (default: a summary of the swipes)
      -h, --help              Show help information.

    EXAMPLE:
      popgesture synth --stack home,detail --from 150,400 --to 330,404 --duration 0.2 \\
        | popgesture replay -

    EXIT STATUS:
      0 success, 64 usage error, 74 standard output could not be written.

    """
  }

  private static var helpCommand: String {
    """
    OVERVIEW: Show help for popgesture or one of its commands.

    USAGE: \(synopsis(.help))

    ARGUMENTS:
      COMMAND                 replay, compare, explain, map, check, plot, synth or help.

    """
  }
}
