import PopGestureFormats
import PopGestureTestSupport
import Testing

@testable import PopGesture
@testable import PopGestureTools

/// What a plot takes from a replay: the spans of each lane, from the trace and its records.
extension PlotSuite {
  /// The timeline of `Traces/<name>.json` as `popgesture plot` gathers it.
  static func timeline(_ name: String) throws -> Timeline {
    let trace = try RepositoryTraces.decode("Traces/\(name).json")
    return Timeline(trace: trace, records: Replayer.replay(trace))
  }

  /// The spans of the lane called `name`, as start, end and state.
  static func spans(_ timeline: Timeline, lane name: String) throws -> [(
    Double, Double, Timeline.LaneState
  )] {
    try #require(timeline.lanes.first { $0.name == name }).spans.map { ($0.start, $0.end, $0.state) }
  }

  @Test(
    "a pan that began and never ended is recognizing until its sequence's last lift, not through later swipes"
  )
  func recognizingEndsWithItsSequence() throws {
    // Under kvc a swipe on the root screen begins fullscreenPop, which the log never ends; a push
    // and a second swipe follow, in which no recognizer takes part.
    let timeline = try Self.timeline("kvc-swipe-on-root-screen-freezes")
    let spans = try Self.spans(timeline, lane: "fullscreenPop")
    #expect(spans.count == 2)
    #expect(spans.map(\.2) == [.possible, .recognizing])
    #expect(spans.last?.0 == 0.017)
    #expect(spans.last?.1 == 0.2)
    #expect(timeline.end == 1.2)
  }

  @Test("a pan that ends is recognizing until its record")
  func recognizingEndsAtItsRecord() throws {
    let last = try #require(
      try Self.spans(Self.timeline("fast-swipe-from-middle-pops"), lane: "fullscreenPop").last)
    #expect(last.1 == 0.2)
    #expect(last.2 == .recognizing)
  }

  @Test("without a lift, a pan that never ended stops where the next sequence starts, or at the end")
  func recognizingEndsAtTheNextSequence() throws {
    let touch = { (t: Double, phase: TouchPhase, candidates: [RecognizerID]?) in
      Record(
        t: t,
        .touch(
          TouchRecord(touch: 1, phase: phase, location: Point(x: 100, y: 400), recognizers: candidates)))
    }
    let began = Record(t: 0.1, .recognizer(RecognizerRecord(name: .fullscreenPop, state: .began)))
    let trace = Trace(
      navigation: NavigationDescription(stack: [Screen(id: "a"), Screen(id: "b")]), events: [])
    let records = [
      touch(0, .began, [.fullscreenPop]), began, touch(0.5, .began, []), touch(0.6, .ended, nil),
      Record(
        t: 0.8, .touch(TouchRecord(touch: 2, phase: .began, location: .zero, recognizers: [.pan(view: "x")]))),
      Record(t: 0.9, .recognizer(RecognizerRecord(name: .pan(view: "x"), state: .began))),
      Record(t: 1.5, .final(FinalRecord(stack: ["a"], navigationBarHidden: false, transitioning: false))),
    ]
    let timeline = Timeline(trace: trace, records: records)
    let pop = try #require(timeline.lanes.first { $0.name == "fullscreenPop" }?.spans.last)
    #expect(pop.start == 0.1 && pop.end == 0.5)
    let x = try #require(timeline.lanes.first { $0.name == "x.pan" }?.spans.last)
    #expect(x.start == 0.9 && x.end == 1.5)
  }

  @Test(
    "a slider whose thumb stops a pop has a lane: when it tracked, where it stopped, and the pans it failed")
  func sliderLane() throws {
    let timeline = try Self.timeline("slider-swiped-horizontally-blocks-pop-above-it-pops")
    let lane = try #require(timeline.sliderLanes.first)
    #expect(timeline.sliderLanes.count == 1)
    #expect(lane.name == "nowPlaying/scrubber")
    // From the first touch of the swipe on the thumb to the slider record at the lift; the
    // second swipe, above the slider, is not its business.
    #expect(lane.spans.map { [$0.start, $0.end] } == [[0, 0.3]])
    #expect(lane.spans.map(\.state) == [.tracking])
    #expect(lane.moments.map(\.label) == ["fullscreenPop failed", "contentPop failed", "value 0.889"])
    #expect(lane.moments.map(\.kind) == [.failed, .failed, .sliderValue])
    // The failures keep their place on the recognizers' lanes too, and the slider's value is no
    // longer among the scroll views' moments.
    #expect(
      timeline.lanes.first { $0.name == "fullscreenPop" }?.moments.first?.label
        == "failed preventedBy scrubber")
    #expect(timeline.scrollMoments.isEmpty)
  }

  @Test(
    "a slider that a scroll view's pan took over tracked until the pan began; one touched off its thumb has no lane"
  )
  func sliderLaneEndsAtItsRecord() throws {
    let scrolled = try Self.timeline("slider-in-scroll-view-vertical-drag-on-thumb-scrolls")
    #expect(scrolled.sliderLanes.map(\.name) == ["settings/volume"])
    #expect(scrolled.sliderLanes.first?.spans.map { [$0.start, $0.end] } == [[0, 0.033]])
    #expect(scrolled.sliderLanes.first?.moments.map(\.label) == ["value 0.507"])
    #expect(scrolled.scrollMoments.map(\.label) == ["settings/form offset (0.0, 476.0)"])
    #expect(try Self.timeline("slider-swipe-on-track-off-thumb-pops").sliderLanes.isEmpty)
  }
}
