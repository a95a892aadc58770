import PopGesture
import PopGestureFormats

extension TimelinePlot {
  /// What a legend entry's swatch looks like.
  enum Swatch {
    case line(String)
    case dashed(String)
    case band(String)
    case dot(String)
    case square(String)
    case cross(String)
    case diamond(String)
  }

  /// The legend entries: the fingers of this trace, then the marks every plot uses, then those
  /// only some traces need.
  var legendEntries: [(swatch: Swatch, text: String)] {
    var entries: [(Swatch, String)] = []
    for touch in timeline.fingers.sorted() {
      entries.append((.line(Self.fingerClass(touch)), "finger \(touch)"))
    }
    entries += [
      (.dot("touch"), "down"), (.dot("lift"), "up"), (.line("progress"), "progress"),
      (.dashed("settle"), "settling"), (.diamond("finish mark"), "release: finish"),
      (.diamond("cancel mark"), "release: cancel"), (.band("band interactive"), "interactive transition"),
      (.band("band possible"), "possible"), (.band("band waiting"), "waiting"),
      (.band("band recognizing"), "began/changed"), (.dot("began mark"), "began"),
      (.square("ended mark"), "ended"), (.cross("failed cross"), "failed/cancelled"),
      (.band("band shown"), "bar shown"), (.band("band hidden"), "bar hidden"),
    ]
    if timeline.transitions.contains(where: { !$0.isInteractive }) {
      entries.insert((.band("band animated"), "animated transition"), at: entries.count - 8)
    }
    if timeline.actionMoments.contains(where: { $0.kind == .action || $0.kind == .ignoredAction }) {
      entries.append((.diamond("action mark"), "action"))
    }
    if !timeline.sliderLanes.isEmpty {
      entries.append((.band("band tracking"), "slider tracking"))
    }
    return entries
  }

  /// The legend, in rows that fit the width.
  mutating func drawLegend() {
    var x = Self.margin
    y += 4
    for (swatch, text) in legendEntries {
      let width = 22 + Self.textWidth(text) + 16
      if x + width > Self.width - Self.margin {
        x = Self.margin
        y += 18
      }
      drawSwatch(swatch, x: x, y: y - 4)
      canvas.text(text, x: x + 22, y: y, class: "legend")
      x += width
    }
    y += 18
  }

  /// One legend swatch, 16 wide, centred on `y`.
  private mutating func drawSwatch(_ swatch: Swatch, x: Double, y: Double) {
    switch swatch {
    case .line(let name):
      canvas.line(x1: x, y1: y, x2: x + 16, y2: y, class: "\(name) path")
    case .dashed(let name):
      canvas.line(x1: x, y1: y, x2: x + 16, y2: y, class: name)
    case .band(let name):
      canvas.rect(x: x, y: y - 5, width: 16, height: 10, class: name)
    case .dot(let name):
      canvas.circle(x: x + 8, y: y, radius: 4, class: name)
    case .square(let name):
      canvas.rect(x: x + 4.5, y: y - 3.5, width: 7, height: 7, class: name)
    case .cross(let name):
      drawCross(x: x + 8, y: y, size: 4, class: name, title: nil)
    case .diamond(let name):
      drawDiamond(x: x + 8, y: y, size: 5, class: name, title: nil)
    }
  }
}
