/// Reads the text `recursiveDescription` prints into a tree of `ViewSnapshot`s.
///
/// One line per view, `<ClassName: 0xADDRESS; frame = (X Y; W H); key = value; …>`, each level
/// inside the first indented by one more `   | ` group. The first view line may be
/// indented (a dump copied from its middle): the others are read relative to it. Lines that say
/// nothing (empty, or lldb's own, `(lldb) po …`) are skipped wherever they are. The keys read are
/// `frame`, `hidden`, `alpha`, `userInteractionEnabled`, `gestureRecognizers`, `transform`,
/// `baseClass`, a scroll view's `contentOffset:`, `contentSize:` and `adjustedContentInset:`, and a
/// slider's `value:`; the others are skipped, nesting and quotes and all.
///
/// A line that carries `contentOffset:` and `contentSize:` is a scroll view whatever its class;
/// one that carries `value:`, or a `UISlider`, is a slider. A text cut off in its last line gives
/// the views above the cut and a warning; anything else that does not fit is a located error.
struct RecursiveDescriptionParser {
  /// How deep views may nest; real hierarchies stay far below, and the tree is walked recursively.
  static let maximumDepth = 512
  /// What a view line looks like, for messages about a line that is not one.
  static let example = "'<UIView: 0x…; frame = (0 0; 390 844); …>'"

  /// The file as the user named it, for messages.
  let file: String

  /// The views of `text`, top level first, and what was cut off.
  func parse(_ text: String) throws(HierarchyImportError) -> (
    roots: [ViewSnapshot], warnings: [HierarchyImportWarning]
  ) {
    let text = DumpText(text)
    let scanner = DescriptionScanner(text: text)
    let endOfContent = text.endOfContent()
    var warnings: [HierarchyImportWarning] = []
    var tree = TreeBuilder()
    var baseDepth: Int?
    var index = 0
    while index < text.count {
      let lineEnd = text.lineEnd(from: index)
      if text.isBlankOrPrompt(from: index, to: lineEnd) {
        index = lineEnd + 1
        continue
      }
      let read: (depth: Int, view: ViewSnapshot, end: Int)
      do {
        read = try readView(at: index, scanner)
      } catch {
        // Running out of text after a view was read is a copy cut short, not a mistake in it.
        if error.index >= endOfContent, baseDepth != nil {
          warnings.append(
            warning(
              at: text.places[error.index],
              "the dump is cut off here; the views above are imported, this line's view is left out"))
          break
        }
        throw self.error(at: text.places[error.index], error.message)
      }
      let depth = read.depth - (baseDepth ?? read.depth)
      if baseDepth == nil { baseDepth = read.depth }
      guard depth >= 0 else {
        throw error(at: text.places[index], "this view is indented less than the first view line")
      }
      guard depth <= tree.depth + 1 else {
        let column = text.places[index + 5 * ((baseDepth ?? 0) + tree.depth + 1)]
        throw error(
          at: column,
          "the indentation jumps from level \(tree.depth) to \(depth); a view is at most one level "
            + "below the line above")
      }
      guard depth <= Self.maximumDepth else {
        throw error(at: text.places[index], "views nest deeper than \(Self.maximumDepth) levels")
      }
      tree.add(read.view, depth: depth)
      index = text.lineEnd(from: read.end) + 1
    }
    let roots = tree.finish()
    guard !roots.isEmpty || !warnings.isEmpty else {
      throw error(
        at: SourceLocation(line: 1, column: 1),
        "no view line; expected the output of recursiveDescription, lines such as \(Self.example)")
    }
    return (roots, warnings)
  }

  /// Reads the view line that starts at `start`: its depth, its view and where its record ends.
  private func readView(
    at start: Int, _ scanner: DescriptionScanner
  ) throws(DescriptionScanner.Stop) -> (depth: Int, view: ViewSnapshot, end: Int) {
    let text = scanner.text
    var index = start
    var depth = 0
    while text.matches("   | ", at: index) {
      depth += 1
      index += 5
    }
    guard text[index] == "<" else {
      if depth > 0 || text.matches("   |", at: index) {
        throw scanner.expected("'   | ' for each level, then '<'", at: DescriptionScanner.endOfIndentation(index, in: text))
      }
      let lineEnd = text.lineEnd(from: start)
      throw DescriptionScanner.Stop(
        index: start,
        message: "not a view line: \(PrintableText.quoted(text.text(from: start, to: lineEnd))); "
          + "expected a line of recursiveDescription such as \(Self.example)")
    }
    index += 1
    let nameStart = index
    while let scalar = text[index], !":;> \n".unicodeScalars.contains(scalar) { index += 1 }
    guard index > nameStart else { throw scanner.expected("a class name after '<'", at: index) }
    let className = text.text(from: nameStart, to: index)
    guard text[index] == ":" else { throw scanner.expected("':' after the class name", at: index) }
    index = scanner.skipSpaces(index + 1)
    let addressStart = index
    if text.matches("0x", at: index) {
      index += 2
      while let scalar = text[index], scalar.properties.isASCIIHexDigit { index += 1 }
    }
    guard index > addressStart + 2 else {
      throw scanner.expected("the view's address, such as 0x10370b2a0", at: addressStart)
    }
    let line = text.places[start].line
    var view = ViewSnapshot(
      className: className, address: text.text(from: addressStart, to: index), frame: Rect(
        x: 0, y: 0, width: 0, height: 0), line: line)
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
      throw DescriptionScanner.Stop(index: index, message: "the view has no frame; expected 'frame = (x y; w h)'")
    }
    view.frame = frame
    members.apply(to: &view)
    return (depth, view, end)
  }

  /// Reads one `key = value` or `key: value` member at `start`, keeping the keys the import uses;
  /// returns the index of the `;` or `>` after it.
  private func readMember(
    at start: Int, into members: inout Members, _ scanner: DescriptionScanner
  ) throws(DescriptionScanner.Stop) -> Int {
    let text = scanner.text
    var index = start
    while let scalar = text[index], scalar.properties.isAlphabetic || scalar == "_"
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
      members.contentInset = EdgeInsets(top: values[0], left: values[1], bottom: values[2], right: values[3])
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
    var index = index
    while text.matches("   | ", at: index) { index += 5 }
    return text[index] == "<"
  }

  private func error(at place: SourceLocation, _ message: String) -> HierarchyImportError {
    HierarchyImportError(file: file, line: place.line, column: place.column, message: message)
  }

  private func warning(at place: SourceLocation, _ message: String) -> HierarchyImportWarning {
    HierarchyImportWarning(file: file, line: place.line, column: place.column, message: message)
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
  var contentInset: EdgeInsets?
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
        contentOffset: contentOffset, contentSize: contentSize, contentInset: contentInset ?? EdgeInsets())
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

  /// The depth of the last view added, -1 before the first.
  var depth: Int { open.count - 1 }

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

  private mutating func close() {
    let view = open.removeLast()
    if open.isEmpty {
      roots.append(view)
    } else {
      open[open.count - 1].children.append(view)
    }
  }
}
