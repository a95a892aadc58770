import PopGesture
import PopGestureFormats

/// `popgesture map`'s text and jsonl: a character per cell and a summary per panel, or one record
/// per cell.
public enum MapFormat {
  /// The character of a cell's outcome in the text map.
  static func character(_ outcome: ScreenMap.Outcome) -> Character {
    switch outcome {
    case .popped(let recognizer):
      switch recognizer {
      case .contentPop: "C"
      case .edgePop: "E"
      case .fullscreenPop, .pan, .swipe: "F"
      }
    case .cancelled: "c"
    case .prevented: "x"
    case .refused: "."
    case .none: "-"
    }
  }

  /// The legend of the text map.
  static let legend =
    "F popped through \(RecognizerID.fullscreenPop), C through \(RecognizerID.contentPop), E through "
    + "\(RecognizerID.edgePop); c pop cancelled on release; "
    + "x prevented by a view; . refused by a rule; - no back swipe asked"

  /// The panel's summary: how much of the screen pops, then which views take which area and
  /// which rules refuse how much.
  public static func summary(of panel: ScreenMap.Panel) -> String {
    var parts = ["pops from \(percent(panel.poppedShare)) of the screen"]
    var boxes: [Blocker: (minX: Double, maxX: Double, minY: Double, maxY: Double)] = [:]
    var order: [Blocker] = []
    var refusals: [String: Int] = [:]
    var refusalOrder: [String] = []
    for cell in panel.cells {
      switch cell.outcome {
      case .prevented(let by):
        if boxes[by] == nil { order.append(by) }
        let box = boxes[by] ?? (cell.x, cell.x, cell.y, cell.y)
        boxes[by] = (
          min(box.minX, cell.x), max(box.maxX, cell.x), min(box.minY, cell.y), max(box.maxY, cell.y)
        )
      case .refused(_, let reason):
        if refusals[reason.rawValue] == nil { refusalOrder.append(reason.rawValue) }
        refusals[reason.rawValue, default: 0] += 1
      default:
        break
      }
    }
    let size = panel.cells.count > 1 ? abs(panel.cells[1].x - panel.cells[0].x) : 0
    let half = size / 2
    let right = panel.device.width
    let bottom = panel.device.height
    for view in order {
      guard let box = boxes[view] else { continue }
      parts.append(
        "\(view) takes \(NumberText.plain(max(0, box.minX - half)))–\(NumberText.plain(min(right, box.maxX + half))) x "
          + "\(NumberText.plain(max(0, box.minY - half)))–\(NumberText.plain(min(bottom, box.maxY + half)))")
    }
    for reason in refusalOrder {
      let share = Double(refusals[reason] ?? 0) / Double(max(1, panel.cells.count))
      parts.append("\(reason) refuses \(percent(share))")
    }
    return parts.joined(separator: "; ")
  }

  /// A share as a whole percentage; a part that is not all (or none) never reads as 100 % (or 0 %).
  static func percent(_ share: Double) -> String {
    var value = Int((share * 100).rounded())
    if share < 1 { value = min(value, 99) }
    if share > 0 { value = max(value, 1) }
    return "\(value) %"
  }

  /// The panel's heading: its system, the trace and the gesture.
  static func heading(of panel: ScreenMap.Panel, map: ScreenMap) -> String {
    let (dx, dy, seconds) = map.gesture.motion
    let swipe =
      "\(NumberText.plain(dx)) pt\(dy == 0 ? "" : ", \(NumberText.plain(dy)) pt down") in \(NumberText.plain(seconds)) s"
    return "# map \(panel.system.policy.rawValue) on iOS \(panel.system.ios)"
      + (map.trace.name.map { ": \(PrintableText.escaped($0))" } ?? "")
      + " (swipes of \(swipe) toward the back edge, from each \(NumberText.plain(map.grid)) pt cell)"
  }

  /// Each panel: heading, summary, one line of characters per row, then the legend once.
  public static func text(_ panels: [ScreenMap.Panel], map: ScreenMap) -> String {
    var lines: [String] = []
    for panel in panels {
      if !lines.isEmpty { lines.append("") }
      lines.append(heading(of: panel, map: map))
      lines.append(PrintableText.escaped(summary(of: panel)))
      for row in 0..<panel.rows {
        let cells = panel.cells[(row * panel.columns)..<((row + 1) * panel.columns)]
        lines.append(String(cells.map { character($0.outcome) }))
      }
    }
    lines.append("")
    lines.append(legend)
    return lines.joined(separator: "\n") + "\n"
  }

  /// One `{"type":"cell",...}` line per cell of each panel.
  public static func jsonl(_ panels: [ScreenMap.Panel]) -> String {
    var text = ""
    for panel in panels {
      for cell in panel.cells {
        var object = JSONObjectWriter()
        object.string("type", "cell")
        object.string("policy", panel.system.policy.rawValue)
        object.raw("ios", "\(panel.system.ios)")
        object.number("x", cell.x)
        object.number("y", cell.y)
        object.raw("popped", cell.outcome.popped ? "true" : "false")
        object.string("outcome", cell.outcome.word)
        switch cell.outcome {
        case .popped(let recognizer), .cancelled(let recognizer):
          object.string("recognizer", recognizer.description)
        case .prevented(let by): object.string("view", by.description)
        case .refused(let recognizer, let reason):
          object.string("recognizer", recognizer.description)
          object.string("reason", reason.rawValue)
        case .none: break
        }
        object.string("summary", cell.summary)
        text += object.finish() + "\n"
      }
    }
    return text
  }
}
