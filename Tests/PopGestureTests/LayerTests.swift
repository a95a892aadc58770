import Foundation
import PopGestureTestSupport
import Testing

/// The tests of `PopGesture`'s files at the top of its test folder: one suite across its files, each file extending it,
/// so that `swift test` prints the suite once. This file's tests follow.
/// What the compiler cannot check about the layers: the model stays pure, and each recognizer's
/// name is spelled in one place.
@Suite("PopGesture")
struct ModelSuite {
  /// The Swift files under `folder`, relative to the package root, with their text.
  static func sources(under folder: String) throws -> [(path: String, text: String)] {
    let root = PackageFiles.url(folder)
    guard let files = FileManager.default.enumerator(atPath: root.path) else { return [] }
    return try files.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted().map { file in
      (folder + "/" + file, try PackageFiles.text(folder + "/" + file))
    }
  }

  /// The lines of `text` that are code: comments, which may name anything, left out.
  static func code(_ text: String) -> [Substring] {
    text.split(separator: "\n").filter { !$0.drop(while: { $0 == " " }).hasPrefix("//") }
  }

  @Test("the model imports only the C library and uses no threads, files, SVG or UIKit")
  func modelIsPure() throws {
    let sources = try Self.sources(under: "Sources/PopGesture")
    #expect(sources.count > 40)
    // Without Foundation or UIKit there is no `Thread`, `FileManager` or `UIView` to call; the C
    // library, which the model imports for `tan`, still has threads, files and clocks.
    let allowedImports: Set<Substring> = ["Glibc", "Musl", "Darwin"]
    let forbidden = ["pthread_", "fopen(", "fread(", "fwrite(", "clock_gettime", "gettimeofday", "<svg"]
    for (path, text) in sources {
      for line in Self.code(text) {
        let words = line.split(separator: " ")
        if let index = words.firstIndex(of: "import"), index + 1 < words.count {
          #expect(allowedImports.contains(words[index + 1]), "\(path): \(line)")
        }
        for word in forbidden {
          #expect(!line.contains(word), "\(path): \(line)")
        }
      }
    }
  }

  @Test("a recognizer's name is spelled only where RecognizerID defines it")
  @available(macOS 13, iOS 16, *)  // Regex, which came with those systems
  func recognizerNamesSpelledOnce() throws {
    // A name inside a string literal, once interpolations (`\(RecognizerID.edgePop)`) are taken
    // out; not a key that begins with a name (`contentPopGestureEnabled`).
    let interpolation = /\\\([^)]*\)/
    let literal = /"[^"]*"/
    let name = /(?:^|[^.\w])(?:fullscreenPop|contentPop|edgePop)(?!\w)|\.(?:pan|swipe)(?!\w)/
    var checked = 0
    for folder in [
      "Sources/PopGesture", "Sources/PopGestureFormats", "Sources/PopGestureTools",
      "Sources/PopGestureCapture", "Sources/PopGestureTesting", "Sources/PopGestureCLI",
      "Tests/PopGestureTestSupport",
    ] {
      for (path, text) in try Self.sources(under: folder) where !path.hasSuffix("Records/RecognizerID.swift")
      {
        checked += 1
        for line in Self.code(text) {
          let literals = line.replacing(interpolation, with: "").matches(of: literal)
          #expect(literals.allSatisfy { $0.output.firstMatch(of: name) == nil }, "\(path): \(line)")
        }
      }
    }
    #expect(checked > 150)
  }
}
