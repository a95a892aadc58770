/// Which recognizer a record, a cause or an outcome speaks of: one of the navigation
/// controller's three back swipes, or the recognizer of one of a screen's views.
///
/// Records write it as `fullscreenPop`, `contentPop`, `edgePop`, `<view>.pan` or `<view>.swipe`
/// (<doc:VerdictLog>); `description` is the one place those words are spelled, and
/// `init?(_:)` the one place they are read.
public enum RecognizerID: Hashable, Sendable, CustomStringConvertible {
  /// The library's full-screen pan on the navigation controller's view.
  case fullscreenPop
  /// iOS 26's content swipe, `interactiveContentPopGestureRecognizer`.
  case contentPop
  /// UIKit's edge swipe, `interactivePopGestureRecognizer`.
  case edgePop
  /// The pan of a scroll view, or of a view with a pan of its own: `<view>.pan`.
  case pan(view: String)
  /// A table row's swipe-to-delete pan: `<view>.swipe`.
  case swipe(view: String)

  /// The navigation controller's back swipes, in the order a touch sequence lists them.
  public static let navigation: [RecognizerID] = [.fullscreenPop, .contentPop, .edgePop]

  /// How names are written, for messages that say what to write instead.
  package static let spellings =
    "fullscreenPop, contentPop, edgePop, '<view>.pan' (a scroll view or a pan) or '<view>.swipe' (a row)"

  /// Whether it is one of the navigation controller's back swipes rather than a view's.
  public var isNavigation: Bool {
    switch self {
    case .fullscreenPop, .contentPop, .edgePop: true
    case .pan, .swipe: false
    }
  }

  /// The id of the view it belongs to, for a view's recognizer.
  public var view: String? {
    switch self {
    case .pan(let view), .swipe(let view): view
    case .fullscreenPop, .contentPop, .edgePop: nil
    }
  }

  /// The name as records write it.
  public var description: String { (view ?? "") + word.description }

  /// The name of a back swipe, or what follows a view's id in the name of a view's recognizer
  /// (`.pan`, `.swipe`): the one place each word is spelled. A `StaticString`, which a log
  /// copies without making a `String`.
  package var word: StaticString {
    switch self {
    case .fullscreenPop: "fullscreenPop"
    case .contentPop: "contentPop"
    case .edgePop: "edgePop"
    case .pan: ".pan"
    case .swipe: ".swipe"
    }
  }

  /// The recognizer a record's name stands for, or nil when the text names none: a back swipe
  /// by its word, a view's recognizer by its suffix.
  public init?(_ name: some StringProtocol) {
    // By byte, so a view's id that ends in a combining mark cannot hide the suffix's dot.
    let bytes = Array(name.utf8)
    if let navigation = Self.navigation.first(where: { $0.description.utf8.elementsEqual(bytes) }) {
      self = navigation
      return
    }
    for viewRecognizer in [RecognizerID.pan, RecognizerID.swipe] {
      let suffix = viewRecognizer("").description.utf8
      if bytes.count >= suffix.count, bytes.suffix(suffix.count).elementsEqual(suffix) {
        self = viewRecognizer(String(decoding: bytes.dropLast(suffix.count), as: UTF8.self))
        return
      }
    }
    return nil
  }
}

/// What kept a recognizer from beginning, the `by` of a `preventedBy`: a recognizer that began
/// first, or a slider whose thumb the first finger went down on.
public enum Blocker: Hashable, Sendable, CustomStringConvertible {
  /// The recognizer that began first, or that this one required to fail.
  case recognizer(RecognizerID)
  /// The slider's view id.
  case slider(view: String)

  /// The name as records write it: the recognizer's name, or the slider's id.
  public var description: String {
    switch self {
    case .recognizer(let recognizer): recognizer.description
    case .slider(let view): view
    }
  }

  /// What a record's `by` stands for: a recognizer when the text names one, else a slider.
  public init(_ name: some StringProtocol) {
    self = RecognizerID(name).map(Blocker.recognizer) ?? .slider(view: String(name))
  }
}
