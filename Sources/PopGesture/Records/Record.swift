/// One line of the verdict log: something the model decided, at the trace time it happened.
public struct Record: Sendable, Equatable {
  /// When it happened, in the trace's seconds.
  public var t: Double
  /// What happened: the record's type and its fields.
  public var body: Body
  /// The touch sequence the record falls in, counting from 1; 0 before the first.
  ///
  /// A sequence starts with the `touch` record that lists its candidates (`startsSequence`), and
  /// every record after it falls in it until the next one starts: its recognizers, its pop and
  /// what it moved, and whatever else happens before the next first finger goes down. The pop
  /// a sequence began may end in a later one; `SwipeOutcome` follows it there.
  public var sequence: Int

  /// A record of `body` at time `t`, in touch sequence `sequence`.
  public init(t: Double, _ body: Body, sequence: Int = 0) {
    self.t = t
    self.body = body
    self.sequence = sequence
  }

  /// Stamps each record with the touch sequence it falls in, counting the records that start
  /// one: the numbers a replay gives its records, for records read back from a text that does not
  /// write them.
  public static func numberSequences(_ records: inout [Record]) {
    var sequence = 0
    for index in records.indices {
      if records[index].startsSequence { sequence += 1 }
      records[index].sequence = sequence
    }
  }

  /// Whether it is the `touch` record that starts a touch sequence: the first finger going down,
  /// with the candidates listed.
  public var startsSequence: Bool {
    guard case .touch(let touch) = body else { return false }
    return touch.recognizers != nil
  }

  /// The record's type and fields (<doc:VerdictLog>); values are kept unrounded.
  public enum Body: Sendable, Equatable {
    /// A finger went down, lifted or was cancelled.
    case touch(TouchRecord)
    /// A recognizer began, ended, failed, was cancelled or started waiting.
    case recognizer(RecognizerRecord)
    /// A push or pop began, finished or was cancelled.
    case transition(TransitionRecord)
    /// The interactive pop's progress moved, 0 to 1, as the finger drove it.
    case progress(Double)
    /// The interactive pop was let go and decided whether to finish.
    case release(ReleaseRecord)
    /// The navigation bar was hidden or shown.
    case navigationBar(hidden: Bool, animated: Bool)
    /// A scroll view's content moved to `contentOffset` under its pan.
    case scroll(view: ScreenView, contentOffset: Point)
    /// A slider stopped tracking its finger, at `value`.
    case slider(view: ScreenView, value: Double)
    /// An app action was applied, deferred behind a transition, or ignored.
    case action(ActionRecord)
    /// The navigation controller broke the way the model says it would, with what it was doing.
    case fault(Fault, detail: String)
    /// The last record: the state after everything has happened.
    case final(FinalRecord)
  }
}

/// A finger going down, lifting or being cancelled.
public struct TouchRecord: Sendable, Equatable {
  /// The finger, by the trace's `touch` number.
  public var touch: Int
  /// `began`, `ended` or `cancelled` (moves write no record).
  public var phase: TouchPhase
  /// Where the finger was.
  public var location: Point
  /// What the finger went down on, at the first `began` of a sequence.
  public var hit: Hit?
  /// The candidate recognizers in order, at the first `began` of a sequence.
  public var recognizers: [RecognizerID]?

  /// A record of finger `touch` in `phase` at `location`, with the hit and candidates if known.
  public init(
    touch: Int, phase: TouchPhase, location: Point, hit: Hit? = nil, recognizers: [RecognizerID]? = nil
  ) {
    self.touch = touch
    self.phase = phase
    self.location = location
    self.hit = hit
    self.recognizers = recognizers
  }
}

/// A recognizer's state change (every change but `changed`).
public struct RecognizerRecord: Sendable, Equatable {
  /// The states a record can report.
  public enum State: String, Sendable, CaseIterable {
    /// It recognized its gesture and took the touch.
    case began
    /// Its finger lifted after it began.
    case ended
    /// It had begun, and something took the touch from it.
    case cancelled
    /// It gave up before beginning, for the record's reason.
    case failed
    /// It wants to begin but waits for another recognizer to fail first.
    case waiting
  }

  /// The recognizer whose state changed.
  public var name: RecognizerID
  /// The state it entered.
  public var state: State
  /// Why it failed or was cancelled.
  public var reason: Reason?
  /// Which of the three points below are given, one bit each.
  private var givenPoints: UInt8 = 0
  /// A row's swipe that ended by running the row's leading action: the row stays closed.
  public var ranLeadingAction = false
  /// What prevented it, for `preventedBy`.
  public var by: Blocker?
  // The points are kept whole, zero when not given, with `givenPoints` saying which are: three
  // optional points would take a padded tag each, and the record would outgrow the size a log
  // copies without a call to `memcpy`, on every record of a replay.
  private var storedTranslation = Point.zero
  private var storedLocation = Point.zero
  private var storedVelocity = Point.zero

  /// The pan's translation when it began, less its hysteresis.
  public var translation: Point? {
    get { point(storedTranslation, bit: 1) }
    set {
      storedTranslation = newValue ?? .zero
      givenPoints = Self.bits(givenPoints, setting: 1, to: newValue != nil)
    }
  }

  /// Where the pan was when it began (`locationInView:`).
  public var location: Point? {
    get { point(storedLocation, bit: 2) }
    set {
      storedLocation = newValue ?? .zero
      givenPoints = Self.bits(givenPoints, setting: 2, to: newValue != nil)
    }
  }

  /// How fast the pan moved when it ended, in points per second.
  public var velocity: Point? {
    get { point(storedVelocity, bit: 4) }
    set {
      storedVelocity = newValue ?? .zero
      givenPoints = Self.bits(givenPoints, setting: 4, to: newValue != nil)
    }
  }

  /// A record of recognizer `name` entering `state`, with why, by whom and its pan if known.
  public init(
    name: RecognizerID, state: State, reason: Reason? = nil, by: Blocker? = nil, translation: Point? = nil,
    location: Point? = nil, velocity: Point? = nil, ranLeadingAction: Bool = false
  ) {
    self.ranLeadingAction = ranLeadingAction
    self.name = name
    self.state = state
    self.reason = reason
    self.by = by
    self.translation = translation
    self.location = location
    self.velocity = velocity
  }

  /// `stored` if its bit is given.
  private func point(_ stored: Point, bit: UInt8) -> Point? {
    givenPoints & bit != 0 ? stored : nil
  }

  /// `bits` with `bit` set or cleared. A point not given is stored as zero, so equal records
  /// compare equal.
  private static func bits(_ bits: UInt8, setting bit: UInt8, to isSet: Bool) -> UInt8 {
    isSet ? bits | bit : bits & ~bit
  }
}

/// Why a recognizer failed or was cancelled, or why an action was ignored: the words <doc:Reasons> explains.
public enum Reason: String, Sendable, CaseIterable {
  /// Only the root screen is on the stack: there is nothing to pop.
  case rootScreen
  /// The top screen turned the library's pan off (`interactivePopDisabled`).
  case popDisabled
  /// The finger went down farther from the leading edge than the top screen allows.
  case beyondMaxInitialDistance
  /// A push or pop was already under way.
  case transitioning
  /// The first movement went away from the back direction.
  case wrongDirection
  /// Another recognizer won the touch: it began first, or this one required it to fail.
  case preventedBy
  /// The finger lifted before the recognizer had seen enough movement to begin.
  case endedBeforeRecognized
  /// The system cancelled the touch.
  case touchCancelled
  /// A scroll view's pan had no room to scroll along the finger's axis.
  case notScrollable
  /// The finger went down outside the edge region UIKit's edge swipe watches.
  case outsideEdge
  /// The finger went down on the navigation bar, which the edge swipe leaves to the content swipe.
  case onNavigationBar
  /// The edge swipe stayed undecided longer than it may.
  case tooSlow
  /// The finger moved too steeply for a back swipe.
  case verticalMovement
  /// UIKit's delegate refuses a back swipe while the navigation bar is hidden.
  case navigationBarHidden
  /// UIKit's delegate refuses a back swipe while the top screen hides its back button.
  case backButtonHidden
  /// UIKit's delegate refuses a back swipe when the top screen replaced its back button.
  case customBackButton
  /// A push named a screen that is already on the stack.
  case alreadyInStack
  /// A `set` named a screen that is not on the stack.
  case notInStack
  /// The navigation controller froze, and no longer swipes, pushes or pops.
  case stuck
  /// A `present` came while a screen was already presented.
  case alreadyPresenting
  /// A `dismiss` came with no screen presented.
  case nothingPresented
}

/// A push or pop starting or ending.
public struct TransitionRecord: Sendable, Equatable {
  /// How far a transition has got.
  public enum Phase: String, Sendable, CaseIterable {
    /// The transition started.
    case began
    /// The stack changed: the transition completed.
    case finished
    /// The stack stayed as it was: an interactive pop was let go short.
    case cancelled
  }

  /// Which way the stack moves.
  public enum Operation: String, Sendable, CaseIterable {
    /// A screen is added on top.
    case push
    /// The top screen is removed.
    case pop
  }

  /// Began, finished or cancelled.
  public var phase: Phase
  /// Push or pop.
  public var operation: Operation
  /// Whether a finger drives it (an interactive pop) rather than an animation.
  public var interactive: Bool
  /// The screen on top when it began.
  public var from: String
  /// The screen on top when it finishes.
  public var to: String
  /// Screen ids, bottom first, when the transition ends.
  public var stack: [String]?

  /// A record of a transition from screen `from` to screen `to`, with the stack once it ends.
  public init(
    phase: Phase, operation: Operation, interactive: Bool, from: String, to: String, stack: [String]? = nil
  ) {
    self.phase = phase
    self.operation = operation
    self.interactive = interactive
    self.from = from
    self.to = to
    self.stack = stack
  }
}

/// The finish-or-cancel decision when an interactive pop's recognizer lets go.
public struct ReleaseRecord: Sendable, Equatable {
  /// Whether the pop completes.
  public enum Decision: String, Sendable, CaseIterable {
    /// The pop completes and the screen below comes back.
    case finish
    /// The pop springs back and the top screen stays.
    case cancel
  }

  /// How far the pop had gone when it was let go, 0 to 1.
  public var progress: Double
  /// Points per second along the pop direction.
  public var velocity: Double
  /// Whether the pop completes.
  public var decision: Decision
  /// Seconds until the stack changes, or stays.
  public var settle: Double

  /// A record of `decision` taken at `progress` and `velocity`, settling over `settle` seconds.
  public init(progress: Double, velocity: Double, decision: Decision, settle: Double) {
    self.progress = progress
    self.velocity = velocity
    self.decision = decision
    self.settle = settle
  }
}

/// What happened to an app action.
public struct ActionRecord: Sendable, Equatable {
  /// Whether the action took effect now, later or never.
  public enum Result: String, Sendable, CaseIterable {
    /// It took effect at once.
    case applied
    /// It waits for the transition under way to end, as UIKit queues it.
    case deferred
    /// It had no effect, for the record's reason.
    case ignored
  }

  /// Which action.
  public var action: Action.Kind
  /// Applied, deferred behind a transition, or ignored.
  public var result: Result
  /// Why it was ignored.
  public var reason: Reason?
  /// The screen it named, if it named one.
  public var screen: String?

  /// A record of what became of `action`, with why and the screen it named if any.
  public init(action: Action.Kind, result: Result, reason: Reason? = nil, screen: String? = nil) {
    self.action = action
    self.result = result
    self.reason = reason
    self.screen = screen
  }
}

/// A modelled failure of the navigation controller.
public enum Fault: String, Sendable, CaseIterable {
  /// The navigation controller froze: a pop began with nothing to pop, and it stops responding.
  case stuck
  /// UIKit raised its exception, as on pushing a screen already on the stack; the replay stops.
  case exception
}

/// The state after everything has happened.
public struct FinalRecord: Sendable, Equatable {
  /// Screen ids, bottom first.
  public var stack: [String]
  /// Whether the navigation bar is hidden.
  public var navigationBarHidden: Bool
  /// Whether a push or pop was still under way.
  public var transitioning: Bool
  /// `stuck` or `exception`, if the navigation controller failed.
  public var fault: Fault?
  /// The screen still presented over the navigation controller, if any.
  public var presented: String?

  /// A record of the stack, the bar, whether a transition is under way, any fault and the
  /// screen still presented, at the end.
  public init(
    stack: [String], navigationBarHidden: Bool, transitioning: Bool, fault: Fault? = nil,
    presented: String? = nil
  ) {
    self.stack = stack
    self.navigationBarHidden = navigationBarHidden
    self.transitioning = transitioning
    self.fault = fault
    self.presented = presented
  }
}
