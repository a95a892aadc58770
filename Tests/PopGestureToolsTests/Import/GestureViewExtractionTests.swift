import PopGestureFormats
import PopGestureTestSupport
import Testing

@testable import PopGesture
@testable import PopGestureTools

/// `GestureViewExtraction`: which views of a tree become a screen's views, their frames in screen
/// points, their kinds, nesting and ids.
extension ImportSuite {
  /// The extraction of a fixture's whole dump.
  static func extraction(
    _ name: String, kind: HierarchyImport.RecognizerKind = .pan
  ) throws -> GestureViewExtraction {
    GestureViewExtraction(
      roots: try ImportFixture.parse(try ImportFixture.text(name)).roots, recognizerKind: kind)
  }

  /// Each view as `id kind [x, y, w, h]`, nested ones indented by two spaces per level.
  static func outline(_ views: [GestureView], depth: Int = 0) -> [String] {
    views.flatMap { view in
      let frame = [view.frame.origin.x, view.frame.origin.y, view.frame.size.width, view.frame.size.height]
      let line =
        String(repeating: "  ", count: depth)
        + "\(view.id) \(view.kind.rawValue) \(frame.map(NumberText.plain))"
      return [line] + outline(view.subviews, depth: depth + 1)
    }
  }

  @Test(
    "a slider in a table cell sums the origins and subtracts the table's offset; containers and the bar are left out"
  )
  func tableSlider() throws {
    let extraction = try Self.extraction("table-ios17.txt")
    #expect(
      Self.outline(extraction.views) == [
        "tableView scrollView [\"0\", \"0\", \"390\", \"844\"]",
        "  tableViewCellContentView pan [\"0\", \"119\", \"390\", \"44\"]",
        "    slider slider [\"20\", \"125\", \"350\", \"31\"]",
      ])
    let table = try #require(extraction.views.first)
    #expect(table.contentOffset == Point(x: 0, y: -91))
    #expect(table.contentSize == Size(width: 390, height: 1320))
    #expect(table.contentInset == GestureView.EdgeInsets(top: 91, left: 0, bottom: 34, right: 0))
    #expect(
      !table.pagingEnabled && table.bounces && !table.alwaysBounceVertical && !table.alwaysBounceHorizontal)
    #expect(table.simultaneousWithPop == .never)
    let slider = try #require(table.subviews.first?.subviews.first)
    #expect(slider.value == 0.25)
    #expect(slider.thumbSize == nil)
    #expect(table.subviews.first?.direction == .any)
    // The window, the layout container and the back button all have recognizers, and none is imported.
    #expect(
      extraction.imported.map(\.className) == [
        "UITableView", "UITableViewCellContentView", "UISlider",
      ])
  }

  @Test(
    "a paging collection view inside a vertical scroll view, a text view, glass under a slider, hidden and transparent views"
  )
  func photos() throws {
    let extraction = try Self.extraction("photos-ios26.txt")
    #expect(
      Self.outline(extraction.views) == [
        "scrollView scrollView [\"0\", \"0\", \"402\", \"874\"]",
        "  collectionView scrollView [\"0\", \"116\", \"402\", \"300\"]",
        "    view pan [\"0\", \"116\", \"402\", \"300\"]",
        "    view2 pan [\"402\", \"116\", \"402\", \"300\"]",
        "  slider slider [\"20\", \"432\", \"362\", \"44\"]",
        "  textView scrollView [\"20\", \"492\", \"362\", \"200\"]",
        "  scrollView2 scrollView [\"0\", \"716\", \"402\", \"200\"]",
        "    slider2 slider [\"0\", \"716\", \"200\", \"44\"]",
        "  reactionsView pan [\"0\", \"936\", \"402\", \"80\"]",
        "  badgeView pan [\"300\", \"126\", \"80\", \"80\"]",
      ])
    let pager = try #require(extraction.views.first?.subviews.first)
    #expect(pager.contentOffset == Point(x: 402, y: 0))
    #expect(pager.contentSize == Size(width: 1608, height: 300))
    let textView = try #require(extraction.views.first?.subviews[2])
    #expect(textView.contentOffset == Point(x: 0, y: 40))
    #expect(textView.contentSize == Size(width: 362, height: 480))
    // The hidden scroll view and the transparent reactions view are written with their keys; the
    // slider inside the hidden one keeps its own defaults, hit testing skipping it through its superview.
    let hidden = try #require(extraction.views.first?.subviews[3])
    #expect(hidden.hidden && hidden.alpha == 1 && hidden.subviews.first?.hidden == false)
    let faded = try #require(extraction.views.first?.subviews[4])
    #expect(!faded.hidden && faded.alpha == 0)
    #expect(extraction.omitted.isEmpty)
    #expect(extraction.imported.filter(\.isTransformed).map(\.id) == ["badgeView"])
  }

  @Test("a WKScrollView is imported and the WKContentView's taps and presses are not")
  func webViewInGestureViewExtraction() throws {
    let extraction = try Self.extraction("web.txt")
    #expect(Self.outline(extraction.views) == ["scrollView scrollView [\"0\", \"0\", \"390\", \"844\"]"])
    #expect(extraction.views.first?.contentSize == Size(width: 390, height: 5120.5))
    #expect(extraction.omitted.map(\.view.className) == ["WKContentView"])
  }

  @Test("views with recognizers are plain when asked")
  func plainRecognizers() throws {
    let extraction = try Self.extraction("photos-ios26.txt", kind: .plain)
    let kinds = extraction.imported.map { "\($0.id) \($0.kind.rawValue)" }
    #expect(
      kinds == [
        "scrollView scrollView", "collectionView scrollView", "view plain", "view2 plain", "slider slider",
        "textView scrollView", "scrollView2 scrollView", "slider2 slider", "reactionsView plain",
        "badgeView plain",
      ])
  }

  /// A tree from lines, as the parser reads them.
  static func views(_ lines: [(Int, String)], kind: HierarchyImport.RecognizerKind = .pan) throws
    -> GestureViewExtraction
  {
    GestureViewExtraction(
      roots: try ImportFixture.parse(ImportFixture.dump(lines)).roots, recognizerKind: kind)
  }

  @Test(
    "a hidden, transparent or untouchable view is written with its key, with what it holds; one that holds nothing is left out"
  )
  func notShown() {
    eachArgument([
      ("hidden = YES", true, 1.0, true), ("alpha = 0", false, 0, true), ("alpha = 0.005", false, 0.005, true),
      ("userInteractionEnabled = NO", false, 1, false),
    ]) { (key, hidden, alpha, userInteractionEnabled) in
      try notShown(key: key, hidden: hidden, alpha: alpha, userInteractionEnabled: userInteractionEnabled)
    }
  }

  func notShown(key: String, hidden: Bool, alpha: Double, userInteractionEnabled: Bool) throws {
    let extraction = try Self.views([
      (0, "<UIView: 0x1; frame = (0 0; 390 844); \(key)>"),
      (1, "<UIScrollView: 0x2; frame = (0 0; 390 844); contentOffset: {0, 0}; contentSize: {390, 2000}>"),
      (2, "<UISlider: 0x3; frame = (0 0; 100 31); value: 0.5>"),
      (0, "<UIView: 0x4; frame = (0 0; 390 844); \(key)>"),
      (
        0,
        "<UIScrollView: 0x5; frame = (0 0; 390 844); \(key); contentOffset: {0, 0}; contentSize: {390, 2000}>"
      ),
    ])
    // The container would not be imported for itself: it is kept as a plain view, so that hit
    // testing still skips what it holds; the empty one is left out without a note.
    #expect(extraction.views.map(\.id) == ["view", "scrollView2"])
    #expect(extraction.views.map(\.kind) == [.plain, .scrollView])
    #expect(extraction.views[0].subviews.map(\.id) == ["scrollView"])
    #expect(extraction.views[0].subviews[0].hidden == false)
    for view in extraction.views {
      #expect(
        view.hidden == hidden && view.alpha == alpha && view.userInteractionEnabled == userInteractionEnabled)
    }
    #expect(extraction.omitted.isEmpty)
  }

  @Test("a shown view's alpha is written as the dump gives it; a shown container is not imported")
  func partialAlpha() throws {
    let shown = try Self.views([
      (0, "<UIView: 0x1; frame = (0 0; 390 844); alpha = 0.01; hidden = NO>"),
      (1, "<UIView: 0x2; frame = (0 0; 390 844); alpha = 0.5; gestureRecognizers = <NSArray: 0x3>>"),
    ])
    #expect(shown.views.map(\.id) == ["view"])
    #expect(shown.views.map(\.alpha) == [0.5])
    #expect(shown.views.allSatisfy { !$0.hidden && $0.userInteractionEnabled })
  }

  @Test("the views inside a slider or another control are not imported")
  func controls() throws {
    let extraction = try Self.views([
      (0, "<UISwitch: 0x1; frame = (10 10; 51 31); gestureRecognizers = <NSArray: 0x2>>"),
      (1, "<UIView: 0x3; frame = (0 0; 51 31); gestureRecognizers = <NSArray: 0x4>>"),
      (0, "<UISlider: 0x5; frame = (10 50; 200 31); value: 0.5>"),
      (1, "<UIView: 0x6; frame = (0 0; 37 24); gestureRecognizers = <NSArray: 0x7>>"),
      (1, "<UIScrollView: 0x8; frame = (0 0; 37 24); contentOffset: {0, 0}; contentSize: {100, 24}>"),
    ])
    #expect(
      Self.outline(extraction.views) == [
        "switch pan [\"10\", \"10\", \"51\", \"31\"]", "slider slider [\"10\", \"50\", \"200\", \"31\"]",
      ])
  }

  @Test(
    "a view outside the tree's bars, containers and recognizer-less views is kept at the top level, in dump order"
  )
  func topLevelOrder() throws {
    let extraction = try Self.views([
      (0, "<UILayoutContainerView: 0x1; frame = (0 0; 390 844); gestureRecognizers = <NSArray: 0x2>>"),
      (1, "<UIView: 0x3; frame = (0 100; 390 200)>"),
      (2, "<UIScrollView: 0x4; frame = (0 10; 390 100); contentOffset: {0, 0}; contentSize: {780, 100}>"),
      (1, "<UITabBar: 0x5; frame = (0 760; 390 84); gestureRecognizers = <NSArray: 0x6>>"),
      (2, "<UIScrollView: 0x7; frame = (0 0; 390 84); contentOffset: {0, 0}; contentSize: {780, 84}>"),
      (1, "<UIToolbar: 0x8; frame = (0 700; 390 44)>"),
      (2, "<UISlider: 0x9; frame = (0 0; 390 44); value: 0.5>"),
      (1, "<MyApp.Card: 0xa; frame = (20 400; 350 100); gestureRecognizers = <NSArray: 0xb>>"),
    ])
    #expect(
      Self.outline(extraction.views) == [
        "scrollView scrollView [\"0\", \"110\", \"390\", \"100\"]",
        "card pan [\"20\", \"400\", \"350\", \"100\"]",
      ])
  }

  @Test("ids are unique within the screen, numbered in dump order, whatever the class names")
  func ids() throws {
    let extraction = try Self.views([
      (0, "<UICollectionView: 0x1; frame = (0 0; 390 300); contentOffset: {0, 0}; contentSize: {780, 300}>"),
      (1, "<UICollectionView: 0x2; frame = (0 0; 390 100); contentOffset: {0, 0}; contentSize: {780, 100}>"),
      (0, "<MyApp.CollectionView2: 0x3; frame = (0 300; 390 300); gestureRecognizers = <NSArray: 0x4>>"),
      (
        0, "<UICollectionView: 0x5; frame = (0 600; 390 300); contentOffset: {0, 0}; contentSize: {780, 300}>"
      ),
      (
        0,
        "<_UIQueuingScrollView: 0x6; frame = (0 0; 390 844); contentOffset: {390, 0}; contentSize: {1170, 844}>"
      ),
      (0, "<_TtC5MyApp9PhotoCell: 0x7; frame = (0 0; 10 10); gestureRecognizers = <NSArray: 0x8>>"),
      (0, "<_: 0x9; frame = (0 0; 10 10); gestureRecognizers = <NSArray: 0xa>>"),
    ])
    #expect(
      extraction.imported.map(\.id) == [
        "collectionView", "collectionView2", "collectionView22", "collectionView3", "queuingScrollView",
        "photoCell",
        "view",
      ])
    // UIPageViewController's scroller pages.
    #expect(
      extraction.imported.map(\.pagingEnabled) == [false, false, false, false, true, false, false])
  }

  @Test("a view whose numbers would not fit in a trace is left out with its subviews")
  func outOfRange() throws {
    let extraction = try Self.views([
      (0, "<UIView: 0x1; frame = (1e+15 0; 390 844)>"),
      (1, "<UIScrollView: 0x2; frame = (1 0; 390 844); contentOffset: {0, 0}; contentSize: {390, 900}>"),
      (0, "<UIScrollView: 0x3; frame = (0 0; -1 844); contentOffset: {0, 0}; contentSize: {390, 900}>"),
      (0, "<UIScrollView: 0x4; frame = (0 0; 390 844); contentOffset: {0, 0}; contentSize: {390, 2e+15}>"),
      (0, "<UIScrollView: 0x5; frame = (0 0; 390 844); contentOffset: {0, 0}; contentSize: {390, 1e+15}>"),
    ])
    #expect(extraction.omitted.map(\.view.address) == ["0x2", "0x3", "0x4"])
    #expect(extraction.omitted.allSatisfy { $0.reason == .outOfRange })
    #expect(extraction.imported.map(\.address) == ["0x5"])
  }

  @Test("a slider's value is normalized from its range when known, else brought into 0...1")
  func sliderValues() {
    func slider(_ state: ViewSnapshot.Slider) -> GestureViewExtraction {
      var view = ViewSnapshot(className: "UISlider", frame: Rect(x: 0, y: 0, width: 200, height: 31))
      view.slider = state
      return GestureViewExtraction(roots: [view])
    }
    #expect(slider(.init(value: 40, range: 0...100)).views.first?.value == 0.4)
    #expect(slider(.init(value: 40, range: 0...100)).imported.first?.clampedValue == nil)
    #expect(slider(.init(value: -3, range: -5...(-1))).views.first?.value == 0.5)
    #expect(slider(.init(value: 2, range: 2...2)).views.first?.value == 0)
    #expect(slider(.init(value: 40)).views.first?.value == 1)
    #expect(slider(.init(value: 40)).imported.first?.clampedValue == 40)
    #expect(slider(.init(value: -0.5)).views.first?.value == 0)
    #expect(
      slider(.init(value: 0.3, thumbSize: Size(width: 30, height: 30))).views.first?.thumbSize
        == Size(width: 30, height: 30))
  }

  @Test("a live tree's known scroll, slider and pan values are written as they are, placed in the window")
  func liveTree() {
    let extraction = GestureViewExtraction(roots: [ImportFixture.liveTree])
    #expect(
      Self.outline(extraction.views) == [
        "collectionView scrollView [\"0\", \"91\", \"390\", \"300\"]",
        "  cardView pan [\"10\", \"111\", \"300\", \"200\"]",
        "slider slider [\"20\", \"407\", \"350\", \"31\"]",
        "tableView scrollView [\"0\", \"451\", \"390\", \"400\"]",
      ])
    let pager = extraction.views[0]
    #expect(
      pager.pagingEnabled && !pager.bounces && pager.alwaysBounceHorizontal && pager.alwaysBounceVertical)
    #expect(extraction.views[1].value == 0.25)
    #expect(extraction.views[1].thumbSize == Size(width: 37, height: 24))
    #expect(extraction.views[2].hidden)
    #expect(extraction.omitted.isEmpty)
  }
}
