import Foundation
import PopGestureTestSupport
import Testing

@testable import PopGesture
@testable import PopGestureFormats

/// A touch event of `finger` at `(x, 400)`.
private func touch(_ t: Double, _ phase: TouchPhase, _ x: Double = 100, finger: Int = 1) -> Event {
  Event(t: t, kind: .touch(TouchEvent(touch: finger, phase: phase, location: Point(x: x, y: 400))))
}

/// An action at `t`.
private func action(_ t: Double, _ action: Action) -> Event {
  Event(t: t, kind: .action(action))
}

/// Two screens, the second with a scroll view (a table row inside it), a slider and a custom pan,
/// and a swipe.
private let valid = Trace(
  navigation: NavigationDescription(stack: [
    Screen(id: "home"),
    Screen(
      id: "detail",
      views: [
        .scrollView(
          id: "pager", frame: Rect(x: 0, y: 100, width: 390, height: 400),
          contentSize: Size(width: 1170, height: 400),
          subviews: [.swipeActions(id: "row", frame: Rect(x: 0, y: 200, width: 390, height: 60))]),
        .slider(id: "volume", frame: Rect(x: 20, y: 600, width: 350, height: 44), value: 0.5),
        .pan(id: "sheet", frame: Rect(x: 0, y: 700, width: 390, height: 144)),
      ]),
  ]),
  events: [touch(0, .began, 100), touch(0.1, .moved, 200), touch(0.2, .moved, 300), touch(0.2, .ended, 300)])

/// The valid trace with `change` made.
private func changed(_ change: (inout Trace) -> Void) -> Trace {
  var trace = valid
  change(&trace)
  return trace
}

/// The valid trace with `events` after its own, from `t` = 1 on.
private func appending(_ events: Event...) -> Trace {
  changed { $0.events += events }
}

/// The decoder's JSON path in the terms of the Swift value it points into: the oracle the paths
/// of `Trace.validate()` are held to. A path it cannot read (one cut short with `…`) comes back
/// as it is.
private enum DecoderPath {
  /// The names of a JSON array's elements where the Swift value names its parts.
  static let elementNames: [String: [String]] = [
    "frame": ["origin.x", "origin.y", "size.width", "size.height"],
    "contentSize": ["width", "height"], "thumbSize": ["width", "height"],
    "contentOffset": ["x", "y"], "contentInset": ["top", "left", "bottom", "right"],
    // A `set` of `contentOffset` has a point for its value; the sets of recognizer names and of
    // frames have arrays, which `pointValue: false` leaves as they are.
    "value": ["x", "y"],
  ]

  /// `navigation.stack[1].views[0].frame.size.width` for `navigation.stack[1].views[0].frame[2]`;
  /// a set's `value[1]` is `value.y` when `pointValue`.
  static func swiftPath(_ path: String, pointValue: Bool = true) -> String {
    guard let components = components(of: path) else { return path }
    var text = ""
    var previous: JSONPath.Component?
    for (position, component) in components.enumerated() {
      switch component {
      case .key(let key):
        // An event's point is its `location`.
        let isEventPoint =
          (key == "x" || key == "y") && position == 2 && components.first == .key("events")
        text += (text.isEmpty ? "" : ".") + (isEventPoint ? "location." + key : key)
      case .index(let index):
        if case .key(let key)? = previous, key != "value" || pointValue, let names = elementNames[key],
          names.indices.contains(index)
        {
          text += "." + names[index]
        } else {
          text += "[\(index)]"
        }
      }
      previous = component
    }
    return text.isEmpty ? JSONPath.root : text
  }

  /// The components of a path as `JSONPath.text` spells it, when its keys are plain names.
  private static func components(of path: String) -> [JSONPath.Component]? {
    guard path != JSONPath.root else { return [] }
    var components: [JSONPath.Component] = []
    var rest = Substring(path)
    while !rest.isEmpty {
      if rest.first == "[" {
        guard let close = rest.firstIndex(of: "]"),
          let index = Int(rest[rest.index(after: rest.startIndex)..<close])
        else { return nil }
        components.append(.index(index))
        rest = rest[rest.index(after: close)...]
      } else {
        if rest.first == "." { rest = rest.dropFirst() }
        let end = rest.firstIndex { $0 == "." || $0 == "[" } ?? rest.endIndex
        let key = rest[..<end]
        guard !key.isEmpty, key.allSatisfy({ $0.isLetter || $0.isNumber }) else { return nil }
        components.append(.key(String(key)))
        rest = rest[end...]
      }
    }
    return components
  }
}

/// What `Trace.validate()` says of `trace`, and what the decoder says of its document.
private func verdicts(_ trace: Trace) -> (value: TraceValueError?, decoder: TraceError?) {
  var value: TraceValueError?
  do { try trace.validate() } catch { value = error }
  var decoder: TraceError?
  do {
    _ = try TraceDecoder(file: "trace.json").decode(Array(TraceWriter.document(trace).utf8))
  } catch {
    decoder = error
  }
  return (value, decoder)
}

/// The decoder's error in the Swift value's terms, for comparing with `Trace.validate()`'s; a
/// set's array value is a point only in a set of `contentOffset` in `trace`.
private func inSwiftTerms(_ error: TraceError?, of trace: Trace? = nil) -> TraceValueError? {
  error.map { error in
    let pointValue = trace.map { setsPoint(at: error.path, in: $0) } ?? true
    return TraceValueError(
      path: DecoderPath.swiftPath(error.path, pointValue: pointValue), message: error.message)
  }
}

/// Whether the event a path `events[i]...` points into is a `set` of `contentOffset`.
private func setsPoint(at path: String, in trace: Trace) -> Bool {
  guard path.hasPrefix("events["), let close = path.firstIndex(of: "]"),
    let index = Int(path[path.index(path.startIndex, offsetBy: 7)..<close]),
    trace.events.indices.contains(index),
    case .action(.set(.view(_, _, let property))) = trace.events[index].kind
  else { return false }
  if case .contentOffset = property { return true }
  return false
}

/// `Trace.validate()` and the decoder of the trace's document hold the same rules, ask them in
/// the same order and word them alike; no rule of the decoder's is missing from the value's.
@Suite("Validation agreement")
struct ValidationAgreementTests {
  /// A trace that breaks `rule`, and the error both should report, in the Swift value's terms.
  struct Case: CustomTestStringConvertible, Sendable {
    /// The model's rule, as `TraceRules.<name>` or `Type.method`.
    var rule: String
    var trace: Trace
    var expected: String
    var testDescription: String { "\(rule): \(expected)" }
  }

  static let magnitude = "is out of range; numbers in a trace are at most 1e15 in magnitude"

  /// One invalid trace per rule at least, at the places where paths differ most.
  static let cases: [Case] = [
    Case(
      rule: "number",
      trace: changed { $0.navigation.stack[1].views[1].frame.size.width = 2e15 },
      expected: "navigation.stack[1].views[1].frame.size.width: number 2000000000000000.0 \(magnitude)"),
    Case(
      rule: "number", trace: changed { $0.events[1] = touch(0.1, .moved, -3e15) },
      expected: "events[1].location.x: number -3000000000000000.0 \(magnitude)"),
    Case(
      rule: "number",
      trace: changed { $0.navigation.stack[1].views[0].contentInset = GestureView.EdgeInsets(left: 1e16) },
      expected: "navigation.stack[1].views[0].contentInset.left: number 1e+16 \(magnitude)"),
    Case(
      rule: "number",
      trace: changed { $0.navigation.stack[1].views[0].contentOffset = Point(x: 0, y: -1e17) },
      expected: "navigation.stack[1].views[0].contentOffset.y: number -1e+17 \(magnitude)"),
    Case(
      rule: "number",
      trace: changed { $0.navigation.stack[1].views[0].subviews[0].frame.origin.y = 5e15 },
      expected:
        "navigation.stack[1].views[0].subviews[0].frame.origin.y: number 5000000000000000.0 \(magnitude)"),
    Case(
      rule: "number", trace: changed { $0.navigation.stack[0].maxAllowedInitialDistanceToLeftEdge = 2e16 },
      expected: "navigation.stack[0].maxAllowedInitialDistanceToLeftEdge: number 2e+16 \(magnitude)"),
    Case(
      rule: "number",
      trace: appending(
        action(1, .set(.view(screen: "detail", view: "pager", .contentOffset(Point(x: 6e15, y: 0)))))),
      expected: "events[4].value.x: number 6000000000000000.0 \(magnitude)"),
    Case(
      rule: "number",
      trace: appending(action(1, .set(.screen("home", .maxAllowedInitialDistanceToLeftEdge(-3e16))))),
      expected: "events[4].value: number -3e+16 \(magnitude)"),
    Case(
      rule: "number",
      trace: appending(
        action(
          1,
          .push(
            Screen(id: "more", views: [.plain(id: "far", frame: Rect(x: 0, y: 0, width: 10, height: 2e20))])
          ))),
      expected: "events[4].screen.views[0].frame.size.height: number 2e+20 \(magnitude)"),
    Case(
      rule: "number", trace: changed { $0.events[2].t = 1e16 },
      expected: "events[2].t: number 1e+16 \(magnitude)"),
    Case(
      rule: "integer", trace: changed { $0.events = [touch(0, .began, finger: 20_000_000_000_000_000)] },
      expected: "events[0].touch: number 2e+16 \(magnitude)"),
    Case(
      rule: "size", trace: changed { $0.settings.releaseProjection = -1 },
      expected: "settings.releaseProjection: negative size -1.0; expected 0 or more"),
    Case(
      rule: "size", trace: changed { $0.device.topInset = -3 },
      expected: "device.topInset: negative size -3.0; expected 0 or more"),
    Case(
      rule: "screenSize", trace: changed { $0.device.width = 0 },
      expected: "device.width: a screen size must be greater than 0"),
    Case(
      rule: "screenSize", trace: changed { $0.device.height = -1 },
      expected: "device.height: negative size -1.0; expected 0 or more"),
    Case(
      rule: "iosVersion", trace: changed { $0.device.ios = 6 },
      expected: "device.ios: iOS 6 is out of range; expected a major version from 7 to 99"),
    Case(
      rule: "iosVersion", trace: changed { $0.device.ios = 100 },
      expected: "device.ios: iOS 100 is out of range; expected a major version from 7 to 99"),
    Case(
      rule: "edgeAngleLimit", trace: changed { $0.settings.edgeAngleLimit = 90 },
      expected:
        "settings.edgeAngleLimit: edgeAngleLimit 90.0 is out of range; expected more than 0 and less than 90 degrees"
    ),
    Case(
      rule: "edgeAngleLimit", trace: changed { $0.settings.edgeAngleLimit = 0 },
      expected:
        "settings.edgeAngleLimit: edgeAngleLimit 0.0 is out of range; expected more than 0 and less than 90 degrees"
    ),
    Case(
      rule: "stack", trace: changed { $0.navigation.stack = [] },
      expected: "navigation.stack: a stack needs at least one screen"),
    Case(
      rule: "stack", trace: appending(action(1, .setStack([]))),
      expected: "events[4].screens: a stack needs at least one screen"),
    Case(
      rule: "screenID", trace: changed { $0.navigation.stack.append(Screen(id: "home")) },
      expected: "navigation.stack[2]: duplicate screen id 'home' in one stack"),
    Case(
      rule: "screenID", trace: appending(action(1, .setStack([Screen(id: "x"), Screen(id: "x")]))),
      expected: "events[4].screens[1]: duplicate screen id 'x' in one stack"),
    Case(
      rule: "viewID",
      trace: changed {
        $0.navigation.stack[1].views[2].subviews = [
          .plain(id: "row", frame: Rect(x: 0, y: 0, width: 1, height: 1))
        ]
      },
      expected: "navigation.stack[1].views[2].subviews[0].id: duplicate view id 'row' in one screen"),
    Case(
      rule: "frame", trace: changed { $0.navigation.stack[1].views[2].frame.size.height = -1 },
      expected:
        "navigation.stack[1].views[2].frame: negative size in frame; width and height must be 0 or more"),
    Case(
      rule: "contentSize",
      trace: changed { $0.navigation.stack[1].views[0].contentSize = Size(width: -1170, height: 400) },
      expected: "navigation.stack[1].views[0].contentSize: negative size in contentSize"),
    Case(
      rule: "thumbSize",
      trace: changed { $0.navigation.stack[1].views[1].thumbSize = Size(width: 44, height: -1) },
      expected: "navigation.stack[1].views[1].thumbSize: negative size in thumbSize"),
    Case(
      rule: "number",
      trace: changed { $0.navigation.stack[1].views[1].thumbSize = Size(width: 4e15, height: 44) },
      expected: "navigation.stack[1].views[1].thumbSize.width: number 4000000000000000.0 \(magnitude)"),
    Case(
      rule: "simultaneity",
      trace: changed { $0.navigation.stack[1].views[2].simultaneousWithPop = .atLeadingEdge },
      expected:
        "navigation.stack[1].views[2].simultaneousWithPop: simultaneousWithPop 'atLeadingEdge' reads a scroll view's contentOffset; a pan view may use 'never' or 'always'"
    ),
    Case(
      rule: "sliderValue", trace: changed { $0.navigation.stack[1].views[1].value = 1.5 },
      expected: "navigation.stack[1].views[1].value: slider value 1.5 is out of range; expected 0 to 1"),
    Case(
      rule: "sliderValue",
      trace: appending(action(1, .set(.view(screen: "detail", view: "volume", .value(-0.5))))),
      expected: "events[4].value: slider value -0.5 is out of range; expected 0 to 1"),
    Case(
      rule: "Event.timeRule", trace: changed { $0.events[2].t = 0.05 },
      expected: "events[2].t: time goes backwards: 0.05 after 0.1; t must not decrease"),
    Case(
      rule: "FingersDown.track", trace: changed { $0.events.insert(touch(0, .moved, 90, finger: 2), at: 0) },
      expected: "events[0].phase: touch 2 moved but it is not down; it needs a 'began' first"),
    Case(
      rule: "FingersDown.track", trace: changed { $0.events[1] = touch(0.1, .began) },
      expected: "events[1].phase: touch 1 began while it is already down; end or cancel it first"),
    Case(
      rule: "FingersDown.track", trace: appending(touch(1, .cancelled)),
      expected: "events[4].phase: touch 1 cancelled but it is not down; it needs a 'began' first"),
    Case(
      rule: "ScreenCatalog.problem",
      trace: appending(action(1, .set(.screen("nowhere", .interactivePopDisabled(true))))),
      expected: "events[4].screen: no screen 'nowhere' anywhere in the trace"),
    Case(
      rule: "ScreenCatalog.problem",
      trace: appending(action(1, .set(.screen("detial", .backButton(.custom))))),
      expected: "events[4].screen: no screen 'detial' anywhere in the trace; did you mean 'detail'?"),
    Case(
      rule: "ScreenCatalog.problem",
      trace: appending(action(1, .set(.view(screen: "detail", view: "pagr", .revealed(true))))),
      expected:
        "events[4].view: no view 'pagr' on screen 'detail' anywhere in the trace; did you mean 'pager'?"),
    Case(
      rule: "ScreenCatalog.problem",
      trace: appending(action(1, .set(.view(screen: "detail", view: "row", .value(0.5))))),
      expected:
        "events[4].view: view 'row' on screen 'detail' is a 'swipeActions' view; 'value' belongs to 'slider' views"
    ),
    Case(
      rule: "ScreenCatalog.problem",
      trace: appending(
        action(1, .set(.view(screen: "detail", view: "sheet", .simultaneousWithPop(.atLeadingEdge))))),
      expected:
        "events[4].view: view 'sheet' on screen 'detail' is a 'pan' view; 'simultaneousWithPop' with that value belongs to 'scrollView' views"
    ),
    Case(
      rule: "alpha", trace: changed { $0.navigation.stack[1].views[2].alpha = 1.5 },
      expected: "navigation.stack[1].views[2].alpha: alpha 1.5 is out of range; expected 0 to 1"),
    Case(
      rule: "alpha",
      trace: appending(action(1, .set(.view(screen: "detail", view: "volume", .alpha(-0.5))))),
      expected: "events[4].value: alpha -0.5 is out of range; expected 0 to 1"),
    Case(
      rule: "recognizer",
      trace: changed { $0.navigation.stack[1].views[2].simultaneousWith = .only([.pan(view: "pagr")]) },
      expected:
        "navigation.stack[1].views[2].simultaneousWith[0]: no recognizer 'pagr.pan' on screen 'detail'; name one of its views' recognizers or a back swipe: \(RecognizerID.spellings); did you mean 'pager.pan'?"
    ),
    Case(
      rule: "recognizer",
      trace: changed {
        $0.navigation.stack[1].views[0].requiresFailureOf = [.fullscreenPop, .swipe(view: "sheet")]
      },
      expected:
        "navigation.stack[1].views[0].requiresFailureOf[1]: no recognizer 'sheet.swipe' on screen 'detail'; name one of its views' recognizers or a back swipe: \(RecognizerID.spellings)"
    ),
    Case(
      rule: "recognizer",
      trace: changed { $0.navigation.stack[1].views[0].subviews[0].requiredToFailBy = [.pan(view: "home")] },
      expected:
        "navigation.stack[1].views[0].subviews[0].requiredToFailBy[0]: no recognizer 'home.pan' on screen 'detail'; name one of its views' recognizers or a back swipe: \(RecognizerID.spellings)"
    ),
    Case(
      rule: "recognizer",
      trace: appending(
        action(
          1,
          .set(.view(screen: "detail", view: "sheet", .requiresFailureOf([.contentPop, .pan(view: "rows")]))))
      ),
      expected:
        "events[4].value[1]: no recognizer 'rows.pan' on screen 'detail'; name one of its views' recognizers or a back swipe: \(RecognizerID.spellings)"
    ),
    Case(
      rule: "PresentedScreen.track", trace: appending(action(1, .dismiss())),
      expected: "events[4].action: dismiss with nothing presented; present a screen first"),
    Case(
      rule: "PresentedScreen.track",
      trace: appending(action(1, .present(Screen(id: "a"))), action(2, .present(Screen(id: "b")))),
      expected: "events[5].action: present while screen 'a' is presented; dismiss it first"),
    Case(
      rule: "ScreenCatalog.problem(presenting:)", trace: appending(action(1, .present(Screen(id: "detail")))),
      expected:
        "events[4].screen.id: screen 'detail' is also on the navigation stack in this trace; a presented screen is on no stack, so give it an id of its own"
    ),
    // The order the decoder asks its rules in: events as they stream, then the rest, then the sets.
    Case(
      rule: "order",
      trace: changed {
        $0.navigation.stack.append(Screen(id: "home"))
        $0.events[2].t = 0.05
      },
      expected: "events[2].t: time goes backwards: 0.05 after 0.1; t must not decrease"),
    Case(
      rule: "order",
      trace: changed {
        $0.events.append(action(1, .set(.screen("nowhere", .interactivePopDisabled(true)))))
        $0.settings.edgeAngleLimit = 95
        $0.device.ios = 6
        $0.navigation.stack[1].views[1].value = 2
      },
      expected: "navigation.stack[1].views[1].value: slider value 2.0 is out of range; expected 0 to 1"),
    Case(
      rule: "order",
      trace: changed {
        $0.events.append(action(1, .set(.screen("nowhere", .interactivePopDisabled(true)))))
        $0.settings.edgeAngleLimit = 95
      },
      expected:
        "settings.edgeAngleLimit: edgeAngleLimit 95.0 is out of range; expected more than 0 and less than 90 degrees"
    ),
    Case(
      rule: "order",
      trace: changed {
        $0.settings.edgeAngleLimit = 95
        $0.settings.releaseProjection = -1
      },
      expected: "settings.releaseProjection: negative size -1.0; expected 0 or more"),
    Case(
      rule: "order",
      trace: changed {
        $0.navigation.stack[1].views[0].contentSize.width = -1
        $0.navigation.stack[1].views[0].subviews[0].frame.size.width = -1
      },
      expected:
        "navigation.stack[1].views[0].subviews[0].frame: negative size in frame; width and height must be 0 or more"
    ),
    Case(
      rule: "order",
      trace: changed {
        $0.navigation.stack.append(
          Screen(
            id: "home", views: [.slider(id: "s", frame: Rect(x: 0, y: 0, width: 1, height: 1), value: 3)]))
      },
      expected: "navigation.stack[2].views[0].value: slider value 3.0 is out of range; expected 0 to 1"),
  ]

  @Test("decoder paths read in the Swift value's terms")
  func swiftPaths() {
    eachArgument([
      ("navigation.stack[0].views[1].frame[0]", "navigation.stack[0].views[1].frame.origin.x"),
      ("navigation.stack[0].views[1].frame[3]", "navigation.stack[0].views[1].frame.size.height"),
      ("navigation.stack[0].views[0].contentInset[1]", "navigation.stack[0].views[0].contentInset.left"),
      ("navigation.stack[0].views[0].contentOffset[1]", "navigation.stack[0].views[0].contentOffset.y"),
      ("navigation.stack[0].views[0].thumbSize[0]", "navigation.stack[0].views[0].thumbSize.width"),
      (
        "navigation.stack[0].views[0].subviews[2].contentSize[1]",
        "navigation.stack[0].views[0].subviews[2].contentSize.height"
      ),
      ("events[3].x", "events[3].location.x"),
      ("events[3].value[0]", "events[3].value.x"),
      ("events[3].screen.views[0].frame", "events[3].screen.views[0].frame"),
      ("$", "$"),
      ("navigation.stack[0].views[0]…[0].frame[2]", "navigation.stack[0].views[0]…[0].frame[2]"),
    ]) { (decoder, swift) in swiftPaths(decoder: decoder, swift: swift) }
  }

  func swiftPaths(decoder: String, swift: String) {
    #expect(DecoderPath.swiftPath(decoder) == swift)
  }

  @Test("an invalid trace has the decoder's message and path, in the Swift value's terms")
  func agrees() {
    eachArgument(Self.cases) { broken in agrees(broken) }
  }

  func agrees(_ broken: Case) {
    let (value, decoder) = verdicts(broken.trace)
    #expect(value?.description == broken.expected)
    #expect(inSwiftTerms(decoder, of: broken.trace) == value)
  }

  /// Values that look wrong but that the decoder takes, which `validate()` must take too.
  static let accepted: [(String, Trace)] = [
    // FD's setter makes a negative limit 0, and so does the decoder.
    (
      "a negative maxAllowedInitialDistanceToLeftEdge",
      changed { $0.navigation.stack[1].maxAllowedInitialDistanceToLeftEdge = -5 }
    ),
    (
      "a negative maxAllowedInitialDistanceToLeftEdge in a set",
      appending(action(1, .set(.screen("home", .maxAllowedInitialDistanceToLeftEdge(-5)))))
    ),
    // A Swift view has every property; its document holds only its kind's.
    (
      "a slider's contentSize, contentOffset and simultaneousWithPop, which it does not have",
      changed {
        $0.navigation.stack[1].views[1].contentSize = Size(width: -1, height: 5e20)
        $0.navigation.stack[1].views[1].contentOffset = Point(x: 1e20, y: 0)
        $0.navigation.stack[1].views[1].simultaneousWithPop = .atLeadingEdge
      }
    ),
    ("a scroll view's value", changed { $0.navigation.stack[1].views[0].value = 7 }),
    (
      "a negative contentInset",
      changed { $0.navigation.stack[1].views[0].contentInset = GestureView.EdgeInsets(top: -91) }
    ),
    (
      "a set naming a screen pushed later, on a view of a kind that has the property",
      changed {
        $0.events = [
          action(0, .set(.view(screen: "later", view: "v", .revealed(true)))),
          action(
            1,
            .push(
              Screen(
                id: "later", views: [.swipeActions(id: "v", frame: Rect(x: 0, y: 0, width: 1, height: 1))]))),
        ]
      }
    ),
    ("1e15 itself", changed { $0.events[1] = touch(0.1, .moved, 1e15) }),
  ]

  @Test("what the decoder takes, validate() takes")
  func acceptsAlike() {
    for (name, trace) in Self.accepted {
      let (value, decoder) = verdicts(trace)
      #expect(value == nil, "\(name)")
      #expect(decoder == nil, "\(name)")
    }
  }

  @Test("a number that is not finite is an error of validate()'s own, where the decoder finds null")
  func nonFinite() {
    let trace = changed { $0.navigation.stack[1].views[1].frame.origin.x = .nan }
    let (value, decoder) = verdicts(trace)
    #expect(
      value?.message.hasSuffix("is not a finite number; numbers in a trace are at most 1e15 in magnitude")
        == true)
    #expect(decoder?.message == "expected a number, found null")
    #expect(value?.path == inSwiftTerms(decoder)?.path)
  }

  // MARK: - No rule missing

  /// The start of every message the trace decoder words itself: all about JSON's shape, which a
  /// Swift value cannot get wrong. A message of any other kind is a rule about values, which
  /// belongs in the model for `Trace.validate()` to ask too.
  static let shapeMessages = [
    "expected ", "missing key", "unknown ", "duplicate key", "unsupported format", "cannot read",
    "a 'view' needs",
    // The JSON type of `simultaneousWith`, and a text no `RecognizerID` can hold: a Swift value
    // gets neither wrong (a name it holds but the screen lacks is `TraceRules.recognizer`'s).
    "simultaneousWith is ", #"\(PrintableText.quoted(text)) is not a recognizer name"#,
  ]

  @Test("the decoder words no rule about values itself")
  func decoderWordsOnlyShape() throws {
    let folder = "Sources/PopGestureFormats/TraceReading"
    let files = try FileManager.default.contentsOfDirectory(atPath: PackageFiles.url(folder).path)
    let literal = try NSRegularExpression(pattern: #"(?:\berror\(|message:)\s*"([^"]*)"#)
    var found = 0
    for file in files where file.hasSuffix(".swift") {
      let text = try PackageFiles.text(folder + "/" + file)
      for match in literal.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
        guard let range = Range(match.range(at: 1), in: text) else { continue }
        let message = String(text[range])
        found += 1
        #expect(Self.shapeMessages.contains { message.hasPrefix($0) }, "\(file): \(message)")
      }
    }
    // The scan sees the messages at all: it would pass on none.
    #expect(found >= 10)
  }

  /// Rules a Swift value cannot break: the document of a view holds only its kind's keys.
  static let unreachableRules: Set = ["viewKey"]

  @Test("every rule of the model has a case above")
  func everyRuleHasACase() throws {
    let text = try PackageFiles.text("Sources/PopGesture/Trace/TraceRules.swift")
    let declaration = try NSRegularExpression(pattern: #"package static func (\w+)"#)
    let rules = declaration.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
      Range($0.range(at: 1), in: text).map { String(text[$0]) }
    }
    #expect(rules.count >= 10)
    let covered = Set(Self.cases.map(\.rule))
    for rule in rules {
      #expect(covered.contains(rule) || Self.unreachableRules.contains(rule), "TraceRules.\(rule)")
    }
    #expect(
      covered.isSuperset(of: [
        "Event.timeRule", "FingersDown.track", "ScreenCatalog.problem", "PresentedScreen.track",
        "ScreenCatalog.problem(presenting:)",
      ]))
  }

  // MARK: - Random traces

  /// Every kind of message the random traces below must meet, so that they reach every rule.
  static let messageKinds = [
    "is out of range; numbers in a trace", "negative size -", "a screen size must", "iOS ", "edgeAngleLimit ",
    "a stack needs", "duplicate screen id", "duplicate view id", "negative size in frame",
    "negative size in contentSize", "negative size in thumbSize", "reads a scroll view's contentOffset",
    "slider value", "time goes backwards", "already down", "is not down", "no screen", "no view",
    "belongs to",
  ]

  @Test("random traces: validate() and the decoder agree on each, and between them meet every rule")
  func randomTraces() {
    var random = SeededGenerator(seed: 0x7A11_DA7E)
    var met: Set<String> = []
    var valid = 0
    for index in 0..<4000 {
      let trace = RandomTrace.make(&random)
      let (value, decoder) = verdicts(trace)
      #expect(inSwiftTerms(decoder, of: trace) == value, "trace \(index):\n\(TraceWriter.document(trace))")
      guard let message = decoder?.message else {
        valid += 1
        continue
      }
      met.formUnion(Self.messageKinds.filter { message.contains($0) })
    }
    #expect(
      Set(Self.messageKinds).subtracting(met).isEmpty, "never met: \(Set(Self.messageKinds).subtracting(met))"
    )
    // Enough of them are valid for the rules met late (a `set`'s names) to be reached.
    #expect(valid > 100)
  }
}

/// Trace values with a few wrong values among many right ones, over every place a rule looks.
private enum RandomTrace {
  /// Mostly `usual`, now and then one of `unusual`.
  static func value<T>(_ random: inout SeededGenerator, _ usual: T, _ unusual: [T], odds: UInt64 = 40) -> T {
    random.next() % odds == 0 ? random.pick(unusual) : usual
  }

  static let screenIDs = ["a", "b", "c", "home"]
  static let viewIDs = ["v", "w", "pager", "row"]
  static let wrongNumbers = [2e15, -3e16, -1, 0, 1.5, -0.5]

  static func make(_ random: inout SeededGenerator) -> Trace {
    var device = Device()
    device.width = value(&random, 390, [0, -1, 2e15])
    device.height = value(&random, 844, [0, -2, 3e15])
    device.topInset = value(&random, 47, [-1, 0, 2e15])
    device.ios = value(&random, 26, [6, 7, 18, 99, 100])
    var settings = Trace.Settings()
    for (_, keyPath) in Trace.Settings.numberKeys where random.next() % 15 == 0 {
      settings[keyPath: keyPath] = random.pick([-1, 0, 10, 45, 89.9, 90, 95, 2e15])
    }
    let stackSize = Int(value(&random, 2, [0, 1, 3, 4] as [UInt64], odds: 4))
    let navigation = NavigationDescription(stack: (0..<stackSize).map { _ in screen(&random) })
    return Trace(
      device: device, settings: settings, navigation: navigation, events: events(&random))
  }

  static func screen(_ random: inout SeededGenerator) -> Screen {
    Screen(
      id: random.pick(screenIDs),
      maxAllowedInitialDistanceToLeftEdge: value(&random, 0, [20, -5, 2e16], odds: 10),
      views: (0..<Int(random.next() % 3)).map { _ in view(&random, depth: 0) })
  }

  static func number(_ random: inout SeededGenerator, _ usual: Double) -> Double {
    value(&random, usual, wrongNumbers, odds: 60)
  }

  static func view(_ random: inout SeededGenerator, depth: Int) -> GestureView {
    let frame = Rect(
      x: number(&random, 0), y: number(&random, 100), width: number(&random, 390),
      height: number(&random, 200))
    var view = GestureView(
      id: random.pick(viewIDs), kind: random.pick(GestureView.Kind.allCases), frame: frame)
    view.contentSize = Size(width: number(&random, 1170), height: number(&random, 200))
    view.contentOffset = Point(x: number(&random, 0), y: number(&random, 0))
    view.contentInset = GestureView.EdgeInsets(top: number(&random, 0), left: number(&random, 0))
    view.simultaneousWithPop = value(&random, .never, [.always, .atLeadingEdge], odds: 8)
    view.value = value(&random, 0.5, [0, 1, 1.5, -0.1, 2e15], odds: 20)
    view.thumbSize = value(
      &random, Size?.none, [Size(width: 44, height: 44), Size(width: -1, height: 44)], odds: 10)
    if depth < 2, random.next() % 4 == 0 {
      view.subviews = (0..<Int(random.next() % 3)).map { _ in self.view(&random, depth: depth + 1) }
    }
    return view
  }

  static func events(_ random: inout SeededGenerator) -> [Event] {
    var events: [Event] = []
    var t = 0.0
    var down: [Int] = []
    for _ in 0..<Int(random.next() % 14) {
      let step = random.pick([0, 0.016, 0.1])
      t += value(&random, step, [-0.05, 2e15])
      let point = Point(x: number(&random, 100), y: number(&random, 400))
      switch random.next() % 6 {
      case 0, 1, 2:
        // Mostly what the fingers allow; now and then anything.
        var finger = random.pick([1, 2])
        var phase: TouchPhase =
          down.contains(finger) ? random.pick([.moved, .moved, .ended, .cancelled]) : .began
        if random.next() % 25 == 0 {
          finger = random.pick([1, 2, 20_000_000_000_000_000])
          phase = random.pick(TouchPhase.allCases)
        }
        events.append(Event(t: t, kind: .touch(TouchEvent(touch: finger, phase: phase, location: point))))
        if phase == .began { down.append(finger) }
        if phase == .ended || phase == .cancelled { down.removeAll { $0 == finger } }
      case 3:
        let pushed = screen(&random)
        events.append(Event(t: t, kind: .action(random.pick([.push(pushed), .pop()]))))
      case 4:
        let count = Int(value(&random, 2, [0, 3] as [UInt64], odds: 6))
        events.append(Event(t: t, kind: .action(.setStack((0..<count).map { _ in screen(&random) }))))
      default:
        events.append(Event(t: t, kind: .action(.set(change(&random)))))
      }
    }
    return events
  }

  static func change(_ random: inout SeededGenerator) -> PropertyChange {
    let screen = random.pick(screenIDs)
    let view = random.pick(viewIDs)
    switch random.next() % 6 {
    case 0: return .navigation(.navigationBarHidden(true))
    case 1:
      return .screen(screen, .maxAllowedInitialDistanceToLeftEdge(value(&random, 10, [-5, 2e16], odds: 5)))
    case 2: return .screen(screen, .backButton(.custom))
    case 3: return .view(screen: screen, view: view, .contentOffset(Point(x: number(&random, 0), y: 0)))
    case 4: return .view(screen: screen, view: view, .value(value(&random, 0.5, [1.5, -0.5, 2e15], odds: 5)))
    default:
      return .view(
        screen: screen, view: view,
        random.pick([.revealed(true), .simultaneousWithPop(.atLeadingEdge), .simultaneousWithPop(.always)]))
    }
  }
}
