import PopGesture
import PopGestureFormats

/// `popgesture explain`'s two formats: text for people, one JSON record per sequence for tools.
///
///     # explain fd on iOS 26: a checkout screen refuses the middle swipe
///     swipe 1 at 0.000 s from (150.0, 400.0), hit checkout
///       outcome  popped checkout -> cart through contentPop at 0.414
///       why      fullscreenPop failed popDisabled
///                  checkout.interactivePopDisabled = true
///       change   set the navigation controller's contentPopGestureEnabled to false, just before the swipe
///                  -> no pop: fullscreenPop failed popDisabled
///       warning  the library refused this swipe (popDisabled), yet it popped through ...
public enum ExplanationFormat {
  /// The text of every explanation of one trace, headed by its system and name.
  public static func text(_ explanations: [Explanation], trace: Trace) -> String {
    var lines = [
      "# explain \(trace.policy.rawValue) on iOS \(trace.device.ios)"
        + (trace.name.map { ": \(PrintableText.escaped($0))" } ?? "")
    ]
    if explanations.isEmpty { lines.append("no touch sequence") }
    for explanation in explanations {
      let swipe = explanation.swipe
      lines.append(
        "swipe \(swipe.number) at \(NumberText.fraction(swipe.start)) s from "
          + "(\(NumberText.points(swipe.location.x)), \(NumberText.points(swipe.location.y))), hit \(PrintableText.escaped(swipe.hit.description))"
      )
      lines.append("  outcome  " + PrintableText.escaped(swipe.summary))
      for (index, reason) in explanation.reasons.enumerated() {
        let head = "\(reason.recognizer) \(reason.fate.words)"
        lines.append((index == 0 ? "  why      " : "           ") + PrintableText.escaped(head))
        for rule in reason.rules { lines.append("             " + PrintableText.escaped(rule)) }
      }
      if explanation.changes.isEmpty {
        lines.append("  change   none found that flips it")
      }
      for change in explanation.changes {
        lines.append("  change   " + PrintableText.escaped(change.summary))
        lines.append("             -> " + PrintableText.escaped(change.outcome))
      }
      for warning in explanation.warnings {
        lines.append("  warning  " + PrintableText.escaped(warning))
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// One `{"type":"explanation",...}` line per sequence.
  public static func jsonl(_ explanations: [Explanation]) -> String {
    explanations.map { explanation in
      let swipe = explanation.swipe
      var object = JSONObjectWriter()
      object.string("type", "explanation")
      object.raw("sequence", "\(swipe.number)")
      object.number("t", Rounding.time(swipe.start))
      object.point("start", swipe.location)
      object.string("hit", swipe.hit.description)
      object.raw("outcome", outcome(popped: swipe.popped, finalStack: explanation.finalStack))
      object.string("summary", swipe.summary)
      object.raw(
        "decisions",
        "["
          + explanation.reasons.map { reason in
            var item = JSONObjectWriter()
            item.string("recognizer", reason.recognizer.description)
            item.string("fate", reason.fate.word)
            switch reason.fate {
            case .failed(let word, let by), .cancelled(let word, let by):
              item.string("reason", word.rawValue)
              if let by { item.string("by", by.description) }
            case .began, .undecided:
              break
            }
            item.strings("rules", reason.rules)
            return item.finish()
          }.joined(separator: ",") + "]")
      object.raw(
        "changes",
        "["
          + explanation.changes.map { change in
            var item = JSONObjectWriter()
            item.string("summary", change.summary)
            item.raw(
              "patch",
              "["
                + change.patch.map {
                  "{\"op\":\"\($0.op)\",\"path\":\(JSONObjectWriter.quoted($0.path)),\"value\":\($0.value)}"
                }.joined(separator: ",") + "]")
            // An explainer that finds no final stacks gives none: nothing to print.
            item.raw("outcome", outcome(popped: change.popped, finalStack: change.finalStack ?? []))
            item.string("result", change.outcome)
            return item.finish()
          }.joined(separator: ",") + "]")
      object.strings("warnings", explanation.warnings)
      return object.finish() + "\n"
    }.joined()
  }

  private static func outcome(popped: Bool, finalStack: [String]) -> String {
    var object = JSONObjectWriter()
    object.raw("popped", popped ? "true" : "false")
    object.strings("finalStack", finalStack)
    return object.finish()
  }
}
