import PopGestureFormats
import PopGestureTestSupport
import Testing

@testable import PopGesture
@testable import PopGestureTools

/// `ImportNotes.holding(_:in:)`: the notes an import wrote, asked again of the trace written from
/// its description, one test per kind of change that makes a note stale.
extension ImportSuite {
  /// The dumps imported, with their controller hierarchies where they have one.
  static let imports: [(dump: String, hierarchy: String?)] = [
    ("table-ios17.txt", "table-hierarchy.txt"), ("photos-ios26.txt", nil), ("web.txt", nil),
    ("screens/player-dump.txt", "screens/player-controllers.txt"), ("pasted/lldb.txt", nil),
  ]

  /// What `import` makes of the fixture dump `dump`, with the controller hierarchy `hierarchy`.
  static func importFixture(_ dump: String, _ hierarchy: String? = nil) throws -> HierarchyImport.Result {
    try HierarchyImport.run(
      dump: try ImportFixture.text(dump), hierarchy: try hierarchy.map(ImportFixture.text))
  }

  /// A trace of `navigation` and nothing else.
  static func trace(_ navigation: NavigationDescription, device: Device = Device()) -> Trace {
    Trace(device: device, navigation: navigation, events: [])
  }

  /// The player screen as `Traces/screens/` imports it, and the synthesizer of a swipe on it.
  static func player() throws -> (NavigationDescription, TraceSynthesizer) {
    let navigation = try importFixture("screens/player-dump.txt", "screens/player-controllers.txt").navigation
    var synthesizer = TraceSynthesizer(
      stack: [], swipes: [.init(from: Point(x: 150, y: 700), to: Point(x: 330, y: 704), duration: 0.2)])
    synthesizer.navigation = navigation
    return (navigation, synthesizer)
  }

  @Test("every note of an import holds for the description it wrote, on the device it found")
  func importHolds() {
    eachArgument(0..<5) { index in try importHolds(index: index) }
  }

  func importHolds(index: Int) throws {
    let (dump, hierarchy) = Self.imports[index]
    let result = try Self.importFixture(dump, hierarchy)
    let trace = Self.trace(result.navigation, device: result.device ?? Device())
    #expect(!result.navigation.notes.isEmpty)
    #expect(ImportNotes.holding(result.navigation.notes, in: trace) == result.navigation.notes)
  }

  @Test(
    "every note of an import is read back as one: on another stack with no views and other switches, only the dump's facts are left"
  )
  func everyNoteIsRead() {
    eachArgument(0..<5) { index in try everyNoteIsRead(index: index) }
  }

  func everyNoteIsRead(index: Int) throws {
    let (dump, hierarchy) = Self.imports[index]
    let notes = try Self.importFixture(dump, hierarchy).navigation.notes
    var other = NavigationDescription(stack: [Screen(id: "other", prefersNavigationBarHidden: true)])
    other.interactivePopDelegate = .stackCount
    var settings = Trace.Settings()
    // The photo screen's bar is 54 pt tall.
    settings.navigationBarHeight = 54
    var trace = Self.trace(other, device: Device(width: 430, height: 932))
    trace.settings = settings
    let facts = notes.filter { $0.hasPrefix("the window is ") || $0.hasSuffix(ImportNotes.nonPanningEnd) }
    #expect(ImportNotes.holding(notes, in: trace) == facts)
  }

  @Test("a view dropped from the description leaves every note on it, and lists name the views left")
  func droppedView() throws {
    var (navigation, synthesizer) = try Self.player()
    navigation.stack[1].views.removeAll { $0.id == "tableView" }
    synthesizer.navigation = navigation
    let notes = try synthesizer.trace().navigation.notes
    #expect(!notes.contains { $0.contains("tableView") })
    #expect(!notes.contains { $0.hasPrefix(ImportNotes.rowsPrefix) })
    #expect(
      notes.contains(
        "a dump does not show pagingEnabled: collectionView (UICollectionView, line 9) is written with "
          + "pagingEnabled false; collectionView's content is 4 frame widths across (1560 over 390 pt), as a "
          + "horizontal pager's is: if it pages, set \"pagingEnabled\": true on it"))
    #expect(notes.contains { $0.hasPrefix(ImportNotes.ListForm.thumb.prefix + "slider (UISlider, line 12)") })
  }

  @Test("a view changed from what a note says it was written with is left out of that note alone")
  func changedView() throws {
    var (navigation, synthesizer) = try Self.player()
    let pager = try #require(navigation.stack[1].views.firstIndex { $0.id == "collectionView" })
    navigation.stack[1].views[pager].pagingEnabled = true
    navigation.stack[1].views[pager].simultaneousWithPop = .atLeadingEdge
    let slider = try #require(navigation.stack[1].views.firstIndex { $0.id == "slider" })
    navigation.stack[1].views[slider].thumbSize = Size(width: 30, height: 30)
    synthesizer.navigation = navigation
    let notes = try synthesizer.trace().navigation.notes
    #expect(
      notes.contains(
        "a dump does not show pagingEnabled: tableView (UITableView, line 15) is written with pagingEnabled false"
      ))
    #expect(
      notes.contains {
        $0.hasPrefix(ImportNotes.ListForm.recipe.prefix + "tableView (UITableView, line 15) is")
      })
    // Still true of both: neither bounces nor delegates changed.
    #expect(notes.contains { $0.hasPrefix(ImportNotes.ListForm.bounces.prefix + "collectionView") })
    #expect(!notes.contains { $0.hasPrefix(ImportNotes.ListForm.thumb.prefix) })
  }

  @Test("a stack other than the import's drops the stack's note and names only the screens still written")
  func otherStack() throws {
    var (_, synthesizer) = try Self.player()
    synthesizer.stack = ["home", "PlayerViewController"]
    let notes = try synthesizer.trace().navigation.notes
    #expect(!notes.contains { $0.hasPrefix("the stack, bottom first, is ") })
    #expect(
      notes.contains(
        ImportNotes.ListForm.screenDefaults.prefix + "'PlayerViewController' is written with false, false, 0 "
          + "and backButton standard; set them where the app changes them"))
    // The views are still written, on the same screen: their notes stay.
    #expect(notes.contains { $0.hasPrefix(ImportNotes.ListForm.paging.prefix) })
    var (navigation, _) = try Self.player()
    navigation.stack[1].interactivePopDisabled = true
    #expect(
      ImportNotes.holding(navigation.notes, in: Self.trace(navigation)).contains(
        ImportNotes.ListForm.screenDefaults.prefix
          + "'LibraryViewController' is written with false, false, 0 "
          + "and backButton standard; set them where the app changes them"))
    synthesizer.stack = ["LibraryViewController"]
    let libraryOnly = try synthesizer.trace().navigation.notes
    #expect(!libraryOnly.contains { $0.contains("collectionView") || $0.contains("slider") })
  }

  @Test("an import without a hierarchy: the one-screen note goes once screens are put below it")
  func oneScreen() throws {
    let navigation = try Self.importFixture("pasted/lldb.txt").navigation
    let note = ImportNotes.oneScreen("imported")
    #expect(navigation.notes.contains(note))
    var synthesizer = TraceSynthesizer(
      stack: [], swipes: [.init(from: Point(x: 150, y: 700), to: Point(x: 330, y: 704), duration: 0.2)])
    synthesizer.navigation = navigation
    #expect(try synthesizer.trace().navigation.notes.contains(note))
    synthesizer.stack = ["home", "imported"]
    #expect(try !synthesizer.trace().navigation.notes.contains(note))
  }

  @Test("a bar shown, or the back swipes' delegates replaced, leaves the note that said otherwise")
  func barAndDelegates() throws {
    let dump = ImportFixture.dump([
      (0, "<UIWindow: 0x1; frame = (0 0; 390 844)>"),
      (
        1,
        "<UIScrollView: 0x2; frame = (0 0; 390 844); contentOffset: {0, -47}; contentSize: {390, 900}; adjustedContentInset: {47, 0, 34, 0}>"
      ),
      (1, "<UINavigationBar: 0x3; frame = (0 47; 390 44); hidden = YES>"),
    ])
    var navigation = try HierarchyImport.run(dump: dump).navigation
    let hidden = ImportNotes.hiddenBar("UINavigationBar (line 3)")
    #expect(ImportNotes.holding(navigation.notes, in: Self.trace(navigation)).contains(hidden))
    #expect(
      ImportNotes.holding(navigation.notes, in: Self.trace(navigation)).contains(
        ImportNotes.backSwipeDelegates))
    navigation.navigationBarHidden = false
    navigation.contentPopDelegate = .always
    let notes = ImportNotes.holding(navigation.notes, in: Self.trace(navigation))
    #expect(!notes.contains(hidden))
    #expect(!notes.contains(ImportNotes.backSwipeDelegates))
    #expect(notes.count == navigation.notes.count - 2)
  }

  @Test("a default the options override is no longer written: the device's size, and a taller bar's setting")
  func overriddenDefaults() throws {
    let navigation = try Self.importFixture("web.txt").navigation
    #expect(navigation.notes.contains(ImportNotes.defaultDevice))
    var synthesizer = TraceSynthesizer(
      stack: [], swipes: [.init(from: Point(x: 150, y: 400), to: Point(x: 330, y: 404), duration: 0.2)])
    synthesizer.navigation = navigation
    #expect(try synthesizer.trace().navigation.notes.contains(ImportNotes.defaultDevice))
    synthesizer.ios = 18
    #expect(try synthesizer.trace().navigation.notes.contains(ImportNotes.defaultDevice))
    synthesizer.width = 430
    #expect(try !synthesizer.trace().navigation.notes.contains(ImportNotes.defaultDevice))
    let bar = ImportNotes.barHeight("UINavigationBar (line 4)", height: 50)
    var settings = Trace.Settings()
    var trace = Self.trace(navigation)
    #expect(ImportNotes.holding([bar], in: trace) == [bar])
    settings.navigationBarHeight = 50
    trace.settings = settings
    #expect(ImportNotes.holding([bar], in: trace).isEmpty)
  }

  /// Each form of note that lists views, with a change to a view that makes it no longer true of
  /// it, and whether the import asks for plain views.
  static let changes:
    [(form: ImportNotes.ListForm, plain: Bool, change: @Sendable (inout GestureView) -> Void)] = [
      (.paging, false, { $0.pagingEnabled = true }),
      (.bounces, false, { $0.alwaysBounceVertical = true }),
      (.recipe, false, { $0.simultaneousWithPop = .atLeadingEdge }),
      (.delegates, false, { $0.recognizerEnabled = false }),
      (.pans, false, { $0.direction = .horizontal }),
      (.plainViews, true, { $0.kind = .pan }),
      (.sliderRange, false, { $0.kind = .plain }),
      (.thumb, false, { $0.thumbSize = Size(width: 30, height: 30) }),
      (
        .skipped, false,
        {
          $0.hidden = false
          $0.alpha = 1
          $0.userInteractionEnabled = true
        }
      ),
    ]

  @Test("a note that lists views leaves out a view changed from what it says")
  func changedFromNote() {
    eachArgument(Self.changes.indices) { index in try changedFromNote(index: index) }
  }

  func changedFromNote(index: Int) throws {
    let (form, plain, change) = Self.changes[index]
    var options = HierarchyImport.Options()
    options.recognizerKind = plain ? .plain : .pan
    let found = try Self.imports.lazy.compactMap { dump, hierarchy -> NavigationDescription? in
      let navigation = try HierarchyImport.run(
        dump: try ImportFixture.text(dump), hierarchy: try hierarchy.map(ImportFixture.text), options: options
      ).navigation
      return navigation.notes.contains { $0.hasPrefix(form.prefix) && $0.contains(form.many) }
        ? navigation : nil
    }.first
    var navigation = try #require(found, "no import lists more than one view as \(form.prefix)")
    let note = try #require(navigation.notes.first { $0.hasPrefix(form.prefix) })
    let id = String(note.dropFirst(form.prefix.count).prefix { $0.isLetter || $0.isNumber })
    navigation.stack = navigation.stack.map { screen in
      var screen = screen
      screen.views = screen.views.map { Self.changing(id, in: $0, change) }
      return screen
    }
    let reviewed = ImportNotes.holding(navigation.notes, in: Self.trace(navigation))
    let rewritten = try #require(reviewed.first { $0.hasPrefix(form.prefix) })
    #expect(!rewritten.contains(id + " ("), "\(rewritten)")
    #expect(reviewed.count == navigation.notes.count)
  }

  /// `view`, with `change` made to the view of `id` in it.
  static func changing(
    _ id: String, in view: GestureView, _ change: (inout GestureView) -> Void
  ) -> GestureView {
    var view = view
    if view.id == id { change(&view) }
    view.subviews = view.subviews.map { changing(id, in: $0, change) }
    return view
  }

  @Test("a pager's, a clamped slider's and an empty screen's notes go once the view or the screen changes")
  func singleNotes() throws {
    let dump = ImportFixture.dump([
      (0, "<UIView: 0x1; frame = (0 0; 390 844)>"),
      (
        1,
        "<_UIQueuingScrollView: 0x2; frame = (0 0; 390 844); contentOffset: {390, 0}; contentSize: {1170, 844}>"
      ),
      (2, "<UISlider: 0x3; frame = (20 100; 350 31); value: 40.000000>"),
      (2, "<UITableView: 0x4; frame = (0 200; 390 600); contentOffset: {0, 0}; contentSize: {390, 900}>"),
    ])
    var navigation = try HierarchyImport.run(dump: dump).navigation
    let pager = ImportNotes.pager("queuingScrollView (_UIQueuingScrollView, line 2)")
    let clamped = ImportNotes.clamped("slider (UISlider, line 3)", value: 40, written: 1)
    let rows = ImportNotes.rows(label: "tableView (UITableView, line 4)", id: "tableView")
    #expect(
      navigation.notes.contains(pager) && navigation.notes.contains(clamped)
        && navigation.notes.contains(rows))
    #expect(ImportNotes.holding(navigation.notes, in: Self.trace(navigation)) == navigation.notes)
    navigation.stack[0].views[0].pagingEnabled = false
    navigation.stack[0].views[0].subviews[0].value = 0.5
    navigation.stack[0].views[0].subviews[1].subviews = [
      GestureView(id: "row", kind: .swipeActions, frame: Rect(x: 0, y: 200, width: 390, height: 44))
    ]
    let notes = ImportNotes.holding(navigation.notes, in: Self.trace(navigation))
    #expect(!notes.contains(pager) && !notes.contains(clamped) && !notes.contains(rows))

    var empty = try HierarchyImport.run(
      dump: ImportFixture.dump([(0, "<UIView: 0x1; frame = (0 0; 390 844)>")])
    )
    .navigation
    let noViews = ImportNotes.noViews("'imported'")
    #expect(ImportNotes.holding(empty.notes, in: Self.trace(empty)).last == noViews)
    empty.stack[0].views = [
      GestureView(id: "pan", kind: .pan, frame: Rect(x: 0, y: 0, width: 10, height: 10))
    ]
    #expect(!ImportNotes.holding(empty.notes, in: Self.trace(empty)).contains(noViews))
  }

  @Test("a note that is not an import's is kept as written, and a list that does not read back is kept whole")
  func ownNotes() {
    let trace = Self.trace(NavigationDescription(stack: [Screen(id: "home")]))
    let own = [
      "bounces of 'gallery' is not in the dump; written as true", "",
      ImportNotes.ListForm.thumb.prefix + "a thumb of my own", "the navigation bar, mine",
      "my slider, outside 0...1: written as 1",
    ]
    #expect(ImportNotes.holding(own, in: trace) == own)
  }
}
