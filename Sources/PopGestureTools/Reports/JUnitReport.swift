import PopGesture
import PopGestureFormats

/// A JUnit XML report of a check, for CI systems that show test results: one test case per golden,
/// in the order they were checked.
///
/// It holds only what Jenkins's and GitLab's readers know: suites with their counts and `time`,
/// cases with `name`, `classname` and `time`, and `failure` and `error` elements with a `message`.
/// The times, in seconds to the millisecond, are the only part that changes from run to run; there
/// are no host names or timestamps.
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
    package var outcome: Outcome
    /// How long the case took, in seconds.
    package var time: Double

    /// A case called `name` in class `className` that took `time` seconds.
    package init(name: String, className: String, outcome: Outcome, time: Double = 0) {
      self.name = name
      self.className = className
      self.outcome = outcome
      self.time = time
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

  /// How long all the cases took, in seconds.
  package var time: Double {
    testCases.reduce(0) { $0 + $1.time }
  }

  /// The report as an XML document, ending in a newline.
  package var xml: String {
    let counts =
      "tests=\"\(testCases.count)\" failures=\"\(failureCount)\" errors=\"\(errorCount)\" "
      + "time=\"\(Self.seconds(time))\""
    var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    text += "<testsuites name=\"\(XMLText.escaped(name))\" \(counts)>\n"
    text += "  <testsuite name=\"\(XMLText.escaped(name))\" \(counts) skipped=\"0\">\n"
    for testCase in testCases {
      let attributes =
        "name=\"\(XMLText.escaped(testCase.name))\" classname=\"\(XMLText.escaped(testCase.className))\" "
        + "time=\"\(Self.seconds(testCase.time))\""
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

  /// `seconds` as JUnit writes a time: to the millisecond, whatever the locale, never negative.
  static func seconds(_ seconds: Double) -> String {
    NumberText.fixed(seconds.isFinite ? max(0, seconds) : 0, decimals: 3)
  }

  /// A `<failure>` or `<error>` line with its message attribute and its details as content.
  private static func element(_ name: String, message: String, details: String) -> String {
    "      <\(name) message=\"\(XMLText.escaped(message))\">"
      + XMLText.escaped(details, keepsNewlines: true) + "</\(name)>\n"
  }
}
