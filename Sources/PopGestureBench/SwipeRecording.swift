import Foundation
import PopGesture
import PopGestureFormats

/// A deterministic long recording for the growth cases of the plot, explain and compare: swipes
/// of a number of moves in a given range, at 120 Hz, each on a scene the app sets up just before
/// it, so that they pop, scroll, take a row's or a card's pan, or go the wrong way in turn.
enum SwipeRecording {
  /// The screens a swipe can land on, with the views that make its recognizers' lanes.
  static let screens = [
    #"{ "id": "home" }"#,
    #"{ "id": "detail" }"#,
    #"""
    { "id": "photos", "views": [{ "id": "pager", "kind": "scrollView", "frame": [0, 91, 390, 600],\#
    "contentSize": [1170, 600], "pagingEnabled": true }] }
    """#,
    #"""
    { "id": "feed", "views": [{ "id": "table", "kind": "scrollView", "frame": [0, 91, 390, 753],\#
    "contentSize": [390, 2400], "subviews": [{ "id": "row", "kind": "swipeActions",\#
    "frame": [0, 267, 390, 88] }] }] }
    """#,
    #"""
    { "id": "cards", "views": [{ "id": "deck", "kind": "pan", "frame": [0, 150, 390, 500],\#
    "direction": "horizontal" }] }
    """#,
  ]

  /// One swipe's scene and path: the stack's top screen (by index into `screens`; 0 alone is
  /// the root), where the finger starts, how far it goes.
  static let scenes: [(top: Int, from: (x: Double, y: Double), by: (x: Double, y: Double))] = [
    (1, (150, 400), (180, 4)),  // pops, or springs back when slow
    (2, (150, 400), (200, 3)),  // the pager on its first page takes it
    (3, (200, 600), (5, -300)),  // the table scrolls
    (3, (120, 300), (170, 2)),  // the row, swiped right, lets the pop through
    (4, (120, 400), (200, 6)),  // the card pan takes it
    (1, (300, 400), (-180, 2)),  // the wrong direction
    (0, (150, 400), (180, 4)),  // the root screen
    (1, (150, 400), (60, 40)),  // a short, slow drag
  ]

  /// How many moves swipe `index` makes, varying over `range`.
  static func moves(_ index: Int, in range: ClosedRange<Int>) -> Int {
    range.lowerBound + (index * 37) % range.count
  }

  /// `1,000 swipes of 10...20 moves (18,198 events)`, for the growth cases' labels.
  static func label(swipes: Int, moves range: ClosedRange<Int>) -> String {
    let count = events(swipes: swipes, moves: range)
    return "\(Growth.grouped(swipes)) swipes of \(range) moves (\(Growth.grouped(count)) events)"
  }

  /// The number of events in the recording of `swipes` swipes of `moves` moves.
  static func events(swipes: Int, moves range: ClosedRange<Int>) -> Int {
    (0..<swipes).reduce(0) { count, index in
      count + moves(index, in: range) + 2 + (index % 5 == 0 ? 2 : 1)
    }
  }

  /// The recording of `swipes` swipes as a trace, decoded as a file named `file` would be.
  static func trace(swipes: Int, moves range: ClosedRange<Int>, file: String) throws -> Trace {
    try TraceDecoder(file: file).decode(Array(text(swipes: swipes, moves: range).utf8))
  }

  /// The trace of `swipes` swipes of `moves` moves, one event per line.
  static func text(swipes: Int, moves range: ClosedRange<Int>) -> String {
    var lines: [String] = []
    var t = 0.0
    for index in 0..<swipes {
      let scene = scenes[index % scenes.count]
      let stack = scene.top == 0 ? [screens[0]] : [screens[0], screens[scene.top]]
      lines.append(
        #"{ "t": \#(time(t)), "action": "setStack", "screens": [\#(stack.joined(separator: ", "))] }"#)
      if index % 5 == 0 {
        let hidden = index % 10 == 0
        lines.append(
          #"{ "t": \#(time(t)), "action": "set", "property": "navigationBarHidden", "value": \#(hidden) }"#)
      }
      t += 0.1
      let count = moves(index, in: range)
      // A little wobble, as a real finger has, so that the samples are not all on one line.
      let point = { (step: Int) in
        let fraction = Double(step) / Double(count)
        let wobble = Double((index + step) % 3) * 0.4
        return (x: scene.from.x + scene.by.x * fraction, y: scene.from.y + scene.by.y * fraction + wobble)
      }
      lines.append(touch(t, "began", point(0)))
      for step in 1...count {
        lines.append(touch(t + Double(step) / 120, "moved", point(step)))
      }
      t += Double(count) / 120
      lines.append(touch(t, "ended", point(count)))
      t += 0.6
    }
    return """
      {
        "format": "popgesture-trace/1",
        "name": "benchmark: a long recording of \(swipes) swipes over a pager, a table, a row and a card pan",
        "navigation": { "stack": [\(screens[0]), \(screens[1])] },
        "events": [
          \(lines.joined(separator: ",\n    "))
        ]
      }

      """
  }

  /// A touch event of finger 1.
  private static func touch(_ t: Double, _ phase: String, _ location: (x: Double, y: Double)) -> String {
    #"{ "t": \#(time(t)), "touch": 1, "phase": "\#(phase)", "x": \#(coordinate(location.x)), "y": \#(coordinate(location.y)) }"#
  }

  /// A time with 4 decimals, so that 120 Hz samples stay apart.
  private static func time(_ t: Double) -> String {
    String(format: "%.4f", t)
  }

  /// A coordinate with 1 decimal.
  private static func coordinate(_ value: Double) -> String {
    String(format: "%.1f", value)
  }
}
