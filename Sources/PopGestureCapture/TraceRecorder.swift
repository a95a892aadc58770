import PopGesture
import PopGestureFormats
import PopGestureTools

/// Collects touches and navigation changes as a device reports them, and writes them as a
/// `popgesture-trace/1` document that always decodes.
///
/// Times are the device's own (UIKit's `UIEvent.timestamp`, seconds since boot); the document
/// counts them from the first event it writes. The first stack snapshot becomes `navigation`,
/// whenever it was taken; later snapshots become `push` or `pop` when the stack grew or shrank by
/// one screen on top, `setStack` otherwise, plus a `set` for each `fd_` property that changed on
/// a screen that stayed.
///
/// A device reports what it saw, not what the format allows, so the recorder repairs what would
/// make the trace invalid and lists each repair in `repairs`:
/// - a `moved`, `ended` or `cancelled` for a finger that is not down is dropped (the capture
///   started or missed a touch mid-gesture);
/// - a `began` for a finger that is already down first cancels that finger at its last point
///   (the capture missed its end);
/// - a point that is not finite, or beyond 1e15 in magnitude (more than a trace may hold), is
///   replaced by the finger's last point, and a `began` without one is dropped, so its later
///   samples are dropped too;
/// - a time earlier than the one before it, not finite, or more than 1e15 s from the first,
///   becomes the one before it;
/// - an empty snapshot is dropped; an empty screen id becomes `screen`, a repeated one gets `-2`,
///   `-3`, ... in stack order, so `[list, detail, detail]` is `[list, detail, detail-2]`;
/// - a negative or non-finite `maxAllowedInitialDistanceToLeftEdge` becomes 0, as the library's
///   setter does, and so does one beyond 1e15, which no touch could reach: 0 means no limit.
///
/// A snapshot's screen may carry its gesture-bearing views, read from its view hierarchy (a
/// `ScreenSnapshot`'s `hierarchy`) by the rules an import of a dump uses: they are written
/// wherever the screen is, in `navigation` or in the action that shows it. The stack is compared
/// by ids, so a later snapshot whose views moved adds no event.
///
/// The document is `TraceWriter`'s, with times rounded to the millisecond and points to a tenth.
public struct TraceRecorder: Sendable {
  /// One view controller as a snapshot found it, with the properties FDFullscreenPopGesture reads.
  public struct ScreenSnapshot: Sendable, Equatable {
    /// The restoration identifier or the class name.
    public var id: String
    /// `fd_prefersNavigationBarHidden`.
    public var prefersNavigationBarHidden: Bool
    /// `fd_interactivePopDisabled`.
    public var interactivePopDisabled: Bool
    /// `fd_interactivePopMaxAllowedInitialDistanceToLeftEdge`; 0 means no limit.
    public var maxAllowedInitialDistanceToLeftEdge: Double
    /// The gesture-bearing views read from `hierarchy`, in screen points, ids unique, every
    /// number one a trace holds.
    public private(set) var views: [GestureView]

    /// A screen with the given id and properties, the library's defaults unless given.
    ///
    /// `hierarchy` is the screen's view, its frame in the window's coordinates and the frames
    /// inside it in their superviews', as `UIKitTraceCapture` reads it: its scroll views, sliders
    /// and views with pans become `views` as an import of a dump makes them.
    public init(
      id: String, prefersNavigationBarHidden: Bool = false, interactivePopDisabled: Bool = false,
      maxAllowedInitialDistanceToLeftEdge: Double = 0, hierarchy: ViewSnapshot? = nil
    ) {
      self.id = id
      self.prefersNavigationBarHidden = prefersNavigationBarHidden
      self.interactivePopDisabled = interactivePopDisabled
      self.maxAllowedInitialDistanceToLeftEdge = maxAllowedInitialDistanceToLeftEdge
      views = hierarchy.map { GestureViewExtraction(roots: [$0]).views } ?? []
    }

    /// The screen as a trace holds it, its distance to a tenth of a point as written.
    var screen: Screen {
      var screen = Screen(id: id, views: views)
      screen.prefersNavigationBarHidden = prefersNavigationBarHidden
      screen.interactivePopDisabled = interactivePopDisabled
      screen.maxAllowedInitialDistanceToLeftEdge = Rounding.points(maxAllowedInitialDistanceToLeftEdge)
      return screen
    }
  }

  /// Something the recorder changed or left out so the document stays valid.
  public enum Repair: Sendable, Equatable, CustomStringConvertible {
    /// A sample for a finger that was not down.
    case droppedSample(touch: Int, phase: TouchPhase)
    /// A finger went down again without ending; it was cancelled first.
    case cancelledStaleTouch(Int)
    /// A sample had a coordinate that was not finite.
    case replacedNonFinitePoint(touch: Int)
    /// A sample had a coordinate beyond 1e15 in magnitude.
    case replacedOutOfRangePoint(touch: Int)
    /// A timestamp went backwards by this many seconds.
    case clampedTime(by: Double)
    /// A timestamp was not finite.
    case replacedNonFiniteTime
    /// A timestamp was more than 1e15 s from the first.
    case replacedOutOfRangeTime
    /// A snapshot of an empty stack was dropped: a trace's stack needs a screen.
    case droppedEmptyStack
    /// A screen id was empty or already used in its snapshot.
    case renamedScreen(from: String, to: String)
    /// A negative, non-finite or out-of-range maximum start distance.
    case zeroedMaxDistance(screen: String)

    /// One line for a debug console.
    public var description: String {
      switch self {
      case .droppedSample(let touch, .began):
        "dropped a 'began' of touch \(touch), whose point is not finite or beyond 1e15"
      case .droppedSample(let touch, let phase):
        "dropped a '\(phase.rawValue)' of touch \(touch), which was not down"
      case .cancelledStaleTouch(let touch):
        "touch \(touch) went down again without ending; cancelled it at its last point first"
      case .replacedNonFinitePoint(let touch):
        "touch \(touch) had a coordinate that is not finite; used its last point"
      case .replacedOutOfRangePoint(let touch):
        "touch \(touch) had a coordinate beyond 1e15 in magnitude; used its last point"
      case .clampedTime(let seconds):
        "a timestamp went back \(NumberText.json(seconds)) s; moved it up to the one before"
      case .replacedNonFiniteTime:
        "a timestamp was not finite; used the one before"
      case .replacedOutOfRangeTime:
        "a timestamp was more than 1e15 s from the first; used the one before"
      case .droppedEmptyStack:
        "dropped a snapshot of an empty stack"
      case .renamedScreen(let from, let to):
        "screen id \(PrintableText.quoted(from)) was empty or repeated; wrote \(PrintableText.quoted(to))"
      case .zeroedMaxDistance(let screen):
        "screen \(PrintableText.quoted(screen)) had a negative, non-finite or out-of-range maximum start distance; wrote 0"
      }
    }
  }

  /// The trace's title.
  public var name: String?
  /// The system the app uses; nil leaves it out (`fd`).
  public var policy: PolicyName?
  /// The screen the recording was made on; nil leaves the model's default iPhone.
  public var device: Device?
  /// `navigation.installedByPush`: whether FDFullscreenPopGesture's pan was already installed.
  public var installedByPush: Bool?
  /// `navigation.fullscreenPopGestureEnabled`, when known.
  public var fullscreenPopGestureEnabled: Bool?
  /// `navigation.viewControllerBasedNavigationBarAppearanceEnabled`, when known.
  public var viewControllerBasedNavigationBarAppearanceEnabled: Bool?
  /// What the recorder changed or dropped so far, in order.
  public private(set) var repairs: [Repair] = []

  /// The first snapshot, which becomes `navigation.stack`.
  private var initialStack: [ScreenSnapshot]?
  private var initialNavigationBarHidden = false
  /// The stack as the recorder last saw it, to find what changed.
  private var currentStack: [ScreenSnapshot] = []
  /// The device time of the first event written; the document's `t` counts from it.
  private var origin: Double?
  /// The last `t` written, in seconds from `origin`.
  private var lastTime = 0.0
  /// Fingers down, with their last points.
  private var down: [(touch: Int, point: Point)] = []
  /// The events so far, in order, times and points rounded as written.
  private var events: [Event] = []

  /// The id written when a screen has none.
  static let placeholderScreenID = "screen"

  /// An empty recording.
  public init(name: String? = nil, policy: PolicyName? = nil, device: Device? = nil) {
    self.name = name
    self.policy = policy
    self.device = device
  }

  /// Adds one finger's sample, as UIKit reports it in `touchesBegan` ... `touchesCancelled`.
  ///
  /// Samples of one UIKit event share its timestamp, and so stay one event in the trace.
  public mutating func recordTouch(_ touch: Int, phase: TouchPhase, at point: Point, timestamp: Double) {
    let index = down.firstIndex { $0.touch == touch }
    var point = point
    let isFinite = point.x.isFinite && point.y.isFinite
    if !isFinite || !Self.isInRange(point.x) || !Self.isInRange(point.y) {
      guard let index else {
        repairs.append(.droppedSample(touch: touch, phase: phase))
        return
      }
      repairs.append(
        isFinite ? .replacedOutOfRangePoint(touch: touch) : .replacedNonFinitePoint(touch: touch))
      point = down[index].point
    }
    switch phase {
    case .began:
      let t = time(of: timestamp)
      if let index {
        repairs.append(.cancelledStaleTouch(touch))
        appendTouch(touch, phase: .cancelled, at: down[index].point, t: t)
        down[index].point = point
      } else {
        down.append((touch, point))
      }
      appendTouch(touch, phase: .began, at: point, t: t)
    case .moved, .ended, .cancelled:
      guard let index else {
        repairs.append(.droppedSample(touch: touch, phase: phase))
        return
      }
      let t = time(of: timestamp)
      if phase == .moved {
        down[index].point = point
      } else {
        down.remove(at: index)
      }
      appendTouch(touch, phase: phase, at: point, t: t)
    }
  }

  /// Adds a snapshot of the navigation stack, bottom first, taken at `timestamp`.
  ///
  /// The first snapshot is the stack the trace starts with. A later one that differs becomes an
  /// action, `animated` as the app asked, unless `isInteractivePop` says a back swipe made the
  /// change and it is a pop of the top screen: the replay derives that pop from the touches, so
  /// the recorder only follows it. A snapshot equal to the last one writes nothing.
  public mutating func recordStack(
    _ screens: [ScreenSnapshot], timestamp: Double, animated: Bool = true, isInteractivePop: Bool = false
  ) {
    guard !screens.isEmpty else {
      repairs.append(.droppedEmptyStack)
      return
    }
    let stack = repaired(screens)
    guard initialStack != nil else {
      initialStack = stack
      currentStack = stack
      return
    }
    let previous = currentStack
    currentStack = stack
    guard stack != previous else { return }
    let ids = stack.map(\.id)
    let previousIDs = previous.map(\.id)
    let isPush = ids.count == previousIDs.count + 1 && Array(ids.dropLast()) == previousIDs
    let isPop = ids.count + 1 == previousIDs.count && Array(previousIDs.dropLast()) == ids
    let t = time(of: timestamp)
    if isPush, let top = stack.last {
      append(.push(top.screen, animated: animated), t: t)
    } else if isPop {
      // Only a pop by one can be a back swipe's; anything else is written even if said to be one,
      // so every screen a later `set` names appears in the trace.
      if !isInteractivePop {
        append(.pop(animated: animated), t: t)
      }
    } else if ids != previousIDs {
      append(.setStack(stack.map(\.screen)), t: t)
      return
    }
    // By id, found in one look each: a snapshot can hold thousands of screens.
    let previousByID = Dictionary(previous.map { ($0.id, $0) }) { first, _ in first }
    for screen in stack {
      guard let before = previousByID[screen.id] else { continue }
      appendSets(from: before, to: screen, at: t)
    }
  }

  /// Adds the navigation bar's state: before the first event it is the state the trace starts
  /// with; after, a change the app made itself (`setNavigationBarHidden(_:animated:)`).
  ///
  /// Leave out the changes FDFullscreenPopGesture makes from `fd_prefersNavigationBarHidden`:
  /// the replay makes those itself, and a recorded copy would make them twice.
  public mutating func recordNavigationBar(hidden: Bool, timestamp: Double) {
    guard !events.isEmpty else {
      initialNavigationBarHidden = hidden
      return
    }
    let t = time(of: timestamp)
    append(.set(.navigation(.navigationBarHidden(hidden))), t: t)
  }

  /// The recording as a trace document, ending with a newline.
  ///
  /// Without any snapshot, the stack is one screen named `screen`, so the document still decodes.
  public var document: String { TraceWriter.document(trace) }

  /// The recording as a trace value, which `document` writes.
  var trace: Trace {
    // A device value that would not decode (a size not positive once rounded to a tenth, a
    // number beyond 1e15, an iOS version outside 7...99) is replaced by the model's default.
    let defaults = Device()
    var device = self.device ?? defaults
    device.width = Self.isScreenSize(device.width) ? Rounding.points(device.width) : defaults.width
    device.height = Self.isScreenSize(device.height) ? Rounding.points(device.height) : defaults.height
    device.topInset =
      device.topInset >= 0 && Self.isInRange(device.topInset)
      ? Rounding.points(device.topInset) : defaults.topInset
    if !Device.iosVersions.contains(device.ios) { device.ios = defaults.ios }
    let stack = initialStack ?? [ScreenSnapshot(id: Self.placeholderScreenID)]
    var navigation = NavigationDescription(stack: stack.map(\.screen))
    navigation.navigationBarHidden = initialNavigationBarHidden
    if let fullscreenPopGestureEnabled {
      navigation.fullscreenPopGestureEnabled = fullscreenPopGestureEnabled
    }
    if let enabled = viewControllerBasedNavigationBarAppearanceEnabled {
      navigation.viewControllerBasedNavigationBarAppearanceEnabled = enabled
    }
    if let installedByPush { navigation.installedByPush = installedByPush }
    return Trace(name: name, policy: policy ?? .fd, device: device, navigation: navigation, events: events)
  }

  /// The document as UTF-8 bytes, for writing to a file or handing to `TraceDecoder`.
  public var bytes: [UInt8] { Array(document.utf8) }

  /// The `t` of an event at device time `timestamp`: from the first event, never decreasing.
  private mutating func time(of timestamp: Double) -> Double {
    guard timestamp.isFinite else {
      repairs.append(.replacedNonFiniteTime)
      return lastTime
    }
    guard let origin else {
      origin = timestamp
      return 0
    }
    let t = timestamp - origin
    guard Self.isInRange(t) else {
      repairs.append(.replacedOutOfRangeTime)
      return lastTime
    }
    guard t >= lastTime else {
      repairs.append(.clampedTime(by: lastTime - t))
      return lastTime
    }
    lastTime = t
    return t
  }

  /// The snapshot with unique, non-empty ids and usable distances.
  private mutating func repaired(_ screens: [ScreenSnapshot]) -> [ScreenSnapshot] {
    var names = UniqueNames(separator: "-")
    var result: [ScreenSnapshot] = []
    for var screen in screens {
      let original = screen.id
      let id = names.claim(original.isEmpty ? Self.placeholderScreenID : original)
      if id != original { repairs.append(.renamedScreen(from: original, to: id)) }
      screen.id = id
      let distance = screen.maxAllowedInitialDistanceToLeftEdge
      if !(distance >= 0 && Self.isInRange(distance)) {
        repairs.append(.zeroedMaxDistance(screen: id))
        screen.maxAllowedInitialDistanceToLeftEdge = 0
      }
      result.append(screen)
    }
    return result
  }

  /// Writes a `set` for each property of a screen that stayed on the stack but changed.
  private mutating func appendSets(from before: ScreenSnapshot, to after: ScreenSnapshot, at t: Double) {
    if before.interactivePopDisabled != after.interactivePopDisabled {
      append(.set(.screen(after.id, .interactivePopDisabled(after.interactivePopDisabled))), t: t)
    }
    if before.prefersNavigationBarHidden != after.prefersNavigationBarHidden {
      append(.set(.screen(after.id, .prefersNavigationBarHidden(after.prefersNavigationBarHidden))), t: t)
    }
    if before.maxAllowedInitialDistanceToLeftEdge != after.maxAllowedInitialDistanceToLeftEdge {
      let distance = Rounding.points(after.maxAllowedInitialDistanceToLeftEdge)
      append(.set(.screen(after.id, .maxAllowedInitialDistanceToLeftEdge(distance))), t: t)
    }
  }

  /// Adds a finger's sample at `t`, rounded as written.
  private mutating func appendTouch(_ touch: Int, phase: TouchPhase, at point: Point, t: Double) {
    let location = Point(x: Rounding.points(point.x), y: Rounding.points(point.y))
    events.append(
      Event(t: Rounding.time(t), kind: .touch(TouchEvent(touch: touch, phase: phase, location: location))))
  }

  /// Adds an action at `t`, rounded as written.
  private mutating func append(_ action: Action, t: Double) {
    events.append(Event(t: Rounding.time(t), kind: .action(action)))
  }

  /// Whether a trace may hold `value`: finite, and at most 1e15 either way.
  private static func isInRange(_ value: Double) -> Bool {
    abs(value) <= Trace.maximumMagnitude
  }

  /// Whether `value` is a device width or height that decodes as written, with 1 decimal.
  private static func isScreenSize(_ value: Double) -> Bool {
    isInRange(value) && Rounding.points(value) > 0
  }
}
