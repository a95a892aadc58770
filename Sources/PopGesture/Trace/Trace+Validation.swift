extension Trace {
  /// Throws the first input error this trace would have as a `popgesture-trace/1` document.
  ///
  /// The values are asked the decoder's own rules, with its messages, in the order the decoder
  /// asks them of the trace's document, so the error is the one reading that document would
  /// give: duplicate screen ids, a `moved` before any `began`, time going backwards, a slider
  /// value outside 0...1, and the rest of <doc:TraceFormat#Input-errors>. The error's path names
  /// the parts of the Swift value (`frame.size.width` where the document has `frame[2]`,
  /// `location.x` for an event's `x`). A number that is not finite, which a document cannot hold,
  /// is reported before anything else. `Replayer` does not call this: it replays whatever it is
  /// given.
  public func validate() throws(TraceValueError) {
    if let (path, value) = firstNonFiniteNumber() {
      throw .nonFiniteNumber(value, at: path)
    }
    var walk = TraceValueWalk()
    try walk.check(self)
  }

  /// The path of the first number in the trace that is not finite, and the number.
  private func firstNonFiniteNumber() -> (String, Double)? {
    var numbers = NonFiniteNumberSearch()
    numbers.visit(device.width, at: "device.width")
    numbers.visit(device.height, at: "device.height")
    numbers.visit(device.topInset, at: "device.topInset")
    for (key, keyPath) in Settings.numberKeys {
      numbers.visit(settings[keyPath: keyPath], at: "settings." + key)
    }
    numbers.visit(navigation.stack, at: "navigation.stack")
    for (index, event) in events.enumerated() {
      let path = "events[\(index)]"
      numbers.visit(event.t, at: path + ".t")
      switch event.kind {
      case .touch(let touch):
        numbers.visit(TraceValuePath.parts(of: touch.location), at: path + ".location")
      case .action(.push(let screen, _)), .action(.present(let screen, _, _)):
        numbers.visit(screen, at: path + ".screen")
      case .action(.setStack(let screens)):
        numbers.visit(screens, at: path + ".screens")
      case .action(.set(.screen(_, .maxAllowedInitialDistanceToLeftEdge(let distance)))):
        numbers.visit(distance, at: path + ".value")
      case .action(.set(.view(_, _, .contentOffset(let offset)))):
        numbers.visit(TraceValuePath.parts(of: offset), at: path + ".value")
      case .action(.set(.view(_, _, .value(let value)))), .action(.set(.view(_, _, .alpha(let value)))):
        numbers.visit(value, at: path + ".value")
      case .action(.set(.view(_, _, .ignoresTouchesIn(let frames)))):
        numbers.visit(frames, at: path + ".value")
      case .action(.pop), .action(.set), .action(.dismiss):
        break
      }
    }
    return numbers.first
  }
}

/// Looks through a trace's numbers in document order, keeping the first that is not finite.
///
/// Every number of a view is looked at, of its kind or not: JSON could hold none of them.
private struct NonFiniteNumberSearch {
  var first: (String, Double)?

  /// One number, whose path is spelled out only when it is the first not finite.
  mutating func visit(_ value: Double, at path: @autoclosure () -> String) {
    if first == nil, !value.isFinite { first = (path(), value) }
  }

  /// The numbers of a value a document writes as an array, such as a frame.
  mutating func visit(_ parts: [TraceValuePath.Part], at path: String) {
    for part in parts {
      visit(part.value, at: path + "." + part.name)
    }
  }

  /// Frames listed in an array, such as an `ignoresTouchesIn`.
  mutating func visit(_ frames: [Rect], at path: String) {
    for (index, frame) in frames.enumerated() {
      visit(TraceValuePath.parts(of: frame), at: "\(path)[\(index)]")
    }
  }

  /// A stack description's screens.
  mutating func visit(_ screens: [Screen], at path: String) {
    for (index, screen) in screens.enumerated() {
      visit(screen, at: "\(path)[\(index)]")
    }
  }

  /// A screen's limit and its views.
  mutating func visit(_ screen: Screen, at path: String) {
    visit(screen.maxAllowedInitialDistanceToLeftEdge, at: path + ".maxAllowedInitialDistanceToLeftEdge")
    visit(screen.views, at: path + ".views")
  }

  /// Views, each number of each, and their subviews after them.
  mutating func visit(_ views: [GestureView], at path: String) {
    for (index, view) in views.enumerated() {
      let path = "\(path)[\(index)]"
      visit(TraceValuePath.parts(of: view.frame), at: path + ".frame")
      visit(TraceValuePath.parts(of: view.contentSize), at: path + ".contentSize")
      visit(TraceValuePath.parts(of: view.contentOffset), at: path + ".contentOffset")
      visit(TraceValuePath.parts(of: view.contentInset), at: path + ".contentInset")
      visit(view.value, at: path + ".value")
      if let size = view.thumbSize { visit(TraceValuePath.parts(of: size), at: path + ".thumbSize") }
      visit(view.alpha, at: path + ".alpha")
      visit(view.ignoresTouchesIn, at: path + ".ignoresTouchesIn")
      visit(view.subviews, at: path + ".subviews")
    }
  }
}
