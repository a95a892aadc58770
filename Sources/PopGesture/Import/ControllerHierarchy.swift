/// The view controllers `_printHierarchy` prints, and the navigation stack among them.
///
/// One line per controller, `<MyApp.FeedViewController 0x10350c600>, state: appeared, view:
/// <UITableView 0x104808000>`, each level inside the first indented by one more `   | ` group (a
/// child) or `   + ` group (a controller it presents). Lines that say nothing
/// (empty, or lldb's own) are skipped. A text cut off in its last line (one that does not end as
/// every line does, with a view, `(view not loaded)` or `not in the window`) gives the
/// controllers above the cut and a warning; anything else that does not fit is a located error.
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
  private(set) var warnings: [HierarchyImportWarning] = []
  /// The file as the user named it, for messages.
  let file: String

  /// Reads `text`, the output of `_printHierarchy`.
  init(_ text: String, file: String) throws(HierarchyImportError) {
    self.file = file
    let text = DumpText(text)
    let endOfContent = text.endOfContent()
    var baseDepth: Int?
    var index = 0
    while index < text.count {
      let lineEnd = text.lineEnd(from: index)
      if text.isBlankOrPrompt(from: index, to: lineEnd) {
        index = lineEnd + 1
        continue
      }
      var controller: Controller
      do throws(DescriptionScanner.Stop) {
        controller = try Self.readController(at: index, in: text)
        // The last line's end is the one place a cut can leave a line that still reads: every
        // line _printHierarchy writes ends with a view, `(view not loaded)` or `not in the window`.
        if lineEnd == endOfContent, !(text.matches(">", at: lineEnd - 1) || text.matches(")", at: lineEnd - 1)
          || text.matches("window", at: lineEnd - 6))
        {
          throw DescriptionScanner.Stop(index: lineEnd, message: "")
        }
      } catch {
        if error.index >= endOfContent, baseDepth != nil {
          warnings.append(
            HierarchyImportWarning(
              file: file, line: text.places[error.index].line, column: text.places[error.index].column,
              message: "the hierarchy is cut off here; the controllers above are read, this one is left out"))
          break
        }
        throw self.error(at: text.places[error.index], error.message)
      }
      let base = baseDepth ?? controller.depth
      baseDepth = base
      let previous = controllers.last?.depth ?? -1
      controller.depth -= base
      guard controller.depth >= 0 else {
        throw self.error(at: text.places[index], "this controller is indented less than the first line")
      }
      guard controller.depth <= previous + 1 else {
        throw self.error(
          at: text.places[index + 5 * (base + previous + 1)],
          "the indentation jumps from level \(previous) to \(controller.depth); a controller is at most "
            + "one level below the line above")
      }
      controllers.append(controller)
      index = lineEnd + 1
    }
    guard !controllers.isEmpty else {
      throw error(
        at: SourceLocation(line: 1, column: 1),
        "no controller line; expected the output of _printHierarchy, lines such as \(Self.example)")
    }
  }

  /// The navigation stack, bottom first: the children of the first navigation controller that
  /// has appeared (or of the first one, when none says so).
  func stack() throws(HierarchyImportError) -> [StackScreen] {
    let navigationControllers = controllers.indices.filter {
      ImportNames.unqualified(controllers[$0].className).hasSuffix("NavigationController")
    }
    guard
      let navigation = navigationControllers.first(where: { controllers[$0].state == "appeared" })
        ?? navigationControllers.first
    else {
      throw error(
        at: SourceLocation(line: 1, column: 1),
        "no navigation controller in the hierarchy; expected a line such as \(Self.example)")
    }
    let depth = controllers[navigation].depth
    var names = UniqueNames(separator: "-")
    var screens: [StackScreen] = []
    for controller in controllers[(navigation + 1)...] {
      if controller.depth <= depth { break }
      guard controller.depth == depth + 1, !controller.isPresented else { continue }
      screens.append(StackScreen(id: names.claim(ImportNames.unqualified(controller.className)), controller: controller))
    }
    guard !screens.isEmpty else {
      let line = controllers[navigation].line
      throw error(
        at: SourceLocation(line: line, column: 1), "the navigation controller has no child controllers")
    }
    return screens
  }

  /// Reads the controller line that starts at `start`.
  private static func readController(at start: Int, in text: DumpText) throws(DescriptionScanner.Stop) -> Controller {
    let scanner = DescriptionScanner(text: text)
    var index = start
    var depth = 0
    var isPresented = false
    while text.matches("   | ", at: index) || text.matches("   + ", at: index) {
      isPresented = text[index + 3] == "+"
      depth += 1
      index += 5
    }
    guard text[index] == "<" else {
      if depth > 0 || text.matches("   |", at: index) || text.matches("   +", at: index) {
        throw scanner.expected("'   | ' or '   + ' for each level, then '<'", at: DescriptionScanner.endOfIndentation(index, in: text))
      }
      throw DescriptionScanner.Stop(
        index: start,
        message: "not a controller line: \(PrintableText.quoted(text.text(from: start, to: text.lineEnd(from: start)))); "
          + "expected a line of _printHierarchy such as \(example)")
    }
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
      isPresented: isPresented, line: text.places[start].line)
  }

  /// Reads `<ClassName 0xADDRESS>` at `start`: the class, the address and the index after `>`.
  private static func object(
    at start: Int, _ scanner: DescriptionScanner
  ) throws(DescriptionScanner.Stop) -> (className: String, address: String, end: Int) {
    let text = scanner.text
    var index = start + 1
    while let scalar = text[index], !" >\n".unicodeScalars.contains(scalar) { index += 1 }
    guard index > start + 1 else { throw scanner.expected("a class name after '<'", at: index) }
    let className = text.text(from: start + 1, to: index)
    let addressStart = scanner.skipSpaces(index)
    index = addressStart
    if text.matches("0x", at: index) {
      index += 2
      while let scalar = text[index], scalar.properties.isASCIIHexDigit { index += 1 }
    }
    guard index > addressStart + 2 else {
      throw scanner.expected("the object's address, such as 0x1040a1200", at: addressStart)
    }
    guard text[index] == ">" else { throw scanner.expected("'>' after the address", at: index) }
    return (className, text.text(from: addressStart, to: index), index + 1)
  }

  private func error(at place: SourceLocation, _ message: String) -> HierarchyImportError {
    HierarchyImportError(file: file, line: place.line, column: place.column, message: message)
  }
}
