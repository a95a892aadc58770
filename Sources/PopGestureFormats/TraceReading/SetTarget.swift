import PopGesture

/// The screen and view a `set` names, and the nodes an error about them points at: all that is
/// kept of the event until every screen of the trace has been seen (`ScreenCatalog`).
struct SetTarget {
  var change: PropertyChange
  var screenNode: JSONNode
  var viewNode: JSONNode?
  var valueNode: JSONNode?

  /// The target of `change`, the `set` written as `object`.
  init(_ change: PropertyChange, in object: JSONObject) {
    self.change = change
    screenNode = object.optional("screen") ?? object.node
    viewNode = object.optional("view")
    valueNode = object.optional("value")
  }

  /// Throws when the screen or view the `set` names appears nowhere in `screens`.
  func check(against screens: ScreenCatalog) throws(TraceError) {
    guard let (part, message) = screens.problem(with: change) else { return }
    switch part {
    case .screen: throw screenNode.error(message)
    case .view: throw (viewNode ?? screenNode).error(message)
    case .value(let index):
      let element = (try? valueNode?.array()).flatMap { $0.indices.contains(index) ? $0[index] : nil }
      throw (element ?? valueNode ?? screenNode).error(message)
    }
  }
}
