import Foundation
import PopGestureFormats
import PopGestureTestSupport
import PopGestureTesting
import Testing

@testable import PopGesture

/// The specification's worked examples (copied into `Fixtures/contract`), replayed and compared record by record as JSON values.
extension ReplaySuite {
  static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/contract")

  static let names = ["middle-swipe-pops", "pager-recipe", "system-edge-only"]

  @Test("replays to exactly the expected jsonl")
  func replaysToExpectedRecords() {
    eachArgument(Self.names) { name in try replaysToExpectedRecords(name: name) }
  }

  func replaysToExpectedRecords(name: String) throws {
    let trace = try Self.trace(named: name)
    let actual = JSONLFormat.render(Replayer.replay(trace)).split(separator: "\n").map(String.init)
    let expectedText = try String(
      contentsOf: Self.folder.appendingPathComponent("\(name).expected.jsonl"), encoding: .utf8)
    let expected = expectedText.split(separator: "\n").map(String.init)
    #expect(actual.count == expected.count, "record count")
    for (index, (line, wanted)) in zip(actual, expected).enumerated() {
      let actualObject = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? NSDictionary
      let expectedObject = try JSONSerialization.jsonObject(with: Data(wanted.utf8)) as? NSDictionary
      #expect(actualObject == expectedObject, "record \(index + 1):\n  got  \(line)\n  want \(wanted)")
    }
  }

  static func trace(named name: String) throws -> Trace {
    let bytes = try [UInt8](Data(contentsOf: folder.appendingPathComponent("\(name).json")))
    return try TraceDecoder(file: "\(name).json").decode(bytes)
  }
}
