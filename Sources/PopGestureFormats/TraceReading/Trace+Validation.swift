import PopGesture

extension Trace {
  /// Throws the first input error this trace would have as a `popgesture-trace/1` document.
  ///
  /// The trace is written with `TraceWriter.document(_:)` and read back with `TraceDecoder`, so
  /// every rule and message is the decoder's: duplicate screen ids, a `moved` before any
  /// `began`, time going backwards, a slider value outside 0...1, and the rest of
  /// <doc:TraceFormat#Input-errors>. The error's path is the decoder's JSON path in the terms of
  /// the Swift value where they differ (`frame.size.width` for `frame[2]`, `location.x` for an
  /// event's `x`). A number that is not finite, which JSON cannot hold, is reported before
  /// anything is written. `Replayer` does not call this: it replays whatever it is given.
  public func validate() throws(TraceValueError) {
    if let (path, value) = firstNonFiniteNumber() {
      throw .nonFiniteNumber(value, at: TraceValuePath.swiftPath(path))
    }
    do {
      _ = try TraceDecoder(file: "").decode(Array(TraceWriter.document(self).utf8))
    } catch {
      throw TraceValueError(path: TraceValuePath.swiftPath(decoderPath: error.path), message: error.message)
    }
  }

  /// The JSON path of the first number in the trace that is not finite, and the number.
  private func firstNonFiniteNumber() -> ([JSONPath.Component], Double)? {
    var numbers = NumberWalk()
    numbers.visit(device.width, at: [.key("device"), .key("width")])
    numbers.visit(device.height, at: [.key("device"), .key("height")])
    numbers.visit(device.topInset, at: [.key("device"), .key("topInset")])
    let settingsNumbers: [(String, Double)] = [
      ("panHysteresis", settings.panHysteresis), ("edgeRegion", settings.edgeRegion),
      ("edgeHysteresis", settings.edgeHysteresis), ("edgeMaxDuration", settings.edgeMaxDuration),
      ("edgeAngleLimit", settings.edgeAngleLimit), ("contentHysteresis", settings.contentHysteresis),
      ("navigationBarHeight", settings.navigationBarHeight),
      ("transitionDuration", settings.transitionDuration),
      ("releaseProjection", settings.releaseProjection),
    ]
    for (key, value) in settingsNumbers {
      numbers.visit(value, at: [.key("settings"), .key(key)])
    }
    numbers.visit(navigation.stack, at: [.key("navigation"), .key("stack")])
    for (index, event) in events.enumerated() {
      let path: [JSONPath.Component] = [.key("events"), .index(index)]
      numbers.visit(event.t, at: path + [.key("t")])
      switch event.kind {
      case .touch(let touch):
        numbers.visit(touch.location.x, at: path + [.key("x")])
        numbers.visit(touch.location.y, at: path + [.key("y")])
      case .action(.push(let screen, _)):
        numbers.visit(screen, at: path + [.key("screen")])
      case .action(.setStack(let screens)):
        numbers.visit(screens, at: path + [.key("screens")])
      case .action(.set(.screen(_, .maxAllowedInitialDistanceToLeftEdge(let distance)))):
        numbers.visit(distance, at: path + [.key("value")])
      case .action(.set(.view(_, _, .contentOffset(let offset)))):
        numbers.visit([offset.x, offset.y], at: path + [.key("value")])
      case .action(.set(.view(_, _, .value(let value)))):
        numbers.visit(value, at: path + [.key("value")])
      case .action(.pop), .action(.set):
        break
      }
    }
    return numbers.first
  }
}

/// Looks through a trace's numbers in document order, keeping the first that is not finite.
private struct NumberWalk {
  var first: ([JSONPath.Component], Double)?

  mutating func visit(_ value: Double, at path: [JSONPath.Component]) {
    if first == nil, !value.isFinite { first = (path, value) }
  }

  /// The elements of a JSON array of numbers, such as a frame.
  mutating func visit(_ values: [Double], at path: [JSONPath.Component]) {
    for (index, value) in values.enumerated() {
      visit(value, at: path + [.index(index)])
    }
  }

  mutating func visit(_ screens: [Screen], at path: [JSONPath.Component]) {
    for (index, screen) in screens.enumerated() {
      visit(screen, at: path + [.index(index)])
    }
  }

  mutating func visit(_ screen: Screen, at path: [JSONPath.Component]) {
    visit(
      screen.maxAllowedInitialDistanceToLeftEdge, at: path + [.key("maxAllowedInitialDistanceToLeftEdge")])
    visit(screen.views, at: path + [.key("views")])
  }

  mutating func visit(_ views: [GestureView], at path: [JSONPath.Component]) {
    for (index, view) in views.enumerated() {
      let path = path + [.index(index)]
      let frame = view.frame
      visit(
        [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height], at: path + [.key("frame")])
      visit([view.contentSize.width, view.contentSize.height], at: path + [.key("contentSize")])
      visit([view.contentOffset.x, view.contentOffset.y], at: path + [.key("contentOffset")])
      let inset = view.contentInset
      visit([inset.top, inset.left, inset.bottom, inset.right], at: path + [.key("contentInset")])
      visit(view.value, at: path + [.key("value")])
      if let size = view.thumbSize { visit([size.width, size.height], at: path + [.key("thumbSize")]) }
      visit(view.subviews, at: path + [.key("subviews")])
    }
  }
}

/// The decoder's JSON paths in the terms of the Swift values they point into.
enum TraceValuePath {
  /// The names of a JSON array's elements where the Swift value names its parts: a frame's
  /// `[x, y, width, height]` is a `Rect`'s `origin.x`, `origin.y`, `size.width`, `size.height`.
  private static let elementNames: [String: [String]] = [
    "frame": ["origin.x", "origin.y", "size.width", "size.height"],
    "contentSize": ["width", "height"], "thumbSize": ["width", "height"],
    "contentOffset": ["x", "y"], "contentInset": ["top", "left", "bottom", "right"],
    // Only a `set` of `contentOffset` has an array for its value.
    "value": ["x", "y"],
  ]

  /// `navigation.stack[1].views[0].frame.size.width` for the decoder's
  /// `navigation.stack[1].views[0].frame[2]`; a path it cannot read (one cut short with `…`)
  /// comes back as it is.
  static func swiftPath(decoderPath path: String) -> String {
    guard let components = components(of: path) else { return path }
    return swiftPath(components)
  }

  /// The Swift path of `components`, a JSON path into a trace document.
  static func swiftPath(_ components: [JSONPath.Component]) -> String {
    var text = ""
    var previous: JSONPath.Component?
    for (position, component) in components.enumerated() {
      switch component {
      case .key(let key):
        // An event's point is its `location`.
        let isEventPoint =
          (key == "x" || key == "y") && position == 2 && components.first == .key("events")
        text += (text.isEmpty ? "" : ".") + (isEventPoint ? "location." + key : key)
      case .index(let index):
        if case .key(let key)? = previous, let names = elementNames[key], names.indices.contains(index) {
          text += "." + names[index]
        } else {
          text += "[\(index)]"
        }
      }
      previous = component
    }
    return text.isEmpty ? JSONPath.root : text
  }

  /// The components of a path as `JSONPath.text` spells it, when its keys are plain names, as
  /// every key a `TraceWriter` document holds is.
  private static func components(of path: String) -> [JSONPath.Component]? {
    guard path != JSONPath.root else { return [] }
    var components: [JSONPath.Component] = []
    var rest = Substring(path)
    while !rest.isEmpty {
      if rest.first == "[" {
        guard let close = rest.firstIndex(of: "]"),
          let index = Int(rest[rest.index(after: rest.startIndex)..<close])
        else { return nil }
        components.append(.index(index))
        rest = rest[rest.index(after: close)...]
      } else {
        if rest.first == "." { rest = rest.dropFirst() }
        let end = rest.firstIndex { $0 == "." || $0 == "[" } ?? rest.endIndex
        let key = rest[..<end]
        guard !key.isEmpty, key.allSatisfy({ $0.isLetter || $0.isNumber }) else { return nil }
        components.append(.key(String(key)))
        rest = rest[end...]
      }
    }
    return components
  }
}
