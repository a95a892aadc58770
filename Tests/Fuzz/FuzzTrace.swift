// The libFuzzer harness: every input goes through the JSON reader, the trace decoder and the
// replay, in memory and streamed in small chunks, under every library on iOS 26 and 18 and both
// formats, through the compare table, the plot and explain, and the text log read back; a trace
// the decoder takes must read back equal from what `TraceWriter` makes of it; and every input is
// also imported as a view dump and a controller hierarchy.
// Built by .ci/fuzz together with the library's sources (one module), never by SwiftPM.

/// Runs one input of `size` bytes at `data` through every reader and replay; libFuzzer calls it
/// by its C name, and a crash or a broken round trip is the finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTrace(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  _ = try? JSONParser.parse(bytes)
  let decoder = TraceDecoder(
    file: "fuzz.json", loadNavigation: { _ in ("nav.json", ByteSources.memory(bytes)) })
  _ = try? HierarchyImport.run(dump: String(decoding: bytes, as: UTF8.self))
  _ = try? HierarchyImport.run(
    dump: "<UIView: 0x1; frame = (0 0; 390 844)>", hierarchy: String(decoding: bytes, as: UTF8.self))
  if let trace = try? decoder.decode(bytes) {
    let written = Array(TraceWriter.document(trace).utf8)
    guard (try? TraceDecoder(file: "written.json").decode(written)) == trace else {
      fatalError("the trace does not read back equal from what TraceWriter writes")
    }
    for policy in PolicyName.allCases {
      for ios in [26, 18] {
        let records = Replayer.replay(trace, policy: policy, ios: ios)
        _ = JSONLFormat.render(records)
        let text = TextFormat.render(records, policy: policy, ios: ios, name: trace.name)
        _ = TextLog(reading: text)
      }
    }
    _ = ComparisonFormat.text(Comparison(trace: trace), name: trace.name)
    _ = TimelinePlot.svg(for: trace, file: "fuzz.json")
    var explainer = Explainer(trace: trace)
    _ = ExplanationFormat.jsonl(explainer.explanations())
  }
  // The streaming path, with chunks small enough to split every token somewhere.
  let chunk = 1 + size % 13
  for format in TraceReplay.Format.allCases {
    _ = try? TraceReplay.run(
      decoder: decoder, check: ByteSources.memory(bytes, chunk: chunk),
      replay: { ByteSources.memory(bytes, chunk: chunk) }, format: format, output: { _ in })
  }
  return 0
}
