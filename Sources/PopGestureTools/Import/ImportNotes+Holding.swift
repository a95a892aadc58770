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
      let afterPrefix = note.utf8.index(note.startIndex, offsetBy: form.prefix.utf8.count)
      let listEnd: String.Index
      if form.claim == .paging {
        // Hints on pages follow the list; they are made again from the views written.
        let ends = [form.one, form.many].compactMap { note[afterPrefix...].firstRange(of: $0) }
        guard let end = ends.min(by: { $0.lowerBound < $1.lowerBound }) else { return .otherForm }
        listEnd = end.lowerBound
      } else if let end = Self.end(of: note, before: form.many, after: afterPrefix) {
        listEnd = end
      } else if let end = Self.end(of: note, before: form.one, after: afterPrefix) {
        listEnd = end
      } else {
        return .otherForm
      }
      let list = String(note[afterPrefix..<listEnd])
      if form.claim == .screenDefaults {
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
      if form.claim == .paging {
        for label in kept {
          guard let view = views[label.id] else { continue }
          sentence += ImportNotes.pagesHint(
            id: view.id, contentSize: view.contentSize, frameSize: view.frame.size)
        }
      }
      return .holds(sentence)
    }

    /// Where `note`'s list ends when `note` ends with `words` after `start`.
    private static func end(of note: String, before words: String, after start: String.Index) -> String.Index?
    {
      let length = words.utf8.count
      guard note.utf8.distance(from: start, to: note.endIndex) >= length,
        note.utf8.suffix(length).elementsEqual(words.utf8)
      else { return nil }
      return note.utf8.index(note.endIndex, offsetBy: -length)
    }

    /// Whether `view` is still written as a note of `form` says.
    private func holds(_ form: ListForm, for view: GestureView) -> Bool {
      switch form.claim {
      case .paging: return view.kind == .scrollView && !view.pagingEnabled
      case .bounces:
        return view.kind == .scrollView && view.bounces && !view.alwaysBounceHorizontal
          && !view.alwaysBounceVertical
      case .recipe:
        return (view.kind == .scrollView || view.kind == .pan) && view.simultaneousWithPop == .never
      case .delegates:
        return GestureView.recognizerKinds.contains(view.kind) && view.simultaneousWith == .none
          && view.requiresFailureOf.isEmpty && view.requiredToFailBy.isEmpty && view.ignoresTouchesIn.isEmpty
          && view.recognizerEnabled
      case .pans: return view.kind == .pan && view.direction == .any
      case .plainViews: return view.kind == .plain
      case .sliderRange: return view.kind == .slider
      case .thumb: return view.kind == .slider && view.thumbSize == nil
      case .transforms: return true
      case .skipped: return !view.isHitTestable
      case .screenDefaults:
        preconditionFailure("the note on the screens' defaults lists screens, not views")
      }
    }

    /// The id a view's label starts with: `tableView` of `tableView (UITableView, line 4)`.
    static func leadingID(of label: Substring) -> String {
      String(label.prefix { $0.isLetter || $0.isNumber })
    }

    /// The labels of a list as `ImportNotes.joined` writes it, each with the id it starts with:
    /// a label starts the list, or follows `, ` or ` and `, with an id and ` (`. Nil when the list
    /// does not read back to itself. Read in UTF-8, once: a long table's notes list every row.
    static func labels(in list: String) -> [(id: String, text: String)]? {
      let bytes = Array(list.utf8)
      let comma = Array(", ".utf8)
      let and = Array(" and ".utf8)
      let opening = Array(" (".utf8)
      /// Whether `bytes` hold `word` at `offset`.
      func holds(_ word: [UInt8], at offset: Int) -> Bool {
        offset >= 0 && offset + word.count <= bytes.count
          && bytes[offset..<offset + word.count].elementsEqual(word)
      }
      // Where a label starts, and the length of the separator before it.
      var starts: [(offset: Int, separator: Int)] = []
      for offset in bytes.indices {
        let separator =
          offset == 0
          ? 0
          : holds(comma, at: offset - comma.count)
            ? comma.count : holds(and, at: offset - and.count) ? and.count : -1
        guard separator >= 0 else { continue }
        // An id: ASCII letters and digits, or the bytes of other scalars, then ` (`.
        var idEnd = offset
        while idEnd < bytes.count, Self.isIDByte(bytes[idEnd]) { idEnd += 1 }
        if idEnd > offset, holds(opening, at: idEnd) { starts.append((offset, separator)) }
      }
      guard starts.first?.offset == 0 else { return nil }
      var labels: [(id: String, text: String)] = []
      for (number, start) in starts.enumerated() {
        var end = bytes.count
        if number + 1 < starts.count {
          let next = starts[number + 1]
          // Every label but the last is followed by `, `, the one before the last by ` and `.
          guard next.separator == (number + 2 == starts.count ? and.count : comma.count) else { return nil }
          end = next.offset - next.separator
        }
        let text = String(decoding: bytes[start.offset..<end], as: UTF8.self)
        labels.append((leadingID(of: text[...]), text))
      }
      return labels
    }

    /// Whether `byte` may be part of an id: an ASCII letter or digit, or part of a scalar beyond
    /// ASCII, which `leadingID` then reads as a letter or not.
    private static func isIDByte(_ byte: UInt8) -> Bool {
      byte >= 0x80 || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
        || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
        || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
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
