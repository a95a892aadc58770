import PopGestureFormats
import PopGestureTestSupport
import PopGestureTesting
import PopGestureTools
import Testing

/// `ReplayOutcome`: what a replay did, as values read from its records and its log.
extension TestingLibrarySuite {
  /// A swipe from the middle, 200 pt in 0.2 s.
  static let middleSwipe = Scenario.Step.swipe(
    from: Point(x: 100, y: 400), to: Point(x: 300, y: 400), duration: 0.2)

  @Test("a swipe that pops: who won, every fate, the release, the final stack")
  func popped() throws {
    let scenario = Scenario(stack: [Screen(id: "home"), Screen(id: "detail")], steps: [Self.middleSwipe])
    let outcome = try scenario.replay()
    #expect(outcome.popped)
    #expect(outcome.stack == ["home"])
    #expect(!outcome.isNavigationBarHidden && !outcome.isTransitioning && outcome.fault == nil)
    let swipe = try #require(outcome.swipes.first)
    #expect(outcome.swipes.count == 1)
    #expect(swipe.number == 1 && swipe.start == 0 && swipe.location == Point(x: 100, y: 400))
    #expect(swipe.hit == .screen("detail"))
    #expect(swipe.winner == .fullscreenPop)
    #expect(
      swipe.recognizers == [
        SwipeOutcome.Candidate(.fullscreenPop, .began),
        SwipeOutcome.Candidate(.contentPop, .failed(.preventedBy, by: .recognizer(.fullscreenPop))),
      ])
    #expect(swipe.pop == .popped(from: "detail", to: "home", recognizer: .fullscreenPop, landed: 0.41))
    #expect(swipe.release?.decision == .finish)
    #expect(swipe.navigationBar.isEmpty && swipe.effects.isEmpty)
    #expect(swipe.summary == "popped detail -> home through fullscreenPop at 0.410")
  }

  @Test("a refused swipe: no winner, the reason word, no release, the stack as it was")
  func refused() throws {
    let scenario = Scenario(
      device: Device(ios: 18),
      stack: [Screen(id: "home"), Screen(id: "detail", interactivePopDisabled: true)],
      steps: [Self.middleSwipe])
    let outcome = try scenario.replay()
    #expect(!outcome.popped)
    #expect(outcome.stack == ["home", "detail"])
    let swipe = try #require(outcome.swipes.first)
    #expect(swipe.winner == nil && swipe.pop == .none && swipe.release == nil)
    #expect(swipe.fate(of: .fullscreenPop) == .failed(.popDisabled))
    #expect(swipe.fate(of: .edgePop) == nil)
  }

  @Test("each sequence's bar changes, and the bar at the end")
  func navigationBar() throws {
    let scenario = Scenario(
      navigation: NavigationDescription(
        stack: [Screen(id: "settings"), Screen(id: "profile", prefersNavigationBarHidden: true)],
        navigationBarHidden: true),
      steps: [Self.middleSwipe])
    let outcome = try scenario.replay()
    #expect(outcome.swipes.map(\.navigationBar) == [[.shown(animated: true)]])
    #expect(!outcome.isNavigationBarHidden)
  }

  @Test("numbers are the log's: the README trace's release is finish at 0.487 and 1000.0 pt/s")
  func roundedAsTheLog() throws {
    let trace = try GoldenTrace(
      path: PackageFiles.root + "/Traces/fast-swipe-from-middle-pops.json", name: ""
    )
    .load()
    let outcome = ReplayOutcome(replaying: trace)
    #expect(
      outcome.swipes.first?.release
        == ReleaseRecord(progress: 0.487, velocity: 1000, decision: .finish, settle: 0.2))
  }

  @Test("the records and the verdict log are the replay's own, as replay and a golden have them")
  func recordsAndLog() throws {
    let trace = try Scenario(
      stack: [Screen(id: "home"), Screen(id: "detail")], steps: [Self.middleSwipe, Self.middleSwipe]
    ).trace()
    let outcome = ReplayOutcome(replaying: trace)
    #expect(outcome.records == Replayer.replay(trace))
    #expect(outcome.verdictLog == VerdictLog.text(for: trace))
    #expect(outcome.swipes.map(\.number) == [1, 2])
    #expect(outcome.swipes.map(\.start) == [0, 0.7])
    // The second swipe is on the root screen.
    #expect(outcome.swipes.last?.fate(of: .fullscreenPop) == .failed(.rootScreen))
  }

  @Test("what else a swipe moved: a slider held by its thumb keeps the swipe from the pop")
  func effects() throws {
    let volume = GestureView.slider(id: "volume", frame: Rect(x: 20, y: 600, width: 350, height: 44))
    let scenario = Scenario(
      stack: [Screen(id: "home"), Screen(id: "player", views: [volume])],
      steps: [.swipe(from: Point(x: 38, y: 622), to: Point(x: 200, y: 622), duration: 0.2)])
    let swipe = try #require(try scenario.replay().swipes.first)
    #expect(!swipe.popped)
    #expect(swipe.fate(of: .fullscreenPop) == .failed(.preventedBy, by: .slider(view: "volume")))
    guard case .slid(let view, let value)? = swipe.effects.first, swipe.effects.count == 1 else {
      Issue.record("expected the slider to move, got \(swipe.effects)")
      return
    }
    #expect(view == ScreenView(screen: "player", view: "volume") && value > 0.4)
  }

  @Test("ids the text log cannot read back whole, with ', ' or two spaces, still give the outcome")
  func awkwardIDs() throws {
    let home = Screen(id: "home, sweet  home")
    let scenario = Scenario(stack: [home, Screen(id: "detail")], steps: [Self.middleSwipe])
    let outcome = try scenario.replay()
    #expect(outcome.stack == ["home, sweet  home"])
    let swipe = try #require(outcome.swipes.first)
    #expect(swipe.winner == .fullscreenPop)
    guard case .popped(let from, let to, _, _) = swipe.pop else {
      Issue.record("expected a pop, got \(swipe.pop)")
      return
    }
    #expect(from == "detail" && to == "home, sweet  home")
  }
}
