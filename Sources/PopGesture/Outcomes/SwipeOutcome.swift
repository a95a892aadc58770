/// What one touch sequence did, read back from the records of a replay: whether it popped, what
/// became of each candidate recognizer, and what else it moved.
///
/// A sequence's records are those that fall in it (`Record.sequence`); the pop it began is
/// followed to its end wherever that falls. `SwipeReader` reads them as the log is written;
/// `outcomes(of:)` reads a whole log.
public struct SwipeOutcome: Sendable, Equatable {
  /// What became of the back navigation.
  public enum Pop: Sendable, Equatable {
    /// `recognizer` popped `from` to `to`; `landed` is when the stack changed.
    case popped(from: String, to: String, recognizer: RecognizerID, landed: Double)
    /// `recognizer` began a pop that was still under way when the replay ended (a finger that
    /// never lifted).
    case underWay(from: String, to: String, recognizer: RecognizerID)
    /// `recognizer` began a pop, which ran back on release (or on a cancelled touch).
    case cancelled(from: String, to: String, recognizer: RecognizerID, progress: Double, velocity: Double)
    /// `recognizer` began with nothing to pop or inside a transition, and the navigation
    /// controller froze (the KVC swap).
    case froze(recognizer: RecognizerID)
    /// No navigation recognizer began.
    case none
  }

  /// What became of one recognizer in this sequence.
  ///
  /// `by` names what prevented it in a `preventedBy`, and is nil for every other reason, so
  /// `.failed(.popDisabled)` reads as the log does.
  public enum Fate: Sendable, Equatable {
    case began
    case failed(Reason, by: Blocker? = nil)
    case cancelled(Reason, by: Blocker? = nil)
    /// Still undecided when the records end, or dropped by a frozen navigation controller.
    case undecided
  }

  /// A candidate recognizer of the sequence and what became of it.
  public struct Candidate: Sendable, Equatable {
    /// The recognizer.
    public var recognizer: RecognizerID
    /// What became of it.
    public var fate: Fate

    /// Candidate `recognizer`, whose fate was `fate`.
    public init(_ recognizer: RecognizerID, _ fate: Fate) {
      self.recognizer = recognizer
      self.fate = fate
    }
  }

  /// Something the swipe moved besides the navigation.
  public enum Effect: Sendable, Equatable {
    /// A scroll view came to rest at `offset`.
    case scrolled(view: ScreenView, offset: Point)
    /// A slider let go at `value`.
    case slid(view: ScreenView, value: Double)
    /// A row's swipe ended, which shows or hides its actions.
    case swipedRow(recognizer: RecognizerID)
    /// A row's swipe ended by running the row's leading action; the row stays closed.
    case ranLeadingAction(recognizer: RecognizerID)
  }

  /// The navigation bar hiding or showing.
  public enum NavigationBarChange: Sendable, Equatable {
    case hidden(animated: Bool)
    case shown(animated: Bool)
  }

  /// 1 for the first sequence of the replay.
  public var number: Int
  /// When and where the first finger went down, and what it hit.
  public var start: Double
  /// Where the first finger went down.
  public var location: Point
  /// What the first finger went down on.
  public var hit: Hit
  /// Every candidate, in the order they were asked, with its fate.
  public var recognizers: [Candidate]
  /// What became of the back navigation.
  public var pop: Pop
  /// What else the sequence moved: scroll views, sliders, rows.
  public var effects: [Effect]
  /// Each change of the navigation bar among the sequence's records, in order.
  public var navigationBar: [NavigationBarChange]
  /// The release decision of the pop this sequence began, taken when its recognizer ended or was
  /// cancelled; nil when no pop began, or when it was still under way at the end.
  public var release: ReleaseRecord?
  /// The records of the sequence in the whole log, from its first to the end of its pop when
  /// that came after the next sequence started.
  public var records: Range<Int>

  /// Whether the back swipe popped a screen.
  public var popped: Bool {
    if case .popped = pop { return true }
    return false
  }

  /// The navigation recognizer that began the pop, whatever became of the pop; nil when none did.
  public var winner: RecognizerID? {
    switch pop {
    case .popped(_, _, let recognizer, _), .underWay(_, _, let recognizer),
      .cancelled(_, _, let recognizer, _, _), .froze(let recognizer):
      recognizer
    case .none: nil
    }
  }

  /// The navigation controller's recognizers among the candidates, in order.
  public var navigationRecognizers: [Candidate] {
    recognizers.filter(\.recognizer.isNavigation)
  }

  /// The fate of candidate `recognizer` (`.began`, `.failed(.popDisabled)`), nil when it was no
  /// candidate.
  public func fate(of recognizer: RecognizerID) -> Fate? {
    recognizers.first { $0.recognizer == recognizer }?.fate
  }

  /// The outcome of every touch sequence in `records`, a whole log, in order.
  public static func outcomes(of records: [Record]) -> [SwipeOutcome] {
    var reader = SwipeReader()
    for record in records { reader.read(record) }
    return reader.finish()
  }
}

extension SwipeOutcome {
  /// The outcome in one line, in the log's words: `popped detail -> home through fullscreenPop at
  /// 0.400`, `pop cancelled on release: progress 0.244 at 354.4 pt/s (fullscreenPop)`, or `no
  /// pop: fullscreenPop failed popDisabled, contentPop failed customBackButton`, then what else
  /// the swipe moved.
  public var summary: String {
    var parts: [String]
    switch pop {
    case .popped(let from, let to, let recognizer, let landed):
      parts = ["popped \(from) -> \(to) through \(recognizer) at \(NumberText.fixed(landed, decimals: 3))"]
    case .underWay(let from, let to, let recognizer):
      parts = ["pop \(from) -> \(to) through \(recognizer) still under way at the end"]
    case .cancelled(_, _, let recognizer, let progress, let velocity):
      // A pop whose recognizer was cancelled runs back without a release decision.
      let isCancelled = if case .cancelled? = fate(of: recognizer) { true } else { false }
      let when = isCancelled ? "when its recognizer was cancelled" : "on release"
      parts = [
        "pop cancelled \(when): progress \(NumberText.fixed(progress, decimals: 3)) at "
          + "\(NumberText.fixed(velocity, decimals: 1)) pt/s (\(recognizer))"
      ]
    case .froze(let recognizer):
      parts = ["\(recognizer) began where UIKit could not pop: the navigation controller froze"]
    case .none:
      let fates = navigationRecognizers.map(\.words)
      parts = [
        fates.isEmpty ? "no pop: no back swipe was a candidate" : "no pop: " + fates.joined(separator: ", ")
      ]
    }
    parts += effects.map(\.words)
    return parts.joined(separator: "; ")
  }
}

extension SwipeOutcome.Candidate {
  /// `fullscreenPop failed popDisabled`: the recognizer and its fate.
  public var words: String { "\(recognizer) \(fate.words)" }
}

extension SwipeOutcome.Effect {
  /// `photos/pager scrolled to (390.0, 0.0)`, `detail/volume moved to 0.800`, `row.swipe ended:
  /// the row's actions flipped`, `row.swipe ended: the row's leading action ran`.
  public var words: String {
    switch self {
    case .scrolled(let view, let offset):
      "\(view) scrolled to (\(NumberText.fixed(offset.x, decimals: 1)), \(NumberText.fixed(offset.y, decimals: 1)))"
    case .slid(let view, let value):
      "\(view) moved to \(NumberText.fixed(value, decimals: 3))"
    case .swipedRow(let recognizer):
      "\(recognizer) ended: the row's actions flipped"
    case .ranLeadingAction(let recognizer):
      "\(recognizer) ended: the row's leading action ran"
    }
  }
}

extension SwipeOutcome.Fate {
  /// `began`, `failed`, `cancelled` or `undecided`: the fate without its reason.
  public var word: String {
    switch self {
    case .began: "began"
    case .failed: "failed"
    case .cancelled: "cancelled"
    case .undecided: "undecided"
    }
  }

  /// `began`, `failed popDisabled`, `failed preventedBy photos.pan`, `undecided`.
  public var words: String {
    switch self {
    case .began, .undecided: word
    case .failed(let reason, let by), .cancelled(let reason, let by):
      ([word, reason.rawValue] + (by.map { [$0.description] } ?? [])).joined(separator: " ")
    }
  }
}
