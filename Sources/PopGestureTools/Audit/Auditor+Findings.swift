import PopGesture
import PopGestureFormats

extension Auditor {
  /// A finding before its fix is looked for: the cells it covers on the first system it was
  /// found on, and the swipe whose change would fix it.
  private struct Draft {
    var subject: Finding.Subject
    /// Column indices.
    var systems: [Int]
    /// Indices into the first system's panel's cells.
    var cells: [Int]
    var message: String
    /// The column whose replay the fix is looked for on.
    var fixedOn: Int
    /// Whether the fix makes the swipe pop, or stop popping; nil when no fix is looked for.
    var fixPops: Bool?
  }

  /// A swipe a fix is looked for on: the system, and the cell's centre it starts from.
  private struct Probe: Hashable {
    var system: ScreenMap.System
    var start: Point
  }

  /// Drafts merged when they are the same finding on another system.
  private struct Sameness: Hashable {
    var subject: Finding.Subject
    var cells: [Int]
    var message: String
  }

  /// The screen's findings on every system, each found on several systems once, in `Finding.Kind`'s
  /// order, most cells first.
  func findings(
    of panels: [ScreenMap.Panel], typical: [(middle: Explained, edge: Explained)?], trace: Trace
  ) -> [Finding] {
    var drafts: [Draft] = []
    for (column, panel) in panels.enumerated() {
      drafts += regionDrafts(of: panel, column: column)
      if column > 0 { drafts += differenceDrafts(of: panel, column: column, first: panels[0]) }
      drafts += switchDrafts(of: panel, column: column, trace: trace)
      if let typical = typical[column] {
        drafts += pitfallDrafts(of: [typical.middle, typical.edge], column: column)
      }
    }
    var merged: [Draft] = []
    var places: [Sameness: Int] = [:]
    for draft in drafts {
      let key = Sameness(subject: draft.subject, cells: draft.cells, message: draft.message)
      if let place = places[key] {
        merged[place].systems += draft.systems
      } else {
        places[key] = merged.count
        merged.append(draft)
      }
    }
    merged.sort { a, b in
      if a.subject.kind != b.subject.kind { return a.subject < b.subject }
      if a.cells.count != b.cells.count { return a.cells.count > b.cells.count }
      if a.subject != b.subject { return a.subject < b.subject }
      return a.systems.lexicographicallyPrecedes(b.systems)
    }
    // A region swallowed on one system and lost against the first is often the same cells: its
    // fix is looked for once.
    var explained: [Probe: Explanation?] = [:]
    return merged.map { draft in
      let panel = panels[draft.systems[0]]
      return Finding(
        subject: draft.subject, systems: draft.systems.map { systems[$0] }, cells: draft.cells.count,
        share: Self.rounded(panel.cells.isEmpty ? 0 : Double(draft.cells.count) / Double(panel.cells.count)),
        region: panel.bounds(of: draft.cells).map {
          Rect(
            x: Rounding.points($0.origin.x), y: Rounding.points($0.origin.y),
            width: Rounding.points($0.size.width), height: Rounding.points($0.size.height))
        }, message: draft.message,
        fix: fix(for: draft, panels: panels, trace: trace, explained: &explained))
    }
  }

  /// A share as the report keeps it: to 4 decimals, a hundredth of a percent.
  static func rounded(_ share: Double) -> Double { (share * 10_000).rounded() / 10_000 }

  /// The change `explain` confirms for a swipe from the cell nearest the middle of the draft's
  /// cells, on the system it is fixed on, that `fixingChange` takes.
  private func fix(
    for draft: Draft, panels: [ScreenMap.Panel], trace: Trace, explained: inout [Probe: Explanation?]
  ) -> Finding.Fix? {
    guard let pops = draft.fixPops, let cell = Self.centralCell(of: draft.cells, in: panels[draft.systems[0]])
    else { return nil }
    let probe = Probe(system: panels[draft.fixedOn].system, start: Point(x: cell.x, y: cell.y))
    if explained[probe] == nil {
      explained[probe] = explain(from: probe.start, on: probe.system, trace: trace).1
    }
    let explanation = explained[probe] ?? nil
    guard let change = Self.fixingChange(among: explanation?.changes ?? [], pops: pops) else { return nil }
    // The swipe starts from the screen as described, so a change just before it is a change to
    // the screen.
    var summary = change.summary
    if summary.hasSuffix(Explainer.beforeTheSwipe) { summary.removeLast(Explainer.beforeTheSwipe.count) }
    return Finding.Fix(change: summary, outcome: change.outcome)
  }

  /// The change a fix proposes among an explanation's `changes` (code first): the first that
  /// makes the swipe pop, or not, as `pops` says, and that the app makes in its code or its
  /// design; moving the swipe or changing the system fixes no screen.
  static func fixingChange(among changes: [Explanation.Change], pops: Bool) -> Explanation.Change? {
    changes.first { $0.popped == pops && $0.rank <= .design }
  }

  /// The cell of `indices` nearest their centroid, the first of equals.
  static func centralCell(of indices: [Int], in panel: ScreenMap.Panel) -> ScreenMap.Cell? {
    guard !indices.isEmpty else { return nil }
    let count = Double(indices.count)
    let x = indices.reduce(0) { $0 + panel.cells[$1].x } / count
    let y = indices.reduce(0) { $0 + panel.cells[$1].y } / count
    let nearest = indices.min { a, b in
      let (one, other) = (panel.cells[a], panel.cells[b])
      let d1 = (one.x - x) * (one.x - x) + (one.y - y) * (one.y - y)
      let d2 = (other.x - x) * (other.x - x) + (other.y - y) * (other.y - y)
      return d1 != d2 ? d1 < d2 : a < b
    }
    return nearest.map { panel.cells[$0] }
  }

  /// `34 % of the screen (0–390 x 88–352)`.
  private static func extent(_ cells: [Int], of panel: ScreenMap.Panel) -> String {
    let share = Double(cells.count) / Double(max(1, panel.cells.count))
    return "\(MapFormat.percent(share)) of the screen"
      + (panel.bounds(of: cells).map { " (\(MapFormat.region($0)))" } ?? "")
  }

  /// A view that takes the swipes from cells (`swallowed`), and a rule that refuses them
  /// (`refused`), each with the fix that makes a swipe there pop.
  private func regionDrafts(of panel: ScreenMap.Panel, column: Int) -> [Draft] {
    var taken: [Blocker: [Int]] = [:]
    var refused: [Reason: [Int]] = [:]
    for (index, cell) in panel.cells.enumerated() {
      switch cell.outcome {
      case .prevented(let by): taken[by, default: []].append(index)
      case .refused(_, let reason): refused[reason, default: []].append(index)
      default: break
      }
    }
    let swallowed = taken.map { view, cells in
      Draft(
        subject: Finding.Subject(kind: .swallowed, name: view.description), systems: [column], cells: cells,
        message:
          "\(PrintableText.escaped(view.description)) takes the swipes from \(Self.extent(cells, of: panel))",
        fixedOn: column, fixPops: true)
    }
    let refusals = refused.map { reason, cells in
      Draft(
        subject: Finding.Subject(kind: .refused, name: reason.rawValue), systems: [column], cells: cells,
        message: "\(reason.rawValue) refuses the swipes from \(Self.extent(cells, of: panel))",
        fixedOn: column, fixPops: true)
    }
    return swallowed + refusals
  }

  /// Cells that pop on the first system and not on this one (`lost`), fixed here, and cells that
  /// pop here and not on the first (`gained`), fixed on the first.
  private func differenceDrafts(of panel: ScreenMap.Panel, column: Int, first: ScreenMap.Panel) -> [Draft] {
    guard panel.cells.count == first.cells.count else { return [] }
    var lost: [Int] = []
    var gained: [Int] = []
    for index in panel.cells.indices {
      switch (first.cells[index].outcome.popped, panel.cells[index].outcome.popped) {
      case (true, false): lost.append(index)
      case (false, true): gained.append(index)
      default: break
      }
    }
    let name = systems[0].description
    var drafts: [Draft] = []
    if !lost.isEmpty {
      drafts.append(
        Draft(
          subject: Finding.Subject(kind: .lost, name: name), systems: [column], cells: lost,
          message: "does not pop from \(Self.extent(lost, of: panel)) that pops on \(name) "
            + "\(Self.through(lost, in: first)): here \(Self.why(lost, in: panel))",
          fixedOn: column, fixPops: true))
    }
    if !gained.isEmpty {
      drafts.append(
        Draft(
          subject: Finding.Subject(kind: .gained, name: name), systems: [column], cells: gained,
          message:
            "pops \(Self.through(gained, in: panel)) from \(Self.extent(gained, of: panel)) that does not "
            + "pop on \(name), where \(Self.why(gained, in: first))",
          fixedOn: 0, fixPops: true))
    }
    return drafts
  }

  /// `through contentPop`, or `through fullscreenPop and edgePop`: the recognizers the swipes
  /// from `cells` popped through, most cells first.
  static func through(_ cells: [Int], in panel: ScreenMap.Panel) -> String {
    var counts: [RecognizerID: Int] = [:]
    for index in cells {
      if case .popped(let recognizer) = panel.cells[index].outcome { counts[recognizer, default: 0] += 1 }
    }
    return "through "
      + counts.sorted { $0.value != $1.value ? $0.value > $1.value : "\($0.key)" < "\($1.key)" }
      .map { "\($0.key)" }.joined(separator: " and ")
  }

  /// Why most swipes from `cells` did not pop: `popDisabled refuses them`, `photos.pan takes
  /// them`, `the pop is cancelled on release` or `no back swipe is asked`.
  static func why(_ cells: [Int], in panel: ScreenMap.Panel) -> String {
    var counts: [String: Int] = [:]
    for index in cells {
      let reason =
        switch panel.cells[index].outcome {
        case .prevented(let by): "\(PrintableText.escaped(by.description)) takes them"
        case .refused(_, let reason): "\(reason.rawValue) refuses them"
        case .cancelled: "the pop is cancelled on release"
        case .none, .popped: "no back swipe is asked"
        }
      counts[reason, default: 0] += 1
    }
    return counts.max { $0.value != $1.value ? $0.value < $1.value : $0.key > $1.key }?.key ?? ""
  }

  /// The switches the screen's description turns off that say the back swipe is off.
  static func offSwitches(of trace: Trace) -> [String] {
    var switches: [String] = []
    if trace.navigation.stack.last?.interactivePopDisabled == true {
      switches.append("interactivePopDisabled")
    }
    if !trace.navigation.fullscreenPopGestureEnabled { switches.append("fullscreenPopGestureEnabled") }
    if trace.navigation.interactivePopGestureEnabled == false {
      switches.append("interactivePopGestureEnabled")
    }
    return switches
  }

  /// A switch that says the back swipe is off while cells pop, with the recognizers they pop
  /// through, fixed by the change that stops a swipe there popping.
  private func switchDrafts(of panel: ScreenMap.Panel, column: Int, trace: Trace) -> [Draft] {
    var popped: [Int] = []
    var through: [RecognizerID: Int] = [:]
    for (index, cell) in panel.cells.enumerated() {
      guard case .popped(let recognizer) = cell.outcome else { continue }
      popped.append(index)
      through[recognizer, default: 0] += 1
    }
    guard !popped.isEmpty else { return [] }
    let recognizers = through.sorted {
      $0.value != $1.value ? $0.value > $1.value : "\($0.key)" < "\($1.key)"
    }
    .map { "\($0.key)" }.joined(separator: " and ")
    return Self.offSwitches(of: trace).map { name in
      Draft(
        subject: Finding.Subject(kind: .ignoredSwitch, name: name), systems: [column], cells: popped,
        message: "\(name) is \(name.hasSuffix("Disabled") ? "on" : "off"), yet swipes pop from "
          + "\(Self.extent(popped, of: panel)), through \(recognizers)",
        fixedOn: column, fixPops: false)
    }
  }

  /// The warnings `explain` gives on the typical swipes.
  private func pitfallDrafts(of swipes: [Explained], column: Int) -> [Draft] {
    var seen: Set<String> = []
    return swipes.flatMap { $0.explanation?.warnings ?? [] }.filter { seen.insert($0).inserted }.map {
      warning in
      Draft(
        subject: Finding.Subject(kind: .pitfall, name: warning), systems: [column], cells: [],
        message: PrintableText.escaped(warning), fixedOn: column, fixPops: nil)
    }
  }
}
