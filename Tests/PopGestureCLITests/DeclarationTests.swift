import Foundation
import PopGesture
import PopGestureFormats
import PopGestureTestSupport
import PopGestureTools
import Testing

@testable import PopGestureCLI

/// Each command's one declaration against everything made from it: the parser, the help pages
/// and the usage lines.
extension CommandLineSuite {
  /// The argument lists that print a help page, for the overview and every command.
  static let helpRequests: [[String]] =
    [["--help"], ["-h"], ["help"]]
    + CommandName.allCases.flatMap {
      [["help", $0.rawValue], [$0.rawValue, "--help"], [$0.rawValue, "-h"]]
    }

  /// A command line that `name` accepts with `option` in it, given as `spelling`: the command's
  /// required options and operands, with their samples, and the option.
  static func arguments(for name: CommandName, with option: OptionDeclaration, as spelling: String)
    -> [String]
  {
    let declaration = name.declaration
    // The alternative of the command's one choice that the option needs, or else the first.
    let alternative = option.alternative ?? 0
    let required = declaration.options.filter { other in
      other.name != option.name && other.isRequired
        && (other.alternative == nil || other.alternative == alternative)
    }
    var arguments = required.flatMap { [$0.name, $0.value?.sample ?? ""] }
    arguments += [spelling] + (option.value.map { [$0.sample] } ?? [])
    for operand in declaration.arguments where !operand.isOptional {
      switch operand.completion {
      case .words(let words): arguments.append(words[0])
      case .file, .none: arguments.append("trace.json")
      }
    }
    return arguments
  }

  @Test("every declared option of every command parses with its sample value")
  func everyOptionParses() {
    eachArgument(CommandName.allCases) { name in try everyOptionParses(name: name) }
  }

  func everyOptionParses(name: CommandName) throws {
    for option in name.declaration.options {
      for spelling in option.names + (option.value == nil ? [] : ["\(option.name)="]) {
        var arguments = Self.arguments(for: name, with: option, as: spelling)
        if spelling.hasSuffix("="), let index = arguments.firstIndex(of: spelling) {
          // `--format=jsonl`: the value after `=`.
          arguments[index] += arguments.remove(at: index + 1)
        }
        do {
          _ = try name.type.init(parsing: arguments[...])
        } catch {
          Issue.record("popgesture \(name.rawValue) \(arguments.joined(separator: " ")): \(error.message)")
        }
      }
    }
  }

  @Test("the program's own options parse, and a command's options are not the program's")
  func programOptions() throws {
    guard case .version = try Command(parsing: ["--version"]) else {
      Issue.record("--version parsed as something else")
      return
    }
    for shell in Shell.allCases {
      guard
        case .completionScript(let parsed) = try Command(parsing: ["--generate-completion-script=\(shell)"])
      else {
        Issue.record("--generate-completion-script \(shell) parsed as something else")
        continue
      }
      #expect(parsed == shell)
    }
    #expect(throws: Failure.self) { try Command(parsing: ["--format", "text"]) }
  }

  @Test("a command's options have distinct names, spelled --name or -x, and values with samples")
  func namesAreDistinct() {
    for declaration in [Program.declaration] + CommandName.allCases.map(\.declaration) {
      let names = declaration.allOptions.flatMap(\.names)
      #expect(Set(names).count == names.count, "\(declaration.commandLine): \(names)")
      for option in declaration.allOptions {
        #expect(option.name.hasPrefix("--") && option.name.count > 3, "\(option.name)")
        if let short = option.shortName { #expect(short.count == 2 && short.hasPrefix("-"), "\(short)") }
        #expect(option.value.map { !$0.sample.isEmpty && !$0.placeholder.isEmpty } ?? true, "\(option.name)")
        #expect(!option.help.isEmpty, "\(option.name)")
      }
    }
  }

  @Test("every help page fits in 80 columns and has an example")
  func helpFits() {
    eachArgument(Self.helpRequests) { arguments in try helpFits(arguments: arguments) }
  }

  func helpFits(arguments: [String]) throws {
    let run = try CommandSandbox().run(arguments)
    #expect(run.status == 0)
    #expect(run.errorOutput.isEmpty)
    let lines = run.output.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.allSatisfy { $0.count <= 80 }, "\(lines.filter { $0.count > 80 })")
    #expect(lines.allSatisfy { !$0.hasSuffix(" ") }, "\(lines.filter { $0.hasSuffix(" ") })")
    let examples = try #require(lines.firstIndex(of: "EXAMPLES:"))
    #expect(lines[(examples + 1)...].prefix { !$0.isEmpty }.contains { $0.hasPrefix("    popgesture ") })
  }

  @Test("a command's help page is the same however it is asked for")
  func helpIsOnePage() {
    eachArgument(CommandName.allCases) { name in try helpIsOnePage(name: name) }
  }

  func helpIsOnePage(name: CommandName) throws {
    let sandbox = try CommandSandbox()
    let pages = try [["help", name.rawValue], [name.rawValue, "--help"], [name.rawValue, "-h"]].map {
      try sandbox.run($0).output
    }
    #expect(pages[0] == HelpPage.text(for: name.declaration))
    #expect(pages.allSatisfy { $0 == pages[0] })
  }

  @Test("the help page lists exactly the declared options and operands, in order")
  func helpListsTheDeclaration() {
    eachArgument([nil] + CommandName.allCases) { name in try helpListsTheDeclaration(name: name) }
  }

  func helpListsTheDeclaration(name: CommandName?) throws {
    let declaration = name?.declaration ?? Program.declaration
    let page = HelpPage.text(for: declaration).split(separator: "\n", omittingEmptySubsequences: false)
    /// The first column of the section headed `heading`.
    func labels(_ heading: String) -> [String] {
      guard let start = page.firstIndex(of: Substring(heading)) else { return [] }
      // A label starts after two spaces; its help follows two spaces on, or on the next lines.
      return page[(start + 1)...].prefix { !$0.isEmpty }.filter { !$0.hasPrefix("   ") }.map {
        $0.dropFirst(2).components(separatedBy: "  ")[0]
      }
    }
    #expect(labels("OPTIONS:") == declaration.allOptions.map(\.label))
    if name == nil {
      #expect(labels("COMMANDS:") == CommandName.names)
    } else {
      #expect(labels("ARGUMENTS:") == declaration.arguments.map(\.label))
    }
    let example = TextLayout.wrap(declaration.examples[0].summary, first: "  ", rest: "  ")
    #expect(page.joined(separator: "\n").contains(example.joined(separator: "\n")))
  }

  @Test("help given a value is a usage error of the command it follows")
  func helpWithValue() {
    eachArgument([(["replay", "--help=x"], "replay"), (["--help=x"], nil), (["-h", "replay"], nil)]) {
      (arguments, command) in try helpWithValue(arguments: arguments, command: command)
    }
  }

  func helpWithValue(arguments: [String], command: String?) throws {
    let run = try CommandSandbox().run(arguments)
    #expect(run.status == 64)
    let message =
      arguments.count == 1 || command != nil
      ? "option '--help' takes no value" : "unexpected argument 'replay'"
    #expect(run.errorOutput.hasPrefix("Error: \(message)\n"))
    #expect(run.errorOutput.hasSuffix("See 'popgesture\(command.map { " " + $0 } ?? "") --help'.\n"))
  }

  @Test("a usage error prints the command's usage line, wrapped in 80 columns")
  func usageLine() {
    eachArgument(CommandName.allCases) { name in try usageLine(name: name) }
  }

  func usageLine(name: CommandName) throws {
    let run = try CommandSandbox().run(name.rawValue, "--no-such-option")
    #expect(run.status == 64)
    #expect(run.errorOutput.hasPrefix("Error: unknown option '--no-such-option'\n"))
    #expect(
      run.errorOutput.contains("\n" + Usage.line(for: name) + "\nSee 'popgesture \(name.rawValue) --help'.\n")
    )
    let lines = run.errorOutput.split(separator: "\n")
    #expect(lines.allSatisfy { $0.count <= 80 }, "\(lines.filter { $0.count > 80 })")
  }

  @Test("the usage line writes required options bare, the choice in parentheses and repeats with ...")
  func synopsis() {
    #expect(
      Usage.line(CommandName.synth.declaration)
        == "popgesture synth --stack IDS (--from X,Y --to X,Y --duration S [--at START] | "
        + "--swipe X,Y:X,Y:S[@START]...) [<options>]")
    #expect(
      Usage.line(CommandName.map.declaration)
        == "popgesture map [--policy NAME]... [--ios N]... [--gesture G] [--grid PT] [--at T] [--stack FILE] "
        + "[-o FILE] [--format svg|text|jsonl] TRACE")
    #expect(Usage.line(CommandName.help.declaration) == "popgesture help [COMMAND]")
    #expect(Usage.line(Program.declaration) == "popgesture <command> [<options>]")
    #expect(
      Usage.line(for: .synth)
        == """
        Usage: popgesture synth --stack IDS (--from X,Y --to X,Y --duration S
                                [--at START] | --swipe X,Y:X,Y:S[@START]...) [<options>]
        """)
  }

  @Test("the help command's page, the smallest, in full")
  func helpPage() throws {
    let run = try CommandSandbox().run("help", "help")
    #expect(
      run.output
        == """
        OVERVIEW: Show help for popgesture or one of its commands.

        USAGE: popgesture help [COMMAND]

        ARGUMENTS:
          COMMAND                 replay, compare, explain, map, audit, check, plot,
                                  synth, import or help.

        OPTIONS:
          -h, --help              Show help information.

        EXAMPLES:
          The help page of replay, as 'popgesture replay --help' prints it:
            popgesture help replay

        EXIT STATUS:
          0   success
          64  usage error
          74  standard output could not be written

        """)
  }

  @Test(
    "an example too long for a line is continued with a backslash, a pipe or redirection kept with its word")
  func exampleLines() {
    let lines = TextLayout.commandLines(
      "popgesture synth --stack home,detail --from 150,400 --to 330,404 --duration 0.2 | popgesture replay -",
      indent: 4)
    #expect(
      lines == [
        "    popgesture synth --stack home,detail --from 150,400 --to 330,404 \\",
        "      --duration 0.2 | popgesture replay -",
      ])
    #expect(
      TextLayout.commandLines(
        "popgesture --generate-completion-script zsh > ~/.zsh/completion/_popgesture", indent: 4)
        == ["    popgesture --generate-completion-script zsh \\", "      > ~/.zsh/completion/_popgesture"])
  }
}
