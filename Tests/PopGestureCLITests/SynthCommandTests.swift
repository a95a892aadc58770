import Foundation
import PopGestureCLI
import PopGestureFormats
import PopGestureTestSupport
import PopGestureTools
import Testing

@testable import PopGesture

/// `popgesture synth` run as a subprocess: its output piped into `replay`, and its usage errors.
extension CommandLineSuite {
  static let pipeExample = [
    "synth", "--stack", "home,detail", "--from", "150,400", "--to", "330,404", "--duration", "0.2",
  ]

  @Test("the README's pipe example writes a trace that replays to home")
  func pipeExample() throws {
    let sandbox = try CommandSandbox()
    let synth = try sandbox.run(Self.pipeExample)
    #expect(synth.status == 0)
    #expect(synth.errorOutput.isEmpty)
    let description = TraceSynthesizer(
      stack: ["home", "detail"],
      swipes: [.init(from: Point(x: 150, y: 400), to: Point(x: 330, y: 404), duration: 0.2)])
    #expect(synth.output == (try description.text()))

    let replay = try sandbox.run(["replay", "--format", "jsonl", "-"], input: synth.output)
    #expect(replay.status == 0)
    #expect(replay.errorOutput.isEmpty)
    let final = try #require(replay.output.split(separator: "\n").last)
    #expect(final.contains(#""type":"final","stack":["home"]"#))
  }

  @Test("every option reaches the trace")
  func everyOption() throws {
    let sandbox = try CommandSandbox()
    let run = try sandbox.run([
      "synth", "--stack=home,list,detail", "--swipe", "150,400:330,404:0.2", "--swipe", "-5,400:60,400:0.1@1",
      "--rate", "10", "--curve", "easeOut", "--end", "cancelled", "--policy", "uikit", "--ios", "18",
      "--width", "430",
      "--height", "932", "--rtl", "--name", "two swipes",
    ])
    #expect(run.status == 0)
    #expect(run.errorOutput.isEmpty)
    let trace = try TraceDecoder(file: "-").decode(Array(run.output.utf8))
    #expect(trace.name == "two swipes")
    #expect(trace.policy == .uikit)
    #expect(trace.device.ios == 18)
    #expect(trace.device.width == 430 && trace.device.height == 932)
    #expect(trace.device.layoutDirection == .rightToLeft)
    #expect(trace.navigation.stack.map(\.id) == ["home", "list", "detail"])
    #expect(run.output.contains(#"{ "t": 0.100, "touch": 1, "phase": "moved", "x": 285.0, "y": 403.0 },"#))
    #expect(run.output.contains(#"{ "t": 1.100, "touch": 1, "phase": "cancelled", "x": 60.0, "y": 400.0 }"#))
  }

  @Test("usage errors exit 64 with a hint and the usage line")
  func usageErrorsInSynthCommand() {
    eachArgument([
      (["synth", "--stack", "home", "--form", "1,2"], "unknown option '--form'; did you mean '--from'?"),
      (
        ["synth", "--stack", "home", "--from", "1,2", "--to", "3,4", "--duration", "1", "--curve", "easout"],
        "unknown curve 'easout'; did you mean 'easeOut'?"
      ),
      (["synth", "--from", "1,2", "--to", "3,4", "--duration", "1"], "missing '--stack'"),
      (["synth", "--stack", "home", "--from", "1,2", "--to", "3,4"], "missing '--duration'"),
      (["synth", "--stack", "home"], "missing swipe"),
      (["synth", "--stack", "home", "--swipe", "1,2:3,4"], "invalid swipe '1,2:3,4' for '--swipe'"),
      (["synth", "--stack", "home", "--swipe", "1,2:3,4:x"], "invalid swipe '1,2:3,4:x' for '--swipe'"),
      (
        ["synth", "--stack", "home", "--from", "1;2", "--to", "3,4", "--duration", "1"], "invalid point '1;2'"
      ),
      (
        [
          "synth", "--stack", "home", "--from", "1,2", "--to", "3,4", "--duration", "1", "--swipe",
          "1,2:3,4:1",
        ],
        "not both"
      ),
      (
        ["synth", "--stack", "a,b", "--swipe", "1,2:3,4:1", "--swipe", "1,2:3,4:1@0.5"],
        "swipe 2 starts at 0.500 s, before swipe 1 ends at 1.000 s; give it a later start"
      ),
      (["synth", "--stack", "a,a", "--swipe", "1,2:3,4:1"], "screen id 'a' appears twice"),
      // Bounded before sampling: no sample count past 1e15 is converted to `Int`.
      (
        ["synth", "--stack", "a", "--swipe", "1,2:3,4:1e300"],
        "the swipes need 1e15 or more samples, more than the 1000000 allowed; lower the rate or the durations"
      ),
      (
        ["synth", "--stack", "a", "--swipe", "1,2:3,4:1e4", "--rate", "1000"],
        "the swipes need 10000000 samples, more than the 1000000 allowed"
      ),
      (["synth", "--stack", "a", "--swipe", "1,2:3,4:1", "--rate", "0"], "rate 0.0 is out of range"),
      (["synth", "--stack", "a", "--swipe", "1,2:3,4:1", "--rtl=yes"], "option '--rtl' takes no value"),
      (["synth", "--stack", "a", "--swipe", "1,2:3,4:1", "trace.json"], "unexpected argument 'trace.json'"),
      (
        ["synth", "--stack", "a,b", "--swipe", "1,2:3,4:1", "--set", "b.hidden"],
        "invalid set 'b.hidden'; expected T:TARGET=VALUE"
      ),
      (
        ["synth", "--stack", "a,b", "--swipe", "1,2:3,4:1", "--set", "1:b.interactivePopDisabeld=true"],
        "invalid set '1:b.interactivePopDisabeld=true'; unknown property 'interactivePopDisabeld'"
      ),
      (
        ["synth", "--stack", "a,b", "--swipe", "1,2:3,4:1", "--set", "1:c.interactivePopDisabled=true"],
        "invalid set '1:c.interactivePopDisabled=true'; "
      ),
    ]) { (arguments, message) in try usageErrors(arguments: arguments, message: message) }
  }

  func usageErrors(arguments: [String], message: String) throws {
    let run = try CommandSandbox().run(arguments)
    #expect(run.status == 64)
    #expect(run.output.isEmpty)
    #expect(run.errorOutput.hasPrefix("Error: "))
    #expect(run.errorOutput.contains(message))
    #expect(run.errorOutput.contains("Usage: popgesture synth --stack IDS"))
    #expect(run.errorOutput.hasSuffix("See 'popgesture synth --help'.\n"))
  }

  @Test("synth --help describes every option on standard output")
  func helpInSynthCommand() throws {
    let run = try CommandSandbox().run(["synth", "--help"])
    #expect(run.status == 0)
    #expect(run.output.hasPrefix("OVERVIEW: Write a trace of synthesized swipes"))
    for option in [
      "--stack", "--from", "--to", "--duration", "--at", "--swipe", "--rate", "--curve", "--end",
    ]
      + ["--policy", "--width", "--height", "--rtl", "--name"]
    {
      #expect(run.output.contains("  \(option) "), "\(option)")
    }
  }

  /// A detail screen with a table, as `popgesture import` writes one.
  static let detailNavigation = """
    {"stack": [{"id": "detail", "views": [
      {"id": "tableView", "kind": "scrollView", "frame": [0, 0, 390, 844], "contentSize": [390, 1320]}
    ]}], "notes": ["pagingEnabled of 'tableView' is not in the dump; written as false"]}
    """

  @Test("--navigation gives the stack's screens their views, and the trace replays")
  func navigationFile() throws {
    let sandbox = try CommandSandbox()
    try sandbox.write(Self.detailNavigation, to: "detail.json")
    let run = try sandbox.run(Self.pipeExample + ["--navigation", "detail.json"])
    #expect(run.status == 0)
    #expect(run.errorOutput.isEmpty)
    let trace = try TraceDecoder(file: "-").decode(Array(run.output.utf8))
    #expect(trace.navigation.stack.map(\.id) == ["home", "detail"])
    #expect(trace.navigation.stack[1].views.map(\.id) == ["tableView"])
    #expect(trace.navigation.notes.count == 1)
    let replay = try sandbox.run(["replay", "-"], input: run.output)
    #expect(replay.status == 0)
    #expect(replay.output.contains("tableView.pan"))
  }

  @Test(
    "--set writes set actions that the replay applies: a delegate that lets a hidden bar's edge swipe pop")
  func setOption() throws {
    let sandbox = try CommandSandbox()
    let arguments = [
      "synth", "--stack", "home,detail", "--policy", "uikit", "--ios", "18", "--swipe", "2,400:200,404:0.2@1",
      "--set", "0:navigation.navigationBarHidden=true",
    ]
    let refused = try sandbox.run(["replay", "-"], input: try sandbox.run(arguments).output)
    #expect(refused.output.contains("edgePop failed navigationBarHidden"))
    let run = try sandbox.run(arguments + ["--set", "0.5:navigation.interactivePopDelegate=stackCount"])
    #expect(run.status == 0)
    #expect(run.errorOutput.isEmpty)
    #expect(run.output.contains(#""property": "interactivePopDelegate", "value": "stackCount""#))
    let replay = try sandbox.run(["replay", "--format", "jsonl", "-"], input: run.output)
    #expect(replay.output.contains(#""type":"final","stack":["home"]"#))
  }

  @Test("--set on a navigation description's view is checked once the file is read")
  func setOnNavigationView() throws {
    let sandbox = try CommandSandbox()
    try sandbox.write(Self.detailNavigation, to: "detail.json")
    let typo = try sandbox.run(
      Self.pipeExample + ["--navigation", "detail.json", "--set", "0:detail.tabelView.hidden=true"])
    #expect(typo.status == 64)
    #expect(typo.errorOutput.contains("did you mean 'tableView'?"))
    let run = try sandbox.run(
      Self.pipeExample + ["--navigation", "detail.json", "--set", "0:detail.tableView.hidden=true"])
    #expect(run.status == 0)
    let replay = try sandbox.run(["replay", "-"], input: run.output)
    #expect(!replay.output.contains("tableView.pan"))
  }

  @Test("--navigation writes the description's notes only where they still hold for the trace written")
  func navigationNotes() throws {
    let sandbox = try CommandSandbox()
    try sandbox.copyRepositoryTraces()
    let swipe = ["--from", "150,700", "--to", "330,704", "--duration", "0.2"]
    let notes = try TraceDecoder(file: "player.json").decodeNavigation(
      Array(try sandbox.read("Traces/screens/player.json").utf8)
    ).notes
    let same = try sandbox.run(["synth", "--navigation", "Traces/screens/player.json"] + swipe)
    #expect(try TraceDecoder(file: "-").decode(Array(same.output.utf8)).navigation.notes == notes)
    let other = try sandbox.run(
      ["synth", "--navigation", "Traces/screens/player.json", "--stack", "home,PlayerViewController"] + swipe)
    #expect(other.status == 0)
    let written = try TraceDecoder(file: "-").decode(Array(other.output.utf8)).navigation.notes
    #expect(written.count == notes.count - 1)
    #expect(!written.contains { $0.hasPrefix("the stack, bottom first, is ") })
    #expect(written.contains { $0.contains(": 'PlayerViewController' is written with false, false, 0") })
  }

  @Test("--navigation without --stack takes the description's stack")
  func navigationStack() throws {
    let sandbox = try CommandSandbox()
    try sandbox.write(Self.detailNavigation, to: "detail.json")
    let run = try sandbox.run([
      "synth", "--navigation", "detail.json", "--from", "150,400", "--to", "330,404", "--duration", "0.2",
    ])
    #expect(run.status == 0)
    #expect(
      try TraceDecoder(file: "-").decode(Array(run.output.utf8)).navigation.stack.map(\.id) == ["detail"])
  }

  @Test("--navigation: an unreadable file exits 66, an invalid one 65, a stack naming none of its screens 64")
  func navigationErrors() throws {
    let sandbox = try CommandSandbox()
    try sandbox.write(#"{"stack": [{"id": "detail", "views": [{"id": "x"}]}]}"#, to: "bad.json")
    try sandbox.write(Self.detailNavigation, to: "detail.json")
    let missing = try sandbox.run(Self.pipeExample + ["--navigation", "missing.json"])
    #expect(missing.status == 66)
    #expect(missing.errorOutput.contains("missing.json"))
    let invalid = try sandbox.run(Self.pipeExample + ["--navigation", "bad.json"])
    #expect(invalid.status == 65)
    #expect(invalid.errorOutput.contains("bad.json:1:"))
    let typo = try sandbox.run([
      "synth", "--stack", "home,detial", "--navigation", "detail.json", "--swipe", "150,400:330,404:0.2",
    ])
    #expect(typo.status == 64)
    #expect(typo.errorOutput.contains("no screen of the navigation description is in the stack"))
  }
}
