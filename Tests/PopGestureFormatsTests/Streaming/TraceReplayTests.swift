import Foundation
import PopGestureTestSupport
import Testing

@testable import PopGesture
@testable import PopGestureFormats

/// The tests of `PopGestureFormats`'s `Streaming/` folder: one suite across its files, each file extending it,
/// so that `swift test` prints the suite once. This file's tests follow.
/// The streaming replay gives exactly the log of the in-memory one, however the input is read.
@Suite("PopGestureFormats: Streaming")
struct StreamingSuite {
  static let traces = RepositoryTraces.traces

  static func streamed(_ bytes: [UInt8], chunk: Int, format: TraceReplay.Format, file: String = "t.json")
    throws
    -> String
  {
    var output: [UInt8] = []
    let decoder = TraceDecoder(file: file)
    try TraceReplay.run(
      decoder: decoder, check: ByteSources.memory(bytes, chunk: chunk),
      replay: { ByteSources.memory(bytes, chunk: chunk) }, format: format,
      output: { output.append(contentsOf: $0) })
    return String(decoding: output, as: UTF8.self)
  }

  @Test("every trace streams to the same text and jsonl as it replays in memory")
  func sameLog() {
    eachArgument(Self.traces) { path in try sameLog(trace: path) }
  }

  func sameLog(trace path: String) throws {
    let bytes = try RepositoryTraces.read(path)
    guard !bytes.contains(where: { $0 == 0 }), let trace = try? TraceDecoder(file: path).decode(bytes) else {
      return  // traces with shared navigation files are covered by the golden tests
    }
    let records = Replayer.replay(trace)
    #expect(try Self.streamed(bytes, chunk: 1 << 20, format: .text) == TextFormat.log(replaying: trace))
    #expect(try Self.streamed(bytes, chunk: 5, format: .jsonl) == JSONLFormat.render(records))
  }

  @Test("events read the general way replay exactly like those read on the fast path")
  func fastPathAgreesWithGeneralPath() {
    eachArgument(Self.traces) { path in try fastPathAgreesWithGeneralPath(trace: path) }
  }

  func fastPathAgreesWithGeneralPath(trace path: String) throws {
    let bytes = try RepositoryTraces.read(path)
    guard let trace = try? TraceDecoder(file: path).decode(bytes) else { return }
    // An escaped key is the same key, but the fast path leaves it to the general reader.
    let text = String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "\"t\":", with: "\"\\u0074\":")
    let general = try TraceDecoder(file: path).decode(Array(text.utf8))
    #expect(Replayer.replay(general) == Replayer.replay(trace))
  }

  @Test("navigation after events streams too: the first read supplies it to the second")
  func navigationLast() throws {
    let text = """
      {"format": "popgesture-trace/1", "events": [
        {"t": 0, "touch": 1, "phase": "began", "x": 100, "y": 400},
        {"t": 0.1, "touch": 1, "phase": "moved", "x": 280, "y": 400},
        {"t": 0.1, "touch": 1, "phase": "ended", "x": 280, "y": 400}
      ], "navigation": {"stack": [{"id": "a"}, {"id": "b"}]}}
      """
    let log = try Self.streamed(Array(text.utf8), chunk: 3, format: .text)
    #expect(log.hasSuffix("final         stack [a]  bar shown  idle  fault none\n"))
  }

  @Test("a bad trace writes nothing, even when the error comes after many good events")
  func nothingForBadTrace() throws {
    var events = (0..<2000).map {
      #"{"t": \#(Double($0) / 100), "touch": 1, "phase": "\#($0 == 0 ? "began" : "moved")", "x": \#($0), "y": 1}"#
    }
    events.append(#"{"t": 0, "touch": 1, "phase": "ended", "x": 1, "y": 1}"#)
    let text =
      #"{"format": "popgesture-trace/1", "navigation": {"stack": [{"id": "a"}]}, "events": [\#(events.joined(separator: ",\n"))]}"#
    var output: [UInt8] = []
    let bytes = Array(text.utf8)
    let error = #expect(throws: TraceError.self) {
      try TraceReplay.run(
        decoder: TraceDecoder(file: "bad.json"), check: ByteSources.memory(bytes, chunk: 4096),
        replay: { ByteSources.memory(bytes, chunk: 4096) }, format: .jsonl,
        output: { output.append(contentsOf: $0) })
    }
    #expect(output.isEmpty)
    #expect(error?.path == "events[2000].t")
    #expect(error?.location?.line == 2001)
  }

  /// Swipes that pop, each followed by a push: `swipes` times 14 touch events and a push, about
  /// 22 records a swipe.
  static func swipes(_ swipes: Int) -> [UInt8] {
    var events: [String] = []
    for swipe in 0..<swipes {
      let start = Double(swipe)
      events.append(#"{"t": \#(start), "touch": 1, "phase": "began", "x": 120, "y": 400}"#)
      for move in 1...12 {
        events.append(
          #"{"t": \#(start + Double(move) / 60), "touch": 1, "phase": "moved", "x": \#(120 + 15 * move), "y": 400}"#
        )
      }
      events.append(#"{"t": \#(start + 0.2), "touch": 1, "phase": "ended", "x": 300, "y": 400}"#)
      events.append(#"{"t": \#(start + 0.6), "action": "push", "screen": {"id": "detail"}}"#)
    }
    let text =
      #"{"format": "popgesture-trace/1", "navigation": {"stack": [{"id": "home"}, {"id": "detail"}]}, "events": [\#(events.joined(separator: ",\n"))]}"#
    return Array(text.utf8)
  }

  @Test("a long replay, passed between threads in many batches, gives the log one thread would")
  func manyBatches() throws {
    let bytes = Self.swipes(2400)
    let records = Replayer.replay(try TraceDecoder(file: "long.json").decode(bytes))
    // Enough to go round the ring of batches between two stages three times.
    #expect(records.count > 3 * TraceReplay.batchSize * TraceReplay.batchesInFlight)
    #expect(try Self.streamed(bytes, chunk: 4096, format: .jsonl) == JSONLFormat.render(records))
  }

  @Test(
    "checked and replayed at once: the log waits for the check, and starts over when a member after events changes the header"
  )
  func checkedBesideReplay() {
    // The long trace (its check outlasts a small limit), the same with its device after
    // `events` (iOS 18: no content swipe, another log), and both with a bad last event.
    let long = Self.swipes(300)
    let later = Array(long.dropLast(2)) + Array(#"], "device": {"ios": 18}}"#.utf8)
    let bad = { (bytes: [UInt8]) in
      Array(
        String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "\"x\": 300", with: "\"x\": \"300\"")
          .utf8)
    }
    eachArgument([(long, 64), (long, 1 << 20), (later, 64), (bad(long), 64), (bad(later), 1 << 20)]) {
      bytes, limit in try checkedBesideReplay(bytes, holding: limit)
    }
  }

  func checkedBesideReplay(_ bytes: [UInt8], holding limit: Int) throws {
    var output: [UInt8] = []
    var confirmed = 0
    func run(confirming: Bool) throws -> Int {
      try TraceReplay.run(
        decoder: TraceDecoder(file: "long.json"), check: ByteSources.memory(bytes, chunk: 512),
        replay: { ByteSources.memory(bytes, chunk: 512) }, policy: nil, ios: nil, format: .jsonl,
        holding: limit,
        confirm: {
          confirmed += 1
          return confirming
        },
        output: {
          output.append(contentsOf: $0)
          return true
        })
    }
    guard let trace = try? TraceDecoder(file: "long.json").decode(bytes) else {
      let error = #expect(throws: TraceError.self) { try run(confirming: true) }
      #expect(error?.path.hasSuffix(".x") == true)
      #expect(output.isEmpty && confirmed == 0)
      return
    }
    #expect(try run(confirming: false) == 0)
    #expect(output.isEmpty && confirmed == 1)
    #expect(try run(confirming: true) == trace.events.count)
    #expect(String(decoding: output, as: UTF8.self) == JSONLFormat.render(Replayer.replay(trace)))
    #expect(confirmed == 2)
  }

  @Test("with fewer threads, or none, the stages give the same log")
  func fewerThreads() {
    eachArgument([0, 1]) { workerThreads in try fewerThreads(workerThreads: workerThreads) }
  }

  func fewerThreads(workerThreads: Int) throws {
    let bytes = Self.swipes(200)
    var output: [UInt8] = []
    let checked = try TraceReplay.check(
      decoder: TraceDecoder(file: "long.json"), from: ByteSources.memory(bytes))
    let count = try TraceReplay.replay(
      checked, from: ByteSources.memory(bytes), policy: nil, format: .jsonl, workerThreads: workerThreads
    ) { bytes in
      output.append(contentsOf: bytes)
      return true
    }
    #expect(count == 200 * 15)
    let records = Replayer.replay(try TraceDecoder(file: "long.json").decode(bytes))
    #expect(String(decoding: output, as: UTF8.self) == JSONLFormat.render(records))
  }

  @Test("a second read that fails writes the log up to where it failed, then the error")
  func failingSecondRead() throws {
    for workerThreads in [0, 1, 2] {
      try failingSecondRead(workerThreads: workerThreads)
    }
  }

  func failingSecondRead(workerThreads: Int) throws {
    let bytes = Self.swipes(300)
    let full = JSONLFormat.render(Replayer.replay(try TraceDecoder(file: "long.json").decode(bytes)))
    var output: [UInt8] = []
    var offset = 0
    let failing: ByteSource = { buffer in
      guard offset < bytes.count / 2 else { throw CocoaError(.fileReadUnknown) }
      let count = min(buffer.count, 1000, bytes.count - offset)
      bytes.withUnsafeBytes {
        buffer.copyMemory(from: UnsafeRawBufferPointer(rebasing: $0[offset..<offset + count]))
      }
      offset += count
      return count
    }
    let checked = try TraceReplay.check(
      decoder: TraceDecoder(file: "long.json"), from: ByteSources.memory(bytes))
    let error = #expect(throws: TraceError.self) {
      try TraceReplay.replay(
        checked, from: failing, policy: nil, format: .jsonl, workerThreads: workerThreads
      ) {
        output.append(contentsOf: $0)
        return true
      }
    }
    #expect(error?.message.hasPrefix("cannot read the input") == true)
    let log = String(decoding: output, as: UTF8.self)
    #expect(log.count > full.count / 3)
    #expect(full.hasPrefix(log))
    #expect(!log.contains(#""type":"final""#))
  }

  @Test(
    "an output that stops taking the log stops the replay: nothing more is handed to it, and the trace is not read to its end"
  )
  func stoppedOutput() {
    eachArgument([0, 1, 2]) { workerThreads in try stoppedOutput(workerThreads: workerThreads) }
  }

  func stoppedOutput(workerThreads: Int) throws {
    let bytes = Self.swipes(10_000)
    let checked = try TraceReplay.check(
      decoder: TraceDecoder(file: "long.json"), from: ByteSources.memory(bytes))
    var offered = 0
    var read = 0
    let counting: ByteSource = { buffer in
      let count = min(buffer.count, 4096, bytes.count - read)
      bytes.withUnsafeBytes {
        buffer.copyMemory(from: UnsafeRawBufferPointer(rebasing: $0[read..<read + count]))
      }
      read += count
      return count
    }
    _ = try TraceReplay.replay(
      checked, from: counting, policy: nil, format: .jsonl, workerThreads: workerThreads
    ) {
      _ in
      offered += 1
      return false
    }
    #expect(offered == 1)
    // The stages stop within a few batches and chunks of the stop, far from the end.
    #expect(read < bytes.count / 2)
  }

  @Test("deeply nested views replay on the worker threads as they do in memory")
  func deepViewsOnWorkers() throws {
    var views = #"{"id": "v0", "kind": "plain", "frame": [0, 0, 390, 844]}"#
    for level in 1..<200 {
      views = #"{"id": "v\#(level)", "kind": "plain", "frame": [0, 0, 390, 844], "subviews": [\#(views)]}"#
    }
    let text = """
      {"format": "popgesture-trace/1", "navigation": {"stack": [{"id": "a"}]}, "events": [
        {"t": 0, "action": "setStack", "screens": [{"id": "a"}, {"id": "b", "views": [\(views)]}]},
        {"t": 1, "touch": 1, "phase": "began", "x": 100, "y": 400},
        {"t": 1.1, "touch": 1, "phase": "ended", "x": 100, "y": 400}
      ]}
      """
    let bytes = Array(text.utf8)
    let records = Replayer.replay(try TraceDecoder(file: "deep.json").decode(bytes))
    #expect(try Self.streamed(bytes, chunk: 4096, format: .jsonl) == JSONLFormat.render(records))
  }

  @Test("the reader keeps a bounded window of a long input")
  func boundedWindow() throws {
    // 200,000 events, read in 4 KiB chunks: the window stays at the reader's chunk size.
    var input = JSONInput(
      source: ByteSources.memory(Array(repeating: UInt8(ascii: " "), count: 8 << 20), chunk: 4096))
    var offset = 0
    while input.has(offset) {
      input.discardableBefore = offset
      offset += 1000
    }
    #expect(offset >= 8 << 20)
    #expect(input.heldBytes <= 2 * JSONInput.chunkSize)
  }
}
