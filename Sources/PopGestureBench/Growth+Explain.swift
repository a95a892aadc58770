import Foundation
import PopGesture
import PopGestureFormats
import PopGestureTools

extension Growth {
  /// `explain` of a recording of many swipes, its text included, then its jsonl, which prints
  /// each change's final stack. Each swipe's candidate changes are replayed from just before the
  /// swipe until its outcome is settled, and each other system once over the whole trace, so n
  /// swipes cost n searches of one swipe each: linear, and held to the bound issue 22 asks of it,
  /// from 80 to 640 swipes.
  static var explainCases: [Case] {
    [
      Case(
        label: { "explain, " + SwipeRecording.label(swipes: $0, moves: 10...20) },
        // Under a few dozen swipes the replays of the other systems and the text weigh as much as
        // the searches, and hide how these grow; a short run's 40 -> 320 takes under half a second.
        size: 80, limit: 1.15,
        prepare: { swipes in
          let trace = try SwipeRecording.trace(swipes: swipes, moves: 10...20, file: "growth-explain.json")
          return { _ = VerdictLog.explanationText(for: trace) }
        }),
      // The jsonl prints each change's final stack: a change's replay runs on after its swipe
      // until it comes to rest in a state a replay already run to the end had there, within a few
      // swipes on this recording, whose scene is set up again before each swipe.
      Case(
        label: { "explain --format jsonl, " + SwipeRecording.label(swipes: $0, moves: 10...20) },
        size: 80, limit: 1.15,
        prepare: { swipes in
          let trace = try SwipeRecording.trace(swipes: swipes, moves: 10...20, file: "growth-explain.json")
          return {
            var explainer = Explainer(trace: trace)
            _ = ExplanationFormat.jsonl(explainer.explanations())
          }
        }),
    ]
  }
}
