import PopGesture
import PopGestureFormats
import PopGestureTools

/// Jobs whose cost grew with the depth of the navigation stack, or with how much was pending at
/// once: each is a whole replay (the check, then the replay with its jsonl log, discarded) of a
/// trace generated in memory.
extension Growth {
  static var stackCases: [Case] {
    [
      Case(
        label: { "\(grouped($0)) unanimated pushes" }, size: 12_500,
        prepare: { count in
          let events = (1...count).map { index in
            #"{"t": \#(time(index)), "action": "push", "screen": {"id": "s\#(index)"}, "animated": false}"#
          }
          return replay(trace(stack: [#"{"id": "root"}"#], events: events))
        }),
      Case(
        label: { "one setStack of \(grouped($0)) screens" }, size: 12_500,
        prepare: { count in
          let screens = (1...count).map { #"{"id": "s\#($0)"}"# }.joined(separator: ", ")
          let events = [#"{"t": 0.5, "action": "setStack", "screens": [\#(screens)]}"#]
          return replay(trace(stack: [#"{"id": "root"}"#], events: events))
        }),
      Case(
        label: { "a stack of \(grouped($0)) screens and one swipe that pops" }, size: 12_500,
        prepare: { count in
          replay(trace(stack: screens(count), events: swipe(at: 0, from: 150, to: 330)))
        }),
      Case(
        label: { "\(grouped($0)) unanimated pops from a stack as deep" }, size: 12_500,
        prepare: { count in
          let events = (1...count).map { #"{"t": \#(time($0)), "action": "pop", "animated": false}"# }
          return replay(trace(stack: screens(count), events: events))
        }),
      Case(
        label: { "\(grouped($0)) sets of screens deep in a stack as deep" }, size: 12_500,
        prepare: { count in
          let events = (1...count).map { index in
            #"{"t": \#(time(index)), "action": "set", "screen": "s\#(index)", "property": "interactivePopDisabled", "value": true}"#
          }
          return replay(trace(stack: screens(count), events: events))
        }),
      Case(
        label: { "\(grouped($0)) screens, a pager on top, swipes of as many events" }, size: 12_500,
        prepare: {
          count in
          var stack = screens(count - 1)
          stack.append(
            #"{"id": "top", "views": [{"id": "pager", "kind": "scrollView", "frame": [0, 100, 390, 400], "contentSize": [100000, 400]}]}"#
          )
          let events = (0..<(count / 14)).flatMap { swipe(at: Double($0), from: 330, to: 150) }
          return replay(trace(stack: stack, events: events))
        }),
      Case(
        label: { "\(grouped($0)) taps within the edge pan's deadline" }, size: 12_500,
        prepare: { count in
          let events = (1...count).flatMap { index in
            ["began", "ended"].map { touch(at: Double(index) * 1e-6, 1, $0, x: 5) }
          }
          return replay(trace(stack: screens(2), events: events, policy: "uikit"))
        }),
      // Each UIKit event sums the fingers a pan follows afresh (a running sum would round
      // differently from the model's centroid), so a move costs as many steps as there are
      // fingers down: quadratic by nature, but no longer cubic.
      Case(
        label: { "\(grouped($0)) fingers down at once under zw, each moving 3 times" }, size: 1_250,
        limit: 2.25,
        prepare: { count in
          let down = (1...count).map { touch(at: 0, $0, "began", x: 100) }
          let moves = (1...3).flatMap { round in
            (1...count).map {
              touch(at: Double(round) * 0.1 + Double($0) * 1e-6, $0, "moved", x: 100 + 10 * Double(round))
            }
          }
          let up = (1...count).map { touch(at: 1, $0, "ended", x: 130) }
          return replay(trace(stack: screens(2), events: down + moves + up, policy: "zw"))
        }),
    ]
  }

  /// A time for the `index`th event, a millisecond apart.
  private static func time(_ index: Int) -> String {
    "\(Double(index) / 1000)"
  }

  /// Screens `s1` to `s<count>`, bottom first.
  private static func screens(_ count: Int) -> [String] {
    (1...count).map { #"{"id": "s\#($0)"}"# }
  }

  /// One finger from `from` to `to` at y 300 in 12 moves over 0.2 s, starting at `start`.
  private static func swipe(at start: Double, from: Double, to: Double) -> [String] {
    let moves = (1...12).map { step in
      let fraction = Double(step) / 12
      return (start + 0.2 * fraction, from + (to - from) * fraction, "moved")
    }
    return ([(start, from, "began")] + moves + [(start + 0.2, to, "ended")]).map { t, x, phase in
      touch(at: t, 1, phase, x: x)
    }
  }

  /// A touch event at y 300.
  private static func touch(at t: Double, _ finger: Int, _ phase: String, x: Double) -> String {
    #"{"t": \#(t), "touch": \#(finger), "phase": "\#(phase)", "x": \#(x), "y": 300}"#
  }

  private static func trace(stack: [String], events: [String], policy: String = "fd") -> [UInt8] {
    let text = """
      {"format": "popgesture-trace/1", "policy": "\(policy)",
       "navigation": {"stack": [\(stack.joined(separator: ",\n  "))]},
       "events": [
      \(events.joined(separator: ",\n"))
      ]}
      """
    return Array(text.utf8)
  }

  /// The timed part: a whole replay of `bytes` to jsonl, discarded.
  private static func replay(_ bytes: [UInt8]) -> () throws -> Void {
    {
      try TraceReplay.run(
        decoder: TraceDecoder(file: "growth.json"), check: ByteSources.memory(bytes),
        replay: { ByteSources.memory(bytes) }, format: .jsonl, output: { _ in })
    }
  }
}
