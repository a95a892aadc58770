import Foundation
import PopGesture
import PopGestureFormats
import PopGestureTools

extension Growth {
  /// `explain` of a recording of many swipes, its text included. Each swipe's candidate changes
  /// are each confirmed by replaying the whole changed trace, so n swipes cost n searches of
  /// n-swipe replays: quadratic today. The limit stays the linear one, and the case shows FAIL,
  /// until a confirming replay no longer costs the whole trace.
  static var explainCases: [Case] {
    [
      Case(
        label: { "explain, " + SwipeRecording.label(swipes: $0, moves: 10...20) },
        // Small, the job being quadratic; but under 3 swipes the first replay and the text would
        // weigh as much as the searches, and hide how these grow.
        size: 4, shortSize: 3
      ) { swipes in
        let text = SwipeRecording.text(swipes: swipes, moves: 10...20)
        let trace = try TraceDecoder(file: "growth-explain.json").decode(Array(text.utf8))
        return { _ = VerdictLog.explanationText(for: trace) }
      }
    ]
  }
}
