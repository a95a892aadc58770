import Foundation
import PopGesture
import PopGestureFormats
import PopGestureTools

extension Growth {
  /// The plot of a long recording, in two shapes: swipes of 100 to 200 moves (many finger
  /// samples and progress steps), and quick swipes of 10 to 20 moves (many labels per second).
  static var plotCases: [Case] {
    [plotCase(moves: 100...200, size: 125), plotCase(moves: 10...20, size: 1000)]
  }

  /// The plot of `size` swipes of `moves` moves, over a pager, a table with a row, a card pan and
  /// plain screens, with the stack set before each and some bar changes, so that every lane and
  /// label strip fills up.
  private static func plotCase(moves: ClosedRange<Int>, size: Int) -> Case {
    Case(
      label: { "plot, " + SwipeRecording.label(swipes: $0, moves: moves) },
      size: size, limit: 1.15,
      prepare: { swipes in
        let text = SwipeRecording.text(swipes: swipes, moves: moves)
        let path = try Benchmark.folder() + "/plot-\(swipes)x\(moves.lowerBound)-\(moves.upperBound).json"
        // Left behind so that `popgesture plot` can be timed on the very same recording.
        try Benchmark.write(text, to: path)
        let trace = try TraceDecoder(file: path).decode(Array(text.utf8))
        return { _ = TimelinePlot.svg(for: trace, file: path) }
      })
  }
}
