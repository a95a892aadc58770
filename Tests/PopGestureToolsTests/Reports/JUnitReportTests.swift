import Foundation
import PopGesture
import PopGestureFormats
import PopGestureTestSupport
import Testing

@testable import PopGestureTools

/// The JUnit XML report of a check: well-formed, counted, and holding every byte of each diff.
extension ReportsSuite {
  /// The headline check puts before a diff: arrows in and out of the log's words, and markup.
  static let headline =
    "swipe 1 at 0.000 s: popped (a -> <b> through fullscreenPop) → no pop (fullscreenPop failed popDisabled)"

  /// A diff with everything XML cares about: markup, a CDATA end, a CR, a tab and a control byte,
  /// headed by `headline`.
  static let awkwardDiff = """
    \(headline)
    --- Traces/a.verdicts
    +++ Traces/a.verdicts (actual)
    @@ -1,2 +1,2 @@
    -  0.000  touch  <a> & "b" 'c' ]]> \r\tx
    +  0.000  touch  \u{1}

    """

  /// A report with one case of each outcome.
  static var mixed: JUnitReport {
    var report = JUnitReport(name: "popgesture.check")
    report.append(
      .init(name: "Traces/a.json", className: "popgesture.check", outcome: .passed, time: 0.0125))
    report.append(
      .init(
        name: "Traces/b.json", className: "popgesture.check",
        outcome: .failed(
          message: "the verdict log differs from its golden Traces/b.verdicts; \(headline)",
          details: awkwardDiff), time: 1.5))
    report.append(
      .init(
        name: "Traces/c.json", className: "popgesture.check",
        outcome: .error(
          message: "Traces/c.json:2:1: error: unexpected end of input; expected a value",
          details: "Traces/c.json:2:1: error: unexpected end of input; expected a value")))
    return report
  }

  @Test("an empty report is a well-formed suite of no tests")
  func empty() throws {
    let document = try ParsedXML(JUnitReport(name: "popgesture.check").xml)
    let suite = try #require(document.elements(named: "testsuite").first)
    #expect(suite.attributes["tests"] == "0")
    #expect(suite.attributes["failures"] == "0")
    #expect(suite.attributes["errors"] == "0")
    #expect(document.elements(named: "testcase").isEmpty)
  }

  @Test("the suite counts tests, failures and errors, and each case keeps its order and names")
  func counts() throws {
    let report = Self.mixed
    #expect(report.failureCount == 1)
    #expect(report.errorCount == 1)
    let document = try ParsedXML(report.xml)
    for name in ["testsuites", "testsuite"] {
      let element = try #require(document.elements(named: name).first)
      #expect(element.attributes["tests"] == "3")
      #expect(element.attributes["failures"] == "1")
      #expect(element.attributes["errors"] == "1")
    }
    let cases = document.elements(named: "testcase")
    #expect(cases.map { $0.attributes["name"] } == ["Traces/a.json", "Traces/b.json", "Traces/c.json"])
    #expect(cases.allSatisfy { $0.attributes["classname"] == "popgesture.check" })
    #expect(cases.map { $0.attributes["time"] } == ["0.013", "1.500", "0.000"])
  }

  @Test("a suite's time is its cases' together, and it carries only the attributes JUnit readers know")
  func timesAndAttributes() throws {
    let document = try ParsedXML(Self.mixed.xml)
    for name in ["testsuites", "testsuite"] {
      let element = try #require(document.elements(named: name).first)
      #expect(element.attributes["time"] == "1.513")
    }
    let suite = try #require(document.elements(named: "testsuite").first)
    #expect(Set(suite.attributes.keys) == ["name", "tests", "failures", "errors", "skipped", "time"])
    #expect(
      document.elements(named: "testcase").allSatisfy {
        Set($0.attributes.keys) == ["name", "classname", "time"]
      })
    #expect(JUnitReport.seconds(-0.5) == "0.000")
    #expect(JUnitReport.seconds(.nan) == "0.000")
  }

  @Test("a failure holds its message and its whole headline and diff, and an error its diagnostic")
  func failureContent() throws {
    let document = try ParsedXML(Self.mixed.xml)
    let failure = try #require(document.elements(named: "failure").first)
    #expect(
      failure.attributes["message"]
        == "the verdict log differs from its golden Traces/b.verdicts; \(Self.headline)")
    // Characters XML 1.0 cannot carry come back as U+FFFD; everything else comes back as it was.
    #expect(failure.text == Self.awkwardDiff.replacingOccurrences(of: "\u{1}", with: "\u{FFFD}"))
    let error = try #require(document.elements(named: "error").first)
    #expect(
      error.attributes["message"] == "Traces/c.json:2:1: error: unexpected end of input; expected a value")
    #expect(error.text == "Traces/c.json:2:1: error: unexpected end of input; expected a value")
  }

  @Test("names and messages with markup, quotes and newlines are escaped in attributes")
  func attributeEscaping() throws {
    var report = JUnitReport(name: #"a "suite" & <more>"#)
    let name = #"Traces/it's <odd> & "quoted".json"#
    report.append(
      .init(
        name: name, className: "popgesture.check", outcome: .failed(message: "two\nlines\ttab", details: "")))
    let document = try ParsedXML(report.xml)
    #expect(document.elements(named: "testsuite").first?.attributes["name"] == #"a "suite" & <more>"#)
    #expect(document.elements(named: "testcase").first?.attributes["name"] == name)
    #expect(document.elements(named: "failure").first?.attributes["message"] == "two\nlines\ttab")
  }

  @Test("the report has no timestamps or host names, so the same cases write the same bytes")
  func deterministic() {
    let xml = Self.mixed.xml
    #expect(xml == Self.mixed.xml)
    for word in ["timestamp", "hostname"] {
      #expect(!xml.contains(" \(word)=\""))
    }
  }
}
