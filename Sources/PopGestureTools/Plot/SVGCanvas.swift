import PopGesture
import PopGestureFormats

/// SVG elements in drawing order, with coordinates written the same way on every platform.
///
/// Two layers: grid lines and shading go under everything else, whenever they are added. A
/// small picture (a map) keeps both, one element a line, and is written whole (`document`). A
/// timeline is drawn three times instead (see `TimelinePlot`): once to measure it, keeping
/// nothing, then once per layer, handing that layer to a sink in pieces as it comes, so that a
/// plot of a long recording never holds its elements.
struct SVGCanvas {
  /// Which layer an element goes on.
  enum Layer {
    case under, over
  }

  /// How text lines up with its x.
  enum Anchor: String {
    case start, middle, end
  }

  /// What a canvas does with each layer.
  private enum Mode: Equatable {
    /// Keeps both, for `document`.
    case whole
    /// Keeps neither: the drawing only finds where everything goes.
    case measuring
    /// Hands one layer to the sink and drops the other.
    case drawing(Layer)
  }

  /// Hands on this many bytes at a time.
  static let flushThreshold = 1 << 16

  private let mode: Mode
  /// The layers of a whole canvas.
  private var under = ""
  private var over = ""
  /// The bytes not yet handed to `sink`, on a drawing canvas.
  private var pending: [UInt8] = []
  private let sink: (UnsafeRawBufferPointer) -> Void

  /// A canvas that keeps both layers, for `document`.
  init() {
    self.init(mode: .whole, sink: { _ in })
  }

  /// A canvas that keeps nothing, for finding where everything goes.
  static func measuring() -> SVGCanvas {
    SVGCanvas(mode: .measuring, sink: { _ in })
  }

  /// A canvas that hands `layer` to `sink` in pieces and drops the other.
  init(drawing layer: Layer, to sink: @escaping (UnsafeRawBufferPointer) -> Void) {
    self.init(mode: .drawing(layer), sink: sink)
    pending.reserveCapacity(Self.flushThreshold + 4096)
  }

  /// A canvas in `mode`, handing what it draws to `sink`.
  private init(mode: Mode, sink: @escaping (UnsafeRawBufferPointer) -> Void) {
    self.mode = mode
    self.sink = sink
  }

  /// Whether the upper layer is kept or drawn: only then need the trace be read again for its
  /// samples and records.
  var drawsUpperLayer: Bool { mode == .whole || mode == .drawing(.over) }

  /// Adds a raw element, already escaped.
  mutating func add(_ element: String, on layer: Layer = .over) {
    switch mode {
    case .whole:
      switch layer {
      case .under:
        under += element
        under += "\n"
      case .over:
        over += element
        over += "\n"
      }
    case .measuring:
      break
    case .drawing(let drawn):
      guard drawn == layer else { return }
      append(element)
      append("\n")
    }
  }

  /// Writes part of an upper-layer element, already escaped: a long polyline goes out a point at
  /// a time.
  mutating func write(_ text: String) {
    switch mode {
    case .whole: over += text
    case .measuring, .drawing(.under): break
    case .drawing(.over): append(text)
    }
  }

  /// Writes text that is not an element: the document's head and tail.
  mutating func writeRaw(_ text: String) {
    append(text)
  }

  /// Appends `text` to what goes to the sink next.
  private mutating func append(_ text: String) {
    pending.append(contentsOf: text.utf8)
    if pending.count >= Self.flushThreshold { flush() }
  }

  /// Hands what the canvas holds to the sink.
  mutating func flush() {
    guard !pending.isEmpty else { return }
    pending.withUnsafeBytes { sink($0) }
    pending.removeAll(keepingCapacity: true)
  }

  /// A rectangle; `title` becomes its tooltip.
  mutating func rect(
    x: Double, y: Double, width: Double, height: Double, class name: String, title: String? = nil,
    on layer: Layer = .over
  ) {
    let attributes =
      "x=\"\(Self.number(x))\" y=\"\(Self.number(y))\" width=\"\(Self.number(max(0, width)))\" "
      + "height=\"\(Self.number(max(0, height)))\" class=\"\(name)\""
    add(Self.element("rect", attributes, title: title), on: layer)
  }

  /// A straight line.
  mutating func line(
    x1: Double, y1: Double, x2: Double, y2: Double, class name: String, on layer: Layer = .over
  ) {
    let attributes =
      "x1=\"\(Self.number(x1))\" y1=\"\(Self.number(y1))\" x2=\"\(Self.number(x2))\" "
      + "y2=\"\(Self.number(y2))\" class=\"\(name)\""
    add(Self.element("line", attributes, title: nil), on: layer)
  }

  /// The start of a polyline element, before its first point: a long one is written a point at a
  /// time (`point(_:isFirst:)`), then closed (`endPolyline`).
  mutating func startPolyline() {
    write("<polyline points=\"")
  }

  /// One point of the polyline being written.
  mutating func point(_ point: (x: Double, y: Double), isFirst: Bool) {
    guard drawsUpperLayer else { return }
    if !isFirst { write(" ") }
    write(Self.number(point.x))
    write(",")
    write(Self.number(point.y))
  }

  /// The end of the polyline being written, as `polyline` would end it.
  mutating func endPolyline(class name: String, title: String? = nil) {
    guard let title else { return write("\" class=\"\(name)\"/>\n") }
    write("\" class=\"\(name)\"><title>\(XMLText.escaped(title))</title></polyline>\n")
  }

  /// A polyline through `points`.
  mutating func polyline(_ points: [(x: Double, y: Double)], class name: String, title: String? = nil) {
    guard !points.isEmpty else { return }
    add(Self.element("polyline", "points=\"\(Self.pointList(points))\" class=\"\(name)\"", title: title))
  }

  /// A closed shape through `points`, for markers.
  mutating func polygon(_ points: [(x: Double, y: Double)], class name: String, title: String? = nil) {
    add(Self.element("polygon", "points=\"\(Self.pointList(points))\" class=\"\(name)\"", title: title))
  }

  /// `x,y` pairs separated by spaces, written into one text as they come: a finger's path can
  /// have a hundred thousand points.
  private static func pointList(_ points: [(x: Double, y: Double)]) -> String {
    var list = ""
    for (index, point) in points.enumerated() {
      if index > 0 { list += " " }
      list += number(point.x)
      list += ","
      list += number(point.y)
    }
    return list
  }

  /// A circle.
  mutating func circle(x: Double, y: Double, radius: Double, class name: String, title: String? = nil) {
    let attributes =
      "cx=\"\(Self.number(x))\" cy=\"\(Self.number(y))\" r=\"\(Self.number(radius))\" class=\"\(name)\""
    add(Self.element("circle", attributes, title: title))
  }

  /// A line of text; `text` is escaped here.
  mutating func text(
    _ text: String, x: Double, y: Double, class name: String, anchor: Anchor = .start, title: String? = nil
  ) {
    var attributes = "x=\"\(Self.number(x))\" y=\"\(Self.number(y))\" class=\"\(name)\""
    if anchor != .start { attributes += " text-anchor=\"\(anchor.rawValue)\"" }
    let tooltip = title.map { "<title>\(XMLText.escaped($0))</title>" } ?? ""
    add("<text \(attributes)>\(tooltip)\(XMLText.escaped(text))</text>")
  }

  /// The start of the document, `width` by `height`, with `style` as its stylesheet: what comes
  /// before the lower layer.
  static func head(width: Double, height: Double, style: String, title: String) -> String {
    let size = "width=\"\(number(width))\" height=\"\(number(height))\""
    var head = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    head += "<svg xmlns=\"http://www.w3.org/2000/svg\" \(size) "
    head += "viewBox=\"0 0 \(number(width)) \(number(height))\">\n"
    head += "<title>\(XMLText.escaped(title))</title>\n"
    head += "<style>\n\(style)</style>\n"
    head += "<rect width=\"100%\" height=\"100%\" class=\"page\"/>\n"
    return head
  }

  /// The end of the document, after the upper layer.
  static let tail = "</svg>\n"

  /// The whole document of a canvas that keeps both layers, `width` by `height`, with `style` as
  /// its stylesheet.
  func document(width: Double, height: Double, style: String, title: String) -> String {
    let head = Self.head(width: width, height: height, style: style, title: title)
    // Sized once, so that the document does not grow by doubling and briefly take three times its size.
    var text = ""
    text.reserveCapacity(head.utf8.count + under.utf8.count + over.utf8.count + Self.tail.utf8.count)
    text += head
    text += under
    text += over
    text += Self.tail
    return text
  }

  /// A coordinate with one decimal, without a trailing `.0`: `12`, `12.5`, `-3.2`.
  static func number(_ value: Double) -> String {
    let text = NumberText.fixed(value, decimals: 1)
    if text == "-0.0" { return "0" }
    return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
  }

  /// An empty element, or one holding a tooltip when `title` is given.
  private static func element(_ name: String, _ attributes: String, title: String?) -> String {
    guard let title else { return "<\(name) \(attributes)/>" }
    return "<\(name) \(attributes)><title>\(XMLText.escaped(title))</title></\(name)>"
  }
}

extension SVGCanvas {
  /// A path from SVG path data `d`, which holds only numbers and commands.
  mutating func path(_ d: String, class name: String, title: String? = nil) {
    let attributes = "d=\"\(d)\" class=\"\(name)\""
    guard let title else { return add("<path \(attributes)/>") }
    add("<path \(attributes)><title>\(XMLText.escaped(title))</title></path>")
  }
}
