import PopGestureTestSupport
import Testing

/// Mistakes a newcomer makes, each answered with what to write or run instead.
@Suite("Command line: what to write instead")
struct InputAdviceTests {
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
}
