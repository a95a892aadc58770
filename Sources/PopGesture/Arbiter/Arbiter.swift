/// Decides which recognizer of a touch sequence may begin, in the order UIKit asks.
///
/// The policy in one sentence: a recognizer that wants to begin and whose `shouldBegin` said YES
/// waits while a candidate it requires to fail is undecided, then fails if a began recognizer
/// excludes it, and otherwise begins and fails or cancels every candidate it excludes; two
/// recognizers exclude each other unless the README recipe lets a view's pan run beside
/// `fullscreenPop`. A slider stops horizontal pans above it before any of that.
struct Arbiter {
  /// What happens to a recognizer that wants to begin.
  enum Decision: Sendable, Equatable {
    /// It waits for these candidates to fail (step 1).
    case wait(on: [Int])
    /// A began recognizer excludes it (step 2).
    case fail(preventedBy: Int)
    /// It begins, failing the undecided and cancelling the began candidates it excludes (step 3).
    case begin(failing: [Int], cancelling: [Int])
  }

  /// The policy's README recipe: a view's pan may run beside `fullscreenPop`.
  let honorsSimultaneityRecipe: Bool
  /// The policy's iOS 26 rule: a scroll view at its leading edge waits for the content swipe.
  let scrollViewsRequireContentPopFailure: Bool
  /// The current state of a recognizer's view, for the recipe and the scroll-view requirement.
  let view: (ViewReference) -> GestureView?

  /// Takes the two rules of `policy` it reads, not the whole policy: the replayer makes an arbiter
  /// for every decision, and copying a policy copies its list of checks.
  init(policy: Policy, view: @escaping (ViewReference) -> GestureView?) {
    honorsSimultaneityRecipe = policy.fullscreenPop?.honorsSimultaneityRecipe == true
    scrollViewsRequireContentPopFailure = policy.scrollViewsRequireContentPopFailure
    self.view = view
  }

  /// Steps 1 to 3 for `candidates[index]`; `checkRequirements` is false once a waiter's wait is over.
  func decide(_ index: Int, in candidates: [Recognizer], checkRequirements: Bool = true) -> Decision {
    if checkRequirements {
      let awaited = requiredFailures(of: index, in: candidates).filter { candidates[$0].state.isPending }
      if !awaited.isEmpty { return .wait(on: awaited) }
    }
    let others = candidates.indices.filter { $0 != index }
    if let blocker = others.first(where: {
      candidates[$0].state.isActive && excludes(candidates[index], candidates[$0])
    }) {
      return .fail(preventedBy: blocker)
    }
    let failing = others.filter {
      let other = candidates[$0]
      guard other.state.isPending else { return false }
      return excludes(candidates[index], other) || other.awaitedFailures.contains(index)
    }
    let cancelling = others.filter {
      candidates[$0].state.isActive && excludes(candidates[index], candidates[$0])
    }
    return .begin(failing: failing, cancelling: cancelling)
  }

  /// Whether two recognizers may not recognize at the same time.
  func excludes(_ first: Recognizer, _ second: Recognizer) -> Bool {
    !recognizeSimultaneously(first, second)
  }

  /// The README recipe under the policies that honour it: a view's pan beside `fullscreenPop`.
  func recognizeSimultaneously(_ first: Recognizer, _ second: Recognizer) -> Bool {
    guard honorsSimultaneityRecipe else { return false }
    let reference: ViewReference
    switch (first.role, second.role) {
    case (.fullscreenPop, .view(let other)), (.view(let other), .fullscreenPop): reference = other
    default: return false
    }
    guard let view = view(reference) else { return false }
    switch (view.simultaneousWithPop, view.kind) {
    case (.always, .scrollView), (.always, .pan): return true
    case (.atLeadingEdge, .scrollView): return view.contentOffset.x <= 0
    case (.never, _), (.always, _), (.atLeadingEdge, _): return false
    }
  }

  /// The candidates `candidates[index]` requires to fail before it may begin.
  func requiredFailures(of index: Int, in candidates: [Recognizer]) -> [Int] {
    let recognizer = candidates[index]
    switch recognizer.role {
    case .contentPop:
      return candidates.indices.filter { candidates[$0].role == .edgePop }
    case .view(let reference) where reference.kind == .scrollView:
      guard scrollViewsRequireContentPopFailure, let view = view(reference),
        !view.canScrollHorizontally || view.contentOffset.x <= 0
      else { return [] }
      return candidates.indices.filter { candidates[$0].role == .contentPop }
    case .fullscreenPop, .edgePop, .view:
      return []
    }
  }
}

/// The slider rule: a control's own action wins over an overlapping horizontal pan above it.
struct SliderGuard: Sendable, Equatable {
  /// The slider's view id, which records name as `by`.
  var sliderID: String
  /// Views between the top level and the slider, whose pans the slider stops.
  var ancestors: [ViewReference]

  /// Whether the slider fails `recognizer`, which wants to begin with the raw `translation`.
  func prevents(_ recognizer: Recognizer, translation: Point) -> Bool {
    guard abs(translation.x) >= abs(translation.y) else { return false }
    if recognizer.isNavigationLevel { return true }
    guard let view = recognizer.view else { return false }
    return ancestors.contains(view)
  }
}
