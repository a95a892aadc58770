import PopGesture
import PopGestureFormats

extension ImportNotes {
  /// The notes of `notes` that still hold for `trace`, which was written from the description
  /// they came with: `synth --navigation` copies a description's notes into its trace through here.
  ///
  /// A note an import writes is read back (`ImportNotes+Forms.swift`) and asked of the trace as
  /// written: a note on the stack holds while the stack is the one it names; the one on the default
  /// device while the device is 390 x 844 with a top inset of 47; the one on a hidden bar while the
  /// bar starts hidden, the one on its height while the settings' bar height is another; the one on
  /// the back swipes' delegates while both are `uikit`; the one on a screen with no views while it
  /// is in the stack without views. A note that lists views or screens keeps those still written as
  /// it says (a scroll view with `pagingEnabled` false, a slider without a thumb size, a view hit
  /// testing skips, a screen with the `fd_` defaults, …), looked for on every screen of the stack,
  /// and is written again for them alone, or left out when none is left. The window's size and the
  /// views left out of the dump are facts of the dump, which hold whatever is written. A note that
  /// is none of these, a person's own, is kept as it is: nothing says what it claims.
  static func holding(_ notes: [String], in trace: Trace) -> [String] {
    let written = Written(trace)
    return notes.compactMap { written.review($0) }
  }

  /// What a trace writes, as the notes ask it.
  private struct Written {
    let trace: Trace
    /// Every view of every screen of the stack by id, the first of an id in stack and tree order.
    let views: [String: GestureView]

    init(_ trace: Trace) {
      self.trace = trace
      var views: [String: GestureView] = [:]
      var pending = trace.navigation.stack.flatMap(\.views).reversed() as [GestureView]
      while let view = pending.popLast() {
        if views[view.id] == nil { views[view.id] = view }
        pending += view.subviews.reversed()
      }
      self.views = views
    }

    /// `note` as it holds for the trace: itself, written again for what it still holds for, or
    /// nil when it holds for nothing.
    func review(_ note: String) -> String? {
      let navigation = trace.navigation
      let stack = navigation.stack
      if note.hasPrefix(ImportNotes.oneScreenPrefix) {
        return stack.count == 1 && note == ImportNotes.oneScreen(stack[0].id) ? note : nil
      }
      if note.hasPrefix("the stack, bottom first, is ") {
        return note == ImportNotes.hierarchyStack(stack.map(\.id)) ? note : nil
      }
      if note == ImportNotes.defaultDevice {
        let device = trace.device
        let defaults = Device()
        return device.width == defaults.width && device.height == defaults.height
          && device.topInset == defaults.topInset ? note : nil
      }
      if note == ImportNotes.backSwipeDelegates {
        return navigation.interactivePopDelegate == .uikit && navigation.contentPopDelegate == .uikit
          ? note : nil
      }
      if note.hasPrefix("the navigation bar, ") {
        if note.contains(", is hidden: written as navigationBarHidden true") {
          return navigation.navigationBarHidden ? note : nil
        }
        let height = "\"navigationBarHeight\": " + NumberText.plain(trace.settings.navigationBarHeight) + " }"
        return note.contains(height) ? nil : note
      }
      if note.hasPrefix(ImportNotes.noViewsPrefix), note.hasSuffix(ImportNotes.noViewsEnd) {
        let top = note.dropFirst(ImportNotes.noViewsPrefix.count).dropLast(ImportNotes.noViewsEnd.count)
        let holds = stack.contains { PrintableText.quoted($0.id) == top && $0.views.isEmpty }
        return holds ? note : nil
      }
      if note.hasSuffix(ImportNotes.nonPanningEnd) { return note }
      for form in ListForm.all where note.hasPrefix(form.prefix) {
        switch review(note, as: form) {
        case .holds(let sentence): return sentence
        case .otherForm: continue
        }
      }
      let id = Self.leadingID(of: note[...])
      // The two notes on one view start with its label, `id (Class, line N)`.
      let startsWithLabel = !id.isEmpty && note.dropFirst(id.count).hasPrefix(" (")
      if startsWithLabel, note.hasSuffix(ImportNotes.pagerEnd) {
        return views[id].map { $0.kind == .scrollView && $0.pagingEnabled } == true ? note : nil
      }
      if note.hasPrefix(ImportNotes.rowsPrefix), note.hasSuffix(ImportNotes.rowsEnd),
        let middle = note.ranges(of: ImportNotes.rowsMiddle).last
      {
        let id = String(note[middle.upperBound...].dropLast(ImportNotes.rowsEnd.count))
        let holds = views[id].map { table in
          table.kind == .scrollView && !table.subviews.contains { $0.kind == .swipeActions }
        }
        return holds == true ? note : nil
      }
      if startsWithLabel, let middle = note.ranges(of: ImportNotes.clampedMiddle).last {
        let writtenValue = String(note[middle.upperBound...])
        let holds = views[id].map { $0.kind == .slider && NumberText.plain($0.value) == writtenValue }
        return holds == true ? note : nil
      }
      return note
    }

    /// What a note that starts as one of a form says, read as that form.
    private enum ListReading {
      /// The note is of the form: its sentence for what it still holds for, nil when that is nothing.
      case holds(String?)
      /// The note does not read as one of the form, though it starts as one.
      case otherForm
    }

    /// A note that starts as one of `form`, reviewed.
    private func review(_ note: String, as form: ListForm) -> ListReading {
      let afterPrefix = note.index(note.startIndex, offsetBy: form.prefix.count)
      let listEnd: String.Index
      if form.prefix == ListForm.paging.prefix {
        // Hints on pages follow the list; they are made again from the views written.
        let ends = [form.one, form.many].compactMap { note[afterPrefix...].firstRange(of: $0) }
        guard let end = ends.min(by: { $0.lowerBound < $1.lowerBound }) else { return .otherForm }
        listEnd = end.lowerBound
      } else if note.hasSuffix(form.many), note.count - form.many.count >= form.prefix.count {
        listEnd = note.index(note.endIndex, offsetBy: -form.many.count)
      } else if note.hasSuffix(form.one), note.count - form.one.count >= form.prefix.count {
        listEnd = note.index(note.endIndex, offsetBy: -form.one.count)
      } else {
        return .otherForm
      }
      let list = String(note[afterPrefix..<listEnd])
      if form.prefix == ListForm.screenDefaults.prefix {
        let named = Set(list.split(separator: ", ").map(String.init))
        let kept = trace.navigation.stack.filter { screen in
          named.contains(PrintableText.quoted(screen.id)) && !screen.interactivePopDisabled
            && !screen.prefersNavigationBarHidden && screen.maxAllowedInitialDistanceToLeftEdge == 0
            && screen.backButton == .standard
        }
        guard !kept.isEmpty else { return .holds(nil) }
        let text = kept.map { PrintableText.quoted($0.id) }.joined(separator: ", ")
        return .holds(form.sentence(ViewList(text: text, count: kept.count)))
      }
      guard let labels = Self.labels(in: list) else { return .otherForm }
      let kept = labels.filter { label in views[label.id].map { holds(form, for: $0) } == true }
      guard !kept.isEmpty else { return .holds(nil) }
      var sentence = form.sentence(ImportNotes.joined(kept.map(\.text)))
      if form.prefix == ListForm.paging.prefix {
        for label in kept {
          guard let view = views[label.id] else { continue }
          sentence += ImportNotes.pagesHint(
            id: view.id, contentSize: view.contentSize, frameSize: view.frame.size)
        }
      }
      return .holds(sentence)
    }

    /// Whether `view` is still written as a note of `form` says.
    private func holds(_ form: ListForm, for view: GestureView) -> Bool {
      switch form.prefix {
      case ListForm.paging.prefix: return view.kind == .scrollView && !view.pagingEnabled
      case ListForm.bounces.prefix:
        return view.kind == .scrollView && view.bounces && !view.alwaysBounceHorizontal
          && !view.alwaysBounceVertical
      case ListForm.recipe.prefix:
        return (view.kind == .scrollView || view.kind == .pan) && view.simultaneousWithPop == .never
      case ListForm.delegates.prefix:
        return GestureView.recognizerKinds.contains(view.kind) && view.simultaneousWith == .none
          && view.requiresFailureOf.isEmpty && view.requiredToFailBy.isEmpty && view.ignoresTouchesIn.isEmpty
          && view.recognizerEnabled
      case ListForm.sliderRange.prefix: return view.kind == .slider
      case ListForm.thumb.prefix: return view.kind == .slider && view.thumbSize == nil
      case ListForm.transforms.prefix: return true
      case ListForm.skipped.prefix: return !view.isHitTestable
      default:
        // The two forms on kinds share their prefix.
        return form.one == ListForm.pans.one
          ? view.kind == .pan && view.direction == .any : view.kind == .plain
      }
    }

    /// The id a view's label starts with: `tableView` of `tableView (UITableView, line 4)`.
    static func leadingID(of label: Substring) -> String {
      String(label.prefix { $0.isLetter || $0.isNumber })
    }

    /// The labels of a list as `ImportNotes.joined` writes it, each with the id it starts with:
    /// a label starts the list, or follows `, ` or ` and `, with an id and ` (`. Nil when the list
    /// does not read back to itself.
    static func labels(in list: String) -> [(id: String, text: String)]? {
      var starts: [String.Index] = []
      var index = list.startIndex
      while index < list.endIndex {
        let before = list[..<index]
        if index == list.startIndex || before.hasSuffix(", ") || before.hasSuffix(" and ") {
          let id = leadingID(of: list[index...])
          if !id.isEmpty, list[index...].dropFirst(id.count).hasPrefix(" (") { starts.append(index) }
        }
        index = list.index(after: index)
      }
      guard starts.first == list.startIndex else { return nil }
      var labels: [(id: String, text: String)] = []
      for (number, start) in starts.enumerated() {
        var end = number + 1 < starts.count ? starts[number + 1] : list.endIndex
        if number + 1 < starts.count {
          let separator = number + 2 == starts.count ? " and " : ", "
          guard list[..<end].hasSuffix(separator) else { return nil }
          end = list.index(end, offsetBy: -separator.count)
        }
        let text = list[start..<end]
        labels.append((leadingID(of: text), String(text)))
      }
      return labels
    }
  }

  /// Labels listed as a sentence lists them: `a`, `a and b`, `a, b and c`.
  static func joined(_ labels: [String]) -> ViewList {
    var text = ""
    for (index, label) in labels.enumerated() {
      if index > 0 { text += index == labels.count - 1 ? " and " : ", " }
      text += label
    }
    return ViewList(text: text, count: labels.count)
  }
}
