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

  /// Attaches `text`, the log an assertion got, to the current Swift Testing test as the file
  /// `name`, where the toolchain has attachments (Swift 6.2); elsewhere, and in XCTest, the saved
  /// actual log (`ActualLog`) stands in.
  static func attach(_ text: String, named name: String) {
    #if canImport(Testing) && compiler(>=6.2)
      if Test.current != nil {
        Attachment.record(text, named: name)
      }
    #endif
  }

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
