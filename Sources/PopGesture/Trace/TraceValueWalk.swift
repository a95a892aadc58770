/// Asks a trace's values the decoder's rules (`TraceRules`) in the order the decoder asks them of
/// the trace's document, so the first rule broken is the one the decoder would report.
///
/// That order is not quite the document's: the decoder checks each event as it streams past, and
/// the rest (the stack, the device, the settings) once the whole document has been read, then
/// the screens and views each `set` names, which may appear anywhere in the trace. Within each
/// part it follows the document, reading only what a document of the value holds.
struct TraceValueWalk {
  private var previousTime = -Double.infinity
  private var fingers = FingersDown()
  private var screens = ScreenCatalog()
  private var presentation = PresentedScreen()
  /// The `set`s met so far, by event index.
  private var sets: [(index: Int, change: PropertyChange)] = []
  /// The `present`s met so far, by event index, with the screen's id.
  private var presents: [(index: Int, id: String)] = []

  /// Throws the first broken rule of `trace`, at its path in the Swift value.
  mutating func check(_ trace: Trace) throws(TraceValueError) {
    for (index, event) in trace.events.enumerated() {
      try check(event, index: index)
    }
    try check(stack: trace.navigation.stack, at: "navigation.stack")
    screens.add(trace.navigation.stack)
    try check(trace.device)
    try check(trace.settings)
    for (index, change) in sets {
      guard let (part, message) = screens.problem(with: change) else { continue }
      let key: String
      switch part {
      case .screen: key = "screen"
      case .view: key = "view"
      case .value(let name): key = "value[\(name)]"
      }
      throw TraceValueError(path: "events[\(index)].\(key)", message: message)
    }
    for (index, id) in presents {
      try require(screens.problem(presenting: id), at: "events[\(index)].screen.id")
    }
  }

  /// Throws `problem`, when there is one, at `path`, which is spelled out only then.
  private func require(_ problem: String?, at path: @autoclosure () -> String) throws(TraceValueError) {
    if let problem { throw TraceValueError(path: path(), message: problem) }
  }

  /// Every number of `parts`, each within range, at `path` and its name.
  private func requireNumbers(_ parts: [TraceValuePath.Part], at path: String) throws(TraceValueError) {
    for part in parts {
      try require(TraceRules.number(part.value), at: path + "." + part.name)
    }
  }

  // MARK: - Header

  /// The device: a screen's width and height, its top inset, its iOS version.
  private func check(_ device: Device) throws(TraceValueError) {
    try require(TraceRules.screenSize(device.width), at: "device.width")
    try require(TraceRules.screenSize(device.height), at: "device.height")
    try require(TraceRules.size(device.topInset), at: "device.topInset")
    try require(TraceRules.iosVersion(device.ios), at: "device.ios")
  }

  /// The settings: every number a size, then the edge swipe's angle, as the decoder reads them.
  private func check(_ settings: Trace.Settings) throws(TraceValueError) {
    for (key, keyPath) in Trace.Settings.numberKeys {
      try require(TraceRules.size(settings[keyPath: keyPath]), at: "settings." + key)
    }
    try require(TraceRules.edgeAngleLimit(settings.edgeAngleLimit), at: "settings.edgeAngleLimit")
  }

  /// A stack description: `navigation.stack`, or a `setStack`'s `screens`.
  private func check(stack: [Screen], at path: String) throws(TraceValueError) {
    try require(TraceRules.stack(ofCount: stack.count), at: path)
    var ids = Set<String>(minimumCapacity: stack.count)
    for (index, screen) in stack.enumerated() {
      let screenPath = "\(path)[\(index)]"
      try check(screen, at: screenPath)
      try require(TraceRules.screenID(screen.id, addingTo: &ids), at: screenPath)
    }
  }

  /// One screen and its views, whose ids it alone keeps apart.
  private func check(_ screen: Screen, at path: String) throws(TraceValueError) {
    // Not negative only by FD's setter, which the decoder copies: any number is allowed.
    try require(
      TraceRules.number(screen.maxAllowedInitialDistanceToLeftEdge),
      at: path + ".maxAllowedInitialDistanceToLeftEdge")
    var ids: Set<String> = []
    try check(screen.views, at: path + ".views", ids: &ids)
    let recognizers = screen.views.recognizers
    try checkNames(in: screen.views, at: path + ".views", on: screen.id, among: recognizers)
  }

  /// The recognizers views of the screen `screen` name, once its views are all known: each on
  /// that screen, or a back swipe.
  private func checkNames(
    in views: [GestureView], at path: String, on screen: String, among recognizers: [RecognizerID]
  ) throws(TraceValueError) {
    for (index, view) in views.enumerated() {
      let path = "\(path)[\(index)]"
      if GestureView.recognizerKinds.contains(view.kind) {
        let lists: [(String, [RecognizerID])] = [
          ("simultaneousWith", view.simultaneousWith.names), ("requiresFailureOf", view.requiresFailureOf),
          ("requiredToFailBy", view.requiredToFailBy),
        ]
        for (key, names) in lists {
          for (position, name) in names.enumerated() {
            try require(
              TraceRules.recognizer(name, on: screen, among: recognizers), at: "\(path).\(key)[\(position)]")
          }
        }
      }
      try checkNames(in: view.subviews, at: path + ".subviews", on: screen, among: recognizers)
    }
  }

  /// Views, back to front; `ids` holds every id met in the screen so far, at any depth.
  private func check(_ views: [GestureView], at path: String, ids: inout Set<String>) throws(TraceValueError)
  {
    for (index, view) in views.enumerated() {
      try check(view, at: "\(path)[\(index)]", ids: &ids)
    }
  }

  /// One view, then its subviews, then the keys of its kind, as the decoder reads them.
  private func check(_ view: GestureView, at path: String, ids: inout Set<String>) throws(TraceValueError) {
    try require(TraceRules.viewID(view.id, addingTo: &ids), at: path + ".id")
    try requireNumbers(TraceValuePath.parts(of: view.frame), at: path + ".frame")
    try require(TraceRules.frame(view.frame), at: path + ".frame")
    try require(TraceRules.alpha(view.alpha), at: path + ".alpha")
    try check(view.subviews, at: path + ".subviews", ids: &ids)
    // A Swift view has every property, but its document holds its kind's alone (the others would
    // be an error there), so only those meet the decoder's rules.
    switch view.kind {
    case .scrollView:
      try requireNumbers(TraceValuePath.parts(of: view.contentSize), at: path + ".contentSize")
      try require(TraceRules.contentSize(view.contentSize), at: path + ".contentSize")
      try requireNumbers(TraceValuePath.parts(of: view.contentOffset), at: path + ".contentOffset")
      try requireNumbers(TraceValuePath.parts(of: view.contentInset), at: path + ".contentInset")
      try require(
        TraceRules.simultaneity(view.simultaneousWithPop, of: view.kind), at: path + ".simultaneousWithPop")
    case .pan:
      try require(
        TraceRules.simultaneity(view.simultaneousWithPop, of: view.kind), at: path + ".simultaneousWithPop")
    case .slider:
      try require(TraceRules.sliderValue(view.value), at: path + ".value")
      if let size = view.thumbSize {
        try requireNumbers(TraceValuePath.parts(of: size), at: path + ".thumbSize")
        try require(TraceRules.thumbSize(size), at: path + ".thumbSize")
      }
    case .plain, .swipeActions:
      break
    }
    if GestureView.recognizerKinds.contains(view.kind) {
      try check(touchFrames: view.ignoresTouchesIn, at: path + ".ignoresTouchesIn")
    }
  }

  /// The frames of an `ignoresTouchesIn`, in a view or a `set`.
  private func check(touchFrames frames: [Rect], at path: String) throws(TraceValueError) {
    for (index, frame) in frames.enumerated() {
      try requireNumbers(TraceValuePath.parts(of: frame), at: "\(path)[\(index)]")
      try require(TraceRules.frame(frame), at: "\(path)[\(index)]")
    }
  }

  // MARK: - Events

  /// The event at `index`, against those before it; a `set` is kept for the end.
  private mutating func check(_ event: Event, index: Int) throws(TraceValueError) {
    let path = "events[\(index)]"
    try require(TraceRules.number(event.t), at: path + ".t")
    try require(Event.timeRule(event.t, after: previousTime), at: path + ".t")
    previousTime = event.t
    switch event.kind {
    case .touch(let touch):
      try require(TraceRules.integer(touch.touch), at: path + ".touch")
      try require(TraceRules.number(touch.location.x), at: path + ".location.x")
      try require(TraceRules.number(touch.location.y), at: path + ".location.y")
      let fingerProblem = fingers.track(touch.touch, touch.phase)
      try require(fingerProblem, at: path + ".phase")
    case .action(.push(let screen, _)):
      try check(screen, at: path + ".screen")
      screens.add([screen])
    case .action(.pop):
      break
    case .action(.setStack(let stack)):
      try check(stack: stack, at: path + ".screens")
      screens.add(stack)
    case .action(.set(let change)):
      try check(change, at: path + ".value")
      sets.append((index, change))
    case .action(.present(let screen, _, _)):
      try check(screen, at: path + ".screen")
      try require(presentation.track(presenting: screen.id), at: path + ".action")
      screens.add(presented: screen)
      presents.append((index, screen.id))
    case .action(.dismiss):
      try require(presentation.track(presenting: nil), at: path + ".action")
    }
  }

  /// The value a `set` gives, at `path`.
  private func check(_ change: PropertyChange, at path: String) throws(TraceValueError) {
    switch change {
    case .navigation:
      break
    case .screen(_, let property):
      switch property {
      case .maxAllowedInitialDistanceToLeftEdge(let distance):
        try require(TraceRules.number(distance), at: path)
      case .interactivePopDisabled, .prefersNavigationBarHidden, .backButton:
        break
      }
    case .view(_, _, let property):
      switch property {
      case .contentOffset(let offset): try requireNumbers(TraceValuePath.parts(of: offset), at: path)
      case .value(let value): try require(TraceRules.sliderValue(value), at: path)
      case .alpha(let value): try require(TraceRules.alpha(value), at: path)
      case .ignoresTouchesIn(let frames): try check(touchFrames: frames, at: path)
      case .revealed, .simultaneousWithPop, .hidden, .userInteractionEnabled, .recognizerEnabled,
        .leadingActions, .simultaneousWith, .requiresFailureOf, .requiredToFailBy:
        break
      }
    }
  }
}
