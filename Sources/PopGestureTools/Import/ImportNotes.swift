import PopGesture
import PopGestureFormats

/// The plain sentences an import adds about what a dump cannot tell, each naming the views it
/// concerns and the value written instead.
struct ImportNotes {
  /// The notes, in a fixed order: the stack, the device and bar, scroll views, the recipe, the
  /// recognizers' delegates and the back swipes', the kinds of recognizers, rows, sliders, the
  /// screens' properties, transforms, views hit testing skips, views left out.
  private(set) var sentences: [String] = []

  /// The notes on what `extraction` imported from a dump with `facts`, for a stack of `stack`
  /// (from `screens`, when a controller hierarchy named them).
  init(
    extraction: GestureViewExtraction, facts: DumpFacts, screens: [ControllerHierarchy.StackScreen],
    stack: [String], options: HierarchyImport.Options
  ) {
    let imported = extraction.imported
    let top = PrintableText.quoted(stack.last ?? "")
    addStack(screens: screens, stack: stack, options: options)
    addDevice(facts)
    addNavigationBar(facts)
    addPaging(imported)
    let bounceUnknown = Self.list(imported, where: { $0.scroll?.isBouncingUnknown == true })
    if let bounceUnknown {
      add(
        "a dump does not show bounces, alwaysBounceHorizontal or alwaysBounceVertical: "
          + "\(bounceUnknown.text) \(bounceUnknown.isAre) written with bounces true and both "
          + "alwaysBounce false, UIScrollView's defaults")
    }
    if let pans = Self.list(imported, where: { $0.kind == .scrollView || $0.kind == .pan }) {
      add(
        "the FDFullscreenPopGesture README recipe (a delegate that lets a view's pan recognize with the "
          + "back swipe) does not show in a dump: \(pans.text) \(pans.isAre) written with "
          + "simultaneousWithPop never; set \"atLeadingEdge\" on a scroll view that adopts the recipe at "
          + "its leading edge, or \"always\"")
    }
    if let recognizers = Self.list(imported, where: { GestureView.recognizerKinds.contains($0.kind) }) {
      add(
        "a dump does not show gesture recognizers' delegates, their failure requirements or whether they "
          + "are enabled: \(recognizers.text) \(recognizers.isAre) written without simultaneousWith, "
          + "requiresFailureOf, requiredToFailBy or ignoresTouchesIn, and with recognizerEnabled true; set them "
          + "where the app's code declares them")
    }
    add(
      "a dump does not show the delegates of UIKit's back swipes: the navigation controller is written "
        + "with interactivePopDelegate and contentPopDelegate uikit; set \"stackCount\" or \"always\" where "
        + "the app replaces one")
    addRecognizerKinds(imported, kind: options.recognizerKind)
    for table in imported where table.scroll?.isTable == true {
      add(
        "a dump does not show which rows have swipe actions: the rows of \(Self.label(table)) are not "
          + "imported; add a swipeActions view with the row's frame to \(table.id)'s subviews for each "
          + "row whose swipe matters")
    }
    addSliders(imported)
    let screenList = stack.map(PrintableText.quoted).joined(separator: ", ")
    add(
      "a dump does not show a screen's fd_interactivePopDisabled, fd_prefersNavigationBarHidden, "
        + "fd_interactivePopMaxAllowedInitialDistanceToLeftEdge or back button: \(screenList) "
        + "\(stack.count == 1 ? "is" : "are") written with false, false, 0 and backButton standard; set "
        + "them where the app changes them")
    if let transformed = Self.list(imported, where: \.isTransformed) {
      add(
        "transforms are ignored: \(transformed.text) \(transformed.count == 1 ? "has" : "have") a "
          + "transform, or \(transformed.count == 1 ? "is" : "are") inside a view with one; frames are the "
          + "boxes UIKit gives, and the views inside are placed as if there were none")
    }
    if let skipped = Self.list(imported, where: { !$0.isShown }) {
      add(
        "hit testing skips \(skipped.text) and everything inside \(skipped.count == 1 ? "it" : "them") "
          + "(hidden, an alpha below 0.01 or userInteractionEnabled NO in the dump): written with those keys, "
          + "so a set can show \(skipped.count == 1 ? "it" : "them") again")
    }
    addOmissions(extraction.omitted)
    if extraction.views.isEmpty {
      add("no gesture-bearing view was found: \(top) has no views")
    }
  }

  private mutating func add(_ sentence: String) { sentences.append(sentence) }

  /// Where the stack came from, and what to do when it is one screen.
  private mutating func addStack(
    screens: [ControllerHierarchy.StackScreen], stack: [String], options: HierarchyImport.Options
  ) {
    let top = PrintableText.quoted(stack.last ?? "")
    guard !screens.isEmpty else {
      add(
        "no controller hierarchy was given: the stack is one screen, \(top), the root, where no back "
          + "swipe pops; put the screens below it before it in the trace's stack, or import with the "
          + "output of _printHierarchy")
      return
    }
    add(
      "the stack, bottom first, is \(stack.map(PrintableText.quoted).joined(separator: ", ")), the "
        + "navigation controller's children in the controller hierarchy; the imported views are on the "
        + "top screen, \(top)")
  }

  /// The device to write, from the window's frame and the navigation bar's top.
  private mutating func addDevice(_ facts: DumpFacts) {
    guard let device = facts.device else {
      add(
        "the dump's root is not a window with a size, so the screen's size is not in it: the trace's device "
          + "defaults to 390 x 844 with a top inset of 47")
      return
    }
    let width = NumberText.plain(device.width)
    let height = NumberText.plain(device.height)
    let topInset = NumberText.plain(device.topInset)
    let bar =
      facts.navigationBar.map { !$0.isHidden } == true
      ? "the navigation bar starts at y \(topInset), the status bar's height"
      : "no navigation bar shows, so the status bar's height is not in the dump (47 is the default)"
    guard let glass = facts.glass else {
      add(
        "the window is \(width) x \(height) pt and \(bar): write \"device\": { \"width\": \(width), "
          + "\"height\": \(height), \"topInset\": \(topInset) } in the trace; the dump has no Liquid Glass "
          + "views, which iOS 26 and later draw, so if the app runs on an earlier iOS or is built with an "
          + "older SDK add \"ios\": 18")
      return
    }
    add(
      "the window is \(width) x \(height) pt and \(bar): write \"device\": { \"width\": \(width), "
        + "\"height\": \(height), \"topInset\": \(topInset), \"ios\": 26 } in the trace; the dump has "
        + "Liquid Glass views, which iOS 26 and later draw, such as \(Self.label(glass))")
  }

  /// A hidden bar, and a bar taller than the model's.
  private mutating func addNavigationBar(_ facts: DumpFacts) {
    guard let bar = facts.navigationBar else { return }
    let label = Self.place("UINavigationBar", line: bar.line)
    if bar.isHidden {
      add(
        "the navigation bar, \(label), is hidden: written as navigationBarHidden true; if "
          + "FDFullscreenPopGesture hides it for this screen, set \"prefersNavigationBarHidden\": true on "
          + "the screen instead")
    } else if bar.frame.size.height != Trace.Settings().navigationBarHeight {
      let height = NumberText.plain(bar.frame.size.height)
      add(
        "the navigation bar, \(label), is \(height) pt tall: set \"settings\": { \"navigationBarHeight\": "
          + "\(height) } for the model's bar to cover it (the default is 44)")
    }
  }

  /// Paging: known pagers, the default, and the views whose content looks like pages.
  private mutating func addPaging(_ imported: [GestureViewExtraction.Imported]) {
    for pager in imported where pager.scroll.map({ $0.isPagingUnknown && $0.isPagingScroller }) == true {
      add(
        "\(Self.label(pager)) is UIPageViewController's scroller, which pages: written with pagingEnabled true"
      )
    }
    let isOther = { (view: GestureViewExtraction.Imported) in
      view.scroll.map { $0.isPagingUnknown && !$0.isPagingScroller } == true
    }
    guard let others = Self.list(imported, where: isOther) else { return }
    var sentence =
      "a dump does not show pagingEnabled: \(others.text) \(others.isAre) written with "
      + "pagingEnabled false"
    for view in imported where isOther(view) {
      guard let scroll = view.scroll else { continue }
      let content = scroll.contentSize.width
      let width = scroll.frameSize.width
      guard width > 0, scroll.contentSize.height <= scroll.frameSize.height else { continue }
      let pages = content / width
      guard pages >= 2, abs(pages - pages.rounded()) < 0.001 else { continue }
      sentence +=
        "; \(view.id)'s content is \(NumberText.plain(pages.rounded())) frame widths across "
        + "(\(NumberText.plain(content)) over \(NumberText.plain(width)) pt), as a horizontal pager's is: if it "
        + "pages, set \"pagingEnabled\": true on it"
    }
    add(sentence)
  }

  /// Which views were imported from their recognizers alone, and as what.
  private mutating func addRecognizerKinds(
    _ imported: [GestureViewExtraction.Imported], kind: HierarchyImport.RecognizerKind
  ) {
    guard let bearers = Self.list(imported, where: { !$0.hasControlState }) else { return }
    switch kind {
    case .pan:
      add(
        "a dump shows that a view has gesture recognizers, not which: \(bearers.text) "
          + "\(bearers.count == 1 ? "is written as a pan" : "are written as pans") in any direction; import "
          + "with plain views for "
          + "recognizers that only tap, or set each one's kind and direction")
    case .plain:
      add(
        "a dump shows that a view has gesture recognizers, not which: \(bearers.text) "
          + "\(bearers.count == 1 ? "is written as a plain view" : "are written as plain views"), as asked; "
          + "make one a pan where it drags")
    }
  }

  /// The sliders' range, values brought into 0...1, and thumbs.
  private mutating func addSliders(_ imported: [GestureViewExtraction.Imported]) {
    let rangeUnknown = Self.list(
      imported, where: { $0.slider?.isRangeUnknown == true },
      suffix: { view in " at \(NumberText.plain(view.slider?.value ?? 0))" })
    if let rangeUnknown {
      add(
        "a dump shows a slider's value but not its minimumValue and maximumValue: "
          + "\(rangeUnknown.text) \(rangeUnknown.isAre) written as if the range were 0...1, "
          + "UISlider's default")
    }
    for slider in imported {
      guard let facts = slider.slider, facts.isClamped else { continue }
      add(
        "\(Self.label(slider)) holds \(NumberText.plain(facts.value)), outside 0...1: written as "
          + NumberText.plain(facts.writtenValue))
    }
    if let thumbUnknown = Self.list(imported, where: { $0.slider?.isThumbUnknown == true }) {
      add(
        "a dump does not show a slider's thumb size: \(thumbUnknown.text) "
          + "\(thumbUnknown.isAre) written with the iOS version's thumb, 37 x 24 on iOS 26 and "
          + "later and 28 x 28 below; set \"thumbSize\" for a custom thumb")
    }
  }

  /// Views that would have been imported but never pan.
  private mutating func addOmissions(
    _ omitted: [(view: ViewSnapshot, reason: GestureViewExtraction.Omission)]
  ) {
    for (view, reason) in omitted where reason == .nonPanning {
      add(
        "\(Self.place(view.className, line: view.line)) has gesture recognizers that tap, press and "
          + "select text, which never take a back swipe: left out")
    }
  }

  /// `tableView (UITableView, line 4)`.
  private static func label(_ view: GestureViewExtraction.Imported) -> String {
    "\(view.id) (\(view.className)\(view.line.map { ", line \($0)" } ?? ""))"
  }

  /// A view of the tree by its class: `UITableView (line 4)`, or the class alone.
  private static func label(_ view: ViewSnapshot) -> String { place(view.className, line: view.line) }

  /// A class with its line, when it has one.
  private static func place(_ className: String, line: Int?) -> String {
    line.map { "\(className) (line \($0))" } ?? className
  }

  /// The labels of the views of `imported` that match, each followed by its `suffix`, joined as a
  /// sentence lists them (`a`, `a and b`, `a, b and c`), and how many there are; nil when none
  /// does. Written into one string as it goes, with no array of labels or filtered copy of the
  /// views: a long table's note names a view for each of its rows.
  private static func list(
    _ imported: [GestureViewExtraction.Imported], where matches: (GestureViewExtraction.Imported) -> Bool,
    suffix: (GestureViewExtraction.Imported) -> String = { _ in "" }
  ) -> ViewList? {
    let count = imported.reduce(0) { matches($1) ? $0 + 1 : $0 }
    guard count > 0 else { return nil }
    var text = ""
    var written = 0
    for view in imported where matches(view) {
      if written > 0 { text += written == count - 1 ? " and " : ", " }
      text += label(view)
      text += suffix(view)
      written += 1
    }
    return ViewList(text: text, count: count)
  }

  /// Views named in a sentence: their labels, listed, and how many there are.
  private struct ViewList {
    /// `a`, `a and b`, `a, b and c`.
    var text: String
    /// How many views are listed.
    var count: Int
    /// The verb for the views as a subject: `is` for one, `are` for more.
    var isAre: String { count == 1 ? "is" : "are" }
  }
}
