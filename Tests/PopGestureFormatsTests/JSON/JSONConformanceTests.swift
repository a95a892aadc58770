import Foundation
import PopGestureTestSupport
import Testing

@testable import PopGesture
@testable import PopGestureFormats

/// The JSONTestSuite `test_parsing` corpus, listed once when the tests load.
///
/// It lives outside the suite type because a suite trait cannot refer to the type it is attached to.
private enum Corpus {
  /// The `test_parsing` folder, found from this file's path: up from `Tests/PopGestureTests/JSON/` to
  /// `Tests`, then to `Fixtures/JSONTestSuite/test_parsing` (a copy of the MIT-licensed suite, with
  /// its licence beside it).
  static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // Tests/PopGestureTests/JSON
    .deletingLastPathComponent()  // Tests/PopGestureTests
    .deletingLastPathComponent()  // Tests
    .appendingPathComponent("Fixtures/JSONTestSuite/test_parsing", isDirectory: true)

  /// The names of the corpus's `.json` files, listed once when the suite loads; empty without the corpus.
  static let fileNames: [String] =
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
    .filter { $0.hasSuffix(".json") }
    .sorted()

  /// Files every JSON parser must accept.
  static let mustAccept = fileNames.filter { $0.hasPrefix("y_") }

  /// Files every JSON parser must reject.
  static let mustReject = fileNames.filter { $0.hasPrefix("n_") }

  /// Files a parser may accept or reject.
  static let implementationDefined = fileNames.filter { $0.hasPrefix("i_") }

  /// Reads one corpus file's bytes.
  static func contents(of name: String) throws -> [UInt8] {
    [UInt8](try Data(contentsOf: folder.appendingPathComponent(name)))
  }
}

/// Runs the JSONTestSuite `test_parsing` corpus: `y_` files must parse, `n_` files must fail with a
/// location, and `i_` files (where RFC 8259 leaves the choice to the parser) must not crash.
extension JSONSuite {
  /// Checks that the corpus was found and holds files of every category, so that an empty listing cannot
  /// make the parameterized tests below pass vacuously.
  @Test("finds files of every category")
  func corpusIsPresent() {
    #expect(!Corpus.mustAccept.isEmpty)
    #expect(!Corpus.mustReject.isEmpty)
    #expect(!Corpus.implementationDefined.isEmpty)
  }

  /// Checks that a `y_` file parses.
  @Test("accepts every y_ file")
  func accepts() {
    eachArgument(Corpus.mustAccept) { name in try accepts(name) }
  }

  func accepts(_ name: String) throws {
    let bytes = try Corpus.contents(of: name)
    do {
      _ = try JSONParser.parse(bytes)
    } catch {
      Issue.record("\(name) was rejected at \(error.location): \(error.message)")
    }
  }

  /// Checks that an `n_` file throws a syntax error with a real location.
  @Test("rejects every n_ file with a location")
  func rejectsInJSONConformance() {
    eachArgument(Corpus.mustReject) { name in try rejects(name) }
  }

  func rejects(_ name: String) throws {
    let bytes = try Corpus.contents(of: name)
    let error = #expect(throws: JSONSyntaxError.self, "\(name) was accepted") {
      try JSONParser.parse(bytes)
    }
    if let error {
      #expect(error.location.line >= 1)
      #expect(error.location.column >= 1)
      #expect(!error.message.isEmpty)
    }
  }

  /// Checks that an `i_` file either parses or throws, and never crashes.
  @Test("accepts or rejects every i_ file without crashing")
  func decides() {
    eachArgument(Corpus.implementationDefined) { name in try decides(name) }
  }

  func decides(_ name: String) throws {
    let bytes = try Corpus.contents(of: name)
    do {
      _ = try JSONParser.parse(bytes)
    } catch {
      #expect(error.location.line >= 1 && error.location.column >= 1)
    }
  }
}

/// The streaming reader, fed a byte at a time, agrees with the in-memory one on every file.
extension JSONSuite {
  @Test(
    "every file gets the same value or the same error, wherever the chunks split it")
  func sameVerdict() {
    eachArgument(Corpus.fileNames) { name in try sameVerdict(name: name) }
  }

  func sameVerdict(name: String) throws {
    let bytes = try Corpus.contents(of: name)
    #expect(JSONVerdict(parsing: bytes) == JSONVerdict(parsing: bytes, chunk: 1), "\(name)")
    #expect(JSONVerdict(parsing: bytes, chunk: 1) == JSONVerdict(parsing: bytes, chunk: 7), "\(name)")
  }
}

/// A parse's outcome as text: the value with every location, or the error with its location.
struct JSONVerdict: Equatable {
  var text: String

  init(parsing bytes: [UInt8]) {
    do {
      text = Self.describe(try JSONParser.parse(bytes))
    } catch {
      text = Self.describe(error)
    }
  }

  init(parsing bytes: [UInt8], chunk: Int) {
    do {
      text = Self.describe(try JSONParser.parse(from: ByteSources.memory(bytes, chunk: chunk)))
    } catch {
      text = Self.describe(error)
    }
  }

  static func describe(_ error: JSONSyntaxError) -> String {
    "error \(error.message)@\(error.location.line):\(error.location.column) in \(JSONPath.text(error.path))"
  }

  static func describe(_ value: JSONValue) -> String {
    let at = "@\(value.location.line):\(value.location.column)"
    switch value.kind {
    case .null: return "null" + at
    case .bool(let bool): return "\(bool)" + at
    case .number(let number): return "\(number)" + at
    case .string(let string): return "\(string.debugDescription)" + at
    case .array(let elements): return "[" + elements.map(describe).joined(separator: ",") + "]" + at
    case .object(let members):
      return "{"
        + members.map {
          "\($0.key.debugDescription)@\($0.keyLocation.line):\($0.keyLocation.column)=" + describe($0.value)
        }
        .joined(separator: ",") + "}" + at
    }
  }
}
