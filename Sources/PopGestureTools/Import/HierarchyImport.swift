import PopGesture
import PopGestureFormats

/// Turns a screen printed in lldb into a navigation description: the gesture-bearing views of a
/// `recursiveDescription` dump, optionally the stack from `_printHierarchy`, and notes on what a
/// dump cannot tell.
///
/// ```swift
/// let result = try HierarchyImport.run(dump: dumpText, hierarchy: hierarchyText)
/// result.navigation  // the stack, the top screen with the dump's views, and the notes
/// result.json        // the same, as the JSON of a navigation file
/// ```
///
/// Everything but reading the files and the arguments happens here; the same input always gives
/// the same result.
public enum HierarchyImport {
  /// What a view with gesture recognizers of unknown kinds is imported as: a dump shows that a
  /// view has recognizers, not which.
  public enum RecognizerKind: String, Sendable, CaseIterable {
    /// A pan in any direction: the kind that can take a swipe from the back gesture.
    case pan
    /// A view that only takes part in hit testing, as one with only taps does.
    case plain
  }

  /// How to import.
  public struct Options: Sendable, Equatable {
    /// The id of the one screen of the stack when no controller hierarchy is given.
    public var screenID = HierarchyImport.defaultScreenID
    /// What a view with gesture recognizers becomes: a `pan` view, or a `plain` one.
    public var recognizerKind = RecognizerKind.pan
    /// The dump's file as the user named it, for messages (`-` for standard input).
    public var dumpFile = "-"
    /// The controller hierarchy's file, for messages.
    public var hierarchyFile = "-"

    /// The defaults: one screen named `imported`, recognizers as pans, files named `-`.
    public init() {}
  }

  /// What an import gives.
  public struct Result: Sendable, Equatable {
    /// The stack, its top screen holding the imported views, and in `notes` what the dump cannot
    /// tell and the import chose instead, one plain sentence each.
    public var navigation: NavigationDescription
    /// What was cut off or left out, each at its place in the input.
    public var warnings: [HierarchyImportDiagnostic]
    /// The screen as the dump's window gives it, with its top inset where a navigation bar shows
    /// it; nil when the dump's root is not a window with a size a trace's device can have.
    public var device: Device?

    /// The navigation description as a JSON file holds it (`replay --stack FILE`, a trace's
    /// `navigation`), notes included, ending with a newline.
    public var json: String { TraceWriter.navigation(navigation) }
  }

  /// The one screen's id when no controller hierarchy names the stack: a word that says the
  /// screen came from an import, to be renamed.
  public static let defaultScreenID = "imported"

  /// Imports `dump`, the output of `recursiveDescription`, and `hierarchy`, the output of
  /// `_printHierarchy`, when given.
  ///
  /// With a hierarchy, the stack is the first appeared navigation controller's children, and the
  /// top one gets the views of its own view when the dump holds it (of the whole dump otherwise).
  /// Without one, the stack is one screen, `options.screenID`, with the whole dump's views.
  public static func run(
    dump: consuming String, hierarchy: String? = nil, options: Options = Options()
  ) throws(HierarchyImportDiagnostic) -> Result {
    // The tree lives only inside `extract`: the notes and the description need none of it.
    let (extraction, facts, screens, extractWarnings) = try extract(
      dump: dump, hierarchy: hierarchy, options: options)
    var warnings = extractWarnings
    for (view, reason) in extraction.omitted where reason == .outOfRange {
      let message =
        "left out \(PrintableText.quoted(view.className)): a number beyond 1e15 or a negative size"
      warnings.append(
        HierarchyImportDiagnostic(
          .warning, file: options.dumpFile, line: view.line ?? 1, column: 1, message: message))
    }
    let ids = screens.isEmpty ? [options.screenID] : screens.map(\.id)
    var stack = ids.map { Screen(id: $0) }
    stack[stack.count - 1].views = extraction.views
    var navigation = NavigationDescription(stack: stack)
    navigation.navigationBarHidden = facts.navigationBar?.isHidden ?? false
    navigation.notes =
      ImportNotes(
        extraction: extraction, facts: facts, screens: screens, stack: ids, options: options
      ).sentences
    return Result(navigation: navigation, warnings: warnings, device: facts.device)
  }

  /// Reads the dump's tree and the stack, and takes from the tree what the description and the
  /// notes need; the tree, several times the size of what is taken, is freed on return.
  private static func extract(
    dump: consuming String, hierarchy: String?, options: Options
  ) throws(HierarchyImportDiagnostic) -> (
    GestureViewExtraction, DumpFacts, [ControllerHierarchy.StackScreen], [HierarchyImportDiagnostic]
  ) {
    let (roots, dumpWarnings) = try RecursiveDescriptionParser(file: options.dumpFile).parse(consume dump)
    var warnings = dumpWarnings
    var screens: [ControllerHierarchy.StackScreen] = []
    var content = (roots: roots, origin: Point.zero)
    if let hierarchy {
      let controllers = try ControllerHierarchy(hierarchy, file: options.hierarchyFile)
      warnings += controllers.warnings
      screens = try controllers.stack()
      if let top = screens.last {
        if let address = top.controller.viewAddress, let found = ViewSnapshot.locate(address, in: roots) {
          content = ([found.view], found.origin)
        } else {
          let message =
            "the view of \(PrintableText.quoted(top.id)) is not in the dump; imported every view of it"
          warnings.append(
            HierarchyImportDiagnostic(
              .warning, file: options.hierarchyFile, line: top.controller.line, column: 1, message: message))
        }
      }
    }
    let facts = DumpFacts(roots: roots)
    let extraction = GestureViewExtraction(
      roots: content.roots, origin: content.origin, recognizerKind: options.recognizerKind)
    return (extraction, facts, screens, warnings)
  }
}
