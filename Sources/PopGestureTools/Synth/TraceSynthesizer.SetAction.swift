import PopGesture
import PopGestureFormats

extension TraceSynthesizer {
  /// A `set` action among the swipes, given as `T:TARGET=VALUE`: `1:navigation.interactivePopDelegate=stackCount`,
  /// `0.5:feed.interactivePopDisabled=true`, `0.5:feed.list.simultaneousWith=all`.
  ///
  /// The target is `navigation.KEY` for the navigation controller, `SCREEN.KEY` for a screen and
  /// `SCREEN.VIEW.KEY` for a view. The value is JSON (`true`, `0`, `[0, 0, 40, 844]`,
  /// `["fullscreenPop"]`, `"custom"`) or a bare word, written as a string (`stackCount`); for the
  /// keys that take recognizer names (`simultaneousWith`, `requiresFailureOf`,
  /// `requiredToFailBy`) bare names separated by commas are a list (`fullscreenPop,contentPop`),
  /// except `all`. The key and value are checked as a trace's `set` is, against the screens of
  /// the stack.
  public struct SetAction: Sendable, Equatable {
    /// When it happens, in seconds.
    public var t: Double
    /// The screen it names, nil for the navigation controller.
    public var screen: String?
    /// The view it names on `screen`, nil for the screen itself.
    public var view: String?
    /// The property's key.
    public var key: String
    /// The value as JSON text.
    public var value: String
    /// The text it was read from, for messages.
    public var text: String

    /// The keys whose value is a list of recognizer names.
    static let nameListKeys: Set<String> = ["simultaneousWith", "requiresFailureOf", "requiredToFailBy"]

    /// Reads `T:TARGET=VALUE`.
    public init(parsing text: String) throws(Problem) {
      self.text = text
      guard let colon = text.firstIndex(of: ":"), let equals = text.firstIndex(of: "="), colon < equals else {
        throw .invalidSet(
          text, "expected T:TARGET=VALUE such as 1:navigation.interactivePopDelegate=stackCount")
      }
      let time = text[..<colon]
      guard let t = Double(time), t.isFinite, t >= 0, t <= Trace.maximumMagnitude else {
        throw .invalidSet(text, "'\(time)' is not a time; expected seconds, 0 or more, before the ':'")
      }
      self.t = t
      let path = text[text.index(after: colon)..<equals].split(
        separator: ".", omittingEmptySubsequences: false
      )
      .map(String.init)
      guard (2...3).contains(path.count), path.allSatisfy({ !$0.isEmpty }) else {
        throw .invalidSet(
          text,
          "the target must be navigation.KEY, SCREEN.KEY or SCREEN.VIEW.KEY, such as feed.list.simultaneousWith"
        )
      }
      if path[0] == "navigation" {
        guard path.count == 2 else {
          throw .invalidSet(text, "the navigation controller's target is navigation.KEY, with no view")
        }
        screen = nil
      } else {
        screen = path[0]
      }
      view = path.count == 3 ? path[1] : nil
      key = path[path.count - 1]
      let word = String(text[text.index(after: equals)...])
      guard !word.isEmpty else { throw .invalidSet(text, "the value after '=' is empty") }
      value = Self.json(word, key: key)
    }

    /// `word` as JSON: itself when it is JSON already, else a string, or a list of names for a key
    /// that takes one.
    private static func json(_ word: String, key: String) -> String {
      if let first = word.first,
        "[{\"-0123456789".contains(first) || ["true", "false", "null"].contains(word)
      {
        return word
      }
      guard nameListKeys.contains(key), word != "all" else { return TraceWriter.quoted(word) }
      return "[" + word.split(separator: ",").map { TraceWriter.quoted(String($0)) }.joined(separator: ", ")
        + "]"
    }

    /// The `set` event, its value read and checked as the trace decoder reads a trace's, against
    /// the screens of `navigation`.
    func event(on navigation: NavigationDescription, policy: PolicyName?) throws(Problem) -> Event {
      var members = ["\"t\": \(TraceWriter.number(t))", "\"action\": \"set\""]
      if let screen { members.append("\"screen\": \(TraceWriter.quoted(screen))") }
      if let view { members.append("\"view\": \(TraceWriter.quoted(view))") }
      members += ["\"property\": \(TraceWriter.quoted(key))", "\"value\": \(value)"]
      let document =
        "{\"format\": \"popgesture-trace/1\", \"policy\": \(TraceWriter.quoted((policy ?? .fd).rawValue)), "
        + "\"navigation\": \(TraceWriter.navigation(navigation)), \"events\": [{\(members.joined(separator: ", "))}]}"
      let trace: Trace
      do throws(TraceError) {
        trace = try TraceDecoder(file: "set").decode(Array(document.utf8))
      } catch {
        throw .invalidSet(text, error.message)
      }
      guard let event = trace.events.first else {
        preconditionFailure("a document of one set decoded to no event")
      }
      return event
    }
  }
}
