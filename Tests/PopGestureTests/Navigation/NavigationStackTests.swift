import PopGestureTestSupport
import Testing

@testable import PopGesture

/// The navigation state finds screens by id and view references by position without searching
/// its stack: whatever changes it, each lookup must give what a search from the bottom would.
extension NavigationSuite {
  static func state(_ ids: [String]) -> NavigationStack {
    NavigationStack(ids.map { Screen(id: $0) })
  }

  /// What a search from the bottom finds for `id`.
  static func searched(_ id: String, in state: NavigationStack) -> Int? {
    state.entries.firstIndex { $0.screen.id == id }
  }

  /// A reference to the view `pager` of the screen at `index`.
  static func reference(to index: Int, in state: NavigationStack) -> ViewReference {
    let entry = state.entries[index]
    return ViewReference(
      screenSerial: entry.serial, screenIndex: index, screenID: entry.screen.id, path: [0], viewID: "pager",
      kind: .scrollView)
  }

  @Test("each id and view reference is found as a scan finds it, on shallow and deep stacks alike")
  func lookupsFollowEveryChange() {
    let pool = (0..<(NavigationStack.listedDepth * 3)).map { "s\($0)" }
    var random = SeededGenerator(seed: 9)
    var state = Self.state(["s0", "s1"])
    var references: [ViewReference] = []
    var depths: Set<Int> = []
    for step in 0..<3_000 {
      let onStack = Set(state.entries.map(\.screen.id))
      // Runs of pushes, then of pops, so the stack goes deep and comes back.
      let isGrowing = step / 150 % 2 == 0
      switch random.next() % 8 {
      case 0, 1, 2:
        let free = pool.filter { !onStack.contains($0) }
        guard isGrowing, !free.isEmpty else { continue }
        state.push(Screen(id: random.pick(free)))
      case 3, 4, 5:
        guard !isGrowing, state.entries.count > 1 else { continue }
        state.removeTop()
      case 6:
        guard random.next() % 8 == 0 else { continue }
        let ids = pool.filter { _ in random.next() % 2 == 0 }
        state.replace(with: (ids.isEmpty ? ["s5"] : ids).map { Screen(id: $0) })
      default:
        let index = Int(random.next() % UInt64(state.entries.count))
        state.modifyEntry(at: index) { $0.screen.interactivePopDisabled.toggle() }
      }
      depths.insert(state.entries.count)
      if step % 10 == 0 { references.append(Self.reference(to: state.entries.count - 1, in: state)) }
      for id in pool {
        #expect(state.index(ofScreen: id) == Self.searched(id, in: state), "step \(step), \(id)")
      }
      for reference in references {
        let searched = state.entries.firstIndex { $0.serial == reference.screenSerial }
        #expect(state.index(of: reference) == searched, "step \(step), serial \(reference.screenSerial)")
      }
    }
    // Both ways of finding an id were used, and the change between them, both ways.
    #expect(depths.contains(NavigationStack.listedDepth + 1))
    #expect(depths.contains(NavigationStack.listedDepth / 2))
    #expect(depths.contains { $0 > NavigationStack.listedDepth * 2 })
  }

  @Test("a screen id that left the stack is not found, and is found again once pushed back")
  func idsComeBack() {
    var state = Self.state(["home", "detail"])
    state.removeTop()
    #expect(state.index(ofScreen: "detail") == nil)
    state.push(Screen(id: "detail"))
    #expect(state.index(ofScreen: "detail") == 1)
    state.replace(with: [Screen(id: "detail")])
    #expect(state.index(ofScreen: "detail") == 0)
    #expect(state.index(ofScreen: "home") == nil)
  }

  @Test("a reference to a screen instance fails once another instance of the id takes its place")
  func referencesNameInstances() {
    var state = Self.state(["home", "detail"])
    let old = Self.reference(to: 1, in: state)
    state.removeTop()
    state.push(Screen(id: "detail"))
    #expect(state.index(of: old) == nil)
    #expect(state.index(of: Self.reference(to: 1, in: state)) == 1)
    let home = Self.reference(to: 0, in: state)
    state.replace(with: [Screen(id: "home"), Screen(id: "detail")])
    #expect(state.index(of: home) == nil)
  }

  @Test(
    "a stack built in code that repeats an id finds its lowest entry, before and after the top leaves")
  func repeatedIDsInCode() {
    eachArgument([0, NavigationStack.listedDepth]) { depth in repeatedIDsInCode(depth: depth) }
  }

  func repeatedIDsInCode(depth: Int) {
    let below = (0..<depth).map { "s\($0)" }
    var state = Self.state(below + ["a", "b", "a"])
    #expect(state.index(ofScreen: "a") == depth)
    state.removeTop()
    #expect(state.index(ofScreen: "a") == depth)
    state.removeTop()
    state.removeTop()
    #expect(state.index(ofScreen: "a") == nil)
  }
}
