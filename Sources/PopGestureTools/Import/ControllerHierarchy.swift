import PopGesture
import PopGestureFormats

/// The view controllers `_printHierarchy` prints, and the navigation stack among them.
///
/// One line per controller, `<MyApp.FeedViewController 0x10350c600>, state: appeared, view:
/// <UITableView 0x104808000>`, each level inside the first marked by one more `|` (a child) or
/// `+` (a controller it presents), read as `IndentedLines` reads them. A last
/// line that does not end as every line does, with a view, `(view not loaded)` or `not in the
/// window`, was cut off: the controllers above it are read, with a warning.
struct ControllerHierarchy {
  /// One controller line.
  struct Controller: Equatable {
    /// The class, as `NSStringFromClass` names it.
    var className: String
    var address: String
    /// `appeared`, `disappeared`, …; nil when the line has none.
    var state: String?
    /// The address of the controller's view, nil when it is not loaded.
    var viewAddress: String?
    /// The level, 0 for the first line's.
    var depth: Int
    /// Whether the controller is presented by the one above it rather than its child.
    var isPresented: Bool
    var line: Int
  }

  /// A screen of the navigation stack.
  struct StackScreen: Equatable {
    /// The screen's id: the class's own name, numbered from 2 when repeated (`Detail-2`).
    var id: String
    var controller: Controller
  }

  /// What a controller line looks like, for messages about a line that is not one.
  static let example = "'<UINavigationController 0x…>, state: appeared, view: <UILayoutContainerView 0x…>'"

  /// The controllers in the order of the text.
  private(set) var controllers: [Controller] = []
  /// What was cut off.
  private(set) var warnings: [HierarchyImportDiagnostic] = []
  /// The file as the user named it, for messages.
  let file: String

  /// Reads `text`, the output of `_printHierarchy`.
  init(_ text: String, file: String) throws(HierarchyImportDiagnostic) {
    self.file = file
    let lines = IndentedLines(
      text, file: file, noun: "controller", expectedLine: "a line of _printHierarchy such as \(Self.example)")
    let (records, warnings) = try lines.records(
      cut: "the hierarchy is cut off here; the controllers above are read, this one is left out"
    ) { start, lineEnd throws(DescriptionScanner.Stop) in
      let controller = try Self.readController(at: start, in: lines)
      // The last line's end is the one place a cut can leave a line that still reads: every
      // line _printHierarchy writes ends with a view, `(view not loaded)` or `not in the window`.
      let text = lines.text
      if lineEnd == lines.endOfContent,
        !(text.matches(">", at: lineEnd - 1) || text.matches(")", at: lineEnd - 1)
          || text.matches("window", at: lineEnd - 6))
      {
        throw DescriptionScanner.Stop(index: lineEnd, message: "the line ends early")
      }
      return (controller.depth, controller, lineEnd)
    }
    guard !records.isEmpty else {
      throw lines.error(
        at: 0, "no controller line; expected the output of _printHierarchy, lines such as \(Self.example)")
    }
    controllers = records.map { depth, controller in
      var controller = controller
      controller.depth = depth
      return controller
    }
    self.warnings = warnings
  }

  /// The navigation stack, bottom first: the children of the first navigation controller that
  /// has appeared (or of the first one, when none says so).
  func stack() throws(HierarchyImportDiagnostic) -> [StackScreen] {
    let navigationControllers = controllers.indices.filter {
      ImportNames.unqualified(controllers[$0].className).hasSuffix("NavigationController")
    }
    guard
      let navigation = navigationControllers.first(where: { controllers[$0].state == "appeared" })
        ?? navigationControllers.first
    else {
      throw error(
        at: LineColumn(line: 1, column: 1),
        "no navigation controller in the hierarchy; expected a line such as \(Self.example)")
    }
    let depth = controllers[navigation].depth
    var names = UniqueNames(separator: "-")
    var screens: [StackScreen] = []
    for controller in controllers[(navigation + 1)...] {
      if controller.depth <= depth { break }
      guard controller.depth == depth + 1, !controller.isPresented else { continue }
      screens.append(
        StackScreen(id: names.claim(ImportNames.unqualified(controller.className)), controller: controller))
    }
    guard !screens.isEmpty else {
      let line = controllers[navigation].line
      throw error(
        at: LineColumn(line: line, column: 1), "the navigation controller has no child controllers")
    }
    return screens
  }

  /// Reads the controller line that starts at `start`; its depth is its number of groups.
  private static func readController(
    at start: Int, in lines: IndentedLines
  ) throws(DescriptionScanner.Stop) -> Controller {
    let text = lines.text
    let scanner = DescriptionScanner(text: text)
    let (depth, index, presents) = try lines.indentation(at: start, allowsPresented: true)
    let (className, address, afterObject) = try object(at: index, scanner)
    let lineEnd = text.lineEnd(from: afterObject)
    var state: String?
    if var index = text.firstIndex(of: "state: ", from: afterObject, to: lineEnd) {
      index += 7
      let stateStart = index
      while let scalar = text[index], scalar.properties.isAlphabetic { index += 1 }
      state = text.text(from: stateStart, to: index)
    }
    var viewAddress: String?
    if let index = text.firstIndex(of: "view: <", from: afterObject, to: lineEnd) {
      viewAddress = try object(at: index + 6, scanner).address
    }
    return Controller(
      className: className, address: address, state: state, viewAddress: viewAddress, depth: depth,
      isPresented: presents, line: text.places[start].line)
  }

  /// Reads `<ClassName 0xADDRESS>` at `start`: the class, the address and the index after `>`.
  private static func object(
    at start: Int, _ scanner: DescriptionScanner
  ) throws(DescriptionScanner.Stop) -> (className: String, address: String, end: Int) {
    let (className, afterName) = try scanner.className(at: start + 1, endingAt: " >")
    let (address, afterAddress) = try scanner.address(
      at: scanner.skipSpaces(afterName), what: "the object's address")
    guard scanner.text[afterAddress] == ">" else {
      throw scanner.expected("'>' after the address", at: afterAddress)
    }
    return (className, address, afterAddress + 1)
  }

  /// An error at `place` in this hierarchy's file.
  private func error(at place: LineColumn, _ message: String) -> HierarchyImportDiagnostic {
    HierarchyImportDiagnostic(file: file, line: place.line, column: place.column, message: message)
  }
}
