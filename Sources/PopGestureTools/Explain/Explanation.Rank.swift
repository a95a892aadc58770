extension Explanation {
  /// Who makes a change, which is how the changes shown are ranked: the rule "code before
  /// design".
  ///
  /// A change the app makes in its code alone comes first: FD's scroll-view recipe
  /// (`simultaneousWithPop`), what a view's recognizer declares (a gesture relationship, the
  /// touches it ignores, whether it is on), the delegates of UIKit's swipes, and the screen's and
  /// the navigation controller's switches. Then a change of the app's design, which its users
  /// see: showing or hiding the navigation bar, the back button, where content is scrolled, a
  /// row's actions, a view faded out or hidden. Then a change to the swipe itself (its start
  /// point, its distance, its speed), then the system. Within a rank, changes keep the order in
  /// which they are tried.
  public enum Rank: Int, Sendable, Comparable, CaseIterable {
    /// The app's code alone: recipe, declarations, delegates, switches.
    case code
    /// The app's design: what its users see.
    case design
    /// The swipe: where it starts, how far and how fast it goes.
    case swipe
    /// Another library, or none, or the other iOS version.
    case system

    /// Whether `self` ranks before `other`.
    public static func < (lhs: Rank, rhs: Rank) -> Bool { lhs.rawValue < rhs.rawValue }
  }
}
