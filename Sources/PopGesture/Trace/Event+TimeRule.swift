/// The rule of time a trace's events keep.
extension Event {
  /// An event's `t` after the `t` of the event before it, `previous` (`-infinity` for the first):
  /// never less; the message of the error at `t` when it is.
  ///
  /// Here beside `Event` rather than in `TraceRules`, and inlined: the decoder's fast path asks
  /// it of every event, and this compiler (Swift 6.3) inlines a member of a `public` type into
  /// another module but not one of a `package` type, so the comparison is all it costs there and
  /// the message is made only for an event that breaks it.
  @inlinable @inline(__always)
  package static func timeRule(_ t: Double, after previous: Double) -> String? {
    t >= previous ? nil : timeGoesBackwards(t, after: previous)
  }

  /// `timeRule(_:after:)`'s message, kept out of line.
  @usableFromInline
  static func timeGoesBackwards(_ t: Double, after previous: Double) -> String {
    "time goes backwards: \(t) after \(previous); t must not decrease"
  }
}
