import PopGesture

/// A JSON value with its path and file, and typed accessors that throw located `TraceError`s.
///
/// The path is spelled out only when an error needs it: a node keeps its parent's path and its
/// own key or index, so decoding a valid trace builds no path strings.
struct JSONNode {
  /// How a node hangs from its parent.
  enum Component {
    case root(String)
    case key(String)
    case index(Int)
  }

  let value: JSONValue
  let file: String
  private let parent: String
  private let component: Component

  /// A node whose path is `path`, empty for the document itself.
  init(value: JSONValue, path: String, file: String) {
    self.value = value
    self.file = file
    parent = ""
    component = .root(path)
  }

  /// A child of the node whose path is `parent`.
  init(value: JSONValue, parent: String, component: Component, file: String) {
    self.value = value
    self.file = file
    self.parent = parent
    self.component = component
  }

  /// `events[12].phase`, or `$` for the document itself.
  var path: String {
    let prefix = childPrefix
    return prefix.isEmpty ? JSONPath.root : prefix
  }

  /// The path as the start of a child's: empty for the document.
  private var childPrefix: String {
    switch component {
    case .root(let path): path
    case .key(let key): JSONPath.appending(.key(key), to: parent)
    case .index(let index): JSONPath.appending(.index(index), to: parent)
    }
  }

  /// A located error about this value.
  func error(_ message: String) -> TraceError {
    TraceError(file: file, location: value.location, path: path, message: message)
  }

  /// The value's kind in words, for "expected X, found Y" messages.
  var kindName: String {
    switch value.kind {
    case .null: "null"
    case .bool: "a boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }

  func string() throws(TraceError) -> String {
    guard case .string(let string) = value.kind else { throw error("expected a string, found \(kindName)") }
    return string
  }

  func bool() throws(TraceError) -> Bool {
    guard case .bool(let bool) = value.kind else { throw error("expected true or false, found \(kindName)") }
    return bool
  }

  /// A number that keeps `rule`, by default the one every number in a trace keeps: at most
  /// `Trace.maximumMagnitude` either way.
  func number(keeping rule: (Double) -> String? = TraceRules.number) throws(TraceError) -> Double {
    guard case .number(let number) = value.kind else { throw error("expected a number, found \(kindName)") }
    if let problem = rule(number) { throw error(problem) }
    return number
  }

  /// A number that is not negative: sizes, durations, distances.
  func size() throws(TraceError) -> Double {
    try number(keeping: TraceRules.size)
  }

  func integer() throws(TraceError) -> Int {
    let number = try number()
    // In range, so `Int` takes it.
    guard number == number.rounded() else { throw error("expected a whole number, found \(number)") }
    return Int(number)
  }

  /// Throws `problem`, a broken rule's message, at this value, when there is one.
  func require(_ problem: String?) throws(TraceError) {
    if let problem { throw error(problem) }
  }

  func array() throws(TraceError) -> [JSONNode] {
    guard case .array(let elements) = value.kind else { throw error("expected an array, found \(kindName)") }
    let prefix = childPrefix
    return elements.enumerated().map {
      JSONNode(value: $1, parent: prefix, component: .index($0), file: file)
    }
  }

  /// An array of exactly `count` numbers, such as a frame or an offset.
  func numbers(_ count: Int, what: String) throws(TraceError) -> [Double] {
    if case .object(let members) = value.kind {
      throw error(
        "expected \(what), an array of \(count) numbers; found an object" + Self.asArray(members, what))
    }
    let elements = try array()
    guard elements.count == count else {
      throw error("expected \(what), an array of \(count) numbers; found \(elements.count) elements")
    }
    var numbers: [Double] = []
    for element in elements {
      numbers.append(try element.number())
    }
    return numbers
  }

  /// For an object written where the array `what` (`[x, y, width, height]`) belongs: the array
  /// to write instead, when the object's keys are those names and its values numbers, in any
  /// order (`{"x": 0, "y": 91, ...}` is `[0, 91, ...]`); else nothing.
  static func asArray(_ members: [JSONMember], _ what: String) -> String {
    let names = what.filter { $0 != "[" && $0 != "]" }.split(separator: ",").map {
      String($0.drop { $0 == " " })
    }
    guard members.count == names.count else { return "" }
    var numbers: [String] = []
    for name in names {
      guard let member = members.first(where: { $0.key == name }),
        case .number(let number) = member.value.kind
      else { return "" }
      numbers.append(NumberText.plain(number))
    }
    return "; write [\(numbers.joined(separator: ", "))]"
  }

  /// One of an enum's words, with a "did you mean" hint for a near miss.
  func word<Word: RawRepresentable & CaseIterable>(_ type: Word.Type, what: String) throws(TraceError) -> Word
  where Word.RawValue == String {
    let string = try string()
    if let word = Word(rawValue: string) { return word }
    let words = Word.allCases.map(\.rawValue)
    throw error(
      "unknown \(what) \(PrintableText.quoted(string))\(Suggestion.hintOrList(for: string, among: words))")
  }

  /// The object's members, checked against the keys the schema allows.
  func object(allowing keys: [String], in what: String) throws(TraceError) -> JSONObject {
    guard case .object(let members) = value.kind else { throw error("expected an object, found \(kindName)") }
    let prefix = childPrefix
    var nodes: [(key: String, node: JSONNode)] = []
    nodes.reserveCapacity(members.count)
    for member in members {
      // Objects here have a dozen keys at most: a list search beats hashing.
      if nodes.contains(where: { $0.key == member.key }) {
        throw TraceError(
          file: file, location: member.keyLocation, path: JSONPath.appending(.key(member.key), to: prefix),
          message: "duplicate key \(PrintableText.quoted(member.key))")
      }
      guard keys.contains(member.key) else {
        throw TraceError(
          file: file, location: member.keyLocation, path: JSONPath.appending(.key(member.key), to: prefix),
          message:
            "unknown key \(PrintableText.quoted(member.key)) in \(what)\(Suggestion.hint(for: member.key, among: keys))"
        )
      }
      nodes.append(
        (member.key, JSONNode(value: member.value, parent: prefix, component: .key(member.key), file: file)))
    }
    return JSONObject(node: self, nodes: nodes)
  }
}

/// An object whose keys have been checked, with required and optional lookups.
struct JSONObject {
  let node: JSONNode
  let nodes: [(key: String, node: JSONNode)]

  func optional(_ key: String) -> JSONNode? { nodes.first { $0.key == key }?.node }

  func required(_ key: String) throws(TraceError) -> JSONNode {
    guard let child = optional(key) else { throw node.error("missing key '\(key)'") }
    return child
  }
}
