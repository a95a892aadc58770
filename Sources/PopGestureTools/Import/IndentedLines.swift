import PopGesture
import PopGestureFormats

/// The lines of a hierarchy lldb prints, `recursiveDescription`'s or `_printHierarchy`'s: one
/// record a line, each level inside the first indented by one more five-character group
/// (`   | `, or `   + ` for a controller another presents).
///
/// Lines that say nothing (empty, or lldb's own, `(lldb) po …`) are skipped wherever they are.
/// The first record's level is level 0, so a text copied from its middle reads from there; a line
/// less indented than it, or more than one level below the line above, is an error at its
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
      guard depth >= 0 else { throw error(at: index, "this \(noun) is indented less than the first line") }
      guard depth <= previous + 1 else {
        throw error(
          at: index + 5 * (base + previous + 1),
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

  /// Reads the indentation at `start`: the number of groups and the index after them, which holds
  /// `<`; `presents` says whether the last group was `   + `.
  func indentation(at start: Int, allowsPresented: Bool) throws(DescriptionScanner.Stop) -> (
    depth: Int, index: Int, presents: Bool
  ) {
    var index = start
    var depth = 0
    var presents = false
    while text.matches("   | ", at: index) || (allowsPresented && text.matches("   + ", at: index)) {
      presents = text[index + 3] == "+"
      depth += 1
      index += 5
    }
    guard text[index] == "<" else {
      let groups = allowsPresented ? "'   | ' or '   + '" : "'   | '"
      if depth > 0 || text.matches("   |", at: index) || (allowsPresented && text.matches("   +", at: index))
      {
        // The rest of a line that could still start a group is a copy cut in it: stop at its end.
        let end = text.lineEnd(from: index)
        let rest = text.text(from: index, to: end)
        let stop = rest.count < 5 && ("   | ".hasPrefix(rest) || "   + ".hasPrefix(rest)) ? end : index
        throw DescriptionScanner(text: text).expected("\(groups) for each level, then '<'", at: stop)
      }
      let line = text.text(from: start, to: text.lineEnd(from: start))
      throw DescriptionScanner.Stop(
        index: start, message: "not a \(noun) line: \(PrintableText.quoted(line)); expected \(expectedLine)")
    }
    return (depth, index, presents)
  }

  /// An error at the scalar at `index`.
  func error(at index: Int, _ message: String) -> HierarchyImportDiagnostic {
    let place = text.places[min(index, text.places.count - 1)]
    return HierarchyImportDiagnostic(file: file, line: place.line, column: place.column, message: message)
  }
}
