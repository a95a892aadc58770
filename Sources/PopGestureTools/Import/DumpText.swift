import PopGesture
import PopGestureFormats

/// Text pasted from lldb, read into Unicode scalars with the place each came from in the file:
/// line ends made one (CR LF, a lone CR and LF each end a line), trailing spaces and tabs
/// dropped, and a dump printed as a Swift string read back from its escapes.
///
/// Swift's `po` prints a `String` as a literal: `"<UIWindow: 0x…>\n   | <UIView: 0x…>\n…"`,
/// possibly after lldb's own words (`▿ Optional<Any>`, `- some : `). A text whose first `"<` is
/// followed on its line by the two characters `\n` is read that way: from after that quote to its
/// closing quote, with `\n`, `\r`, `\t`, `\0`, `\"`, `\'`, `\\` and `\u{…}` read back. Every other
/// text is taken as it is, backslashes included.
struct DumpText {
  /// The text, with `\n` ending each line.
  private(set) var scalars = Scalars()
  /// Where each scalar was in the file, and one more place for the end of the text.
  private(set) var places = Places()
  /// Whether the text was a Swift string literal whose escapes were read back.
  private(set) var isEscaped = false
  /// The spaces and tabs read since the last other scalar of the line, kept only if more follows.
  private var blanks: [(scalar: Unicode.Scalar, place: LineColumn)] = []

  /// Reads `text` as it was pasted, in one pass and without a copy of it unless it is a literal.
  init(_ text: String) {
    let literalStart = Self.literalStart(in: text.utf8)
    isEscaped = literalStart != nil
    // Only a literal is read twice: its scalars first, from its opening quote on, then its escapes.
    var raw = Scalars()
    var rawPlaces = Places()
    if literalStart == nil { scalars.reserveCapacity(text.utf8.count) }
    var place = LineColumn(line: 1, column: 1)
    var offset = 0
    var afterCarriageReturn = false
    for scalar in text.unicodeScalars {
      defer { offset += UTF8.width(scalar) }
      if scalar == "\n", afterCarriageReturn {
        afterCarriageReturn = false
        continue
      }
      afterCarriageReturn = scalar == "\r"
      let isLineEnd = scalar == "\n" || scalar == "\r"
      if let literalStart {
        if offset >= literalStart {
          raw.append(isLineEnd ? "\n" : scalar)
          rawPlaces.append(place)
        }
      } else {
        append(isLineEnd ? "\n" : scalar, at: place)
      }
      if isLineEnd {
        place = LineColumn(line: place.line + 1, column: 1)
      } else {
        place.column += 1
      }
    }
    if literalStart != nil {
      rawPlaces.append(place)
      readEscapes(raw, places: rawPlaces)
    } else {
      places.append(place)
    }
    blanks = []
  }

  /// The UTF-8 offset after the quote that opens a dump printed as a Swift string, if the text is
  /// one: its first `"<` is followed on its line by the two characters `\n`.
  private static func literalStart(in utf8: String.UTF8View) -> Int? {
    var quote: Int?
    var previous: UInt8 = 0
    var offset = 0
    for byte in utf8 {
      defer {
        previous = byte
        offset += 1
      }
      guard let opening = quote else {
        if previous == UInt8(ascii: "\""), byte == UInt8(ascii: "<") { quote = offset - 1 }
        continue
      }
      if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { return nil }
      if offset > opening + 2, previous == UInt8(ascii: "\\"), byte == UInt8(ascii: "n") {
        return opening + 1
      }
    }
    return nil
  }

  /// Reads a Swift string literal's content back, up to its closing quote (or the end, when the
  /// copy lost it).
  private mutating func readEscapes(_ literal: Scalars, places rawPlaces: Places) {
    let end = literal.count
    var index = 0
    while index < end, literal[index] != "\"" {
      let scalar = literal[index]
      let place = rawPlaces[index]
      guard scalar == "\\", index + 1 < end else {
        append(scalar, at: place)
        index += 1
        continue
      }
      let escape = literal[index + 1]
      index += 2
      switch escape {
      case "n", "r": append("\n", at: place)
      case "t": append("\t", at: place)
      case "0": append("\0", at: place)
      case "\"", "'", "\\": append(escape, at: place)
      case "u":
        if let (value, next) = Self.unicodeEscape(literal, from: index, end: end) {
          append(value, at: place)
          index = next
        } else {
          append("\\", at: place)
          append("u", at: rawPlaces[index - 1])
        }
      default:
        append("\\", at: place)
        append(escape, at: rawPlaces[index - 1])
      }
    }
    places.append(rawPlaces[index])
  }

  /// The scalar of a `{XXXX}` after `\u`, and the index after its brace.
  private static func unicodeEscape(_ literal: Scalars, from start: Int, end: Int) -> (Unicode.Scalar, Int)? {
    guard start < end, literal[start] == "{" else { return nil }
    var digits = ""
    var index = start + 1
    while index < end, literal[index] != "}", digits.unicodeScalars.count < 8 {
      digits.unicodeScalars.append(literal[index])
      index += 1
    }
    guard index < end, literal[index] == "}", let value = UInt32(digits, radix: 16),
      let scalar = Unicode.Scalar(value)
    else { return nil }
    return (scalar, index + 1)
  }

  /// Adds one scalar of the text, read from `place` in the file, dropping the spaces and tabs at
  /// the end of each line, which a copy from a console often adds.
  private mutating func append(_ scalar: Unicode.Scalar, at place: LineColumn) {
    if scalar == " " || scalar == "\t" {
      blanks.append((scalar, place))
      return
    }
    if scalar != "\n" {
      for blank in blanks {
        scalars.append(blank.scalar)
        places.append(blank.place)
      }
    }
    blanks.removeAll(keepingCapacity: true)
    scalars.append(scalar)
    places.append(place)
  }
}

extension DumpText {
  /// The number of scalars.
  var count: Int { scalars.count }

  /// The scalar at `index`, or nil at the end of the text.
  subscript(_ index: Int) -> Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

  /// Whether `index` is at the end of a line or of the text.
  func isLineEnd(_ index: Int) -> Bool { index >= scalars.count || scalars[index] == "\n" }

  /// The index of the line end at or after `index`.
  func lineEnd(from index: Int) -> Int {
    var end = index
    while !isLineEnd(end) { end += 1 }
    return end
  }

  /// Whether the text holds `word` at `index`.
  func matches(_ word: String, at index: Int) -> Bool {
    var position = index
    for scalar in word.unicodeScalars {
      guard self[position] == scalar else { return false }
      position += 1
    }
    return true
  }

  /// The first index from `start` on, before `end`, where the text holds `word`.
  func firstIndex(of word: String, from start: Int, to end: Int) -> Int? {
    (start..<max(start, end)).first { matches(word, at: $0) }
  }

  /// The line's text from `start` to its end, for echoing in a message.
  func text(from start: Int, to end: Int) -> String {
    var text = ""
    for index in start..<max(start, min(end, scalars.count)) { text.unicodeScalars.append(scalars[index]) }
    return text
  }

  /// Whether the line from `start` to `end` says nothing: empty, or lldb's own (`(lldb) po …`).
  func isBlankOrPrompt(from start: Int, to end: Int) -> Bool {
    var index = start
    while index < end, scalars[index] == " " || scalars[index] == "\t" { index += 1 }
    return index == end || matches("(lldb)", at: index)
  }

  /// The index after the last scalar of the last line that says something, or 0 if none does:
  /// a reader that runs out of text there was cut off.
  func endOfContent() -> Int {
    var end = scalars.count
    while end > 0 {
      var start = end
      while start > 0, scalars[start - 1] != "\n" { start -= 1 }
      if !isBlankOrPrompt(from: start, to: end) { return end }
      end = start - 1
    }
    return 0
  }
}
