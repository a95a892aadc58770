/// One member of a JSON object, in source order (duplicates are kept; callers decide).
struct JSONMember: Sendable {
  /// The decoded key.
  var key: String

  /// The location of the key's opening quote.
  var keyLocation: SourceLocation

  /// The member's value, which carries its own location.
  var value: JSONValue
}

/// A parsed JSON value with the location of its first character.
struct JSONValue: Sendable {
  /// The kind of a JSON value together with its contents.
  enum Kind: Sendable {
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
  var kind: Kind

  /// The location of the value's first character (its quote, bracket, brace, sign, digit or letter).
  var location: SourceLocation
}
