import PopGestureTestSupport
import Testing

@testable import PopGesture
@testable import PopGestureFormats

/// The tests of `PopGestureFormats`'s `Logs/` folder: one suite across its files, each file extending it,
/// so that `swift test` prints the suite once. This file's tests follow.
/// Reading a text log back: every line `TextFormat` writes reads back to a record that writes
/// the same line, and any other line is reported with its number.
@Suite("PopGestureFormats: Logs")
struct LogsSuite {
  /// Every system a trace can be replayed on.
  static let systems: [(policy: PolicyName, ios: Int)] = PolicyName.allCases.flatMap { policy in
    [Device.defaultIOS, 18].map { (policy, $0) }
  }

  /// Reads `text` and writes it again; the header is rebuilt from what was read.
  static func rewritten(_ text: String) -> (log: TextLog, text: String?) {
    let log = TextLog(reading: text)
    guard let policy = log.policy, let ios = log.ios else { return (log, nil) }
    return (log, TextFormat.render(log.records, policy: policy, ios: ios, name: log.name))
  }

  @Test(
    "every trace's log, under every library on iOS 26 and 18, reads back to the same text")
  func roundTripTraces() {
    eachArgument(RepositoryTraces.traces) { trace in try roundTripTraces(trace: trace) }
  }

  func roundTripTraces(trace: String) throws {
    let decoded = try RepositoryTraces.decode(trace)
    for (policy, ios) in Self.systems {
      let text = TextFormat.log(replaying: decoded, policy: policy, ios: ios)
      let (log, rewritten) = Self.rewritten(text)
      #expect(log.unreadableLines == [], "\(policy) on iOS \(ios)")
      #expect(rewritten == text, "\(policy) on iOS \(ios)")
      #expect(log.records == Replayer.replay(decoded.overriding(policy: policy, ios: ios)).map(\.rounded))
    }
  }

  @Test("ids that hold line breaks and a forged final line read back escaped to the same text")
  func roundTripForgedIDs() {
    eachArgument(ForgedText.breaks) { lineBreak in try roundTripForgedIDs(lineBreak: lineBreak) }
  }

  func roundTripForgedIDs(lineBreak: String) throws {
    let trace = try ForgedText.trace(lineBreak)
    for (policy, ios) in Self.systems {
      let text = TextFormat.log(replaying: trace, policy: policy, ios: ios)
      let (log, rewritten) = Self.rewritten(text)
      #expect(log.unreadableLines == [], "\(policy) on iOS \(ios)")
      #expect(rewritten == text, "\(policy) on iOS \(ios)")
      #expect(log.name == trace.name)
      #expect(log.records == Replayer.replay(trace, policy: policy, ios: ios).map(\.rounded))
    }
  }

  /// Ids that hold the separators of the lines they are written on.
  static let awkwardIDs = [
    "a  b", "x, y", "p -> q", " lead", "trail ", "", "[inbox]", "began", "ok failed preventedBy",
    "back\\slash",
    "écran", "  value 1.000", "  contentOffset (1.0, 2.0)", "none", "  fault none", "line\nbreak\r\n",
    "\u{301}mark first", "a \u{301}b", "tab\tand\u{1B}[2K", "👋🏽",
  ]

  /// One record of every type, every optional field given, every id `id`.
  static func records(id: String) -> [Record] {
    let point = Point(x: 160, y: -420.5)
    let view = ScreenView(screen: "photos", view: id)
    let pan = RecognizerID.pan(view: id)
    var records = [
      Record(
        t: 0,
        .touch(
          TouchRecord(
            touch: 1, phase: .began, location: point, hit: .view(view), recognizers: [pan, .swipe(view: id)]))
      ),
      Record(
        t: 0,
        .touch(TouchRecord(touch: 2, phase: .began, location: point, hit: .screen("photos"), recognizers: []))
      ),
      Record(t: 0, .touch(TouchRecord(touch: 2, phase: .ended, location: point))),
      Record(
        t: 0.016,
        .recognizer(RecognizerRecord(name: pan, state: .failed, reason: .preventedBy, by: .recognizer(pan)))),
      Record(t: 0.016, .recognizer(RecognizerRecord(name: pan, state: .cancelled, reason: .touchCancelled))),
      Record(
        t: 0.016,
        .recognizer(
          RecognizerRecord(name: pan, state: .began, translation: point, location: point, velocity: point))
      ),
      Record(t: 0.5, .recognizer(RecognizerRecord(name: pan, state: .ended, velocity: point))),
      Record(
        t: 0.5,
        .recognizer(
          RecognizerRecord(name: .swipe(view: id), state: .ended, velocity: point, ranLeadingAction: true))),
      Record(t: 0.5, .recognizer(RecognizerRecord(name: pan, state: .waiting))),
      Record(
        t: 1,
        .transition(TransitionRecord(phase: .began, operation: .pop, interactive: true, from: id, to: id))),
      Record(
        t: 1.25,
        .transition(
          TransitionRecord(
            phase: .finished, operation: .push, interactive: false, from: id, to: id, stack: [id, id]))),
      Record(t: 1.25, .progress(0.436)),
      Record(
        t: 1.25, .release(ReleaseRecord(progress: 0.244, velocity: -354.4, decision: .cancel, settle: 0.268))),
      Record(t: 1.25, .navigationBar(hidden: true, animated: false)),
      Record(t: 1.25, .navigationBar(hidden: false, animated: true)),
      Record(t: 2, .scroll(view: view, contentOffset: point)),
      Record(t: 2, .slider(view: view, value: 0.8)),
      Record(
        t: 2, .action(ActionRecord(action: .push, result: .ignored, reason: .alreadyInStack, screen: id))),
      Record(t: 2, .action(ActionRecord(action: .pop, result: .applied))),
      Record(t: 2, .action(ActionRecord(action: .set, result: .deferred, screen: id))),
      Record(t: 2, .fault(.stuck, detail: id)),
      Record(
        t: 1234.5,
        .final(FinalRecord(stack: [id], navigationBarHidden: true, transitioning: true, fault: .stuck))),
      Record(t: 1234.5, .final(FinalRecord(stack: [], navigationBarHidden: false, transitioning: false))),
      Record(t: 3, .action(ActionRecord(action: .present, result: .applied, screen: id))),
      Record(
        t: 3,
        .action(ActionRecord(action: .present, result: .ignored, reason: .alreadyPresenting, screen: id))),
      Record(t: 3, .action(ActionRecord(action: .dismiss, result: .applied, screen: id))),
      Record(t: 3, .action(ActionRecord(action: .dismiss, result: .ignored, reason: .nothingPresented))),
      Record(
        t: 1234.5,
        .final(
          FinalRecord(
            stack: [id], navigationBarHidden: false, transitioning: false, fault: .exception, presented: id))),
    ]
    Record.numberSequences(&records)
    return records
  }

  @Test("every record type, with ids that hold the lines' own separators, reads back to the same text")
  func everyRecordType() {
    eachArgument(Self.awkwardIDs) { id in everyRecordType(id: id) }
  }

  func everyRecordType(id: String) {
    let text = TextFormat.render(Self.records(id: id), policy: .uikit, ios: 18, name: id)
    let (log, rewritten) = Self.rewritten(text)
    #expect(log.unreadableLines == [])
    #expect(rewritten == text)
    #expect(log.records.count == Self.records(id: id).count)
  }

  @Test("plain ids read back to exactly the records written")
  func plainRecords() {
    let records = Self.records(id: "pager")
    let log = TextLog(reading: TextFormat.render(records, policy: .fd, ios: 26, name: nil))
    #expect(log.records == records)
    #expect(log.policy == .fd)
    #expect(log.ios == 26)
    #expect(log.name == nil)
  }

  @Test("the final record's presented screen reads back, even one whose id holds the final's own words")
  func finalPresented() {
    eachArgument(["compose", "a  fault none", "x  presented y", "  presented "]) { id in
      try finalPresented(id: id)
    }
  }

  func finalPresented(id: String) throws {
    let final = FinalRecord(
      stack: ["home", id], navigationBarHidden: true, transitioning: false, fault: nil, presented: id)
    let line = TextFormat.line(Record(t: 2, .final(final)))
    #expect(line.hasSuffix("  fault none  presented " + PrintableText.escaped(id)))
    let log = TextLog(reading: "# fd on iOS 26\n" + line + "\n")
    #expect(log.unreadableLines == [])
    #expect(
      log.records.first.flatMap { record -> FinalRecord? in
        guard case .final(let read) = record.body else { return nil }
        return read
      } == final)
  }

  @Test("a final record without a presented screen reads back with none")
  func finalWithoutPresented() throws {
    let log = TextLog(
      reading: "# fd on iOS 26\n  2.000  final         stack [home]  bar shown  idle  fault none\n")
    guard case .final(let final)? = log.records.first?.body else {
      Issue.record("no final record")
      return
    }
    #expect(final.presented == nil)
    #expect(final.stack == ["home"])
  }

  @Test("a line that TextFormat would not write is reported with its number, and the others are read")
  func unreadableLine() {
    eachArgument([
      ("  0.016  hover         1 began (1.0, 2.0)", "unknown record type 'hover'"),
      ("  0.016  progress      0.0130", "the line reads as a progress record, but that record is written"),
      ("  0.016  progress      0.013\r", "the line ends in a CR; logs are LF-only"),
      (
        "  0.016  progress      lots",
        "cannot read the fields of a progress record; expected, for example, '0.436'"
      ),
      ("0.016 progress 0.013", "expected a time and a record type"),
      ("", "expected a time and a record type"),
      ("  0.016  recognizer    pan failed noSuchReason", "cannot read the fields of a recognizer record"),
      (
        "  0.016  scroll        bad\\q  contentOffset (1.0, 2.0)", "cannot read the fields of a scroll record"
      ),
      ("  0.016  final         stack [a]  bar shown  idle", "cannot read the fields of a final record"),
    ]) { (line, message) in try unreadableLine(line: line, message: message) }
  }

  func unreadableLine(line: String, message: String) throws {
    let text = "# fd on iOS 26: a\n  0.000  progress      0.001\n\(line)\n  0.020  progress      0.002\n"
    let log = TextLog(reading: text)
    #expect(log.records == [Record(t: 0, .progress(0.001)), Record(t: 0.02, .progress(0.002))])
    let unreadable = try #require(log.unreadableLines.first)
    #expect(log.unreadableLines.count == 1)
    #expect(unreadable.number == 3)
    #expect(unreadable.message.hasPrefix(message), "\(unreadable.message)")
    #expect(!log.isComplete)
  }

  @Test("a header that TextFormat would not write is reported as line 1")
  func unreadableHeader() {
    eachArgument([
      "", "fd on iOS 26", "# system on iOS 18: old word", "# fd on iOS x", "# fd on iOS 26: bad\\q",
      "# fd on iOS 26\r", "# fd on iOS +26",
    ]) { header in try unreadableHeader(header: header) }
  }

  func unreadableHeader(header: String) throws {
    let log = TextLog(reading: header + "\n  0.000  progress      0.001\n")
    #expect(log.unreadableLines.map(\.number) == [1])
    #expect(log.policy == nil)
    #expect(log.records == [Record(t: 0, .progress(0.001))])
  }

  @Test("an empty text is one unreadable line")
  func empty() {
    #expect(TextLog(reading: "").unreadableLines.map(\.number) == [1])
  }
}
