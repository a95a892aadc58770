/// Decides which recognizer of a touch sequence may begin, in the order UIKit asks (<doc:Reasons>,
/// who begins), and keeps the recognizers that wait.
///
/// The policy in one sentence: a recognizer that wants to begin and whose `shouldBegin` said YES
/// waits while a candidate it requires to fail is undecided (UIKit's edge swipe before every
/// other, its content swipe before a scroll view at its leading edge, and those the app
/// declares), fails if one of them began, then fails if a began recognizer excludes it, and
/// otherwise begins and fails or cancels every candidate it excludes; two recognizers exclude
/// each other unless the README recipe lets a view's pan run beside `fullscreenPop` or either
/// side's delegate lets them recognize together (`simultaneousWith`). A slider whose thumb the
/// first finger went down on stops horizontal pans above it before any of that (`SliderGuard`).
///
/// It rules and remembers who waits; it never changes a recognizer. The replayer carries out
/// each ruling.
struct Arbiter: Sendable {
  /// What happens to a recognizer that wants to begin.
  enum Ruling: Sendable, Equatable {
    /// It waits for these candidates to fail (step 1).
    case wait(on: [Int])
    /// The began candidate `by` excludes it: it fails with `preventedBy` (step 2).
    case fail(by: Int)
    /// Candidate `by`, which it requires to fail, began instead: it fails with `preventedBy`
    /// (step 1).
    case failAwaited(by: Int)
    /// It begins, failing the undecided and cancelling the began candidates it excludes, and
    /// failing those that waited for it to fail, whether it excludes them (`failing`) or may
    /// recognize together with them (`failingWaiters`) (step 3).
    case begin(failing: [Int], failingWaiters: [Int] = [], cancelling: [Int])
  }

  /// A waiting recognizer and the candidates it waits for.
  struct Wait: Sendable, Equatable {
    var waiter: Int
    var awaited: [Int]
  }

  /// The policy's README recipe: a view's pan may run beside `fullscreenPop`.
  let honorsSimultaneityRecipe: Bool
  /// The recognizers that wait, in the order they began waiting.
  private(set) var waits: [Wait] = []

  init(policy: Policy) {
    honorsSimultaneityRecipe = policy.fullscreenPop?.honorsSimultaneityRecipe == true
  }

  /// Steps 1 to 3 for `candidates[index]`, which wants to begin; a `wait` ruling is remembered.
  mutating func rule(on index: Int, in candidates: [Recognizer], scene: Scene) -> Ruling {
    let required = requiredFailures(of: index, in: candidates, scene: scene)
    // An awaited recognizer that began instead fails it: as a rival if the two exclude each
    // other (the replayer has usually failed it already), else because the wait is lost.
    if let began = required.first(where: {
      !candidates[$0].phase.isPending && candidates[$0].phase != .failed
    }) {
      return excludes(candidates[index], candidates[began], scene: scene)
        ? .fail(by: began) : .failAwaited(by: began)
    }
    let awaited = required.filter { candidates[$0].phase.isPending }
    if !awaited.isEmpty {
      waits.append(Wait(waiter: index, awaited: awaited))
      return .wait(on: awaited)
    }
    return ruleAfterWait(on: index, in: candidates, scene: scene)
  }

  /// Steps 2 and 3 for a waiter whose wait is over (or one that never waited).
  ///
  /// One pass over the other candidates, by index: a list of them, or a copy of the recognizer,
  /// would cost an allocation or a retain at every begin.
  func ruleAfterWait(on index: Int, in candidates: [Recognizer], scene: Scene) -> Ruling {
    var failing: [Int] = []
    var failingWaiters: [Int] = []
    var cancelling: [Int] = []
    var blocker: Int?
    for other in candidates.indices where other != index {
      let phase = candidates[other].phase
      if phase.isActive {
        guard excludes(candidates[index], candidates[other], scene: scene) else { continue }
        if blocker == nil { blocker = other }
        cancelling.append(other)
      } else if phase.isPending {
        if excludes(candidates[index], candidates[other], scene: scene) {
          failing.append(other)
        } else if awaits(index, waiter: other) {
          failingWaiters.append(other)
        }
      }
    }
    if let blocker { return .fail(by: blocker) }
    return .begin(failing: failing, failingWaiters: failingWaiters, cancelling: cancelling)
  }

  /// The first waiter, by candidate order, whose awaited candidates have all failed and that
  /// still follows a finger: it leaves the waiting set, and the replayer resumes it and asks
  /// `ruleAfterWait`. Waiters that have stopped waiting are forgotten on the way.
  mutating func nextWaiterReleased(in candidates: [Recognizer]) -> Int? {
    waits.removeAll { candidates[$0.waiter].phase != .waiting }
    let released = waits.indices.filter { position in
      let wait = waits[position]
      return candidates[wait.waiter].isFollowingAFinger
        && wait.awaited.allSatisfy { candidates[$0].phase == .failed }
    }
    guard let first = released.min(by: { waits[$0].waiter < waits[$1].waiter }) else { return nil }
    return waits.remove(at: first).waiter
  }

  /// Whether candidate `waiter` waits for `index` to fail.
  func awaits(_ index: Int, waiter: Int) -> Bool {
    waits.contains { $0.waiter == waiter && $0.awaited.contains(index) }
  }

  /// Whether two recognizers may not recognize at the same time.
  func excludes(_ first: Recognizer, _ second: Recognizer, scene: Scene) -> Bool {
    !recognizeSimultaneously(first, second, scene: scene)
  }

  /// Whether two recognizers may recognize together: either side's delegate says so
  /// (`simultaneousWith`, which either side may declare, as Apple documents that either
  /// delegate's yes is enough), or the README recipe does.
  func recognizeSimultaneously(_ first: Recognizer, _ second: Recognizer, scene: Scene) -> Bool {
    Self.declaresSimultaneity(first, with: second) || Self.declaresSimultaneity(second, with: first)
      || followsRecipe(first, second, scene: scene)
  }

  /// Whether `recognizer`'s view lets it recognize together with `other`.
  private static func declaresSimultaneity(_ recognizer: Recognizer, with other: Recognizer) -> Bool {
    recognizer.relationships?.simultaneousWith.contains(other.id) ?? false
  }

  /// The README recipe under the policies that honour it: a view's pan beside `fullscreenPop`,
  /// `always`, or `atLeadingEdge` for a scroll view while `contentOffset.x <= 0`.
  private func followsRecipe(_ first: Recognizer, _ second: Recognizer, scene: Scene) -> Bool {
    guard honorsSimultaneityRecipe else { return false }
    let reference: ViewReference
    switch (first.kind, second.kind) {
    case (.fullscreenPop, _):
      guard let other = second.view else { return false }
      reference = other
    case (_, .fullscreenPop):
      guard let other = first.view else { return false }
      reference = other
    default: return false
    }
    guard let view = scene.view(reference) else { return false }
    switch (view.simultaneousWithPop, view.kind) {
    case (.always, .scrollView), (.always, .pan): return true
    case (.atLeadingEdge, .scrollView): return view.contentOffset.x <= 0
    case (.never, _), (.always, _), (.atLeadingEdge, _): return false
    }
  }

  /// The candidates `candidates[index]` requires to fail before it may begin: UIKit's own
  /// requirements (`systemRequiredFailures`), then those the app declares, in candidate order:
  /// the ones its view names in `requiresFailureOf`, and those whose views name it in
  /// `requiredToFailBy`. A requirement on a recognizer that is not a candidate is met, so these
  /// find only candidates.
  func requiredFailures(of index: Int, in candidates: [Recognizer], scene: Scene) -> [Int] {
    var required = systemRequiredFailures(of: index, in: candidates, scene: scene)
    // Nearly every sequence declares nothing, and pays only this check for the rule.
    guard candidates.contains(where: { $0.relationships != nil }) else { return required }
    let id = candidates[index].id
    let named = candidates[index].relationships?.requiresFailureOf ?? []
    for other in candidates.indices where other != index && !required.contains(other) {
      let names = named.contains(candidates[other].id)
      let isNamedBy = candidates[other].relationships?.requiredToFailBy.contains(id) ?? false
      if names || isNamedBy { required.append(other) }
    }
    return required
  }

  /// UIKit's own requirements: `contentPop` and every view's recognizer require `edgePop`
  /// (UIKit's edge swipe goes before the content under the finger); a scroll view that cannot
  /// scroll horizontally, or sits at its leading edge (`contentOffset.x <= minX`), also requires
  /// `contentPop`.
  private func systemRequiredFailures(of index: Int, in candidates: [Recognizer], scene: Scene) -> [Int] {
    switch candidates[index].kind {
    case .contentPop, .customPan, .swipeRow:
      return candidates.indices.filter { candidates[$0].kind == .edgePop }
    case .scrollView(let reference):
      guard let view = scene.view(reference), !view.canScrollHorizontally || view.isAtLeadingEdge else {
        return candidates.indices.filter { candidates[$0].kind == .edgePop }
      }
      return candidates.indices.filter {
        candidates[$0].kind == .edgePop || candidates[$0].kind == .contentPop
      }
    case .fullscreenPop, .edgePop:
      return []
    }
  }
}

extension Arbiter {
  /// `preventedBy` a recognizer in words.
  static func excludedWords(by recognizer: RecognizerID) -> String {
    "\(recognizer) began first, and the two may not recognize together"
  }

  /// `preventedBy` a recognizer it required to fail, in words.
  static func awaitedWords(by recognizer: RecognizerID) -> String {
    "it requires \(recognizer) to fail, and \(recognizer) began instead"
  }
}
