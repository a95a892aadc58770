/// The navigation controller's view controllers, bottom first, the screen presented over them,
/// and the gesture-bearing views they hold.
struct NavigationStack: Sendable {
  /// A view controller on the stack.
  struct Entry: Sendable {
    package var screen: Screen
    /// FD's `fd_willAppearInjectBlock`, as `NavigationBarHooks` gave it to the screen's id: kept
    /// here too, so the hooks that fire at every push and pop read a flag rather than hash an id.
    var hasWillAppearHook: Bool
    /// Tells instances apart when a `setStack` brings back an id.
    let serial: Int
  }

  /// The view controllers, bottom first. Changed only through `push`, `removeTop`, `replace`
  /// and `modifyEntry`, which keep `positions` in step with it.
  private(set) var entries: [Entry] = []
  /// Where each screen id is on the stack, once it holds more than `listedDepth` screens, so a
  /// push's guard and a `set` find their screen without a scan; nil below that, where a scan
  /// costs less than hashing (and a shallow stack is what nearly every trace has). Built at
  /// `listedDepth + 1` screens and dropped at half that, so pushing and popping around one depth
  /// does not build it again and again.
  ///
  /// Ids on the stack are unique: the decoder checks the initial stack and every `setStack`, and
  /// a push of an id already there is refused or raises UIKit's exception. (A stack built in code
  /// may still repeat an id; its lowest entry is then the one found, as a scan finds it.)
  private var positions: [String: Int]?
  /// The deepest stack searched by a scan.
  static let listedDepth = 16

  private var nextSerial = 0

  /// A screen presented over the navigation controller (`present`), and how it covers it.
  struct Presentation: Sendable {
    var entry: Entry
    let style: PresentationStyle
  }

  /// The screen presented over the navigation controller, if any.
  private(set) var presented: Presentation?

  /// The `screenIndex` of a reference to a view of the presented screen, which is on no stack.
  static let presentedIndex = -1

  /// Puts new instances of `screens` on the stack, each with a will-appear hook when `hooked`.
  init(_ screens: [Screen], hooked: (Screen) -> Bool = { _ in false }) {
    replace(with: screens, hooked: hooked)
  }

  // MARK: - Changing the stack

  /// Puts `screen` on top as a new instance and returns its index; its id must not be on the stack.
  @discardableResult
  mutating func push(_ screen: Screen, hooked: Bool = false) -> Int {
    let index = entries.count
    entries.append(makeEntry(screen, hooked: hooked))
    if positions != nil {
      let previous = positions?.updateValue(index, forKey: screen.id)
      precondition(previous == nil, "screen '\(screen.id)' pushed while already on the stack")
    } else if entries.count > Self.listedDepth {
      indexPositions()
    }
    return index
  }

  /// Takes the top entry off the stack.
  mutating func removeTop() {
    let id = entries.removeLast().screen.id
    guard positions != nil else { return }
    if entries.count <= Self.listedDepth / 2 {
      positions = nil
    } else if let index = positions?.removeValue(forKey: id), index != entries.count {
      // A lower entry repeats the id: it stays the one found.
      positions?[id] = index
    }
  }

  /// Puts new instances of `screens` in place of the whole stack.
  mutating func replace(with screens: [Screen], hooked: (Screen) -> Bool = { _ in false }) {
    entries.removeAll(keepingCapacity: true)
    entries.reserveCapacity(screens.count)
    for screen in screens {
      entries.append(makeEntry(screen, hooked: hooked(screen)))
    }
    positions = nil
    if entries.count > Self.listedDepth { indexPositions() }
  }

  /// Builds `positions` from the stack, the lowest entry of a repeated id winning.
  private mutating func indexPositions() {
    var positions: [String: Int] = [:]
    positions.reserveCapacity(entries.count)
    for (index, entry) in entries.enumerated() where positions[entry.screen.id] == nil {
      positions[entry.screen.id] = index
    }
    self.positions = positions
  }

  /// Presents `screen` over the stack as a new instance.
  mutating func present(_ screen: Screen, style: PresentationStyle) {
    presented = Presentation(entry: makeEntry(screen, hooked: false), style: style)
  }

  /// Dismisses the presented screen.
  mutating func dismiss() {
    presented = nil
  }

  /// Changes the screen named `id`, on the stack or presented, in place; false when there is none.
  mutating func modifyScreen(named id: String, _ change: (inout Screen) -> Void) -> Bool {
    if let index = index(ofScreen: id) {
      modifyEntry(at: index) { change(&$0.screen) }
      return true
    }
    guard presented?.entry.screen.id == id else { return false }
    // The unwrap is checked just above.
    // swift-format-ignore: NeverForceUnwrap
    change(&presented!.entry.screen)
    return true
  }

  /// Changes entry `index` in place (its hook, its screen's properties and views), keeping its id.
  mutating func modifyEntry(at index: Int, _ change: (inout Entry) -> Void) {
    let id = entries[index].screen.id
    change(&entries[index])
    precondition(entries[index].screen.id == id, "screen '\(id)' changed its id on the stack")
  }

  /// Wraps a screen arriving on the stack as a new instance.
  private mutating func makeEntry(_ screen: Screen, hooked: Bool) -> Entry {
    nextSerial += 1
    return Entry(screen: screen, hasWillAppearHook: hooked, serial: nextSerial)
  }

  // MARK: - Reading

  var count: Int { entries.count }
  var indices: Range<Int> { entries.indices }
  var top: Entry? { entries.last }
  var ids: [String] { entries.map(\.screen.id) }

  subscript(index: Int) -> Entry { entries[index] }

  /// The stack index of the screen named `id`.
  func index(ofScreen id: String) -> Int? {
    if let positions { return positions[id] }
    return entries.firstIndex { $0.screen.id == id }
  }

  /// The stack index of the screen instance `reference` points at, if it is still on the stack.
  ///
  /// It is the index `reference` was made with, if the same instance is still there: an entry
  /// keeps its index for as long as it is on the stack (entries come and go only at the top, and
  /// a `setStack` replaces them all with new serials), so no search is needed.
  func index(of reference: ViewReference) -> Int? {
    let index = reference.screenIndex
    guard entries.indices.contains(index), entries[index].serial == reference.screenSerial else { return nil }
    return index
  }

  // MARK: - Views

  /// The current state of the view `reference` points at, if its screen is still on the stack
  /// (or still presented).
  func view(_ reference: ViewReference) -> GestureView? {
    var view: GestureView
    if reference.screenIndex == Self.presentedIndex {
      guard let entry = presented?.entry, entry.serial == reference.screenSerial,
        let first = entry.screen.views[safe: reference.path[0]]
      else { return nil }
      view = first
    } else {
      // Read in place: a copy of the screen would retain its arrays on every move of a scroll.
      guard let index = index(of: reference), let first = entries[index].screen.views[safe: reference.path[0]]
      else { return nil }
      view = first
    }
    for index in reference.path.dropFirst() {
      guard let subview = view.subviews[safe: index] else { return nil }
      view = subview
    }
    return view
  }

  /// Changes the view `reference` points at, if its screen is still on the stack (or presented).
  mutating func updateView(_ reference: ViewReference, _ change: (inout GestureView) -> Void) {
    if reference.screenIndex == Self.presentedIndex {
      guard presented?.entry.serial == reference.screenSerial else { return }
      // The unwrap is checked just above.
      // swift-format-ignore: NeverForceUnwrap
      presented!.entry.screen.views.modify(at: reference.path[...], change)
      return
    }
    guard let index = index(of: reference) else { return }
    modifyEntry(at: index) { $0.screen.views.modify(at: reference.path[...], change) }
  }
}

extension Array {
  /// The element at `index`, or nil when out of bounds.
  subscript(safe index: Int) -> Element? {
    indices.contains(index) ? self[index] : nil
  }
}

extension Array where Element == GestureView {
  /// Applies `change` to the view at an index path down `subviews`, if it exists.
  mutating func modify(at path: ArraySlice<Int>, _ change: (inout GestureView) -> Void) {
    guard let first = path.first, indices.contains(first) else { return }
    if path.count == 1 {
      change(&self[first])
    } else {
      self[first].subviews.modify(at: path.dropFirst(), change)
    }
  }

  /// The view named `id`, depth first, wherever it is down `subviews`.
  package func view(named id: String) -> GestureView? {
    guard var path = path(to: id)?[...], let first = path.popFirst() else { return nil }
    var view = self[first]
    while let next = path.popFirst() { view = view.subviews[next] }
    return view
  }

  /// The index path down `subviews` to the view named `id`, depth first.
  func path(to id: String) -> [Int]? {
    for (index, view) in enumerated() {
      if view.id == id { return [index] }
      if let rest = view.subviews.path(to: id) { return [index] + rest }
    }
    return nil
  }
}
