import PopGestureFormats
import PopGestureTestSupport
import Testing

@testable import PopGesture
@testable import PopGestureTools

/// `IndentedLines`: a line's level is its number of `|` marks, however the dump was pasted.
extension ImportSuite {
  /// The settings screen of `pasted/lldb.txt` as issues, chats, Markdown and code comments give
  /// it back: marks flush left or after two spaces, the whole dump shifted, runs of spaces made
  /// one, tabs, and a comment or quote marker before each line.
  static let pasted = [
    "flush.txt", "two-spaces.txt", "shifted.txt", "collapsed.txt", "tabs.txt", "comment.txt", "quote.txt",
  ]

  @Test("a dump pasted with its marks moved reads to the same views as lldb's")
  func pastedDump() {
    eachArgument(Self.pasted) { name in try pastedDump(name: name) }
  }

  func pastedDump(name: String) throws {
    let lldb = try ImportFixture.parse(try ImportFixture.text("pasted/lldb.txt"))
    let pasted = try ImportFixture.parse(try ImportFixture.text("pasted/\(name)"))
    #expect(pasted.warnings.isEmpty)
    #expect(ImportFixture.flattened(pasted.roots).count == 26)
    // Line for line the same: the label's second line, which took the marker too, is not kept.
    #expect(pasted.roots == lldb.roots)
    let imported = try HierarchyImport.run(dump: try ImportFixture.text("pasted/\(name)"))
    let expected = try HierarchyImport.run(dump: try ImportFixture.text("pasted/lldb.txt"))
    #expect(imported == expected)
    #expect(imported.navigation.stack[0].views.map(\.id) == ["scrollView", "slider", "tableView"])
  }

  @Test("the lines Importing.md shows are each a view two levels below a first line without marks")
  func articleLines() throws {
    let article = try PackageFiles.text("Sources/PopGesture/PopGesture.docc/Importing.md")
    let lines = article.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let prose = try #require(lines.firstIndex { $0.contains("Each of these lines is a view two") })
    let fence = try #require(lines[prose...].firstIndex(of: "```"))
    let block = lines[(fence + 1)...].prefix { $0 != "```" }
    #expect(block.count == 5)
    for line in block {
      let dump =
        "<UIWindow: 0x1; frame = (0 0; 393 852)>\n| <UIView: 0x2; frame = (0 0; 393 852)>\n" + line + "\n"
      let roots = try ImportFixture.parse(dump).roots
      #expect(roots[0].children[0].children.map(\.className) == ["UIScrollView"], "\(line)")
    }
  }

  @Test("lldb's dump reads as it always has: its depths are its groups")
  func lldbDump() throws {
    let roots = try ImportFixture.parse(try ImportFixture.text("pasted/lldb.txt")).roots
    let views = ImportFixture.flattened(roots)
    #expect(roots.map(\.className) == ["UIWindow"])
    let slider = try #require(views.first { $0.className == "UISlider" })
    #expect(slider.line == 14)
    #expect(slider.children.map(\.className) == ["_UISlideriOSVisualElement"])
    let table = try #require(views.first { $0.className == "UITableView" })
    #expect(table.children.count == 3)
  }

  @Test("a controller hierarchy pasted flush left, or with tabs, reads as lldb's, presented ones too")
  func pastedHierarchy() throws {
    let lldb =
      "<UINavigationController 0x1>, state: appeared, view: <UILayoutContainerView 0x2>\n"
      + "   | <MyApp.HomeViewController 0x3>, state: disappeared, view: <UIView 0x4> not in the window\n"
      + "   | <MyApp.PlayerViewController 0x5>, state: appeared, view: <UIView 0x6>\n"
      + "   |    + <MyApp.SheetViewController 0x7>, state: appeared, view: <UIView 0x8>\n"
    for pasted in [
      lldb.replacingOccurrences(of: "   | ", with: "| ").replacingOccurrences(of: "   + ", with: "+ "),
      lldb.replacingOccurrences(of: "   ", with: "\t"),
      lldb.split(separator: "\n").map { "// " + $0 + "\n" }.joined(),
    ] {
      let read = try ControllerHierarchy(pasted, file: "hierarchy.txt")
      let expected = try ControllerHierarchy(lldb, file: "hierarchy.txt")
      #expect(read.controllers == expected.controllers, "\(pasted)")
      #expect(try read.stack().map(\.id) == ["HomeViewController", "PlayerViewController"])
      #expect(read.controllers.map(\.isPresented) == [false, false, false, true])
    }
  }

  @Test("a line that is not a view, or whose marks are not followed by '<', is an error saying what to write")
  func badLines() {
    let root = "<UIView: 0x1; frame = (0 0; 390 844)>\n"
    let cases: [(String, String)] = [
      (
        "  | x <UIView: 0x2; frame = (0 0; 1 1)>",
        "dump.txt:2:5: error: unexpected character 'x'; expected '|' for each level, then '<'"
      ),
      (
        "  |-- <UIView: 0x2; frame = (0 0; 1 1)>",
        "dump.txt:2:4: error: unexpected character '-'; expected '|' for each level, then '<'"
      ),
      (
        "-- <UIView: 0x2; frame = (0 0; 1 1)>",
        "dump.txt:2:1: error: not a view line: '-- <UIView: 0x2; frame = (0 0; 1 1)>'; expected a line of "
          + "recursiveDescription such as '<UIView: 0x…; frame = (0 0; 390 844); …>'"
      ),
      (
        "  |  |  |\n<UIView: 0x3; frame = (0 0; 1 1)>",
        "dump.txt:2:10: error: the line ends early; expected '|' for each level, then '<'"
      ),
      (
        "|    |    | <UIView: 0x2; frame = (0 0; 1 1)>",
        "dump.txt:2:6: error: the indentation jumps from level 0 to 3; a view is at most one level below "
          + "the line above"
      ),
    ]
    for (line, message) in cases {
      #expect(ImportFixture.error(root + line + "\n")?.description == message, "\(line)")
    }
  }

  @Test("a last line of marks alone is a copy cut short however it is indented")
  func cutInMarks() throws {
    for ending in ["|    |", "  |  |", "\t|\t", "//    |"] {
      let text =
        "<UIView: 0x1; frame = (0 0; 390 844)>\n| <UIView: 0x2; frame = (0 0; 1 1)>\n" + ending + "\n"
      let (roots, warnings) = try ImportFixture.parse(text)
      #expect(ImportFixture.flattened(roots).count == 2, "\(ending)")
      #expect(warnings.map(\.line) == [3], "\(ending)")
    }
  }

}
