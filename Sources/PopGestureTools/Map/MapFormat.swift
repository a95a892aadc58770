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

  /// Whether `character` is one of a popped swipe's in the text map (`character(_:)`): `F`, `C`
  /// or `E`.
  public static func isPopped(_ character: Character) -> Bool {
    character == "F" || character == "C" || character == "E"
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
    var taken: [Blocker: [Int]] = [:]
    var order: [Blocker] = []
    var refusals: [String: Int] = [:]
    var refusalOrder: [String] = []
    for (index, cell) in panel.cells.enumerated() {
      switch cell.outcome {
      case .prevented(let by):
        if taken[by] == nil { order.append(by) }
        taken[by, default: []].append(index)
      case .refused(_, let reason):
        if refusals[reason.rawValue] == nil { refusalOrder.append(reason.rawValue) }
        refusals[reason.rawValue, default: 0] += 1
      default:
        break
      }
    }
    for view in order {
      guard let box = panel.bounds(of: taken[view] ?? []) else { continue }
      parts.append("\(view) takes \(region(box))")
    }
    for reason in refusalOrder {
      let share = Double(refusals[reason] ?? 0) / Double(max(1, panel.cells.count))
      parts.append("\(reason) refuses \(percent(share))")
    }
    return parts.joined(separator: "; ")
  }

  /// `0–390 x 88–352`: a box's left to right, then top to bottom, in points to 1 decimal.
  static func region(_ box: Rect) -> String {
    let edges = [box.origin.x, box.origin.x + box.size.width, box.origin.y, box.origin.y + box.size.height]
      .map { NumberText.plain(Rounding.points($0)) }
    return "\(edges[0])–\(edges[1]) x \(edges[2])–\(edges[3])"
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
    "# map \(panel.system.policy.rawValue) on iOS \(panel.system.ios)"
      + (map.trace.name.map { ": \(PrintableText.escaped($0))" } ?? "")
      + " (\(swipes(map.gesture, grid: map.grid)))"
  }

  /// `swipes of 180 pt in 0.2 s toward the back edge, from each 8 pt cell`: what a map, or an
  /// audit, replays from every cell.
  static func swipes(_ gesture: ScreenMap.Gesture, grid: Double) -> String {
    let (dx, dy, seconds) = gesture.motion
    let motion =
      "\(NumberText.plain(dx)) pt\(dy == 0 ? "" : ", \(NumberText.plain(dy)) pt down") in \(NumberText.plain(seconds)) s"
    return "swipes of \(motion) toward the back edge, from each \(NumberText.plain(grid)) pt cell"
  }

  /// Each row of the panel's cells as the text map writes it, a character per cell, top first.
  public static func rows(of panel: ScreenMap.Panel) -> [String] {
    (0..<panel.rows).map { row in
      String(panel.cells[(row * panel.columns)..<((row + 1) * panel.columns)].map { character($0.outcome) })
    }
  }

  /// Each panel: heading, summary, one line of characters per row, then the legend once.
  public static func text(_ panels: [ScreenMap.Panel], map: ScreenMap) -> String {
    var lines: [String] = []
    for panel in panels {
      if !lines.isEmpty { lines.append("") }
      lines.append(heading(of: panel, map: map))
      lines.append(PrintableText.escaped(summary(of: panel)))
      lines += rows(of: panel)
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
