import Foundation
import PopGesture
import PopGestureFormats
import PopGestureTestSupport
import PopGestureTools
import Testing

@testable import PopGestureCLI

/// A command the README, the manual or a help page shows, run as written with the built `popgesture` on
/// `PATH`, from a copy of the repository's `Traces/` folder.
struct Recipe: Sendable, CustomTestStringConvertible {
  /// Where it is shown: `README.md:23`, `CommandLine.md:40`, or the help page's command.
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

  /// The manual's articles, every one of both catalogs, the command line first: its list of
  /// commands and its synth table are read from it.
  static let manual =
    ["Sources/PopGesture/PopGesture.docc/CommandLine.md"]
    + articles.filter { !$0.hasSuffix("/CommandLine.md") }

  /// Every article of both DocC catalogs, in byte order of their paths.
  static let articles = [
    "Sources/PopGesture/PopGesture.docc", "Sources/PopGestureTesting/PopGestureTesting.docc",
  ]
  .flatMap { folder in
    ((try? FileManager.default.contentsOfDirectory(atPath: PackageFiles.url(folder).path)) ?? [])
      .filter { $0.hasSuffix(".md") }.map { folder + "/" + $0 }
  }
  .sorted()

  /// The text of the package's file at `path`, empty when it cannot be read.
  static func text(of path: String) -> String {
    (try? String(contentsOf: PackageFiles.url(path), encoding: .utf8)) ?? ""
  }

  /// Every recipe of the README and of the manual's articles.
  static let documented = ["README.md"] + manual

  /// Every `popgesture` command line in the code blocks of `text`, the file at `path`: in `sh`
  /// blocks, each line that starts with `popgesture` (or `swift run popgesture`, which runs the
  /// same command), with its continuations; in any block, each `$ popgesture` transcript and the
  /// output under it. A comment `<!-- recipe setup: remove 'TEXT' from FILE -->` before a block
  /// applies to the recipes in it.
  static func all(in text: String, path: String = "README.md") -> [Recipe] {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
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
      let place = "\(name):\(index + 1)"
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
      } else if info == "sh", line.hasPrefix("popgesture ") || line.hasPrefix("swift run popgesture ") {
        var command = String(line.hasPrefix("swift run ") ? line.dropFirst("swift run ".count) : line)
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

extension CommandLineSuite {
  static let readmeRecipes = Recipe.documented.flatMap { Recipe.all(in: Recipe.text(of: $0), path: $0) }

  static let helpExamples = ([Program.declaration] + CommandName.allCases.map(\.declaration)).flatMap {
    declaration in
    declaration.examples.map { Recipe(place: "\(declaration.commandLine) --help", command: $0.command) }
  }

  @Test("the README's recipes are found: commands in sh blocks and transcripts with their output")
  func recipesAreFound() {
    #expect(Self.readmeRecipes.count >= 18)
    #expect(Self.readmeRecipes.filter { $0.output != nil }.count == 4)
    #expect(Self.readmeRecipes.contains { $0.command.contains(" | popgesture replay -") })
    #expect(
      Self.readmeRecipes.contains { $0.command.hasPrefix("popgesture --generate-completion-script zsh > ~/") }
    )
    #expect(Self.readmeRecipes.contains { !$0.removals.isEmpty && $0.status == 1 })
  }

  @Test("every popgesture command in the README runs as written")
  func readmeRecipe() {
    eachArgument(Self.readmeRecipes) { recipe in try readmeRecipe(recipe: recipe) }
  }

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

  @Test("every example on every help page runs as written")
  func helpExample() {
    eachArgument(Self.helpExamples) { recipe in try helpExample(recipe: recipe) }
  }

  func helpExample(recipe: Recipe) throws {
    let run = try recipe.run()
    #expect(run.status == 0, "\(run.errorOutput)")
    #expect(recipe.isExpected(errorOutput: run.errorOutput), "\(run.errorOutput)")
  }

  @Test("the manual's list of commands is every command's usage line")
  func commandList() throws {
    let lines = Recipe.text(of: Recipe.manual[0]).split(separator: "\n", omittingEmptySubsequences: false)
      .map(String.init)
    let heading = try #require(lines.firstIndex(of: "## Commands"))
    let start = try #require(lines[heading...].firstIndex(of: "```"))
    let block = lines[(start + 1)...].prefix { $0 != "```" }
    #expect(Array(block) == Usage.commandList)
  }

  @Test("every synth and import line in a DocC article's shell blocks is a recipe that runs as written")
  func synthAndImportLinesRun() throws {
    let folder = PackageFiles.url("Sources/PopGesture/PopGesture.docc")
    let articles = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
      $0.hasSuffix(".md")
    }
    #expect(articles.contains("Importing.md"))
    for article in articles.sorted() {
      let path = "Sources/PopGesture/PopGesture.docc/\(article)"
      let lines = Recipe.all(in: Recipe.text(of: path), path: path).filter {
        $0.command.hasPrefix("popgesture synth ") || $0.command.hasPrefix("popgesture import ")
      }
      #expect(lines.isEmpty || Recipe.documented.contains(path), "\(path): \(lines.map(\.command))")
    }
  }

  @Test("the manual's synth table has a row for every option synth declares, with its default")
  func synthTable() throws {
    let lines = Recipe.text(of: Recipe.manual[0]).split(separator: "\n").map(String.init)
    let heading = try #require(lines.firstIndex(of: "## Writing traces with synth"))
    let rows = lines[heading...].drop { !$0.hasPrefix("| option |") }.prefix { $0.hasPrefix("|") }
    let cells = rows.map { row in row.split(separator: "|", omittingEmptySubsequences: true).map(String.init)
    }
    for option in CommandName.synth.declaration.options {
      let row = cells.first { cells in
        [" ", "`"].contains { cells.first?.contains(option.name + $0) == true }
      }
      #expect(row != nil, "\(option.name)")
      if let row, let value = option.defaultValue {
        #expect(row.joined().contains(value), "\(option.name): default \(value)")
      }
    }
    let stack = try #require(cells.first { $0.first?.contains("`--stack") == true })
    #expect(stack.joined().contains("required unless `--navigation` is given"))
  }

  @Test("no shell recipe runs popgesture through swift run, but the README's first steps from a fresh clone")
  func noSwiftRun() {
    eachArgument(Recipe.documented) { path in noSwiftRun(path: path) }
  }

  func noSwiftRun(path: String) {
    var fence: String?
    var section = ""
    for (index, line) in Recipe.text(of: path).split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      let trimmed = line.drop { $0 == " " }
      if fence == nil, trimmed.hasPrefix("## ") { section = String(trimmed) }
      if trimmed.hasPrefix("```") {
        fence = fence == nil ? String(trimmed.dropFirst(3)) : nil
      } else if fence == "sh" || fence == "", !(path == "README.md" && section == "## Try it") {
        #expect(!trimmed.contains("swift run popgesture "), "\(path):\(index + 1): \(trimmed)")
      }
    }
  }

  @Test("the README's first steps replay a trace with swift run, then run swift test")
  func firstSteps() {
    #expect(
      Recipe.text(of: "README.md").contains(
        "```sh\nswift run popgesture replay Traces/fast-swipe-from-middle-pops.json\nswift test\n```"))
    #expect(
      CommandLineSuite.readmeRecipes.contains {
        $0.command == "popgesture replay Traces/fast-swipe-from-middle-pops.json"
          && $0.place.hasPrefix("README.md:")
      })
  }
}
