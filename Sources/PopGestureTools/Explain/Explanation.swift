import PopGesture
import PopGestureFormats

/// Why one touch sequence did or did not pop, and the smallest changes that would flip it.
///
/// Built by `Explainer` from a replay that keeps its decisions: the reasons are the causes the
/// model returned, worded with the values they compared, and every change was replayed to
/// confirm the outcome it claims.
public struct Explanation: Sendable {
  /// What the sequence did.
  public var swipe: SwipeOutcome
  /// The final stack of the whole replay.
  public var finalStack: [String]
  /// Why each navigation recognizer, in candidate order, ended as it did.
  public var reasons: [Reason]
  /// Changes that flip whether this sequence pops, each confirmed by a replay, ranked by `Rank`
  /// (code before design), smallest first within a family.
  public var changes: [Change]
  /// Pitfalls this sequence ran into, found in the replay.
  public var warnings: [String]

  /// One recognizer's fate and the rules that decided it.
  public struct Reason: Sendable, Equatable {
    /// The navigation recognizer.
    public var recognizer: RecognizerID
    /// What became of it, with the reason word and what prevented it.
    public var fate: SwipeOutcome.Fate
    /// The rules with their values, in order.
    public var rules: [String]
  }

  /// A change to the trace, how to make it, and what it gives.
  public struct Change: Sendable, Equatable {
    /// In words: `set photos.simultaneousWithPop to atLeadingEdge`.
    public var summary: String
    /// A JSON Patch (RFC 6902) against the trace document with its `navigation` inlined.
    public var patch: [PatchOperation]
    /// Whether the changed trace pops in this sequence.
    public var popped: Bool
    /// The changed trace's final stack; nil from an explainer that does not find final stacks
    /// (`Explainer.findsFinalStacks`).
    public var finalStack: [String]?
    /// The changed sequence's outcome in one line.
    public var outcome: String
    /// Who makes it, by which it is ranked among the changes shown: code before design.
    public var rank: Rank = .code
  }

  /// One operation of a JSON Patch: `add` or `replace`, at a JSON Pointer, with a JSON value.
  public struct PatchOperation: Sendable, Equatable {
    /// `add` or `replace`.
    public var op: String
    /// The JSON Pointer of the member or element: `/events/3`, `/device`.
    public var path: String
    /// The value as JSON text.
    public var value: String
  }
}
