import PopGesture
import PopGestureFormats

/// What an audit found on one screen: per system, how much of it a back swipe pops from and
/// whether a swipe from its middle and from its back edge pops; then the findings, each with
/// the change that fixes it, confirmed by replay.
///
/// The screen is a trace's top screen as its navigation starts, or a navigation description's
/// top screen, as `map` maps it.
public struct ScreenAudit: Sendable, Equatable {
  /// The file the screen was read from, as it was named: the screen's identity in a report and
  /// between two reports.
  public var file: String
  /// The trace's name, if it has one.
  public var name: String?
  /// The top screen's id; nil when the stack is empty.
  public var screen: String?
  /// The screen's own library, which `app` columns use.
  public var library: PolicyName
  /// The device's size in points.
  public var device: Size
  /// The navigation description's notes (an import's caveats), for the reader.
  public var notes: [String]
  /// One result per system, in the audit's order.
  public var results: [Result]
  /// What a team can act on, most of the screen first within each kind.
  public var findings: [Finding]

  /// The audit with its results' summaries (`Result.summary`).
  public var summary: ScreenAudit {
    var summary = self
    summary.results = results.map(\.summary)
    return summary
  }

  /// One system's map of the screen, in the map's characters, and its two typical swipes.
  public struct Result: Sendable, Equatable {
    /// The column.
    public var system: AuditSystem
    /// The library and iOS version the column came to for this screen.
    public var resolved: ScreenMap.System
    /// The cells' size in points.
    public var grid: Double
    /// One string per row of cells, top first, one character per cell as `map --format text`
    /// writes it (`MapFormat`): `F`, `C` and `E` popped.
    public var rows: [String]
    /// The swipe from the cell at the screen's centre; nil when the map has no cells.
    public var middle: Swipe?
    /// The swipe from the cell on the back edge in the centre's row; nil when the map has no
    /// cells.
    public var edge: Swipe?

    /// The cells on the screen.
    public private(set) var cellCount: Int
    /// The cells whose swipe popped.
    public private(set) var poppedCount: Int
    /// The share of cells whose swipe popped, as `ScreenMap.Panel.poppedShare`.
    public var share: Double { cellCount == 0 ? 0 : Double(poppedCount) / Double(cellCount) }

    /// The result of a map whose cells are `rows`; its counts are the rows'.
    public init(
      system: AuditSystem, resolved: ScreenMap.System, grid: Double, rows: [String], middle: Swipe?,
      edge: Swipe?
    ) {
      self.system = system
      self.resolved = resolved
      self.grid = grid
      self.rows = rows
      self.middle = middle
      self.edge = edge
      cellCount = rows.reduce(0) { $0 + $1.count }
      poppedCount = rows.reduce(0) { $0 + $1.filter(MapFormat.isPopped).count }
    }

    /// The result without its rows and the explanations of its swipes, which an overview does
    /// not need: what an audit keeps of every screen while it goes on to the next.
    public var summary: Result {
      var summary = self
      summary.rows = []
      summary.middle?.explanation = []
      summary.edge?.explanation = []
      return summary
    }
  }

  /// One typical swipe: where it started, what it did and why.
  public struct Swipe: Sendable, Equatable {
    /// The cell's centre, where the swipe started.
    public var start: Point
    /// Whether it popped.
    public var popped: Bool
    /// Its outcome in the log's words.
    public var summary: String
    /// `explain`'s text for it, without its heading: the outcome, why, the changes that flip
    /// it and the warnings.
    public var explanation: [String]
  }
}

/// Something on a screen a team acts on, on one or more systems, with the change that fixes it.
public struct Finding: Sendable, Equatable {
  /// What was found.
  public enum Kind: String, Sendable, CaseIterable {
    /// A view's recognizer, or a slider, takes the swipes from a region: they do not pop.
    case swallowed
    /// A rule refuses the back swipes from a region.
    case refused
    /// A region that pops on the audit's first system does not pop on this one.
    case lost
    /// A region that does not pop on the audit's first system pops on this one.
    case gained
    /// A switch that says the back swipe is off, while swipes still pop.
    case ignoredSwitch = "switch"
    /// A pitfall `explain` warns of on one of the typical swipes.
    case pitfall
  }

  /// What a finding is about, whatever its numbers: a finding of one report is the same as one of
  /// another when these agree.
  public struct Subject: Sendable, Hashable, Comparable {
    /// The kind.
    public var kind: Kind
    /// The view, the rule, the other system, the switch or the warning, in words.
    public var name: String

    /// In `Kind`'s order, then by name.
    public static func < (a: Self, b: Self) -> Bool {
      let order = Kind.allCases
      let (left, right) = (order.firstIndex(of: a.kind) ?? 0, order.firstIndex(of: b.kind) ?? 0)
      return left != right ? left < right : a.name.utf8.lexicographicallyPrecedes(b.name.utf8)
    }
  }

  /// The kind and what it is about.
  public var subject: Subject
  /// The systems it was found on, in the audit's order.
  public var systems: [AuditSystem]
  /// The cells it covers on the first of them; 0 for a pitfall.
  public var cells: Int
  /// The share of the screen's cells it covers on the first of them.
  public var share: Double
  /// The cells' bounding box in points, clipped to the screen; nil for a pitfall.
  public var region: Rect?
  /// The finding in one sentence.
  public var message: String
  /// The first change in the app's code or design that `explain` found and confirmed for a
  /// swipe from the middle of the finding's region, on the first of its systems (for `gained`,
  /// on the audit's first system); nil when none flips it.
  public var fix: Fix?

  /// A change and what it gives.
  public struct Fix: Sendable, Equatable {
    /// The change in words, as `explain` writes it.
    public var change: String
    /// The changed swipe's outcome.
    public var outcome: String
  }
}
