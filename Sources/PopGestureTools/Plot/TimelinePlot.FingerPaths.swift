import PopGesture

extension TimelinePlot {
  /// Writes one finger panel's paths, a polyline and markers per finger from touching down to
  /// lifting, as a pass over the trace's events hands over their samples, so that a long
  /// recording's samples are never all held.
  ///
  /// The paths go out in the order their fingers went down. The earliest path not yet written
  /// is written as its samples come; the path of a finger that went down while an earlier one was
  /// still down is kept, as the text of its points, until every earlier path has lifted. Only
  /// fingers down at the same time are held, so a recording of one-finger swipes holds none.
  struct FingerPaths {
    /// One finger's path from touching down.
    private struct Path {
      var touch: Int
      var first: (x: Double, y: Double)
      var last: (x: Double, y: Double)
      /// `ended` or `cancelled`, or nil while the finger is down.
      var end: TouchPhase?
      /// The points not yet written, as the polyline's text: for a path waiting for an earlier one.
      var waiting = ""
    }

    let time: AxisScale
    let scale: AxisScale
    let isHorizontal: Bool
    /// The paths begun and not yet written, by their order of touching down.
    private var paths: [Int: Path] = [:]
    /// How many paths have begun.
    private var count = 0
    /// The earliest path not yet written, and whether its polyline has started.
    private var next = 0
    private var isNextStarted = false
    /// Each finger down, by touch, with its path's number.
    private var down: [Int: Int] = [:]

    /// A writer of paths placed by `time` and `scale`, of x or of y.
    init(time: AxisScale, scale: AxisScale, isHorizontal: Bool) {
      self.time = time
      self.scale = scale
      self.isHorizontal = isHorizontal
    }

    /// Reads one event of the trace: a touch adds a sample to its finger's path, starts one or
    /// ends one.
    mutating func read(_ event: Event, into canvas: inout SVGCanvas) {
      guard case .touch(let touch) = event.kind else { return }
      let point = (
        x: time.position(event.t),
        y: scale.position(isHorizontal ? touch.location.x : touch.location.y)
      )
      let number: Int
      switch touch.phase {
      case .began:
        number = count
        count += 1
        down[touch.touch] = number
        paths[number] = Path(touch: touch.touch, first: point, last: point)
      case .moved, .ended, .cancelled:
        guard let known = down[touch.touch] else { return }
        number = known
        paths[number]?.last = point
        if touch.phase != .moved {
          paths[number]?.end = touch.phase
          down[touch.touch] = nil
        }
      }
      let isFirst = touch.phase == .began
      if number == next {
        if !isNextStarted {
          canvas.startPolyline()
          isNextStarted = true
        }
        canvas.point(point, isFirst: isFirst)
      } else {
        let text = (isFirst ? "" : " ") + SVGCanvas.number(point.x) + "," + SVGCanvas.number(point.y)
        paths[number]?.waiting += text
      }
      writeLifted(into: &canvas)
    }

    /// Writes the paths still down at the end of the trace, which end there, unmarked.
    mutating func finish(into canvas: inout SVGCanvas) {
      while next < count {
        writeNext(into: &canvas)
      }
    }

    /// Writes the earliest paths whose fingers have lifted, and starts the next one's polyline
    /// with what it has waited with.
    private mutating func writeLifted(into canvas: inout SVGCanvas) {
      while next < count, paths[next]?.end != nil {
        writeNext(into: &canvas)
      }
    }

    /// Ends the earliest path not yet written, with its markers, and starts the next one.
    private mutating func writeNext(into canvas: inout SVGCanvas) {
      guard let path = paths.removeValue(forKey: next) else { return }
      if !isNextStarted {
        canvas.startPolyline()
        canvas.write(path.waiting)
      }
      let name = TimelinePlot.fingerClass(path.touch)
      canvas.endPolyline(class: "\(name) path", title: "finger \(path.touch)")
      canvas.circle(
        x: path.first.x, y: path.first.y, radius: 3.5, class: "\(name) down",
        title: "finger \(path.touch) down")
      switch path.end {
      case .ended?:
        canvas.circle(
          x: path.last.x, y: path.last.y, radius: 3.5, class: "\(name) up", title: "finger \(path.touch) up")
      case .cancelled?:
        TimelinePlot.drawCross(
          x: path.last.x, y: path.last.y, size: 4, class: "\(name) cross",
          title: "finger \(path.touch) cancelled",
          on: &canvas)
      case .began?, .moved?, nil:
        break
      }
      next += 1
      isNextStarted = false
      guard next < count, let waiting = paths[next]?.waiting else { return }
      canvas.startPolyline()
      canvas.write(waiting)
      paths[next]?.waiting = ""
      isNextStarted = true
    }
  }
}
