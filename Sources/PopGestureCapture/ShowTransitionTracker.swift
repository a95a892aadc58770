/// Decides when the UIKit capture records the stack from a navigation controller's delegate calls,
/// so that a back swipe's pop is recorded once and as a swipe's, and a cancelled swipe not at all.
///
/// UIKit calls `navigationController(_:willShow:animated:)` as a push or pop starts, before the
/// shown screen's view is in the window, and `navigationController(_:didShow:animated:)` once it
/// is there. The stack is recorded at `didShow`, where the shown screen's views can be read. A
/// back swipe is the exception: it starts an interactive pop that the person may still cancel, so
/// at `willShow` the capture asks the transition coordinator for the outcome
/// (`animate(alongsideTransition:completion:)`): finished, the stack is recorded as a swipe's pop,
/// which the replay derives from the touches and so does not write; cancelled, nothing changed
/// and nothing is recorded. When the coordinator does not queue the completion (it returns
/// false), the completion will never run, so the stack is recorded at once as a swipe's.
///
/// `didShow` and the completion may come in either order after a finished swipe; the second finds
/// the stack it records equal to the first's, which `TraceRecorder` writes nothing for.
struct ShowTransitionTracker: Sendable, Equatable {
  /// What the capture does after telling the tracker about a delegate call.
  enum Action: Sendable, Equatable {
    /// Nothing now.
    case nothing
    /// Ask the transition coordinator for the end of the transition, and report it with
    /// `transitionEnded(isCancelled:)`, or `completionWillNotRun()` if it refuses.
    case awaitTransitionEnd
    /// Record the navigation controller's stack, as a back swipe's change when `isInteractivePop`.
    case recordStack(isInteractivePop: Bool)
  }

  /// Whether a back swipe's transition is under way.
  private enum State: Sendable, Equatable {
    /// No back swipe is under way.
    case idle
    /// A back swipe started an interactive pop whose outcome is not known yet.
    case swipeInProgress
  }

  private var state = State.idle

  /// A tracker with no transition under way.
  init() {}

  /// `navigationController(_:willShow:animated:)`: a transition starts, interactive when a back
  /// swipe drives it (its coordinator's `isInteractive`).
  mutating func willShow(isInteractive: Bool) -> Action {
    guard isInteractive else {
      // A push or the app's own pop: recorded at `didShow`, once the shown view is in the window.
      return .nothing
    }
    state = .swipeInProgress
    return .awaitTransitionEnd
  }

  /// The coordinator's completion ran: a swipe's pop finished or was cancelled.
  mutating func transitionEnded(isCancelled: Bool) -> Action {
    state = .idle
    // A cancelled swipe leaves the stack as it was: nothing to record.
    return isCancelled ? .nothing : .recordStack(isInteractivePop: true)
  }

  /// The coordinator returned false from `animate(alongsideTransition:completion:)`: the completion
  /// will not run, so the swipe's outcome is recorded now, as the stack stands.
  mutating func completionWillNotRun() -> Action {
    state = .idle
    return .recordStack(isInteractivePop: true)
  }

  /// `navigationController(_:didShow:animated:)`: the shown screen's view is in the window. A swipe
  /// still under way here is recorded as a swipe's: if it finished, its pop is not written; if it
  /// was cancelled, the stack is as it was and recording it writes nothing.
  mutating func didShow() -> Action {
    let isInteractivePop = state == .swipeInProgress
    state = .idle
    return .recordStack(isInteractivePop: isInteractivePop)
  }
}
