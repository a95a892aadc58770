/// The default log: one aligned line per record, time first, in the contract's words.
///
///     # fd: a quick swipe from the middle pops the detail screen
///       0.000  touch          1 began (160.0, 420.0)  hit message  candidates fullscreenPop
///       0.016  recognizer     fullscreenPop began  translation (5.0, 0.0)  location (175.0, 420.3)
///       0.016  transition     pop began  message -> inbox  interactive
///       0.016  progress       0.013
///
/// Every fact of the jsonl record is on its line, so a diff of two logs is a diff of verdicts.
public enum TextFormat {
  /// Width of the type column: the longest type, `navigationBar`, and a space.
  static let typeWidth = 14
  /// Width of the time column.
  static let timeWidth = 7

  /// The header line naming the policy and the trace.
  public static func header(policy: PolicyName, name: String?) -> String {
    "# \(policy.rawValue)" + (name.map { ": \($0)" } ?? "")
  }

  /// The line for one record, without its newline.
  public static func line(_ record: Record) -> String {
    let time = NumberText.fixed(Rounding.time(record.t), decimals: 3)
    let type = record.type
    let paddedTime = String(repeating: " ", count: max(0, timeWidth - time.count)) + time
    let paddedType = type + String(repeating: " ", count: max(1, typeWidth - type.count))
    return paddedTime + "  " + paddedType + details(record.body).joined(separator: "  ")
  }

  /// The whole log: the header, then one line per record, each ending in a newline.
  public static func render(_ records: [Record], policy: PolicyName, name: String?) -> String {
    var text = header(policy: policy, name: name) + "\n"
    for record in records {
      text += line(record)
      text += "\n"
    }
    return text
  }

  private static func details(_ body: Record.Body) -> [String] {
    switch body {
    case .touch(let touch):
      var parts = ["\(touch.touch) \(touch.phase.rawValue) \(point(touch.location))"]
      if let hit = touch.hit { parts.append("hit \(hit)") }
      if let recognizers = touch.recognizers {
        parts.append("candidates " + (recognizers.isEmpty ? "none" : recognizers.joined(separator: ", ")))
      }
      return parts
    case .recognizer(let recognizer):
      var parts = ["\(recognizer.name) \(recognizer.state.rawValue)"]
      if let reason = recognizer.reason {
        parts[0] += " " + reason.rawValue + (recognizer.by.map { " \($0)" } ?? "")
      }
      if let translation = recognizer.translation { parts.append("translation \(point(translation))") }
      if let location = recognizer.location { parts.append("location \(point(location))") }
      if let velocity = recognizer.velocity { parts.append("velocity \(point(velocity))") }
      return parts
    case .transition(let transition):
      var parts = [
        "\(transition.operation.rawValue) \(transition.phase.rawValue)",
        "\(transition.from) -> \(transition.to)",
        transition.interactive ? "interactive" : "animated",
      ]
      if let stack = transition.stack { parts.append("stack \(list(stack))") }
      return parts
    case .progress(let value):
      return [progress(value)]
    case .release(let release):
      return [
        release.decision.rawValue, "progress \(progress(release.progress))",
        "velocity \(NumberText.fixed(Rounding.points(release.velocity), decimals: 1))",
        "settle \(NumberText.fixed(Rounding.time(release.settle), decimals: 3))",
      ]
    case .navigationBar(let hidden, let animated):
      return [hidden ? "hidden" : "shown", animated ? "animated" : "not animated"]
    case .scroll(let view, let offset):
      return [view, "contentOffset \(point(offset))"]
    case .action(let action):
      var summary = action.action + (action.screen.map { " \($0)" } ?? "") + " " + action.result.rawValue
      if let reason = action.reason { summary += " " + reason.rawValue }
      return [summary]
    case .fault(let fault, let detail):
      return [fault.rawValue, detail]
    case .final(let final):
      return [
        "stack \(list(final.stack))", final.navigationBarHidden ? "bar hidden" : "bar shown",
        final.transitioning ? "transitioning" : "idle", "fault \(final.fault?.rawValue ?? "none")",
      ]
    }
  }

  private static func point(_ value: Point) -> String {
    "(\(NumberText.fixed(Rounding.points(value.x), decimals: 1)), \(NumberText.fixed(Rounding.points(value.y), decimals: 1)))"
  }

  private static func progress(_ value: Double) -> String {
    NumberText.fixed(Rounding.progress(value), decimals: 3)
  }

  private static func list(_ ids: [String]) -> String {
    "[" + ids.joined(separator: ", ") + "]"
  }
}
