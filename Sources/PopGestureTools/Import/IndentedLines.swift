import PopGesture
import PopGestureFormats

/// The lines of a hierarchy lldb prints, `recursiveDescription`'s or `_printHierarchy`'s: one
/// record a line, its level the number of `|` marks before it (`+` too, for a controller another
/// presents), whatever the spaces around them.
///
/// lldb writes one `   | ` group a level, but a dump pasted into an issue, a chat, Markdown or a
/// code comment loses or shifts those spaces, so columns say nothing: a line is any spaces and
/// tabs, then optionally one comment or quote marker (`//`, `///` or more slashes, or Markdown's
/// `>`) and spaces and tabs, then its marks, each followed by any spaces and tabs, then `<`.
/// Lines that say nothing (empty, or lldb's own, `(lldb) po …`) are skipped wherever they are.
/// The first record's level is level 0, so a text copied from its middle reads from there; a line
/// with fewer marks than it, or more than one level below the line above, is an error at its
/// indentation, and so is nesting deeper than `maximumDepth`. A reader that runs out of text after
/// a record was read is a copy cut short: the records above it, and a warning at the cut.
struct IndentedLines {
  /// How deep records may nest; real hierarchies stay far below, and trees are walked recursively.
  static let maximumDepth = 512

  let text: DumpText
  /// The file as the user named it, for messages.
  let file: String
  /// What a record is, for messages: `view`, `controller`.
  let noun: String
  /// What a record's line looks like, for a message about a line that is not one.
  let expectedLine: String
  /// The index after the last line that says something: a reader that stops there ran out of text.
  let endOfContent: Int

  /// The lines of `text`, read from `file`, whose records are `noun`s like `expectedLine`.
  init(_ text: String, file: String, noun: String, expectedLine: String) {
    self.text = DumpText(text)
    self.file = file
    self.noun = noun
    self.expectedLine = expectedLine
    endOfContent = self.text.endOfContent()
  }

  /// Every record, with its level, in the order of the text, and the warning of a cut.
  ///
  /// `read` reads the line from its first index to its second (the line's end) and gives the
  /// record's number of groups, the record and the index where the record ends, or throws where
  /// it stopped.
  func records<Record>(
    cut: String, _ read: (Int, Int) throws(DescriptionScanner.Stop) -> (depth: Int, record: Record, end: Int)
  ) throws(HierarchyImportDiagnostic) -> (
    records: [(depth: Int, record: Record)], warnings: [HierarchyImportDiagnostic]
  ) {
    var records: [(depth: Int, record: Record)] = []
    let warnings = try forEachRecord(cut: cut, read) { records.append(($0, $1)) }
    return (records, warnings)
  }

  /// Hands every record to `take` with its level, in the order of the text, as `records` reads
  /// them, without holding them all: a large dump's views go straight into their tree.
  func forEachRecord<Record>(
    cut: String, _ read: (Int, Int) throws(DescriptionScanner.Stop) -> (depth: Int, record: Record, end: Int),
    take: (Int, Record) -> Void
  ) throws(HierarchyImportDiagnostic) -> [HierarchyImportDiagnostic] {
    var warnings: [HierarchyImportDiagnostic] = []
    var previous = -1
    var baseDepth: Int?
    var index = 0
    while index < text.count {
      let lineEnd = text.lineEnd(from: index)
      if text.isBlankOrPrompt(from: index, to: lineEnd) {
        index = lineEnd + 1
        continue
      }
      let line: (depth: Int, record: Record, end: Int)
      do throws(DescriptionScanner.Stop) {
        line = try read(index, lineEnd)
      } catch {
        // Running out of text after a record was read is a copy cut short, not a mistake in it.
        if error.index >= endOfContent, baseDepth != nil {
          let place = text.places[error.index]
          warnings.append(
            HierarchyImportDiagnostic(
              .warning, file: file, line: place.line, column: place.column, message: cut))
          break
        }
        throw self.error(at: error.index, error.message)
      }
      let base = baseDepth ?? line.depth
      baseDepth = base
      let depth = line.depth - base
      guard depth >= 0 else {
        let marks = line.depth == 1 ? "1 mark" : "\(line.depth) marks"
        throw error(
          at: index,
          "this \(noun) has \(marks), fewer than the first line's \(base); start the text at a line with no "
            + "more marks than the lines below it")
      }
      guard depth <= previous + 1 else {
        throw error(
          at: markIndex(base + previous + 2, onLineAt: index),
          "the indentation jumps from level \(previous) to \(depth); a \(noun) is at most one level below "
            + "the line above")
      }
      guard depth <= Self.maximumDepth else {
        throw error(at: index, "\(noun)s nest deeper than \(Self.maximumDepth) levels")
      }
      take(depth, line.record)
      previous = depth
      index = text.lineEnd(from: line.end) + 1
    }
    return warnings
  }

  /// Reads the indentation at `start`: the number of marks and the index after them, which holds
  /// `<`; `presents` says whether the last mark was `+`.
  func indentation(at start: Int, allowsPresented: Bool) throws(DescriptionScanner.Stop) -> (
    depth: Int, index: Int, presents: Bool
  ) {
    let (depth, index, presents) = Self.marks(at: start, in: text, allowsPresented: allowsPresented)
    guard text[index] == "<" else {
      if depth > 0 {
        // A line of marks that ends there is a copy cut in it when it is the last: stopping at its
        // end lets `forEachRecord` tell.
        let marks = allowsPresented ? "'|' or '+'" : "'|'"
        throw DescriptionScanner(text: text).expected("\(marks) for each level, then '<'", at: index)
      }
      let line = text.text(from: start, to: text.lineEnd(from: start))
      throw DescriptionScanner.Stop(
        index: start, message: "not a \(noun) line: \(PrintableText.quoted(line)); expected \(expectedLine)")
    }
    return (depth, index, presents)
  }

  /// The marks of the line at `start`: how many, the index after them and the spaces after the
  /// last, and whether the last was `+` (read as a mark only when `allowsPresented`).
  ///
  /// Before the first mark, the spaces, tabs and one comment or quote marker the type's summary
  /// names are skipped; a line with no marks gives the index after them.
  static func marks(at start: Int, in text: DumpText, allowsPresented: Bool) -> (
    depth: Int, index: Int, presents: Bool
  ) {
    var index = skipBlanks(start, in: text)
    if text.matches("//", at: index) {
      while text[index] == "/" { index += 1 }
      index = skipBlanks(index, in: text)
    } else if text[index] == ">" {
      index = skipBlanks(index + 1, in: text)
    }
    var depth = 0
    var presents = false
    while let scalar = text[index], scalar == "|" || (allowsPresented && scalar == "+") {
      presents = scalar == "+"
      depth += 1
      index = skipBlanks(index + 1, in: text)
    }
    return (depth, index, presents)
  }

  /// The index of the line's `number`th mark (from 1), which `marks` found on the line at `start`.
  private func markIndex(_ number: Int, onLineAt start: Int) -> Int {
    var index = start
    var count = 0
    while let scalar = text[index], scalar != "\n" {
      if scalar == "|" || scalar == "+" {
        count += 1
        if count == number { return index }
      }
      index += 1
    }
    return start
  }

  /// The index after the spaces and tabs at `index`.
  private static func skipBlanks(_ index: Int, in text: DumpText) -> Int {
    var index = index
    while text[index] == " " || text[index] == "\t" { index += 1 }
    return index
  }

  /// An error at the scalar at `index`.
  func error(at index: Int, _ message: String) -> HierarchyImportDiagnostic {
    let place = text.places[min(index, text.places.count - 1)]
    return HierarchyImportDiagnostic(file: file, line: place.line, column: place.column, message: message)
  }
}
