import PopGesture
import PopGestureFormats

extension ScreenMap {
  /// The most cells a map may have, over all its panels: about 2 s and 80 MB (release build).
  ///
  /// Almost forty times the 5,194 cells of the default 390 x 844 pt phone in 8 pt cells, three
  /// times the three-panel migration map of a 13-inch iPad (1032 x 1376 pt, 66,564 cells); a
  /// larger screen needs larger cells.
  public static let maximumCells = 200_000
  /// The most panels (systems) a map may have.
  public static let maximumPanels = 16
  /// The longest gesture a cell may replay: 1,200 samples at the map's 120 Hz.
  public static let maximumGestureSeconds = 10.0

  /// A map too large to make, or a gesture or time it cannot replay, with a message for the user.
  public enum Problem: Error, Sendable, Equatable, CustomStringConvertible {
    /// `columns` x `rows` cells of `grid` points on a `width` x `height` screen, in `panels`
    /// panels, are more than `maximumCells`; `smallestGrid` is the least cell size that fits.
    case tooManyCells(
      columns: Double, rows: Double, panels: Int, grid: Double, width: Double, height: Double,
      smallestGrid: Double)
    /// More systems than `maximumPanels`.
    case tooManyPanels(Int)
    /// A gesture whose duration is not more than 0 or is above `maximumGestureSeconds`.
    case gestureDurationOutOfRange(Double)
    /// A gesture whose displacement is not finite or is above 1e15 points.
    case gestureDistanceOutOfRange(Double)
    /// A start time that is not finite, is negative or is above 1e15.
    case timeOutOfRange(Double)

    /// The message, lowercase and without a final period, as the command line prints it.
    public var description: String {
      switch self {
      case .tooManyCells(let columns, let rows, let panels, let grid, let width, let height, let smallest):
        let total = columns * rows * Double(panels)
        let panelText = panels == 1 ? "1 panel" : "\(panels) panels"
        return "the map needs \(Self.count(total)) cells (\(Self.count(columns)) x \(Self.count(rows)) "
          + "of \(Self.number(grid)) pt on a \(Self.number(width)) x \(Self.number(height)) pt "
          + "screen, \(panelText)), more than the \(Self.count(Double(maximumCells))) allowed; "
          + "give --grid \(Self.number(smallest)) or more"
      case .tooManyPanels(let count):
        return "the map has \(count) panels, more than the \(maximumPanels) allowed; give fewer --policy and "
          + "--ios values"
      case .gestureDurationOutOfRange(let seconds):
        return "the gesture lasts \(Self.number(seconds)) s; give a duration above 0 and at most "
          + "\(NumberText.plain(maximumGestureSeconds)) s"
      case .gestureDistanceOutOfRange(let distance):
        return "the gesture moves \(Self.number(distance)) pt; give a displacement of at most 1e15 pt"
      case .timeOutOfRange(let time):
        return "the start time \(Self.number(time)) s is out of range; give a time from 0 to 1e15 s"
      }
    }

    /// `8`, `0.5`, `1000000000000000` or `1e+300`: a number as short as it reads, whole
    /// numbers in full while a `Double` holds every digit (below 2^53).
    private static func number(_ value: Double) -> String {
      value == value.rounded() && abs(value) < 9e15 ? String(Int(value)) : NumberText.plain(value)
    }

    /// `2,057,250`: a whole count with its thousands grouped, however large.
    private static func count(_ value: Double) -> String {
      let digits = Array(number(value))
      guard digits.allSatisfy(\.isNumber) else { return number(value) }
      var text = ""
      for (index, digit) in digits.enumerated() {
        if index > 0, (digits.count - index) % 3 == 0 { text.append(",") }
        text.append(digit)
      }
      return text
    }
  }
}

extension ScreenMap.Gesture {
  /// Throws unless the gesture can be replayed from every cell: a duration above 0 and at most
  /// `ScreenMap.maximumGestureSeconds`, and a finite displacement of at most 1e15 points.
  public func validate() throws(ScreenMap.Problem) {
    let (dx, dy, seconds) = motion
    guard seconds.isFinite, seconds > 0, seconds <= ScreenMap.maximumGestureSeconds else {
      throw .gestureDurationOutOfRange(seconds)
    }
    for distance in [dx, dy] where !(distance.isFinite && abs(distance) <= Trace.maximumMagnitude) {
      throw .gestureDistanceOutOfRange(distance)
    }
  }
}

extension ScreenMap {
  /// Throws the first reason a map of `panels` panels cannot be made, before any work: too many
  /// panels, a gesture or start time out of range, or more than `maximumCells` cells.
  ///
  /// Counted in floating point before any conversion to `Int`, so no screen or grid can overflow.
  public func validate(panels: Int) throws(Problem) {
    guard panels <= Self.maximumPanels else { throw .tooManyPanels(panels) }
    try gesture.validate()
    if let time, !(time.isFinite && time >= 0 && time <= Trace.maximumMagnitude) {
      throw .timeOutOfRange(time)
    }
    let width = trace.device.width
    let height = trace.device.height
    let (columns, rows) = Self.gridSize(width: width, height: height, grid: grid)
    let panelCount = Double(max(1, panels))
    guard columns * rows * panelCount <= Double(Self.maximumCells) else {
      throw .tooManyCells(
        columns: columns, rows: rows, panels: max(1, panels), grid: grid, width: width, height: height,
        smallestGrid: max(grid, Self.smallestGrid(width: width, height: height, panels: panelCount)))
    }
  }

  /// Cells across and down, at least one each, as whole numbers in floating point.
  static func gridSize(width: Double, height: Double, grid: Double) -> (columns: Double, rows: Double) {
    (max(1, (width / grid).rounded(.up)), max(1, (height / grid).rounded(.up)))
  }

  /// The least whole cell size at which `panels` panels have at most `maximumCells` cells.
  ///
  /// The cells only shrink as the grid grows, so a binary search finds it between a grid that
  /// is too small (the area alone needs more cells) and one that fits: with `u = 1 / grid` the
  /// cells are at most `panels (width u + 1) (height u + 1)`, whose root at `maximumCells` fits.
  static func smallestGrid(width: Double, height: Double, panels: Double) -> Double {
    let limit = Double(maximumCells)
    func fits(_ grid: Double) -> Bool {
      let (columns, rows) = gridSize(width: width, height: height, grid: grid)
      return columns * rows * panels <= limit
    }
    let a = panels * width * height
    let b = panels * (width + height)
    let c = panels - limit
    let root = (-b + (b * b - 4 * a * c).squareRoot()) / (2 * a)
    var high = max(1, (1 / root).rounded(.up))
    if !root.isFinite || !fits(high) { high = max(1, max(width, height).rounded(.up)) }
    var low = max(0, (a / limit).squareRoot().rounded(.down) - 1)
    // `low` never fits, `high` always does.
    while high - low > 1 {
      let middle = (low + (high - low) / 2).rounded(.down)
      if fits(middle) { high = middle } else { low = middle }
    }
    return high
  }
}
