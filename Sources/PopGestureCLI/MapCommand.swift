import PopGesture
import PopGestureReports

/// `popgesture map`: where on the trace's top screen a back swipe pops, per system.
struct MapCommand {
  /// The map formats `--format` accepts.
  enum Format: String, CaseIterable {
    case svg, text, jsonl
  }

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
    var scanner = ArgumentScanner(
      arguments, command: .map,
      knownOptions: [
        "--format", "--policy", "--ios", "--gesture", "--grid", "--at", "--stack", "--output", "-o", "--help",
        "-h",
      ])
    var files: [String] = []
    while let token = try scanner.next() {
      switch token {
      case .option(let name, let inlineValue) where name == "--output" || name == "-o":
        outputFile = try scanner.outputFile(
          of: name, inlineValue: inlineValue, replacing: outputFile, what: "the map")
      case .option("--format", let inlineValue):
        format = try scanner.word(Format.self, of: "--format", inlineValue: inlineValue, what: "format")
      case .option("--policy", let inlineValue):
        policies.append(try scanner.policy(of: "--policy", inlineValue: inlineValue))
      case .option("--ios", let inlineValue):
        versions.append(try scanner.ios(of: "--ios", inlineValue: inlineValue))
      case .option("--gesture", let inlineValue):
        gesture = try Self.gesture(scanner.value(of: "--gesture", inlineValue: inlineValue))
      case .option("--grid", let inlineValue):
        grid = try Self.number(
          scanner.value(of: "--grid", inlineValue: inlineValue), of: "--grid", atLeast: 1,
          what: "a cell size of 1 pt or more")
      case .option("--at", let inlineValue):
        time = try Self.number(
          scanner.value(of: "--at", inlineValue: inlineValue), of: "--at", atLeast: 0,
          what: "a time in seconds, 0 or more")
      case .option("--stack", let inlineValue):
        stackFile = try scanner.value(of: "--stack", inlineValue: inlineValue)
      case .option(let name, _):
        preconditionFailure("option '\(name)' is known to the scanner but not handled")
      case .operand(let operand):
        files.append(operand)
      }
    }
    guard files.count == 1, let only = files.first else {
      throw .usage(files.isEmpty ? "missing trace file" : "give one trace file", command: .map)
    }
    guard policies.count <= 1 || versions.count <= 1 || policies.count == versions.count else {
      throw .usage(
        "give as many --policy as --ios values (they pair up in order), or one of either", command: .map)
    }
    file = only
  }

  /// `value` as a finite number of at least `minimum`, or a usage error asking for `what`.
  static func number(_ value: String, of option: String, atLeast minimum: Double, what: String)
    throws(Failure)
    -> Double
  {
    guard let number = Double(value), number.isFinite, number >= minimum else {
      throw .usage("invalid \(option) \(PrintableText.quoted(value)); give \(what)", command: .map)
    }
    return number
  }

  /// `fast`, `slow`, `flick` or `DX,DY:SECONDS`.
  static func gesture(_ value: String) throws(Failure) -> ScreenMap.Gesture {
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
          command: .map)
      }
      return .custom(dx: offsets[0], dy: offsets[1], seconds: seconds)
    }
  }

  /// Maps the trace; an output file is replaced whole, never left half written, and may not be
  /// one of the files the map reads.
  func run(in session: inout Session) throws(Failure) {
    for input in [file, stackFile].compactMap({ $0 }) where input != Files.standardInput {
      if let outputFile, Files.isSameFile(input, outputFile) {
        throw .usage("-o \(Files.quoted(outputFile)) is an input; write the map elsewhere", command: .map)
      }
    }
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
    let panels = map.panels(for: systems)
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
    try OutputFile.replace(outputFile, with: Array(text.utf8))
  }
}
