import PopGesture
import PopGestureFormats

/// The audit as one self-contained HTML page: an overview of every screen on every system, then a
/// section per screen with its maps, findings and typical swipes.
///
/// The page needs nothing from the network, reads the same with scripts off (a small inline
/// script only makes the overview sortable), follows the reader's light or dark scheme, and is
/// well-formed XML as well as HTML, so an XML parser can check it. It is written in three parts so
/// that a caller writes each screen's section as soon as that screen is audited and keeps no
/// screen's panels longer: `head`, one `section` per screen in the overview's order, then `tail`.
/// The same input gives the same bytes.
public enum AuditPage {
  /// Everything before the first screen's section: doctype, head with the style, heading and
  /// the overview table, one row per screen in the order given and one column per system. A
  /// screen's file is its section's id (`anchor(for:)`), so each file comes once.
  public static func head(of audits: [ScreenAudit], systems: [AuditSystem], title: String) -> String {
    var page = """
      <!DOCTYPE html>
      <html xmlns="http://www.w3.org/1999/xhtml" lang="en">
      <head>
      <meta charset="utf-8"/>
      <meta name="viewport" content="width=device-width, initial-scale=1"/>
      <meta name="color-scheme" content="light dark"/>
      <title>\(text(title))</title>
      <style>
      \(style)\(mapStyle)</style>
      </head>
      <body>
      <header>
      <h1>\(text(title))</h1>
      <p class="intro">\(intro(screens: audits.count, systems: systems.count, grid: grid(of: audits)))</p>
      </header>
      <main>
      <section id="overview">
      <h2>Overview</h2>

      """
    page += legend
    page += "<div class=\"scroll\">\n<table id=\"overview-table\" class=\"overview\">\n<thead>\n<tr>"
    page +=
      "<th scope=\"col\" class=\"number\">#</th><th scope=\"col\">file</th><th scope=\"col\">screen</th>"
    for system in systems {
      page += "<th scope=\"col\" class=\"system\">\(text(system.description))</th>"
    }
    page += "</tr>\n</thead>\n<tbody>\n"
    for (index, audit) in audits.enumerated() {
      page += row(of: audit, index: index, systems: systems)
    }
    page += "</tbody>\n</table>\n</div>\n</section>\n"
    return page
  }

  /// One screen's section: its file, screen, library and notes, its maps, its findings, and each
  /// system's middle and edge swipe with `explain`'s account of them.
  public static func section(of screen: Auditor.Screen) -> String {
    let audit = screen.audit
    var page = "<section class=\"audit\" id=\"\(anchor(for: audit.file))\">\n"
    page += "<h2 class=\"file\">\(text(audit.file))</h2>\n<dl class=\"facts\">\n"
    page += "<dt>screen</dt><dd>\(audit.screen.map(text) ?? "<i>no screen</i>")</dd>\n"
    if let name = audit.name { page += "<dt>trace</dt><dd>\(text(name))</dd>\n" }
    page += "<dt>library</dt><dd>\(text(audit.library.rawValue))</dd>\n</dl>\n"
    if !audit.notes.isEmpty {
      page += "<div class=\"notes\">\n<h3>Notes</h3>\n<ul>\n"
      for note in audit.notes { page += "<li>\(text(note))</li>\n" }
      page += "</ul>\n</div>\n"
    }
    if !screen.panels.isEmpty {
      page += "<figure class=\"maps\">\n\(embedded(MapPlot.svg(screen.panels, map: screen.map)))</figure>\n"
    }
    page += findings(of: audit)
    page += swipes(of: audit)
    page += "<p class=\"back\"><a href=\"#overview\">back to the overview</a></p>\n</section>\n"
    return page
  }

  /// Everything after the last section: the script that sorts the overview, and the closing tags.
  public static let tail = "</main>\n<script>\n\(script)</script>\n</body>\n</html>\n"

  /// The id of the section of the screen read from `file`: `screen-` then the file's UTF-8 bytes,
  /// letters, digits, `-` and `.` as they are and every other byte as `_` and two hex digits, so
  /// that two files never share an id and every id is a valid one.
  static func anchor(for file: String) -> String {
    var id = "screen-"
    let hex = Array("0123456789ABCDEF")
    for byte in file.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."):
        id.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        id += "_"
        id.append(hex[Int(byte >> 4)])
        id.append(hex[Int(byte & 0xF)])
      }
    }
    return id
  }

  // MARK: - Text

  /// Text from a trace, a file name or a command line, made printable and escaped for the page.
  static func text(_ raw: String) -> String {
    XMLText.escaped(PrintableText.escaped(raw))
  }

  /// An outcome from the log (`popped a -> b through fullscreenPop at 0.458`), escaped, whose
  /// arrows a line never breaks inside.
  static func outcome(_ raw: String) -> String {
    text(raw).replacing("-&gt;", with: "<span class=\"arrow\">-&gt;</span>")
  }

  /// Text already made printable (the audit's messages, `explain`'s lines), escaped for the page.
  static func printed(_ printable: String) -> String {
    XMLText.escaped(printable)
  }

  // MARK: - Overview

  /// The cells' size, when every result of `audits` has the same.
  private static func grid(of audits: [ScreenAudit]) -> Double? {
    let grids = audits.flatMap { $0.results.map(\.grid) }
    guard let grid = grids.first, grids.allSatisfy({ $0 == grid }) else { return nil }
    return grid
  }

  /// The paragraph that says what a cell means; `grid` is the cells' size, when all have one.
  private static func intro(screens: Int, systems: Int, grid: Double?) -> String {
    "\(screens) \(screens == 1 ? "screen" : "screens") on \(systems) \(systems == 1 ? "system" : "systems"). "
      + "A row is a screen, a column a system: a library on an iOS version, where "
      + "<code>\(AuditSystem.appWord)</code> is the screen's own library. A cell gives the share of the "
      + "screen a back swipe pops from, swiped from every "
      + (grid.map { "\(NumberText.plain($0)) pt cell of it" } ?? "cell of a grid over it") + "; then "
      + "<b>M</b> and <b>E</b>: whether a swipe from the middle of the screen and from its back edge "
      + "popped (\(yes)) or not (\(no)); then the findings on that system. Each cell links to its "
      + "screen's section, with the maps, the findings and their fixes, and why each typical swipe did "
      + "what it did. With scripts on, a column's heading sorts the table by it."
  }

  /// The mark of a swipe that popped, and of one that did not.
  static let yes = "\u{2713}"
  static let no = "\u{2717}"

  /// The shades of the overview's cells, by share, with their words.
  static let shades: [(level: Int, label: String)] = [
    (0, "0 %"), (1, "under 25 %"), (2, "25\u{2013}49 %"), (3, "50\u{2013}74 %"), (4, "75\u{2013}99 %"),
    (5, "100 %"),
  ]

  /// The shade of a cell that pops from `share` of its screen: 0 for none, 5 for all, and 1 to 4
  /// by quarters between; the percentage in the cell says the same in words.
  static func shade(_ share: Double) -> Int {
    switch share {
    case ...0: 0
    case ..<0.25: 1
    case ..<0.5: 2
    case ..<0.75: 3
    case ..<1: 4
    default: 5
    }
  }

  /// The key to the overview's shades.
  private static var legend: String {
    var text = "<p class=\"shades\">Share of the screen a back swipe pops from:"
    for shade in shades {
      text += " <span class=\"shade share\(shade.level)\">\(printed(shade.label))</span>"
    }
    return text + "</p>\n"
  }

  /// One screen's row of the overview: its number in file order, its file and screen, then a
  /// cell per system.
  private static func row(of audit: ScreenAudit, index: Int, systems: [AuditSystem]) -> String {
    let link = "#" + anchor(for: audit.file)
    var row = "<tr data-order=\"\(index)\"><td class=\"number\" data-sort=\"\(index)\">\(index + 1)</td>"
    row += "<th scope=\"row\" class=\"file\"><a href=\"\(link)\">\(text(audit.file))</a></th>"
    row += "<td class=\"screen\">\(audit.screen.map(text) ?? "")</td>"
    for system in systems {
      guard let result = audit.results.first(where: { $0.system == system }) else {
        row += "<td class=\"result missing\" data-sort=\"-1\">not audited</td>"
        continue
      }
      let findings = audit.findings.filter { $0.systems.contains(system) }.count
      row +=
        "<td class=\"result share\(shade(result.share))\" data-sort=\"\(NumberText.fraction(result.share))\">"
      row += "<a href=\"\(link)\"><span class=\"percent\">\(MapFormat.percent(result.share))</span> "
      row +=
        "<span class=\"swipes\">\(mark("M", "middle", result.middle)) \(mark("E", "edge", result.edge))</span> "
      row += "<span class=\"count\">\(findings == 0 ? "no" : "\(findings)") "
      row += "\(findings == 1 ? "finding" : "findings")</span></a></td>"
    }
    return row + "</tr>\n"
  }

  /// `M ✓` for a middle swipe that popped, with its words as the tooltip.
  private static func mark(_ letter: String, _ place: String, _ swipe: ScreenAudit.Swipe?) -> String {
    guard let swipe else {
      return
        "<span class=\"mark\" title=\"no \(place) swipe: the map has no cells\">\(letter) \u{2013}</span>"
    }
    let words = swipe.popped ? "pops" : "does not pop"
    return "<span class=\"mark \(swipe.popped ? "pops" : "stays")\" title=\"the \(place) swipe \(words)\">"
      + "\(letter) \(swipe.popped ? yes : no)</span>"
  }

  // MARK: - Sections

  /// The map's SVG as an element of the page: without its XML declaration, and without its
  /// stylesheet, which the page carries once (`mapStyle`), since a stylesheet inside an inline
  /// SVG applies to the whole page. The map's picture uses classes and no ids, so pictures of
  /// different screens cannot clash.
  static func embedded(_ svg: String) -> String {
    var element = Substring(svg)
    if element.hasPrefix("<?xml"), let end = element.firstRange(of: "?>\n") {
      element = element[end.upperBound...]
    }
    guard let open = element.firstRange(of: "<style>"), let close = element.firstRange(of: "</style>\n")
    else { return String(element) }
    return String(element[..<open.lowerBound]) + String(element[close.upperBound...])
  }

  /// The findings as a list, each with its kind, systems, message and fix.
  private static func findings(of audit: ScreenAudit) -> String {
    guard !audit.findings.isEmpty else { return "<h3>Findings</h3>\n<p class=\"none\">No findings.</p>\n" }
    var list = "<h3>Findings</h3>\n<ol class=\"findings\">\n"
    for finding in audit.findings {
      list +=
        "<li><span class=\"kind \(finding.subject.kind.rawValue)\">\(finding.subject.kind.rawValue)</span> "
      list +=
        "<span class=\"on\">on \(text(finding.systems.map(\.description).joined(separator: ", ")))</span>"
      list += "<p class=\"message\">\(printed(finding.message))</p>"
      if let fix = finding.fix {
        list += "<p class=\"fix\"><span class=\"label\">fix</span> \(text(fix.change)) \u{2192} "
        list += "<span class=\"outcome\">\(outcome(fix.outcome))</span></p>"
      } else if finding.subject.kind != .pitfall {
        list += "<p class=\"fix none\"><span class=\"label\">fix</span> no single change found</p>"
      }
      list += "</li>\n"
    }
    return list + "</ol>\n"
  }

  /// Each system's middle and edge swipe: where it started, what it did, and `explain`'s lines,
  /// folded.
  private static func swipes(of audit: ScreenAudit) -> String {
    var page = "<h3>Typical swipes</h3>\n<div class=\"systems\">\n"
    for result in audit.results {
      page += "<div class=\"system\">\n<h4>\(text(result.system.description)) "
      page +=
        "<span class=\"resolved\">\(text(result.resolved.policy.rawValue)) on iOS \(result.resolved.ios), "
      page += "pops from \(MapFormat.percent(result.share))</span></h4>\n"
      page += swipe(result.middle, place: "middle")
      page += swipe(result.edge, place: "edge")
      page += "</div>\n"
    }
    return page + "</div>\n"
  }

  /// One typical swipe, its explanation folded under its outcome.
  private static func swipe(_ swipe: ScreenAudit.Swipe?, place: String) -> String {
    guard let swipe else { return "<p class=\"typical\">No \(place) swipe: the map has no cells.</p>\n" }
    let start = "(\(NumberText.points(swipe.start.x)), \(NumberText.points(swipe.start.y)))"
    let verdict =
      "<span class=\"mark \(swipe.popped ? "pops" : "stays")\">"
      + "\(swipe.popped ? yes : no) \(swipe.popped ? "pops" : "does not pop")</span>"
    let summary =
      "\(place) swipe from \(start): \(verdict) <span class=\"outcome\">\(outcome(swipe.summary))</span>"
    guard !swipe.explanation.isEmpty else { return "<p class=\"typical\">\(summary)</p>\n" }
    let lines = swipe.explanation.map { XMLText.escaped($0, keepsNewlines: true) }.joined(separator: "\n")
    return "<details class=\"typical\"><summary>\(summary)</summary><pre>\(lines)</pre></details>\n"
  }
}
