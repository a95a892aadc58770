/// A view of a screen on the stack, as records name it: `screen/view`.
public struct ScreenView: Hashable, Sendable, CustomStringConvertible {
  /// The screen's id.
  public var screen: String
  /// The view's id, unique on its screen.
  public var view: String

  /// View `view` of screen `screen`.
  public init(screen: String, view: String) {
    self.screen = screen
    self.view = view
  }

  /// `screen/view`.
  public var description: String { screen + "/" + view }

  /// The view `name` stands for, split at its first `/`: a screen id that holds a `/` of its
  /// own reads back wrong, as a record's text cannot tell the two apart.
  public init?(_ name: some StringProtocol) {
    // By byte: as characters, a `/` followed by a combining mark from the view's id is no `/`.
    let bytes = Array(name.utf8)
    guard let slash = bytes.firstIndex(of: UInt8(ascii: "/")) else { return nil }
    self.init(
      screen: String(decoding: bytes[..<slash], as: UTF8.self),
      view: String(decoding: bytes[(slash + 1)...], as: UTF8.self))
  }
}

/// What a sequence's first finger went down on: the front-most view of the top screen that
/// contains it, or the top screen itself where no view does (and on the navigation bar).
public enum Hit: Hashable, Sendable, CustomStringConvertible {
  /// The front-most view that contains the finger.
  case view(ScreenView)
  /// The top screen's id; empty when the stack is.
  case screen(String)

  /// The screen the finger went down on.
  public var screen: String {
    switch self {
    case .view(let view): view.screen
    case .screen(let screen): screen
    }
  }

  /// The id of the view it went down on, if it hit one.
  public var view: String? {
    switch self {
    case .view(let view): view.view
    case .screen: nil
    }
  }

  /// `screen/view` or `screen`, as records write it.
  public var description: String {
    switch self {
    case .view(let view): view.description
    case .screen(let screen): screen
    }
  }

  /// The hit `name` stands for: a view when it holds a `/`, else a screen.
  public init(_ name: some StringProtocol) {
    self = ScreenView(name).map(Hit.view) ?? .screen(String(name))
  }
}
