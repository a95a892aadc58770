import PopGestureFormats
import PopGestureTestSupport
import Testing

@testable import PopGesture
@testable import PopGestureTools

/// The tests of `PopGestureTools`'s `Import/` folder: one suite across its files, each file extending it,
/// so that `swift test` prints the suite once. This file's tests follow.
/// `HierarchyImport`: a dump and a controller hierarchy in, a navigation description, its notes
/// and warnings out.
@Suite("PopGestureTools: Import")
struct ImportSuite {
  static func run(
    _ dump: String, hierarchy: String? = nil, change: (inout HierarchyImport.Options) -> Void = { _ in }
  ) throws(HierarchyImportDiagnostic) -> HierarchyImport.Result {
    var options = HierarchyImport.Options()
    options.dumpFile = "dump.txt"
    options.hierarchyFile = "hierarchy.txt"
    change(&options)
    return try HierarchyImport.run(dump: dump, hierarchy: hierarchy, options: options)
  }

  static func fixture(_ dump: String, _ hierarchy: String? = nil) throws -> HierarchyImport.Result {
    try run(try ImportFixture.text(dump), hierarchy: try hierarchy.map(ImportFixture.text))
  }

  @Test(
    "the table screen: the stack from the hierarchy, the views on its top screen, the device and every note")
  func tableScreen() throws {
    let result = try Self.fixture("table-ios17.txt", "table-hierarchy.txt")
    #expect(result.navigation.stack.map(\.id) == ["HomeViewController", "FeedViewController"])
    #expect(result.navigation.stack[0].views.isEmpty)
    #expect(result.navigation.stack[1].views.map(\.id) == ["tableView"])
    #expect(!result.navigation.navigationBarHidden)
    #expect(result.warnings.isEmpty)
    #expect(result.device?.width == 390)
    #expect(result.device?.height == 844)
    #expect(result.device?.topInset == 47)
    #expect(
      result.navigation.notes == [
        "the stack, bottom first, is 'HomeViewController', 'FeedViewController', the navigation controller's "
          + "children in the controller hierarchy; the imported views are on the top screen, 'FeedViewController'",
        "the window is 390 x 844 pt and the navigation bar starts at y 47, the status bar's height: write "
          + "\"device\": { \"width\": 390, \"height\": 844, \"topInset\": 47 } in the trace; the dump has no Liquid "
          + "Glass views, which iOS 26 and later draw, so if the app runs on an earlier iOS or is built with an older "
          + "SDK add \"ios\": 18",
        "a dump does not show pagingEnabled: tableView (UITableView, line 7) is written with pagingEnabled false",
        "a dump does not show bounces, alwaysBounceHorizontal or alwaysBounceVertical: tableView (UITableView, "
          + "line 7) is written with bounces true and both alwaysBounce false, UIScrollView's defaults",
        "the FDFullscreenPopGesture README recipe (a delegate that lets a view's pan recognize with the back "
          + "swipe) does not show in a dump: tableView (UITableView, line 7) and tableViewCellContentView "
          + "(UITableViewCellContentView, line 9) are written with simultaneousWithPop never; set \"atLeadingEdge\" "
          + "on a scroll view that adopts the recipe at its leading edge, or \"always\"",
        "a dump does not show gesture recognizers' delegates, their failure requirements or whether they are "
          + "enabled: tableView (UITableView, line 7) and tableViewCellContentView (UITableViewCellContentView, "
          + "line 9) are written without simultaneousWith, requiresFailureOf, requiredToFailBy or "
          + "ignoresTouchesIn, and with recognizerEnabled true; set them where the app's code declares them",
        "a dump does not show the delegates of UIKit's back swipes: the navigation controller is written with "
          + "interactivePopDelegate and contentPopDelegate uikit; set \"stackCount\" or \"always\" where the app "
          + "replaces one",
        "a dump shows that a view has gesture recognizers, not which: tableViewCellContentView "
          + "(UITableViewCellContentView, line 9) is written as a pan in any direction; import with plain views for "
          + "recognizers that only tap, or set each one's kind and direction",
        "a dump does not show which rows have swipe actions: the rows of tableView (UITableView, line 7) are not "
          + "imported; add a swipeActions view with the row's frame to tableView's subviews for each row whose "
          + "swipe matters",
        "a dump shows a slider's value but not its minimumValue and maximumValue: slider (UISlider, line 10) at "
          + "0.25 is written as if the range were 0...1, UISlider's default",
        "a dump does not show a slider's thumb size: slider (UISlider, line 10) is written with the iOS "
          + "version's thumb, 37 x 24 on iOS 26 and later and 28 x 28 below; set \"thumbSize\" for a custom thumb",
        "a dump does not show a screen's fd_interactivePopDisabled, fd_prefersNavigationBarHidden, "
          + "fd_interactivePopMaxAllowedInitialDistanceToLeftEdge or back button: 'HomeViewController', "
          + "'FeedViewController' are written with false, false, 0 and backButton standard; set them where the "
          + "app changes them",
      ])
  }

  @Test("the photo screen's notes: glass says iOS 26, a tall bar, a likely pager, transforms, hidden views")
  func photoScreen() throws {
    let result = try Self.fixture("photos-ios26.txt")
    #expect(result.navigation.stack.map(\.id) == ["imported"])
    #expect(result.device?.topInset == 62)
    let notes = result.navigation.notes
    #expect(
      notes.first?.hasPrefix(
        "no controller hierarchy was given: the stack is one screen, 'imported', the root") == true)
    #expect(
      notes.contains {
        $0.hasSuffix(
          "\"topInset\": 62, \"ios\": 26 } in the trace; the dump has Liquid Glass views, which iOS 26 and "
            + "later draw, such as _UISliderGlassVisualElement (line 16)")
      })
    #expect(
      notes.contains(
        "the navigation bar, UINavigationBar (line 25), is 54 pt tall: set \"settings\": { \"navigationBarHeight\": "
          + "54 } for the model's bar to cover it (the default is 44)"))
    #expect(
      notes.contains {
        $0.contains(
          "collectionView's content is 4 frame widths across (1608 over 402 pt), as a horizontal pager's "
            + "is: if it pages, set \"pagingEnabled\": true on it")
      })
    // The outer scroll view is taller than its content's width is wide: not a pager.
    #expect(!notes.contains { $0.contains("scrollView's content is") })
    #expect(
      notes.contains {
        $0.hasPrefix(
          "a dump shows that a view has gesture recognizers, not which: view (UIView, line 11), view2 "
            + "(UIView, line 14), reactionsView (MyApp.ReactionsView, line 22) and badgeView (MyApp.BadgeView, "
            + "line 23) are written as pans in any direction"
        )
      })
    #expect(
      notes.contains(
        "transforms are ignored: badgeView (MyApp.BadgeView, line 23) has a transform, or is inside a view with "
          + "one; frames are the boxes UIKit gives, and the views inside are placed as if there were none"))
    #expect(
      notes.last
        == "hit testing skips scrollView2 (UIScrollView, line 20) and reactionsView (MyApp.ReactionsView, line 22) "
        + "and everything inside them (hidden, an alpha below 0.01 or userInteractionEnabled NO in the dump): "
        + "written with those keys, so a set can show them again")
    // Written with the keys the dump gave, and only those that differ from the defaults.
    let views = result.navigation.stack[0].views.flatMap { [$0] + $0.subviews }
    let hidden = try #require(views.first { $0.id == "scrollView2" })
    #expect(hidden.hidden && hidden.alpha == 1 && hidden.userInteractionEnabled)
    let faded = try #require(views.first { $0.id == "reactionsView" })
    #expect(!faded.hidden && faded.alpha == 0 && faded.userInteractionEnabled)
    #expect(result.json.contains("\"hidden\": true") && result.json.contains("\"alpha\": 0"))
    #expect(!result.json.contains("\"hidden\": false") && !result.json.contains("\"alpha\": 1"))
    // No table, so no note about rows.
    #expect(!notes.contains { $0.contains("swipe actions") })
  }

  @Test(
    "an overlay at alpha 0 is written with its alpha and skipped by the model's hit testing, until a set shows it"
  )
  func skippedOverlay() {
    eachArgument(["alpha = 0", "hidden = YES", "userInteractionEnabled = NO"]) { key in
      try skippedOverlay(key: key)
    }
  }

  func skippedOverlay(key: String) throws {
    let dump = ImportFixture.dump([
      (
        0,
        "<UIWindow: 0x1; frame = (0 0; 390 844); gestureRecognizers = <NSArray: 0x2>; layer = <UIWindowLayer: 0x3>>"
      ),
      (1, "<MyApp.HintOverlay: 0x4; frame = (0 0; 390 844); \(key); gestureRecognizers = <NSArray: 0x5>>"),
    ])
    let result = try Self.run(dump)
    let overlay = try #require(result.navigation.stack.last?.views.first)
    #expect(overlay.id == "hintOverlay" && overlay.kind == .pan)
    #expect(!overlay.isHitTestable)
    #expect(
      result.navigation.notes.contains {
        $0.hasPrefix("hit testing skips hintOverlay (MyApp.HintOverlay, line 2)")
      })
    #expect(
      result.navigation.notes.contains {
        $0.hasPrefix("a dump does not show gesture recognizers' delegates, their failure requirements")
      })
    // The description, read back beneath a screen to pop to, lets a swipe reach FD's pan.
    var navigation = try TraceDecoder(file: "imported.json").decodeNavigation(Array(result.json.utf8))
    navigation.stack.insert(Screen(id: "home"), at: 0)
    var script = TraceScript(policy: "fd", ios: 18)
    script.swipe(from: (150, 420), to: (350, 420))
    var trace = try script.trace()
    trace.navigation = navigation
    #expect(SwipeOutcome.outcomes(of: Replayer.replay(trace)).first?.popped == true)
  }

  @Test("a web view: a root that is not a window has no device, and WKContentView is left out with a note")
  func webView() throws {
    let result = try Self.fixture("web.txt")
    #expect(result.device == nil)
    #expect(result.navigation.stack[0].views.map(\.id) == ["scrollView"])
    #expect(
      result.navigation.notes.contains(
        "the dump's root is not a window with a size, so the screen's size is not in it: the trace's device defaults to "
          + "390 x 844 with a top inset of 47"))
    #expect(
      result.navigation.notes.last
        == "WKContentView (line 4) has gesture recognizers that tap, press and select text, which never take a "
        + "back swipe: left out")
  }

  @Test("with a hierarchy, only the top controller's view is imported, placed where the dump has it")
  func topControllerView() throws {
    let dump = ImportFixture.dump([
      (0, "<UIWindow: 0x1; frame = (0 0; 390 844)>"),
      (1, "<UILayoutContainerView: 0x2; frame = (0 0; 390 844); gestureRecognizers = <NSArray: 0x3>>"),
      (2, "<UIView: 0x4; frame = (0 100; 390 744)>"),
      (3, "<UIScrollView: 0x5; frame = (0 10; 390 300); contentOffset: {0, 0}; contentSize: {390, 900}>"),
      (1, "<MyApp.Overlay: 0x6; frame = (0 0; 390 844); gestureRecognizers = <NSArray: 0x7>>"),
    ])
    let hierarchy =
      "<UINavigationController 0x8>, state: appeared, view: <UILayoutContainerView 0x2>\n"
      + "   | <MyApp.ListViewController 0x9>, state: appeared, view: <UIView 0x4>\n"
    let result = try Self.run(dump, hierarchy: hierarchy)
    #expect(result.navigation.stack.map(\.id) == ["ListViewController"])
    #expect(result.navigation.stack[0].views.map(\.id) == ["scrollView"])
    #expect(result.navigation.stack[0].views.first?.frame == Rect(x: 0, y: 110, width: 390, height: 300))
    #expect(result.warnings.isEmpty)
    let elsewhere = hierarchy.replacingOccurrences(of: "<UIView 0x4>", with: "<UIView 0x99>")
    let fallback = try Self.run(dump, hierarchy: elsewhere)
    #expect(fallback.navigation.stack[0].views.map(\.id) == ["scrollView", "overlay"])
    #expect(
      fallback.warnings.map(\.description) == [
        "hierarchy.txt:2:1: warning: the view of 'ListViewController' is not in the dump; imported every view of it"
      ])
  }

  @Test("options: the screen id without a hierarchy, and recognizers as plain views")
  func options() throws {
    let dump = try ImportFixture.text("table-ios17.txt")
    let result = try Self.run(dump) { options in
      options.screenID = "player"
      options.recognizerKind = .plain
    }
    #expect(result.navigation.stack.map(\.id) == ["player"])
    #expect(result.navigation.stack[0].views[0].subviews.map(\.kind) == [.plain])
    #expect(
      result.navigation.notes.contains(
        "a dump shows that a view has gesture recognizers, not which: tableViewCellContentView "
          + "(UITableViewCellContentView, line 9) is written as a plain view, as asked; make one a pan where it drags"
      ))
    #expect(
      result.navigation.notes.contains {
        $0.hasPrefix("no controller hierarchy was given: the stack is one screen, 'player'")
      })
    #expect(HierarchyImport.Options().screenID == "imported")
  }

  @Test("a hidden navigation bar is navigationBarHidden, and the top inset stays the default")
  func hiddenBar() throws {
    let dump = ImportFixture.dump([
      (0, "<UIWindow: 0x1; frame = (0 0; 390 844)>"),
      (
        1,
        "<UIScrollView: 0x2; frame = (0 0; 390 844); contentOffset: {0, -47}; contentSize: {390, 900}; adjustedContentInset: {47, 0, 34, 0}>"
      ),
      (1, "<UINavigationBar: 0x3; frame = (0 47; 390 44); hidden = YES>"),
    ])
    let result = try Self.run(dump)
    #expect(result.navigation.navigationBarHidden)
    #expect(result.device?.topInset == 47)
    #expect(
      result.navigation.notes.contains(
        "the navigation bar, UINavigationBar (line 3), is hidden: written as navigationBarHidden true; if "
          + "FDFullscreenPopGesture hides it for this screen, set \"prefersNavigationBarHidden\": true on the "
          + "screen instead"))
    #expect(
      result.navigation.notes.contains {
        $0.contains(
          "no navigation bar shows, so the status bar's height is not in the dump (47 is the default)")
      })
  }

  @Test("a window without area, or a bar above the screen, gives no device or the default top inset")
  func unusableDevice() throws {
    let empty = try Self.run(ImportFixture.dump([(0, "<UIWindow: 0x1; frame = (0 0; 0 844)>")]))
    #expect(empty.device == nil)
    let above = try Self.run(
      ImportFixture.dump([
        (0, "<UIWindow: 0x1; frame = (0 0; 390 844)>"),
        (1, "<UINavigationBar: 0x2; frame = (0 -44; 390 44)>"),
      ]))
    #expect(above.device?.topInset == Device().topInset)
  }

  @Test("sliders outside 0...1, UIPageViewController's pager, and a screen without gesture-bearing views")
  func otherNotes() throws {
    let dump = ImportFixture.dump([
      (0, "<UIView: 0x1; frame = (0 0; 390 844)>"),
      (
        1,
        "<_UIQueuingScrollView: 0x2; frame = (0 0; 390 844); contentOffset: {390, 0}; contentSize: {1170, 844}>"
      ),
      (2, "<UISlider: 0x3; frame = (20 100; 350 31); value: 40.000000>"),
    ])
    let result = try Self.run(dump)
    #expect(result.navigation.stack[0].views[0].pagingEnabled)
    #expect(result.navigation.stack[0].views[0].subviews[0].value == 1)
    #expect(
      result.navigation.notes.contains(
        "queuingScrollView (_UIQueuingScrollView, line 2) is UIPageViewController's scroller, which pages: written "
          + "with pagingEnabled true"))
    #expect(!result.navigation.notes.contains { $0.hasPrefix("a dump does not show pagingEnabled") })
    #expect(
      result.navigation.notes.contains("slider (UISlider, line 3) holds 40, outside 0...1: written as 1"))
    let empty = try Self.run(ImportFixture.dump([(0, "<UIView: 0x1; frame = (0 0; 390 844)>")]))
    #expect(empty.navigation.stack[0].views.isEmpty)
    #expect(empty.navigation.notes.last == "no gesture-bearing view was found: 'imported' has no views")
  }

  @Test("a view beyond what a trace holds is a warning at its line, and a cut dump's warning is passed on")
  func warnings() throws {
    let dump =
      ImportFixture.dump([
        (0, "<UIView: 0x1; frame = (0 0; 390 844)>"),
        (1, "<UIScrollView: 0x2; frame = (0 0; 390 844); contentOffset: {0, 0}; contentSize: {390, 2e+15}>"),
      ]) + "   | <UISlider: 0x3; frame = (0 0; 1"
    let result = try Self.run(dump)
    #expect(result.navigation.stack[0].views.isEmpty)
    #expect(
      result.warnings.map(\.description) == [
        "dump.txt:3:37: warning: the dump is cut off here; the views above are imported, this line's view is left out",
        "dump.txt:2:1: warning: left out 'UIScrollView': a number beyond 1e15 or a negative size",
      ])
  }

  @Test("errors come typed, located in the file they are in")
  func errors() {
    #expect(
      throws: HierarchyImportDiagnostic(
        file: "dump.txt", line: 1, column: 1,
        message:
          "not a view line: 'hello'; expected a line of recursiveDescription such as '<UIView: 0x…; frame = (0 0; 390 844); …>'"
      )
    ) {
      try Self.run("hello\n")
    }
    #expect(
      throws: HierarchyImportDiagnostic(
        file: "hierarchy.txt", line: 1, column: 1,
        message:
          "no navigation controller in the hierarchy; expected a line such as '<UINavigationController 0x…>, state: appeared, view: <UILayoutContainerView 0x…>'"
      )
    ) {
      try Self.run("<UIView: 0x1; frame = (0 0; 1 1)>\n", hierarchy: "<MyApp.Root 0x1>\n")
    }
  }

  @Test("the JSON text is the shared writer's, and reads back to the same description, notes and all")
  func json() throws {
    let result = try Self.fixture("screens/player-dump.txt", "screens/player-controllers.txt")
    #expect(result.json == TraceWriter.navigation(result.navigation))
    let decoded = try TraceDecoder(file: "player.json").decodeNavigation(Array(result.json.utf8))
    #expect(decoded == result.navigation)
    #expect(decoded.notes.count == 11)
    #expect(result.json.contains("\"notes\": ["))
  }

  @Test("the same input always gives the same result")
  func deterministic() throws {
    let first = try Self.fixture("photos-ios26.txt")
    let second = try Self.fixture("photos-ios26.txt")
    #expect(first == second)
    #expect(first.json == second.json)
  }
}
