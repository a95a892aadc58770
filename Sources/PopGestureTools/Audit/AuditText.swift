import PopGesture
import PopGestureFormats

/// An audit and a diff of two audits as text for a terminal or a CI log.
public enum AuditText {
  /// The heading: the screens, the systems, the gesture and the grid.
  public static func heading(of report: AuditReport, screens: Int) -> String {
    "# audit of \(screens) screen\(screens == 1 ? "" : "s") on "
      + report.systems.map(\.description).joined(separator: ", ")
      + " (\(MapFormat.swipes(report.gesture, grid: report.grid)))\n"
  }

  /// One system's cell of the overview: `82 % M E`, with `-` for a typical swipe that does not
  /// pop.
  public static func cell(_ result: ScreenAudit.Result) -> String {
    "\(MapFormat.percent(result.share)) \(result.middle?.popped == true ? "M" : "-") "
      + (result.edge?.popped == true ? "E" : "-")
  }

  /// The overview: a row per screen, a column per system, then what the marks mean.
  public static func overview(of report: AuditReport) -> String {
    let files = report.screens.map { PrintableText.escaped($0.file) }
    let width = max(6, files.map(\.count).max() ?? 0)
    let columns = report.systems.map { max(10, $0.description.count) }
    func line(_ first: String, _ cells: [String]) -> String {
      var text = first + String(repeating: " ", count: max(0, width - first.count))
      for (cell, column) in zip(cells, columns) {
        text += "  " + cell + String(repeating: " ", count: max(0, column - cell.count))
      }
      return String(text.reversed().drop { $0 == " " }.reversed())
    }
    var lines = [line("screen", report.systems.map(\.description))]
    for (file, screen) in zip(files, report.screens) { lines.append(line(file, screen.results.map(cell))) }
    lines.append(
      "(the share of the screen a back swipe pops from; M: a swipe from the middle pops; E: a swipe from the "
        + "back edge pops)")
    return lines.joined(separator: "\n") + "\n"
  }

  /// A screen's findings, each with its systems and its fix; empty for a screen with none.
  public static func findings(of screen: ScreenAudit) -> String {
    guard !screen.findings.isEmpty else { return "" }
    var lines = [
      "",
      PrintableText.escaped(screen.file) + " (" + PrintableText.escaped(screen.screen ?? "no screen")
        + ", \(screen.library.rawValue))",
    ]
    for finding in screen.findings {
      lines.append(
        "  \(finding.subject.kind.rawValue) on \(finding.systems.map(\.description).joined(separator: ", ")): "
          + PrintableText.escaped(finding.message))
      if let fix = finding.fix {
        lines.append("    fix: \(PrintableText.escaped(fix.change)) -> \(PrintableText.escaped(fix.outcome))")
      } else if finding.subject.kind != .pitfall {
        lines.append("    fix: no single change found")
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The diff: a line per screen and system that changed, worse first, with what changed under
  /// it, then the screens and systems added or removed, then the count.
  public static func diff(_ diff: AuditDiff) -> String {
    var lines: [String] = []
    let changed = diff.changes.filter(\.isChanged)
    for change in changed.filter(\.isWorse) + changed.filter({ !$0.isWorse }) {
      lines.append(headline(of: change))
      lines += details(of: change).map { "    " + $0 }
    }
    for file in diff.addedScreens { lines.append("added   \(PrintableText.escaped(file))") }
    for file in diff.removedScreens { lines.append("removed \(PrintableText.escaped(file))") }
    for system in diff.addedSystems { lines.append("added   system \(system)") }
    for system in diff.removedSystems { lines.append("removed system \(system)") }
    let worse = Set(diff.changes.filter(\.isWorse).map(\.file)).count
    let files = Set(changed.map(\.file)).count
    lines.append(
      "audit: \(worse) screen\(worse == 1 ? "" : "s") worse, \(files - worse) otherwise changed, "
        + "\(diff.addedScreens.count) added, \(diff.removedScreens.count) removed")
    return lines.joined(separator: "\n") + "\n"
  }

  /// `worse   Traces/app/feed.json on app@26: pops from 82 % → 40 % of the screen`.
  public static func headline(of change: AuditDiff.Change) -> String {
    let word = change.isWorse ? "worse  " : "changed"
    return "\(word) \(PrintableText.escaped(change.file)) on \(change.system): pops from "
      + "\(percent(change.before)) -> \(percent(change.after)) of the screen"
  }

  /// What changed, a line each.
  public static func details(of change: AuditDiff.Change) -> [String] {
    var lines: [String] = []
    if let stopped = change.stopped {
      lines.append(
        "stopped popping from \(MapFormat.percent(stopped.share)) of the screen (\(MapFormat.region(stopped.box)))"
      )
    }
    if let started = change.started {
      lines.append(
        "started popping from \(MapFormat.percent(started.share)) of the screen (\(MapFormat.region(started.box)))"
      )
    }
    for swipe in change.swipes {
      lines.append(
        "the \(swipe.name) swipe \(swipe.after ? "now pops" : "no longer pops"): \(PrintableText.escaped(swipe.summary))"
      )
    }
    for finding in change.added {
      lines.append("+ \(finding.subject.kind.rawValue): \(PrintableText.escaped(finding.message))")
    }
    for finding in change.resolved {
      lines.append("- \(finding.subject.kind.rawValue): \(PrintableText.escaped(finding.message))")
    }
    return lines
  }

  private static func percent(_ counts: (popped: Int, cells: Int)) -> String {
    MapFormat.percent(counts.cells == 0 ? 0 : Double(counts.popped) / Double(counts.cells))
  }
}
