import PopGesture
import PopGestureFormats
import PopGestureTools

/// Lines of text filled to a width, the way help pages and usage lines are laid out.
enum TextLayout {
  /// The width every help page and usage line fits in.
  static let width = 80

  /// `words` joined by spaces into lines of at most `width` characters, the first starting with
  /// `first` and the others with `rest`; a word longer than a line gets a line of its own.
  static func fill(_ words: [String], first: String = "", rest: String = "", width: Int = width) -> [String] {
    var lines: [String] = []
    var line = first
    var isLineEmpty = true
    for word in words where !word.isEmpty {
      if !isLineEmpty && line.count + 1 + word.count > width {
        lines.append(line)
        line = rest
        isLineEmpty = true
      }
      line += (isLineEmpty ? "" : " ") + word
      isLineEmpty = false
    }
    lines.append(line)
    return lines
  }

  /// `text` split at its spaces and filled as `fill` does.
  static func wrap(_ text: String, first: String = "", rest: String = "", width: Int = width) -> [String] {
    fill(text.split(separator: " ").map(String.init), first: first, rest: rest, width: width)
  }

  /// Two columns: `label` indented by 2 and its `text` wrapped from column 26, on the label's
  /// line when the label leaves room, as swift-argument-parser lays out options.
  static func columns(_ label: String, _ text: String) -> [String] {
    let indent = String(repeating: " ", count: textColumn)
    let start = "  " + label
    guard start.count + 2 <= textColumn else { return [start] + wrap(text, first: indent, rest: indent) }
    let padded = start + String(repeating: " ", count: textColumn - start.count)
    return wrap(text, first: padded, rest: indent)
  }

  /// Where the second column starts.
  static let textColumn = 26

  /// A shell command line broken before 80 columns at its spaces, each line but the last ending
  /// in ` \` and the continued ones indented by two more: still one command when pasted. A pipe
  /// or a redirection stays with the word after it, so a line never ends in `|` or `>`.
  static func commandLines(_ command: String, indent: Int) -> [String] {
    var words: [String] = []
    var operatorBefore: String?
    for word in command.split(separator: " ").map(String.init) {
      if ["|", ">", ">>", "2>"].contains(word) {
        operatorBefore = word
        continue
      }
      words.append(operatorBefore.map { $0 + " " + word } ?? word)
      operatorBefore = nil
    }
    if let operatorBefore { words.append(operatorBefore) }
    let first = String(repeating: " ", count: indent)
    // Room for the " \" that ends every line but the last.
    let lines = fill(words, first: first, rest: first + "  ", width: width - 2)
    return lines.enumerated().map { index, line in index < lines.count - 1 ? line + " \\" : line }
  }
}
