import PopGestureTestSupport
import Testing

/// Mistakes a newcomer makes, each answered with what to write or run instead.
extension CommandLineSuite {
  @Test("a trace without its format key is told the line to begin with")
  func missingFormat() throws {
    let sandbox = try CommandSandbox()
    try sandbox.write(#"{"navigation": {"stack": [{"id": "a"}]}, "events": []}"#, to: "a.json")
    let run = try sandbox.run("replay", "a.json")
    #expect(run.status == 65)
    #expect(
      run.errorOutput
        == "a.json:1:1: error: $: missing key 'format'; begin the trace with \"format\": \"popgesture-trace/1\"\n"
    )
  }

  @Test("a library named as its project is told its word, in a trace and on the command line")
  func libraryName() throws {
    let sandbox = try CommandSandbox()
    try sandbox.write(
      #"{"format": "popgesture-trace/1", "policy": "FDFullscreenPopGesture", "navigation": {"stack": [{"id": "a"}]}, "events": []}"#,
      to: "a.json")
    let run = try sandbox.run("replay", "a.json")
    #expect(run.status == 65)
    #expect(
      run.errorOutput.hasSuffix(
        "policy: unknown policy 'FDFullscreenPopGesture'; the word for 'FDFullscreenPopGesture' is 'fd'\n"))
    try sandbox.write(swipeTrace(name: "b"), to: "b.json")
    let option = try sandbox.run("replay", "--policy", "ZWFullscreenPopGesture", "b.json")
    #expect(option.status == 64)
    #expect(
      option.errorOutput.hasPrefix(
        "Error: unknown policy 'ZWFullscreenPopGesture'; the word for 'ZWFullscreenPopGesture' is 'zw': give --policy zw\n"
      ))
    let release = try sandbox.run("replay", "--policy", "FDFullscreenPopGesture1.1", "b.json")
    #expect(release.errorOutput.contains("is 'fd1.1': give --policy fd1.1\n"))
  }

  @Test("a trace path one letter off is told the name beside it, and a folder the command for folders")
  func paths() throws {
    let sandbox = try CommandSandbox()
    try sandbox.write(swipeTrace(name: "a"), to: "Traces/swipe.json")
    let typo = try sandbox.run("check", "Trace")
    #expect(typo.status == 66)
    #expect(
      typo.errorOutput
        == "popgesture: cannot read 'Trace': no such file or directory; did you mean 'Traces'?\n")
    let file = try sandbox.run("replay", "Traces/swip.json")
    #expect(file.errorOutput.hasSuffix("no such file or directory; did you mean 'Traces/swipe.json'?\n"))
    let far = try sandbox.run("replay", "Elsewhere/x.json")
    #expect(far.errorOutput == "popgesture: cannot read 'Elsewhere/x.json': no such file or directory\n")
    for command in ["replay", "explain", "compare"] {
      let folder = try sandbox.run(command, "Traces")
      #expect(folder.status == 66)
      #expect(
        folder.errorOutput
          == "popgesture: cannot read 'Traces': is a directory; to check every trace in a folder against its "
          + "goldens, run: popgesture check Traces\n")
    }
  }

  @Test("a comma after the last element or member is pointed at, wherever it is")
  func trailingComma() {
    eachArgument([
      (
        "{\"format\": \"popgesture-trace/1\", \"navigation\": {\"stack\": [{\"id\": \"a\"}]}, \"events\": [\n"
          + " {\"t\": 0, \"touch\": 1, \"phase\": \"began\", \"x\": 10, \"y\": 10},\n]}",
        "a.json:2:58: error: events: a ',' before ']': JSON allows no comma after the last element; remove this one\n"
      ),
      (
        "{\"format\": \"popgesture-trace/1\", \"navigation\": {\"stack\": [{\"id\": \"a\"}, {\"id\": \"b\"},]}, \"events\": []}",
        "a.json:1:83: error: navigation.stack: a ',' before ']': JSON allows no comma after the last element; "
          + "remove this one\n"
      ),
      (
        "{\"format\": \"popgesture-trace/1\", \"navigation\": {\"stack\": [{\"id\": \"a\"}]}, \"events\": [],}",
        "a.json:1:86: error: $: a ',' before '}': JSON allows no comma after the last member; remove this one\n"
      ),
    ]) { (trace, message) in try trailingComma(trace: trace, message: message) }
  }

  func trailingComma(trace: String, message: String) throws {
    let sandbox = try CommandSandbox()
    try sandbox.write(trace, to: "a.json")
    let run = try sandbox.run("replay", "a.json")
    #expect(run.status == 65)
    #expect(run.errorOutput == message)
  }

  @Test("a frame or a size written as an object is told the array to write, when its keys say it")
  func objectForArray() throws {
    let sandbox = try CommandSandbox()
    let view = { (members: String) in
      #"{"format": "popgesture-trace/1", "navigation": {"stack": [{"id": "a"}, {"id": "b", "views": [{"id": "s", "kind": "scrollView", "#
        + members + "}]}]}, \"events\": []}"
    }
    try sandbox.write(
      view(#""frame": {"x": 0, "y": 91, "width": 390, "height": 260.5}, "contentSize": [390, 600]"#),
      to: "frame.json")
    let frame = try sandbox.run("replay", "frame.json")
    #expect(frame.status == 65)
    #expect(
      frame.errorOutput.hasSuffix(
        "frame: expected [x, y, width, height], an array of 4 numbers; found an object; write [0, 91, 390, 260.5]\n"
      ))
    try sandbox.write(
      view(#""frame": [0, 0, 10, 10], "contentSize": {"height": 20, "width": 10}"#), to: "size.json")
    let size = try sandbox.run("replay", "size.json")
    #expect(
      size.errorOutput.hasSuffix(
        "contentSize: expected [width, height], an array of 2 numbers; found an object; write [10, 20]\n"))
    try sandbox.write(view(#""frame": {"left": 0}, "contentSize": [10, 20]"#), to: "other.json")
    let other = try sandbox.run("replay", "other.json")
    #expect(
      other.errorOutput.hasSuffix(
        "frame: expected [x, y, width, height], an array of 4 numbers; found an object\n"))
  }
}
