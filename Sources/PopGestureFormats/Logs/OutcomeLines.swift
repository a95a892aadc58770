import PopGesture

/// The text log's `outcome` lines: each touch sequence's outcome in one line, written once the
/// sequence is over (every finger up) and the pop it began has landed or run back.
///
///       0.400  outcome       swipe 1: popped thread -> inbox through fullscreenPop at 0.400
///
/// Fed the records one at a time as the log is written, it says which lines go before each
/// record: a sequence's line waits until a record of a later instant, a new sequence or `final`
/// arrives, so every record of the instant that ended it comes first. The outcome and when the
/// sequence was over are `SwipeReader`'s; the jsonl log has no such line.
struct OutcomeLines {
  private var reader = SwipeReader()
  /// The sequences started whose line is not written yet, oldest first.
  private var waiting: [Int] = []

  /// The outcome lines to write before `record`, each without its newline.
  mutating func lines(before record: Record) -> [String] {
    var lines: [String] = []
    let startsSequence = record.startsSequence
    let isFinal = if case .final = record.body { true } else { false }
    // Over, and a later instant, a new sequence or the end: nothing more of theirs can come. A
    // sequence over while an older one's pop still settles goes first, so lines keep time order.
    var position = 0
    while position < waiting.count {
      let number = waiting[position]
      guard let overAt = reader.overAt(number), isFinal || startsSequence || record.t > overAt else {
        position += 1
        continue
      }
      lines.append(line(number, at: overAt))
      waiting.remove(at: position)
    }
    if startsSequence { waiting.append(record.sequence) }
    reader.read(record)
    if isFinal {
      for number in waiting { lines.append(line(number, at: record.t)) }
      waiting.removeAll()
    }
    return lines
  }

  /// Sequence `number`'s line at `time`, after which the reader may forget it.
  private mutating func line(_ number: Int, at time: Double) -> String {
    let summary = reader.outcome(of: number)?.summary ?? "no record"
    reader.discard(number)
    return ByteWriter.text { writer in
      TextFormat.writeColumns(time: time, type: "outcome", to: &writer)
      writer.write("swipe \(number): ")
      writer.writeEscaped(summary)
    }
  }
}
