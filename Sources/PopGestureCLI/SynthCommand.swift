import PopGesture

/// `popgesture synth`: writes a trace of one or more swipes, described on the command line.
struct SynthCommand {
  var synthesizer: TraceSynthesizer

  /// Every option, for the scanner and its "did you mean" hints.
  static let options = [
    "--stack", "--from", "--to", "--duration", "--at", "--swipe", "--rate", "--curve", "--end", "--policy",
    "--ios",
    "--width", "--height", "--rtl", "--name", "--help", "-h",
  ]

  /// Parses the arguments after `synth` and checks that they describe a valid trace.
  init(parsing arguments: ArraySlice<String>) throws(Failure) {
    var scanner = ArgumentScanner(arguments, command: .synth, knownOptions: Self.options)
    var stack: [String]?
    var from: Point?
    var to: Point?
    var duration: Double?
    var start: Double?
    var swipes: [TraceSynthesizer.Swipe] = []
    var options = TraceSynthesizer(stack: [], swipes: [])
    while let token = try scanner.next() {
      switch token {
      case .option("--stack", let inlineValue):
        let value = try scanner.value(of: "--stack", inlineValue: inlineValue)
        stack = value.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
      case .option("--from", let inlineValue):
        from = try Self.point(scanner.value(of: "--from", inlineValue: inlineValue), of: "--from")
      case .option("--to", let inlineValue):
        to = try Self.point(scanner.value(of: "--to", inlineValue: inlineValue), of: "--to")
      case .option("--duration", let inlineValue):
        duration = try Self.number(
          scanner.value(of: "--duration", inlineValue: inlineValue), of: "--duration")
      case .option("--at", let inlineValue):
        start = try Self.number(scanner.value(of: "--at", inlineValue: inlineValue), of: "--at")
      case .option("--swipe", let inlineValue):
        swipes.append(try Self.swipe(scanner.value(of: "--swipe", inlineValue: inlineValue)))
      case .option("--rate", let inlineValue):
        options.rate = try Self.number(scanner.value(of: "--rate", inlineValue: inlineValue), of: "--rate")
      case .option("--curve", let inlineValue):
        options.curve = try scanner.word(
          TraceSynthesizer.Curve.self, of: "--curve", inlineValue: inlineValue, what: "curve")
      case .option("--end", let inlineValue):
        options.ending = try scanner.word(
          TraceSynthesizer.Ending.self, of: "--end", inlineValue: inlineValue, what: "ending")
      case .option("--policy", let inlineValue):
        options.policy = try scanner.policy(of: "--policy", inlineValue: inlineValue)
      case .option("--ios", let inlineValue):
        options.ios = try scanner.ios(of: "--ios", inlineValue: inlineValue)
      case .option("--width", let inlineValue):
        options.width = try Self.number(scanner.value(of: "--width", inlineValue: inlineValue), of: "--width")
      case .option("--height", let inlineValue):
        options.height = try Self.number(
          scanner.value(of: "--height", inlineValue: inlineValue), of: "--height")
      case .option("--rtl", let inlineValue):
        try scanner.rejectValue(of: "--rtl", inlineValue: inlineValue)
        options.layoutDirection = .rightToLeft
      case .option("--name", let inlineValue):
        options.name = try scanner.value(of: "--name", inlineValue: inlineValue)
      case .option(let name, _):
        preconditionFailure("option '\(name)' is known to the scanner but not handled")
      case .operand(let argument):
        throw .usage(
          "unexpected argument \(PrintableText.quoted(argument)); synth takes only options", command: .synth)
      }
    }
    guard let stack else {
      throw .usage(
        "missing '--stack'; give the screen ids bottom first, as in --stack home,detail", command: .synth)
    }
    options.stack = stack
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
    do throws(TraceSynthesizer.Problem) {
      try synthesizer.validate()
    } catch {
      throw .usage(error.description, command: .synth)
    }
  }

  /// Writes the trace to standard output.
  func run(in session: inout Session) throws(Failure) {
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
