/// The navigation controller: its stack, its bar, the library's switches and any running transition.
struct NavigationState: Sendable {
  /// A view controller on the stack, with what the library attached to it.
  struct Entry: Sendable {
    var screen: Screen
    /// FD's `fd_willAppearInjectBlock`: set the bar to this screen's preference when it appears.
    var hasWillAppearHook: Bool
    /// Tells instances apart when a `setStack` brings back an id.
    let serial: Int
  }

  /// A push or pop between its start and its end.
  struct Transition: Sendable {
    let serial: Int
    let operation: TransitionRecord.Operation
    let isInteractive: Bool
    let from: String
    let to: String
    /// The candidate index driving an interactive pop, in the current touch sequence.
    var driver: Int?
    /// The pop was released (or its recognizer cancelled) toward cancelling.
    var isCancelling = false
    /// The last `progress` value written, rounded, so unchanged values are not written again.
    var writtenProgress: Double?
  }

  /// The view controllers, bottom first. Changed only through `push`, `removeTop`, `replaceStack`
  /// and `modifyEntry`, which keep `positions` in step with it.
  private(set) var stack: [Entry] = []
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

  var isNavigationBarHidden: Bool
  var isFullscreenPopGestureEnabled: Bool
  var isViewControllerBasedNavigationBarAppearanceEnabled: Bool
  var isFullscreenPopInstalled: Bool
  var transition: Transition?
  /// Push, pop and setStack actions that arrived during a transition, in arrival order.
  var deferredActions: [Action] = []
  /// The KVC swap's root-screen freeze: nothing moves any more.
  var isFrozen = false
  private var nextSerial = 0

  init(_ description: NavigationDescription, policy: Policy) {
    isNavigationBarHidden = description.navigationBarHidden
    isFullscreenPopGestureEnabled = description.fullscreenPopGestureEnabled
    isViewControllerBasedNavigationBarAppearanceEnabled =
      description.viewControllerBasedNavigationBarAppearanceEnabled
    switch policy.fullscreenPop?.installation {
    case .always: isFullscreenPopInstalled = true
    case .atFirstPush: isFullscreenPopInstalled = description.installedByPush
    case nil: isFullscreenPopInstalled = false
    }
    // Screens that were pushed got their hook from the push that brought them.
    let hooked =
      policy.managesNavigationBar && description.installedByPush && description.stack.count >= 2
      && description.viewControllerBasedNavigationBarAppearanceEnabled
    replaceStack(with: description.stack, hooked: hooked)
  }

  // MARK: - Changing the stack

  /// Puts `screen` on top as a new instance and returns its index; its id must not be on the stack.
  @discardableResult
  mutating func push(_ screen: Screen, hooked: Bool) -> Int {
    let index = stack.count
    stack.append(makeEntry(screen, hooked: hooked))
    if positions != nil {
      let previous = positions?.updateValue(index, forKey: screen.id)
      precondition(previous == nil, "screen '\(screen.id)' pushed while already on the stack")
    } else if stack.count > Self.listedDepth {
      indexPositions()
    }
    return index
  }

  /// Takes the top entry off the stack.
  mutating func removeTop() {
    let id = stack.removeLast().screen.id
    guard positions != nil else { return }
    if stack.count <= Self.listedDepth / 2 {
      positions = nil
    } else if let index = positions?.removeValue(forKey: id), index != stack.count {
      // A lower entry repeats the id: it stays the one found.
      positions?[id] = index
    }
  }

  /// Puts new instances of `screens` in place of the whole stack.
  mutating func replaceStack(with screens: [Screen], hooked: Bool) {
    stack.removeAll(keepingCapacity: true)
    stack.reserveCapacity(screens.count)
    for screen in screens {
      stack.append(makeEntry(screen, hooked: hooked))
    }
    positions = nil
    if stack.count > Self.listedDepth { indexPositions() }
  }

  /// Builds `positions` from the stack, the lowest entry of a repeated id winning.
  private mutating func indexPositions() {
    var positions: [String: Int] = [:]
    positions.reserveCapacity(stack.count)
    for (index, entry) in stack.enumerated() where positions[entry.screen.id] == nil {
      positions[entry.screen.id] = index
    }
    self.positions = positions
  }

  /// Changes entry `index` in place (its hook, its screen's properties and views), keeping its id.
  mutating func modifyEntry(at index: Int, _ change: (inout Entry) -> Void) {
    let id = stack[index].screen.id
    change(&stack[index])
    precondition(stack[index].screen.id == id, "screen '\(id)' changed its id on the stack")
  }

  /// Wraps a screen arriving on the stack as a new instance.
  private mutating func makeEntry(_ screen: Screen, hooked: Bool) -> Entry {
    nextSerial += 1
    return Entry(screen: screen, hasWillAppearHook: hooked, serial: nextSerial)
  }

  /// A new transition serial number.
  mutating func makeTransitionSerial() -> Int {
    nextSerial += 1
    return nextSerial
  }

  var isTransitioning: Bool { transition != nil }
  var top: Entry? { stack.last }
  var ids: [String] { stack.map(\.screen.id) }

  /// Where the screen FD's will-disappear check reads as the top is: the one being revealed during
  /// a pop. An index rather than the entry, which the check reads one field of.
  var effectiveTopIndex: Int? {
    if let transition, transition.operation == .pop, !transition.isCancelling, stack.count >= 2 {
      return stack.count - 2
    }
    return stack.indices.last
  }

  /// The stack index of the screen named `id`.
  func index(ofScreen id: String) -> Int? {
    if let positions { return positions[id] }
    return stack.firstIndex { $0.screen.id == id }
  }

  /// The stack index of the screen instance `reference` points at, if it is still on the stack.
  func index(of reference: ViewReference) -> Int? {
    Self.index(of: reference, in: stack)
  }

  /// The index `reference` was made with, if the same instance is still there: an entry keeps
  /// its index for as long as it is on the stack (entries come and go only at the top, and a
  /// `setStack` replaces them all with new serials), so no search is needed.
  static func index(of reference: ViewReference, in stack: [Entry]) -> Int? {
    let index = reference.screenIndex
    guard stack.indices.contains(index), stack[index].serial == reference.screenSerial else { return nil }
    return index
  }
}
