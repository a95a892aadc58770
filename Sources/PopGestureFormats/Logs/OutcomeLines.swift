import PopGesture

/// The text log's `outcome` lines: each touch sequence's outcome in one line, written once the
/// sequence is over (every finger up) and the pop it began has landed or run back.
///
///       0.400  outcome       swipe 1: popped thread -> inbox through fullscreenPop at 0.400
///
/// Fed the records one at a time as the log is written, it says which lines go before each
/// record: a sequence's line waits until a record of a later instant, a new sequence or `final`
/// arrives, so every record of the instant that ended it comes first. The jsonl log has no such
/// record; it is the same facts, read back (`SwipeOutcome`).
struct OutcomeLines {
  /// A sequence whose outcome is not written yet, and the records it is read from.
  private struct Open {
    var number: Int
    var records: [Record] = []
    var fingersDown = 0
    /// A navigation recognizer began a pop that has not ended yet.
    var isPopRunning = false
    /// When the sequence was over, once it is.
    var overAt: Double?
  }

  private var open: [Open] = []
  private var sequences = 0

  /// The outcome lines to write before `record`, each without its newline.
  mutating func lines(before record: Record) -> [String] {
    var lines: [String] = []
    let startsSequence: Bool
    switch record.body {
    case .touch(let touch): startsSequence = touch.recognizers != nil
    default: startsSequence = false
    }
    let isFinal = if case .final = record.body { true } else { false }
    // Over, and a later instant, a new sequence or the end: nothing more of theirs can come. A
    // sequence over while an older one's pop still settles goes first, so lines keep time order.
    open.removeAll { sequence in
      guard let overAt = sequence.overAt, isFinal || startsSequence || record.t > overAt else { return false }
      lines.append(Self.line(for: sequence, at: overAt))
      return true
    }
    if startsSequence {
      sequences += 1
      open.append(Open(number: sequences))
    }
    take(record)
    if isFinal {
      for sequence in open { lines.append(Self.line(for: sequence, at: record.t)) }
      open.removeAll()
    }
    return lines
  }

  /// Files `record` with the sequence it belongs to.
  private mutating func take(_ record: Record) {
    guard !open.isEmpty else { return }
    switch record.body {
    case .progress, .navigationBar, .action, .final:
      return
    case .transition(let transition) where transition.phase != .began:
      // The end of a pop: the sequence that began it, the oldest still waiting for one.
      if let index = open.firstIndex(where: { $0.isPopRunning }) {
        open[index].records.append(record)
        open[index].isPopRunning = false
        if open[index].fingersDown == 0 { open[index].overAt = record.t }
        return
      }
    default:
      break
    }
    let current = open.count - 1
    open[current].records.append(record)
    switch record.body {
    case .touch(let touch):
      open[current].fingersDown += touch.phase == .began ? 1 : -1
    case .transition(let transition) where transition.phase == .began && transition.operation == .pop:
      if transition.interactive { open[current].isPopRunning = true }
    case .fault:
      open[current].isPopRunning = false
    default:
      break
    }
    // Every finger up and no pop of its own running: the sequence is over.
    if open[current].fingersDown == 0, !open[current].isPopRunning, open[current].overAt == nil {
      open[current].overAt = record.t
    }
  }

  private static func line(for sequence: Open, at time: Double) -> String {
    var outcome = SwipeOutcome.outcomes(of: sequence.records).first
    outcome?.number = sequence.number
    let summary = outcome?.summary ?? "no record"
    return ByteWriter.text { writer in
      TextFormat.writeColumns(time: time, type: "outcome", to: &writer)
      writer.write("swipe \(sequence.number): ")
      writer.writeEscaped(summary)
    }
  }
}
