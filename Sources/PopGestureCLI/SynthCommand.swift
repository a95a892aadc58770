import PopGesture
import PopGestureFormats
import PopGestureTools

/// `popgesture synth`: writes a trace of one or more swipes, described on the command line.
struct SynthCommand: Subcommand {
  enum Option: CommandOption {
    case stack, navigation, from, to, duration, at, swipe, set, rate, curve, end, policy, ios, width, height,
      rtl, name

    var declaration: OptionDeclaration {
      switch self {
      case .stack:
        OptionDeclaration(
          "--stack", value: .text("IDS", sample: "home,detail"),
          help: "Screen ids, bottom first, separated by commas (home,detail); with --navigation, "
            + "the description's own stack when left out.",
          // Shown as required: the usage line gives the common form, the help the exception.
          isRequired: true)
      case .navigation:
        OptionDeclaration(
          "--navigation", value: .file(),
          help: "A navigation description (as 'popgesture import' writes it): the stack's screens of "
            + "its ids take its screens, views and all, the trace starts with its switches, and its "
            + "notes are written only where they still hold for the trace.")
      case .from:
        OptionDeclaration(
          "--from", value: .text("X,Y", sample: "150,400"), help: "Where the one swipe goes down.",
          isRequired: true, alternative: 0)
      case .to:
        OptionDeclaration(
          "--to", value: .text("X,Y", sample: "330,404"), help: "Where it ends.", isRequired: true,
          alternative: 0)
      case .duration:
        OptionDeclaration(
          "--duration", value: .text("S", sample: "0.2"), help: "Seconds from touch-down to the last move.",
          isRequired: true, alternative: 0)
      case .at:
        OptionDeclaration(
          "--at", value: .text("START", sample: "1"), help: "When it goes down.", default: "0", alternative: 0
        )
      case .swipe:
        OptionDeclaration(
          "--swipe", value: .text("X,Y:X,Y:S[@START]", sample: "150,400:330,404:0.2@1"),
          help: "One of several swipes, repeatable; without @START a swipe starts 0.5 s after the "
            + "previous one ends (the first at 0).",
          isRepeatable: true, isRequired: true, alternative: 1)
      case .set:
        OptionDeclaration(
          "--set", value: .text("T:TARGET=VALUE", sample: "1:navigation.interactivePopDelegate=stackCount"),
          help: "A set action at T seconds, repeatable: TARGET is navigation.KEY, SCREEN.KEY or "
            + "SCREEN.VIEW.KEY, VALUE is JSON or a bare word (names separated by commas for "
            + "simultaneousWith, requiresFailureOf and requiredToFailBy); written before the touches of "
            + "its time and checked as a trace's set is.",
          isRepeatable: true)
      case .rate:
        OptionDeclaration(
          "--rate", value: .text("HZ", sample: "60"), help: "Samples per second, at most 1000.",
          default: "120")
      case .curve:
        OptionDeclaration(
          "--curve", value: .words(TraceSynthesizer.Curve.self),
          help: "How the finger moves: evenly, or fast then slowing (1 - (1 - f)^2 of the way).",
          default: "linear")
      case .end:
        OptionDeclaration(
          "--end", value: .words(TraceSynthesizer.Ending.self),
          help: "How every swipe leaves: a lift, or a cancelled touch.", default: "ended")
      case .policy: .policy("The trace's policy: \(OptionDeclaration.policies).", default: "fd")
      case .ios: .ios("The device's iOS version.", default: "26")
      case .width:
        OptionDeclaration(
          "--width", value: .text("W", sample: "430"), help: "The device's width in points.", default: "390")
      case .height:
        OptionDeclaration(
          "--height", value: .text("H", sample: "932"), help: "The device's height in points.", default: "844"
        )
      case .rtl: OptionDeclaration("--rtl", help: "Lay the device out right-to-left.")
      case .name:
        OptionDeclaration(
          "--name", value: .text("TEXT", sample: "a swipe"), help: "The trace's title.",
          default: "a summary of the swipes")
      }
    }
  }

  static let declaration = CommandDeclaration(
    .synth, summary: "Write a trace of synthesized swipes to standard output.",
    discussion: [
      "Each swipe goes down at its first point, moves in a straight line to its second point at "
        + "--rate samples per second (duration x rate moves, at least one), and ends with its last "
        + "move, at the same time and point. Points are written with 1 decimal and times with 3, "
        + "one event per line; the same options always write the same trace. Pipe it into "
        + "'popgesture replay -' or save it as Traces/<name>.json."
    ],
    options: Option.self, foldsOptions: true,
    examples: [
      Example(
        "A quick swipe from the middle of the screen, replayed at once:",
        "popgesture synth --stack home,detail --from 150,400 --to 330,404 --duration 0.2 | popgesture replay -"
      ),
      Example(
        "An edge swipe on a screen whose bar is hidden, with an app delegate that lets it pop:",
        "popgesture synth --stack home,detail --policy uikit --ios 18 --swipe 2,400:200,404:0.2 "
          + "--set 0:navigation.navigationBarHidden=true --set 0:navigation.interactivePopDelegate=stackCount "
          + "| popgesture replay -"),
      Example(
        "Two swipes, each popping one screen, saved as a trace:",
        "popgesture synth --stack home,list,detail --swipe 150,400:330,404:0.2 --swipe 150,400:330,404:0.2@1 "
          + "> two-swipes.json"),
    ],
    exitStatuses: [
      ExitStatus(.success, "success"), ExitStatus(.usage, "usage error"),
      ExitStatus(.invalidData, "invalid navigation file"),
      ExitStatus(.unreadableInput, "unreadable navigation file"),
      ExitStatus(.writeFailed, "standard output could not be written"),
    ])

  var synthesizer: TraceSynthesizer
  /// The navigation description whose screens the stack takes, read when the command runs.
  var navigationFile: String?

  /// Parses the arguments after `synth` and checks that they describe a valid trace.
  init(parsing arguments: ArraySlice<String>) throws(Failure) {
    var scanner = ArgumentScanner<Option>(arguments, command: .synth)
    var stack: [String]?
    var from: Point?
    var to: Point?
    var duration: Double?
    var start: Double?
    var swipes: [TraceSynthesizer.Swipe] = []
    var options = TraceSynthesizer(stack: [], swipes: [])
    while let token = try scanner.next() {
      switch token {
      case .option(.stack, _, let value):
        stack = value.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
      case .option(.navigation, _, let value): navigationFile = value
      case .option(.from, _, let value): from = try Self.point(value, of: "--from")
      case .option(.to, _, let value): to = try Self.point(value, of: "--to")
      case .option(.duration, _, let value): duration = try Self.number(value, of: "--duration")
      case .option(.at, _, let value): start = try Self.number(value, of: "--at")
      case .option(.swipe, _, let value): swipes.append(try Self.swipe(value))
      case .option(.set, _, let value):
        do throws(TraceSynthesizer.Problem) {
          options.sets.append(try TraceSynthesizer.SetAction(parsing: value))
        } catch {
          throw .usage(error.description, command: .synth)
        }
      case .option(.rate, _, let value): options.rate = try Self.number(value, of: "--rate")
      case .option(.curve, _, let value):
        options.curve = try scanner.word(TraceSynthesizer.Curve.self, value, what: "curve")
      case .option(.end, _, let value):
        options.ending = try scanner.word(TraceSynthesizer.Ending.self, value, what: "ending")
      case .option(.policy, _, let value): options.policy = try scanner.policy(value)
      case .option(.ios, _, let value): options.ios = try scanner.ios(value)
      case .option(.width, _, let value): options.width = try Self.number(value, of: "--width")
      case .option(.height, _, let value): options.height = try Self.number(value, of: "--height")
      case .option(.rtl, _, _): options.layoutDirection = .rightToLeft
      case .option(.name, _, let value): options.name = value
      case .operand(let argument):
        throw .usage(
          "unexpected argument \(PrintableText.quoted(argument)); synth takes only options", command: .synth)
      }
    }
    guard stack != nil || navigationFile != nil else {
      throw .usage(
        "missing '--stack'; give the screen ids bottom first, as in --stack home,detail, "
          + "or a navigation description with --navigation", command: .synth)
    }
    options.stack = stack ?? []
    let isSingleSwipe = from != nil || to != nil || duration != nil || start != nil
    if isSingleSwipe {
      guard swipes.isEmpty else {
        throw .usage(
          "give one swipe with --from, --to and --duration, or several with --swipe, not both",
          command: .synth)
      }
      guard let from, let to, let duration else {
        let missing = [("--from", from == nil), ("--to", to == nil), ("--duration", duration == nil)]
          .filter(\.1).map { "'\($0.0)'" }
        throw .usage(
          "missing \(Suggestion.list(missing)); a swipe needs --from, --to and --duration", command: .synth)
      }
      swipes = [TraceSynthesizer.Swipe(from: from, to: to, duration: duration, start: start)]
    }
    guard !swipes.isEmpty else {
      throw .usage("missing swipe; give --from, --to and --duration, or one or more --swipe", command: .synth)
    }
    options.swipes = swipes
    synthesizer = options
    // The stack's screens are checked once the navigation file is read.
    if navigationFile != nil { return }
    do throws(TraceSynthesizer.Problem) {
      try synthesizer.validate()
    } catch {
      throw .usage(error.description, command: .synth)
    }
  }

  /// Writes the trace to standard output.
  func run(in session: inout Session) throws(Failure) {
    var synthesizer = synthesizer
    if let navigationFile { synthesizer.navigation = try TraceFile.navigation(navigationFile) }
    let text: String
    do throws(TraceSynthesizer.Problem) {
      text = try synthesizer.text()
    } catch {
      throw .usage(error.description, command: .synth)
    }
    try session.write(text)
  }

  /// A finite number, or a usage error naming `option`.
  private static func number(_ text: String, of option: String) throws(Failure) -> Double {
    guard let value = Double(text), value.isFinite else {
      throw .usage(
        "invalid value \(PrintableText.quoted(text)) for '\(option)'; expected a number such as 0.2",
        command: .synth)
    }
    return value
  }

  /// `X,Y`, or a usage error naming `option`.
  private static func point(_ text: String, of option: String) throws(Failure) -> Point {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false)
    guard parts.count == 2, let x = Double(parts[0]), let y = Double(parts[1]), x.isFinite, y.isFinite else {
      throw .usage(
        "invalid point \(PrintableText.quoted(text)) for '\(option)'; expected X,Y such as 150,400",
        command: .synth)
    }
    return Point(x: x, y: y)
  }

  /// `X,Y:X,Y:DURATION[@START]`, or a usage error that shows the expected shape.
  private static func swipe(_ text: String) throws(Failure) -> TraceSynthesizer.Swipe {
    let expected = "expected X,Y:X,Y:DURATION[@START] such as 150,400:330,404:0.2@1"
    let timing = text.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false)
    let parts = timing[0].split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count == 3 else {
      throw .usage("invalid swipe \(PrintableText.quoted(text)) for '--swipe'; \(expected)", command: .synth)
    }
    do throws(Failure) {
      let from = try point(String(parts[0]), of: "--swipe")
      let to = try point(String(parts[1]), of: "--swipe")
      let duration = try number(String(parts[2]), of: "--swipe")
      let start = try timing.count == 2 ? number(String(timing[1]), of: "--swipe") : nil
      return TraceSynthesizer.Swipe(from: from, to: to, duration: duration, start: start)
    } catch {
      throw .usage("invalid swipe \(PrintableText.quoted(text)) for '--swipe'; \(expected)", command: .synth)
    }
  }
}
