import PopGesture
import PopGestureFormats

/// What changed between two audits of the same app: per screen and system, the share of the
/// screen that pops before and after, the regions that stopped or started popping, the typical
/// swipes that stopped or started popping, and the findings added or resolved.
///
/// Screens are the same screen when their files are named alike, systems when they are written
/// alike (`app@26`); regions are compared cell by cell when both maps have the same rows and
/// columns (the same device and grid).
public struct AuditDiff: Sendable {
  /// One screen on one system, in both audits.
  public struct Change: Sendable, Equatable {
    /// The screen's file.
    public var file: String
    /// The system.
    public var system: AuditSystem
    /// Cells popped and cells on the screen, before and after.
    public var before: (popped: Int, cells: Int)
    /// Cells popped and cells on the screen after.
    public var after: (popped: Int, cells: Int)
    /// The cells that popped before and do not now, and their box; nil when none did or the maps
    /// cannot be compared cell by cell.
    public var stopped: Region?
    /// The cells that pop now and did not before, and their box.
    public var started: Region?
    /// The typical swipes, `middle` and `edge`, whose popping changed: what each did before and
    /// does now.
    public var swipes: [SwipeChange]
    /// Findings on this system now that were not before.
    public var added: [Finding]
    /// Findings on this system before that are not now.
    public var resolved: [Finding]

    /// Whether the back swipe got worse: fewer cells pop (as a share), a region stopped popping,
    /// or a typical swipe stopped popping.
    public var isWorse: Bool {
      share(after) < share(before) || stopped != nil || swipes.contains { $0.before && !$0.after }
    }

    /// Whether anything changed.
    public var isChanged: Bool {
      before != after || stopped != nil || started != nil || !swipes.isEmpty || !added.isEmpty
        || !resolved.isEmpty
    }

    /// Whether two changes say the same, member by member (a tuple is not `Equatable`).
    public static func == (a: Self, b: Self) -> Bool {
      a.file == b.file && a.system == b.system && a.before == b.before && a.after == b.after
        && a.stopped == b.stopped && a.started == b.started && a.swipes == b.swipes && a.added == b.added
        && a.resolved == b.resolved
    }

    private func share(_ counts: (popped: Int, cells: Int)) -> Double {
      counts.cells == 0 ? 0 : Double(counts.popped) / Double(counts.cells)
    }
  }

  /// Cells of a map and the box that holds them, in points, clipped to the screen.
  public struct Region: Sendable, Equatable {
    /// How many cells.
    public var cells: Int
    /// The share of the screen's cells.
    public var share: Double
    /// The box.
    public var box: Rect
  }

  /// A typical swipe whose popping changed.
  public struct SwipeChange: Sendable, Equatable {
    /// `middle` or `edge`.
    public var name: String
    /// Whether it popped before.
    public var before: Bool
    /// Whether it pops now.
    public var after: Bool
    /// What it does now, in the log's words.
    public var summary: String
  }

  /// The screens audited now that were not before, by file.
  public var addedScreens: [String]
  /// The screens audited before that are not now.
  public var removedScreens: [String]
  /// The systems audited now that were not before, and before that are not now.
  public var addedSystems: [AuditSystem]
  /// The systems audited before that are not now.
  public var removedSystems: [AuditSystem]
  /// Every screen and system in both, in the new audit's order.
  public var changes: [Change]

  /// Whether any screen's back swipe got worse on any system.
  public var isWorse: Bool { changes.contains(where: \.isWorse) }

  /// The audit compared with, its screens found by file.
  public struct Baseline: Sendable {
    /// The report.
    public let report: AuditReport
    private var screens: [String: ScreenAudit] = [:]

    /// `report` as what audits are compared with; of two screens of one file, the first counts.
    public init(_ report: AuditReport) {
      self.report = report
      for screen in report.screens where screens[screen.file] == nil { screens[screen.file] = screen }
    }

    /// What changed on `screen`, audited with `grid`, on each system both audits have; none when
    /// the baseline has no such screen.
    public func changes(of screen: ScreenAudit, grid: Double) -> [Change] {
      guard let previous = screens[screen.file] else { return [] }
      return screen.results.compactMap { result in
        previous.results.first { $0.system == result.system }.map { earlier in
          AuditDiff.change(of: screen, result, from: previous, earlier, sameGrid: report.grid == grid)
        }
      }
    }
  }

  /// The changes from `before` to `after`.
  public init(from before: AuditReport, to after: AuditReport) {
    let baseline = Baseline(before)
    self.init(
      baseline: baseline, after: after,
      changes: after.screens.flatMap { baseline.changes(of: $0, grid: after.grid) })
  }

  /// The changes from `baseline` to `after`, whose screens' `changes` were found one at a time
  /// (`Baseline.changes(of:grid:)`), so `after` need only hold their summaries.
  public init(baseline: Baseline, after: AuditReport, changes: [Change]) {
    let before = baseline.report
    let oldFiles = Set(before.screens.map(\.file))
    let newFiles = Set(after.screens.map(\.file))
    addedScreens = after.screens.map(\.file).filter { !oldFiles.contains($0) }
    removedScreens = before.screens.map(\.file).filter { !newFiles.contains($0) }
    addedSystems = after.systems.filter { !before.systems.contains($0) }
    removedSystems = before.systems.filter { !after.systems.contains($0) }
    self.changes = changes
  }

  private static func change(
    of screen: ScreenAudit, _ result: ScreenAudit.Result, from previous: ScreenAudit,
    _ earlier: ScreenAudit.Result, sameGrid: Bool
  ) -> Change {
    let comparable =
      sameGrid && earlier.rows.count == result.rows.count
      && zip(earlier.rows, result.rows).allSatisfy { $0.count == $1.count }
    var stopped: [(row: Int, column: Int)] = []
    var started: [(row: Int, column: Int)] = []
    if comparable {
      for (row, (old, new)) in zip(earlier.rows, result.rows).enumerated() {
        for (column, (was, now)) in zip(old, new).enumerated() {
          switch (MapFormat.isPopped(was), MapFormat.isPopped(now)) {
          case (true, false): stopped.append((row, column))
          case (false, true): started.append((row, column))
          default: break
          }
        }
      }
    }
    var swipes: [SwipeChange] = []
    for (name, old, new) in [("middle", earlier.middle, result.middle), ("edge", earlier.edge, result.edge)] {
      guard let old, let new, old.popped != new.popped else { continue }
      swipes.append(SwipeChange(name: name, before: old.popped, after: new.popped, summary: new.summary))
    }
    let found = { (audit: ScreenAudit) in audit.findings.filter { $0.systems.contains(result.system) } }
    let oldSubjects = Set(found(previous).map(\.subject))
    let newSubjects = Set(found(screen).map(\.subject))
    return Change(
      file: screen.file, system: result.system, before: (earlier.poppedCount, earlier.cellCount),
      after: (result.poppedCount, result.cellCount),
      stopped: region(stopped, of: result, device: screen.device),
      started: region(started, of: result, device: screen.device), swipes: swipes,
      added: found(screen).filter { !oldSubjects.contains($0.subject) },
      resolved: found(previous).filter { !newSubjects.contains($0.subject) })
  }

  /// The box of `cells`, by row and column, clipped to the screen.
  private static func region(
    _ cells: [(row: Int, column: Int)], of result: ScreenAudit.Result, device: Size
  ) -> Region? {
    guard !cells.isEmpty else { return nil }
    let grid = result.grid
    let columns = cells.map(\.column)
    let rows = cells.map(\.row)
    let left = Double(columns.min() ?? 0) * grid
    let top = Double(rows.min() ?? 0) * grid
    let right = min(device.width, Double((columns.max() ?? 0) + 1) * grid)
    let bottom = min(device.height, Double((rows.max() ?? 0) + 1) * grid)
    return Region(
      cells: cells.count, share: Auditor.rounded(Double(cells.count) / Double(max(1, result.cellCount))),
      box: Rect(x: left, y: top, width: right - left, height: bottom - top))
  }
}
