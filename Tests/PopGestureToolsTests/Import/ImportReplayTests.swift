import PopGestureFormats
import PopGestureTestSupport
import Testing

@testable import PopGesture
@testable import PopGestureTools

/// A screen imported from lldb's output and replayed: the frames the import wrote are where the
/// model looks, and the swipes do what the model says for them.
extension ImportSuite {
  /// The player screen: a paging collection view, a slider and a table, above the library.
  static func imported() throws -> HierarchyImport.Result {
    try HierarchyImport.run(
      dump: try ImportFixture.text("screens/player-dump.txt"),
      hierarchy: try ImportFixture.text("screens/player-controllers.txt"))
  }

  @Test("the imported player screen has its views in screen points, on top of a two-screen stack")
  func frames() throws {
    let result = try Self.imported()
    #expect(result.navigation.stack.map(\.id) == ["LibraryViewController", "PlayerViewController"])
    let views = try #require(result.navigation.stack.last?.views)
    #expect(views.map(\.id) == ["collectionView", "slider", "tableView"])
    #expect(views.map(\.kind) == [.scrollView, .slider, .scrollView])
    #expect(
      views.map(\.frame) == [
        Rect(x: 0, y: 91, width: 390, height: 300), Rect(x: 20, y: 407, width: 350, height: 31),
        Rect(x: 0, y: 454, width: 390, height: 390),
      ])
    #expect(views[0].contentSize == Size(width: 1560, height: 300))
    #expect(views[1].value == 0.5)
    #expect(views[2].contentOffset == Point(x: 0, y: 120))
    #expect(views[2].contentInset == GestureView.EdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
    // The glass thumb's own recognizer and the cells are not views of their own.
    #expect(views.allSatisfy { $0.subviews.isEmpty })
  }

  /// The records of one swipe from `from` to `to` on the imported stack, under fd on iOS 26, the
  /// pager first moved to `pagerOffset`.
  static func swipe(
    from: (Double, Double), to: (Double, Double), pagerOffset: Double = 0
  ) throws -> [Record] {
    let result = try imported()
    var script = TraceScript(ios: 26)
    script.swipe(from: from, to: to, duration: 0.2, at: 0)
    var trace = try script.trace()
    // Through the JSON a user saves, as `replay --stack FILE` reads it.
    trace.navigation = try TraceDecoder(file: "player.json").decodeNavigation(Array(result.json.utf8))
    trace.navigation.stack[1].views[0].contentOffset.x = pagerOffset
    trace.device = try #require(result.device)
    trace.device.ios = 26
    #expect(trace.policy == .fd)
    return Replayer.replay(trace)
  }

  @Test("under fd on iOS 26, a swipe from the slider's thumb does not pop")
  func sliderThumb() throws {
    // The thumb: 37 pt wide at value 0.5, its center at 20 + 37 / 2 + 0.5 * (350 - 37) = 195, y 422.5.
    let records = try Self.swipe(from: (195, 422), to: (375, 425))
    #expect(records.touches.compactMap(\.hit?.description) == ["PlayerViewController/slider"])
    // The slider keeps the swipe along it from the navigation controller's recognizers, and
    // follows the finger to its end.
    #expect(records.states(of: .fullscreenPop) == ["failed preventedBy slider"])
    #expect(records.states(of: .contentPop) == ["failed preventedBy slider"])
    #expect(records.sliders.map(\.view.description) == ["PlayerViewController/slider"])
    #expect(records.sliders.map(\.value) == [1])
    #expect(records.transitions.isEmpty)
    #expect(records.final?.stack == ["LibraryViewController", "PlayerViewController"])
  }

  @Test("under fd on iOS 26, a swipe from the table's middle pops")
  func tableMiddle() throws {
    let records = try Self.swipe(from: (150, 650), to: (350, 653))
    #expect(records.touches.compactMap(\.hit?.description) == ["PlayerViewController/tableView"])
    // The table scrolls only vertically: FD's pan begins at its 10 pt and fails the table's.
    #expect(records.states(of: .pan(view: "tableView")) == ["failed preventedBy fullscreenPop"])
    #expect(records.states(of: .fullscreenPop) == ["began", "ended"])
    #expect(records.transitions.map(\.phase) == [.began, .finished])
    #expect(records.final?.stack == ["LibraryViewController"])
  }

  @Test("under fd on iOS 26, the pager pops from its first page and takes the swipe from its second")
  func pager() throws {
    // At its leading edge, a scroll view waits for UIKit's content swipe to fail; meanwhile FD's
    // pan begins, fails both and pops.
    let first = try Self.swipe(from: (150, 240), to: (350, 243))
    #expect(
      first.states(of: .pan(view: "collectionView")) == ["waiting", "failed preventedBy fullscreenPop"])
    #expect(first.final?.stack == ["LibraryViewController"])
    // One page on, the pager is not at its edge: its pan, asked first as the hit view's, begins.
    let second = try Self.swipe(from: (150, 240), to: (350, 243), pagerOffset: 390)
    #expect(second.states(of: .pan(view: "collectionView")).first == "began")
    #expect(second.states(of: .fullscreenPop).first == "failed preventedBy collectionView.pan")
    #expect(second.final?.stack == ["LibraryViewController", "PlayerViewController"])
  }
}
