import Foundation
import PopGestureFormats
import PopGestureTestSupport
import PopGestureTools
import Testing

@testable import PopGesture
@testable import PopGestureCLI

/// `popgesture --generate-completion-script`: each script is printed, its shell accepts it, and
/// where the shell can be driven from a test, it completes what the declarations say.
extension CommandLineSuite {
  /// A line being completed, as the words typed so far (the last one being typed), and the
  /// completions it must offer.
  struct Case: Sendable, CustomTestStringConvertible {
    var words: [String]
    var completions: [String]

    var testDescription: String { words.joined(separator: " ") }
  }

  /// Lines and their completions, from the declarations: commands and the program's options,
  /// a value's words, a command's options, file names and nothing where nothing fits.
  static let cases: [Case] = [
    Case(
      words: ["popgesture", ""],
      completions: CommandName.names + Program.declaration.allOptions.flatMap(\.names)),
    Case(words: ["popgesture", "re"], completions: ["replay"]),
    Case(words: ["popgesture", "replay", "--policy", ""], completions: PolicyName.allCases.map(\.rawValue)),
    Case(words: ["popgesture", "map", "--format", ""], completions: ["svg", "text", "jsonl"]),
    Case(words: ["popgesture", "synth", "--curve", "ea"], completions: ["easeOut"]),
    Case(
      words: ["popgesture", "compare", "--"],
      completions: CommandName.compare.declaration.allOptions.map(\.name)),
    Case(words: ["popgesture", "plot", "-o", "sw"], completions: ["swipe.json"]),
    Case(words: ["popgesture", "check", "sw"], completions: ["swipe.json"]),
    Case(words: ["popgesture", "help", ""], completions: CommandName.names),
    Case(words: ["popgesture", "--generate-completion-script", ""], completions: Shell.names),
    Case(words: ["popgesture", "replay", "--ios", ""], completions: []),
  ]

  /// A sandbox holding the script for `shell` and a file to complete.
  private func sandbox(with shell: Shell) throws -> CommandSandbox {
    let sandbox = try CommandSandbox()
    let run = try sandbox.run("--generate-completion-script", shell.rawValue)
    #expect(run.status == 0)
    #expect(run.errorOutput.isEmpty)
    try sandbox.write(run.output, to: "completion.\(shell.rawValue)")
    try sandbox.write(swipeTrace(name: "a swipe"), to: "swipe.json")
    return sandbox
  }

  @Test("each shell's script names every command and every option")
  func names() {
    eachArgument(Shell.allCases) { shell in try names(shell: shell) }
  }

  func names(shell: Shell) throws {
    let script = try sandbox(with: shell).read("completion.\(shell.rawValue)")
    #expect(script == CompletionScript.text(for: shell))
    #expect(script.hasPrefix(shell == .zsh ? "#compdef popgesture\n" : "# \(shell.rawValue) completion"))
    for declaration in [Program.declaration] + CommandName.allCases.map(\.declaration) {
      for option in declaration.allOptions {
        // fish names options without their dashes.
        let name = shell == .fish ? "-l \(option.name.dropFirst(2))" : option.name
        #expect(script.contains(name), "\(shell): \(declaration.commandLine) \(option.name)")
      }
    }
    for name in CommandName.names { #expect(script.contains(name), "\(shell): \(name)") }
  }

  @Test("a missing or unknown shell is a usage error that lists the three")
  func badShell() {
    eachArgument([
      ["--generate-completion-script"], ["--generate-completion-script", "tcsh"],
      ["--generate-completion-script=zhs"], ["--generate-completion-script", "bash", "zsh"],
    ]) { arguments in try badShell(arguments: arguments) }
  }

  func badShell(arguments: [String]) throws {
    let run = try CommandSandbox().run(arguments)
    #expect(run.status == 64)
    #expect(run.output.isEmpty)
    if arguments.count == 3 {
      #expect(run.errorOutput.hasPrefix("Error: unexpected argument 'zsh'\n"))
    } else {
      #expect(run.errorOutput.hasPrefix("Error: "))
      #expect(run.errorOutput.contains("; expected bash, zsh or fish\n"))
    }
    #expect(run.errorOutput.contains("\nUsage: popgesture <command> [<options>]\n"))
  }

  @Test("bash accepts the bash script, and it completes commands, options, their words and files")
  func bash() throws {
    let sandbox = try sandbox(with: .bash)
    let syntax = try sandbox.runProgram("bash", ["-n", "completion.bash"])
    #expect(syntax.status == 0, "\(syntax.errorOutput)")
    for line in Self.cases {
      // bash splits "--format=" at the "=" into words of their own; both forms complete the value.
      var forms = [line.words]
      if line.words.count > 3, line.words[line.words.count - 2].hasPrefix("--") {
        forms.append(line.words.dropLast() + ["=", line.words[line.words.count - 1]])
      }
      for words in forms {
        let quoted = words.map { "'\($0)'" }.joined(separator: " ")
        let run = try sandbox.runProgram(
          "bash",
          [
            "-c",
            ". ./completion.bash; COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1); _popgesture; "
              + #"printf '%s\n' "${COMPREPLY[@]}""#,
          ])
        #expect(run.errorOutput.isEmpty, "\(words): \(run.errorOutput)")
        let offered = run.output.split(separator: "\n").map(String.init)
        #expect(offered.sorted() == line.completions.sorted(), "\(words)")
      }
    }
  }

  @Test(
    "zsh accepts the zsh script",
    .enabled(if: InstalledProgram.isInstalled("zsh"), "zsh is not on PATH: the zsh script goes unchecked"))
  func zsh() throws {
    let run = try sandbox(with: .zsh).runProgram("zsh", ["-n", "completion.zsh"])
    #expect(run.status == 0, "\(run.errorOutput)")
    #expect(run.errorOutput.isEmpty)
  }

  @Test(
    "fish accepts the fish script, and it completes commands, options, their words and files",
    .enabled(if: InstalledProgram.isInstalled("fish"), "fish is not on PATH: the fish script goes unchecked"))
  func fish() throws {
    let sandbox = try sandbox(with: .fish)
    let syntax = try sandbox.runProgram("fish", ["--no-execute", "completion.fish"])
    #expect(syntax.status == 0, "\(syntax.errorOutput)")
    for line in Self.cases {
      let run = try sandbox.runProgram(
        "fish", ["-c", "source completion.fish; complete -C '\(line.words.joined(separator: " "))'"])
      #expect(run.errorOutput.isEmpty, "\(line.words): \(run.errorOutput)")
      // Each completion is a line, its description after a tab; fish offers long names alone.
      let offered = run.output.split(separator: "\n").map { String($0.prefix { $0 != "\t" }) }
      let expected =
        line.words.last == "" && line.words.count == 2
        ? CommandName.names : line.completions
      #expect(offered.sorted() == expected.sorted(), "\(line.words)")
    }
  }
}
