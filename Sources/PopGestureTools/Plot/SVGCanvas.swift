import PopGesture
import PopGestureFormats

/// SVG elements collected in drawing order, with coordinates written the same way on every platform.
///
/// Two layers: grid lines and shading go under everything else, whenever they are added. Each
/// layer is one growing text, one element a line, so that a plot of a long recording holds its
/// elements once and not also as a hundred thousand separate strings.
struct SVGCanvas {
  /// Which layer an element goes on.
  enum Layer {
    case under, over
  }

  /// How text lines up with its x.
  enum Anchor: String {
    case start, middle, end
  }

  private var under = ""
  private var over = ""

  /// Adds a raw element, already escaped.
  mutating func add(_ element: String, on layer: Layer = .over) {
    switch layer {
    case .under:
      under += element
      under += "\n"
    case .over:
      over += element
      over += "\n"
    }
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

  /// The whole document, `width` by `height`, with `style` as its stylesheet.
  func document(width: Double, height: Double, style: String, title: String) -> String {
    let size = "width=\"\(Self.number(width))\" height=\"\(Self.number(height))\""
    var head = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    head += "<svg xmlns=\"http://www.w3.org/2000/svg\" \(size) "
    head += "viewBox=\"0 0 \(Self.number(width)) \(Self.number(height))\">\n"
    head += "<title>\(XMLText.escaped(title))</title>\n"
    head += "<style>\n\(style)</style>\n"
    head += "<rect width=\"100%\" height=\"100%\" class=\"page\"/>\n"
    let tail = "</svg>\n"
    // Sized once, so that the document does not grow by doubling and briefly take three times its size.
    var text = ""
    text.reserveCapacity(head.utf8.count + under.utf8.count + over.utf8.count + tail.utf8.count)
    text += head
    text += under
    text += over
    text += tail
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
