import Foundation
import PopGesture
import PopGestureFormats
import PopGestureTools
import Testing

/// What one run of the `popgesture` executable did.
package struct CommandRun {
  package var status: Int32
  package var output: String
  package var errorOutput: String

  /// A run that ended with `status`, having written `output` and `errorOutput`.
  package init(status: Int32, output: String, errorOutput: String) {
    self.status = status
    self.output = output
    self.errorOutput = errorOutput
  }
}

/// A temporary folder for one test, with the built `popgesture` run inside it.
package final class CommandSandbox {
  package let folder: URL

  package init() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("popgesture-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(at: folder)
  }

  /// The folder of the built products, where the executable sits beside the test bundle: on
  /// macOS the bundle is a `.xctest` folder, elsewhere the test runner is itself in that folder.
  static var productsFolder: URL? {
    #if os(macOS)
      Bundle.allBundles.first { $0.bundlePath.hasSuffix(".xctest") }?.bundleURL.deletingLastPathComponent()
    #else
      Bundle.main.bundleURL
    #endif
  }

  /// Writes `text` to `name` in the folder, making folders on the way.
  package func write(_ text: String, to name: String) throws {
    let url = folder.appendingPathComponent(name)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  /// The text of `name` in the folder.
  package func read(_ name: String) throws -> String {
    String(decoding: try Data(contentsOf: folder.appendingPathComponent(name)), as: UTF8.self)
  }

  /// The path of `name` in the folder.
  package func path(_ name: String) -> String {
    folder.appendingPathComponent(name).path
  }

  /// Whether `name` exists in the folder.
  package func exists(_ name: String) -> Bool {
    FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path)
  }

  /// The trace in `name`, decoded as the command line decodes it, for computing expected logs.
  package func trace(_ name: String) throws -> Trace {
    try TraceDecoder(file: name).decode(Array(try Data(contentsOf: folder.appendingPathComponent(name))))
  }

  /// Runs `popgesture arguments` in the folder, with `input` on standard input.
  package func run(_ arguments: String..., input: String = "") throws -> CommandRun {
    try run(arguments, input: input)
  }

  /// Runs `popgesture` with an argument list built at run time; `output` replaces the file that
  /// standard output is captured in (with `/dev/full`, say), and leaves `output` empty;
  /// `environment` adds to or replaces the test's own variables.
  package func run(
    _ arguments: [String], input: String = "", output: String? = nil, environment: [String: String] = [:]
  ) throws -> CommandRun {
    try launch(Self.executable(), arguments, input: input, output: output, environment: environment)
  }

  /// Runs `script` with `/bin/sh` in the folder, with the built `popgesture` first on `PATH`:
  /// for pipes, FIFOs, ignored signals and resource limits, which only a shell sets up plainly.
  /// `environment` adds to or replaces the test's own variables (`HOME`, say).
  package func runShell(_ script: String, input: String = "", environment: [String: String] = [:]) throws
    -> CommandRun
  {
    try launch(
      URL(fileURLWithPath: "/bin/sh"), ["-c", script], input: input, output: nil, environment: environment)
  }

  /// Runs `program` (found on `PATH`) with `arguments` in the folder: a shell checking a
  /// completion script, say.
  package func runProgram(_ program: String, _ arguments: [String]) throws -> CommandRun {
    try launch(URL(fileURLWithPath: "/usr/bin/env"), [program] + arguments, input: "", output: nil)
  }

  /// Copies the repository's `Traces/` folder into the sandbox, so that a command that records
  /// goldens or writes files there changes the copy, never the repository.
  package func copyRepositoryTraces() throws {
    try FileManager.default.copyItem(
      at: PackageFiles.url("Traces"),
      to: folder.appendingPathComponent("Traces"))
  }

  /// The built `popgesture`, or the one `POPGESTURE_EXECUTABLE` names: CI installs it as the
  /// README says and runs the README's recipes with that one.
  package static func executable() throws -> URL {
    let installed = ProcessInfo.processInfo.environment["POPGESTURE_EXECUTABLE"].map(
      URL.init(fileURLWithPath:))
    let executable = try #require(installed ?? productsFolder?.appendingPathComponent("popgesture"))
    try #require(
      FileManager.default.isExecutableFile(atPath: executable.path),
      "no popgesture executable at \(executable.path); build the package first")
    return executable
  }

  private func launch(
    _ executable: URL, _ arguments: [String], input: String, output: String?,
    environment extra: [String: String] = [:]
  ) throws -> CommandRun {
    // Files, not pipes, so neither stream can fill up and block the child.
    try write(input, to: ".stdin")
    try write("", to: ".stdout")
    try write("", to: ".stderr")
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = folder
    var environment = ProcessInfo.processInfo.environment
    environment["PATH"] =
      try Self.executable().deletingLastPathComponent().path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
    // A test run inside a GitHub Actions step must not see it: `check` would annotate.
    environment["GITHUB_ACTIONS"] = nil
    environment.merge(extra) { _, new in new }
    process.environment = environment
    process.standardInput = try FileHandle(forReadingFrom: folder.appendingPathComponent(".stdin"))
    process.standardOutput =
      try output.map { try #require(FileHandle(forWritingAtPath: $0)) }
      ?? FileHandle(forWritingTo: folder.appendingPathComponent(".stdout"))
    process.standardError = try FileHandle(forWritingTo: folder.appendingPathComponent(".stderr"))
    try process.run()
    process.waitUntilExit()
    return CommandRun(
      status: process.terminationStatus, output: try read(".stdout"), errorOutput: try read(".stderr"))
  }
}

/// A short swipe from the middle of the screen, laid out so error positions are predictable.
package func swipeTrace(name: String, phase: String = "ended", navigation: String? = nil) -> String {
  """
  {
    "format": "popgesture-trace/1",
    "name": "\(name)",
    "navigation": \(navigation ?? #"{ "stack": [{ "id": "inbox" }, { "id": "message" }] }"#),
    "events": [
      { "t": 0.000, "touch": 1, "phase": "began", "x": 160, "y": 420 },
      { "t": 0.016, "touch": 1, "phase": "moved", "x": 200, "y": 420 },
      { "t": 0.032, "touch": 1, "phase": "moved", "x": 240, "y": 421 },
      { "t": 0.048, "touch": 1, "phase": "\(phase)", "x": 240, "y": 421 }
    ]
  }

  """
}
