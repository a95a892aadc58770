import PopGesture
import PopGestureFormats

/// A short description of one-finger swipes on a stack of screens, written out as a
/// `popgesture-trace/1` document that replays as it is written.
///
/// Each swipe goes down at `from`, moves `duration × rate` times (rounded, at least once) at even
/// intervals along its curve, and ends (or is cancelled) where its last move is, at the same time.
/// Points are written with 1 decimal and times with 3, the precision of the verdict log, one
/// event object per line; the same description always gives the same text.
public struct TraceSynthesizer: Sendable, Equatable {
  /// How a swipe's position advances with time.
  public enum Curve: String, Sendable, CaseIterable {
    /// Equal steps.
    case linear
    /// Fast first, slowing down: `1 - (1 - f)²` of the way at fraction `f` of the duration.
    case easeOut

    /// The fraction of the way covered at fraction `time` of the duration.
    func progress(at time: Double) -> Double {
      switch self {
      case .linear: time
      case .easeOut: 1 - (1 - time) * (1 - time)
      }
    }
  }

  /// How each swipe's finger leaves the screen.
  public enum Ending: String, Sendable, CaseIterable {
    /// The finger lifts.
    case ended
    /// The system takes the touch away (an alert, a call), as UIKit's `touchesCancelled`.
    case cancelled

    /// The touch phase written for the last event of a swipe.
    var phase: TouchPhase {
      switch self {
      case .ended: .ended
      case .cancelled: .cancelled
      }
    }
  }

  /// One finger going down, moving in a straight line and leaving.
  public struct Swipe: Sendable, Equatable {
    /// Where the finger goes down.
    public var from: Point
    /// Where its last move is.
    public var to: Point
    /// Seconds from touch-down to the last move; more than 0.
    public var duration: Double
    /// When the finger goes down; nil follows the previous swipe after `TraceSynthesizer.gap`.
    public var start: Double?

    /// A swipe from `from` to `to` over `duration` seconds, starting at `start` when given.
    public init(from: Point, to: Point, duration: Double, start: Double? = nil) {
      self.from = from
      self.to = to
      self.duration = duration
      self.start = start
    }
  }

  /// A description that cannot be written as a valid trace, with a message for the user.
  public enum Problem: Error, Sendable, Equatable, CustomStringConvertible {
    /// The stack names no screen.
    case emptyStack
    /// None of the stack's ids names a screen of `navigation`, so none would get its views.
    case screensNotInNavigation([String], available: [String])
    /// A screen id of the stack is empty.
    case emptyScreenID
    /// A screen id appears twice in the stack.
    case duplicateScreenID(String)
    /// The sampling rate, in hertz, is not above 0 and at most `maximumRate`.
    case rateOutOfRange(Double)
    /// A swipe, numbered from 1, has a coordinate that is not a finite number.
    case nonFiniteCoordinate(swipe: Int)
    /// A swipe's duration, in seconds, is not more than 0.
    case durationNotPositive(swipe: Int, Double)
    /// A swipe starts before 0 s.
    case negativeStart(swipe: Int, Double)
    /// The swipe would go down before the previous one has ended.
    case overlappingSwipes(swipe: Int, start: Double, previousEnd: Double)
    /// The swipes need more samples than `maximumSamples`.
    case tooManySamples(Int)
    /// The named size, the screen's width or height, is not more than 0.
    case sizeNotPositive(String, Double)
    /// A size, a coordinate or a swipe's end that a trace could not hold (above 1e15).
    case sizeOutOfRange(String, Double)
    /// A swipe's coordinate is beyond what a trace can hold.
    case coordinateOutOfRange(swipe: Int, Double)
    /// A swipe ends later than a trace's times can hold.
    case endOutOfRange(swipe: Int, Double)
    /// A `set` action that is not `T:TARGET=VALUE`, or whose target or value a trace would refuse.
    case invalidSet(String, String)

    /// The message, lowercase and without a final period, as the command line prints it.
    public var description: String {
      switch self {
      case .emptyStack:
        return "the stack is empty; give at least one screen id"
      case .screensNotInNavigation(let ids, let available):
        let names = ids.map(PrintableText.quoted).joined(separator: ", ")
        return "no screen of the navigation description is in the stack (\(names)); "
          + "its screens are \(Suggestion.list(available.map(PrintableText.quoted)))"
      case .emptyScreenID:
        return "a screen id is empty; separate ids with single commas, as in home,detail"
      case .duplicateScreenID(let id):
        return "screen id \(PrintableText.quoted(id)) appears twice; ids in a stack must be unique"
      case .rateOutOfRange(let rate):
        return "rate \(rate) is out of range; give a sampling rate above 0 and at most \(Int(maximumRate)) Hz"
      case .nonFiniteCoordinate(let swipe):
        return "swipe \(swipe) has a coordinate that is not a finite number"
      case .durationNotPositive(let swipe, let duration):
        return "swipe \(swipe) lasts \(duration) s; a duration must be more than 0"
      case .negativeStart(let swipe, let start):
        return "swipe \(swipe) starts at \(start) s; a start time must be 0 or more"
      case .overlappingSwipes(let swipe, let start, let previousEnd):
        return
          "swipe \(swipe) starts at \(NumberText.fixed(start, decimals: 3)) s, before swipe \(swipe - 1) "
          + "ends at \(NumberText.fixed(previousEnd, decimals: 3)) s; give it a later start"
      case .tooManySamples(let count):
        // `validate` counts at most 1e15, the most a trace's numbers can reach.
        let need = count >= 1_000_000_000_000_000 ? "1e15 or more" : "\(count)"
        return "the swipes need \(need) samples, more than the \(maximumSamples) allowed; "
          + "lower the rate or the durations"
      case .sizeNotPositive(let what, let value):
        return "\(what) \(value) is not a size; it must be a number more than 0"
      case .sizeOutOfRange(let what, let value):
        return "\(what) \(value) is out of range; numbers in a trace are at most 1e15 in magnitude"
      case .coordinateOutOfRange(let swipe, let value):
        return
          "swipe \(swipe) has coordinate \(value), out of range; numbers in a trace are at most 1e15 in magnitude"
      case .endOutOfRange(let swipe, let end):
        return
          "swipe \(swipe) ends at \(end) s, out of range; numbers in a trace are at most 1e15 in magnitude"
      case .invalidSet(let text, let message):
        return "invalid set \(PrintableText.quoted(text)); \(message)"
      }
    }
  }

  /// Screen ids, bottom first; empty takes the stack of `navigation`.
  public var stack: [String]
  /// A navigation description whose screens, with their views and properties, stand for the
  /// stack's screens of the same ids, and whose switches the trace starts with; nil gives every
  /// screen the defaults (an id and nothing else). Its notes are written only where they still
  /// hold for the trace (`ImportNotes.holding(_:in:)`): one on a screen, a view, the device or a
  /// switch that the stack, the options or an edit changed is left out or written for what is left.
  public var navigation: NavigationDescription?
  /// The swipes, in order.
  public var swipes: [Swipe]
  /// The `set` actions among them, each written just before any touch of the same time.
  public var sets: [SetAction] = []
  /// Samples per second; each swipe gets its duration times this many moves.
  public var rate = TraceSynthesizer.defaultRate
  /// How each swipe's position advances with time.
  public var curve = Curve.linear
  /// How each swipe's finger leaves the screen.
  public var ending = Ending.ended
  /// The trace's `policy`; nil leaves it out (`fd`).
  public var policy: PolicyName?
  /// The device's iOS version; nil leaves it at the model's default (26).
  public var ios: Int?
  /// The device's width in points; nil leaves it at the model's default.
  public var width: Double?
  /// The device's height in points; nil leaves it at the model's default.
  public var height: Double?
  /// The device's layout direction; nil leaves it at left-to-right.
  public var layoutDirection: Device.LayoutDirection?
  /// The trace's title; nil writes a summary of the swipes.
  public var name: String?

  /// Samples per second when no rate is given.
  public static let defaultRate = 120.0
  /// Seconds between a swipe's end and the next one's start when the next has no start of its own.
  public static let gap = 0.5
  /// Above 1000 Hz, samples would share a time once times are written with 3 decimals.
  static let maximumRate = 1000.0
  /// Keeps a mistyped duration from writing gigabytes.
  static let maximumSamples = 1_000_000

  /// A description of `swipes` on a stack of screen ids, bottom first, with default options.
  public init(stack: [String], swipes: [Swipe]) {
    self.stack = stack
    self.swipes = swipes
  }

  /// Throws the first reason the description cannot be written as a valid trace.
  public func validate() throws(Problem) {
    let navigation = try resolvedNavigation()
    _ = try timedSwipes(on: navigation)
    for set in sets { _ = try set.event(on: navigation, policy: policy) }
  }

  /// The trace document, ending with a newline: `trace()` as `TraceWriter` writes a sampled
  /// trace, one event object per line.
  public func text() throws(Problem) -> String {
    TraceWriter.document(try trace(), style: .sampled)
  }

  /// The trace that `text()` writes, as a value: decoding `text()` gives this trace, event for
  /// event, with times and points already rounded as the text writes them.
  public func trace() throws(Problem) -> Trace {
    let navigation = try resolvedNavigation()
    let timed = try timedSwipes(on: navigation)
    var device = Device()
    if let width { device.width = width }
    if let height { device.height = height }
    if let layoutDirection { device.layoutDirection = layoutDirection }
    if let ios { device.ios = ios }
    var events: [Event] = []
    for (swipe, start) in timed {
      events += Self.events(of: swipe, startingAt: start, rate: rate, curve: curve, ending: ending)
    }
    if !sets.isEmpty {
      var actions: [Event] = []
      for set in sets {
        var event = try set.event(on: navigation, policy: policy)
        event.t = Self.written(event.t, decimals: 3)
        actions.append(event)
      }
      // In time order, each set before the touches of its time, the sets of one time as given.
      let ordered = actions.enumerated().sorted { ($0.element.t, $0.offset) < ($1.element.t, $1.offset) }
      var merged: [Event] = []
      var next = ordered.makeIterator()
      var pending = next.next()
      for event in events {
        while let action = pending, action.element.t <= event.t {
          merged.append(action.element)
          pending = next.next()
        }
        merged.append(event)
      }
      while let action = pending {
        merged.append(action.element)
        pending = next.next()
      }
      events = merged
    }
    var trace = Trace(
      name: name ?? summary(timed), policy: policy ?? .fd, device: device,
      navigation: navigation, events: events)
    // The notes came with the description; only those that still hold for this trace are written.
    trace.navigation.notes = ImportNotes.holding(navigation.notes, in: trace)
    return trace
  }

  /// One swipe's touch events as a trace holds them: its `samples` from `start` rounded to the
  /// millisecond, each time and point the number that `text()` writes for it (3 decimals for
  /// times, 1 for points) and a decoder reads. The swipe is valid (`Swipe.validate`).
  public static func events(
    of swipe: Swipe, startingAt start: Double, rate: Double, curve: Curve, ending: Ending, touch: Int = 1
  ) -> [Event] {
    // The start as the text writes it, so the moves are timed from the same instant.
    let start = written(start, decimals: 3)
    return samples(of: swipe, startingAt: start, rate: rate, curve: curve, ending: ending).map { sample in
      let point = Point(x: written(sample.point.x, decimals: 1), y: written(sample.point.y, decimals: 1))
      let event = TouchEvent(touch: touch, phase: sample.phase, location: point)
      return Event(t: written(sample.t, decimals: 3), kind: .touch(event))
    }
  }

  /// `value` as the trace text holds it: written with `decimals` places, then read back the way
  /// the decoder reads a number.
  private static func written(_ value: Double, decimals: Int) -> Double {
    let text = NumberText.fixed(value, decimals: decimals)
    guard let number = Double(text) else { preconditionFailure("number text \(text) does not read back") }
    return number
  }

  /// Throws unless `rate` is a sampling rate a trace can be written at: above 0 and at most 1000 Hz.
  static func checkRate(_ rate: Double) throws(Problem) {
    guard rate.isFinite, rate > 0, rate <= maximumRate else { throw .rateOutOfRange(rate) }
  }

  /// The number of moves a swipe of `duration` seconds gets.
  func moveCount(duration: Double) -> Int {
    Self.moveCount(duration: duration, rate: rate)
  }

  /// The number of moves a swipe of `duration` seconds gets at `rate` samples a second.
  ///
  /// At least 1 and at most `maximumSamples`, whatever the numbers: `validate()` refuses the
  /// durations clamped here, and clamping first means no product can trap the conversion to `Int`.
  static func moveCount(duration: Double, rate: Double) -> Int {
    let moves = (duration * rate).rounded()
    guard moves >= 1 else { return 1 }
    return Int(min(moves, Double(maximumSamples)))
  }

  /// Each swipe with its start time, rounded as written, after checking the whole description on
  /// `navigation`, the stack it resolves to.
  private func timedSwipes(on navigation: NavigationDescription) throws(Problem) -> [(Swipe, Double)] {
    var seen: Set<String> = []
    for id in navigation.stack.map(\.id) {
      guard !id.isEmpty else { throw .emptyScreenID }
      guard seen.insert(id).inserted else { throw .duplicateScreenID(id) }
    }
    try Self.checkRate(rate)
    for (what, value) in [("width", width), ("height", height)] {
      if let value, !(value.isFinite && value > 0) { throw .sizeNotPositive(what, value) }
      if let value, value > Trace.maximumMagnitude { throw .sizeOutOfRange(what, value) }
    }
    var timed: [(Swipe, Double)] = []
    var previousEnd: Double?
    var samples = 0
    for (index, swipe) in swipes.enumerated() {
      let number = index + 1
      let start = Rounding.time(swipe.start ?? previousEnd.map { $0 + Self.gap } ?? 0)
      try swipe.validate(number: number, rate: rate, startingAt: start)
      if let previousEnd, start < previousEnd {
        throw .overlappingSwipes(swipe: number, start: start, previousEnd: previousEnd)
      }
      samples += moveCount(duration: swipe.duration) + 2
      guard samples <= Self.maximumSamples else { throw .tooManySamples(samples) }
      previousEnd = Rounding.time(start + swipe.duration)
      timed.append((swipe, start))
    }
    return timed
  }

  /// The navigation the trace starts with: `stack`'s ids, each screen taken from `navigation`
  /// when it has one of that id, with `navigation`'s switches and notes.
  private func resolvedNavigation() throws(Problem) -> NavigationDescription {
    guard var resolved = navigation else {
      guard !stack.isEmpty else { throw .emptyStack }
      return NavigationDescription(stack: stack.map { Screen(id: $0) })
    }
    guard !stack.isEmpty else {
      guard !resolved.stack.isEmpty else { throw .emptyStack }
      return resolved
    }
    let described = resolved.stack
    guard stack.contains(where: { id in described.contains { $0.id == id } }) else {
      throw .screensNotInNavigation(stack, available: described.map(\.id))
    }
    resolved.stack = stack.map { id in described.first { $0.id == id } ?? Screen(id: id) }
    return resolved
  }

  /// One swipe's touch samples, unrounded: down at `start`, `duration * rate` moves (at least one)
  /// along `curve`, the last exactly on `to`, then the end there. The one generator of swipes:
  /// `synth` writes these, and the screen map replays them.
  ///
  /// `rate` is above 0 and finite, and `duration` more than 0, as `validate()` checks.
  public static func samples(
    of swipe: Swipe, startingAt start: Double, rate: Double, curve: Curve, ending: Ending
  )
    -> [(t: Double, phase: TouchPhase, point: Point)]
  {
    var samples = [(t: start, phase: TouchPhase.began, point: swipe.from)]
    let moves = moveCount(duration: swipe.duration, rate: rate)
    var last = swipe.from
    for step in 1...moves {
      let fraction = Double(step) / Double(moves)
      let along = curve.progress(at: fraction)
      // The last move lands exactly on `to`, whatever the floating-point sum gives.
      last = step == moves ? swipe.to : swipe.from + along * (swipe.to - swipe.from)
      samples.append((start + swipe.duration * fraction, .moved, last))
    }
    samples.append((start + swipe.duration, ending.phase, last))
    return samples
  }

  /// The default title: each swipe's points and duration, in order.
  private func summary(_ timed: [(Swipe, Double)]) -> String {
    guard !timed.isEmpty else { return "synthesized: no swipes" }
    let swipes = timed.map { swipe, start in
      let from =
        "(\(NumberText.fixed(swipe.from.x, decimals: 1)), \(NumberText.fixed(swipe.from.y, decimals: 1)))"
      let to = "(\(NumberText.fixed(swipe.to.x, decimals: 1)), \(NumberText.fixed(swipe.to.y, decimals: 1)))"
      let at = swipe.start == nil ? "" : " at \(NumberText.json(start)) s"
      return "\(from) to \(to) in \(NumberText.json(swipe.duration)) s\(at)"
    }
    let shape = curve == .linear ? "" : ", \(curve.rawValue)"
    let end = ending == .cancelled ? ", cancelled" : ""
    let actions = sets.map { "; set \($0.text)" }.joined()
    return "synthesized: " + swipes.joined(separator: ", then ") + shape + end + actions
  }
}

extension TraceSynthesizer.Swipe {
  /// Throws the first reason this swipe, swipe `number` in messages, cannot be sampled at `rate`
  /// into a valid trace when it goes down at `start` (its own `start`, or where the swipes before
  /// it leave it): a rate out of range, a coordinate that is not finite or is above 1e15 in
  /// magnitude, a duration of 0 or less, a negative start, more moves than a trace may hold, or
  /// an end above 1e15.
  public func validate(number: Int, rate: Double, startingAt start: Double) throws(TraceSynthesizer.Problem) {
    try TraceSynthesizer.checkRate(rate)
    let coordinates = [from.x, from.y, to.x, to.y]
    guard coordinates.allSatisfy(\.isFinite) else { throw .nonFiniteCoordinate(swipe: number) }
    // The moves between lie between the two ends: short of the last, each is less than
    // 1 - 1e-12 of the way (there are at most a million), far more than rounding could add.
    if let coordinate = coordinates.first(where: { abs($0) > Trace.maximumMagnitude }) {
      throw .coordinateOutOfRange(swipe: number, coordinate)
    }
    guard duration.isFinite, duration > 0 else { throw .durationNotPositive(swipe: number, duration) }
    if let start = self.start, !(start.isFinite && start >= 0) { throw .negativeStart(swipe: number, start) }
    // Counted before multiplying out, so an absurd duration cannot overflow `Int`.
    let moves = duration * rate
    guard moves < Double(TraceSynthesizer.maximumSamples) else {
      throw .tooManySamples(Int(min(moves, 1e15)))
    }
    // The last time written; the ones before it are no later, however they round.
    let end = start + duration
    guard end <= Trace.maximumMagnitude else { throw .endOutOfRange(swipe: number, end) }
  }
}
