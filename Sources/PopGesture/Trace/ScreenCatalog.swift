/// Every screen and view id that appears anywhere in a trace, and the rules that need them all:
/// a `set` names a screen, and a view of a kind that has its property, that appear somewhere in
/// it (and the recognizers it names are on that screen); a presented screen's id is on no stack.
///
/// A `set` may name a screen that is only pushed later, so the rules are asked once every screen
/// of the trace has been added.
package struct ScreenCatalog {
  /// The part of a `set` a broken rule is about: its `screen`, its `view`, or the recognizer
  /// name at this index of its `value`.
  package enum Part: Equatable {
    case screen
    case view
    case value(Int)
  }

  /// What the trace says of one screen id.
  private struct Entry {
    /// Its view ids, and every kind a view of that id has had.
    var views: [String: Set<GestureView.Kind>] = [:]
    /// Whether a stack description or a push has it, rather than only a `present`.
    var isOnStack = false
  }

  /// Every screen id of the trace. One dictionary, so that a push, the most frequent action,
  /// costs one lookup.
  private var screens: [String: Entry] = [:]

  /// No screen yet.
  package init() {}

  /// Adds the screens of a stack description or a push, and their views at every depth.
  package mutating func add(_ screens: [Screen]) {
    // Room for a whole stack description at once, rather than growing through it; one screen at
    // a time (a push) leaves the growing to the dictionary.
    if screens.count > 1 { self.screens.reserveCapacity(self.screens.count + screens.count) }
    for screen in screens {
      self.screens[screen.id, default: Entry()].isOnStack = true
      Self.add(screen.views, to: &self.screens[screen.id, default: Entry()].views)
    }
  }

  /// Adds a presented screen and its views, which a `set` may name too.
  package mutating func add(presented screen: Screen) {
    Self.add(screen.views, to: &screens[screen.id, default: Entry()].views)
  }

  /// Adds a screen without views, by its id: a push read on the decoder's fast path, which has
  /// neither a `Screen` nor an array to hand.
  package mutating func add(screenWithoutViews id: String) {
    screens[id, default: Entry()].isOnStack = true
  }

  /// What is wrong with presenting screen `id`: its id is on a stack somewhere in the trace.
  package func problem(presenting id: String) -> String? {
    guard screens[id]?.isOnStack == true else { return nil }
    return
      "screen \(PrintableText.quoted(id)) is also on the navigation stack in this trace; "
      + "a presented screen is on no stack, so give it an id of its own"
  }

  /// The recognizers of the views of every screen called `screen`, in id order.
  private func recognizers(onScreen screen: String) -> [RecognizerID] {
    guard let known = screens[screen]?.views else { return [] }
    return known.keys.sorted().flatMap { id in
      (known[id] ?? []).sorted { $0.rawValue < $1.rawValue }.compactMap { $0.recognizer(ofView: id) }
    }
  }

  /// Adds `views` and their subviews, at every depth, to one screen's `kinds`.
  private static func add(_ views: [GestureView], to kinds: inout [String: Set<GestureView.Kind>]) {
    for view in views {
      kinds[view.id, default: []].insert(view.kind)
      add(view.subviews, to: &kinds)
    }
  }

  /// Whether every screen and view `change` names has been added, the view as a kind that has
  /// the property, and so has every recognizer it names: then no screen added later can break
  /// the rule.
  package func knows(_ change: PropertyChange) -> Bool {
    switch change {
    case .navigation: true
    case .screen(let screen, _): screens[screen] != nil
    case .view(let screen, let view, let property):
      screens[screen]?.views[view].map { !$0.isDisjoint(with: property.kinds) } == true
        && unknownRecognizer(in: property, onScreen: screen) == nil
    }
  }

  /// The first recognizer `property` names that is on no screen called `screen`, with its index.
  private func unknownRecognizer(in property: ViewProperty, onScreen screen: String) -> (Int, String)? {
    let names: [RecognizerID]
    switch property {
    case .simultaneousWith(.only(let list)), .requiresFailureOf(let list), .requiredToFailBy(let list):
      names = list
    default:
      return nil
    }
    let recognizers = recognizers(onScreen: screen)
    for (index, name) in names.enumerated() {
      if let message = TraceRules.recognizer(name, on: screen, among: recognizers) { return (index, message) }
    }
    return nil
  }

  /// What is wrong with the screen or view `change` names, and which of them it is about; nil
  /// when both appear among the screens added.
  package func problem(with change: PropertyChange) -> (part: Part, message: String)? {
    switch change {
    case .navigation:
      return nil
    case .screen(let screen, _):
      return screens[screen] == nil ? (.screen, unknownScreen(screen)) : nil
    case .view(let screen, let view, let property):
      guard let known = screens[screen]?.views else { return (.screen, unknownScreen(screen)) }
      guard let kinds = known[view] else {
        return (
          .view,
          "no view \(PrintableText.quoted(view)) on screen \(PrintableText.quoted(screen)) anywhere in the trace"
            + Suggestion.hint(for: view, among: known.keys.sorted())
        )
      }
      guard kinds.isDisjoint(with: property.kinds) else {
        return unknownRecognizer(in: property, onScreen: screen).map { (.value($0.0), $0.1) }
      }
      let found = kinds.map(\.rawValue).sorted().map { "'\($0)'" }.joined(separator: " and ")
      let owners = property.kinds.map { "'\($0.rawValue)'" }.joined(separator: " and ")
      let qualifier = property.key == "simultaneousWithPop" ? " with that value" : ""
      return (
        .view,
        "view \(PrintableText.quoted(view)) on screen \(PrintableText.quoted(screen)) is a \(found) view; '\(property.key)'\(qualifier) belongs to \(owners) views"
      )
    }
  }

  /// The message for a `set` naming a screen that appears nowhere, with the closest that does.
  private func unknownScreen(_ screen: String) -> String {
    "no screen \(PrintableText.quoted(screen)) anywhere in the trace"
      + Suggestion.hint(for: screen, among: screens.keys.sorted())
  }
}
