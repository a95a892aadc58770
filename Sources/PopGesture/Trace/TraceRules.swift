/// The rules a trace's values keep, each the one home of its condition and its message.
///
/// A rule answers nil for a value that keeps it, or the message of the error at that value,
/// worded as <doc:TraceFormat#Input-errors> lists them. The decoder asks each rule at the JSON
/// node it is reading, and `Trace.validate()` at the Swift value, so a trace file and a trace
/// built in code break the same rules in the same words. What only text can get wrong (syntax,
/// keys, types, words) is the decoder's own. The rules of a trace's events in order are beside
/// them: `Event.timeRule(_:after:)`, and `FingersDown` and `ScreenCatalog`, which keep the state
/// they need.
package enum TraceRules {
  // MARK: - Numbers

  /// Every number: finite and at most `Trace.maximumMagnitude` either way.
  package static func number(_ value: Double) -> String? {
    guard value.isFinite else { return "number is not finite" }
    guard abs(value) <= Trace.maximumMagnitude else {
      return "number \(value) is out of range; numbers in a trace are at most 1e15 in magnitude"
    }
    return nil
  }

  /// A size, duration or distance: a number that is not negative.
  package static func size(_ value: Double) -> String? {
    if let problem = number(value) { return problem }
    return value >= 0 ? nil : "negative size \(value); expected 0 or more"
  }

  /// A device's `width` or `height`: a size greater than 0.
  package static func screenSize(_ value: Double) -> String? {
    if let problem = size(value) { return problem }
    return value > 0 ? nil : "a screen size must be greater than 0"
  }

  /// A whole number, such as a touch id or an iOS version, kept to the range of every number.
  package static func integer(_ value: Int) -> String? {
    number(Double(value))
  }

  // MARK: - Device and settings

  /// `device.ios`: a whole number in `Device.iosVersions`.
  package static func iosVersion(_ ios: Int) -> String? {
    if let problem = integer(ios) { return problem }
    let versions = Device.iosVersions
    guard versions.contains(ios) else {
      return
        "iOS \(ios) is out of range; expected a major version from \(versions.lowerBound) to \(versions.upperBound)"
    }
    return nil
  }

  /// `settings.edgeAngleLimit`, once it is known to be a size: strictly between 0 and 90 degrees.
  package static func edgeAngleLimit(_ angle: Double) -> String? {
    guard angle > 0, angle < 90 else {
      return "edgeAngleLimit \(angle) is out of range; expected more than 0 and less than 90 degrees"
    }
    return nil
  }

  // MARK: - Stacks, screens and views

  /// A stack description of `count` screens: at least one.
  package static func stack(ofCount count: Int) -> String? {
    count > 0 ? nil : "a stack needs at least one screen"
  }

  /// A screen's id, added to `ids`, the ids of its stack description so far: each id once.
  package static func screenID(_ id: String, addingTo ids: inout Set<String>) -> String? {
    ids.insert(id).inserted ? nil : "duplicate screen id \(PrintableText.quoted(id)) in one stack"
  }

  /// A view's id, added to `ids`, the ids of its screen so far, nested views among them: each id
  /// once.
  package static func viewID(_ id: String, addingTo ids: inout Set<String>) -> String? {
    ids.insert(id).inserted ? nil : "duplicate view id \(PrintableText.quoted(id)) in one screen"
  }

  /// A view's `frame`: a width and a height of 0 or more.
  package static func frame(_ frame: Rect) -> String? {
    frame.size.width >= 0 && frame.size.height >= 0
      ? nil : "negative size in frame; width and height must be 0 or more"
  }

  /// A scroll view's `contentSize`: a width and a height of 0 or more.
  package static func contentSize(_ size: Size) -> String? {
    size.width >= 0 && size.height >= 0 ? nil : "negative size in contentSize"
  }

  /// A slider's `thumbSize`: a width and a height of 0 or more.
  package static func thumbSize(_ size: Size) -> String? {
    size.width >= 0 && size.height >= 0 ? nil : "negative size in thumbSize"
  }

  /// A key of a view of `kind`: one of every view's, or one of its kind's
  /// (`GestureView.kindsByKey`); version 1 ignored the others, which hid typos of intent.
  package static func viewKey(_ key: String, of kind: GestureView.Kind) -> String? {
    guard let kinds = GestureView.kindsByKey[key], !kinds.contains(kind) else { return nil }
    let owners = kinds.map { "'\($0.rawValue)'" }.joined(separator: " and ")
    return "'\(key)' does not belong to a '\(kind.rawValue)' view; it is a key of \(owners)"
  }

  /// `simultaneousWithPop` on a view of `kind`: `atLeadingEdge` only on a scroll view, whose
  /// content offset it reads.
  package static func simultaneity(_ value: GestureView.Simultaneity, of kind: GestureView.Kind) -> String? {
    guard !GestureView.Simultaneity.kinds(for: value).contains(kind) else { return nil }
    return
      "simultaneousWithPop '\(value.rawValue)' reads a scroll view's contentOffset; a \(kind.rawValue) view may use 'never' or 'always'"
  }

  /// A view's `alpha`, in a view or a `set`: a number from 0 to 1.
  package static func alpha(_ value: Double) -> String? {
    if let problem = number(value) { return problem }
    return 0 <= value && value <= 1 ? nil : "alpha \(value) is out of range; expected 0 to 1"
  }

  /// A recognizer a view of screen `screen` names in `simultaneousWith`, `requiresFailureOf` or
  /// `requiredToFailBy`, in a view or a `set`: one of `recognizers`, those of the screen's views,
  /// or one of the navigation controller's back swipes.
  package static func recognizer(_ name: RecognizerID, on screen: String, among recognizers: [RecognizerID])
    -> String?
  {
    guard !name.isNavigation, !recognizers.contains(name) else { return nil }
    let names = (recognizers + RecognizerID.navigation).map(\.description)
    return
      "no recognizer \(PrintableText.quoted(name.description)) on screen \(PrintableText.quoted(screen)); "
      + "name one of its views' recognizers or a back swipe: \(RecognizerID.spellings)"
      + Suggestion.hint(for: name.description, among: names)
  }

  /// A slider's `value`, in a view or a `set`: a number from 0 to 1.
  package static func sliderValue(_ value: Double) -> String? {
    if let problem = number(value) { return problem }
    return 0 <= value && value <= 1 ? nil : "slider value \(value) is out of range; expected 0 to 1"
  }
}
