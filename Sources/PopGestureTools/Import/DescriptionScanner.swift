import PopGesture
import PopGestureFormats

/// Reads the pieces the descriptions in a dump share: numbers, `(x y; w h)` frames, `{a, b}`
/// tuples and values that nest `<…>`, `(…)`, `{…}` and `[…]` or quote text between `'`.
///
/// Each reader starts at an index into the text and returns the index after what it read; a
/// text that does not fit throws `Stop` at the scalar that broke it.
struct DescriptionScanner {
  /// Where a reader stopped and what it expected there.
  struct Stop: Error {
    var index: Int
    var message: String
  }

  let text: DumpText

  /// Throws a `Stop` at `index` expecting `what`, saying so when the line ends there.
  func expected(_ what: String, at index: Int) -> Stop {
    if text.isLineEnd(index) { return Stop(index: index, message: "the line ends early; expected \(what)") }
    return Stop(index: index, message: "unexpected \(Self.describe(text[index])); expected \(what)")
  }

  /// A scalar as a message names it: quoted, or by code point where quoting it would break or
  /// reorder the message's line.
  static func describe(_ scalar: Unicode.Scalar?) -> String {
    guard let scalar else { return "end of text" }
    let code = "U+\(JSONReader.hex(scalar.value, digits: 4))"
    return PrintableText.mustEscape(scalar) ? "character \(code)" : "character '\(scalar)'"
  }

  /// The index after the spaces at `index`.
  func skipSpaces(_ index: Int) -> Int {
    var index = index
    while text[index] == " " { index += 1 }
    return index
  }

  /// An object's address, `0x` and hex digits, at `start`; `what` names it in a message.
  func address(at start: Int, what: String) throws(Stop) -> (String, Int) {
    var index = start
    if text.matches("0x", at: index) {
      index += 2
      while let scalar = text[index], scalar.properties.isASCIIHexDigit { index += 1 }
    }
    guard index > start + 2 else { throw expected("\(what), such as 0x10370b2a0", at: start) }
    return (text.text(from: start, to: index), index)
  }

  /// A class name at `start`: everything up to a character of `ends` or the line's end, not empty.
  func className(at start: Int, endingAt ends: String) throws(Stop) -> (String, Int) {
    var index = start
    while let scalar = text[index], scalar != "\n", !ends.unicodeScalars.contains(scalar) { index += 1 }
    guard index > start else { throw expected("a class name after '<'", at: index) }
    return (text.text(from: start, to: index), index)
  }

  /// A number as `%g` writes it (`390`, `-91`, `6.33333`, `1e+06`), finite.
  func number(at start: Int) throws(Stop) -> (Double, Int) {
    var index = start
    if text[index] == "-" || text[index] == "+" { index += 1 }
    let digitsStart = index
    while let scalar = text[index], Self.isDigit(scalar) || scalar == "." { index += 1 }
    guard index > digitsStart else {
      if text.matches("inf", at: index) || text.matches("nan", at: index) {
        throw Stop(index: start, message: "not a finite number")
      }
      throw expected("a number", at: index)
    }
    if text[index] == "e" || text[index] == "E" {
      var exponent = index + 1
      if text[exponent] == "-" || text[exponent] == "+" { exponent += 1 }
      let exponentDigits = exponent
      while let scalar = text[exponent], Self.isDigit(scalar) { exponent += 1 }
      if exponent > exponentDigits { index = exponent }
    }
    guard let value = Double(text.text(from: start, to: index)) else {
      throw expected("a number", at: start)
    }
    guard value.isFinite else { throw Stop(index: start, message: "not a finite number") }
    return (value, index)
  }

  /// `(x y; w h)`: a frame as UIKit's description writes it.
  func frame(at start: Int) throws(Stop) -> (Rect, Int) {
    guard text[start] == "(" else { throw expected("'(' to start the frame (x y; w h)", at: start) }
    let (x, afterX) = try number(at: skipSpaces(start + 1))
    let (y, afterY) = try number(at: try separator(" ", after: afterX))
    let (width, afterWidth) = try number(at: try separator(";", after: afterY))
    let (height, afterHeight) = try number(at: try separator(" ", after: afterWidth))
    let end = skipSpaces(afterHeight)
    guard text[end] == ")" else { throw expected("')' to end the frame (x y; w h)", at: end) }
    return (Rect(x: x, y: y, width: width, height: height), end + 1)
  }

  /// `{a, b, …}` with `count` numbers: a point, a size or insets as `NSStringFromCGPoint` and its
  /// kin write them.
  func tuple(_ count: Int, at start: Int, what: String) throws(Stop) -> ([Double], Int) {
    guard text[start] == "{" else { throw expected("'{' to start \(what)", at: start) }
    var values: [Double] = []
    var index = skipSpaces(start + 1)
    for position in 0..<count {
      if position > 0 { index = try separator(",", after: index) }
      let (value, next) = try number(at: index)
      values.append(value)
      index = next
    }
    index = skipSpaces(index)
    guard text[index] == "}" else { throw expected("'}' to end \(what)", at: index) }
    return (values, index + 1)
  }

  /// The index after `mark` and the spaces around it; a space mark is one space or more.
  private func separator(_ mark: Unicode.Scalar, after index: Int) throws(Stop) -> Int {
    if mark == " " {
      guard text[index] == " " else { throw expected("a space and a number", at: index) }
      return skipSpaces(index)
    }
    let at = skipSpaces(index)
    guard text[at] == mark else { throw expected("'\(mark)'", at: at) }
    return skipSpaces(at + 1)
  }

  /// The end of a member's value: the `;` or `>` after it, outside any brackets and quotes.
  ///
  /// A value that starts with `'` is text, which ends at a `'` followed by `;` or `>`; it may hold
  /// line breaks (a label's text), but not a line that starts like a view.
  func valueEnd(from start: Int, isViewStart: (Int) -> Bool) throws(Stop) -> Int {
    if text[start] == "'" {
      var index = start + 1
      while true {
        guard let scalar = text[index] else { throw expected("the quote that closes this text", at: index) }
        if scalar == "\n", isViewStart(index + 1) {
          throw expected("the quote that closes this text", at: index)
        }
        if scalar == "'", text[index + 1] == ";" || text[index + 1] == ">" { return index + 1 }
        index += 1
      }
    }
    var open: [Unicode.Scalar] = []
    var index = start
    while true {
      guard let scalar = text[index], scalar != "\n" else { throw expected("';' or '>'", at: index) }
      switch scalar {
      case ";" where open.isEmpty, ">" where open.isEmpty: return index
      case "<": open.append(">")
      case "(": open.append(")")
      case "{": open.append("}")
      case "[": open.append("]")
      case ">", ")", "}", "]":
        // A closer that closes nothing open is plain text, as in `a -> b` inside brackets.
        if open.last == scalar { open.removeLast() }
      default: break
      }
      index += 1
    }
  }

  private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }
}
