import PopGesture
import PopGestureFormats

/// A JUnit XML report of a check, for CI systems that show test results: one test case per golden,
/// in the order they were checked.
///
/// The report carries no times or host names, so the same check always writes the same bytes.
package struct JUnitReport: Sendable, Equatable {
  /// What became of one test case.
  package enum Outcome: Sendable, Equatable {
    case passed
    /// The output differs from the golden, or there is no golden: a one-line `message` and the
    /// `details` (a unified diff, or how to record the golden).
    case failed(message: String, details: String)
    /// The check could not run, as when the trace is invalid or unreadable.
    case error(message: String, details: String)
  }

  /// One checked golden, or one input that could not be checked.
  package struct TestCase: Sendable, Equatable {
    package var name: String
    package var className: String
    /// The golden the case compared with, when there is one.
    package var file: String?
    package var outcome: Outcome

    /// A case called `name` in class `className`, with the golden `file` it compared with.
    package init(name: String, className: String, file: String? = nil, outcome: Outcome) {
      self.name = name
      self.className = className
      self.file = file
      self.outcome = outcome
    }
  }

  /// The name of the one test suite.
  package var name: String
  package private(set) var testCases: [TestCase] = []

  /// An empty report whose suite is called `name`.
  package init(name: String) {
    self.name = name
  }

  /// Adds a test case after those already there.
  package mutating func append(_ testCase: TestCase) {
    testCases.append(testCase)
  }

  /// How many cases failed.
  package var failureCount: Int {
    testCases.count { if case .failed = $0.outcome { true } else { false } }
  }

  /// How many cases could not run.
  package var errorCount: Int {
    testCases.count { if case .error = $0.outcome { true } else { false } }
  }

  /// The report as an XML document, ending in a newline.
  package var xml: String {
    let counts =
      "tests=\"\(testCases.count)\" failures=\"\(failureCount)\" errors=\"\(errorCount)\""
    var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    text += "<testsuites name=\"\(XMLText.escaped(name))\" \(counts)>\n"
    text += "  <testsuite name=\"\(XMLText.escaped(name))\" \(counts) skipped=\"0\">\n"
    for testCase in testCases {
      var attributes =
        "name=\"\(XMLText.escaped(testCase.name))\" classname=\"\(XMLText.escaped(testCase.className))\""
      if let file = testCase.file { attributes += " file=\"\(XMLText.escaped(file))\"" }
      switch testCase.outcome {
      case .passed:
        text += "    <testcase \(attributes)/>\n"
      case .failed(let message, let details):
        text += "    <testcase \(attributes)>\n"
        text += Self.element("failure", message: message, details: details)
        text += "    </testcase>\n"
      case .error(let message, let details):
        text += "    <testcase \(attributes)>\n"
        text += Self.element("error", message: message, details: details)
        text += "    </testcase>\n"
      }
    }
    text += "  </testsuite>\n</testsuites>\n"
    return text
  }

  /// A `<failure>` or `<error>` line with its message attribute and its details as content.
  private static func element(_ name: String, message: String, details: String) -> String {
    "      <\(name) message=\"\(XMLText.escaped(message))\">"
      + XMLText.escaped(details, keepsNewlines: true) + "</\(name)>\n"
  }
}
