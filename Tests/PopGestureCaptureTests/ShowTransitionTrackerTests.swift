import PopGestureTestSupport
import Testing

@testable import PopGestureCapture

/// The delegate calls the UIKit capture forwards, in the orders UIKit may make them, and what the
/// tracker answers to each: one table per sequence, as call-and-expect pairs.
extension CaptureSuite {
  /// One call the capture makes on the tracker.
  enum Call: Sendable, CustomTestStringConvertible {
    case willShow(isInteractive: Bool)
    case transitionEnded(isCancelled: Bool)
    case completionWillNotRun
    case didShow

    /// The call as the test's name shows it.
    var testDescription: String {
      switch self {
      case .willShow(let isInteractive): "willShow(isInteractive: \(isInteractive))"
      case .transitionEnded(let isCancelled): "transitionEnded(isCancelled: \(isCancelled))"
      case .completionWillNotRun: "completionWillNotRun"
      case .didShow: "didShow"
      }
    }
  }

  /// A sequence of calls with the answer expected to each.
  struct Sequence: Sendable, CustomTestStringConvertible {
    /// What the sequence stands for.
    let name: String
    /// Each call with the tracker's expected answer.
    let steps: [(Call, ShowTransitionTracker.Action)]

    var testDescription: String { name }
  }

  static let sequences: [Sequence] = [
    Sequence(
      name: "a push or the app's pop is recorded at didShow, as an action",
      steps: [(.willShow(isInteractive: false), .nothing), (.didShow, .recordStack(isInteractivePop: false))]),
    Sequence(
      name: "a finished swipe is recorded as a swipe's when its completion runs before didShow",
      steps: [
        (.willShow(isInteractive: true), .awaitTransitionEnd),
        (.transitionEnded(isCancelled: false), .recordStack(isInteractivePop: true)),
        (.didShow, .recordStack(isInteractivePop: false)),
      ]),
    Sequence(
      name: "a finished swipe is recorded as a swipe's when didShow comes before its completion",
      steps: [
        (.willShow(isInteractive: true), .awaitTransitionEnd),
        (.didShow, .recordStack(isInteractivePop: true)),
        (.transitionEnded(isCancelled: false), .recordStack(isInteractivePop: true)),
      ]),
    Sequence(
      name: "a cancelled swipe records nothing",
      steps: [
        (.willShow(isInteractive: true), .awaitTransitionEnd),
        (.transitionEnded(isCancelled: true), .nothing),
      ]),
    Sequence(
      name: "a swipe whose completion will not run is recorded at once, as a swipe's",
      steps: [
        (.willShow(isInteractive: true), .awaitTransitionEnd),
        (.completionWillNotRun, .recordStack(isInteractivePop: true)),
      ]),
    Sequence(
      name: "the app's pop after a cancelled swipe is an action again",
      steps: [
        (.willShow(isInteractive: true), .awaitTransitionEnd),
        (.transitionEnded(isCancelled: true), .nothing),
        (.willShow(isInteractive: false), .nothing),
        (.didShow, .recordStack(isInteractivePop: false)),
      ]),
    Sequence(
      name: "the app's push after a finished swipe is an action again",
      steps: [
        (.willShow(isInteractive: true), .awaitTransitionEnd),
        (.didShow, .recordStack(isInteractivePop: true)),
        (.transitionEnded(isCancelled: false), .recordStack(isInteractivePop: true)),
        (.willShow(isInteractive: false), .nothing),
        (.didShow, .recordStack(isInteractivePop: false)),
      ]),
  ]

  @Test("answers each delegate call")
  func answers() {
    eachArgument(Self.sequences) { sequence in answers(sequence) }
  }

  func answers(_ sequence: Sequence) {
    var tracker = ShowTransitionTracker()
    for (index, (call, expected)) in sequence.steps.enumerated() {
      let action =
        switch call {
        case .willShow(let isInteractive): tracker.willShow(isInteractive: isInteractive)
        case .transitionEnded(let isCancelled): tracker.transitionEnded(isCancelled: isCancelled)
        case .completionWillNotRun: tracker.completionWillNotRun()
        case .didShow: tracker.didShow()
        }
      #expect(action == expected, "step \(index + 1), \(call.testDescription)")
    }
  }
}
