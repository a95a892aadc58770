import Foundation
import PopGestureFormats
import PopGestureTestSupport
import PopGestureTesting
import PopGestureTools
import Testing

/// The README's "Testing in Swift" examples are the tests of `ReadmeExampleTests.swift`, copied
/// verbatim, and its error message is the one the scenario throws; the DocC article's tests are
/// tests of this target too.
extension TestingLibrarySuite {
  /// The README's section called `title`, up to the next section.
  static func readmeSection(_ title: String) throws -> Substring {
    let readme = try PackageFiles.text("README.md")
    let start = try #require(readme.range(of: "\n## \(title)\n"))
    let rest = readme[start.upperBound...]
    return rest[..<(rest.range(of: "\n## ")?.lowerBound ?? rest.endIndex)]
  }

  /// The code blocks of `text` whose opening fence names `language` (nothing for a plain
  /// block), each line ending in a newline.
  static func codeBlocks(_ text: Substring, language: String) -> [String] {
    var blocks: [String] = []
    var open: (language: String, text: String)?
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("```") {
        if let block = open {
          if block.language == language { blocks.append(block.text) }
          open = nil
        } else {
          open = (String(line.dropFirst(3)), "")
        }
      } else if open != nil {
        open?.text += line + "\n"
      }
    }
    return blocks
  }

  /// The README's Swift examples: the blocks of "Testing in Swift" that hold a test.
  static func readmeExamples() throws -> [String] {
    codeBlocks(try readmeSection("Testing in Swift"), language: "swift").filter { $0.contains("@Test") }
  }

  @Test("every Swift example of the section is in ReadmeExampleTests.swift as it is written")
  func examplesAreTests() throws {
    let blocks = try Self.readmeExamples()
    #expect(blocks.count == 2)
    let tests = try PackageFiles.text("Tests/PopGestureTestingTests/ReadmeExampleTests.swift")
    for block in blocks {
      #expect(tests.contains(block), "README example not in ReadmeExampleTests.swift:\n\(block)")
    }
  }

  @Test("the first example's test body is at most five lines")
  func shortExample() throws {
    let block = try #require(try Self.readmeExamples().first)
    let lines = block.split(separator: "\n")
    let body = try #require(lines.firstIndex { $0.hasPrefix("@Test") }).advanced(by: 1)..<lines.count - 1
    #expect(body.count <= 5)
  }

  @Test("the README is at most 250 lines, its sections in the order a newcomer needs them")
  func readmeShape() throws {
    let readme = try PackageFiles.text("README.md")
    #expect(readme.split(separator: "\n", omittingEmptySubsequences: false).count <= 250)
    let sections = readme.split(separator: "\n").filter { $0.hasPrefix("## ") }.map {
      String($0.dropFirst(3))
    }
    #expect(
      sections == [
        "Try it", "Write a trace", "Why did it pop, or not?", "Goldens and CI", "Testing in Swift", "More",
      ])
    // The iOS 26 warning comes before the first section, beside what the tool is.
    let intro = try #require(readme.components(separatedBy: "\n## ").first)
    #expect(intro.contains("On iOS 26, `fd_interactivePopDisabled` no longer stops a swipe."))
    // The map's picture is in the repository.
    #expect(readme.contains("](Tests/Fixtures/maps/checkout-migration.png)"))
    #expect(
      FileManager.default.fileExists(
        atPath: PackageFiles.url("Tests/Fixtures/maps/checkout-migration.png").path))
  }

  @Test("the Package.swift line the README shows is the article's, as it is written")
  func packageLine() throws {
    let blocks = Self.codeBlocks(try Self.readmeSection("Testing in Swift"), language: "swift")
    let lines = blocks.filter { !$0.contains("@Test") }
    #expect(lines.count == 1)
    let line = try #require(lines.first)
    #expect(line.hasPrefix(".package("))
    let article = try PackageFiles.text("Sources/PopGestureTesting/PopGestureTesting.docc/TestingInSwift.md")
    #expect(article.contains("  " + line), "the README's Package.swift line is not the article's:\n\(line)")
  }

  @Test("the error the README shows is the one the invalid scenario throws")
  func errorMessage() throws {
    let frame = Rect(x: 20, y: 700, width: 350, height: 44)
    let player = Screen(id: "player", views: [.slider(id: "volume", frame: frame, value: 1.5)])
    let error = #expect(throws: TraceValueError.self) {
      try Scenario(stack: [Screen(id: "home"), player]).replay()
    }
    let shown = Self.codeBlocks(try Self.readmeSection("Testing in Swift"), language: "")
    #expect(shown == [try #require(error).description + "\n"])
  }

  @Test("every test the DocC article shows is a test of this target, as it is written")
  func articleExamplesAreTests() throws {
    let article = try PackageFiles.text("Sources/PopGestureTesting/PopGestureTesting.docc/TestingInSwift.md")
    let tests = Self.codeBlocks(article[...], language: "swift").filter {
      $0.contains("@Test") || $0.contains("XCTestCase")
    }
    #expect(tests.count == 2)
    let sources = try ["BackSwipeTests.swift", "BackSwipeXCTests.swift"].map {
      try PackageFiles.text("Tests/PopGestureTestingTests/" + $0)
    }
    for block in tests {
      #expect(sources.contains(block), "article example is not a test file of its own:\n\(block)")
    }
  }

  @Test("the article's modifier example is the body of a test of this target, as it is written")
  func articleModifierExample() throws {
    let article = try PackageFiles.text("Sources/PopGestureTesting/PopGestureTesting.docc/TestingInSwift.md")
    let examples = Self.codeBlocks(article[...], language: "swift").filter {
      $0.contains(".simultaneous(with:")
    }
    let example = try #require(examples.first)
    #expect(examples.count == 1)
    let source = try PackageFiles.text("Tests/PopGestureTestingTests/GestureViewModifierTests.swift")
    let indented = example.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n")
    #expect(
      source.contains(indented), "article example is not in GestureViewModifierTests.swift:\n\(example)")
  }
}
