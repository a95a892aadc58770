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
    /// It began: it took the touch.
    case began
    /// It gave up before beginning, for `Reason`.
    case failed(Reason, by: Blocker? = nil)
    /// It had begun, and lost the touch for `Reason`.
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
    /// The bar hid, with UIKit's animation or at once.
    case hidden(animated: Bool)
    /// The bar showed, with UIKit's animation or at once.
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
  public var summary: String { SummaryText.of { writeSummary(to: &$0) } }

  /// `FROM -> TO through RECOGNIZER`.
  private static func writePop(
    from: String, to: String, through recognizer: RecognizerID, to output: inout some SummaryOutput
  ) {
    output.write(name: from)
    output.write(words: " -> ")
    output.write(name: to)
    output.write(words: " through ")
    recognizer.write(to: &output)
  }

  /// Writes `summary` to `output` piece by piece: the one place its words are spelled, which the
  /// text log also uses to write them straight into its buffer.
  public func writeSummary(to output: inout some SummaryOutput) {
    switch pop {
    case .popped(let from, let to, let recognizer, let landed):
      output.write(words: "popped ")
      Self.writePop(from: from, to: to, through: recognizer, to: &output)
      output.write(words: " at ")
      output.write(fixed: landed, decimals: 3)
    case .underWay(let from, let to, let recognizer):
      output.write(words: "pop ")
      Self.writePop(from: from, to: to, through: recognizer, to: &output)
      output.write(words: " still under way at the end")
    case .cancelled(_, _, let recognizer, let progress, let velocity):
      // A pop whose recognizer was cancelled runs back without a release decision.
      let isCancelled = if case .cancelled? = fate(of: recognizer) { true } else { false }
      output.write(
        words: isCancelled ? "pop cancelled when its recognizer was cancelled" : "pop cancelled on release")
      output.write(words: ": progress ")
      output.write(fixed: progress, decimals: 3)
      output.write(words: " at ")
      output.write(fixed: velocity, decimals: 1)
      output.write(words: " pt/s (")
      recognizer.write(to: &output)
      output.write(words: ")")
    case .froze(let recognizer):
      recognizer.write(to: &output)
      output.write(words: " began where UIKit could not pop: the navigation controller froze")
    case .none:
      output.write(words: "no pop: ")
      var isFirst = true
      for candidate in recognizers where candidate.recognizer.isNavigation {
        if !isFirst { output.write(words: ", ") }
        isFirst = false
        candidate.write(to: &output)
      }
      if isFirst { output.write(words: "no back swipe was a candidate") }
    }
    for effect in effects {
      output.write(words: "; ")
      effect.write(to: &output)
    }
  }
}

extension SwipeOutcome: CustomStringConvertible {
  /// The swipe's outcome line, as the text log writes it: `swipe 1: popped detail -> home
  /// through fullscreenPop at 0.437`. A test failure shows this line, not the whole value.
  public var description: String { "swipe \(number): \(summary)" }
}

/// Where `SwipeOutcome.writeSummary(to:)` puts a summary's pieces: a string (`summary`), or a log's
/// buffer, which takes them without a string in between.
public protocol SummaryOutput {
  /// Appends words of the summary's own.
  mutating func write(words: StaticString)
  /// Appends text that is not the summary's own: an id from the trace, a reason's word. A log
  /// escapes it as it escapes every id.
  mutating func write(name: String)
  /// Appends `value` rounded to exactly `decimals` places (1 or 3), as `NumberText.fixed`
  /// writes it.
  mutating func write(fixed value: Double, decimals: Int)
}

/// A summary, or a piece of one, as a string.
struct SummaryText: SummaryOutput {
  private var text = ""

  /// What `body` writes.
  static func of(_ body: (inout SummaryText) -> Void) -> String {
    var output = SummaryText()
    body(&output)
    return output.text
  }

  mutating func write(words: StaticString) { text += words.description }
  mutating func write(name: String) { text += name }
  mutating func write(fixed value: Double, decimals: Int) {
    text += NumberText.fixed(value, decimals: decimals)
  }
}

extension RecognizerID {
  /// Writes the name as records write it, `description`, piece by piece.
  func write(to output: inout some SummaryOutput) {
    if let view { output.write(name: view) }
    output.write(words: word)
  }
}

extension ScreenView {
  /// Writes `screen/view` piece by piece.
  func write(to output: inout some SummaryOutput) {
    output.write(name: screen)
    output.write(words: "/")
    output.write(name: view)
  }
}

extension SwipeOutcome.Candidate {
  /// `fullscreenPop failed popDisabled`: the recognizer and its fate.
  public var words: String { SummaryText.of { write(to: &$0) } }

  /// Writes `words` piece by piece.
  func write(to output: inout some SummaryOutput) {
    recognizer.write(to: &output)
    output.write(words: " ")
    fate.write(to: &output)
  }
}

extension SwipeOutcome.Effect {
  /// `photos/pager scrolled to (390.0, 0.0)`, `detail/volume moved to 0.800`, `row.swipe ended:
  /// the row's actions flipped`, `row.swipe ended: the row's leading action ran`.
  public var words: String { SummaryText.of { write(to: &$0) } }

  /// Writes `words` piece by piece.
  func write(to output: inout some SummaryOutput) {
    switch self {
    case .scrolled(let view, let offset):
      view.write(to: &output)
      output.write(words: " scrolled to (")
      output.write(fixed: offset.x, decimals: 1)
      output.write(words: ", ")
      output.write(fixed: offset.y, decimals: 1)
      output.write(words: ")")
    case .slid(let view, let value):
      view.write(to: &output)
      output.write(words: " moved to ")
      output.write(fixed: value, decimals: 3)
    case .swipedRow(let recognizer):
      recognizer.write(to: &output)
      output.write(words: " ended: the row's actions flipped")
    case .ranLeadingAction(let recognizer):
      recognizer.write(to: &output)
      output.write(words: " ended: the row's leading action ran")
    }
  }
}

extension SwipeOutcome.Fate {
  /// `began`, `failed`, `cancelled` or `undecided`: the fate without its reason.
  public var word: String { staticWord.description }

  /// `word`, which a summary's output copies without making a `String`.
  private var staticWord: StaticString {
    switch self {
    case .began: "began"
    case .failed: "failed"
    case .cancelled: "cancelled"
    case .undecided: "undecided"
    }
  }

  /// `began`, `failed popDisabled`, `failed preventedBy photos.pan`, `undecided`.
  public var words: String { SummaryText.of { write(to: &$0) } }

  /// Writes `words` piece by piece.
  func write(to output: inout some SummaryOutput) {
    output.write(words: staticWord)
    switch self {
    case .began, .undecided: break
    case .failed(let reason, let by), .cancelled(let reason, let by):
      output.write(words: " ")
      output.write(name: reason.rawValue)
      guard let by else { break }
      output.write(words: " ")
      switch by {
      case .recognizer(let recognizer): recognizer.write(to: &output)
      case .slider(let view): output.write(name: view)
      }
    }
  }
}
