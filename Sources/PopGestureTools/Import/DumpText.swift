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
  private(set) var scalars: [Unicode.Scalar] = []
  /// Where each scalar was in the file, and one more place for the end of the text.
  private(set) var places: [SourceLocation] = []
  /// Whether the text was a Swift string literal whose escapes were read back.
  private(set) var isEscaped = false

  /// Reads `text` as it was pasted.
  init(_ text: String) {
    var raw: [Unicode.Scalar] = []
    var rawPlaces: [SourceLocation] = []
    raw.reserveCapacity(text.utf8.count)
    rawPlaces.reserveCapacity(text.utf8.count)
    var place = SourceLocation(line: 1, column: 1)
    var afterCarriageReturn = false
    for scalar in text.unicodeScalars {
      if scalar == "\n", afterCarriageReturn {
        afterCarriageReturn = false
        continue
      }
      afterCarriageReturn = scalar == "\r"
      if scalar == "\n" || scalar == "\r" {
        raw.append("\n")
        rawPlaces.append(place)
        place = SourceLocation(line: place.line + 1, column: 1)
      } else {
        raw.append(scalar)
        rawPlaces.append(place)
        place.column += 1
      }
    }
    rawPlaces.append(place)
    if let start = Self.literalStart(in: raw) {
      isEscaped = true
      readEscapes(raw[start...], places: rawPlaces)
    } else {
      scalars = raw
      places = rawPlaces
    }
    dropTrailingBlanks()
  }

  /// The index after the quote that opens a dump printed as a Swift string, if the text is one.
  private static func literalStart(in raw: [Unicode.Scalar]) -> Int? {
    var index = 0
    while index + 1 < raw.count, !(raw[index] == "\"" && raw[index + 1] == "<") { index += 1 }
    guard index + 1 < raw.count else { return nil }
    var scan = index + 2
    while scan + 1 < raw.count, raw[scan] != "\n" {
      if raw[scan] == "\\" && raw[scan + 1] == "n" { return index + 1 }
      scan += 1
    }
    return nil
  }

  /// Reads a Swift string literal's content back, up to its closing quote (or the end, when the
  /// copy lost it).
  private mutating func readEscapes(_ literal: ArraySlice<Unicode.Scalar>, places rawPlaces: [SourceLocation])
  {
    let end = literal.endIndex
    var index = literal.startIndex
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
  private static func unicodeEscape(
    _ literal: ArraySlice<Unicode.Scalar>, from start: Int, end: Int
  ) -> (Unicode.Scalar, Int)? {
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

  /// Adds one scalar of the text, read from `place` in the file.
  private mutating func append(_ scalar: Unicode.Scalar, at place: SourceLocation) {
    scalars.append(scalar)
    places.append(place)
  }

  /// Drops spaces and tabs at the end of each line, which a copy from a console often adds.
  private mutating func dropTrailingBlanks() {
    var keptScalars: [Unicode.Scalar] = []
    var keptPlaces: [SourceLocation] = []
    keptScalars.reserveCapacity(scalars.count)
    keptPlaces.reserveCapacity(places.count)
    var lineStart = 0
    for index in 0...scalars.count where index == scalars.count || scalars[index] == "\n" {
      var end = index
      while end > lineStart, scalars[end - 1] == " " || scalars[end - 1] == "\t" { end -= 1 }
      keptScalars.append(contentsOf: scalars[lineStart..<end])
      keptPlaces.append(contentsOf: places[lineStart..<end])
      if index < scalars.count {
        keptScalars.append("\n")
        keptPlaces.append(places[index])
      }
      lineStart = index + 1
    }
    keptPlaces.append(places[scalars.count])
    scalars = keptScalars
    places = keptPlaces
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
    text.unicodeScalars.append(contentsOf: scalars[start..<min(end, scalars.count)])
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
