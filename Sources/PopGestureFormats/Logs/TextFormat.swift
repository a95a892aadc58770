import PopGesture

/// The default log: one aligned line per record, time first, in the log's words (<doc:VerdictLog>).
///
///     # fd on iOS 26: a quick swipe from the middle pops the detail screen
///       0.000  touch          1 began (160.0, 420.0)  hit message  candidates fullscreenPop
///       0.016  recognizer     fullscreenPop began  translation (5.0, 0.0)  location (175.0, 420.3)
///       0.016  transition     pop began  message -> inbox  interactive
///       0.016  progress       0.013
///
/// Every fact of the jsonl record is on its line, so a diff of two logs is a diff of verdicts.
/// Ids and names come from the trace and are written escaped (`PrintableText`), so none can end
/// its line early or forge another.
public enum TextFormat {
  /// Width of the type column: the longest type, `navigationBar`, and a space.
  static let typeWidth = 14
  /// Width of the time column.
  static let timeWidth = 7
  /// What follows the time on each record's line, for each of `Record.typeWords`: made once, as
  /// every line writes one.
  private static let typeColumns = Record.typeWords.map(typeColumn)

  /// The header line naming the library, the iOS version and the trace.
  public static func header(policy: PolicyName, ios: Int, name: String?) -> String {
    "# \(policy.rawValue) on iOS \(ios)" + (name.map { ": \(PrintableText.escaped($0))" } ?? "")
  }

  /// The line for one record, without its newline.
  public static func line(_ record: Record) -> String {
    ByteWriter.text { write(record, to: &$0) }
  }

  /// The whole log: the header, then one line per record and one `outcome` line per touch
  /// sequence, each ending in a newline.
  public static func render(_ records: [Record], policy: PolicyName, ios: Int, name: String?) -> String {
    ByteWriter.text { writer in
      writer.write(header(policy: policy, ios: ios, name: name))
      writer.newline()
      var outcomes = OutcomeLines()
      for record in records {
        write(record, outcomes: &outcomes, to: &writer)
      }
    }
  }

  /// The text log of a replay of `trace`, headed by the system that actually ran: `policy` and
  /// `ios` when given, else the trace's own.
  public static func log(replaying trace: Trace, policy: PolicyName? = nil, ios: Int? = nil) -> String {
    let trace = trace.overriding(policy: policy, ios: ios)
    let records = Replayer.replay(trace)
    return render(records, policy: trace.policy, ios: trace.device.ios, name: trace.name)
  }

  /// Writes `record`'s line and the `outcome` lines due before it, each with its newline.
  static func write(_ record: Record, outcomes: inout OutcomeLines, to writer: inout ByteWriter) {
    outcomes.write(before: record, to: &writer)
    write(record, to: &writer)
    writer.newline()
  }

  /// Writes one record's line, without its newline.
  package static func write(_ record: Record, to writer: inout ByteWriter) {
    writeColumns(of: record, to: &writer)
    // A pop's progress, half the lines of a log, first: the switch below loads every field of
    // every kind of record before it jumps to its case.
    if case .progress(let value) = record.body {
      writeProgress(value, to: &writer)
    } else {
      writeFields(of: record, to: &writer)
    }
  }

  /// What a record's line has after its columns.
  @inline(never)
  private static func writeFields(of record: Record, to writer: inout ByteWriter) {
    switch record.body {
    case .touch(let touch):
      writer.write(touch.touch)
      writer.write(UInt8(ascii: " "))
      writer.write(touch.phase.word)
      writer.write(UInt8(ascii: " "))
      point(touch.location, to: &writer)
      if let hit = touch.hit {
        writer.write("  hit ")
        writer.writeEscaped(hit)
      }
      if let recognizers = touch.recognizers {
        writer.write("  candidates ")
        if recognizers.isEmpty {
          writer.write("none")
        } else {
          for (index, recognizer) in recognizers.enumerated() {
            if index > 0 { writer.write(", ") }
            writer.writeEscaped(recognizer)
          }
        }
      }
    case .recognizer(let recognizer):
      writer.writeEscaped(recognizer.name)
      writer.write(UInt8(ascii: " "))
      writer.write(recognizer.state.word)
      if let reason = recognizer.reason {
        writer.write(UInt8(ascii: " "))
        writer.write(reason.word)
        if let by = recognizer.by {
          writer.write(UInt8(ascii: " "))
          writer.writeEscaped(by)
        }
      }
      if let translation = recognizer.translation {
        writer.write("  translation ")
        point(translation, to: &writer)
      }
      if let location = recognizer.location {
        writer.write("  location ")
        point(location, to: &writer)
      }
      if let velocity = recognizer.velocity {
        writer.write("  velocity ")
        point(velocity, to: &writer)
      }
      if recognizer.ranLeadingAction { writer.write("  ranLeadingAction") }
    case .transition(let transition):
      writer.write(transition.operation.word)
      writer.write(UInt8(ascii: " "))
      writer.write(transition.phase.word)
      writer.write("  ")
      writer.writeEscaped(transition.from)
      writer.write(" -> ")
      writer.writeEscaped(transition.to)
      writer.write(transition.interactive ? "  interactive" : "  animated")
      if let stack = transition.stack {
        writer.write("  stack ")
        list(stack, to: &writer)
      }
    case .progress(let value):
      writeProgress(value, to: &writer)
    case .release(let release):
      writer.write(release.decision.word)
      writer.write("  progress ")
      writer.writeFixed(release.progress, decimals: 3)
      writer.write("  velocity ")
      writer.writeFixed(release.velocity, decimals: 1)
      writer.write("  settle ")
      writer.writeFixed(release.settle, decimals: 3)
    case .navigationBar(let hidden, let animated):
      writer.write(hidden ? "hidden" : "shown")
      writer.write(animated ? "  animated" : "  not animated")
    case .scroll(let view, let offset):
      writer.writeEscaped(view)
      writer.write("  contentOffset ")
      point(offset, to: &writer)
    case .slider(let view, let value):
      writer.writeEscaped(view)
      writer.write("  value ")
      writer.writeFixed(value, decimals: 3)
    case .action(let action):
      writer.write(action.action.word)
      if let screen = action.screen {
        writer.write(UInt8(ascii: " "))
        writer.writeEscaped(screen)
      }
      writer.write(UInt8(ascii: " "))
      writer.write(action.result.word)
      if let reason = action.reason {
        writer.write(UInt8(ascii: " "))
        writer.write(reason.word)
      }
    case .fault(let fault, let detail):
      writer.write(fault.word)
      writer.write("  ")
      writer.writeEscaped(detail)
    case .final(let final):
      writer.write("stack ")
      list(final.stack, to: &writer)
      writer.write(final.navigationBarHidden ? "  bar hidden" : "  bar shown")
      writer.write(final.transitioning ? "  transitioning" : "  idle")
      writer.write("  fault ")
      writer.write(final.fault?.word ?? "none")
      if let presented = final.presented {
        writer.write("  presented ")
        writer.writeEscaped(presented)
      }
    }
  }

  /// The time, right-aligned, and the type column: what every line of the log starts with.
  @inline(__always)
  static func writeColumns(time t: Double, type: ByteWriter.Column, to writer: inout ByteWriter) {
    writer.writeTime(t, rightAlignedIn: timeWidth)
    writer.write(type)
  }

  /// `writeColumns(time:type:)` for a record. Not inlined: inlined, it had the switch after it load
  /// every field of every kind of record first.
  @inline(never)
  private static func writeColumns(of record: Record, to writer: inout ByteWriter) {
    writeColumns(time: record.t, type: typeColumns[record.typeIndex], to: &writer)
  }

  /// What follows the time on a line of type `type`: two spaces, then `type` padded to
  /// `typeWidth`; made once for each type, as lines write them over and over.
  static func typeColumn(_ type: StaticString) -> ByteWriter.Column {
    let word = UnsafeBufferPointer(start: type.utf8Start, count: type.utf8CodeUnitCount)
    let padding = max(1, typeWidth - word.count)
    return ByteWriter.Column(Array("  ".utf8) + word + repeatElement(UInt8(ascii: " "), count: padding))
  }

  private static func writeProgress(_ value: Double, to writer: inout ByteWriter) {
    writer.writeFixed(value, decimals: 3)
  }

  private static func point(_ value: Point, to writer: inout ByteWriter) {
    writer.write(UInt8(ascii: "("))
    writer.writeFixed(value.x, decimals: 1)
    writer.write(", ")
    writer.writeFixed(value.y, decimals: 1)
    writer.write(UInt8(ascii: ")"))
  }

  private static func list(_ ids: [String], to writer: inout ByteWriter) {
    writer.write(UInt8(ascii: "["))
    names(ids, to: &writer)
    writer.write(UInt8(ascii: "]"))
  }

  /// The ids separated by commas, each escaped, written one by one rather than joined into a new
  /// string.
  private static func names(_ ids: [String], to writer: inout ByteWriter) {
    for (index, id) in ids.enumerated() {
      if index > 0 { writer.write(", ") }
      writer.writeEscaped(id)
    }
  }
}
