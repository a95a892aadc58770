import PopGesture

/// Checks a trace's events one at a time, as they stream in: time order, fingers, what is
/// presented, and the names a `set` uses and the ids a `present` gives (which can only be checked
/// once every screen of the trace has been seen), each by the model's rule for it (`TraceRules`,
/// `FingersDown`, `PresentedScreen`, `ScreenCatalog`).
struct EventValidator {
  let decoder: TraceDecoder
  var hasStarted = false
  var screens = ScreenCatalog()
  private var fingers = FingersDown()
  private var presentation = PresentedScreen()
  /// The `present`s so far: each screen's id, and its node for an error.
  private var presents: [(id: String, node: JSONNode)] = []
  private var previousTime = -Double.infinity
  /// The `set`s that named a screen or view not seen yet.
  private var sets: [SetTarget] = []

  init(decoder: TraceDecoder) {
    self.decoder = decoder
  }

  /// Keys an event object may have, whatever kind it is.
  static let eventKeys =
    TraceDecoder.touchKeys + [
      "action", "screen", "screens", "style", "animated", "view", "property", "value",
    ]

  /// Accepts an event read on the fast path and hands it to `visit`, or returns false to have it
  /// read again the general way, which reports what is wrong.
  mutating func accept(_ event: PlainEvent, visit: (consuming Event) -> Void) -> Bool {
    guard check(event) else { return false }
    // Each case makes its own event, so the compiler sees that a touch holds nothing to release.
    switch event.kind {
    case .touch(let touch, let phase, let point):
      visit(Event(t: event.t, kind: .touch(TouchEvent(touch: touch, phase: phase, location: point))))
    case .push(let id, let animated):
      let screen = Screen(id: String(decoding: id, as: UTF8.self))
      visit(Event(t: event.t, kind: .action(.push(screen, animated: animated))))
    case .pop(let animated):
      visit(Event(t: event.t, kind: .action(.pop(animated: animated))))
    }
    return true
  }

  /// Checks an event read on the fast path without making an `Event` of it, as a replay's first
  /// pass does; false to have it read again the general way, which reports what is wrong.
  mutating func check(_ event: PlainEvent) -> Bool {
    guard Event.timeRule(event.t, after: previousTime) == nil else { return false }
    switch event.kind {
    case .touch(let touch, let phase, _):
      guard fingers.track(touch, phase) == nil else { return false }
    case .push(let id, _):
      screens.add(screenWithoutViews: String(decoding: id, as: UTF8.self))
    case .pop:
      break
    }
    previousTime = event.t
    return true
  }

  /// Decodes and checks one event of any kind.
  mutating func decode(_ element: JSONNode) throws(TraceError) -> Event {
    let probe = try element.object(allowing: Self.eventKeys, in: "an event")
    let timeNode = try probe.required("t")
    let t = try timeNode.number()
    try timeNode.require(Event.timeRule(t, after: previousTime))
    previousTime = t
    if let actionNode = probe.optional("action") {
      let action = try decoder.decodeAction(element, word: actionNode, screens: &screens, sets: &sets)
      switch action {
      case .present(let screen, _, _):
        try actionNode.require(presentation.track(presenting: screen.id))
        screens.add(presented: screen)
        let screenNode = try probe.required("screen")
        let idNode = try screenNode.object(allowing: TraceDecoder.screenKeys, in: "a screen").required("id")
        presents.append((screen.id, idNode))
      case .dismiss:
        try actionNode.require(presentation.track(presenting: nil))
      case .push, .pop, .setStack, .set:
        break
      }
      return Event(t: t, kind: .action(action))
    }
    let (touch, phaseNode) = try decoder.decodeTouch(element)
    try phaseNode.require(fingers.track(touch.touch, touch.phase))
    return Event(t: t, kind: .touch(touch))
  }

  /// The checks that need the whole trace: every `set` names a screen or view that appears in
  /// it, and no presented screen's id is on a stack.
  func finish() throws(TraceError) {
    for target in sets {
      try target.check(against: screens)
    }
    for present in presents {
      try present.node.require(screens.problem(presenting: present.id))
    }
  }
}
