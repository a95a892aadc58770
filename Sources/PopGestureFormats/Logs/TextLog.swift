import PopGesture

/// A text log read back into its header and records: what `TextFormat` wrote, for tools that
/// have only the text, such as a golden.
///
/// Every line `TextFormat` writes reads back, ids unescaped (`PrintableText`) and numbers as the
/// text rounds them. A line is taken only if writing its record again gives the same bytes, so a
/// line edited by hand, a CR, or a log of another version is reported as unreadable rather than
/// guessed at. An id that holds one of its line's separators (two spaces, `, `, ` -> `) can be
/// read in more than one way; the reader takes the first, which writes the same line. The
/// `outcome` line of each touch sequence is passed over: it says again what the records say.
public struct TextLog: Sendable, Equatable {
  /// A line that does not read as `TextFormat` writes it.
  public struct UnreadableLine: Sendable, Equatable {
    /// 1 for the header.
    public var number: Int
    /// What is wrong, as a diagnostic: lowercase, no final period.
    public var message: String
  }

  /// The header's library, nil when the header cannot be read.
  public var policy: PolicyName?
  /// The header's iOS version, nil when the header cannot be read.
  public var ios: Int?
  /// The trace's name in the header, unescaped.
  public var name: String?
  /// The records of the lines that could be read, in order.
  public var records: [Record] = []
  /// The lines that could not be read, in order.
  public var unreadableLines: [UnreadableLine] = []

  /// Reads `text`: the header, then one record per line, each ending in a newline.
  public init(reading text: String) {
    // Split on the newline byte: as characters, a CR and the newline after it are one, and would
    // not split. The CR stays on its line, to be reported.
    var lines = Substring(text).splitBytes(at: "\n")
    if lines.last?.isEmpty == true { lines.removeLast() }
    guard let header = lines.first else {
      unreadableLines = [UnreadableLine(number: 1, message: "the log is empty; expected a header line")]
      return
    }
    readHeader(header)
    var numbers: [Int] = []
    for (offset, line) in lines.dropFirst().enumerated() {
      guard !line.endsWithBytes("\r") else {
        unreadableLines.append(
          UnreadableLine(number: offset + 2, message: "the line ends in a CR; logs are LF-only"))
        continue
      }
      // A sequence's outcome line is no record: it is read again from the records around it.
      if Self.isOutcomeLine(line) { continue }
      do {
        records.append(try Self.record(line))
        numbers.append(offset + 2)
      } catch {
        unreadableLines.append(UnreadableLine(number: offset + 2, message: Self.message(error)))
      }
    }
    dropRecordsNotWrittenAsRead(lines: lines, numbers: numbers)
  }

  /// Whether every line was read.
  public var isComplete: Bool { unreadableLines.isEmpty }

  /// Takes the library, the iOS version and the name from the header, or reports it.
  private mutating func readHeader(_ line: Substring) {
    let shape =
      line.endsWithBytes("\r")
      ? "the line ends in a CR; logs are LF-only" : "expected a header such as '# fd on iOS 26: a name'"
    guard line.startsWithBytes("# "), let on = line.firstBytes(of: " on iOS ") else {
      unreadableLines.append(UnreadableLine(number: 1, message: shape))
      return
    }
    let policyWord = line.droppingBytes(first: 2)[..<on.lowerBound]
    let rest = line[on.upperBound...]
    let colon = rest.firstBytes(of: ": ")
    let iosText = rest[..<(colon?.lowerBound ?? rest.endIndex)]
    guard let policy = PolicyName(rawValue: String(policyWord)) else {
      let known = PolicyName.allCases.map(\.rawValue).joined(separator: ", ")
      unreadableLines.append(
        UnreadableLine(
          number: 1, message: "unknown library \(PrintableText.quoted(String(policyWord))); expected \(known)"
        ))
      return
    }
    var name: String?
    if let colon { name = PrintableText.unescaped(rest[colon.upperBound...]) }
    guard let ios = Int(iosText), colon == nil || name != nil,
      TextFormat.header(policy: policy, ios: ios, name: name).utf8.elementsEqual(line.utf8)
    else {
      unreadableLines.append(UnreadableLine(number: 1, message: shape))
      return
    }
    self.policy = policy
    self.ios = ios
    self.name = name
  }

  /// Writes the records read again, in one pass, and drops each whose line differs from the one
  /// it was read from: the numbers and escapes of a hand-edited line can read as a record whose
  /// line is another text.
  private mutating func dropRecordsNotWrittenAsRead(lines: [Substring], numbers: [Int]) {
    var bytes: [UInt8] = []
    var writer = ByteWriter { bytes.append(contentsOf: $0) }
    for record in records {
      TextFormat.write(record, to: &writer)
      writer.newline()
    }
    writer.flush()
    let written = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    var kept: [Record] = []
    kept.reserveCapacity(records.count)
    for (index, record) in records.enumerated() {
      let line = lines[numbers[index] - 1]
      if written[index].elementsEqual(line.utf8) {
        kept.append(record)
      } else {
        let message =
          "the line reads as a \(record.type) record, but that record is written differently; "
          + "expected '\(PrintableText.escaped(String(decoding: written[index], as: UTF8.self)))'"
        unreadableLines.append(UnreadableLine(number: numbers[index], message: message))
      }
    }
    records = kept
    unreadableLines.sort { $0.number < $1.number }
    Record.numberSequences(&records)
  }
}

extension TextLog {
  /// Why a line cannot be read.
  private enum LineError: Error {
    /// The line has no time and type columns.
    case columns
    case unknownType(String)
    /// The fields after the type do not have the shape of that type's line.
    case fields(type: String)
  }

  /// The diagnostic for a line that failed with `error`.
  private static func message(_ error: LineError) -> String {
    switch error {
    case .columns:
      "expected a time and a record type, as in '  0.016  progress      0.013'"
    case .unknownType(let type):
      "unknown record type \(PrintableText.quoted(type))"
    case .fields(let type):
      "cannot read the fields of a \(type) record; expected, for example, '\(example(type))'"
    }
  }

  /// A line of each type as the log writes it, from <doc:VerdictLog>.
  private static func example(_ type: String) -> String {
    switch type {
    case "touch":
      "1 began (160.0, 420.0)  hit photos/pager  candidates \(RecognizerID.pan(view: "pager")), \(RecognizerID.fullscreenPop)"
    case "recognizer": "\(RecognizerID.pan(view: "pager")) failed preventedBy \(RecognizerID.fullscreenPop)"
    case "transition": "pop cancelled  profile -> settings  interactive  stack [settings, profile]"
    case "progress": "0.436"
    case "release": "cancel  progress 0.244  velocity 354.4  settle 0.268"
    case "navigationBar": "hidden  animated"
    case "scroll": "photos/pager  contentOffset (390.0, 0.0)"
    case "slider": "detail/volume  value 0.800"
    case "action": "push post ignored alreadyInStack"
    case "fault": "stuck  a pop began on the root screen"
    // `final`, the one type left.
    default: "stack [inbox]  bar shown  idle  fault none"
    }
  }

  /// The record on one line: the time right-aligned, two spaces, the padded type, the fields.
  /// Whether `line` is one of the lines `OutcomeLines` adds: a time, then the type `outcome`.
  private static func isOutcomeLine(_ line: Substring) -> Bool {
    guard let timeStart = line.utf8.firstIndex(where: { $0 != UInt8(ascii: " ") }),
      let timeEnd = line[timeStart...].firstBytes(of: "  ")
    else { return false }
    return line[timeEnd.upperBound...].utf8.starts(with: "outcome ".utf8)
  }

  private static func record(_ line: Substring) throws(LineError) -> Record {
    guard let timeStart = line.utf8.firstIndex(where: { $0 != UInt8(ascii: " ") }),
      let timeEnd = line[timeStart...].firstBytes(of: "  "),
      let time = Double(line[timeStart..<timeEnd.lowerBound])
    else { throw .columns }
    let afterTime = line[timeEnd.upperBound...]
    let typeEnd = afterTime.utf8.firstIndex(of: UInt8(ascii: " ")) ?? afterTime.endIndex
    let type = String(afterTime[..<typeEnd])
    let fields = afterTime[typeEnd...].droppingBytes(first: max(1, TextFormat.typeWidth - type.utf8.count))
    let body: Record.Body?
    switch type {
    case "touch": body = touch(fields).map(Record.Body.touch)
    case "recognizer": body = recognizer(fields).map(Record.Body.recognizer)
    case "transition": body = transition(fields).map(Record.Body.transition)
    case "progress": body = number(fields).map(Record.Body.progress)
    case "release": body = release(fields).map(Record.Body.release)
    case "navigationBar": body = navigationBar(fields)
    case "scroll": body = scroll(fields)
    case "slider": body = slider(fields)
    case "action": body = action(fields).map(Record.Body.action)
    case "fault": body = fault(fields)
    case "final": body = final(fields).map(Record.Body.final)
    default: throw .unknownType(type)
    }
    guard let body else { throw .fields(type: type) }
    return Record(t: time, body)
  }

  /// `1 began (160.0, 420.0)`, then `  hit ID` and `  candidates NAMES` (or `none`) if known.
  private static func touch(_ fields: Substring) -> TouchRecord? {
    let words = fields.splitBytes(at: " ", maxSplits: 2)
    guard words.count == 3, let finger = Int(words[0]), let phase = TouchPhase(rawValue: String(words[1])),
      let close = words[2].firstBytes(of: ")"), let location = point(words[2][..<close.upperBound])
    else { return nil }
    var rest = words[2][close.upperBound...]
    var hit: Hit?
    var recognizers: [RecognizerID]?
    if rest.startsWithBytes("  hit ") {
      rest = rest.droppingBytes(first: 6)
      let candidates = rest.firstBytes(of: "  candidates ")
      guard let id = PrintableText.unescaped(rest[..<(candidates?.lowerBound ?? rest.endIndex)]) else {
        return nil
      }
      hit = Hit(id)
      rest = rest[(candidates?.lowerBound ?? rest.endIndex)...]
    }
    if rest.startsWithBytes("  candidates ") {
      let list = rest.droppingBytes(first: 13)
      guard let names = list.isBytes("none") ? [] : names(list) else { return nil }
      // A view's id may hold `, `: pieces are joined until they name a recognizer.
      var ids: [RecognizerID] = []
      var pending: String?
      for name in names {
        let joined = pending.map { $0 + ", " + name } ?? name
        if let id = RecognizerID(joined) {
          ids.append(id)
          pending = nil
        } else {
          pending = joined
        }
      }
      guard pending == nil else { return nil }
      recognizers = ids
    } else if !rest.isEmpty {
      return nil
    }
    return TouchRecord(touch: finger, phase: phase, location: location, hit: hit, recognizers: recognizers)
  }

  /// `NAME STATE`, then ` REASON` and ` BY` if any, then `  translation (x, y)`, `  location
  /// (x, y)` and `  velocity (x, y)` if known, and `  ranLeadingAction` for a row's full swipe.
  private static func recognizer(_ fields: Substring) -> RecognizerRecord? {
    var rest = fields
    let ranLeadingAction = rest.hasSuffix("  ranLeadingAction")
    if ranLeadingAction { rest = rest.dropLast("  ranLeadingAction".utf8.count) }
    var points: [String: Point] = [:]
    for label in ["velocity", "location", "translation"] {
      guard let range = rest.lastBytes(of: "  \(label) "), let value = point(rest[range.upperBound...]) else {
        continue
      }
      points[label] = value
      rest = rest[..<range.lowerBound]
    }
    let words = rest.splitBytes(at: " ")
    // The name may hold spaces: the state is the first word after it that is followed by a
    // reason or by nothing.
    guard
      let stateIndex = words.indices.dropFirst().first(where: { index in
        RecognizerRecord.State(rawValue: String(words[index])) != nil
          && (index + 1 == words.count || Reason(rawValue: String(words[index + 1])) != nil)
      }),
      let state = RecognizerRecord.State(rawValue: String(words[stateIndex])),
      let nameText = PrintableText.unescaped(rest[..<rest.utf8.index(before: words[stateIndex].startIndex)]),
      let name = RecognizerID(nameText)
    else { return nil }
    var reason: Reason?
    var by: Blocker?
    if stateIndex + 1 < words.count {
      reason = Reason(rawValue: String(words[stateIndex + 1]))
      if stateIndex + 2 < words.count {
        guard let id = PrintableText.unescaped(rest[words[stateIndex + 2].startIndex...]) else { return nil }
        by = Blocker(id)
      }
    }
    return RecognizerRecord(
      name: name, state: state, reason: reason, by: by, translation: points["translation"],
      location: points["location"], velocity: points["velocity"], ranLeadingAction: ranLeadingAction)
  }

  /// `OPERATION PHASE  FROM -> TO  interactive` (or `animated`), then `  stack [IDS]` if it ended.
  private static func transition(_ fields: Substring) -> TransitionRecord? {
    let words = fields.splitBytes(at: " ", maxSplits: 2)
    guard words.count == 3, let operation = TransitionRecord.Operation(rawValue: String(words[0])),
      let phase = TransitionRecord.Phase(rawValue: String(words[1])), words[2].startsWithBytes(" ")
    else { return nil }
    let rest = words[2].droppingBytes(first: 1)
    // The first `interactive` or `animated` that ends the line or comes before the stack.
    let modes =
      (rest.allBytes(of: "  interactive").map { ($0, true) }
      + rest.allBytes(of: "  animated").map { ($0, false) })
      .sorted { $0.0.lowerBound < $1.0.lowerBound }
    for (range, interactive) in modes {
      let tail = rest[range.upperBound...]
      guard tail.isEmpty || (tail.startsWithBytes("  stack [") && tail.endsWithBytes("]")) else { continue }
      let ends = rest[..<range.lowerBound]
      guard let arrow = ends.firstBytes(of: " -> "),
        let from = PrintableText.unescaped(ends[..<arrow.lowerBound]),
        let to = PrintableText.unescaped(ends[arrow.upperBound...])
      else { return nil }
      var stack: [String]?
      if !tail.isEmpty {
        guard let ids = names(tail.droppingBytes(first: 9, last: 1)) else { return nil }
        stack = ids
      }
      return TransitionRecord(
        phase: phase, operation: operation, interactive: interactive, from: from, to: to, stack: stack)
    }
    return nil
  }

  /// `DECISION  progress P  velocity V  settle S`.
  private static func release(_ fields: Substring) -> ReleaseRecord? {
    let parts = fields.splitBytes(at: "  ")
    guard parts.count == 4, let decision = ReleaseRecord.Decision(rawValue: String(parts[0])),
      let progress = labelled("progress", parts[1]).flatMap(number),
      let velocity = labelled("velocity", parts[2]).flatMap(number),
      let settle = labelled("settle", parts[3]).flatMap(number)
    else { return nil }
    return ReleaseRecord(progress: progress, velocity: velocity, decision: decision, settle: settle)
  }

  /// `hidden` or `shown`, then `  animated` or `  not animated`.
  private static func navigationBar(_ fields: Substring) -> Record.Body? {
    let parts = fields.splitBytes(at: "  ")
    guard parts.count == 2, parts[0].isBytes("hidden") || parts[0].isBytes("shown"),
      parts[1].isBytes("animated") || parts[1].isBytes("not animated")
    else { return nil }
    return .navigationBar(hidden: parts[0].isBytes("hidden"), animated: parts[1].isBytes("animated"))
  }

  /// `VIEW  contentOffset (x, y)`.
  private static func scroll(_ fields: Substring) -> Record.Body? {
    guard let range = fields.lastBytes(of: "  contentOffset "),
      let name = PrintableText.unescaped(fields[..<range.lowerBound]), let view = ScreenView(name),
      let offset = point(fields[range.upperBound...])
    else { return nil }
    return .scroll(view: view, contentOffset: offset)
  }

  /// `VIEW  value V`.
  private static func slider(_ fields: Substring) -> Record.Body? {
    guard let range = fields.lastBytes(of: "  value "),
      let name = PrintableText.unescaped(fields[..<range.lowerBound]), let view = ScreenView(name),
      let value = number(fields[range.upperBound...])
    else { return nil }
    return .slider(view: view, value: value)
  }

  /// `ACTION`, then ` SCREEN` if it names one, then ` RESULT`, then ` REASON` if ignored.
  private static func action(_ fields: Substring) -> ActionRecord? {
    let words = fields.splitBytes(at: " ")
    guard words.count >= 2, let action = Action.Kind(rawValue: String(words[0])) else { return nil }
    var resultIndex = words.count - 1
    var reason: Reason?
    if words.count >= 3, ActionRecord.Result(rawValue: String(words[resultIndex - 1])) != nil,
      let word = Reason(rawValue: String(words[resultIndex]))
    {
      reason = word
      resultIndex -= 1
    }
    guard let result = ActionRecord.Result(rawValue: String(words[resultIndex])) else { return nil }
    var screen: String?
    if resultIndex > 1 {
      let text = fields[words[1].startIndex..<fields.utf8.index(before: words[resultIndex].startIndex)]
      guard let id = PrintableText.unescaped(text) else { return nil }
      screen = id
    }
    return ActionRecord(action: action, result: result, reason: reason, screen: screen)
  }

  /// `KIND  DETAIL`.
  private static func fault(_ fields: Substring) -> Record.Body? {
    guard let separator = fields.firstBytes(of: "  "),
      let fault = Fault(rawValue: String(fields[..<separator.lowerBound])),
      let detail = PrintableText.unescaped(fields[separator.upperBound...])
    else { return nil }
    return .fault(fault, detail: detail)
  }

  /// `stack [IDS]  bar shown` (or `hidden`) `  idle` (or `transitioning`) `  fault KIND` (or
  /// `none`), then `  presented ID` while a screen is presented.
  private static func final(_ fields: Substring) -> FinalRecord? {
    // The first `  presented ` right after a fault word ends the fields; ids may hold the words.
    for marker in fields.allBytes(of: "  presented ") {
      let before = fields[..<marker.lowerBound]
      guard ["none", "stuck", "exception"].contains(where: { before.endsWithBytes("  fault " + $0) }),
        var record = finalUpToFault(before),
        let presented = PrintableText.unescaped(fields[marker.upperBound...])
      else { continue }
      record.presented = presented
      return record
    }
    return finalUpToFault(fields)
  }

  /// The fields of a `final` record up to its fault.
  private static func finalUpToFault(_ fields: Substring) -> FinalRecord? {
    guard let faultRange = fields.lastBytes(of: "  fault ") else { return nil }
    let faultWord = fields[faultRange.upperBound...]
    let fault = Fault(rawValue: String(faultWord))
    guard fault != nil || faultWord.isBytes("none") else { return nil }
    var rest = fields[..<faultRange.lowerBound]
    let transitioning = rest.endsWithBytes("  transitioning")
    guard transitioning || rest.endsWithBytes("  idle") else { return nil }
    rest = rest.droppingBytes(first: 0, last: transitioning ? 15 : 6)
    let barHidden = rest.endsWithBytes("  bar hidden")
    guard barHidden || rest.endsWithBytes("  bar shown") else { return nil }
    rest = rest.droppingBytes(first: 0, last: barHidden ? 12 : 11)
    guard rest.startsWithBytes("stack ["), rest.endsWithBytes("]"),
      let stack = names(rest.droppingBytes(first: 7, last: 1))
    else { return nil }
    return FinalRecord(
      stack: stack, navigationBarHidden: barHidden, transitioning: transitioning, fault: fault)
  }

  /// Ids separated by `, `, each unescaped; none for empty text.
  private static func names(_ text: Substring) -> [String]? {
    guard !text.isEmpty else { return [] }
    var ids: [String] = []
    for piece in text.splitBytes(at: ", ") {
      guard let id = PrintableText.unescaped(piece) else { return nil }
      ids.append(id)
    }
    return ids
  }

  /// `(x, y)`, and nothing after it.
  private static func point(_ text: Substring) -> Point? {
    guard text.startsWithBytes("("), text.endsWithBytes(")"), let comma = text.firstBytes(of: ", "),
      let x = number(text[text.utf8.index(after: text.startIndex)..<comma.lowerBound]),
      let y = number(text[comma.upperBound..<text.utf8.index(before: text.endIndex)])
    else { return nil }
    return Point(x: x, y: y)
  }

  /// A number as the log writes it: digits, or `null` for a value that was not finite.
  private static func number(_ text: Substring) -> Double? {
    text.isBytes("null") ? .nan : Double(text)
  }

  /// The rest of `part` after `label` and a space.
  private static func labelled(_ label: String, _ part: Substring) -> Substring? {
    guard part.startsWithBytes(label + " ") else { return nil }
    return part.droppingBytes(first: label.utf8.count + 1)
  }
}

/// Searching a line byte by byte. The separators are ASCII, and matched as bytes they are found
/// wherever they are: compared as characters, a space followed by a combining mark from an id
/// would be one character, and no separator. (The searches are plain loops: the generic ones of
/// the standard library's string processing made reading a long log ten times slower.)
extension Substring {
  /// Where `separator` first occurs.
  fileprivate func firstBytes(of separator: String) -> Range<Index>? {
    byteRanges(of: separator, limit: 1).first
  }

  /// Where `separator` last occurs, not overlapping an earlier one.
  fileprivate func lastBytes(of separator: String) -> Range<Index>? {
    byteRanges(of: separator).last
  }

  /// Everywhere `separator` occurs, left to right.
  fileprivate func allBytes(of separator: String) -> [Range<Index>] {
    byteRanges(of: separator)
  }

  /// Whether the bytes begin with those of `prefix`.
  fileprivate func startsWithBytes(_ prefix: String) -> Bool {
    utf8.starts(with: prefix.utf8)
  }

  /// Whether the bytes end with those of `suffix`.
  fileprivate func endsWithBytes(_ suffix: String) -> Bool {
    let count = suffix.utf8.count
    guard let start = utf8.index(endIndex, offsetBy: -count, limitedBy: startIndex) else { return false }
    return utf8[start...].elementsEqual(suffix.utf8)
  }

  /// Whether the bytes are those of `text`, where `==` would compare characters.
  fileprivate func isBytes(_ text: String) -> Bool {
    utf8.elementsEqual(text.utf8)
  }

  /// The text without its first `first` and last `last` bytes, which are ASCII.
  fileprivate func droppingBytes(first: Int, last: Int = 0) -> Substring {
    let start = utf8.index(startIndex, offsetBy: first, limitedBy: endIndex) ?? endIndex
    let end = utf8.index(endIndex, offsetBy: -last, limitedBy: start) ?? start
    return self[start..<end]
  }

  /// The pieces between each `separator`, empty ones kept, after at most `maxSplits` splits.
  fileprivate func splitBytes(at separator: String, maxSplits: Int = .max) -> [Substring] {
    var pieces: [Substring] = []
    var start = startIndex
    for range in byteRanges(of: separator, limit: maxSplits) {
      pieces.append(self[start..<range.lowerBound])
      start = range.upperBound
    }
    pieces.append(self[start...])
    return pieces
  }

  /// Where `separator` occurs, left to right and not overlapping, at most `limit` times.
  private func byteRanges(of separator: String, limit: Int = .max) -> [Range<Index>] {
    let bytes = utf8
    let pattern = separator.utf8
    guard let lead = pattern.first else { return [] }
    var ranges: [Range<Index>] = []
    var index = bytes.startIndex
    while index < bytes.endIndex && ranges.count < limit {
      guard bytes[index] == lead else {
        bytes.formIndex(after: &index)
        continue
      }
      var end = index
      var isMatch = true
      for byte in pattern {
        guard end < bytes.endIndex, bytes[end] == byte else {
          isMatch = false
          break
        }
        bytes.formIndex(after: &end)
      }
      if isMatch {
        ranges.append(index..<end)
        index = end
      } else {
        bytes.formIndex(after: &index)
      }
    }
    return ranges
  }
}
