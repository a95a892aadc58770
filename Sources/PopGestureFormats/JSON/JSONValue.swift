import PopGesture

/// One member of a JSON object, in source order (duplicates are kept; callers decide).
package struct JSONMember: Sendable {
  /// The decoded key.
  package var key: String

  /// The location of the key's opening quote.
  package var keyLocation: LineColumn

  /// The member's value, which carries its own location.
  package var value: JSONValue
}

/// A parsed JSON value with the location of its first character.
package struct JSONValue: Sendable {
  /// The kind of a JSON value together with its contents.
  package enum Kind: Sendable {
    /// The literal `null`.
    case null
    /// The literal `true` or `false`.
    case bool(Bool)
    /// A number, converted to the nearest `Double`.
    case number(Double)
    /// A string with all escapes decoded.
    case string(String)
    /// An array's elements, in source order.
    case array([JSONValue])
    /// An object's members, in source order and with duplicate keys kept.
    case object([JSONMember])
  }

  /// What the value is.
  package var kind: Kind

  /// The location of the value's first character (its quote, bracket, brace, sign, digit or letter).
  package var location: LineColumn
}
