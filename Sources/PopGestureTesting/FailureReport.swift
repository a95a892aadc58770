import Foundation
import PopGestureFormats
import PopGestureTools

#if canImport(Testing)
  import Testing
#endif
#if canImport(XCTest)
  import XCTest
#endif

/// Where an assertion was called from, as the caller's `#fileID`, `#filePath`, `#line` and
/// `#column` give it.
struct CallerLocation {
  var fileID: String
  var filePath: StaticString
  var line: UInt
  var column: UInt

  /// The folder of the calling file.
  var folder: String {
    let path = "\(filePath)"
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return String(path[..<slash])
  }

  /// The calling file's name without its extension: `ReplayTests` for `ReplayTests.swift`.
  var fileName: String {
    let path = "\(filePath)"
    let name = path[(path.lastIndex(of: "/").map(path.index(after:)) ?? path.startIndex)...]
    return String(name.hasSuffix(".swift") ? name.dropLast(6) : name)
  }

  /// `path` as given when absolute, else found from the calling file's folder.
  func resolve(_ path: String) -> String {
    path.hasPrefix("/") ? path : folder + "/" + path
  }
}

/// Records a failed assertion at the caller's location in the framework running the test: an
/// issue of Swift Testing inside a Swift Testing test, else an XCTest failure.
enum FailureReport {
  static func record(_ message: String, at location: CallerLocation) {
    #if canImport(Testing)
      if Test.current != nil {
        recordIssue(message, at: location)
        return
      }
    #endif
    #if canImport(XCTest)
      XCTFail(message, file: location.filePath, line: location.line)
    #elseif canImport(Testing)
      recordIssue(message, at: location)
    #else
      assertionFailure(message)
    #endif
  }

  /// Attaches `text`, the log an assertion got, to the test as the file `name`: to the current
  /// Swift Testing test where the toolchain has attachments (Swift 6.2), else to the running XCTest
  /// test where XCTest has them (Apple's, not the Linux one). Where neither can, the saved actual
  /// log (`ActualLog`) stands in.
  static func attach(_ text: String, named name: String) {
    #if canImport(Testing) && compiler(>=6.2)
      if Test.current != nil {
        Attachment.record(text, named: name)
        return
      }
    #endif
    #if canImport(XCTest) && (canImport(ObjectiveC) || POPGESTURE_XCTEST_STANDIN)
      attachToXCTest(text, named: name)
    #endif
  }

  #if canImport(XCTest) && (canImport(ObjectiveC) || POPGESTURE_XCTEST_STANDIN)
    /// Attaches `text` to the running XCTest test, in an activity of its own, kept whether the
    /// test passes or not. XCTest makes activities on the main thread, where it runs its tests; an
    /// assertion made on another thread attaches nothing.
    ///
    /// Type-checked on Linux against a stand-in of these XCTest declarations
    /// (`Tests/XCTestStandIn`, `.ci/typecheck-xctest`); never run against Apple's XCTest here.
    private static func attachToXCTest(_ text: String, named name: String) {
      guard Thread.isMainThread else { return }
      MainActor.assumeIsolated {
        XCTContext.runActivity(named: "popgesture: the log the assertion got, \(name)") { activity in
          let attachment = XCTAttachment(string: text)
          attachment.name = name
          attachment.lifetime = .keepAlways
          activity.add(attachment)
        }
      }
    }
  #endif

  #if canImport(Testing)
    /// Records `message` as an issue of the current Swift Testing test, at the caller's location.
    private static func recordIssue(_ message: String, at location: CallerLocation) {
      Issue.record(
        Comment(rawValue: message),
        sourceLocation: Testing.SourceLocation(
          fileID: location.fileID, filePath: "\(location.filePath)", line: Int(location.line),
          column: Int(location.column)))
    }
  #endif
}
