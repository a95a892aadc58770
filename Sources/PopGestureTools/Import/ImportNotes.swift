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
    add(Self.list(imported, where: { $0.scroll?.isBouncingUnknown == true }), as: .bounces)
    add(Self.list(imported, where: { $0.kind == .scrollView || $0.kind == .pan }), as: .recipe)
    add(Self.list(imported, where: { GestureView.recognizerKinds.contains($0.kind) }), as: .delegates)
    add(Self.backSwipeDelegates)
    addRecognizerKinds(imported, kind: options.recognizerKind)
    for table in imported where table.scroll?.isTable == true {
      add(Self.rows(label: Self.label(table), id: table.id))
    }
    addSliders(imported)
    add(
      ViewList(text: stack.map(PrintableText.quoted).joined(separator: ", "), count: stack.count),
      as: .screenDefaults)
    add(Self.list(imported, where: \.isTransformed), as: .transforms)
    add(Self.list(imported, where: { !$0.isShown }), as: .skipped)
    addOmissions(extraction.omitted)
    if extraction.views.isEmpty {
      add(Self.noViews(top))
    }
  }

  private mutating func add(_ sentence: String) { sentences.append(sentence) }

  /// Adds the note of `form` on `views`, when there are any.
  private mutating func add(_ views: ViewList?, as form: ListForm) {
    if let views { add(form.sentence(views)) }
  }

  /// Where the stack came from, and what to do when it is one screen.
  private mutating func addStack(
    screens: [ControllerHierarchy.StackScreen], stack: [String], options: HierarchyImport.Options
  ) {
    guard !screens.isEmpty else {
      add(Self.oneScreen(stack.last ?? ""))
      return
    }
    add(Self.hierarchyStack(stack))
  }

  /// The device to write, from the window's frame and the navigation bar's top.
  private mutating func addDevice(_ facts: DumpFacts) {
    guard let device = facts.device else {
      add(Self.defaultDevice)
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
      add(Self.hiddenBar(label))
    } else if bar.frame.size.height != Trace.Settings().navigationBarHeight {
      add(Self.barHeight(label, height: bar.frame.size.height))
    }
  }

  /// Paging: known pagers, the default, and the views whose content looks like pages.
  private mutating func addPaging(_ imported: [GestureViewExtraction.Imported]) {
    for pager in imported where pager.scroll.map({ $0.isPagingUnknown && $0.isPagingScroller }) == true {
      add(Self.pager(Self.label(pager)))
    }
    let isOther = { (view: GestureViewExtraction.Imported) in
      view.scroll.map { $0.isPagingUnknown && !$0.isPagingScroller } == true
    }
    guard let others = Self.list(imported, where: isOther) else { return }
    var sentence = ListForm.paging.sentence(others)
    for view in imported where isOther(view) {
      guard let scroll = view.scroll else { continue }
      sentence += Self.pagesHint(id: view.id, contentSize: scroll.contentSize, frameSize: scroll.frameSize)
    }
    add(sentence)
  }

  /// Which views were imported from their recognizers alone, and as what.
  private mutating func addRecognizerKinds(
    _ imported: [GestureViewExtraction.Imported], kind: HierarchyImport.RecognizerKind
  ) {
    let bearers = Self.list(imported, where: { !$0.hasControlState })
    switch kind {
    case .pan: add(bearers, as: .pans)
    case .plain: add(bearers, as: .plainViews)
    }
  }

  /// The sliders' range, values brought into 0...1, and thumbs.
  private mutating func addSliders(_ imported: [GestureViewExtraction.Imported]) {
    let rangeUnknown = Self.list(
      imported, where: { $0.slider?.isRangeUnknown == true },
      suffix: { view in " at \(NumberText.plain(view.slider?.value ?? 0))" })
    add(rangeUnknown, as: .sliderRange)
    for slider in imported {
      guard let facts = slider.slider, facts.isClamped else { continue }
      add(Self.clamped(Self.label(slider), value: facts.value, written: facts.writtenValue))
    }
    add(Self.list(imported, where: { $0.slider?.isThumbUnknown == true }), as: .thumb)
  }

  /// Views that would have been imported but never pan.
  private mutating func addOmissions(
    _ omitted: [(view: ViewSnapshot, reason: GestureViewExtraction.Omission)]
  ) {
    for (view, reason) in omitted where reason == .nonPanning {
      add(Self.place(view.className, line: view.line) + Self.nonPanningEnd)
    }
  }

  /// `tableView (UITableView, line 4)`.
  static func label(_ view: GestureViewExtraction.Imported) -> String {
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
  static func list(
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
  struct ViewList {
    /// `a`, `a and b`, `a, b and c`.
    var text: String
    /// How many views are listed.
    var count: Int
    /// The verb for the views as a subject: `is` for one, `are` for more.
    var isAre: String { count == 1 ? "is" : "are" }
  }
}
