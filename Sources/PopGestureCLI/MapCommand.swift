import PopGesture
import PopGestureFormats
import PopGestureTools

/// `popgesture map`: where on the trace's top screen a back swipe pops, per system.
struct MapCommand: Subcommand {
  /// The map formats `--format` accepts.
  enum Format: String, CaseIterable {
    case svg, text, jsonl
  }

  enum Option: CommandOption {
    case policy, ios, gesture, grid, at, stack, output, format

    var declaration: OptionDeclaration {
      switch self {
      case .policy:
        .policy(
          "A panel's library: \(OptionDeclaration.policies).", default: "the trace's", isRepeatable: true)
      case .ios: .ios("A panel's iOS version.", default: "the trace's", isRepeatable: true)
      case .gesture: .mapGesture
      case .grid: .grid(default: 8)
      case .at:
        OptionDeclaration(
          "--at", value: .text("T", sample: "0.5"),
          help: "Start from the state after the trace's events up to T seconds.")
      case .stack: .stack(TraceArguments.stackHelpForOneTrace)
      case .output: .output("Write the map to FILE, whole, instead of standard output.")
      case .format:
        OptionDeclaration(
          "--format", value: .words(Format.self),
          help: #"The picture, a character per cell, or one {"type":"cell",...} record per cell."#,
          default: "svg")
      }
    }
  }

  static let declaration = CommandDeclaration(
    .map, summary: "Show where on a screen a back swipe pops, per system.",
    discussion: [
      "The screen is the trace's top screen as its navigation starts, or after its events up to "
        + "--at T. From the centre of each cell of a grid over the device, a swipe toward the back "
        + "edge is replayed from that state, and the cell takes its outcome; a cell whose centre "
        + "lies off the screen is left out. Each pair of --policy "
        + "and --ios values (paired in order; one value serves every panel) is a panel: the "
        + "migration map is --policy fd --policy fd --policy uikit --ios 18 --ios 26 --ios 26.",
      "A map has at most \(ScreenMap.maximumCells) cells over all its panels "
        + "(\(ScreenMap.maximumPanels) at most) and a gesture lasts at most "
        + "\(NumberText.plain(ScreenMap.maximumGestureSeconds)) s; a larger screen needs a larger --grid, which "
        + "the error names.",
    ],
    arguments: [TraceArguments.trace], options: Option.self,
    examples: [
      Example(
        "The migration map of a checkout screen (FD on iOS 18 and 26, UIKit alone on 26):",
        "popgesture map --policy fd --policy fd --policy uikit --ios 18 --ios 26 --ios 26 "
          + "Traces/checkout-with-pager-slider-and-form-pops-through-content-pop.json -o migration.svg"),
      Example(
        "A slow drag instead of a quick swipe, as a character per cell:",
        "popgesture map --gesture slow --format text Traces/fast-swipe-from-middle-pops.json"),
    ],
    exitStatuses: [
      ExitStatus(.success, "success"), ExitStatus(.usage, "usage error"),
      ExitStatus(.invalidData, "invalid trace"), ExitStatus(.unreadableInput, "unreadable file"),
      ExitStatus(.cannotCreate, "FILE could not be created"),
      ExitStatus(.writeFailed, "a write failed partway"),
    ])

  var format = Format.svg
  /// Panels: the libraries and iOS versions, paired in order (one value applies to every panel).
  var policies: [PolicyName] = []
  var versions: [Int] = []
  var gesture = ScreenMap.Gesture.fast
  var grid = 8.0
  var time: Double?
  var stackFile: String?
  /// Where the map goes, written whole; standard output when nil.
  var outputFile: String?
  var file = ""

  /// Parses the arguments after `map`.
  init(parsing arguments: ArraySlice<String>) throws(Failure) {
    var scanner = ArgumentScanner<Option>(arguments, command: .map)
    var files: [String] = []
    while let token = try scanner.next() {
      switch token {
      case .option(.policy, _, let value): policies.append(try scanner.policy(value))
      case .option(.ios, _, let value): versions.append(try scanner.ios(value))
      case .option(.gesture, _, let value): gesture = try Self.gesture(value)
      case .option(.grid, _, let value):
        grid = try Self.number(value, of: "--grid", atLeast: 1, what: "a cell size of 1 pt or more")
      case .option(.at, _, let value):
        time = try Self.number(value, of: "--at", atLeast: 0, what: "a time in seconds, 0 or more")
        if let time, time > Trace.maximumMagnitude {
          throw .usage(
            "invalid --at \(PrintableText.quoted(value)); give a time in seconds from 0 to 1e15",
            command: .map)
        }
      case .option(.stack, _, let value): stackFile = value
      case .option(.output, let name, let value):
        outputFile = try scanner.outputFile(value, of: name, replacing: outputFile, what: "the map")
      case .option(.format, _, let value): format = try scanner.word(Format.self, value, what: "format")
      case .operand(let operand): files.append(operand)
      }
    }
    guard files.count == 1, let only = files.first else {
      throw .usage(files.isEmpty ? "missing trace file" : "give one trace file", command: .map)
    }
    guard policies.count <= 1 || versions.count <= 1 || policies.count == versions.count else {
      throw .usage(
        "give as many --policy as --ios values (they pair up in order), or one of either", command: .map)
    }
    let panels = max(policies.count, versions.count)
    guard panels <= ScreenMap.maximumPanels else {
      throw .usage(ScreenMap.Problem.tooManyPanels(panels).description, command: .map)
    }
    try scanner.readsStandardInputOnce([only, stackFile])
    file = only
  }

  /// `value` as a finite number of at least `minimum`, or a usage error asking for `what`.
  static func number(
    _ value: String, of option: String, atLeast minimum: Double, what: String, command: CommandName = .map
  ) throws(Failure) -> Double {
    guard let number = Double(value), number.isFinite, number >= minimum else {
      throw .usage("invalid \(option) \(PrintableText.quoted(value)); give \(what)", command: command)
    }
    return number
  }

  /// `fast`, `slow`, `flick` or `DX,DY:SECONDS`; a usage error of `command` otherwise.
  static func gesture(_ value: String, command: CommandName = .map) throws(Failure) -> ScreenMap.Gesture {
    switch value {
    case "fast": return .fast
    case "slow": return .slow
    case "flick": return .flick
    default:
      let parts = value.split(separator: ":")
      let offsets = parts.first?.split(separator: ",").compactMap { Double($0) } ?? []
      guard parts.count == 2, offsets.count == 2, let seconds = Double(parts[1]), seconds > 0,
        offsets.allSatisfy(\.isFinite), seconds.isFinite
      else {
        throw .usage(
          "invalid --gesture \(PrintableText.quoted(value)); give fast, slow, flick or DX,DY:SECONDS",
          command: command)
      }
      let gesture = ScreenMap.Gesture.custom(dx: offsets[0], dy: offsets[1], seconds: seconds)
      do {
        try gesture.validate()
      } catch {
        throw .usage("invalid --gesture \(PrintableText.quoted(value)); \(error)", command: command)
      }
      return gesture
    }
  }

  /// Maps the trace; an output file is replaced whole, never left half written, and may not be
  /// one of the files the map reads.
  func run(in session: inout Session) throws(Failure) {
    try TraceArguments.checkOutput(outputFile, isNoneOf: [file, stackFile], what: "the map", command: .map)
    let navigation = try stackFile.map { file throws(Failure) in try TraceFile.navigation(file) }
    var navigationFiles: [String] = []
    let trace = try TraceFile.decode(try TraceFile.read(file), file: file, navigationOverride: navigation) {
      navigationFiles.append($0)
    }
    let count = max(policies.count, versions.count, 1)
    let systems = (0..<count).map { index in
      ScreenMap.System(
        policy: policies.isEmpty ? trace.policy : policies[min(index, policies.count - 1)],
        ios: versions.isEmpty ? trace.device.ios : versions[min(index, versions.count - 1)])
    }
    let map = ScreenMap(trace: trace, gesture: gesture, grid: grid, at: time)
    let panels: [ScreenMap.Panel]
    do {
      panels = try map.panels(for: systems)
    } catch {
      // The trace is valid; the options (a larger --grid) are what can make the map fit.
      throw .usage("\(Files.quoted(file)): \(error)", command: .map)
    }
    let text: String =
      switch format {
      case .svg: MapPlot.svg(panels, map: map)
      case .text: MapFormat.text(panels, map: map)
      case .jsonl: MapFormat.jsonl(panels)
      }
    guard let outputFile else { return try session.write(text) }
    if let input = navigationFiles.first(where: { Files.isSameFile($0, outputFile) }) {
      throw .usage(
        "-o \(Files.quoted(outputFile)) is the navigation file \(Files.quoted(input)) that the trace reads; "
          + "write the map elsewhere", command: .map)
    }
    try session.replaceOutput(outputFile, with: text)
  }
}

extension OptionDeclaration {
  /// `--gesture G`, the swipe `map` and `audit` make from every cell.
  static let mapGesture = OptionDeclaration(
    "--gesture",
    value: OptionValue(placeholder: "G", completion: .words(["fast", "slow", "flick"]), sample: "20,0:0.1"),
    help: "fast (180 pt in 0.2 s), slow (100 pt in 1.2 s), flick (60 pt in 0.08 s) or DX,DY:SECONDS.",
    default: "fast")

  /// `--grid PT`, the size of `map`'s and `audit`'s cells, `points` unless given.
  static func grid(default points: Double) -> OptionDeclaration {
    OptionDeclaration(
      "--grid", value: .text("PT", sample: "16"), help: "The cells' size in points.",
      default: NumberText.plain(points))
  }
}
