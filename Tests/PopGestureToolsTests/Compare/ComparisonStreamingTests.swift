import PopGestureFormats
import PopGestureTestSupport
import Testing

@testable import PopGesture
@testable import PopGestureTools

/// `compare` of a long trace holds only its open swipes: each swipe is handed over, and written,
/// as soon as every system has settled it, and what is held does not grow with the trace.
extension CompareSuite {
  /// `count` swipes from the middle a second apart, each popping the detail screen under most
  /// systems, then a push of it back, as the benchmark's long trace does.
  static func swipes(_ count: Int) throws -> Trace {
    var script = TraceScript()
    for index in 0..<count {
      let start = Double(index)
      script.swipe(from: (120, 400), to: (300, 400), duration: 0.2, at: start)
      script.action(start + 0.6, #""action": "push", "screen": {"id": "detail"}"#)
    }
    return try script.trace()
  }

  /// Feeds `trace` to replays that read their records after every event, noting after how many
  /// events each swipe was handed over and the most outcomes held at once, and writes what is
  /// handed over with a writer of `format`.
  static func stream(_ trace: Trace, format: ComparisonWriter.Format) -> (
    handedOverAfter: [Int: Int], mostHeld: Int, text: String
  ) {
    var replays = Comparison.Replays(header: trace.header, policy: nil, ios: nil, batchSize: 1)
    var writer = ComparisonWriter(format: format, systems: replays.systems)
    var parts: [ComparisonWriter.Part: String] = [:]
    var handedOverAfter: [Int: Int] = [:]
    var mostHeld = 0
    for (index, event) in trace.events.enumerated() {
      replays.feed(event)
      mostHeld = max(mostHeld, replays.heldOutcomeCount)
      for swipe in replays.takeSettledSwipes() {
        handedOverAfter[swipe.number] = index + 1
        writer.write(swipe) { parts[$0, default: ""] += $1 }
      }
    }
    let (swipes, final) = replays.finish()
    for swipe in swipes { writer.write(swipe) { parts[$0, default: ""] += $1 } }
    var text = ""
    for piece in writer.finish(final: final, to: { parts[$0, default: ""] += $1 }) {
      switch piece {
      case .text(let piece): text += piece
      case .part(let part): text += parts[part] ?? ""
      }
    }
    return (handedOverAfter, mostHeld, text)
  }

  @Test("a swipe is handed over once every system has settled it, long before the trace ends")
  func handedOverAsSettled() throws {
    let trace = try Self.swipes(6)
    let streamed = Self.stream(trace, format: .jsonl)
    // A swipe settles when the next one's first finger goes down: swipe 1 while the second
    // swipe is fed, swipe 5 while the sixth is.
    let eventsPerSwipe = trace.events.count / 6
    for number in 1...5 {
      let next = (number * eventsPerSwipe + 1)...((number + 1) * eventsPerSwipe)
      #expect(streamed.handedOverAfter[number].map(next.contains) == true, "swipe \(number)")
    }
    // The last swipe is settled only by the end of the trace.
    #expect(streamed.handedOverAfter[6] == nil)
  }

  @Test("the outcomes held at once do not grow with the number of swipes")
  func boundedState() throws {
    let short = Self.stream(try Self.swipes(3), format: .text(name: nil))
    let long = Self.stream(try Self.swipes(30), format: .text(name: nil))
    #expect(short.mostHeld == long.mostHeld)
    // At most one settled swipe per system waits for the others.
    #expect(long.mostHeld <= Comparison.iosVersions.count * PolicyName.allCases.count)
  }

  @Test("written as it streams, a comparison is byte for byte the one written whole")
  func streamedIsWhole() {
    eachArgument([1, 2, 7]) { swipeCount in try streamedIsWhole(swipeCount: swipeCount) }
  }

  func streamedIsWhole(swipeCount: Int) throws {
    let trace = try Self.swipes(swipeCount)
    let comparison = Comparison(trace: trace)
    #expect(Self.stream(trace, format: .text(name: "s")).text == ComparisonFormat.text(comparison, name: "s"))
    #expect(Self.stream(trace, format: .jsonl).text == ComparisonFormat.jsonl(comparison))
  }
}
