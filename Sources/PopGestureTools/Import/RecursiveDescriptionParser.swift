import PopGesture
import PopGestureFormats

/// Reads the text `recursiveDescription` prints into a tree of `ViewSnapshot`s.
///
/// One line per view, `<ClassName: 0xADDRESS; frame = (X Y; W H); key = value; …>`, each level
/// inside the first marked by one more `|` (lldb writes `   | ` groups; the spaces are not
/// counted), read as `IndentedLines` reads them. The keys read are
/// `frame`, `hidden`, `alpha`, `userInteractionEnabled`, `gestureRecognizers`, `transform`,
/// `baseClass`, a scroll view's `contentOffset:`, `contentSize:` and `adjustedContentInset:`, and a
/// slider's `value:`; the others are skipped, nesting and quotes and all.
///
/// A line that carries `contentOffset:` and `contentSize:` is a scroll view whatever its class;
/// one that carries `value:`, or a `UISlider`, is a slider. A text cut off in its last line gives
/// the views above the cut and a warning; anything else that does not fit is a located error.
package struct RecursiveDescriptionParser {
  /// What a view line looks like, for messages about a line that is not one.
  static let example = "'<UIView: 0x…; frame = (0 0; 390 844); …>'"

  /// The file as the user named it, for messages.
  let file: String

  /// A parser whose messages name `file`.
  package init(file: String) { self.file = file }

  /// The views of `text`, top level first, and what was cut off.
  package func parse(_ text: consuming String) throws(HierarchyImportDiagnostic) -> (
    roots: [ViewSnapshot], warnings: [HierarchyImportDiagnostic]
  ) {
    // Handed over: the lines keep the text as they read it, and the string dies with their init.
    let lines = IndentedLines(
      text, file: file, noun: "view", expectedLine: "a line of recursiveDescription such as \(Self.example)")
    let scanner = DescriptionScanner(text: lines.text)
    var tree = TreeBuilder()
    let warnings = try lines.forEachRecord(
      cut: "the dump is cut off here; the views above are imported, this line's view is left out"
    ) { start, _ throws(DescriptionScanner.Stop) in
      let (depth, index, _) = try lines.indentation(at: start, allowsPresented: false)
      let (view, end) = try readView(at: index, line: lines.text.places[start].line, scanner)
      return (depth, view, end)
    } take: { depth, view in
      tree.add(view, depth: depth)
    }
    let roots = tree.finish()
    guard !roots.isEmpty else {
      throw lines.error(
        at: 0, "no view line; expected the output of recursiveDescription, lines such as \(Self.example)")
    }
    return (roots, warnings)
  }

  /// Reads the view whose `<` is at `start`, on line `line` of the file, and where it ends.
  private func readView(
    at start: Int, line: Int, _ scanner: DescriptionScanner
  ) throws(DescriptionScanner.Stop) -> (ViewSnapshot, Int) {
    let text = scanner.text
    let (className, afterName) = try scanner.className(at: start + 1, endingAt: ":;> ")
    guard text[afterName] == ":" else { throw scanner.expected("':' after the class name", at: afterName) }
    var (address, index) = try scanner.address(
      at: scanner.skipSpaces(afterName + 1), what: "the view's address")
    var members = Members()
    while text[index] != ">" {
      guard text[index] == ";" else { throw scanner.expected("';' or '>'", at: index) }
      index = try readMember(at: scanner.skipSpaces(index + 1), into: &members, scanner)
    }
    let end = index + 1
    guard text.isLineEnd(end) else {
      throw DescriptionScanner.Stop(index: end, message: "unexpected text after the view's closing '>'")
    }
    guard let frame = members.frame else {
      throw DescriptionScanner.Stop(
        index: index, message: "the view has no frame; expected 'frame = (x y; w h)'")
    }
    var view = ViewSnapshot(className: className, address: address, frame: frame, line: line)
    members.apply(to: &view)
    return (view, end)
  }

  /// Reads one `key = value` or `key: value` member at `start`, keeping the keys the import uses;
  /// returns the index of the `;` or `>` after it.
  private func readMember(
    at start: Int, into members: inout Members, _ scanner: DescriptionScanner
  ) throws(DescriptionScanner.Stop) -> Int {
    let text = scanner.text
    var index = start
    while let scalar = text[index],
      scalar.properties.isAlphabetic || scalar == "_"
        || ("0"..."9").contains(scalar)
    {
      index += 1
    }
    let key = text.text(from: start, to: index)
    let afterKey = scanner.skipSpaces(index)
    let separator = text[afterKey]
    let valueStart = separator == "=" || separator == ":" ? scanner.skipSpaces(afterKey + 1) : start
    switch (key, separator) {
    case ("frame", "="):
      let (frame, after) = try scanner.frame(at: valueStart)
      members.frame = frame
      return try memberEnd(after, scanner)
    case ("alpha", "="):
      let (alpha, after) = try scanner.number(at: valueStart)
      members.alpha = alpha
      return try memberEnd(after, scanner)
    case ("contentOffset", ":"):
      let (values, after) = try scanner.tuple(2, at: valueStart, what: "the content offset {x, y}")
      members.contentOffset = Point(x: values[0], y: values[1])
      return try memberEnd(after, scanner)
    case ("contentSize", ":"):
      let (values, after) = try scanner.tuple(2, at: valueStart, what: "the content size {w, h}")
      members.contentSize = Size(width: values[0], height: values[1])
      return try memberEnd(after, scanner)
    case ("adjustedContentInset", ":"):
      let (values, after) = try scanner.tuple(4, at: valueStart, what: "the inset {top, left, bottom, right}")
      members.contentInset = GestureView.EdgeInsets(
        top: values[0], left: values[1], bottom: values[2], right: values[3])
      return try memberEnd(after, scanner)
    case ("value", ":"):
      let (value, after) = try scanner.number(at: valueStart)
      members.value = value
      return try memberEnd(after, scanner)
    default:
      break
    }
    let end = try scanner.valueEnd(from: valueStart) { next in isViewStart(next, in: text) }
    switch (key, separator) {
    case ("hidden", "="): members.isHidden = text.text(from: valueStart, to: end) == "YES"
    case ("userInteractionEnabled", "="):
      members.isUserInteractionEnabled = text.text(from: valueStart, to: end) != "NO"
    case ("gestureRecognizers", "="): members.hasGestureRecognizers = true
    case ("transform", "="): members.hasTransform = true
    case ("baseClass", "="): members.baseClassName = text.text(from: valueStart, to: end)
    default: break
    }
    return end
  }

  /// The index of the `;` or `>` that ends a member whose value was read up to `after`.
  private func memberEnd(_ after: Int, _ scanner: DescriptionScanner) throws(DescriptionScanner.Stop) -> Int {
    let index = scanner.skipSpaces(after)
    guard scanner.text[index] == ";" || scanner.text[index] == ">" else {
      throw scanner.expected("';' or '>' after the value", at: index)
    }
    return index
  }

  /// Whether the line starting at `index` starts like a view line, which a quoted text never
  /// runs into.
  private func isViewStart(_ index: Int, in text: DumpText) -> Bool {
    text[IndentedLines.marks(at: index, in: text, allowsPresented: false).index] == "<"
  }
}

/// The members of one view line the import keeps, as read.
private struct Members {
  var frame: Rect?
  var isHidden = false
  var alpha: Double = 1
  var isUserInteractionEnabled = true
  var hasGestureRecognizers = false
  var hasTransform = false
  var baseClassName: String?
  var contentOffset: Point?
  var contentSize: Size?
  var contentInset: GestureView.EdgeInsets?
  var value: Double?

  /// Sets the view's properties; a scroll view needs both an offset and a size.
  func apply(to view: inout ViewSnapshot) {
    view.isHidden = isHidden
    view.alpha = alpha
    view.isUserInteractionEnabled = isUserInteractionEnabled
    view.hasGestureRecognizers = hasGestureRecognizers
    view.hasTransform = hasTransform
    view.baseClassName = baseClassName
    if let contentOffset, let contentSize {
      view.scroll = ViewSnapshot.Scroll(
        contentOffset: contentOffset, contentSize: contentSize,
        contentInset: contentInset ?? GestureView.EdgeInsets())
    }
    if value != nil || view.isKind(of: ["UISlider"]) {
      view.slider = ViewSnapshot.Slider(value: value ?? 0)
    }
  }
}

/// Builds the tree from views in dump order with their depths, without recursion.
private struct TreeBuilder {
  /// The open views, outermost first; each one's children so far are in it.
  private var open: [ViewSnapshot] = []
  private var roots: [ViewSnapshot] = []

  /// Adds a view at `depth`, at most one more than the last view's.
  mutating func add(_ view: ViewSnapshot, depth: Int) {
    while open.count > depth { close() }
    open.append(view)
  }

  /// The top-level views, every open view closed.
  mutating func finish() -> [ViewSnapshot] {
    while !open.isEmpty { close() }
    return roots
  }

  /// Closes the innermost open view, adding it to the one around it or to the roots.
  private mutating func close() {
    let view = open.removeLast()
    if open.isEmpty {
      roots.append(view)
    } else {
      open[open.count - 1].children.append(view)
    }
  }
}
