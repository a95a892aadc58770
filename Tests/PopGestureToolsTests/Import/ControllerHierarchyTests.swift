import PopGestureFormats
import PopGestureTestSupport
import Testing

@testable import PopGesture
@testable import PopGestureTools

/// `ControllerHierarchy`: the controllers `_printHierarchy` prints and the stack among them.
extension ImportSuite {
  static func hierarchy(_ text: String) throws(HierarchyImportDiagnostic) -> ControllerHierarchy {
    try ControllerHierarchy(text, file: "hierarchy.txt")
  }

  /// The error `text` gives, read and then asked for its stack.
  static func error(_ text: String) -> String? {
    do {
      _ = try hierarchy(text).stack()
      return nil
    } catch {
      return error.description
    }
  }

  @Test("the stack is the navigation controller's children, bottom first, without the module")
  func stack() throws {
    let hierarchy = try Self.hierarchy(try ImportFixture.text("table-hierarchy.txt"))
    #expect(
      hierarchy.controllers.map(\.className) == [
        "UINavigationController", "MyApp.HomeViewController", "MyApp.FeedViewController",
      ])
    #expect(hierarchy.controllers.map(\.state) == ["appeared", "disappeared", "appeared"])
    #expect(hierarchy.controllers.map(\.viewAddress) == ["0x10350a1e0", "0x10350d000", "0x104808000"])
    #expect(hierarchy.controllers.map(\.line) == [1, 2, 3])
    let stack = try hierarchy.stack()
    #expect(stack.map(\.id) == ["HomeViewController", "FeedViewController"])
    #expect(stack.last?.controller.address == "0x10350c600")
  }

  @Test(
    "a tab bar's appeared navigation controller is the one; presented and grandchild controllers are not on its stack"
  )
  func tabs() throws {
    let text = """
      (lldb) po [[[UIWindow keyWindow] rootViewController] _printHierarchy]
      <UITabBarController 0x1>, state: appeared, view: <UILayoutContainerView 0x2>
         | <UINavigationController 0x3>, state: disappeared, view: <UILayoutContainerView 0x4> not in the window
         |    | <MyApp.InboxViewController 0x5>, state: disappeared, view: (view not loaded)
         | <MyApp.RootNavigationController 0x6>, state: appeared, view: <UILayoutContainerView 0x7>
         |    | <MyApp.DetailViewController 0x8>, state: disappeared, view: <UIView 0x9> not in the window
         |    | <MyApp.DetailViewController 0xa>, state: appeared, view: <UIView 0xb>
         |    |    | <MyApp.ChildViewController 0xc>, state: appeared, view: <UIView 0xd>
         |    + <MyApp.SheetViewController 0xe>, state: appeared, view: <UIView 0xf>
         |    |    | <MyApp.SheetChild 0x10>, state: appeared, view: <UIView 0x11>
         | <MyApp.Settings.ViewController 0x12>, state: disappeared, view: (view not loaded)

      """
    let hierarchy = try Self.hierarchy(text)
    #expect(hierarchy.controllers[2].viewAddress == nil)
    #expect(
      hierarchy.controllers.map(\.isPresented) == [
        false, false, false, false, false, false, false, true, false, false,
      ])
    let stack = try hierarchy.stack()
    #expect(stack.map(\.id) == ["DetailViewController", "DetailViewController-2"])
    #expect(stack.map(\.controller.viewAddress) == ["0x9", "0xb"])
  }

  @Test("without an appeared one, the first navigation controller is taken")
  func firstNavigationController() throws {
    let text =
      "<UINavigationController 0x1>, state: disappeared, view: <UIView 0x2>\n   | <A 0x3>\n<UINavigationController 0x4>\n   | <B 0x5>\n"
    #expect(try Self.hierarchy(text).stack().map(\.id) == ["A"])
  }

  @Test("a hierarchy cut off in its last line gives the controllers above it and a warning")
  func truncatedInControllerHierarchy() throws {
    let full = try ImportFixture.text("table-hierarchy.txt")
    let cut = String(full.dropLast(30))
    let hierarchy = try Self.hierarchy(cut)
    #expect(hierarchy.controllers.count == 2)
    #expect(
      hierarchy.warnings.map(\.description) == [
        "hierarchy.txt:3:65: warning: the hierarchy is cut off here; the controllers above are read, this one is left out"
      ])
    #expect(try hierarchy.stack().map(\.id) == ["HomeViewController"])
  }

  @Test("errors are located: foreign text, a jump, a broken object, no navigation controller, no children")
  func errorsInControllerHierarchy() {
    #expect(
      Self.error("Printing description of self:\n<UIWindow: 0x1; frame = (0 0; 390 844)>\n")
        == "hierarchy.txt:1:1: error: not a controller line: 'Printing description of self:'; expected a line of "
        + "_printHierarchy such as '<UINavigationController 0x…>, state: appeared, view: <UILayoutContainerView 0x…>'"
    )
    #expect(
      Self.error("<UINavigationController 0x1>\n   |    | <A 0x2>\n")
        == "hierarchy.txt:2:9: error: the indentation jumps from level 0 to 2; a controller is at most one level below the line above"
    )
    #expect(
      Self.error("<UINavigationController 0x1>, view: <UIView zz>\n   | <A 0x2>\n")
        == "hierarchy.txt:1:45: error: unexpected character 'z'; expected the object's address, such as 0x10370b2a0"
    )
    #expect(
      Self.error("<UITabBarController 0x1>\n   | <A 0x2>\n")
        == "hierarchy.txt:1:1: error: no navigation controller in the hierarchy; expected a line such as "
        + "'<UINavigationController 0x…>, state: appeared, view: <UILayoutContainerView 0x…>'")
    #expect(
      Self.error("<UITabBarController 0x1>\n   | <UINavigationController 0x2>\n   |    + <A 0x3>\n")
        == "hierarchy.txt:2:1: error: the navigation controller has no child controllers")
    #expect(
      Self.error("\n(lldb) ")
        == "hierarchy.txt:1:1: error: no controller line; expected the output of _printHierarchy, lines such as "
        + "'<UINavigationController 0x…>, state: appeared, view: <UILayoutContainerView 0x…>'")
  }
}
