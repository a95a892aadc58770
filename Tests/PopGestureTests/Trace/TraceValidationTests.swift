import PopGestureTestSupport
import Testing

@testable import PopGesture

/// A touch event of `finger` at `(x, 400)`.
private func touch(_ t: Double, _ phase: TouchPhase, _ x: Double, finger: Int = 1) -> Event {
  Event(t: t, kind: .touch(TouchEvent(touch: finger, phase: phase, location: Point(x: x, y: 400))))
}

/// Two screens and a swipe that pops.
private let valid = Trace(
  navigation: NavigationDescription(stack: [Screen(id: "home"), Screen(id: "detail")]),
  events: [touch(0, .began, 100), touch(0.1, .moved, 200), touch(0.2, .moved, 300), touch(0.2, .ended, 300)])

/// The valid trace with `change` made.
private func changed(_ change: (inout Trace) -> Void) -> Trace {
  var trace = valid
  change(&trace)
  return trace
}

/// `Trace.validate()`: a trace built in code is checked by the decoder's rules, with the decoder's
/// messages and paths in the Swift value's terms (`ValidationAgreementTests` holds the two side by
/// side).
@Suite("Trace validation")
struct TraceValidationTests {
  /// The error `trace` throws, or nil.
  static func error(_ trace: Trace) -> TraceValueError? {
    do {
      try trace.validate()
      return nil
    } catch {
      return error
    }
  }

  @Test("a valid trace passes")
  func validPasses() {
    #expect(Self.error(valid) == nil)
  }

  @Test(
    "an invalid trace throws the decoder's message at the value's path")
  func invalid() {
    eachArgument([
      (
        changed { trace in trace.navigation.stack.append(Screen(id: "home")) },
        "navigation.stack[2]: duplicate screen id 'home' in one stack"
      ),
      (
        changed { trace in trace.events.insert(touch(0, .moved, 90, finger: 2), at: 0) },
        "events[0].phase: touch 2 moved but it is not down; it needs a 'began' first"
      ),
      (
        changed { trace in trace.events[2].t = 0.05 },
        "events[2].t: time goes backwards: 0.05 after 0.1; t must not decrease"
      ),
      (
        changed { trace in
          trace.navigation.stack[1].views = [
            .slider(id: "volume", frame: Rect(x: 0, y: 0, width: 9, height: 9), value: 1.5)
          ]
        },
        "navigation.stack[1].views[0].value: slider value 1.5 is out of range; expected 0 to 1"
      ),
      (
        changed { trace in
          trace.navigation.stack[1].views = [
            .plain(id: "wide", frame: Rect(x: 0, y: 0, width: 2e15, height: 9))
          ]
        },
        "navigation.stack[1].views[0].frame.size.width: number 2000000000000000.0 is out of range; numbers in a trace are at most 1e15 in magnitude"
      ),
      (
        changed { trace in
          trace.events[1].kind = .touch(TouchEvent(touch: 1, phase: .moved, location: Point(x: 2e15, y: 0)))
        },
        "events[1].location.x: number 2000000000000000.0 is out of range; numbers in a trace are at most 1e15 in magnitude"
      ),
      (
        changed { trace in trace.device.ios = 6 },
        "device.ios: iOS 6 is out of range; expected a major version from 7 to 99"
      ),
      (
        changed { trace in
          trace.events.append(
            Event(t: 1, kind: .action(.set(.screen("nowhere", .interactivePopDisabled(true))))))
        },
        "events[4].screen: no screen 'nowhere' anywhere in the trace"
      ),
    ]) { (trace, message) in invalid(trace: trace, message: message) }
  }

  func invalid(trace: Trace, message: String) {
    #expect(Self.error(trace)?.description == message)
  }

  @Test("a number that is not finite is its own error, at its path, before any rule is asked")
  func nonFinite() {
    var trace = valid
    trace.navigation.stack[1].views = [
      .plain(id: "inf", frame: Rect(x: 0, y: 0, width: .infinity, height: 9))
    ]
    #expect(
      Self.error(trace)
        == TraceValueError(
          path: "navigation.stack[1].views[0].frame.size.width",
          message: "inf is not a finite number; numbers in a trace are at most 1e15 in magnitude"))
    trace = valid
    trace.events[3] = touch(.nan, .ended, 300)
    #expect(Self.error(trace)?.path == "events[3].t")
    trace = valid
    trace.settings.releaseProjection = -.infinity
    #expect(
      Self.error(trace)?.description.hasPrefix("settings.releaseProjection: -inf is not a finite number")
        == true)
  }

  @Test("replaying an invalid trace still replays it as it is")
  func replayIsUnchanged() {
    var trace = valid
    trace.events.insert(touch(0, .moved, 90, finger: 2), at: 0)
    #expect(Self.error(trace) != nil)
    #expect(Replayer.replay(trace).last?.type == "final")
  }
}
