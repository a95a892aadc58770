import PopGesture

/// The text log's `outcome` lines: each touch sequence's outcome in one line, written once the
/// sequence is over (every finger up) and the pop it began has landed or run back.
///
///       0.400  outcome       swipe 1: popped thread -> inbox through fullscreenPop at 0.400
///
/// Fed the records one at a time as the log is written, it writes the lines due before each
/// record, straight into the log's buffer: a sequence's line waits until a record of a later instant, a new sequence or `final`
/// arrives, so every record of the instant that ended it comes first. The outcome and when the
/// sequence was over are `SwipeReader`'s; the jsonl log has no such line.
struct OutcomeLines {
  /// The lines' type column, made once.
  private static let typeColumn = TextFormat.typeColumn("outcome")
  private var reader = SwipeReader()
  /// The sequences started whose line is not written yet, oldest first.
  private var waiting: [Int] = []

  /// Writes the outcome lines due before `record`, each with its newline, then reads `record`.
  mutating func write(before record: Record, to writer: inout ByteWriter) {
    // Told apart by case alone first: binding a payload copies the whole record, and most
    // records (a pop's progress) can neither start a sequence nor end the log.
    let startsSequence: Bool
    let isFinal: Bool
    switch record.body {
    case .touch:
      startsSequence = record.startsSequence
      isFinal = false
    case .final:
      startsSequence = false
      isFinal = true
    case .recognizer, .transition, .progress, .release, .navigationBar, .scroll, .slider, .action, .fault:
      startsSequence = false
      isFinal = false
    }
    // Over, and a later instant, a new sequence or the end: nothing more of theirs can come. A
    // sequence over while an older one's pop still settles goes first, so lines keep time order.
    var position = 0
    while position < waiting.count {
      let number = waiting[position]
      guard let overAt = reader.overAt(number), isFinal || startsSequence || record.t > overAt else {
        position += 1
        continue
      }
      writeLine(number, at: overAt, to: &writer)
      waiting.remove(at: position)
    }
    if startsSequence { waiting.append(record.sequence) }
    reader.read(record)
    if isFinal {
      for number in waiting { writeLine(number, at: record.t, to: &writer) }
      waiting.removeAll()
    }
  }

  /// Writes sequence `number`'s line at `time`, with its newline, taking its outcome from the
  /// reader, which then forgets it.
  private mutating func writeLine(_ number: Int, at time: Double, to writer: inout ByteWriter) {
    TextFormat.writeColumns(time: time, type: Self.typeColumn, to: &writer)
    writer.write("swipe ")
    writer.write(number)
    writer.write(": ")
    if let outcome = reader.removeOutcome(of: number) {
      outcome.writeSummary(to: &writer)
    } else {
      writer.write("no record")
    }
    writer.newline()
  }
}
