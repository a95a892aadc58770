/// A push or pop between its start and its end.
struct Transition: Sendable, Equatable {
  let serial: Int
  let operation: TransitionRecord.Operation
  let isInteractive: Bool
  let from: String
  let to: String
}

/// The navigation controller's transition, as a state machine.
///
/// An interactive pop goes `idle` → `tracking` (it follows the recognizer that drives it) →
/// `settling` (let go, it runs to its end or back) → `idle`. An animated push or pop goes `idle`
/// → `animating` → `idle`. Only one runs at a time: UIKit defers what comes during one.
enum TransitionState: Sendable, Equatable {
  case idle
  /// An animated push or pop, ending when its duration has passed.
  case animating(Transition)
  /// An interactive pop following candidate `driver` of the current touch sequence.
  case tracking(Transition, driver: Int)
  /// An interactive pop let go, finishing or cancelling.
  case settling(Transition, finishes: Bool)

  /// The transition running, if any.
  var running: Transition? {
    switch self {
    case .idle: nil
    case .animating(let transition), .tracking(let transition, _), .settling(let transition, _): transition
    }
  }

  /// Whether the stack changes when the transition ends: false only for a pop that springs back.
  var finishes: Bool {
    if case .settling(_, let finishes) = self { return finishes }
    return true
  }
}
