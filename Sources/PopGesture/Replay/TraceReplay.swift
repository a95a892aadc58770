import Dispatch

/// A replay from bytes to bytes that holds neither the trace's events nor its log.
///
/// The trace is read twice: once to check it whole (the contract wants no records for a bad
/// trace), and once to replay it event by event. During the second read, a worker thread reads
/// and replays while the calling thread writes the records it hands over, batch by batch, in
/// order: the log is the same byte for byte as one thread would write, in about half the time.
public enum TraceReplay {
  /// The log formats.
  public enum Format: String, Sendable, CaseIterable {
    case text, jsonl
  }

  /// How many records go over to the writing thread at a time, and how many such batches may
  /// wait for it: enough to keep both threads busy, little enough to keep memory flat.
  static let batchSize = 1024
  static let batchesInFlight = 4

  /// Checks the trace read from `check`, then replays the same trace read again from `replay`,
  /// writing its log to `output` in chunks, on the calling thread. Returns the number of events
  /// replayed.
  @discardableResult
  public static func run(
    decoder: TraceDecoder, check: @escaping ByteSource, replay: @escaping ByteSource,
    policy: PolicyName? = nil,
    format: Format, output: @escaping (UnsafeRawBufferPointer) -> Void
  ) throws(TraceError) -> Int {
    let header = try decoder.check(from: check)
    var second = decoder
    // The first pass has read the navigation (and any file it names); no need to load it again.
    second.navigationOverride = header.navigation
    var writer = ByteWriter(sink: output)
    if format == .text {
      writer.write(TextFormat.header(policy: policy ?? header.policy, name: header.name))
      writer.newline()
    }
    let job = ReplayJob(decoder: second, source: replay, header: header, policy: policy)
    let handoff = RecordHandoff(capacity: batchesInFlight)
    DispatchQueue.global().async { job.run(handingTo: handoff) }
    while let batch = handoff.take() {
      for record in batch {
        write(record, format: format, to: &writer)
      }
    }
    writer.flush()
    return try job.outcome.get()
  }

  private static func write(_ record: Record, format: Format, to writer: inout ByteWriter) {
    switch format {
    case .text: TextFormat.write(record, to: &writer)
    case .jsonl: JSONLFormat.write(record, to: &writer)
    }
    writer.newline()
  }
}

/// The second read of a replay, with the model, as the worker thread runs it.
///
/// Unchecked: the calling thread makes it and reads `outcome` only after taking the end of the
/// records, which the worker puts after its last write; in between, only the worker touches it.
private final class ReplayJob: @unchecked Sendable {
  let decoder: TraceDecoder
  let source: ByteSource
  let header: TraceHeader
  let policy: PolicyName?
  /// How many events were replayed, or why reading stopped.
  var outcome: Result<Int, TraceError> = .success(0)

  init(decoder: TraceDecoder, source: @escaping ByteSource, header: TraceHeader, policy: PolicyName?) {
    self.decoder = decoder
    self.source = source
    self.header = header
    self.policy = policy
  }

  func run(handingTo handoff: RecordHandoff) {
    var replayer = Replayer(header: header, policy: policy)
    var count = 0
    do {
      _ = try decoder.read(from: source) { event in
        count += 1
        replayer.feed(event)
        if replayer.records.count >= TraceReplay.batchSize {
          handoff.put(replayer.takeRecords(leavingRoomFor: TraceReplay.batchSize * 2))
        }
      }
      replayer.finish()
      outcome = .success(count)
    } catch {
      outcome = .failure(error)
    }
    handoff.put(replayer.takeRecords())
    handoff.put(nil)
  }
}
