import PopGesture
import PopGestureFormats

/// Audits screens one at a time: maps each on every system of the audit, explains its two
/// typical swipes, and draws its findings from the maps, each with the change that `explain`
/// finds and confirms for a swipe from the finding's region.
///
/// A screen's maps are `map`'s, from the same state with the same gesture and grid, so every
/// number agrees with `map` run alone; its explanations are `explain`'s of a trace of one swipe
/// from that state, as `map` replays it from the cell.
public struct Auditor: Sendable {
  /// The columns, in order; the first is what the others are compared with (`lost`, `gained`).
  public let systems: [AuditSystem]
  /// The swipe made from every cell.
  public let gesture: ScreenMap.Gesture
  /// The cells' size in points.
  public let grid: Double

  /// The cells' size unless given: 16 pt, twice `map`'s, a quarter of its cells (1,272 on the
  /// default iPhone), since an audit maps every screen of an app on every system, and a pull
  /// request's check should take seconds; `map` of one screen draws it finer.
  public static let defaultGrid = 16.0

  /// An auditor of `systems` with `map`'s gesture, and `grid`.
  public init(
    systems: [AuditSystem] = AuditSystem.defaults, gesture: ScreenMap.Gesture = .fast,
    grid: Double = Auditor.defaultGrid
  ) {
    self.systems = systems
    self.gesture = gesture
    self.grid = grid
  }

  /// One screen's audit, with the map it made and the panels it drew the audit from, one per
  /// system, for a page that draws them; a caller keeps them only while it draws them.
  public struct Screen: Sendable {
    /// The audit.
    public var audit: ScreenAudit
    /// The map whose panels these are.
    public var map: ScreenMap
    /// One panel per system, in the audit's order.
    public var panels: [ScreenMap.Panel]
  }

  /// The audit of the top screen of `trace` as its navigation starts; `file` names it.
  ///
  /// Throws, before any work, when the map cannot be made (`ScreenMap.validate(panels:)`).
  public func audit(_ trace: Trace, file: String, threads: Int = ScreenMap.processorCount)
    throws(ScreenMap.Problem) -> Screen
  {
    var start = trace
    start.events = []
    let map = ScreenMap(trace: start, gesture: gesture, grid: grid)
    // Columns that come to the same library and version share one panel.
    let resolved = systems.map { $0.resolved(app: trace.policy) }
    var distinct: [ScreenMap.System] = []
    for system in resolved where !distinct.contains(system) { distinct.append(system) }
    let made = try map.panels(for: distinct, threads: threads)
    let panels = resolved.map { system in made[distinct.firstIndex(of: system) ?? 0] }
    let typical = panels.map { typicalSwipes(on: $0, trace: start) }
    let results = systems.indices.map { column in
      ScreenAudit.Result(
        system: systems[column], resolved: panels[column].system, grid: grid,
        rows: MapFormat.rows(of: panels[column]),
        middle: typical[column]?.middle.swipe, edge: typical[column]?.edge.swipe)
    }
    let audit = ScreenAudit(
      file: file, name: trace.name, screen: panels.first?.screen?.id ?? trace.navigation.stack.last?.id,
      library: trace.policy, device: Size(width: trace.device.width, height: trace.device.height),
      notes: trace.navigation.notes, results: results,
      findings: findings(of: panels, typical: typical, trace: start))
    return Screen(audit: audit, map: map, panels: panels)
  }

  // MARK: - Results

  /// A typical swipe and `explain`'s explanation of it.
  struct Explained {
    /// The swipe as the audit reports it.
    var swipe: ScreenAudit.Swipe
    /// The explanation, whose warnings become pitfalls; nil when the swipe asked nothing.
    var explanation: Explanation?
  }

  /// The swipes from the cell at the screen's centre and from the cell on the back edge in its
  /// row, explained; nil for a panel with no cells.
  private func typicalSwipes(on panel: ScreenMap.Panel, trace: Trace) -> (middle: Explained, edge: Explained)?
  {
    guard let cells = Self.typicalCells(of: panel, grid: grid, direction: trace.device.layoutDirection) else {
      return nil
    }
    return (
      explained(panel.cells[cells.middle], on: panel.system, trace: trace),
      explained(panel.cells[cells.edge], on: panel.system, trace: trace)
    )
  }

  /// The indices of the cell at the screen's centre and of the cell on the back edge in its row;
  /// nil for a panel with no cells.
  static func typicalCells(of panel: ScreenMap.Panel, grid: Double, direction: Device.LayoutDirection)
    -> (middle: Int, edge: Int)?
  {
    guard panel.columns > 0, panel.rows > 0 else { return nil }
    let column = min(panel.columns - 1, Int(panel.device.width / 2 / grid))
    let row = min(panel.rows - 1, Int(panel.device.height / 2 / grid))
    let edgeColumn = direction == .leftToRight ? 0 : panel.columns - 1
    return (row * panel.columns + column, row * panel.columns + edgeColumn)
  }

  private func explained(_ cell: ScreenMap.Cell, on system: ScreenMap.System, trace: Trace) -> Explained {
    let start = Point(x: Rounding.points(cell.x), y: Rounding.points(cell.y))
    let (probe, explanation) = explain(from: start, on: system, trace: trace)
    let lines = explanation.map {
      ExplanationFormat.text([$0], trace: probe).split(separator: "\n").dropFirst().map(String.init)
    }
    return Explained(
      swipe: ScreenAudit.Swipe(
        start: start, popped: cell.outcome.popped, summary: cell.summary, explanation: lines ?? []),
      explanation: explanation)
  }

  /// The trace of one swipe from `start` on `system`, from the screen's state: what `map`
  /// replays from that cell.
  func probe(from start: Point, on system: ScreenMap.System, trace: Trace) -> Trace {
    var probe = trace
    probe.policy = system.policy
    probe.device.ios = system.ios
    probe.events = ScreenMap.swipe(
      from: start, starting: 0, gesture: gesture, direction: trace.device.layoutDirection.sign)
    return probe
  }

  /// `explain`'s explanation of the one swipe from `start` on `system`, and the trace it explains.
  func explain(from start: Point, on system: ScreenMap.System, trace: Trace) -> (Trace, Explanation?) {
    let probe = probe(from: start, on: system, trace: trace)
    var explainer = Explainer(trace: probe, findsFinalStacks: false)
    return (probe, explainer.explanations().first)
  }
}
