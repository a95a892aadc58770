import PopGestureFormats
import PopGestureTestSupport
import Testing

@testable import PopGesture
@testable import PopGestureTools

/// `RecursiveDescriptionParser`: the view lines of a dump, and each way a dump can be wrong.
extension ImportSuite {
  @Test("reads classes, addresses, frames and nesting from the iOS 17 table dump")
  func tableDump() throws {
    let (roots, warnings) = try ImportFixture.parse(try ImportFixture.text("table-ios17.txt"))
    #expect(warnings.isEmpty)
    #expect(roots.count == 1)
    let views = ImportFixture.flattened(roots)
    #expect(views.count == 23)
    #expect(views[0].className == "UIWindow")
    #expect(views[0].address == "0x10370b2a0")
    #expect(views[0].frame == Rect(x: 0, y: 0, width: 390, height: 844))
    #expect(views[0].hasGestureRecognizers)
    #expect(roots[0].children.map(\.className) == ["UITransitionView"])
    let table = try #require(views.first { $0.className == "UITableView" })
    #expect(table.line == 7)
    #expect(
      table.scroll
        == ViewSnapshot.Scroll(
          contentOffset: Point(x: 0, y: -91), contentSize: Size(width: 390, height: 1320),
          contentInset: GestureView.EdgeInsets(top: 91, left: 0, bottom: 34, right: 0)))
    #expect(
      table.children.map(\.className) == [
        "UITableViewCell", "UITableViewCell", "_UITableViewHeaderFooterViewBackground",
        "_UIScrollViewScrollIndicator",
      ])
    let slider = try #require(views.first { $0.className == "UISlider" })
    #expect(slider.slider == ViewSnapshot.Slider(value: 0.25))
    #expect(slider.frame == Rect(x: 20, y: 6, width: 350, height: 31))
    #expect(slider.line == 10)
    #expect(!slider.hasGestureRecognizers)
    #expect(views.first { $0.className == "UILabel" }?.isUserInteractionEnabled == false)
    #expect(views.first { $0.className == "_UIScrollViewScrollIndicator" }?.alpha == 0)
    #expect(views.first { $0.className == "UINavigationBar" }?.frame.origin == Point(x: 0, y: 47))
  }

  @Test("reads baseClass, hidden, alpha, transforms and fractional and negative numbers")
  func keys() throws {
    let text = ImportFixture.dump([
      (0, "<UIView: 0x1; frame = (0 0; 390 844); layer = <CALayer: 0x2>>"),
      (
        1,
        "<MyApp.Pager: 0x3; baseClass = UIScrollView; frame = (-390 6.33333; 1.5e+03 31); hidden = YES; layer = <CALayer: 0x4>; contentOffset: {-0, 1e-05}; contentSize: {1500, 31}>"
      ),
      (
        1,
        "<UIView: 0x5; frame = (0 0; 10 10); alpha = 0.5; transform = [1, 0, 0, 1, 5, 0]; layer = <CALayer: 0x6>>"
      ),
      (
        1,
        "<UIView: 0x7; frame = (0 0; 10 10); hidden = NO; userInteractionEnabled = YES; layer = <CALayer: 0x8>>"
      ),
    ])
    let views = ImportFixture.flattened(try ImportFixture.parse(text).roots)
    #expect(views[1].baseClassName == "UIScrollView")
    #expect(views[1].isKind(of: ["UIScrollView"]))
    #expect(views[1].frame == Rect(x: -390, y: 6.33333, width: 1500, height: 31))
    #expect(views[1].isHidden)
    #expect(views[1].scroll?.contentOffset == Point(x: 0, y: 0.00001))
    #expect(views[1].scroll?.contentInset == GestureView.EdgeInsets())
    #expect(views[2].alpha == 0.5)
    #expect(views[2].hasTransform)
    #expect(!views[2].isHidden)
    #expect(!views[3].isHidden && views[3].isUserInteractionEnabled && !views[3].hasTransform)
  }

  @Test("a line with contentOffset: and contentSize: is a scroll view whatever its class")
  func scrollViewByKeys() {
    eachArgument(["UITextView", "UICollectionView", "WKScrollView", "_UIQueuingScrollView", "MyApp.Anything"])
    { className in try scrollViewByKeys(className: className) }
  }

  func scrollViewByKeys(className: String) throws {
    let text = ImportFixture.dump([
      (
        0,
        "<\(className): 0x1; frame = (0 0; 390 300); contentOffset: {390, 0}; contentSize: {1170, 300}; adjustedContentInset: {0, 10, 0, 10}>"
      ),
      (0, "<\(className): 0x2; frame = (0 0; 390 300); contentOffset: {390, 0}>"),
      (0, "<\(className): 0x3; frame = (0 0; 390 300); contentSize: {390, 300}>"),
    ])
    let roots = try ImportFixture.parse(text).roots
    #expect(roots[0].scroll?.contentSize == Size(width: 1170, height: 300))
    #expect(roots[0].scroll?.contentInset == GestureView.EdgeInsets(top: 0, left: 10, bottom: 0, right: 10))
    #expect(roots[1].scroll == nil)
    #expect(roots[2].scroll == nil)
  }

  @Test("a line with value:, or a UISlider, is a slider")
  func sliders() throws {
    let text = ImportFixture.dump([
      (0, "<MyApp.VolumeSlider: 0x1; frame = (0 0; 200 31); value: 40.000000>"),
      (0, "<UISlider: 0x2; frame = (0 0; 200 31)>"),
      (0, "<UIProgressView: 0x3; frame = (0 0; 200 4); layer = <CALayer: 0x4>>"),
    ])
    let roots = try ImportFixture.parse(text).roots
    #expect(roots.map(\.slider) == [ViewSnapshot.Slider(value: 40), ViewSnapshot.Slider(value: 0), nil])
  }

  @Test("values hold nested descriptions, brackets and quoted text with ';', '>' and line breaks")
  func nestedValues() throws {
    let text = ImportFixture.dump([
      (0, "<UIView: 0x1; frame = (0 0; 390 844); layer = <CALayer: 0x2; name = 'a; b'>>"),
      (
        1,
        "<UILabel: 0x3; frame = (20 0; 350 44); text = 'Don't > stop; go'; color = <UIColor: 0x4; {1, 0}>; layer = <_UILabelLayer: 0x5>>"
      ),
      (1, "<UILabel: 0x6; frame = (20 44; 350 88); text = 'First line"),
      (0, "second line'; gestureRecognizers = <NSArray: 0x7>; layer = <_UILabelLayer: 0x8>>"),
      (1, "<UIView: 0x9; frame = (0 132; 390 44); layer = <CALayer: 0xa>>"),
    ])
    let roots = try ImportFixture.parse(text).roots
    #expect(roots.count == 1)
    #expect(roots[0].children.map(\.address) == ["0x3", "0x6", "0x9"])
    #expect(roots[0].children[1].hasGestureRecognizers)
    #expect(roots[0].children[2].line == 5)
  }

  @Test("skips lldb's prompts, reads CR LF and lone CR line ends, and drops trailing spaces")
  func pastedText() throws {
    let plain = try ImportFixture.text("table-ios17.txt")
    let expected = try ImportFixture.parse(plain).roots
    let pasted =
      "(lldb) po [[UIWindow keyWindow] recursiveDescription]\r\n"
      + plain.split(separator: "\n").map { $0 + "  \t" }.joined(separator: "\r\n") + "\r\n\r\n(lldb) "
    let roots = try ImportFixture.parse(pasted).roots
    #expect(ImportFixture.flattened(roots).map(\.frame) == ImportFixture.flattened(expected).map(\.frame))
    #expect(
      ImportFixture.flattened(roots).map(\.line)
        == ImportFixture.flattened(expected).map { $0.line.map { $0 + 1 } })
    let carriageReturns = plain.replacingOccurrences(of: "\n", with: "\r")
    #expect(try ImportFixture.parse(carriageReturns).roots == expected)
  }

  @Test("reads a dump printed as a Swift string, escapes and all, after lldb's own words")
  func swiftString() throws {
    let plain = ImportFixture.dump([
      (0, "<UIWindow: 0x1; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x2>>"),
      (1, "<UILabel: 0x3; frame = (0 0; 390 44); text = '\"Hi\" \\ there'; layer = <_UILabelLayer: 0x4>>"),
      (1, "<UISlider: 0x5; frame = (20 60; 350 31); value: 0.500000>"),
    ])
    // Swift writes these three escapes as JSON does.
    let literal = JSONObjectWriter.quoted(plain)
    let pasted =
      "(lldb) po UIApplication.shared.keyWindow?.value(forKey: \"recursiveDescription\")\n"
      + "▿ Optional<Any>\n  - some : " + literal + "\n(lldb) "
    let roots = try ImportFixture.parse(pasted).roots
    #expect(
      roots
        == (try ImportFixture.parse(plain).roots).map { root in
          var root = root
          root.line = 3
          root.children = root.children.map { child in
            var child = child
            child.line = 3
            return child
          }
          return root
        })
    // A place in an escaped dump is the place in the file, after the escapes before it.
    let broken = "  - some : " + literal.replacingOccurrences(of: "(20 60;", with: "(20 x;")
    let error = try #require(ImportFixture.error(broken))
    let column = try #require(broken.range(of: "(20 x;")).lowerBound
    #expect(error.line == 1)
    #expect(
      error.column == broken.unicodeScalars.distance(
        from: broken.unicodeScalars.startIndex, to: column) + 5)
    #expect(error.message == "unexpected character 'x'; expected a number")
  }

  @Test("a dump copied from its middle is read from its first line's level")
  func indentedStart() throws {
    let text = ImportFixture.dump([
      (2, "<UITableView: 0x1; frame = (0 0; 390 844); contentOffset: {0, 0}; contentSize: {390, 900}>"),
      (3, "<UITableViewCell: 0x2; frame = (0 0; 390 44)>"),
      (2, "<UIView: 0x3; frame = (0 0; 390 44)>"),
    ])
    let roots = try ImportFixture.parse(text).roots
    #expect(roots.map(\.address) == ["0x1", "0x3"])
    #expect(roots[0].children.map(\.address) == ["0x2"])
    let shallower = text + "   | <UIView: 0x4; frame = (0 0; 1 1)>\n"
    #expect(
      ImportFixture.error(shallower)?.description
        == "dump.txt:4:1: error: this view has 1 mark, fewer than the first line's 2; start the text at a "
        + "line with no more marks than the lines below it")
  }

  @Test("a dump cut off in its last line gives the views above it and a warning at the cut")
  func truncated() throws {
    let full = try ImportFixture.text("table-ios17.txt")
    let cut = String(
      full[..<(try #require(full.range(of: "<_UIButtonBarButton: 0x10350c700; frame = (0 0; 9"))).upperBound])
    let (roots, warnings) = try ImportFixture.parse(cut)
    #expect(ImportFixture.flattened(roots).count == 22)
    #expect(
      warnings.map(\.description) == [
        "dump.txt:23:80: warning: the dump is cut off here; the views above are imported, this line's view is left out"
      ])
    // Cut in the indentation of a last line, or after its '<', with lldb's prompt after it.
    for ending in [
      "   |    |", "   |    | <UISl", "   |    | <UISlider: 0x1; frame = (0 0; 1 1); value: 0.5",
    ] {
      let text =
        ImportFixture.dump([
          (0, "<UIView: 0x1; frame = (0 0; 390 844)>"), (1, "<UIView: 0x2; frame = (0 0; 1 1)>"),
        ])
        + ending + "\n\n(lldb) "
      let (roots, warnings) = try ImportFixture.parse(text)
      #expect(ImportFixture.flattened(roots).count == 2, "\(ending)")
      #expect(warnings.map(\.line) == [3], "\(ending)")
    }
  }

  @Test("text that is not a dump is an error naming its first line that is not a view line")
  func foreignText() {
    #expect(
      ImportFixture.error("(lldb) po self\n{\"format\": \"popgesture-trace/1\"}\n")?.description
        == "dump.txt:2:1: error: not a view line: '{\"format\": \"popgesture-trace/1\"}'; expected a line "
        + "of recursiveDescription such as '<UIView: 0x…; frame = (0 0; 390 844); …>'")
    let mixed =
      ImportFixture.dump([(0, "<UIView: 0x1; frame = (0 0; 390 844)>")]) + "Printing description of self\n"
      + ImportFixture.dump([(1, "<UIView: 0x2; frame = (0 0; 1 1)>")])
    #expect(ImportFixture.error(mixed)?.line == 2)
    #expect(ImportFixture.error(mixed)?.column == 1)
    for empty in ["", "\n\n", "(lldb) po view\n(lldb) "] {
      #expect(
        ImportFixture.error(empty)?.description
          == "dump.txt:1:1: error: no view line; expected the output of recursiveDescription, lines such as "
          + "'<UIView: 0x…; frame = (0 0; 390 844); …>'")
    }
  }

  @Test("a jump of more than one level, or a broken indentation, is an error at its column")
  func indentation() {
    let jump = ImportFixture.dump([
      (0, "<UIView: 0x1; frame = (0 0; 390 844)>"),
      (1, "<UIView: 0x2; frame = (0 0; 1 1)>"),
      (3, "<UIView: 0x3; frame = (0 0; 1 1)>"),
    ])
    // At the mark that goes one level too deep.
    #expect(
      ImportFixture.error(jump)?.description
        == "dump.txt:3:14: error: the indentation jumps from level 1 to 3; a view is at most one level below the line above"
    )
    let badMark =
      "<UIView: 0x1; frame = (0 0; 390 844)>\n   | : <UIView: 0x2; frame = (0 0; 1 1)>\n<UIView: 0x3; frame = (0 0; 1 1)>\n"
    #expect(
      ImportFixture.error(badMark)?.description
        == "dump.txt:2:6: error: unexpected character ':'; expected '|' for each level, then '<'")
  }

  @Test("a malformed frame, offset or value is an error at the character that breaks it")
  func malformedValues() {
    let cases: [(String, String)] = [
      ("<UIView: 0x1; frame = (0 0 390 844)>", "1:28: error: unexpected character '3'; expected ';'"),
      (
        "<UIView: 0x1; frame = (0 0; 390 844; layer = <CALayer: 0x2>>",
        "1:36: error: unexpected character ';'; expected ')' to end the frame (x y; w h)"
      ),
      (
        "<UIView: 0x1; frame = 0 0; 390 844>",
        "1:23: error: unexpected character '0'; expected '(' to start the frame (x y; w h)"
      ),
      ("<UIView: 0x1; frame = (nan nan; 0 0)>", "1:24: error: not a finite number"),
      (
        "<UIView: 0x1; frame = (0 0; 1 1); alpha = high>",
        "1:43: error: unexpected character 'h'; expected a number"
      ),
      (
        "<UIScrollView: 0x1; frame = (0 0; 1 1); contentOffset: {0; 0}>",
        "1:58: error: unexpected character ';'; expected ','"
      ),
      (
        "<UIView: 0x1; layer = <CALayer: 0x2>>",
        "1:37: error: the view has no frame; expected 'frame = (x y; w h)'"
      ),
      (
        "<UIView: 0x1; frame = (0 0; 1 1)> trailing",
        "1:34: error: unexpected text after the view's closing '>'"
      ),
      (
        "<UIView 0x1; frame = (0 0; 1 1)>",
        "1:8: error: unexpected character ' '; expected ':' after the class name"
      ),
      (
        "<UIView: one; frame = (0 0; 1 1)>",
        "1:10: error: unexpected character 'o'; expected the view's address, such as 0x10370b2a0"
      ),
      (
        "<UIView: 0x1; frame = (0 0; 1 1)\n<UIView: 0x2; frame = (0 0; 1 1)>",
        "1:33: error: the line ends early; expected ';' or '>' after the value"
      ),
    ]
    for (text, expected) in cases {
      #expect(ImportFixture.error(text)?.description == "dump.txt:" + expected, "\(text)")
    }
  }

  @Test("views nested deeper than 512 levels are an error, not a deep recursion")
  func depthLimit() {
    let lines = (0...513).map { (Swift.min($0, 513), "<UIView: 0x\($0 + 1); frame = (0 0; 1 1)>") }
    let error = ImportFixture.error(ImportFixture.dump(lines))
    #expect(error?.line == 514)
    #expect(error?.message == "views nest deeper than 512 levels")
    #expect(ImportFixture.error(ImportFixture.dump(Array(lines.prefix(513)))) == nil)
  }
}
