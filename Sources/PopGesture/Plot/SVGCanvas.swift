/// SVG elements collected in drawing order, with coordinates written the same way on every platform.
///
/// Two layers: grid lines and shading go under everything else, whenever they are added.
struct SVGCanvas {
  /// Which layer an element goes on.
  enum Layer {
    case under, over
  }

  /// How text lines up with its x.
  enum Anchor: String {
    case start, middle, end
  }

  private var under: [String] = []
  private var over: [String] = []

  /// Adds a raw element, already escaped.
  mutating func add(_ element: String, on layer: Layer = .over) {
    switch layer {
    case .under: under.append(element)
    case .over: over.append(element)
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
    let list = points.map { "\(Self.number($0.x)),\(Self.number($0.y))" }.joined(separator: " ")
    add(Self.element("polyline", "points=\"\(list)\" class=\"\(name)\"", title: title))
  }

  /// A closed shape through `points`, for markers.
  mutating func polygon(_ points: [(x: Double, y: Double)], class name: String, title: String? = nil) {
    let list = points.map { "\(Self.number($0.x)),\(Self.number($0.y))" }.joined(separator: " ")
    add(Self.element("polygon", "points=\"\(list)\" class=\"\(name)\"", title: title))
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
    var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    text += "<svg xmlns=\"http://www.w3.org/2000/svg\" \(size) "
    text += "viewBox=\"0 0 \(Self.number(width)) \(Self.number(height))\">\n"
    text += "<title>\(XMLText.escaped(title))</title>\n"
    text += "<style>\n\(style)</style>\n"
    text += "<rect width=\"100%\" height=\"100%\" class=\"page\"/>\n"
    for element in under + over {
      text += element + "\n"
    }
    text += "</svg>\n"
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
