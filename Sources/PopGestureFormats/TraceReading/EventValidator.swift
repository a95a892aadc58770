import PopGesture

/// Checks a trace's events one at a time, as they stream in: time order, fingers, and the names
/// a `set` uses (which can only be checked once every screen of the trace has been seen).
struct EventValidator {
  let decoder: TraceDecoder
  var hasStarted = false
  var screens = ScreenCatalog()
  /// Fingers down: a handful, so a list beats hashing, until there are more than
  /// `listedFingers`; then `manyDown` holds them all, so a trace with thousands of fingers down
  /// does not search them all at every event.
  private var down: [Int] = []
  private var manyDown: Set<Int>?
  static let listedFingers = 16
  private var previousTime = -Double.infinity
  /// The `set`s that named a screen or view not seen yet.
  private var sets: [ScreenCatalog.SetTarget] = []

  init(decoder: TraceDecoder) {
    self.decoder = decoder
  }

  /// Keys an event object may have, whatever kind it is.
  static let eventKeys =
    TraceDecoder.touchKeys + ["action", "screen", "screens", "animated", "view", "property", "value"]

  /// Accepts an event read on the fast path and hands it to `visit`, or returns false to have it
  /// read again the general way, which reports what is wrong.
  mutating func accept(_ event: PlainEvent, visit: (Event) -> Void) -> Bool {
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
    guard event.t >= previousTime else { return false }
    switch event.kind {
    case .touch(let touch, let phase, _):
      guard track(touch, phase) == nil else { return false }
    case .push(let id, _):
      screens.add([Screen(id: String(decoding: id, as: UTF8.self))])
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
    guard t >= previousTime else {
      throw timeNode.error("time goes backwards: \(t) after \(previousTime); t must not decrease")
    }
    previousTime = t
    if let actionNode = probe.optional("action") {
      let action = try decoder.decodeAction(element, word: actionNode, screens: &screens, sets: &sets)
      return Event(t: t, kind: .action(action))
    }
    let (touch, phaseNode) = try decoder.decodeTouch(element)
    if let problem = track(touch.touch, touch.phase) { throw phaseNode.error(problem) }
    return Event(t: t, kind: .touch(touch))
  }

  /// Follows a finger going down, moving or lifting; returns what is wrong, leaving the fingers
  /// as they were, when it is not down for a move or lift, or already down for a `began`.
  private mutating func track(_ touch: Int, _ phase: TouchPhase) -> String? {
    let isDown = manyDown?.contains(touch) ?? down.contains(touch)
    switch (phase, isDown) {
    case (.began, false):
      if manyDown != nil {
        manyDown?.insert(touch)
      } else if down.count < Self.listedFingers {
        down.append(touch)
      } else {
        manyDown = Set(down + [touch])
        down = []
      }
    case (.began, true):
      return "touch \(touch) began while it is already down; end or cancel it first"
    case (.moved, true):
      break
    case (.ended, true), (.cancelled, true):
      if manyDown != nil {
        manyDown?.remove(touch)
        if manyDown?.isEmpty == true { manyDown = nil }
      } else if let index = down.firstIndex(of: touch) {
        down.remove(at: index)
      }
    case (.moved, false), (.ended, false), (.cancelled, false):
      return "touch \(touch) \(phase.rawValue) but it is not down; it needs a 'began' first"
    }
    return nil
  }

  /// The checks that need the whole trace: every `set` names a screen or view that appears in it.
  func finish() throws(TraceError) {
    for target in sets {
      try screens.check(target)
    }
  }
}
