import Foundation
import PopGestureFormats
import PopGestureTestSupport
import Testing

@testable import PopGesture
@testable import PopGestureTools

/// The tests of `PopGestureTools`'s `Audit/` folder: one suite across its files, each file
/// extending it, so that `swift test` prints the suite once. This file's tests follow.
/// An audit's every number is what `map` and `explain` give alone; its report reads back as it
/// was written; and a diff catches a screen made worse.
@Suite("PopGestureTools: Audit")
struct AuditSuite {
  /// Screens of every kind an audit reads: traces that start on a screen with views, a
  /// navigation description an import wrote, and the sample app's screens.
  static let screens = [
    "Traces/checkout-with-pager-slider-and-form-pops-through-content-pop.json",
    "Traces/gallery-third-photo-with-recipe-takes-the-swipe.json",
    "Traces/rtl-leftward-swipe-pops.json",
    "Traces/uikit18-edge-swipe-over-table-pops.json",
    "Traces/screens/player.json",
  ]

  /// The trace whose top screen `path` audits: a trace, or a navigation description under `fd`
  /// on the default device, as `popgesture audit` reads them.
  static func screen(_ path: String) throws -> Trace {
    let bytes = try RepositoryTraces.read(path)
    if AuditInput(bytes) == .trace { return try RepositoryTraces.decode(path) }
    return Trace(navigation: try TraceDecoder(file: path).decodeNavigation(bytes), events: [])
  }

  /// The events `synth` writes for a fast swipe (180 pt in 0.2 s) from `start` toward the back
  /// edge, at 120 Hz.
  static func synthesizedSwipe(from start: Point, direction: Double) throws -> [Event] {
    var synthesizer = TraceSynthesizer(
      stack: ["a", "b"],
      swipes: [.init(from: start, to: Point(x: start.x + 180 * direction, y: start.y), duration: 0.2)])
    synthesizer.rate = 120
    return try TraceDecoder(file: "synth").decode(Array(try synthesizer.text().utf8)).events
  }

  /// The sample app's screens.
  static let appScreens =
    ((try? FileManager.default.contentsOfDirectory(atPath: PackageFiles.url("Traces/app").path))
    ?? []).filter { $0.hasSuffix(".json") }.sorted().map { "Traces/app/" + $0 }

  @Test("every number of an audit is what map and explain give alone: the sample app and Traces/")
  func auditAgreesWithMapAndExplain() throws {
    #expect(Self.appScreens.count >= 10)
    // The sample app and the screens above on every default system, in 24 pt cells.
    eachArgument(Self.screens + Self.appScreens) { path in
      try checkAgreement(of: path, auditor: Auditor(grid: 24), explaining: true)
    }
    // Every trace of Traces/ on the app's own library on iOS 26, in 48 pt cells, and every
    // eighth one's typical swipes explained alone too.
    eachArgument(RepositoryTraces.traces.enumerated()) { index, path in
      let auditor = Auditor(systems: [AuditSystem(.app, ios: 26)], grid: 48)
      try checkAgreement(of: path, auditor: auditor, explaining: index % 8 == 0)
    }
  }

  /// Audits `path` with `auditor` and checks each number against `map` alone, the typical
  /// swipes (if `explaining`) against `explain` alone, the findings' cells against the map's, and
  /// the fixes' outcomes against what they fix.
  func checkAgreement(of path: String, auditor: Auditor, explaining: Bool) throws {
    let grid = auditor.grid
    let trace = try Self.screen(path)
    let audit = try auditor.audit(trace, file: path).audit
    #expect(audit.results.map(\.system) == auditor.systems)
    for result in audit.results {
      // The map alone, of the trace as it is (its events after the start do not count).
      let map = ScreenMap(trace: trace, grid: grid)
      let panel = try #require(try map.panels(for: [result.resolved]).first)
      #expect(result.rows == MapFormat.rows(of: panel), "\(result.system)")
      #expect(result.share == panel.poppedShare)
      let text = MapFormat.text([panel], map: map).split(separator: "\n").map(String.init)
      #expect(Array(text[2..<(2 + panel.rows)]) == result.rows)
      // The typical swipes: explain alone, of the trace that synth writes for that swipe.
      let cells = try #require(
        Auditor.typicalCells(of: panel, grid: grid, direction: trace.device.layoutDirection))
      // The middle swipe starts in the cell that holds the screen's centre; the edge swipe in the
      // same row, in the first column on the back edge's side (the right one, right to left).
      let (middle, edge) = (panel.cells[cells.middle], panel.cells[cells.edge])
      #expect(abs(middle.x - trace.device.width / 2) <= grid / 2)
      #expect(abs(middle.y - trace.device.height / 2) <= grid / 2)
      #expect(edge.y == middle.y)
      let backEdge = trace.device.layoutDirection == .leftToRight ? 0 : Double(panel.columns) * grid
      #expect(abs(edge.x - backEdge) == grid / 2)
      for (swipe, index) in [(result.middle, cells.middle), (result.edge, cells.edge)] where explaining {
        let swipe = try #require(swipe)
        let cell = panel.cells[index]
        #expect(swipe.start == Point(x: cell.x, y: cell.y))
        var alone = trace
        alone.events = try Self.synthesizedSwipe(
          from: swipe.start, direction: trace.device.layoutDirection.sign)
        alone.policy = result.resolved.policy
        alone.device.ios = result.resolved.ios
        var explainer = Explainer(trace: alone, findsFinalStacks: false)
        let explanation = try #require(explainer.explanations().first)
        #expect(explanation.swipe.popped == swipe.popped)
        #expect(swipe.popped == cell.outcome.popped)
        #expect(explanation.swipe.summary == swipe.summary)
        let lines = ExplanationFormat.text([explanation], trace: alone).split(separator: "\n").dropFirst()
        #expect(lines.map(String.init) == swipe.explanation)
      }
      // The findings cover exactly the cells the map gives each cause.
      let on = audit.findings.filter { $0.systems.contains(result.system) }
      let count = { (kind: Finding.Kind) in
        on.filter { $0.subject.kind == kind }.reduce(0) { $0 + $1.cells }
      }
      let characters = result.rows.joined()
      #expect(count(.swallowed) == characters.filter { $0 == "x" }.count)
      #expect(count(.refused) == characters.filter { $0 == "." }.count)
      let first = audit.results[0].rows.joined()
      let pairs = zip(first, characters).map { (MapFormat.isPopped($0), MapFormat.isPopped($1)) }
      #expect(count(.lost) == pairs.filter { $0 && !$1 }.count)
      #expect(count(.gained) == pairs.filter { !$0 && $1 }.count)
    }
    // A finding found alike on several systems is listed once, with all of them.
    let sameness = audit.findings.map { "\($0.subject)\u{0}\($0.message)\u{0}\($0.cells)" }
    #expect(Set(sameness).count == sameness.count)
    // Every fix was confirmed: the changed swipe's outcome says what the finding needs.
    for finding in audit.findings {
      guard let fix = finding.fix else { continue }
      let pops = finding.subject.kind != .ignoredSwitch
      #expect(fix.outcome.hasPrefix("popped") == pops, "\(finding.message): \(fix.outcome)")
    }
  }

  @Test("a fix is a change the app makes, in its code or its design: never the swipe or the system")
  func fixIsTheAppsOwnChange() {
    func change(_ summary: String, pops: Bool, _ rank: Explanation.Rank) -> Explanation.Change {
      Explanation.Change(summary: summary, patch: [], popped: pops, outcome: "", rank: rank)
    }
    let code = change("set photos.simultaneousWithPop to atLeadingEdge", pops: false, .code)
    let design = change("show the navigation bar", pops: true, .design)
    let swipe = change("start the swipe at x 40", pops: true, .swipe)
    let system = change("on uikit@18", pops: true, .system)
    // Ranked as `explain` ranks them, code first.
    #expect(Auditor.fixingChange(among: [swipe, system], pops: true) == nil)
    #expect(Auditor.fixingChange(among: [code, design, swipe], pops: true) == design)
    #expect(Auditor.fixingChange(among: [code, design, swipe], pops: false) == code)
  }

  @Test("a report reads back as written, byte for byte on every run, and a diff catches a screen made worse")
  func reportRoundTripsAndDiffCatchesWorse() throws {
    let auditor = Auditor(
      systems: [AuditSystem(.app, ios: 26), AuditSystem(.policy(.fd1_1), ios: 18)], grid: 24)
    func report(_ traces: [(String, Trace)]) throws -> (AuditReport, String) {
      var report = AuditReport(of: auditor)
      var text = ""
      for (path, trace) in traces {
        let audit = try auditor.audit(trace, file: path).audit
        text += AuditJSON.screen(audit, isFirst: report.screens.isEmpty)
        report.screens.append(audit)
      }
      return (report, AuditJSON.head(of: report) + text + AuditJSON.tail)
    }
    let traces = try Self.screens.map { ($0, try Self.screen($0)) }
    let (before, json) = try report(traces)
    #expect(try report(traces).1 == json)
    #expect(try AuditReport.read(Array(json.utf8), file: "a.json") == before)
    #expect(AuditDiff(from: before, to: before).changes.allSatisfy { !$0.isChanged })

    // The player's screen gets a full-screen pan over its lower half: worse on every system.
    var worse = traces
    let index = try #require(worse.firstIndex { $0.0 == "Traces/screens/player.json" })
    let cover = GestureView(id: "cover", kind: .pan, frame: Rect(x: 0, y: 422, width: 390, height: 422))
    worse[index].1.navigation.stack[worse[index].1.navigation.stack.count - 1].views.append(cover)
    let (after, _) = try report(worse)
    let diff = AuditDiff(from: before, to: after)
    #expect(diff.isWorse)
    for change in diff.changes {
      #expect(change.isWorse == (change.file == "Traces/screens/player.json"), "\(change.file)")
      guard change.isWorse else { continue }
      let stopped = try #require(change.stopped)
      #expect(stopped.box.origin.y >= 408 && stopped.box.origin.y + stopped.box.size.height == 840)
      #expect(change.added.contains { $0.subject == Finding.Subject(kind: .swallowed, name: "cover.pan") })
    }
    // The other way round it is better, not worse.
    #expect(!AuditDiff(from: after, to: before).isWorse)
    // A typical swipe that stops popping is worse on its own, whatever the share.
    var stopped = before
    let popping = try #require(stopped.screens[0].results.firstIndex { $0.middle?.popped == true })
    stopped.screens[0].results[popping].middle?.popped = false
    let alone = AuditDiff(from: before, to: stopped)
    #expect(alone.isWorse)
    #expect(alone.changes.filter(\.isWorse).map(\.system) == [stopped.screens[0].results[popping].system])
    #expect(alone.changes.first(where: \.isWorse)?.stopped == nil)

    // A report with a mistake says where, and what to write.
    let broken = json.replacingOccurrences(of: "\"ios\": 26", with: "\"ios\": \"26\"")
    #expect(throws: TraceError.self) { try AuditReport.read(Array(broken.utf8), file: "a.json") }
    do {
      _ = try AuditReport.read(Array(broken.utf8), file: "a.json")
    } catch {
      #expect("\(error)".hasPrefix("a.json:"))
      #expect("\(error)".contains(": error: screens[0].results[0].ios: expected a whole number"))
    }
  }
}
