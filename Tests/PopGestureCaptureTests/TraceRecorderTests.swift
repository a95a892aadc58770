import PopGestureFormats
import PopGestureTestSupport
import Testing

@testable import PopGesture
@testable import PopGestureCapture

/// A device clock far from zero, as `UIEvent.timestamp` is (seconds since boot).
private let boot = 81_234.5

/// A one-finger swipe of `moves` samples 1/120 s apart, from `from` to `to`, starting at `start`.
private func recordSwipe(
  _ recorder: inout TraceRecorder, from: Point, to: Point, start: Double, moves: Int = 24, touch: Int = 1
) {
  recorder.recordTouch(touch, phase: .began, at: from, timestamp: start)
  for step in 1...moves {
    let fraction = Double(step) / Double(moves)
    let point = from + fraction * (to - from)
    recorder.recordTouch(touch, phase: .moved, at: point, timestamp: start + Double(step) / 120)
  }
  recorder.recordTouch(touch, phase: .ended, at: to, timestamp: start + Double(moves) / 120)
}

/// The recording decoded as `replay` decodes a file.
private func decode(_ recorder: TraceRecorder) throws -> Trace {
  try TraceDecoder(file: "recorded.json").decode(recorder.bytes)
}

/// Each event in a short form that is easy to compare: `t phase touch` or `t action`.
private func summary(_ trace: Trace) -> [String] {
  trace.events.map { event in
    let t = NumberText.fixed(event.t, decimals: 3)
    switch event.kind {
    case .touch(let touch):
      return "\(t) \(touch.touch) \(touch.phase.rawValue) \(touch.location.x),\(touch.location.y)"
    case .action(.push(let screen, let animated)):
      return "\(t) push \(screen.id)\(animated ? "" : " unanimated")"
    case .action(.pop(let animated)):
      return "\(t) pop\(animated ? "" : " unanimated")"
    case .action(.setStack(let screens)):
      return "\(t) setStack \(screens.map(\.id).joined(separator: ","))"
    case .action(.set(let change)):
      return "\(t) set \(describe(change))"
    case .action(.present(let screen, _, _)):
      return "\(t) present \(screen.id)"
    case .action(.dismiss):
      return "\(t) dismiss"
    }
  }
}

/// A `set` as `screen property value`, or `property value` for the navigation controller.
private func describe(_ change: PropertyChange) -> String {
  switch change {
  case .navigation(.navigationBarHidden(let value)): "navigationBarHidden \(value)"
  case .navigation(.fullscreenPopGestureEnabled(let value)): "fullscreenPopGestureEnabled \(value)"
  case .navigation(.viewControllerBasedNavigationBarAppearanceEnabled(let value)):
    "viewControllerBasedNavigationBarAppearanceEnabled \(value)"
  case .navigation(.interactivePopGestureEnabled(let value)): "interactivePopGestureEnabled \(value)"
  case .navigation(.contentPopGestureEnabled(let value)): "contentPopGestureEnabled \(value)"
  case .navigation(.interactivePopDelegate(let value)): "interactivePopDelegate \(value.rawValue)"
  case .navigation(.contentPopDelegate(let value)): "contentPopDelegate \(value.rawValue)"
  case .screen(let screen, .backButton(let value)): "\(screen) backButton \(value.rawValue)"
  case .screen(let screen, .interactivePopDisabled(let value)): "\(screen) interactivePopDisabled \(value)"
  case .screen(let screen, .prefersNavigationBarHidden(let value)):
    "\(screen) prefersNavigationBarHidden \(value)"
  case .screen(let screen, .maxAllowedInitialDistanceToLeftEdge(let value)):
    "\(screen) maxAllowedInitialDistanceToLeftEdge \(value)"
  case .view(let screen, let view, let property): "\(screen)/\(view) \(property)"
  }
}

/// The tests of `PopGestureCapture`'s files at the top of its test folder: one suite across its files, each file extending it,
/// so that `swift test` prints the suite once. This file's tests follow.
/// `TraceRecorder`: round trips through the decoder and the replayer, and each repair it makes.
@Suite("PopGestureCapture")
struct CaptureSuite {
  static let home = TraceRecorder.ScreenSnapshot(id: "home")
  static let detail = TraceRecorder.ScreenSnapshot(id: "detail")

  @Test("a recorded middle swipe round-trips through the decoder and pops on replay")
  func roundTrip() throws {
    var recorder = TraceRecorder(name: "recorded swipe")
    recorder.recordStack([Self.home, Self.detail], timestamp: boot - 3)
    recordSwipe(&recorder, from: Point(x: 150, y: 400), to: Point(x: 330, y: 404), start: boot)
    let trace = try decode(recorder)
    #expect(trace.name == "recorded swipe")
    #expect(trace.navigation.stack.map(\.id) == ["home", "detail"])
    #expect(trace.events.count == 26)
    #expect(trace.events.first?.t == 0)
    #expect(trace.events.last?.t == 0.2)
    #expect(try finalStack(trace) == ["home"])
    #expect(recorder.repairs.isEmpty)
  }

  @Test("the document is the shared writer's, with times rounded to the millisecond and points to a tenth")
  func layout() {
    var recorder = TraceRecorder()
    recorder.recordStack([Self.home, Self.detail], timestamp: boot)
    recorder.recordTouch(1, phase: .began, at: Point(x: 150.04, y: 400.06), timestamp: boot + 0.0004)
    recorder.recordTouch(1, phase: .ended, at: Point(x: 150.04, y: 400.06), timestamp: boot + 0.01666)
    #expect(recorder.document == TraceWriter.document(recorder.trace))
    #expect(
      recorder.document == """
        {
          "format": "popgesture-trace/1",
          "policy": "fd",
          "navigation": {
            "stack": [
              {"id": "home"},
              {"id": "detail"}
            ]
          },
          "events": [
            {"t": 0, "touch": 1, "phase": "began", "x": 150, "y": 400.1},
            {"t": 0.016, "touch": 1, "phase": "ended", "x": 150, "y": 400.1}
          ]
        }

        """)
  }

  @Test("a screen's views, read from its hierarchy, are written with it and decode in screen points")
  func views() throws {
    var recorder = TraceRecorder()
    recorder.recordStack([Self.home], timestamp: boot)
    let player = TraceRecorder.ScreenSnapshot(id: "player", hierarchy: ImportFixture.liveTree)
    recorder.recordStack([Self.home, player], timestamp: boot + 1)
    let trace = try decode(recorder)
    guard case .action(.push(let screen, _)) = trace.events.first?.kind else {
      Issue.record("expected a push")
      return
    }
    // The hidden table is written as such, so hit testing skips it as UIKit's does.
    #expect(screen.views.map(\.id) == ["collectionView", "slider", "tableView"])
    #expect(screen.views.map(\.hidden) == [false, false, true])
    #expect(screen.views[0].frame == Rect(x: 0, y: 91, width: 390, height: 300))
    #expect(screen.views[0].pagingEnabled)
    #expect(screen.views[0].contentOffset == Point(x: 390, y: 0))
    #expect(screen.views[0].subviews.map(\.frame) == [Rect(x: 10, y: 111, width: 300, height: 200)])
    #expect(screen.views[0].subviews.map(\.kind) == [.pan])
    #expect(screen.views[1].value == 0.25)
    #expect(screen.views[1].thumbSize == Size(width: 37, height: 24))
    #expect(screen == player.screen)
    // A snapshot of the same ids whose views moved writes nothing new.
    var moved = ImportFixture.liveTree
    moved.children[0].scroll?.contentOffset = .zero
    recorder.recordStack([Self.home, .init(id: "player", hierarchy: moved)], timestamp: boot + 2)
    #expect(try decode(recorder).events.count == 1)
  }

  @Test("the header carries the policy, the device and the navigation settings")
  func header() throws {
    var device = Device()
    device.width = 430
    device.height = 932
    device.topInset = 59
    device.layoutDirection = .rightToLeft
    var recorder = TraceRecorder(name: nil, policy: .zw, device: device)
    recorder.installedByPush = false
    recorder.fullscreenPopGestureEnabled = false
    recorder.viewControllerBasedNavigationBarAppearanceEnabled = false
    recorder.recordNavigationBar(hidden: true, timestamp: boot)
    recorder.recordStack(
      [
        Self.home,
        .init(
          id: "detail", prefersNavigationBarHidden: true, interactivePopDisabled: true,
          maxAllowedInitialDistanceToLeftEdge: 40),
      ], timestamp: boot)
    let trace = try decode(recorder)
    #expect(trace.policy == .zw)
    #expect(trace.device == device)
    #expect(trace.navigation.navigationBarHidden)
    // An iOS version the format does not take is the default, so the document still decodes.
    var unknown = TraceRecorder(
      device: {
        var device = Device()
        device.ios = 3
        return device
      }())
    #expect(try decode(unknown).device.ios == Device.defaultIOS)
    unknown.device?.ios = 18
    #expect(try decode(unknown).device.ios == 18)
    #expect(!trace.navigation.installedByPush)
    #expect(!trace.navigation.fullscreenPopGestureEnabled)
    #expect(!trace.navigation.viewControllerBasedNavigationBarAppearanceEnabled)
    let top = try #require(trace.navigation.stack.last)
    #expect(top.prefersNavigationBarHidden && top.interactivePopDisabled)
    #expect(top.maxAllowedInitialDistanceToLeftEdge == 40)
  }

  @Test("later snapshots become push, pop, setStack and set actions")
  func stackChanges() throws {
    var recorder = TraceRecorder()
    recorder.recordStack([Self.home], timestamp: boot)
    recorder.recordStack([Self.home, Self.detail], timestamp: boot + 1)
    recorder.recordStack([Self.home, Self.detail], timestamp: boot + 1.5)
    recorder.recordStack([Self.home], timestamp: boot + 2, animated: false)
    recorder.recordStack([.init(id: "settings"), .init(id: "about")], timestamp: boot + 3)
    recorder.recordStack(
      [
        .init(id: "settings", interactivePopDisabled: true),
        .init(id: "about", prefersNavigationBarHidden: true),
      ],
      timestamp: boot + 4)
    recorder.recordStack(
      [.init(id: "settings"), .init(id: "about", prefersNavigationBarHidden: true), Self.detail],
      timestamp: boot + 5)
    let trace = try decode(recorder)
    #expect(
      summary(trace) == [
        "0.000 push detail",
        "1.000 pop unanimated",
        "2.000 setStack settings,about",
        "3.000 set settings interactivePopDisabled true",
        "3.000 set about prefersNavigationBarHidden true",
        "4.000 push detail",
        "4.000 set settings interactivePopDisabled false",
      ])
    #expect(try finalStack(trace) == ["settings", "about", "detail"])
  }

  @Test("a back swipe's own pop is followed, not written, so the replay pops once")
  func interactivePop() throws {
    var recorder = TraceRecorder()
    recorder.recordStack([Self.home, .init(id: "list"), Self.detail], timestamp: boot)
    recordSwipe(&recorder, from: Point(x: 150, y: 400), to: Point(x: 330, y: 404), start: boot)
    recorder.recordStack([Self.home, .init(id: "list")], timestamp: boot + 0.45, isInteractivePop: true)
    recorder.recordStack([Self.home], timestamp: boot + 1)
    let trace = try decode(recorder)
    #expect(summary(trace).last == "1.000 pop")
    #expect(trace.events.count == 27)
    #expect(try finalStack(trace) == ["home"])
  }

  @Test("a change said to be a back swipe's that is not a pop by one is written anyway")
  func interactiveThatIsNotAPop() throws {
    var recorder = TraceRecorder()
    recorder.recordStack([Self.home, Self.detail], timestamp: boot)
    recorder.recordStack([Self.home, .init(id: "other")], timestamp: boot + 1, isInteractivePop: true)
    recorder.recordStack([Self.home, .init(id: "other", interactivePopDisabled: true)], timestamp: boot + 2)
    #expect(summary(try decode(recorder)).first == "0.000 setStack home,other")
  }

  @Test("bar states before the first event start the trace; later ones are set actions")
  func navigationBar() throws {
    var recorder = TraceRecorder()
    recorder.recordNavigationBar(hidden: false, timestamp: boot)
    recorder.recordStack([Self.home, Self.detail], timestamp: boot)
    recorder.recordNavigationBar(hidden: true, timestamp: boot)
    recorder.recordTouch(1, phase: .began, at: Point(x: 100, y: 400), timestamp: boot + 1)
    recorder.recordTouch(1, phase: .ended, at: Point(x: 100, y: 400), timestamp: boot + 1.1)
    recorder.recordNavigationBar(hidden: false, timestamp: boot + 2)
    let trace = try decode(recorder)
    #expect(trace.navigation.navigationBarHidden)
    #expect(summary(trace).last == "1.000 set navigationBarHidden false")
  }

  @Test("samples for a finger that is not down are dropped")
  func dropsSamplesOfFingersNotDown() throws {
    var recorder = TraceRecorder()
    recorder.recordStack([Self.home, Self.detail], timestamp: boot)
    recorder.recordTouch(2, phase: .moved, at: Point(x: 10, y: 10), timestamp: boot)
    recorder.recordTouch(2, phase: .ended, at: Point(x: 10, y: 10), timestamp: boot)
    recorder.recordTouch(1, phase: .began, at: Point(x: 100, y: 400), timestamp: boot + 0.5)
    recorder.recordTouch(1, phase: .cancelled, at: Point(x: 100, y: 400), timestamp: boot + 0.6)
    recorder.recordTouch(1, phase: .moved, at: Point(x: 120, y: 400), timestamp: boot + 0.7)
    let trace = try decode(recorder)
    #expect(summary(trace) == ["0.000 1 began 100.0,400.0", "0.100 1 cancelled 100.0,400.0"])
    #expect(
      recorder.repairs == [
        .droppedSample(touch: 2, phase: .moved), .droppedSample(touch: 2, phase: .ended),
        .droppedSample(touch: 1, phase: .moved),
      ])
  }

  @Test("a finger that goes down again without ending is cancelled at its last point first")
  func cancelsStaleTouch() throws {
    var recorder = TraceRecorder()
    recorder.recordStack([Self.home, Self.detail], timestamp: boot)
    recorder.recordTouch(1, phase: .began, at: Point(x: 100, y: 400), timestamp: boot)
    recorder.recordTouch(1, phase: .moved, at: Point(x: 105, y: 400), timestamp: boot + 0.1)
    recorder.recordTouch(1, phase: .began, at: Point(x: 200, y: 300), timestamp: boot + 0.2)
    recorder.recordTouch(1, phase: .ended, at: Point(x: 200, y: 300), timestamp: boot + 0.3)
    let trace = try decode(recorder)
    #expect(
      summary(trace) == [
        "0.000 1 began 100.0,400.0", "0.100 1 moved 105.0,400.0", "0.200 1 cancelled 105.0,400.0",
        "0.200 1 began 200.0,300.0", "0.300 1 ended 200.0,300.0",
      ])
    #expect(recorder.repairs == [.cancelledStaleTouch(1)])
    _ = try finalStack(trace)
  }

  @Test("time never goes backwards, and a time that is not finite takes the one before")
  func clampsTime() throws {
    var recorder = TraceRecorder()
    recorder.recordStack([Self.home, Self.detail], timestamp: boot)
    recorder.recordTouch(1, phase: .began, at: Point(x: 100, y: 400), timestamp: .nan)
    recorder.recordTouch(1, phase: .moved, at: Point(x: 110, y: 400), timestamp: boot + 1)
    recorder.recordTouch(1, phase: .moved, at: Point(x: 120, y: 400), timestamp: boot + 0.5)
    recorder.recordTouch(1, phase: .ended, at: Point(x: 130, y: 400), timestamp: .infinity)
    let trace = try decode(recorder)
    #expect(trace.events.map(\.t) == [0, 0, 0, 0])
    #expect(
      recorder.repairs == [.replacedNonFiniteTime, .clampedTime(by: 0.5), .replacedNonFiniteTime])
  }

  @Test("times count from the first event, whenever the first snapshot was taken")
  func timesFromFirstEvent() throws {
    var recorder = TraceRecorder()
    recorder.recordTouch(1, phase: .began, at: Point(x: 100, y: 400), timestamp: boot)
    recorder.recordTouch(1, phase: .ended, at: Point(x: 100, y: 400), timestamp: boot + 0.25)
    recorder.recordStack([Self.home, Self.detail], timestamp: boot + 10)
    let trace = try decode(recorder)
    #expect(trace.events.map(\.t) == [0, 0.25])
    #expect(trace.navigation.stack.map(\.id) == ["home", "detail"])
  }

  @Test("a point that is not finite takes the finger's last one; a began without one is dropped")
  func nonFinitePoints() throws {
    var recorder = TraceRecorder()
    recorder.recordStack([Self.home, Self.detail], timestamp: boot)
    recorder.recordTouch(1, phase: .began, at: Point(x: .nan, y: 400), timestamp: boot)
    recorder.recordTouch(1, phase: .moved, at: Point(x: 110, y: 400), timestamp: boot + 0.1)
    recorder.recordTouch(2, phase: .began, at: Point(x: 100, y: 400), timestamp: boot + 0.2)
    recorder.recordTouch(2, phase: .moved, at: Point(x: 100, y: .infinity), timestamp: boot + 0.3)
    recorder.recordTouch(2, phase: .ended, at: Point(x: 120, y: 400), timestamp: boot + 0.4)
    let trace = try decode(recorder)
    #expect(
      summary(trace) == [
        "0.000 2 began 100.0,400.0", "0.100 2 moved 100.0,400.0", "0.200 2 ended 120.0,400.0",
      ])
    #expect(
      recorder.repairs == [
        .droppedSample(touch: 1, phase: .began), .droppedSample(touch: 1, phase: .moved),
        .replacedNonFinitePoint(touch: 2),
      ])
  }

  @Test("screen ids are made unique and non-empty, in stack order")
  func uniqueScreenIDs() throws {
    var recorder = TraceRecorder()
    recorder.recordStack(
      [.init(id: "list"), .init(id: "detail"), .init(id: "detail"), .init(id: ""), .init(id: "detail-2")],
      timestamp: boot)
    recorder.recordStack([.init(id: "list"), .init(id: "detail"), .init(id: "detail")], timestamp: boot + 1)
    let trace = try decode(recorder)
    #expect(trace.navigation.stack.map(\.id) == ["list", "detail", "detail-2", "screen", "detail-2-2"])
    #expect(summary(trace) == ["0.000 setStack list,detail,detail-2"])
    #expect(
      recorder.repairs == [
        .renamedScreen(from: "detail", to: "detail-2"), .renamedScreen(from: "", to: "screen"),
        .renamedScreen(from: "detail-2", to: "detail-2-2"), .renamedScreen(from: "detail", to: "detail-2"),
      ])
  }

  @Test("copies of one id take the lowest free suffix each, in stack order, however many there are")
  func manyCopiesOfOneID() throws {
    var recorder = TraceRecorder()
    let ids = ["x", "x", "x-3", "x", "x"] + Array(repeating: "x", count: 995)
    recorder.recordStack(ids.map { .init(id: $0) }, timestamp: boot)
    let trace = try decode(recorder)
    let expected = ["x", "x-2", "x-3", "x-4", "x-5"] + (6...1_000).map { "x-\($0)" }
    #expect(trace.navigation.stack.map(\.id) == expected)
    #expect(recorder.repairs.count == 998)
  }

  @Test("empty snapshots are dropped, and without any snapshot the stack is one placeholder screen")
  func missingStack() throws {
    var recorder = TraceRecorder()
    recorder.recordStack([], timestamp: boot)
    recordSwipe(&recorder, from: Point(x: 150, y: 400), to: Point(x: 330, y: 404), start: boot)
    let trace = try decode(recorder)
    #expect(trace.navigation.stack.map(\.id) == [TraceRecorder.placeholderScreenID])
    #expect(recorder.repairs == [.droppedEmptyStack])
    #expect(try finalStack(trace) == [TraceRecorder.placeholderScreenID])
  }

  @Test("a negative or non-finite maximum start distance becomes 0")
  func zeroesMaxDistance() throws {
    var recorder = TraceRecorder()
    recorder.recordStack(
      [Self.home, .init(id: "detail", maxAllowedInitialDistanceToLeftEdge: -.infinity)], timestamp: boot)
    let trace = try decode(recorder)
    #expect(trace.navigation.stack.last?.maxAllowedInitialDistanceToLeftEdge == 0)
    #expect(recorder.repairs == [.zeroedMaxDistance(screen: "detail")])
  }

  @Test("a device size that is not positive falls back to the default")
  func badDeviceSize() throws {
    var device = Device()
    device.width = 0
    device.topInset = .nan
    let recorder = TraceRecorder(device: device)
    #expect(try decode(recorder).device == Device())
  }

  @Test("a point beyond 1e15 takes the finger's last one; a began at one is dropped")
  func outOfRangePoints() throws {
    var recorder = TraceRecorder()
    recorder.recordStack([Self.home, Self.detail], timestamp: boot)
    recorder.recordTouch(1, phase: .began, at: Point(x: 1e16, y: 400), timestamp: boot)
    recorder.recordTouch(2, phase: .began, at: Point(x: 100, y: 400), timestamp: boot + 0.1)
    recorder.recordTouch(2, phase: .moved, at: Point(x: 100, y: -1.7e308), timestamp: boot + 0.2)
    recorder.recordTouch(2, phase: .ended, at: Point(x: 1e15, y: -1e15), timestamp: boot + 0.3)
    let trace = try decode(recorder)
    #expect(
      summary(trace) == [
        "0.000 2 began 100.0,400.0", "0.100 2 moved 100.0,400.0",
        "0.200 2 ended 1000000000000000.0,-1000000000000000.0",
      ])
    #expect(
      recorder.repairs == [.droppedSample(touch: 1, phase: .began), .replacedOutOfRangePoint(touch: 2)])
  }

  @Test("a timestamp more than 1e15 s from the first takes the one before")
  func outOfRangeTimes() throws {
    var recorder = TraceRecorder()
    recorder.recordStack([Self.home, Self.detail], timestamp: boot)
    recorder.recordTouch(1, phase: .began, at: Point(x: 100, y: 400), timestamp: boot)
    recorder.recordTouch(1, phase: .moved, at: Point(x: 110, y: 400), timestamp: boot + 0.5)
    recorder.recordTouch(1, phase: .moved, at: Point(x: 120, y: 400), timestamp: 1e300)
    recorder.recordTouch(1, phase: .moved, at: Point(x: 130, y: 400), timestamp: -1.7e308)
    recorder.recordTouch(1, phase: .ended, at: Point(x: 140, y: 400), timestamp: boot + 1e15)
    let trace = try decode(recorder)
    #expect(trace.events.map(\.t) == [0, 0.5, 0.5, 0.5, 1e15])
    #expect(recorder.repairs == [.replacedOutOfRangeTime, .replacedOutOfRangeTime])
  }

  @Test("a maximum start distance beyond 1e15, which no touch could reach, becomes 0: no limit")
  func zeroesHugeMaxDistance() throws {
    var recorder = TraceRecorder()
    recorder.recordStack(
      [Self.home, .init(id: "detail", maxAllowedInitialDistanceToLeftEdge: 1e300)], timestamp: boot)
    recorder.recordStack(
      [Self.home, .init(id: "detail", maxAllowedInitialDistanceToLeftEdge: 2e15)], timestamp: boot)
    let trace = try decode(recorder)
    #expect(trace.navigation.stack.last?.maxAllowedInitialDistanceToLeftEdge == 0)
    #expect(trace.events.isEmpty)
    #expect(recorder.repairs == [.zeroedMaxDistance(screen: "detail"), .zeroedMaxDistance(screen: "detail")])
  }

  @Test("a device size beyond 1e15, or one written as 0.0, falls back to the default")
  func outOfRangeDeviceSize() throws {
    var device = Device()
    device.width = 1e16
    device.height = 0.04
    device.topInset = 1.7e308
    let recorder = TraceRecorder(device: device)
    #expect(try decode(recorder).device == Device())
  }

  @Test("repairs read as one line each")
  func repairDescriptions() {
    #expect(
      TraceRecorder.Repair.droppedSample(touch: 3, phase: .moved).description
        == "dropped a 'moved' of touch 3, which was not down")
    #expect(
      TraceRecorder.Repair.renamedScreen(from: "a", to: "a-2").description
        == "screen id 'a' was empty or repeated; wrote 'a-2'")
  }

  @Test("whatever a device reports, the document decodes")
  func arbitraryInputDecodes() {
    eachArgument(0..<40) { seed in try arbitraryInputDecodes(seed: seed) }
  }

  func arbitraryInputDecodes(seed: Int) throws {
    var generator = SeededGenerator(seed: UInt64(seed))
    var recorder = TraceRecorder(name: "seed \(seed)")
    let ids = ["home", "list", "detail", "", "list"]
    let phases = TouchPhase.allCases
    var clock = boot
    for _ in 0..<200 {
      clock += Double(generator.next() % 40) / 1000 - 0.005
      let timestamp = generator.next() % 50 == 0 ? generator.pick([Double.nan, 1e300, boot + 2e15]) : clock
      switch generator.next() % 10 {
      case 0:
        let count = Int(generator.next() % 5)
        let screens = (0..<count).map { _ in
          TraceRecorder.ScreenSnapshot(
            id: ids[Int(generator.next() % UInt64(ids.count))],
            prefersNavigationBarHidden: generator.next() % 2 == 0,
            interactivePopDisabled: generator.next() % 4 == 0,
            maxAllowedInitialDistanceToLeftEdge: generator.next() % 20 == 0
              ? 1e300 : Double(generator.next() % 100) - 20)
        }
        recorder.recordStack(
          screens, timestamp: timestamp, animated: generator.next() % 2 == 0,
          isInteractivePop: generator.next() % 3 == 0)
      case 1:
        recorder.recordNavigationBar(hidden: generator.next() % 2 == 0, timestamp: timestamp)
      default:
        let x =
          generator.next() % 30 == 0
          ? generator.pick([Double.nan, 1e300, -2e15, 1e15]) : Double(generator.next() % 400)
        recorder.recordTouch(
          Int(generator.next() % 3), phase: phases[Int(generator.next() % 4)],
          at: Point(x: x, y: Double(generator.next() % 800)), timestamp: timestamp)
      }
    }
    let trace = try decode(recorder)
    _ = Replayer.replay(trace)
    for policy in PolicyName.allCases {
      let log = JSONLFormat.render(Replayer.replay(trace, policy: policy))
      #expect(!log.replacingOccurrences(of: #""fault":null"#, with: "").contains("null"))
    }
  }
}
