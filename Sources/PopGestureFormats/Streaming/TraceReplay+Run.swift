import Dispatch
import PopGesture

extension TraceReplay {
  /// How many bytes of log `run` holds while the check is still reading: past them, the replay
  /// waits for the check. Enough for the log of the events a replay gets through while a check
  /// of the same trace runs beside it on two cores (about a quarter of a trace's log, and 3 MB
  /// for a million events of jsonl), little enough to keep memory flat.
  package static let heldBytesLimit = 4 << 20

  /// Checks the trace read from `check` and, at the same time, replays it read from `replay()`,
  /// writing its log to `output` in chunks on the calling thread, once the check has passed and
  /// `confirm` has agreed. Returns the number of events replayed; 0, with nothing written, when
  /// `confirm` refuses.
  ///
  /// A bad trace writes no records: the log waits, up to `heldBytesLimit` bytes, until the check
  /// has read the whole trace, and is dropped if the check fails, which throws the check's
  /// error. The replay starts from the header the members before `events` make; when a member
  /// after `events` changes it, or `events` comes first, the replay starts over (or starts) once
  /// the check has ended, from the whole header, reading the trace from a new `replay()`. So
  /// each pass may read the trace at its own pace: `check` and each `replay()` must give the same
  /// bytes, each from the start. With no thread to spare, the check comes first.
  ///
  /// `confirm`, called once on the calling thread after the check passes and before anything is
  /// written, lets a caller make sure of what the check read (that a file did not change).
  @discardableResult
  public static func run(
    decoder: TraceDecoder, check: @escaping ByteSource, replay: @escaping () -> ByteSource,
    policy: PolicyName? = nil, ios: Int? = nil, format: Format,
    confirm: @escaping () -> Bool = { true },
    output: @escaping (UnsafeRawBufferPointer) -> Bool
  ) throws(TraceError) -> Int {
    try run(
      decoder: decoder, check: check, replay: replay, policy: policy, ios: ios, format: format,
      holding: heldBytesLimit, confirm: confirm, output: output)
  }

  /// `run` writing every chunk, as a caller that never stops taking the log.
  @discardableResult
  public static func run(
    decoder: TraceDecoder, check: @escaping ByteSource, replay: @escaping () -> ByteSource,
    policy: PolicyName? = nil, ios: Int? = nil, format: Format,
    output: @escaping (UnsafeRawBufferPointer) -> Void
  ) throws(TraceError) -> Int {
    try run(decoder: decoder, check: check, replay: replay, policy: policy, ios: ios, format: format) {
      output($0)
      return true
    }
  }

  /// `run`, holding at most `limit` bytes while the check runs.
  package static func run(
    decoder: TraceDecoder, check source: @escaping ByteSource, replay: @escaping () -> ByteSource,
    policy: PolicyName?, ios: Int?, format: Format, holding limit: Int,
    confirm: @escaping () -> Bool, output: @escaping (UnsafeRawBufferPointer) -> Bool
  ) throws(TraceError) -> Int {
    let check = ConcurrentCheck(decoder: decoder, source: source)
    guard let checker = WorkerThread({ check.run() }) else {
      let checked = try self.check(decoder: decoder, from: source)
      guard confirm() else { return 0 }
      return try self.replay(
        checked, from: replay(), policy: policy, ios: ios, format: format, output: output)
    }
    var replayed: Result<Int, TraceError> = .success(0)
    let gate = OutputGate(limit: limit, check: check, confirm: confirm, output: output)
    if let header = check.announcedHeader() {
      do throws(TraceError) {
        let started = CheckedTrace(header: header, decoder: decoder)
        replayed = .success(
          try self.replay(
            started, from: replay(), policy: policy, ios: ios, format: format, output: gate.write))
      } catch {
        replayed = .failure(error)
      }
      gate.finish()
    }
    checker.join()
    // A bad trace: the check's error, whatever the replay met reading it.
    let checked = try check.verdict().get()
    guard checked.wasAnnounced else {
      // Nothing to start from, or a start from a header that lacked what came after `events`,
      // which the gate dropped: replayed now from the whole header.
      guard confirm() else { return 0 }
      return try self.replay(
        CheckedTrace(header: checked.header, decoder: decoder), from: replay(), policy: policy, ios: ios,
        format: format, output: output)
    }
    guard gate.wasConfirmed else { return 0 }
    return try replayed.get()
  }
}

/// The check of `TraceReplay.run`, on a thread of its own: it announces the header as soon as it
/// has one, and its verdict at its end.
///
/// Unchecked: `header` is written before `announcement` is signalled and `result` before `ended`
/// is, and each is read only after its semaphore has been waited for.
private final class ConcurrentCheck: @unchecked Sendable {
  typealias Verdict = Result<(header: TraceHeader, wasAnnounced: Bool), TraceError>

  let decoder: TraceDecoder
  let source: ByteSource
  private let announcement = DispatchSemaphore(value: 0)
  private let ended = DispatchSemaphore(value: 0)
  private var header: TraceHeader?
  private var result: Verdict?

  init(decoder: TraceDecoder, source: @escaping ByteSource) {
    self.decoder = decoder
    self.source = source
  }

  /// Checks the trace whole; signals the announcement once, with or without a header, and then
  /// the end.
  func run() {
    var hasAnnounced = false
    do throws(TraceError) {
      result = .success(
        try decoder.check(from: source) { header in
          self.header = header
          hasAnnounced = true
          self.announcement.signal()
        })
    } catch {
      result = .failure(error)
    }
    if !hasAnnounced { announcement.signal() }
    ended.signal()
  }

  /// The header the members before `events` make, once the check has reached `events`; nil,
  /// once the check has ended, when they made none.
  func announcedHeader() -> TraceHeader? {
    announcement.wait()
    return header
  }

  /// Whether the check has ended, without waiting.
  var hasEnded: Bool {
    guard ended.wait(timeout: .now()) == .success else { return false }
    ended.signal()
    return true
  }

  /// The check's verdict, once it has ended.
  func verdict() -> Verdict {
    ended.wait()
    ended.signal()
    guard let result else { preconditionFailure("a check ends with a verdict") }
    return result
  }
}

/// The output of a replay that runs beside its check: the log is held, up to a limit, until the
/// check has passed the trace, and dropped if it has not.
///
/// Used on the writing thread alone.
private final class OutputGate {
  private enum State {
    case checking, open, closed
  }

  let limit: Int
  private let check: ConcurrentCheck
  private let confirm: () -> Bool
  private let output: (UnsafeRawBufferPointer) -> Bool
  private var state = State.checking
  private var held: [UInt8] = []
  /// Whether the check passed the trace and `confirm` agreed.
  private(set) var wasConfirmed = false

  init(
    limit: Int, check: ConcurrentCheck, confirm: @escaping () -> Bool,
    output: @escaping (UnsafeRawBufferPointer) -> Bool
  ) {
    self.limit = limit
    self.check = check
    self.confirm = confirm
    self.output = output
  }

  /// Takes a chunk of the log: held while the check runs and there is room, written once it has
  /// passed; false, to stop the replay, once it has failed or the output has stopped.
  func write(_ bytes: UnsafeRawBufferPointer) -> Bool {
    if state == .checking {
      if held.count + bytes.count <= limit, !check.hasEnded {
        held.append(contentsOf: bytes)
        return true
      }
      decide()
    }
    return state == .open && output(bytes)
  }

  /// Waits for the check, if the log has not yet, and writes what is held if it passed.
  func finish() {
    if state == .checking { decide() }
  }

  /// Opens the gate, writing what it holds, when the check passed the trace from the header the
  /// replay started with and `confirm` agrees; closes it, dropping what it holds, otherwise.
  private func decide() {
    defer { held = [] }
    guard case .success(let checked) = check.verdict(), checked.wasAnnounced, confirm() else {
      state = .closed
      return
    }
    wasConfirmed = true
    let isTaken = held.isEmpty || held.withUnsafeBytes { output($0) }
    state = isTaken ? .open : .closed
  }
}
