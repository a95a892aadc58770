/// What one touch sequence did, read back from the records of a replay: whether it popped, what
/// became of each navigation recognizer, and what else it moved.
///
/// A sequence starts at the `touch` record that lists its candidates and runs until the next
/// one starts (or the log ends). The pop it started may land after that: a transition that began
/// within the sequence is followed to its end wherever that is.
public struct SwipeOutcome: Sendable, Equatable {
  /// What became of the back navigation.
  public enum Pop: Sendable, Equatable {
    /// `recognizer` popped `from` to `to`; `landed` is when the stack changed.
    case popped(from: String, to: String, recognizer: String, landed: Double)
    /// `recognizer` began a pop that was still under way when the replay ended (a finger that
    /// never lifted).
    case underWay(from: String, to: String, recognizer: String)
    /// `recognizer` began a pop, which ran back on release (or on a cancelled touch).
    case cancelled(from: String, to: String, recognizer: String, progress: Double, velocity: Double)
    /// `recognizer` began with nothing to pop or inside a transition, and the navigation
    /// controller froze (the KVC swap).
    case froze(recognizer: String)
    /// No navigation recognizer began.
    case none
  }

  /// What became of one recognizer in this sequence.
  ///
  /// `by` names the recognizer of a `preventedBy`, and is nil for every other reason, so
  /// `.failed(.popDisabled)` reads as the log does.
  public enum Fate: Sendable, Equatable {
    case began
    case failed(Reason, by: String? = nil)
    case cancelled(Reason, by: String? = nil)
    /// Still undecided when the records end, or dropped by a frozen navigation controller.
    case undecided
  }

  /// Something the swipe moved besides the navigation.
  public enum Effect: Sendable, Equatable {
    /// A scroll view came to rest at `offset`.
    case scrolled(view: String, offset: Point)
    /// A slider let go at `value`.
    case slid(view: String, value: Double)
    /// A row's swipe ended, which shows or hides its actions.
    case swipedRow(recognizer: String)
  }

  /// 1 for the first sequence of the replay.
  public var number: Int
  /// When and where the first finger went down, and what it hit.
  public var start: Double
  public var point: Point
  public var hit: String
  /// Every candidate, in order, with its fate.
  public var recognizers: [(name: String, fate: Fate)]
  public var pop: Pop
  public var effects: [Effect]
  /// The release decision of the pop this sequence began, taken when its recognizer ended or was
  /// cancelled; nil when no pop began, or when it was still under way at the end.
  public var release: ReleaseRecord?
  /// The records of the sequence in the whole log, its pop's end included when it came later.
  public var records: Range<Int>

  public static func == (lhs: SwipeOutcome, rhs: SwipeOutcome) -> Bool {
    lhs.number == rhs.number && lhs.start == rhs.start && lhs.point == rhs.point && lhs.hit == rhs.hit
      && lhs.recognizers.elementsEqual(rhs.recognizers) { $0.name == $1.name && $0.fate == $1.fate }
      && lhs.pop == rhs.pop && lhs.effects == rhs.effects && lhs.release == rhs.release
      && lhs.records == rhs.records
  }

  /// Whether the back swipe popped a screen.
  public var popped: Bool {
    if case .popped = pop { return true }
    return false
  }

  /// The navigation recognizer that began the pop, whatever became of the pop; nil when none did.
  public var popRecognizer: String? {
    switch pop {
    case .popped(_, _, let recognizer, _), .underWay(_, _, let recognizer),
      .cancelled(_, _, let recognizer, _, _), .froze(let recognizer):
      recognizer
    case .none: nil
    }
  }

  /// The navigation controller's recognizers among the candidates, in order.
  public var navigationRecognizers: [(name: String, fate: Fate)] {
    recognizers.filter { SwipeOutcome.navigationNames.contains($0.name) }
  }

  package static let navigationNames: Set<String> = ["fullscreenPop", "contentPop", "edgePop"]
}

extension SwipeOutcome {
  /// The outcome of every touch sequence in `records`, in order.
  public static func outcomes(of records: [Record]) -> [SwipeOutcome] {
    let starts = records.indices.filter {
      if case .touch(let touch) = records[$0].body { return touch.recognizers != nil }
      return false
    }
    return starts.enumerated().map { number, start in
      let end = number + 1 < starts.count ? starts[number + 1] : records.count
      return SwipeOutcome(number: number + 1, records: records, from: start, to: end)
    }
  }

  /// Reads sequence `number` from `records[start..<end]`, following its pop past `end`.
  private init(number: Int, records: [Record], from start: Int, to end: Int) {
    guard case .touch(let touch) = records[start].body, let candidates = touch.recognizers else {
      preconditionFailure("a sequence starts at the touch record that lists its candidates")
    }
    self.number = number
    self.start = records[start].t
    point = touch.location
    hit = touch.hit ?? ""
    var fates = candidates.map { (name: $0, fate: Fate.undecided) }
    var pop = Pop.none
    var effects: [Effect] = []
    var popRelease: ReleaseRecord?
    var last = end
    var began: (index: Int, recognizer: String)?
    func setFate(_ name: String, _ fate: Fate) {
      if let index = fates.firstIndex(where: { $0.name == name }) { fates[index].fate = fate }
    }
    for index in start..<end {
      switch records[index].body {
      case .recognizer(let recognizer):
        switch recognizer.state {
        case .began:
          setFate(recognizer.name, .began)
          if SwipeOutcome.navigationNames.contains(recognizer.name), began == nil {
            began = (index, recognizer.name)
          }
        case .failed: setFate(recognizer.name, .failed(recognizer.reason ?? .preventedBy, by: recognizer.by))
        case .cancelled:
          setFate(recognizer.name, .cancelled(recognizer.reason ?? .preventedBy, by: recognizer.by))
        case .ended:
          if recognizer.name.hasSuffix(".swipe") { effects.append(.swipedRow(recognizer: recognizer.name)) }
        case .waiting:
          break
        }
      case .scroll(let view, let offset):
        effects.append(.scrolled(view: view, offset: offset))
      case .slider(let view, let value):
        effects.append(.slid(view: view, value: value))
      case .fault(.stuck, _):
        if let began { pop = .froze(recognizer: began.recognizer) }
      default:
        break
      }
    }
    // The pop this sequence began: its transition, then whatever ends it, however late.
    if let began, pop == .none {
      var transitionStart: Int?
      for index in began.index..<end {
        if case .transition(let transition) = records[index].body, transition.phase == .began,
          transition.operation == .pop, transition.interactive
        {
          transitionStart = index
          break
        }
      }
      if let transitionStart, case .transition(let opened) = records[transitionStart].body {
        var release: ReleaseRecord?
        var ending: (index: Int, transition: TransitionRecord)?
        for index in (transitionStart + 1)..<records.count {
          switch records[index].body {
          case .release(let record) where release == nil: release = record
          case .transition(let transition) where transition.phase != .began:
            ending = (index, transition)
          default: break
          }
          if ending != nil { break }
        }
        popRelease = release
        if let ending {
          last = max(last, ending.index + 1)
          if ending.transition.phase == .finished {
            pop = .popped(
              from: opened.from, to: opened.to, recognizer: began.recognizer, landed: records[ending.index].t)
          } else {
            pop = .cancelled(
              from: opened.from, to: opened.to, recognizer: began.recognizer,
              progress: release?.progress ?? 0, velocity: release?.velocity ?? 0)
          }
        } else {
          pop = .underWay(from: opened.from, to: opened.to, recognizer: began.recognizer)
        }
      }
    }
    recognizers = fates
    self.pop = pop
    self.effects = effects
    release = popRelease
    self.records = start..<last
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
      let when = wasCancelled(recognizer) ? "when its recognizer was cancelled" : "on release"
      parts = [
        "pop cancelled \(when): progress \(NumberText.fixed(progress, decimals: 3)) at "
          + "\(NumberText.fixed(velocity, decimals: 1)) pt/s (\(recognizer))"
      ]
    case .froze(let recognizer):
      parts = ["\(recognizer) began where UIKit could not pop: the navigation controller froze"]
    case .none:
      let fates = navigationRecognizers.map { "\($0.name) \(Self.words($0.fate))" }
      parts = [
        fates.isEmpty ? "no pop: no back swipe was a candidate" : "no pop: " + fates.joined(separator: ", ")
      ]
    }
    parts += effects.map(Self.words)
    return parts.joined(separator: "; ")
  }

  /// Whether candidate `name` was cancelled.
  private func wasCancelled(_ name: String) -> Bool {
    recognizers.contains { candidate in
      guard candidate.name == name, case .cancelled = candidate.fate else { return false }
      return true
    }
  }

  /// `photos/pager scrolled to (390.0, 0.0)`, `detail/volume moved to 0.800`, `inbox/row.swipe
  /// ended: the row's actions flipped`.
  public static func words(_ effect: Effect) -> String {
    switch effect {
    case .scrolled(let view, let offset):
      "\(view) scrolled to (\(NumberText.fixed(offset.x, decimals: 1)), \(NumberText.fixed(offset.y, decimals: 1)))"
    case .slid(let view, let value):
      "\(view) moved to \(NumberText.fixed(value, decimals: 3))"
    case .swipedRow(let recognizer):
      "\(recognizer) ended: the row's actions flipped"
    }
  }

  /// `began`, `failed popDisabled`, `failed preventedBy photos.pan`, `undecided`.
  public static func words(_ fate: Fate) -> String {
    switch fate {
    case .began: "began"
    case .failed(let reason, let by):
      (["failed", reason.rawValue] + (by.map { [$0] } ?? [])).joined(separator: " ")
    case .cancelled(let reason, let by):
      (["cancelled", reason.rawValue] + (by.map { [$0] } ?? [])).joined(separator: " ")
    case .undecided: "undecided"
    }
  }
}
