/// The screen presented at a point of a trace's events, and the rule `present` and `dismiss`
/// keep: one screen presented at a time, and a `dismiss` only while one is.
///
/// The model presents and dismisses at once, never deferred or ignored, so the events alone say
/// what is presented when.
package struct PresentedScreen {
  private var presented: String?

  /// Nothing presented, as at the start of a trace.
  package init() {}

  /// Follows a `present` of screen `id`, or a `dismiss` when `id` is nil; returns what is wrong,
  /// leaving the state as it was.
  package mutating func track(presenting id: String?) -> String? {
    switch (id, presented) {
    case (let id?, nil):
      presented = id
    case (_?, let shown?):
      return "present while screen \(PrintableText.quoted(shown)) is presented; dismiss it first"
    case (nil, _?):
      presented = nil
    case (nil, nil):
      return "dismiss with nothing presented; present a screen first"
    }
    return nil
  }
}
