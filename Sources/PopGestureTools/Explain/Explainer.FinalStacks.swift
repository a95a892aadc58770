import PopGesture

extension Explainer {
  /// The final stacks of replays run on to the end, by the states they were at rest in just
  /// before touch events (`Replayer.RestingState`): a changed replay that comes to rest in one of
  /// those states at the same place would run the rest of the trace as that replay did, so it
  /// stops there and takes its final stack. The original replay's are known first.
  ///
  /// A change shown is then replayed on to the end only while it keeps the replay in a state no
  /// replay has had there: most changes come back to the original's state within a few swipes (a
  /// `setStack` puts the same screens back), and one that never does (a switch turned off for
  /// good) is run to the end once, the same change on later swipes then meeting its states.
  ///
  /// What it keeps is bounded whatever the trace: at most `maximumScreens` screens over all the
  /// states it keeps, and `maximumPerPlace` states at one place. A state it does not keep only
  /// costs time: a replay that would have met it runs on to the end, and its stack is the same.
  struct FinalStacks {
    /// The screens kept over all the states (`Replayer.RestingState.screens`), at most: a
    /// million by default. A stack entry is 64 bytes, so states that share none of their stacks
    /// keep at most 64 MB, and states whose stacks are the same share one copy.
    let maximumScreens: Int
    /// The states kept at one place, at most: each changed replay that reaches the place compares
    /// its state with each of them.
    static let maximumPerPlace = 8

    /// The states at rest seen just before each place, with the final stack each led to.
    private var known: [Int: [(state: Replayer.RestingState, finalStack: [String])]] = [:]
    /// The screens of the states kept, counted toward `maximumScreens`.
    private(set) var screensKept = 0
    /// Whether changed replays stop where they meet a known state; off only to test that the
    /// stacks are those of replays run to the end.
    let isSharing: Bool
    /// How many changed replays stopped at a known state.
    private(set) var shared = 0
    /// How many events changed replays fed after their swipes' outcomes, for their final stacks.
    var eventsReplayed = 0

    init(isSharing: Bool = true, maximumScreens: Int = 1 << 20) {
      self.isSharing = isSharing
      self.maximumScreens = maximumScreens
    }

    /// Whether the state at rest before event `place` is worth reading: before a finger goes down.
    static func isCheckpoint(_ event: Event) -> Bool {
      if case .touch(let touch) = event.kind { return touch.phase == .began }
      return false
    }

    /// The final stack that a replay at rest in `state` just before `place` ends with, if known.
    mutating func finalStack(at place: Int, restingIn state: Replayer.RestingState) -> [String]? {
      guard isSharing, let seen = known[place] else { return nil }
      for entry in seen where entry.state == state {
        shared += 1
        return entry.finalStack
      }
      return nil
    }

    /// Whether a replay collecting states for `remember` should still keep `state`, beside the
    /// `collected` screens it already holds: while both fit in what is left of `maximumScreens`.
    func admits(_ state: Replayer.RestingState, besides collected: Int) -> Bool {
      isSharing && screensKept + collected + state.screens <= maximumScreens
    }

    /// Keeps the states a replay was at rest in (each with its place) with the stack it ended
    /// with, as far as `maximumScreens` and `maximumPerPlace` allow.
    mutating func remember(_ states: [(place: Int, state: Replayer.RestingState)], finalStack: [String]) {
      guard isSharing else { return }
      for (place, state) in states where screensKept + state.screens <= maximumScreens {
        guard known[place, default: []].count < Self.maximumPerPlace else { continue }
        known[place, default: []].append((state, finalStack))
        screensKept += state.screens
      }
    }
  }
}
