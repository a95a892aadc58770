import Foundation
import PopGestureFormats
import PopGestureTestSupport
import PopGestureTesting
import Testing

@testable import PopGesture

/// Seeded random traces at the edges of what a trace may hold (numbers up to 1e15 either way,
/// tiny and zero sizes, huge settings, times near the bound, moves of 1e15 pt in a millisecond):
/// whatever the model derives from them stays finite, so no log shows a number it cannot write.
extension ReplaySuite {
  /// Lengths from nothing to the bound.
  static let lengths: [Double] = [0, 1e-300, 1e-10, 0.5, 13, 390, 1e15]
  /// Coordinates from one bound to the other.
  static let coordinates: [Double] = [-1e15, -1e-300, 0, 1e-300, 5, 150, 330, 1e15]

  /// A frame of any size anywhere, or half the time one that most points hit.
  static func frame(_ random: inout SeededGenerator) -> String {
    guard random.next() % 2 == 0 else { return "[-5e14, -5e14, 1e15, 1e15]" }
    let x = random.pick(coordinates)
    let y = random.pick(coordinates)
    return "[\(x), \(y), \(random.pick(lengths)), \(random.pick(lengths))]"
  }

  /// A screen with a scroll view (paging or not, bouncing or not), a pan and a row, of any size.
  static func screen(_ id: String, _ random: inout SeededGenerator) -> String {
    let pager = """
      {"id": "pager", "kind": "scrollView", "frame": \(frame(&random)),
       "contentSize": [\(random.pick(lengths)), \(random.pick(lengths))],
       "contentOffset": [\(random.pick(coordinates)), \(random.pick(coordinates))],
       "pagingEnabled": \(random.pick([true, false])), "bounces": \(random.pick([true, false])),
       "alwaysBounceHorizontal": \(random.pick([true, false])), "alwaysBounceVertical": \(random.pick([true, false])),
       "simultaneousWithPop": "\(random.pick(["never", "atLeadingEdge", "always"]))", "subviews": [
        {"id": "row", "kind": "swipeActions", "frame": \(frame(&random)), "revealed": \(random.pick([true, false]))},
        {"id": "sheet", "kind": "pan", "frame": \(frame(&random)),
         "direction": "\(random.pick(["any", "horizontal", "vertical"]))"}]}
      """
    let limit = random.pick(lengths)
    return #"{"id": "\#(id)", "maxAllowedInitialDistanceToLeftEdge": \#(limit), "views": [\#(pager)]}"#
  }

  static func extremeScript(seed: UInt64) -> TraceScript {
    var random = SeededGenerator(seed: seed)
    let stack =
      "["
      + ["a", "b", "c"].prefix(Int(random.next() % 2) + 2).map { screen($0, &random) }
      .joined(separator: ", ") + "]"
    var script = TraceScript(stack: stack, policy: random.pick(PolicyName.allCases).rawValue)
    script.device = [
      #""width": \#(random.pick(lengths.filter { $0 > 0 }))"#,
      #""height": \#(random.pick(lengths.filter { $0 > 0 }))"#, #""topInset": \#(random.pick(lengths))"#,
      #""layoutDirection": "\#(random.pick(Device.LayoutDirection.allCases).rawValue)""#,
    ]
    let settings = [
      "panHysteresis", "edgeRegion", "edgeHysteresis", "edgeMaxDuration", "contentHysteresis",
      "navigationBarHeight", "transitionDuration", "releaseProjection",
    ]
    script.settings =
      settings.filter { _ in random.next() % 2 == 0 }.map { #""\#($0)": \#(random.pick(lengths))"# }
      + [#""finishRule": "\#(random.pick(FinishRule.allCases).rawValue)""#]
    script.navigation = [
      #""installedByPush": \#(random.pick([true, false]))"#,
      #""navigationBarHidden": \#(random.pick([true, false]))"#,
    ]
    // Times from anywhere up to the bound, in steps from none to huge.
    var t = random.pick([0, 1e15 - 1, 1e15 - 1e-3, 5e14])
    var down: Set<Int> = []
    for _ in 0..<50 {
      t = min(t + random.pick([0, 1e-300, 1e-4, 0.001, 0.016, 0.3, 1e14]), 1e15)
      let point = (random.pick(coordinates), random.pick(coordinates))
      switch random.next() % 10 {
      case 0:
        script.action(
          t,
          random.pick([
            #""action": "push", "screen": \#(screen("c", &random)), "animated": \#(random.pick([true, false]))"#,
            #""action": "pop", "animated": \#(random.pick([true, false]))"#,
            #""action": "setStack", "screens": [\#(screen("a", &random)), \#(screen("b", &random))]"#,
            #""action": "set", "screen": "b", "view": "pager", "property": "contentOffset", "value": [\#(point.0), \#(point.1)]"#,
            #""action": "set", "screen": "b", "property": "maxAllowedInitialDistanceToLeftEdge", "value": \#(point.0)"#,
          ]))
      case 1, 2:
        let touch = Int(random.next() % 3) + 1
        guard !down.contains(touch) else { continue }
        down.insert(touch)
        script.touchEvent(t, touch, "began", point.0, point.1)
      default:
        guard let touch = down.sorted().first else { continue }
        let phase = random.pick(["moved", "moved", "moved", "ended", "cancelled"])
        if phase != "moved" { down.remove(touch) }
        script.touchEvent(t, touch, phase, point.0, point.1)
      }
    }
    return script
  }

  /// Where `pattern` (a regular expression) matches `text`, as the matched strings.
  static func matches(_ pattern: String, in text: String) -> [String] {
    guard let expression = try? NSRegularExpression(pattern: pattern) else { return ["bad pattern"] }
    let range = NSRange(text.startIndex..., in: text)
    return expression.matches(in: text, range: range).compactMap {
      Range($0.range, in: text).map { String(text[$0]) }
    }
  }

  static let seeds = 0..<200

  @Test("the extreme traces reach releases, scrolls and times near the bound, under each policy")
  func reachesTheModel() throws {
    var releases: [PolicyName: Int] = [:]
    var scrolls = 0
    var lateRecords = 0
    for seed in Self.seeds {
      let trace = try Self.extremeScript(seed: UInt64(seed)).trace()
      for policy in PolicyName.allCases {
        let records = Replayer.replay(trace, policy: policy)
        releases[policy, default: 0] += records.releases.count
        scrolls += records.filter { $0.type == "scroll" }.count
        lateRecords += records.filter { $0.t > 1e14 }.count
      }
    }
    #expect(PolicyName.allCases.allSatisfy { releases[$0, default: 0] >= 20 }, "\(releases)")
    #expect(scrolls >= 20)
    #expect(lateRecords >= 1_000)
  }

  @Test("no log of an extreme trace, under any policy, holds a number that is not finite")
  func logsStayFinite() {
    eachArgument(Self.seeds) { seed in try logsStayFinite(seed: seed) }
  }

  func logsStayFinite(seed: Int) throws {
    let trace = try Self.extremeScript(seed: UInt64(seed)).trace()
    for policy in PolicyName.allCases {
      let records = Replayer.replay(trace, policy: policy)
      let jsonl = JSONLFormat.render(records)
      // `fault` is null in `final` when nothing went wrong; anything else null was a number.
      let nulls = Self.matches(#"[^,{\[]*null"#, in: jsonl).filter { $0 != #""fault":null"# }
      #expect(nulls.isEmpty, "\(policy): \(nulls)")
      let text = TextFormat.render(records, policy: policy, ios: trace.device.ios, name: trace.name)
      let words = Self.matches(#"\b(nan|inf|infinity|null)\b"#, in: text.lowercased())
      #expect(words.isEmpty, "\(policy): \(words)")
    }
  }
}
