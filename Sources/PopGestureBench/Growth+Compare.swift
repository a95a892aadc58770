import Foundation
import PopGesture
import PopGestureFormats
import PopGestureTools

extension Growth {
  /// `compare` of a recording of many swipes: one replay per system and the text of a block per
  /// swipe, as `popgesture compare` prints it.
  static var compareCases: [Case] {
    [
      Case(
        label: { "compare, " + SwipeRecording.label(swipes: $0, moves: 10...20) },
        size: 250, limit: 1.15,
        prepare: { swipes in
          let trace = try SwipeRecording.trace(swipes: swipes, moves: 10...20, file: "growth-compare.json")
          return { _ = ComparisonFormat.text(Comparison(trace: trace), name: trace.name) }
        })
    ]
  }
}
