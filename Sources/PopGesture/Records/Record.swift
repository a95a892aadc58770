/// One line of the verdict log: something the model decided, at the trace time it happened.
public struct Record: Sendable, Equatable {
  public var t: Double
  public var body: Body

  public init(t: Double, _ body: Body) {
    self.t = t
    self.body = body
  }

  /// The record's type and fields (<doc:VerdictLog>); values are kept unrounded.
  public enum Body: Sendable, Equatable {
    case touch(TouchRecord)
    case recognizer(RecognizerRecord)
    case transition(TransitionRecord)
    case progress(Double)
    case release(ReleaseRecord)
    case navigationBar(hidden: Bool, animated: Bool)
    case scroll(view: String, contentOffset: Point)
    /// A slider stopped tracking its finger, at `value`.
    case slider(view: String, value: Double)
    case action(ActionRecord)
    case fault(Fault, detail: String)
    case final(FinalRecord)
  }
}

/// A finger going down, lifting or being cancelled.
public struct TouchRecord: Sendable, Equatable {
  public var touch: Int
  public var phase: TouchPhase
  public var location: Point
  /// `screen/view` or `screen`, at the first `began` of a sequence.
  public var hit: String?
  /// Candidate recognizer names in order, at the first `began` of a sequence.
  public var recognizers: [String]?

  /// A record of finger `touch` in `phase` at `location`, with the hit and candidates if known.
  public init(
    touch: Int, phase: TouchPhase, location: Point, hit: String? = nil, recognizers: [String]? = nil
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
    case began, ended, cancelled, failed, waiting
  }

  public var name: String
  public var state: State
  public var reason: Reason?
  public var by: String?
  public var translation: Point?
  public var location: Point?
  public var velocity: Point?

  /// A record of recognizer `name` entering `state`, with why, by whom and its pan if known.
  public init(
    name: String, state: State, reason: Reason? = nil, by: String? = nil, translation: Point? = nil,
    location: Point? = nil, velocity: Point? = nil
  ) {
    self.name = name
    self.state = state
    self.reason = reason
    self.by = by
    self.translation = translation
    self.location = location
    self.velocity = velocity
  }
}

/// Why a recognizer failed or was cancelled, or why an action was ignored: the words <doc:Reasons> explains.
public enum Reason: String, Sendable, CaseIterable {
  case rootScreen, popDisabled, beyondMaxInitialDistance, transitioning, wrongDirection, preventedBy
  case endedBeforeRecognized, touchCancelled, notScrollable, outsideEdge, onNavigationBar, tooSlow
  case verticalMovement, navigationBarHidden, backButtonHidden, customBackButton
  case alreadyInStack, notInStack, stuck
}

/// A push or pop starting or ending.
public struct TransitionRecord: Sendable, Equatable {
  /// How far a transition has got.
  public enum Phase: String, Sendable, CaseIterable {
    case began, finished, cancelled
  }

  /// Which way the stack moves.
  public enum Operation: String, Sendable, CaseIterable {
    case push, pop
  }

  public var phase: Phase
  public var operation: Operation
  public var interactive: Bool
  public var from: String
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
    case finish, cancel
  }

  public var progress: Double
  /// Points per second along the pop direction.
  public var velocity: Double
  public var decision: Decision
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
    case applied, deferred, ignored
  }

  public var action: String
  public var result: Result
  public var reason: Reason?
  public var screen: String?

  /// A record of what became of `action`, with why and the screen it named if any.
  public init(action: String, result: Result, reason: Reason? = nil, screen: String? = nil) {
    self.action = action
    self.result = result
    self.reason = reason
    self.screen = screen
  }
}

/// A modelled failure of the navigation controller.
public enum Fault: String, Sendable, CaseIterable {
  case stuck, exception
}

/// The state after everything has happened.
public struct FinalRecord: Sendable, Equatable {
  public var stack: [String]
  public var navigationBarHidden: Bool
  public var transitioning: Bool
  public var fault: Fault?

  /// A record of the stack, the bar, whether a transition is under way and any fault, at the end.
  public init(stack: [String], navigationBarHidden: Bool, transitioning: Bool, fault: Fault? = nil) {
    self.stack = stack
    self.navigationBarHidden = navigationBarHidden
    self.transitioning = transitioning
    self.fault = fault
  }
}
