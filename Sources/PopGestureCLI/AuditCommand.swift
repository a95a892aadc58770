import PopGesture
import PopGestureFormats
import PopGestureTools

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// `popgesture audit`: every screen of an app on several systems, how much of each a back swipe
/// pops from, and what to fix; or what a change did to them, against an earlier audit.
struct AuditCommand: EnvironmentReadingSubcommand {
  /// The audit formats `--format` accepts.
  enum Format: String, CaseIterable {
    case text, json, html
  }

  enum Option: CommandOption {
    case system, policy, gesture, grid, format, output, against, githubAnnotations

    var declaration: OptionDeclaration {
      switch self {
      case .system:
        OptionDeclaration(
          "--system", value: .text("LIB@IOS", sample: "fd1.1@18"),
          help: "A column: a library (\(OptionDeclaration.policies), or app for each screen's own) on "
            + "an iOS version; repeat for more, the first being what the others are compared with.",
          default: AuditSystem.defaults.map(\.description).joined(separator: " "), isRepeatable: true)
      case .policy:
        .policy(
          "The library of screens that name none (navigation descriptions): \(OptionDeclaration.policies).",
          default: PolicyName.fd.rawValue)
      case .gesture: .mapGesture
      case .grid: .grid(default: Auditor.defaultGrid)
      case .format:
        OptionDeclaration(
          "--format", value: .words(Format.self),
          help: "A table and the findings, the JSON report that --against reads, or one HTML page.",
          default: "text")
      case .output: .output("Write the audit to FILE, whole, instead of standard output.")
      case .against:
        OptionDeclaration(
          "--against", value: .file("OLD"),
          help: "Report what changed since OLD, an audit written with --format json or a folder "
            + "audited now, instead of the audit; exit 1 when a back swipe got worse.")
      case .githubAnnotations:
        OptionDeclaration(
          "--github-annotations",
          help: "With --against, also write a GitHub Actions annotation for each screen made worse "
            + "(the default when GITHUB_ACTIONS is true).")
      }
    }
  }

  static let declaration = CommandDeclaration(
    .audit, summary: "Audit every screen of an app on several systems, and what a change did to them.",
    discussion: [
      "Each PATH is a trace, a navigation description (the stack a trace's navigation holds, as "
        + "'popgesture import' writes it) or a folder searched recursively for *.json files, as "
        + "'check' searches, where files that are neither (an audit report among them) are skipped. "
        + "A trace's screen is its top screen as its navigation starts; a description's is its "
        + "top screen, on the trace format's default device, with the library --policy names.",
      "Each screen is mapped on every system as 'popgesture map' maps it, with the same --gesture "
        + "and --grid: the share of the screen a back swipe pops from, and whether the swipes from "
        + "the cell at the screen's centre (M) and from the back-edge cell in its row (E) pop. Its "
        + "findings are the regions a view swallows and a rule refuses, the regions that pop on the "
        + "first system and not on another (lost) or the other way (gained), a switch that turns "
        + "the back swipe off while swipes still pop, and the pitfalls 'explain' warns of on the two "
        + "swipes; each region's fix is the first change 'explain' finds and confirms for a swipe "
        + "from its middle.",
      "With --against OLD, standard output gets what changed, per screen and system: the share "
        + "before and after, the regions that stopped or started popping, the typical swipes that "
        + "changed, the findings added and resolved; the exit status is 1 when any got worse, and "
        + "with --github-annotations each screen made worse is annotated. -o still writes the "
        + "audit itself, in --format. Progress goes to standard error when it is a terminal.",
    ],
    arguments: [
      ArgumentDeclaration(
        name: "PATH", help: "Traces, navigation descriptions and folders of them.", completion: .file,
        isRepeatable: true)
    ],
    options: Option.self,
    examples: [
      Example(
        "Audit two screens of the sample app on the default systems:",
        "popgesture audit Traces/app/now-playing.json Traces/app/video-pager.json"),
      Example(
        "Write the page a team reviews, of every screen in a folder:",
        "popgesture audit Traces/app --format html -o audit.html"),
      Example(
        "Keep a report, then check a later audit against it (exit 1 when a back swipe got worse):",
        "popgesture audit Traces/app/inbox.json --format json -o base.json && popgesture audit "
          + "Traces/app/inbox.json --against base.json"),
    ],
    exitStatuses: [
      ExitStatus(.success, "success, or nothing worse than OLD"),
      ExitStatus(.checkFailed, "a back swipe got worse than in OLD, or no screen was found"),
      ExitStatus(.usage, "usage error"), ExitStatus(.invalidData, "an invalid trace, description or OLD"),
      ExitStatus(.unreadableInput, "unreadable file or folder"),
      ExitStatus(.cannotCreate, "FILE could not be created"),
      ExitStatus(.writeFailed, "a write failed partway"),
    ])

  var format = Format.text
  var systems: [AuditSystem] = []
  var policy = PolicyName.fd
  var gesture = ScreenMap.Gesture.fast
  var grid = Auditor.defaultGrid
  var outputFile: String?
  var againstPath: String?
  var annotatesForGitHub: Bool
  var paths: [String] = []

  /// Parses the arguments after `audit`, in a process whose environment is `environment`.
  init(parsing arguments: ArraySlice<String>, environment: [String: String]) throws(Failure) {
    annotatesForGitHub = GitHubAnnotation.isGitHubActions(environment)
    var scanner = ArgumentScanner<Option>(arguments, command: .audit)
    while let token = try scanner.next() {
      switch token {
      case .option(.system, _, let value):
        guard let system = AuditSystem(value) else {
          throw .usage(
            "invalid --system \(PrintableText.quoted(value)); give LIBRARY@IOS, the library "
              + "\(OptionDeclaration.policies) or app, the iOS version from \(Device.iosVersions.lowerBound) "
              + "to \(Device.iosVersions.upperBound): app@26, fd@18, uikit@26", command: .audit)
        }
        guard !systems.contains(system) else {
          throw .usage("--system \(system) given twice; give each system once", command: .audit)
        }
        systems.append(system)
      case .option(.policy, _, let value): policy = try scanner.policy(value)
      case .option(.gesture, _, let value): gesture = try MapCommand.gesture(value, command: .audit)
      case .option(.grid, _, let value):
        grid = try MapCommand.number(
          value, of: "--grid", atLeast: 1, what: "a cell size of 1 pt or more", command: .audit)
      case .option(.format, _, let value): format = try scanner.word(Format.self, value, what: "format")
      case .option(.output, let name, let value):
        outputFile = try scanner.outputFile(value, of: name, replacing: outputFile, what: "the audit")
      case .option(.against, _, let value):
        guard againstPath == nil else {
          throw .usage("--against given twice; give one earlier audit", command: .audit)
        }
        againstPath = value
      case .option(.githubAnnotations, _, _): annotatesForGitHub = true
      case .operand(Files.standardInput):
        throw .usage("audit reads files and folders, not standard input", command: .audit)
      case .operand(let path): paths.append(path)
      }
    }
    guard !paths.isEmpty else {
      throw .usage("missing PATH; give traces, navigation descriptions or folders of them", command: .audit)
    }
    if systems.isEmpty { systems = AuditSystem.defaults }
    guard systems.count <= ScreenMap.maximumPanels else {
      throw .usage(
        "\(systems.count) systems, more than the \(ScreenMap.maximumPanels) allowed; give fewer --system",
        command: .audit)
    }
  }

  /// Audits every screen, one at a time, keeping only the summaries the overview needs; each
  /// screen's part of the output is spooled as it is made, and the output is written whole at
  /// the end (to -o, never when an input failed).
  func run(in session: inout Session) throws(Failure) {
    let auditor = Auditor(systems: systems, gesture: gesture, grid: grid)
    let baseline = try againstPath.map { path throws(Failure) in
      try self.baseline(path, auditor: auditor, in: &session)
    }
    let files = try screenFiles(in: &session)
    if let outputFile, let input = files.first(where: { Files.isSameFile($0.path, outputFile) }) {
      throw .usage(
        "-o \(Files.quoted(outputFile)) is the screen \(Files.quoted(input.path)); write the audit elsewhere",
        command: .audit)
    }
    var report = AuditReport(of: auditor)
    var changes: [AuditDiff.Change] = []
    let sections = Spool()
    var progress = Progress(total: files.count)
    var navigationFiles: [String] = []
    for (index, file) in files.enumerated() {
      progress.show(index, file.path, in: &session)
      guard let screen = audit(file, with: auditor, navigationFiles: &navigationFiles, in: &session) else {
        continue
      }
      switch format {
      case .text: try sections.append(AuditText.findings(of: screen.audit))
      case .json: try sections.append(AuditJSON.screen(screen.audit, isFirst: report.screens.isEmpty))
      case .html: try sections.append(AuditPage.section(of: screen))
      }
      if let baseline { changes += baseline.changes(of: screen.audit, grid: grid) }
      report.screens.append(screen.audit.summary)
    }
    progress.clear(in: &session)
    if let outputFile, let input = navigationFiles.first(where: { Files.isSameFile($0, outputFile) }) {
      throw .usage(
        "-o \(Files.quoted(outputFile)) is the navigation file \(Files.quoted(input)) that a trace reads; "
          + "write the audit elsewhere", command: .audit)
    }
    if report.screens.isEmpty && !session.hasFailedInput {
      session.report(
        .nothingChecked(
          "no screen found in \(paths.map(Files.quoted).joined(separator: ", ")); audit reads traces and "
            + "navigation descriptions (*.json)"))
      return
    }
    let (head, tail): (String, String) =
      switch format {
      case .text:
        (AuditText.heading(of: report, screens: report.screens.count) + AuditText.overview(of: report), "")
      case .json: (AuditJSON.head(of: report), AuditJSON.tail)
      case .html:
        (AuditPage.head(of: report.screens, systems: systems, title: "popgesture audit"), AuditPage.tail)
      }
    if let baseline {
      let diff = AuditDiff(baseline: baseline, after: report, changes: changes)
      try session.write(AuditText.diff(diff))
      if annotatesForGitHub {
        for change in diff.changes where change.isWorse {
          let annotation = GitHubAnnotation(
            .error, file: Files.escaped(change.file), title: Self.annotationTitle,
            message: PrintableText.escaped(
              ([AuditText.headline(of: change)] + AuditText.details(of: change)).joined(separator: "\n")))
          try session.write(annotation.command)
        }
      }
      if diff.isWorse { session.record(.checkFailed) }
      guard outputFile != nil else { return }
    }
    try write(head, sections, tail, in: &session)
  }

  /// The heading of every annotation the audit writes.
  static let annotationTitle = "popgesture audit"

  /// Writes the output whole: standard output, or -o replaced once everything is made.
  private func write(_ head: String, _ sections: Spool, _ tail: String, in session: inout Session)
    throws(Failure)
  {
    guard let outputFile else {
      try session.write(head)
      try sections.copy { bytes throws(Failure) in try session.write(bytes) }
      return try session.write(tail)
    }
    try session.replaceOutput(outputFile) { (descriptor: Descriptor) throws(Failure) in
      /// Writes `bytes` to the file, a failure being the write's.
      func write(_ bytes: UnsafeRawBufferPointer) throws(Failure) {
        do throws(FileError) {
          try descriptor.write(bytes)
        } catch {
          throw .writeFailed(error)
        }
      }
      let (before, after) = (Spool(), Spool())
      try before.append(head)
      try after.append(tail)
      for spool in [before, sections, after] {
        try spool.copy { bytes throws(Failure) in try write(bytes) }
      }
    }
  }
}
