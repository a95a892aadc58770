import PopGesture

/// Where a value is in a JSON document, spelled as trace errors spell it: `events[12].phase`.
///
/// Keys are joined with dots and indexes written in brackets. The document itself is `$`, the
/// root's name in JSONPath (RFC 9535), whose paths these are with the leading `$.` left out. A
/// key is written escaped and cut (`PrintableText.shortened(_:)`), and an empty key as `""`, so
/// a path is one short line whatever the document holds.
package enum JSONPath {
  /// One step from a container to a value in it.
  package enum Component: Equatable, Sendable {
    /// The member with this key, of an object.
    case key(String)
    /// The element at this 0-based index, of an array.
    case index(Int)
  }

  /// The path of the document itself.
  package static let root = "$"

  /// How many components a path spells out: a deeper one (only hostile nesting makes one) keeps
  /// its first and last halves of this around `…`.
  static let spelledComponents = 16

  /// `parent`, a path in which the empty string is the document, followed by `component`.
  package static func appending(_ component: Component, to parent: String) -> String {
    switch component {
    case .key(let key):
      let name = key.isEmpty ? "\"\"" : PrintableText.shortened(key)
      return parent.isEmpty ? name : "\(parent).\(name)"
    case .index(let index):
      return "\(parent)[\(index)]"
    }
  }

  /// The path of `components` from the document, or `$` when there are none.
  package static func text(_ components: [Component]) -> String {
    var path = ""
    let half = spelledComponents / 2
    if components.count > spelledComponents {
      for component in components.prefix(half) { path = appending(component, to: path) }
      // After the cut, a key still starts with a dot, as it would have.
      var rest = "…"
      for component in components.suffix(half) { rest = appending(component, to: rest) }
      path += rest
    } else {
      for component in components { path = appending(component, to: path) }
    }
    return path.isEmpty ? root : path
  }
}
