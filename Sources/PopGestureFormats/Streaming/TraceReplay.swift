import Dispatch
import PopGesture

/// A replay from bytes to bytes that holds neither the trace's events nor its log.
///
/// The trace is read twice: once to check it whole (a bad trace writes no records), and once to
/// replay it event by event; `run` does both at once (see `run`). The replay runs as three
/// stages, each on a thread of its own, passing batches along: one thread reads the trace's
/// events, one runs them through the model, and the calling thread writes the records. Each
/// stage takes its batches in order, so the log is the same, byte for byte, as one thread would
/// write; with two cores or more it comes in a fraction of the time.
public enum TraceReplay {
  /// The log formats.
  public enum Format: String, Sendable, CaseIterable {
    /// The text log, one aligned line a record (<doc:VerdictLog>).
    case text
    /// JSON Lines, one object a record, for programs to read.
    case jsonl
  }

  /// How many events or records go from one stage to the next at a time, and how many such
  /// batches may wait between two stages: enough to keep the threads busy, little enough to keep
  /// memory flat.
  static let batchSize = 4096
  static let batchesInFlight = 4

  /// A trace that passed the first pass: checked whole, its header kept, ready to be replayed
  /// from a second read of the same bytes.
  public struct CheckedTrace {
    /// Everything but the events, as the check found it.
    public let header: TraceHeader
    /// The decoder for the second read, which need not load the navigation again.
    let decoder: TraceDecoder

    /// `header`, to be read again with `decoder`'s settings.
    init(header: TraceHeader, decoder: TraceDecoder) {
      self.header = header
      var second = decoder
      // The first pass has read the navigation (and any file it names); no need to load it again.
      second.navigationOverride = header.navigation
      self.decoder = second
    }

    /// Reads the trace's events again from `source`, which must give the bytes the check read,
    /// handing each to `visit` in order without holding them: for a caller that replays them
    /// its own way (`compare`, several systems at once).
    public func readEvents(from source: @escaping ByteSource, visit: (Event) -> Void) throws(TraceError) {
      _ = try decoder.read(from: source, visit: visit)
    }
  }

  /// The first pass: checks the whole trace read from `source`, writing nothing, so that a bad
  /// trace writes no records.
  public static func check(decoder: TraceDecoder, from source: @escaping ByteSource) throws(TraceError)
    -> CheckedTrace
  {
    CheckedTrace(header: try decoder.check(from: source), decoder: decoder)
  }

  /// The second pass: replays `trace` from `source`, which must give the bytes the check read,
  /// writing its log to `output` in chunks, on the calling thread. Returns the number of events
  /// replayed.
  ///
  /// `output` returns whether to go on: once it returns false (its standard output is gone, say),
  /// the replay stops as soon as it can and nothing more is handed to it.
  @discardableResult
  public static func replay(
    _ trace: CheckedTrace, from source: @escaping ByteSource, policy: PolicyName? = nil, ios: Int? = nil,
    format: Format, output: @escaping (UnsafeRawBufferPointer) -> Bool
  ) throws(TraceError) -> Int {
    try replay(
      trace, from: source, policy: policy, ios: ios, format: format, workerThreads: 2, output: output)
  }

  /// `replay` with at most `workerThreads` threads besides the caller's (0, 1 or 2), as when the
  /// system will not make more: the stages that have no thread of their own run on the caller's.
  /// The benchmark compares the formats' work with none.
  package static func replay(
    _ trace: CheckedTrace, from source: @escaping ByteSource, policy: PolicyName?, ios: Int? = nil,
    format: Format, workerThreads: Int, output: @escaping (UnsafeRawBufferPointer) -> Bool
  ) throws(TraceError) -> Int {
    let header = trace.header.overriding(policy: policy, ios: ios)
    let stop = StopSignal()
    var writer = ByteWriter { bytes in
      if !stop.isStopped && !output(bytes) { stop.stop() }
    }
    if format == .text {
      writer.write(TextFormat.header(policy: header.policy, ios: header.device.ios, name: header.name))
      writer.newline()
    }
    // Once the output has stopped, the second read ends at its next chunk.
    let stoppable: ByteSource = { buffer in
      guard !stop.isStopped else { throw StopSignal.Stopped() }
      return try source(buffer)
    }
    let events = Handoff<Event>(capacity: batchesInFlight)
    let records = Handoff<Record>(capacity: batchesInFlight)
    let reading = ReadingStage(decoder: trace.decoder, source: stoppable)
    let modelling = ModelStage(header: header, stop: stop)
    guard workerThreads >= 1, let reader = WorkerThread({ reading.run(handingTo: events) }) else {
      do throws(TraceError) {
        return try runOnOneThread(
          trace.decoder, stoppable, header: header, format: format, into: &writer)
      } catch  where stop.isStopped {
        return 0
      }
    }
    guard let modeller = WorkerThread({ modelling.run(taking: events, from: reading, handingTo: records) })
    else {
      // No second thread: the model runs here, and the writing with it.
      var log = LogWriter(format: format)
      modelling.run(taking: events, from: reading) { batch in log.write(batch, to: &writer) }
      reader.join()
      writer.flush()
      return try outcome(of: reading, stop: stop)
    }
    var log = LogWriter(format: format)
    while let batch = records.take() {
      // After a stop the batches still in flight are taken, unwritten, so neither stage waits.
      guard !stop.isStopped else { continue }
      log.write(batch, to: &writer)
    }
    reader.join()
    modeller.join()
    writer.flush()
    return try outcome(of: reading, stop: stop)
  }

  /// How many events the second read replayed, or why it failed; a read that ended because the
  /// output stopped did not fail.
  private static func outcome(of reading: ReadingStage, stop: StopSignal) throws(TraceError) -> Int {
    if stop.isStopped, case .failure = reading.outcome { return 0 }
    return try reading.outcome.get()
  }

  /// The second pass with no thread to spare: reading, model and writing in turn.
  private static func runOnOneThread(
    _ decoder: TraceDecoder, _ source: @escaping ByteSource, header: TraceHeader, format: Format,
    into writer: inout ByteWriter
  ) throws(TraceError) -> Int {
    var replayer = Replayer(header: header)
    var count = 0
    var log = LogWriter(format: format)
    defer { writer.flush() }
    _ = try decoder.read(
      from: source,
      visit: { event in
        count += 1
        replayer.feed(event)
        replayer.drainRecords { log.write($0, to: &writer) }
      })
    replayer.finish()
    replayer.drainRecords { log.write($0, to: &writer) }
    return count
  }

  /// Writes records in one format: the text log adds each sequence's `outcome` line.
  struct LogWriter {
    let format: Format
    private var outcomes = OutcomeLines()

    init(format: Format) { self.format = format }

    /// Writes a batch of records in order, taking them from it.
    mutating func write(_ records: consuming [Record], to writer: inout ByteWriter) {
      // Each record moved out rather than copied, a record with nothing to release swapped in
      // its place: a loop over the array would copy every record, its strings and arrays
      // retained, to pass it on, and release it after. Through the buffer, so that each swap does
      // not ask again whether the array is shared.
      records.withUnsafeMutableBufferPointer { records in
        for index in records.indices {
          var record = Record(t: 0, .progress(0))
          swap(&record, &records[index])
          write(record, to: &writer)
        }
      }
    }

    mutating func write(_ record: Record, to writer: inout ByteWriter) {
      switch format {
      case .text:
        TextFormat.write(record, outcomes: &outcomes, to: &writer)
      case .jsonl:
        JSONLFormat.write(record, to: &writer)
        writer.newline()
      }
    }
  }
}

/// The second read of a replay: events, in batches, for the model.
///
/// Unchecked: `outcome` is written before the end of the events is put, and read only after it
/// has been taken; in between, only the reading thread touches this.
private final class ReadingStage: @unchecked Sendable {
  let decoder: TraceDecoder
  let source: ByteSource
  /// How many events were read, or why reading stopped.
  var outcome: Result<Int, TraceError> = .success(0)

  init(decoder: TraceDecoder, source: @escaping ByteSource) {
    self.decoder = decoder
    self.source = source
  }

  func run(handingTo events: Handoff<Event>) {
    var batch: [Event] = []
    batch.reserveCapacity(TraceReplay.batchSize)
    var count = 0
    do {
      // Each event taken as it is made, so that the batch keeps it without a copy.
      _ = try decoder.readEvents(
        from: source,
        taking: { event in
          count += 1
          batch.append(event)
          if batch.count == TraceReplay.batchSize {
            // Moved out before it is handed over, so that the model's thread holds the only
            // reference and takes the events from it in place, without copying the batch.
            let full = batch
            batch = []
            events.put(full)
            batch.reserveCapacity(TraceReplay.batchSize)
          }
        })
      outcome = .success(count)
    } catch {
      outcome = .failure(error)
    }
    events.put(batch)
    events.put(nil)
  }
}

/// The model: events in, records out, in batches.
///
/// Unchecked: only the modelling thread touches it once it has started.
private final class ModelStage: @unchecked Sendable {
  let header: TraceHeader
  let stop: StopSignal

  init(header: TraceHeader, stop: StopSignal) {
    self.header = header
    self.stop = stop
  }

  func run(taking events: Handoff<Event>, from reading: ReadingStage, handingTo records: Handoff<Record>) {
    run(taking: events, from: reading) { batch in records.put(batch) }
    records.put(nil)
  }

  /// Replays the events as they come, handing on the records a batch at a time.
  func run(
    taking events: Handoff<Event>, from reading: ReadingStage, handingTo output: (consuming [Record]) -> Void
  ) {
    var replayer = Replayer(header: header)
    while let batch = events.take() {
      // After a stop the batches still in flight are taken, unreplayed, so the reader never waits.
      guard !stop.isStopped else { continue }
      replayer.feed(batch, handingOverEvery: TraceReplay.batchSize, to: output)
    }
    // The end of the events comes after the outcome is written. A failed read ends the log where
    // it failed, with no `final`, as a replay on one thread would.
    if case .success = reading.outcome, !stop.isStopped { replayer.finish() }
    output(replayer.takeRecords())
  }
}

/// Tells the stages of a replay, on their threads, that the output has stopped taking the log.
///
/// Read once per batch or chunk, so a lock costs nothing that shows.
final class StopSignal: @unchecked Sendable {
  /// What a stopped stage's source throws to end its read early.
  struct Stopped: Error {}

  private let lock = DispatchSemaphore(value: 1)
  private var hasStopped = false

  /// Whether `stop()` has been called, on any thread.
  var isStopped: Bool {
    lock.wait()
    defer { lock.signal() }
    return hasStopped
  }

  func stop() {
    lock.wait()
    hasStopped = true
    lock.signal()
  }
}
