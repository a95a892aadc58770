import Foundation
import PopGesture
import PopGestureFormats

/// The rule behind a cause or a release, in the log's words, with the values it compared:
/// `detail.interactivePopDisabled = true`, `0.23 + 80.0 / 390 x 0.12 = 0.255 <= 0.481 -> cancel`.
enum RuleText {
  /// Points and velocities to 1 decimal, as the log writes them.
  static func points(_ value: Double) -> String { NumberText.fixed(value, decimals: 1) }
  /// Progress and times to 3 decimals.
  static func fraction(_ value: Double) -> String { NumberText.fixed(value, decimals: 3) }

  /// What `cause` compared, and what it found.
  static func rule(of cause: Cause) -> String {
    switch cause {
    case .endedBeforeRecognized:
      "the last finger it followed lifted before it reached what it waits for"
    case .touchCancelled:
      "the touch it followed was cancelled"
    case .notScrollable(let view):
      "\(view) can scroll on neither axis, so its pan never wanted to begin"
    case .rowSwipeDirection(let view, let dx, let direction, let revealed):
      revealed
        ? "\(view) shows its actions: only a swipe toward the trailing edge closes it, but dx x dir = \(points(dx * direction)) <= 0"
        : "\(view) hides its actions: only a swipe toward the leading edge opens it, but dx x dir = \(points(dx * direction)) >= 0"
    case .outsideEdge(let x, let region, let width, let direction):
      direction > 0
        ? "it went down at x = \(points(x)) > \(NumberText.plain(region)) (edgeRegion): outside the leading edge"
        : "it went down at x = \(points(x)) < \(NumberText.plain(width)) - \(NumberText.plain(region)) (edgeRegion): outside the leading edge"
    case .onNavigationBar(let y, let top, let bottom):
      "it went down at y = \(points(y)), on the visible navigation bar (\(points(top)) <= y < \(points(bottom)))"
    case .tooSlow(let duration):
      "it was still undecided \(NumberText.plain(duration)) s (edgeMaxDuration) after touch-down"
    case .edgeDirection(let dx, let direction):
      "it moved away from the back edge: raw dx x dir = \(points(dx * direction)) < 0"
    case .edgeAngle(let dx, let dy, let angle):
      "the drag went steeper than \(NumberText.plain(angle)) degrees (edgeAngleLimit): |dy| = \(points(abs(dy))) >= edgeHysteresis and "
        + "its raw dx = \(points(dx)) does not reach |dy| / tan(\(NumberText.plain(angle))) = \(points(abs(dy) / tangent(angle))) toward the back edge"
    case .navigationBarHidden:
      "UIKit's gate: the navigation bar is hidden, which turns UIKit's back swipes off"
    case .backButtonHidden(let screen):
      "UIKit's gate: \(screen).backButton = hidden (hidesBackButton) turns UIKit's back swipes off"
    case .customBackButton(let screen):
      "UIKit's gate: \(screen).backButton = custom (leftBarButtonItems without leftItemsSupplementBackButton) turns UIKit's back swipes off"
    case .verticalMovement(let dx, let dy, let limit):
      "|dy| = \(points(abs(dy))) >= min(25, 10 + 0.8 x |dx|) = \(points(limit)) (|dx| = \(points(abs(dx)))): too vertical"
    case .contentDirection(let dx, let direction, let hysteresis):
      "it went back toward the leading edge: dx x dir = \(points(dx * direction)) <= -\(NumberText.plain(hysteresis))"
    case .rootScreen(let count):
      "the stack holds \(count) screen\(count == 1 ? "" : "s"): there is nothing to pop"
    case .popDisabled(let screen):
      "\(screen).interactivePopDisabled = true"
    case .beyondMaxInitialDistance(let screen, let x, let limit):
      "the pan was at x = \(points(x)) > \(screen).maxAllowedInitialDistanceToLeftEdge = \(points(limit))"
    case .transitioning(let operation, let from, let to):
      "a \(operation.rawValue) from \(from) to \(to) was running"
    case .popDirection(let dx, let direction):
      "its reduced translation does not point to the back edge: dx x dir = \(points(dx * direction)) <= 0"
    case .excludedBy(let recognizer):
      "\(recognizer) began first, and the two may not recognize together"
    case .slider(let id, let dx, let dy):
      "the first finger went down on \(id)'s thumb and moved along it (|dx| = \(points(abs(dx))) >= |dy| = \(points(abs(dy)))): the control keeps it"
    case .frozen:
      "the navigation controller froze, which dropped it"
    }
  }

  /// The release rule with its numbers.
  static func rule(of release: ReleaseDecision, width: Double, projection: Double) -> String {
    let p = fraction(release.progress)
    let v = points(release.velocity)
    let verdict = release.finishes ? "finish" : "cancel"
    switch release.basis {
    case .recognizerCancelled:
      return "its recognizer was cancelled, so the pop runs back over p x d = \(fraction(release.settle)) s"
    case .finishRule(.projection):
      let line = FinishRule.projectionLine(width: width)
      let projected = FinishRule.projectedProgress(
        progress: release.progress, velocity: release.velocity, width: width, projection: projection)
      return
        "projection: \(p) + \(v) / \(NumberText.plain(width)) x \(NumberText.plain(projection)) = \(fraction(projected)) "
        + "\(release.finishes ? ">" : "<=") \(fraction(line)) -> \(verdict)"
    case .finishRule(.legacy):
      return "legacy: v = \(v) \(release.finishes ? ">=" : "<") 0 -> \(verdict)"
    case .finishRule(.flutter):
      let fling = abs(release.velocity) / width
      return fling >= 1
        ? "flutter: |v| / W = \(fraction(fling)) >= 1, a fling \(release.velocity > 0 ? "toward" : "away from") the back edge -> \(verdict)"
        : "flutter: |v| / W = \(fraction(fling)) < 1, so p = \(p) \(release.finishes ? ">=" : "<") 0.5 -> \(verdict)"
    }
  }

  private static func tangent(_ degrees: Double) -> Double { tan(degrees * Double.pi / 180) }
}
