// A stand-in of the few declarations of Apple's XCTest that PopGestureTesting uses beyond what
// the Linux XCTest has: attachments and activities. `.ci/typecheck-xctest` builds it as a module
// named XCTest, found before the toolchain's own, and type-checks the testing library against it
// with POPGESTURE_XCTEST_STANDIN set. Shapes follow Apple's declarations (names, labels,
// optionality, main-actor isolation); nothing here runs.

@_exported import Foundation

// swift-format-ignore: AlwaysUseLowerCamelCase
/// A failure of the running test, as XCTest records it (and so named as XCTest names it).
public func XCTFail(_ message: String = "", file: StaticString = #filePath, line: UInt = #line) {}

/// A named part of a test's run, which attachments are added to.
@MainActor
public protocol XCTActivity: NSObjectProtocol {
  /// The activity's name, as the test report shows it.
  var name: String { get }
  /// Adds `attachment` to the activity.
  func add(_ attachment: XCTAttachment)
}

/// Where a test makes activities.
open class XCTContext: NSObject {
  /// Runs `block` in a new activity called `name`; on the main thread only.
  @MainActor
  public class func runActivity<Result>(
    named name: String, block: @MainActor (any XCTActivity) throws -> Result
  ) rethrows -> Result {
    fatalError("a stand-in; nothing here runs")
  }
}

/// Data kept with a test's result.
open class XCTAttachment: NSObject {
  /// Whether the attachment is kept when the test passes.
  public enum Lifetime: Int, Sendable {
    case keepAlways = 0
    case deleteOnSuccess = 1
  }

  /// The attachment's name, as the test report shows it.
  open var name: String?
  /// Whether the attachment is kept when the test passes.
  open var lifetime: Lifetime = .deleteOnSuccess

  /// An attachment of `string`, as UTF-8 text.
  public convenience init(string: String) {
    self.init()
  }
}
