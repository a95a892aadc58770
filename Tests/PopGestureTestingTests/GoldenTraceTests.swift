import Foundation
import PopGestureFormats
import PopGestureTestSupport
import PopGestureTesting
import PopGestureTools
import Testing

/// `GoldenTrace.all(in:)`: the traces of a folder, found as `popgesture check` finds them.
extension TestingLibrarySuite {
  static let trace =
    #"{"format": "popgesture-trace/1", "navigation": {"stack": [{"id": "home"}]}, "events": []}"#

  @Test("traces are found in subfolders, in byte order; hidden names, other files and non-traces are not")
  func search() throws {
    let folder = try TemporaryFolder()
    try folder.write(Self.trace, to: "b.json")
    try folder.write(Self.trace, to: "a/c.json")
    try folder.write(Self.trace, to: "Z.json")
    try folder.write(Self.trace, to: ".hidden/d.json")
    try folder.write(Self.trace, to: ".e.json")
    try folder.write(Self.trace, to: "f.txt")
    // A shared stack description is no trace, unless it has a golden.
    try folder.write(#"{"stack": [{"id": "home"}]}"#, to: "stack.json")
    try folder.write(#"{"stack": [{"id": "home"}]}"#, to: "golden.json")
    try folder.write("", to: "golden.verdicts")
    // Not JSON at all: checked, so that its error shows.
    try folder.write("{", to: "broken.json")
    // A link back up is followed once.
    try FileManager.default.createSymbolicLink(
      atPath: folder.path("a/loop"), withDestinationPath: folder.url.path)
    let found = GoldenTrace.all(in: folder.url.path)
    #expect(found.map(\.name) == ["Z.json", "a/c.json", "b.json", "broken.json", "golden.json"])
    #expect(found.map(\.path) == found.map { folder.path($0.name) })
    #expect(found.first?.goldenPath == folder.path("Z.verdicts"))
  }

  @Test("a relative folder is found from the test file's folder, and cases are named by their path in it")
  func relativeFolder() throws {
    let traces = GoldenTrace.all(in: "../../Traces")
    let readmeTrace = try #require(traces.first { $0.name == "fast-swipe-from-middle-pops.json" })
    #expect(readmeTrace.testDescription == "fast-swipe-from-middle-pops.json")
    #expect("\(readmeTrace)" == "fast-swipe-from-middle-pops.json")
    #expect(try readmeTrace.load().navigation.stack.map(\.id) == ["inbox", "thread"])
    #expect(GoldenTrace.all(in: "no such folder").isEmpty)
  }

  @Test("a trace's navigation file is read from the trace's folder")
  func navigationFile() throws {
    let folder = try TemporaryFolder()
    try folder.write(#"{"stack": [{"id": "home"}, {"id": "detail"}]}"#, to: "shared/stack.json")
    try folder.write(
      #"{"format": "popgesture-trace/1", "navigation": "stack.json", "events": []}"#, to: "shared/a.json")
    let trace = try #require(GoldenTrace.all(in: folder.url.path).first)
    #expect(try trace.load().navigation.stack.map(\.id) == ["home", "detail"])
  }
}
