import PopGesture
import PopGestureFormats

/// What changed in meaning from a golden verdict log to the log the model gives now, in one line
/// per change, for a reviewer to read before the unified diff.
///
/// Both logs are read back from their text (`TextLog`), so both sides are rounded alike, and each
/// touch sequence's outcome is taken from `SwipeOutcome`. Sequences are matched by number. A
/// sequence's meaning is what it hit, its pop (what kind, which screens, through which
/// recognizer), every candidate's fate, and where the views it moved came to rest. When it
/// happened, and a cancelled pop's progress and velocity, are details that the diff shows. The
/// final state and the system in the header are compared too.
package struct MeaningDiff: Sendable, Equatable {
  /// The lines, in order: the system, each changed sequence (the first `sequenceLimit`, then a
  /// count of the others), the final state. When nothing changed in meaning, or a log cannot be
  /// read, one line that says so.
  package let lines: [String]

  /// How many changed sequences get a line: a headline is read before the diff, and a change to
  /// the model can change every swipe of a long recording.
  package static let sequenceLimit = 20

  /// The line when only details differ.
  package static let noChange =
    "no swipe changed its outcome, and the final state is the same; only details differ, shown below"

  /// Compares the golden's text with the new log's text.
  package init(golden: String, actual: String) {
    let goldenLog = TextLog(reading: golden)
    let actualLog = TextLog(reading: actual)
    for (log, name) in [(goldenLog, "the golden"), (actualLog, "the new log")] {
      guard let first = log.unreadableLines.first else { continue }
      let more = log.unreadableLines.count - 1
      let others = more == 0 ? "" : more == 1 ? " (and 1 more line)" : " (and \(more) more lines)"
      // The message escapes what it quotes from the line.
      lines = [
        "outcomes not compared: line \(first.number) of \(name) cannot be read (\(first.message))\(others); "
          + "the diff below shows every change"
      ]
      return
    }
    var changes: [String] = []
    let goldenSystem = Self.system(goldenLog)
    let actualSystem = Self.system(actualLog)
    if goldenSystem != actualSystem { changes.append("system \(goldenSystem) → \(actualSystem)") }
    let goldenOutcomes = SwipeOutcome.outcomes(of: goldenLog.records)
    let actualOutcomes = SwipeOutcome.outcomes(of: actualLog.records)
    var changedSequences = 0
    for index in 0..<max(goldenOutcomes.count, actualOutcomes.count) {
      let old = goldenOutcomes.indices.contains(index) ? goldenOutcomes[index] : nil
      let new = actualOutcomes.indices.contains(index) ? actualOutcomes[index] : nil
      guard let change = Self.change(from: old, to: new) else { continue }
      changedSequences += 1
      if changedSequences <= Self.sequenceLimit { changes.append(change) }
    }
    if changedSequences > Self.sequenceLimit {
      let more = changedSequences - Self.sequenceLimit
      changes.append("and \(more) more \(more == 1 ? "swipe" : "swipes") changed, shown in the diff below")
    }
    if let change = Self.change(from: Self.final(goldenLog), to: Self.final(actualLog)) {
      changes.append(change)
    }
    // Ids come from the trace: each line is escaped whole, as the log escapes them.
    lines = changes.isEmpty ? [Self.noChange] : changes.map(PrintableText.escaped)
  }

  /// The lines, each ending in a newline.
  package var text: String {
    lines.map { $0 + "\n" }.joined()
  }

  /// `fd on iOS 26`.
  private static func system(_ log: TextLog) -> String {
    "\(log.policy?.rawValue ?? "?") on iOS \(log.ios.map(String.init) ?? "?")"
  }

  /// The last `final` record, nil in a log cut short.
  private static func final(_ log: TextLog) -> FinalRecord? {
    for record in log.records.reversed() {
      if case .final(let final) = record.body { return final }
    }
    return nil
  }
}

extension MeaningDiff {
  /// `swipe 2 at 1.200 s: ` and what changed, or nil when the sequence means the same.
  private static func change(from old: SwipeOutcome?, to new: SwipeOutcome?) -> String? {
    guard let sequence = new ?? old else { return nil }
    let heading = "swipe \(sequence.number) at \(NumberText.fixed(sequence.start, decimals: 3)) s: "
    guard let old else { return heading + "added, " + whole(sequence) }
    guard let new else { return heading + "removed, was " + whole(sequence) }
    var parts: [String] = []
    let oldPop = pop(old)
    let newPop = pop(new)
    // The pop first, as the context of anything else that changed.
    parts.append(oldPop.words == newPop.words ? "still \(newPop.words)" : "\(oldPop.words) → \(newPop.words)")
    if old.hit != new.hit { parts.append("hit \(old.hit) → \(new.hit)") }
    // Every other candidate whose fate changed, those of the new sequence first.
    let named = oldPop.names.union(newPop.names)
    var names = new.recognizers.map(\.recognizer)
    names += old.recognizers.map(\.recognizer).filter { !names.contains($0) }
    for name in names where !named.contains(name) {
      let oldFate = fate(of: name, in: old)
      let newFate = fate(of: name, in: new)
      if oldFate != newFate { parts.append("\(name) \(oldFate) → \(newFate)") }
    }
    if old.effects != new.effects { parts.append("\(effects(old)) → \(effects(new))") }
    guard parts.count > 1 || oldPop.words != newPop.words else { return nil }
    return heading + parts.joined(separator: "; ")
  }

  /// `stack [album] → [album, gallery]; bar shown → hidden`, or nil when the final state is the same.
  private static func change(from old: FinalRecord?, to new: FinalRecord?) -> String? {
    guard old != new else { return nil }
    guard let old, let new else { return "final \(words(old)) → \(words(new))" }
    var parts: [String] = []
    if old.stack != new.stack { parts.append("stack \(list(old.stack)) → \(list(new.stack))") }
    if old.navigationBarHidden != new.navigationBarHidden {
      parts.append("bar \(bar(old)) → \(bar(new))")
    }
    if old.transitioning != new.transitioning { parts.append("\(activity(old)) → \(activity(new))") }
    if old.fault != new.fault { parts.append("fault \(fault(old)) → \(fault(new))") }
    return "final " + parts.joined(separator: "; ")
  }

  /// A sequence that is on one side only: its pop and what else it moved.
  private static func whole(_ outcome: SwipeOutcome) -> String {
    ([pop(outcome).words] + outcome.effects.map(\.words)).joined(separator: "; ")
  }

  /// The pop's kind, then in parentheses what it went through, or why there was none:
  /// `popped (photos -> album through fullscreenPop)`, `no pop (fullscreenPop failed
  /// preventedBy photos.pan, contentPop failed preventedBy photos.pan)`; and the recognizers
  /// those words name, whose fates need no line of their own.
  private static func pop(_ outcome: SwipeOutcome) -> (words: String, names: Set<RecognizerID>) {
    switch outcome.pop {
    case .popped(let from, let to, let recognizer, _):
      ("popped (\(from) -> \(to) through \(recognizer))", [recognizer])
    case .underWay(let from, let to, let recognizer):
      ("pop still under way at the end (\(from) -> \(to) through \(recognizer))", [recognizer])
    case .cancelled(let from, let to, let recognizer, _, _):
      ("pop cancelled on release (\(from) -> \(to) through \(recognizer))", [recognizer])
    case .froze(let recognizer):
      ("froze (\(recognizer) began where UIKit could not pop)", [recognizer])
    case .none:
      (
        "no pop ("
          + (outcome.navigationRecognizers.isEmpty
            ? "no back swipe was a candidate"
            : outcome.navigationRecognizers.map(\.words).joined(separator: ", ")) + ")",
        Set(outcome.navigationRecognizers.map(\.recognizer))
      )
    }
  }

  /// `failed preventedBy fullscreenPop`, or `not a candidate`.
  private static func fate(of name: RecognizerID, in outcome: SwipeOutcome) -> String {
    outcome.fate(of: name)?.words ?? "not a candidate"
  }

  /// `photos/pager scrolled to (390.0, 0.0)`, or `nothing else moved`.
  private static func effects(_ outcome: SwipeOutcome) -> String {
    outcome.effects.isEmpty
      ? "nothing else moved" : outcome.effects.map(\.words).joined(separator: ", ")
  }

  /// `stack [inbox]  bar shown  idle  fault none`, as the log writes it, or `no final record`.
  private static func words(_ final: FinalRecord?) -> String {
    guard let final else { return "no final record" }
    return "stack \(list(final.stack))  bar \(bar(final))  \(activity(final))  fault \(fault(final))"
  }

  /// `[album, photos]`.
  private static func list(_ ids: [String]) -> String { "[" + ids.joined(separator: ", ") + "]" }

  /// `hidden` or `shown`.
  private static func bar(_ final: FinalRecord) -> String { final.navigationBarHidden ? "hidden" : "shown" }

  /// `transitioning` or `idle`.
  private static func activity(_ final: FinalRecord) -> String {
    final.transitioning ? "transitioning" : "idle"
  }

  /// The fault's word, or `none`.
  private static func fault(_ final: FinalRecord) -> String { final.fault?.rawValue ?? "none" }
}
