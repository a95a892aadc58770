import PopGesture
import PopGestureFormats
import PopGestureTools

/// `popgesture explain`: why each touch sequence of each trace did or did not pop, and the
/// smallest changes, confirmed by replay, that would flip it.
struct ExplainCommand: Subcommand {
  static let declaration = CommandDeclaration(
    .explain, summary: "Say why each swipe did or did not pop, and what would flip it.",
    discussion: [
      "For each touch sequence: its outcome in one line; for each navigation recognizer the rules "
        + "that decided its fate, with the values compared; the smallest changes that flip whether "
        + "it pops (first those an app makes in its code and screens: a property of the screen, a "
        + "view or the navigation controller, a replaced delegate of UIKit's swipes, what a view's "
        + "recognizer declares, a view hit testing skips or finds; then the start point, the motion, "
        + "the system), each confirmed by replaying the changed trace; and the pitfalls "
        + #"it ran into. jsonl writes one {"type":"explanation",...} record per sequence, each change "#
        + "with a JSON Patch (RFC 6902) against the trace document."
    ],
    arguments: [TraceArguments.files], options: ReplayCommand.Option.self,
    examples: [
      Example(
        "Why a gallery on its third photo takes the swipe, and what would let it pop:",
        "popgesture explain Traces/gallery-third-photo-with-recipe-takes-the-swipe.json")
    ],
    exitStatuses: [
      ExitStatus(.success, "success"), ExitStatus(.usage, "usage error"),
      ExitStatus(.invalidData, "invalid trace"), ExitStatus(.unreadableInput, "unreadable file"),
      ExitStatus(.writeFailed, "standard output could not be written"),
    ])

  /// The same options as `replay`'s: `--format`, `--policy`, `--ios`, `--stack`, and files.
  var options: ReplayCommand

  /// Parses the arguments after `explain`.
  init(parsing arguments: ArraySlice<String>) throws(Failure) {
    options = try ReplayCommand(parsing: arguments, command: .explain)
  }

  /// Explains every file; a file that cannot be read or decoded is reported and skipped, but a
  /// failed write ends the command.
  func run(in session: inout Session) throws(Failure) {
    let navigation = try options.stackFile.map { file throws(Failure) in try TraceFile.navigation(file) }
    let files = options.files
    let format = options.format
    var hasPrinted = false
    for file in files {
      let bytes: [UInt8]
      let trace: Trace
      do {
        bytes = try TraceFile.read(file)
        trace = try TraceFile.decode(bytes, file: file, navigationOverride: navigation)
      } catch {
        session.report(error)
        continue
      }
      var text = ""
      if files.count > 1 {
        switch format {
        case .text:
          text += (hasPrinted ? "\n" : "") + PathBytes.printable(TraceHeading.text(file: file)) + "\n"
        case .jsonl: text += TraceHeading.jsonl(file: file) + "\n"
        }
      }
      text += ExplanationText.explain(
        trace.overriding(policy: options.policy, ios: options.ios), format: format)
      try session.write(text)
      hasPrinted = true
    }
  }
}

/// The explain output of one trace, as its golden holds it.
enum ExplanationText {
  static func explain(_ trace: Trace, format: ReplayCommand.Format) -> String {
    switch format {
    case .text: return VerdictLog.explanationText(for: trace)
    case .jsonl:
      var explainer = Explainer(trace: trace)
      return ExplanationFormat.jsonl(explainer.explanations())
    }
  }
}
