import PopGesture
import PopGestureFormats

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where on a screen a back swipe pops: a grid over the device, a swipe from each cell's centre,
/// each replayed from the same state, per system.
///
/// The state is the trace's navigation as it starts, or after its events up to a time; it is
/// replayed once per system and copied for every cell (a `Replayer` is a value), so no JSON is
/// read again. Cells are shared out among threads of their own, and come back in order.
public struct ScreenMap: Sendable {
  /// The swipe each cell starts, toward the back edge.
  public enum Gesture: Sendable, Equatable {
    /// 180 pt in 0.2 s.
    case fast
    /// 100 pt in 1.2 s.
    case slow
    /// 60 pt in 0.08 s.
    case flick
    /// `dx`, `dy` in points (dx toward the back edge) over `seconds`.
    case custom(dx: Double, dy: Double, seconds: Double)

    /// The displacement toward the back edge and down, and the duration.
    public var motion: (dx: Double, dy: Double, seconds: Double) {
      switch self {
      case .fast: (180, 0, 0.2)
      case .slow: (100, 0, 1.2)
      case .flick: (60, 0, 0.08)
      case .custom(let dx, let dy, let seconds): (dx, dy, seconds)
      }
    }
  }

  /// A library on an iOS version.
  public struct System: Sendable, Hashable {
    /// The library.
    public var policy: PolicyName
    /// The iOS version.
    public var ios: Int

    /// `policy` on iOS `ios`.
    public init(policy: PolicyName, ios: Int) {
      self.policy = policy
      self.ios = ios
    }
  }

  /// What a swipe from one cell did.
  public enum Outcome: Sendable, Equatable {
    /// It popped, through `recognizer`.
    case popped(recognizer: RecognizerID)
    /// `recognizer` began a pop that ran back on release.
    case cancelled(recognizer: RecognizerID)
    /// A view took the swipe: `by` is the view's recognizer or the slider that kept it.
    case prevented(by: Blocker)
    /// A rule refused every back swipe: the first navigation recognizer's reason.
    case refused(recognizer: RecognizerID, reason: Reason)
    /// No back swipe was asked: none was a candidate.
    case none

    /// Whether the swipe popped.
    public var popped: Bool {
      if case .popped = self { return true }
      return false
    }

    /// `popped`, `cancelled`, `prevented`, `refused` or `none`.
    public var word: String {
      switch self {
      case .popped: "popped"
      case .cancelled: "cancelled"
      case .prevented: "prevented"
      case .refused: "refused"
      case .none: "none"
      }
    }
  }

  /// One cell: the centre the swipe started from, and what it did.
  public struct Cell: Sendable, Equatable {
    /// The centre's distance from the left edge, in points.
    public var x: Double
    /// The centre's distance from the top edge, in points.
    public var y: Double
    /// What the swipe did.
    public var outcome: Outcome
    /// The swipe's outcome in the log's words.
    public var summary: String
  }

  /// One system's map.
  public struct Panel: Sendable {
    /// The library and the iOS version it maps.
    public var system: System
    /// Cells across.
    public var columns: Int
    /// Cells down.
    public var rows: Int
    /// Row by row from the top, each left to right: only the cells whose centre, where their
    /// swipe starts, lies on the screen (`ScreenMap.onScreenCount`).
    public var cells: [Cell]
    /// The top screen the swipes start on, and its views.
    public var screen: Screen?
    /// The device's size, which the last row and column of cells may overhang.
    public var device: Size
    /// The cells' size in points.
    public var grid: Double
    /// Whether the navigation bar is shown at the map's moment: the navigation controller's bar
    /// is not hidden, as the events up to then left it, and the top screen does not prefer it
    /// hidden (`prefersNavigationBarHidden`).
    public var isNavigationBarShown: Bool

    /// The share of cells whose swipe popped: every cell is one whose swipe starts on the screen.
    public var poppedShare: Double {
      cells.isEmpty ? 0 : Double(cells.filter(\.outcome.popped).count) / Double(cells.count)
    }

    /// The box that holds the cells at `indices` whole, clipped to the screen; nil for none.
    public func bounds(of indices: some Sequence<Int>) -> Rect? {
      var box: (minX: Double, maxX: Double, minY: Double, maxY: Double)?
      for index in indices {
        let cell = cells[index]
        box =
          box.map { (min($0.minX, cell.x), max($0.maxX, cell.x), min($0.minY, cell.y), max($0.maxY, cell.y)) }
          ?? (cell.x, cell.x, cell.y, cell.y)
      }
      guard let box else { return nil }
      let half = grid / 2
      let (left, top) = (max(0, box.minX - half), max(0, box.minY - half))
      return Rect(
        x: left, y: top, width: min(device.width, box.maxX + half) - left,
        height: min(device.height, box.maxY + half) - top)
    }
  }

  /// The trace whose screen is mapped.
  public let trace: Trace
  /// The swipe made from every cell.
  public let gesture: Gesture
  /// The cells' size in points.
  public let grid: Double
  /// When the swipes start: after the trace's events up to this time, or at the start.
  public let time: Double?

  /// A map of the top screen of `trace` at `time` (or at its start), `grid` points a cell.
  public init(trace: Trace, gesture: Gesture = .fast, grid: Double = 8, at time: Double? = nil) {
    self.trace = trace
    self.gesture = gesture
    self.grid = grid
    self.time = time
  }

  /// The map of each system, in order; `threads` at most (at least 1) share the cells.
  ///
  /// Throws, before any work, when `validate(panels:)` does: too many cells or panels, or a
  /// gesture or start time out of range.
  public func panels(for systems: [System], threads: Int = ScreenMap.processorCount) throws(Problem)
    -> [Panel]
  {
    try validate(panels: systems.count)
    return systems.map { panel(for: $0, threads: threads) }
  }

  /// The cores the system reports, at least one.
  public static var processorCount: Int {
    #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
      max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
    #else
      1
    #endif
  }

  private func panel(for system: System, threads: Int) -> Panel {
    var changed = trace
    changed.policy = system.policy
    changed.device.ios = system.ios
    let start = time ?? 0
    var prefix = Replayer(trace: changed)
    for event in changed.events where time.map({ event.t <= $0 }) ?? false {
      prefix.feed(event)
    }
    let screen = prefix.topScreen
    // `validate(panels:)` has bounded both by `maximumCells`, so `Int` takes them.
    let size = Self.gridSize(width: changed.device.width, height: changed.device.height, grid: grid)
    var columns = Self.onScreenCount(Int(size.columns), grid: grid, length: changed.device.width)
    var rows = Self.onScreenCount(Int(size.rows), grid: grid, length: changed.device.height)
    // A cell more than twice the screen's width or height has no centre on it: no cells at all.
    if columns == 0 || rows == 0 { (columns, rows) = (0, 0) }
    let count = columns * rows
    let centres = (0..<count).map { index in
      Point(
        x: (Double(index % columns) + 0.5) * grid,
        y: (Double(index / columns) + 0.5) * grid)
    }
    let results = CellResults(count: count)
    let state = prefix
    let replayed = changed
    let workers = max(1, min(threads, count))
    let chunk = (count + workers - 1) / workers
    let job = { @Sendable (worker: Int) in
      let range = (worker * chunk)..<min(count, (worker + 1) * chunk)
      for index in range {
        results.set(
          index, Self.cell(at: centres[index], from: state, start: start, trace: replayed, gesture: gesture))
      }
    }
    var started: [WorkerThread] = []
    for worker in 1..<workers {
      if let thread = WorkerThread({ job(worker) }) {
        started.append(thread)
      } else {
        job(worker)
      }
    }
    job(0)
    for thread in started { thread.join() }
    return Panel(
      system: system, columns: columns, rows: rows, cells: results.cells, screen: screen,
      device: Size(width: changed.device.width, height: changed.device.height), grid: grid,
      isNavigationBarShown: !prefix.isNavigationBarHidden && !(screen?.prefersNavigationBarHidden ?? false))
  }

  /// How many of the grid's `count` cells along one side of `length` points have their centre,
  /// where their swipe starts, on the screen: before `length`. Only the last may not: the grid
  /// covers the screen, and its last cell's centre lies on or past the edge when the screen ends
  /// in its first half (844 pt in 8 pt cells: the 106th row's centre is 844).
  static func onScreenCount(_ count: Int, grid: Double, length: Double) -> Int {
    var count = count
    while count > 0, (Double(count - 1) + 0.5) * grid >= length { count -= 1 }
    return count
  }

  /// The path of the trace's own swipe on the mapped screen: where the first finger of the first
  /// touch sequence after the map's moment went down, then each place it moved to, up to where
  /// it lifted or was cancelled; empty when the trace has no such sequence.
  public var tracedSwipe: [Point] {
    var finger: Int?
    var path: [Point] = []
    for event in trace.events where time.map({ event.t > $0 }) ?? true {
      guard case .touch(let touch) = event.kind else { continue }
      if finger == nil, touch.phase == .began { finger = touch.touch }
      guard touch.touch == finger else { continue }
      path.append(touch.location)
      if touch.phase == .ended || touch.phase == .cancelled { break }
    }
    return path
  }

  /// The events of one swipe from `point`, as `synth --from X,Y --to X+dx,Y+dy --duration S
  /// --rate 120` writes them (times to 3 decimals, points to 1), mirrored right-to-left.
  public static func swipe(from point: Point, starting start: Double, gesture: Gesture, direction: Double)
    -> [Event]
  {
    let (dx, dy, seconds) = gesture.motion
    let swipe = TraceSynthesizer.Swipe(
      from: point, to: Point(x: point.x + dx * direction, y: point.y + dy), duration: seconds)
    // Rounded as `synth` writes them: times to 3 decimals, points to 1.
    return TraceSynthesizer.samples(of: swipe, startingAt: start, rate: 120, curve: .linear, ending: .ended)
      .map {
        let location = Point(x: Rounding.points($0.point.x), y: Rounding.points($0.point.y))
        return Event(
          t: Rounding.time($0.t), kind: .touch(TouchEvent(touch: 1, phase: $0.phase, location: location)))
      }
  }

  /// Replays one swipe from a copy of the state, and classifies what it did.
  static func cell(at point: Point, from prefix: Replayer, start: Double, trace: Trace, gesture: Gesture)
    -> Cell
  {
    var replayer = prefix
    let before = replayer.records.count
    for event in swipe(
      from: point, starting: start, gesture: gesture, direction: trace.device.layoutDirection.sign)
    {
      replayer.feed(event)
    }
    replayer.finish()
    let records = Array(replayer.records[before...])
    let outcome = SwipeOutcome.outcomes(of: records).last
    return Cell(
      x: point.x, y: point.y, outcome: classify(outcome), summary: outcome?.summary ?? "no touch sequence")
  }

  /// The cell's outcome from the swipe's.
  static func classify(_ swipe: SwipeOutcome?) -> Outcome {
    guard let swipe else { return .none }
    switch swipe.pop {
    case .popped(_, _, let recognizer, _), .underWay(_, _, let recognizer):
      return .popped(recognizer: recognizer)
    case .cancelled(_, _, let recognizer, _, _):
      return .cancelled(recognizer: recognizer)
    case .froze(let recognizer):
      return .refused(recognizer: recognizer, reason: .stuck)
    case .none:
      break
    }
    let navigation = swipe.navigationRecognizers
    guard let first = navigation.first else { return .none }
    for candidate in navigation {
      switch candidate.fate {
      case .failed(.preventedBy, let by?), .cancelled(.preventedBy, let by?):
        if case .recognizer(let recognizer) = by, recognizer.isNavigation { continue }
        return .prevented(by: by)
      default: continue
      }
    }
    switch first.fate {
    case .failed(let reason, _), .cancelled(let reason, _):
      return .refused(recognizer: first.recognizer, reason: reason)
    case .began, .undecided: return .refused(recognizer: first.recognizer, reason: .endedBeforeRecognized)
    }
  }
}

/// The cells of one panel, filled by several threads, each writing only its own indices.
///
/// The cells live in memory allocated once, written through a pointer: mutating an array from
/// several threads at once is a data race even on distinct elements, as each write may check the
/// array's buffer for uniqueness and copy it.
private final class CellResults: @unchecked Sendable {
  private let storage: UnsafeMutableBufferPointer<ScreenMap.Cell?>

  init(count: Int) {
    storage = .allocate(capacity: count)
    storage.initialize(repeating: nil)
  }

  deinit {
    storage.deinitialize()
    storage.deallocate()
  }

  func set(_ index: Int, _ cell: ScreenMap.Cell) {
    storage[index] = cell
  }

  /// Read once every thread has been joined.
  var cells: [ScreenMap.Cell] { storage.compactMap { $0 } }
}
