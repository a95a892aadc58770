import PopGestureTestSupport
import Testing

@testable import PopGesture
@testable import PopGestureFormats

/// Ids and names that try to start a line of their own: a trace must not be able to forge a
/// record, least of all the `final` line CI diffs.
extension LogsSuite {
  @Test(
    "the text log has one line per record and per sequence's outcome, and only the last starts like a final record"
  )
  func textLog() {
    eachArgument(ForgedText.breaks) { lineBreak in try textLog(lineBreak: lineBreak) }
  }

  func textLog(lineBreak: String) throws {
    let trace = try ForgedText.trace(lineBreak)
    #expect(trace.name?.contains(lineBreak) == true)
    for policy in PolicyName.allCases {
      let records = Replayer.replay(trace, policy: policy)
      let sequences = SwipeOutcome.outcomes(of: records).count
      #expect(sequences == 1)
      let log = TextFormat.log(replaying: trace, policy: policy)
      let lines = ForgedText.lines(log)
      #expect(
        lines.count == records.count + sequences + 2, "\(policy): header, records, outcomes and the empty end"
      )
      #expect(
        lines.filter { $0.dropFirst(TextFormat.timeWidth + 2).hasPrefix("outcome ") }.count == sequences)
      #expect(lines.last == "")
      #expect(log.utf8.count(where: { $0 == UInt8(ascii: "\n") }) == records.count + sequences + 1)
      #expect(!ForgedText.holdsHiddenBreaks(log), "\(policy)")
      let finals = lines.filter { $0.dropFirst(TextFormat.timeWidth + 2).hasPrefix("final ") }
      #expect(finals.count == 1, "\(policy)")
      #expect(finals.first == lines.dropLast().last, "\(policy)")
      #expect(lines.filter { $0.hasPrefix("#") }.count == 1, "\(policy)")
    }
  }

  @Test("every kind of trace text reaches the log, escaped")
  func everyPlaceEscaped() throws {
    let trace = try ForgedText.trace("\n")
    let escaped = PrintableText.escaped(ForgedText.forged("", "\n"))
    let fd = TextFormat.log(replaying: trace, policy: .fd)
    for id in ["album", "photos", "pager", "detail"] {
      #expect(fd.contains(id + escaped), "\(id)")
    }
    #expect(fd.hasPrefix("# fd on iOS 18: a" + escaped + "\n"))
    #expect(
      fd.contains("hit photos\(escaped)/pager\(escaped)  candidates pager\(escaped).pan, fullscreenPop"))
    #expect(fd.contains("preventedBy pager\(escaped).pan\n"))
    #expect(fd.contains("push detail\(escaped) ignored alreadyInStack\n"))
    let kvc = TextFormat.log(replaying: trace, policy: .kvc)
    #expect(kvc.contains("more than once is not supported (detail\(escaped))\n"))
  }
}
