import PopGesture
import PopGestureFormats
import PopGestureTools

/// Writes small traces in tests the way users write them: JSON, with swipes generated in steps.
package struct TraceScript {
  package var policy = "fd"
  var stack = #"[{"id": "home"}, {"id": "detail"}]"#
  /// Extra members of `navigation`, such as `"navigationBarHidden": true`.
  package var navigation: [String] = []
  package var device: [String] = []
  package var settings: [String] = []
  private(set) var events: [String] = []

  /// `ios` goes into `device`; nil leaves the model's default, iOS 26.
  package init(stack: String = #"[{"id": "home"}, {"id": "detail"}]"#, policy: String = "fd", ios: Int? = nil)
  {
    self.stack = stack
    self.policy = policy
    if let ios { device.append(#""ios": \#(ios)"#) }
  }

  /// One finger from `from` to `to` in `steps` equal moves over `duration`, then lifted.
  package mutating func swipe(
    from: (Double, Double), to: (Double, Double), duration: Double = 0.192, steps: Int = 12,
    at start: Double = 0, touch: Int = 1, end: String = "ended"
  ) {
    touchEvent(start, touch, "began", from.0, from.1)
    for step in 1...steps {
      let fraction = Double(step) / Double(steps)
      touchEvent(
        start + duration * fraction, touch, "moved", from.0 + (to.0 - from.0) * fraction,
        from.1 + (to.1 - from.1) * fraction)
    }
    touchEvent(start + duration, touch, end, to.0, to.1)
  }

  /// A raw touch event.
  package mutating func touchEvent(_ t: Double, _ touch: Int, _ phase: String, _ x: Double, _ y: Double) {
    events.append(#"{"t": \#(t), "touch": \#(touch), "phase": "\#(phase)", "x": \#(x), "y": \#(y)}"#)
  }

  /// An action event, given as its JSON members after `t`.
  package mutating func action(_ t: Double, _ members: String) {
    events.append(#"{"t": \#(t), \#(members)}"#)
  }

  package var json: String {
    let navigationMembers = ([#""stack": \#(stack)"#] + navigation).joined(separator: ", ")
    return """
      {"format": "popgesture-trace/1", "policy": "\(policy)",
       "device": {\(device.joined(separator: ", "))},
       "settings": {\(settings.joined(separator: ", "))},
       "navigation": {\(navigationMembers)},
       "events": [
      \(events.joined(separator: ",\n"))
      ]}
      """
  }

  package func trace() throws -> Trace {
    try TraceDecoder(file: "test.json").decode(Array(json.utf8))
  }

  package func records() throws -> [Record] {
    Replayer.replay(try trace())
  }
}

extension Array where Element == Record {
  /// The state changes of the recognizer `name`, in order.
  package func recognizer(_ name: RecognizerID) -> [RecognizerRecord] {
    compactMap {
      guard case .recognizer(let record) = $0.body, record.name == name else { return nil }
      return record
    }
  }

  /// `state` or `state reason` words of the recognizer `name`, for compact expectations.
  package func states(of name: RecognizerID) -> [String] {
    recognizer(name).map { record in
      [record.state.rawValue, record.reason?.rawValue, record.by?.description].compactMap { $0 }
        .joined(separator: " ")
    }
  }

  package var releases: [ReleaseRecord] {
    compactMap {
      guard case .release(let record) = $0.body else { return nil }
      return record
    }
  }

  package var transitions: [TransitionRecord] {
    compactMap {
      guard case .transition(let record) = $0.body else { return nil }
      return record
    }
  }

  package var actions: [ActionRecord] {
    compactMap {
      guard case .action(let record) = $0.body else { return nil }
      return record
    }
  }

  /// Each bar change as `hidden`/`shown`, with ` animated` when animated.
  package var barChanges: [String] {
    compactMap {
      guard case .navigationBar(let hidden, let animated) = $0.body else { return nil }
      return (hidden ? "hidden" : "shown") + (animated ? " animated" : "")
    }
  }

  package var touches: [TouchRecord] {
    compactMap {
      guard case .touch(let record) = $0.body else { return nil }
      return record
    }
  }

  /// The candidates of each touch sequence, as its first `began` lists them.
  package var candidateLists: [[RecognizerID]] { touches.compactMap(\.recognizers) }

  package var progressValues: [Double] {
    compactMap {
      guard case .progress(let value) = $0.body else { return nil }
      return value
    }
  }

  package var scrolls: [Point] {
    compactMap {
      guard case .scroll(_, let offset) = $0.body else { return nil }
      return offset
    }
  }

  /// Each slider record as its view and value.
  package var sliders: [(view: ScreenView, value: Double)] {
    compactMap {
      guard case .slider(let view, let value) = $0.body else { return nil }
      return (view, value)
    }
  }

  package var final: FinalRecord? {
    guard case .final(let record) = last?.body else { return nil }
    return record
  }

  /// The record types in order, for checking the order within an instant.
  package var types: [String] { map(\.type) }
}
