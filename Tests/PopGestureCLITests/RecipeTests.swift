import Foundation
import PopGesture
import PopGestureFormats
import PopGestureTestSupport
import PopGestureTools
import Testing

@testable import PopGestureCLI

/// A command the README or a help page shows, run as written with the built `popgesture` on
/// `PATH`, from a copy of the repository's `Traces/` folder.
struct Recipe: Sendable, CustomTestStringConvertible {
  /// Where it is shown: `README.md:23`, or the help page's command.
  var place: String
  /// A shell command line: continued lines joined, pipes and redirections kept.
  var command: String
  /// What a transcript (`$ popgesture ...` with its output below) shows it printing, if it is one.
  var output: [String]?
  /// Whether the transcript's output ends in `...`: what it shows is the start of the output.
  var isOutputCut = false
  /// Edits made to the copy of `Traces/` first: text removed from a file, as the README's prose
  /// describes a change before showing what `check` says of it.
  var removals: [Removal] = []

  /// Text to remove from a file before the recipe runs.
  struct Removal: Sendable {
    var text: String
    var file: String
  }

  var testDescription: String { "\(place): \(command)" }

  /// Whether `errorOutput` is what the recipe should print on standard error: nothing, except
  /// for `import`, which lists there what the dump could not tell, one `note: ` line each.
  func isExpected(errorOutput: String) -> Bool {
    guard command.hasPrefix("popgesture import ") else { return errorOutput.isEmpty }
    return !errorOutput.isEmpty
      && errorOutput.split(separator: "\n").allSatisfy { $0.hasPrefix("note: ") }
  }

  /// The exit status the README implies: 1 for a transcript that shows a failed check, else 0.
  var status: Int32 {
    output?.contains { $0.hasPrefix("FAIL ") } == true ? 1 : 0
  }

  /// The README at the package's root.
  static let readme: String = {
    let url = PackageFiles.url("README.md")
    return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
  }()

  /// Every `popgesture` command line in the README's code blocks: in `sh` blocks, each line
  /// that starts with `popgesture`, with its continuations; in any block, each `$ popgesture`
  /// transcript and the output under it. A comment `<!-- recipe setup: remove 'TEXT' from FILE -->`
  /// before a block applies to the recipes in it.
  static func all(in readme: String) -> [Recipe] {
    let lines = readme.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var recipes: [Recipe] = []
    var fence: String?
    var removals: [Removal] = []
    var index = 0
    while index < lines.count {
      let line = lines[index].drop { $0 == " " }
      defer { index += 1 }
      if line.hasPrefix("```") {
        if fence == nil {
          fence = String(line.dropFirst(3))
        } else {
          fence = nil
          removals = []
        }
        continue
      }
      guard let info = fence else {
        if let removal = removal(in: String(line)) { removals.append(removal) }
        continue
      }
      let place = "README.md:\(index + 1)"
      if line.hasPrefix("$ popgesture ") {
        var output: [String] = []
        while index + 1 < lines.count, !lines[index + 1].hasPrefix("```") {
          index += 1
          output.append(lines[index])
        }
        let isCut = output.last == "..."
        if isCut { output.removeLast() }
        recipes.append(
          Recipe(
            place: place, command: String(line.dropFirst(2)), output: output, isOutputCut: isCut,
            removals: removals))
      } else if info == "sh", line.hasPrefix("popgesture ") {
        var command = String(line)
        while command.hasSuffix("\\"), index + 1 < lines.count {
          index += 1
          command =
            command.dropLast().trimmingCharacters(in: .whitespaces) + " "
            + lines[index].trimmingCharacters(in: .whitespaces)
        }
        recipes.append(Recipe(place: place, command: command, removals: removals))
      }
    }
    return recipes
  }

  /// The removal a `<!-- recipe setup: remove 'TEXT' from FILE -->` comment asks for.
  private static func removal(in line: String) -> Removal? {
    let prefix = "<!-- recipe setup: remove '"
    guard line.hasPrefix(prefix), line.hasSuffix(" -->"),
      let end = line.range(
        of: "' from ", range: line.index(line.startIndex, offsetBy: prefix.count)..<line.endIndex)
    else { return nil }
    let text = String(line[line.index(line.startIndex, offsetBy: prefix.count)..<end.lowerBound])
    let file = String(line[end.upperBound...].dropLast(4))
    return Removal(text: text, file: file)
  }

  /// Runs the recipe in a sandbox holding a copy of `Traces/`, with `HOME` there too, and the
  /// folder of each file it redirects into made first, as it would exist for a reader.
  func run() throws -> CommandRun {
    let sandbox = try CommandSandbox()
    try sandbox.copyRepositoryTraces()
    for removal in removals {
      let text = try sandbox.read(removal.file)
      try #require(text.contains(removal.text), "\(place): '\(removal.text)' is not in \(removal.file)")
      try sandbox.write(text.replacingOccurrences(of: removal.text, with: ""), to: removal.file)
    }
    let words = command.split(separator: " ")
    for (word, target) in zip(words, words.dropFirst()) where word == ">" {
      let path = target.hasPrefix("~/") ? String(target.dropFirst(2)) : String(target)
      try FileManager.default.createDirectory(
        at: sandbox.folder.appendingPathComponent(path).deletingLastPathComponent(),
        withIntermediateDirectories: true)
    }
    return try sandbox.runShell(command, environment: ["HOME": sandbox.folder.path])
  }
}

@Suite("README recipes and help examples")
struct RecipeTests {
  static let readmeRecipes = Recipe.all(in: Recipe.readme)

  static let helpExamples = ([Program.declaration] + CommandName.allCases.map(\.declaration)).flatMap {
    declaration in
    declaration.examples.map { Recipe(place: "\(declaration.commandLine) --help", command: $0.command) }
  }

  @Test("the README's recipes are found: commands in sh blocks and transcripts with their output")
  func recipesAreFound() {
    #expect(Self.readmeRecipes.count >= 18)
    #expect(Self.readmeRecipes.filter { $0.output != nil }.count == 2)
    #expect(Self.readmeRecipes.contains { $0.command.contains(" | popgesture replay -") })
    #expect(
      Self.readmeRecipes.contains { $0.command.hasPrefix("popgesture --generate-completion-script zsh > ~/") }
    )
    #expect(Self.readmeRecipes.contains { !$0.removals.isEmpty && $0.status == 1 })
  }

  @Test("every popgesture command in the README runs as written", arguments: readmeRecipes)
  func readmeRecipe(recipe: Recipe) throws {
    let run = try recipe.run()
    #expect(run.status == recipe.status, "\(run.errorOutput)")
    guard let shown = recipe.output else {
      #expect(recipe.isExpected(errorOutput: run.errorOutput), "\(run.errorOutput)")
      return
    }
    let printed = run.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let compared = recipe.isOutputCut ? Array(printed.prefix(shown.count)) : Array(printed.dropLast())
    #expect(compared == shown)
  }

  @Test("every example on every help page runs as written", arguments: helpExamples)
  func helpExample(recipe: Recipe) throws {
    let run = try recipe.run()
    #expect(run.status == 0, "\(run.errorOutput)")
    #expect(recipe.isExpected(errorOutput: run.errorOutput), "\(run.errorOutput)")
  }

  @Test("the README's list of commands is every command's usage line")
  func commandList() throws {
    let lines = Recipe.readme.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let heading = try #require(lines.firstIndex(of: "## Commands"))
    let start = try #require(lines[heading...].firstIndex(of: "```"))
    let block = lines[(start + 1)...].prefix { $0 != "```" }
    #expect(Array(block) == Usage.commandList)
  }

  @Test("no shell recipe in the README runs popgesture through swift run")
  func noSwiftRun() {
    var fence: String?
    for (index, line) in Recipe.readme.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let trimmed = line.drop { $0 == " " }
      if trimmed.hasPrefix("```") {
        fence = fence == nil ? String(trimmed.dropFirst(3)) : nil
      } else if fence == "sh" || fence == "" {
        #expect(!trimmed.contains("swift run popgesture "), "README.md:\(index + 1): \(trimmed)")
      }
    }
  }
}
