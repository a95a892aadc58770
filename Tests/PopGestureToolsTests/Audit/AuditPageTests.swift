import PopGestureFormats
import PopGestureTestSupport
import Testing

@testable import PopGesture
@testable import PopGestureTools

/// The audit's page: one self-contained, well-formed file whose overview links to every screen.
extension AuditSuite {
  /// The sample app's screens, a trace, and a screen whose file name, ids, trace name and notes
  /// carry markup and a control character, on the default systems: the page parses as XML; it
  /// loads nothing; every screen has its section, with its maps, under an id of its own; every
  /// overview cell links to one; file names read back as written; and the same audits give the
  /// same bytes.
  @Test("the audit's page is well-formed and its overview links every cell to a screen's section")
  func auditPageIsWellFormed() throws {
    let auditor = Auditor(grid: 48)
    var forged = try ForgedText.trace("\u{1}")
    forged.navigation.notes = ["a <note> & \"its\" 'quotes'\u{7}"]
    let odd = "Traces/<odd> & \"it's\"\n.json"
    // The sample app, a trace, and a screen whose every name is odd.
    let screens =
      try Self.appScreens.map { try auditor.audit(try Self.screen($0), file: $0, threads: 2) } + [
        try auditor.audit(
          RepositoryTraces.decode("Traces/checkout-with-pager-slider-and-form-pops-through-content-pop.json"),
          file: "Traces/checkout-with-pager-slider-and-form-pops-through-content-pop.json", threads: 2),
        try auditor.audit(forged, file: odd, threads: 2),
      ]
    #expect(screens.count == Self.appScreens.count + 2)
    func page() -> String {
      AuditPage.head(of: screens.map(\.audit), systems: auditor.systems, title: "audit <&>")
        + screens.map(AuditPage.section(of:)).joined() + AuditPage.tail
    }
    let text = page()
    #expect(text == page())
    let xml = try ParsedXML(text)

    let ids = xml.elements.compactMap { $0.attributes["id"] }
    #expect(Set(ids).count == ids.count, "ids are unique")
    let sections = xml.elements(named: "section").filter { $0.attributes["class"] == "audit" }
    #expect(
      sections.compactMap { $0.attributes["id"] } == screens.map { AuditPage.anchor(for: $0.audit.file) })
    #expect(xml.elements(named: "svg").count == screens.count)
    #expect(
      xml.elements(named: "h2").filter { $0.attributes["class"] == "file" }.map(\.text)
        == screens.map { PrintableText.escaped($0.audit.file) })
    #expect(xml.elements(named: "li").contains { $0.text == "a <note> & \"its\" 'quotes'\\u0007" })

    let cells = xml.elements(named: "td").filter { $0.attributes["class"]?.hasPrefix("result share") == true }
    #expect(cells.count == screens.count * auditor.systems.count)
    let links = xml.elements(named: "a").compactMap { $0.attributes["href"] }
    #expect(links.allSatisfy { $0.hasPrefix("#") && ids.contains(String($0.dropFirst())) })
    for screen in screens {
      // The file's link and one per system.
      let link = "#" + AuditPage.anchor(for: screen.audit.file)
      #expect(links.filter { $0 == link }.count == 1 + auditor.systems.count)
    }
    #expect(xml.elements.allSatisfy { $0.attributes["src"] == nil && $0.name != "link" }, "loads nothing")

    let anchors = ["a b.json", "a_b.json", "a_20b.json", "a/b.json", "\u{1}", "é", ""].map(AuditPage.anchor)
    #expect(Set(anchors).count == anchors.count)
    #expect(anchors.allSatisfy { $0.utf8.allSatisfy { $0 > 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "#") } })
  }
}
