/// A replay from bytes to bytes that holds neither the trace's events nor its log.
///
/// The trace is read twice: once to check it whole (the contract wants no records for a bad
/// trace), and once to replay it event by event, each event's records written as they come.
public enum TraceReplay {
  /// The log formats.
  public enum Format: String, Sendable, CaseIterable {
    case text, jsonl
  }

  /// Checks the trace read from `check`, then replays the same trace read again from `replay`,
  /// writing its log to `output` in chunks. Returns the number of events replayed.
  @discardableResult
  public static func run(
    decoder: TraceDecoder, check: @escaping ByteSource, replay: @escaping ByteSource,
    policy: PolicyName? = nil,
    format: Format, output: @escaping (UnsafeRawBufferPointer) -> Void
  ) throws(TraceError) -> Int {
    let header = try decoder.read(from: check) { _ in }
    var second = decoder
    // The first pass has read the navigation (and any file it names); no need to load it again.
    second.navigationOverride = header.navigation
    var replayer = Replayer(header: header, policy: policy)
    var writer = ByteWriter(sink: output)
    if format == .text {
      writer.write(TextFormat.header(policy: policy ?? header.policy, name: header.name))
      writer.newline()
    }
    var count = 0
    _ = try second.read(from: replay) { event in
      count += 1
      replayer.feed(event)
      // Each drain has a cost of its own, whatever it hands over: drain in batches, which keeps
      // memory bounded all the same.
      if replayer.records.count >= batchSize {
        replayer.drainRecords { write($0, format: format, to: &writer) }
      }
    }
    replayer.finish()
    replayer.drainRecords { write($0, format: format, to: &writer) }
    writer.flush()
    return count
  }

  /// How many records wait in the replayer before they are written.
  private static let batchSize = 256

  private static func write(_ record: Record, format: Format, to writer: inout ByteWriter) {
    switch format {
    case .text: TextFormat.write(record, to: &writer)
    case .jsonl: JSONLFormat.write(record, to: &writer)
    }
    writer.newline()
  }
}
