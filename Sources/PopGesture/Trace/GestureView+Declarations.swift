/// What an app declares about a view: how its recognizer relates to the others (the code apps
/// write around the back swipe: a delegate's answers and failure requirements), whether that
/// recognizer is on, and whether hit testing sees the view at all.
extension GestureView {
  /// The recognizers a view's recognizer may recognize together with.
  public enum RecognizerSet: Sendable, Equatable {
    /// Every recognizer: a delegate whose `shouldRecognizeSimultaneouslyWith` always says yes.
    case all
    /// These recognizers, by name; empty for none.
    case only([RecognizerID])

    /// No recognizer: the default.
    public static let none = RecognizerSet.only([])

    /// The recognizers named, none for `all`.
    public var names: [RecognizerID] {
      switch self {
      case .all: []
      case .only(let recognizers): recognizers
      }
    }

    /// Whether `recognizer` is in the set.
    public func contains(_ recognizer: RecognizerID) -> Bool {
      switch self {
      case .all: true
      case .only(let recognizers): recognizers.contains(recognizer)
      }
    }
  }

  /// A view's relationships, kept behind one reference: a view that declares none (nearly every
  /// view) copies no arrays when the model reads it.
  final class Relationships: Sendable, Equatable {
    let simultaneousWith: RecognizerSet
    let requiresFailureOf: [RecognizerID]
    let requiredToFailBy: [RecognizerID]
    let ignoresTouchesIn: [Rect]

    init(
      simultaneousWith: RecognizerSet, requiresFailureOf: [RecognizerID], requiredToFailBy: [RecognizerID],
      ignoresTouchesIn: [Rect]
    ) {
      self.simultaneousWith = simultaneousWith
      self.requiresFailureOf = requiresFailureOf
      self.requiredToFailBy = requiredToFailBy
      self.ignoresTouchesIn = ignoresTouchesIn
    }

    /// These relationships with one changed; nil when that leaves none declared.
    func with(
      simultaneousWith: RecognizerSet? = nil, requiresFailureOf: [RecognizerID]? = nil,
      requiredToFailBy: [RecognizerID]? = nil, ignoresTouchesIn: [Rect]? = nil
    ) -> Relationships? {
      Self.make(
        simultaneousWith: simultaneousWith ?? self.simultaneousWith,
        requiresFailureOf: requiresFailureOf ?? self.requiresFailureOf,
        requiredToFailBy: requiredToFailBy ?? self.requiredToFailBy,
        ignoresTouchesIn: ignoresTouchesIn ?? self.ignoresTouchesIn)
    }

    /// The relationships given, or nil when none is declared.
    static func make(
      simultaneousWith: RecognizerSet = .none, requiresFailureOf: [RecognizerID] = [],
      requiredToFailBy: [RecognizerID] = [], ignoresTouchesIn: [Rect] = []
    ) -> Relationships? {
      guard
        simultaneousWith != .none || !requiresFailureOf.isEmpty || !requiredToFailBy.isEmpty
          || !ignoresTouchesIn.isEmpty
      else { return nil }
      return Relationships(
        simultaneousWith: simultaneousWith, requiresFailureOf: requiresFailureOf,
        requiredToFailBy: requiredToFailBy, ignoresTouchesIn: ignoresTouchesIn)
    }

    static func == (lhs: Relationships, rhs: Relationships) -> Bool {
      lhs.simultaneousWith == rhs.simultaneousWith && lhs.requiresFailureOf == rhs.requiresFailureOf
        && lhs.requiredToFailBy == rhs.requiredToFailBy && lhs.ignoresTouchesIn == rhs.ignoresTouchesIn
    }
  }

  /// The recognizers this view's recognizer may recognize together with: its delegate's
  /// `shouldRecognizeSimultaneouslyWith`. Either side's yes is enough, so naming B on A is the
  /// same as naming A on B.
  public var simultaneousWith: RecognizerSet {
    get { relationships?.simultaneousWith ?? .none }
    set {
      relationships =
        relationships?.with(simultaneousWith: newValue) ?? Relationships.make(simultaneousWith: newValue)
    }
  }

  /// The recognizers this view's recognizer waits to fail before it may begin (`require(toFail:)`,
  /// `shouldRequireFailureOf`); if one of them begins, this one fails.
  public var requiresFailureOf: [RecognizerID] {
    get { relationships?.requiresFailureOf ?? [] }
    set {
      relationships =
        relationships?.with(requiresFailureOf: newValue) ?? Relationships.make(requiresFailureOf: newValue)
    }
  }

  /// The recognizers that wait for this view's recognizer to fail (`shouldBeRequiredToFailBy`),
  /// as a map view makes the content swipe wait for its drags.
  public var requiredToFailBy: [RecognizerID] {
    get { relationships?.requiredToFailBy ?? [] }
    set {
      relationships =
        relationships?.with(requiredToFailBy: newValue) ?? Relationships.make(requiredToFailBy: newValue)
    }
  }

  /// Rectangles, in screen points, where this view's recognizer does not receive a finger that
  /// goes down (a delegate's `shouldReceiveTouch`).
  public var ignoresTouchesIn: [Rect] {
    get { relationships?.ignoresTouchesIn ?? [] }
    set {
      relationships =
        relationships?.with(ignoresTouchesIn: newValue) ?? Relationships.make(ignoresTouchesIn: newValue)
    }
  }

  /// Whether UIKit's hit testing can find the view: it skips a view that is hidden, has user
  /// interaction off or an alpha below 0.01, and everything inside it.
  public var isHitTestable: Bool {
    !hidden && userInteractionEnabled && alpha >= GestureView.minimumHitTestAlpha
  }

  /// The alpha below which hit testing skips a view: UIKit's documented 0.01.
  public static let minimumHitTestAlpha = 0.01

  /// Whether the view's recognizer receives a first finger that goes down at `point`: it is on
  /// (`recognizerEnabled`), and the point is in none of `ignoresTouchesIn`.
  func receivesTouch(at point: Point) -> Bool {
    guard recognizerEnabled else { return false }
    guard let relationships else { return true }
    return !relationships.ignoresTouchesIn.contains { $0.contains(point) }
  }
}
