import PopGesture
import PopGestureFormats
import PopGestureTools

/// The "did you mean" search, which must stay linear in the length of a mistyped word: a trace can
/// hold a 20,000-character id, and a trace's catalog of ids can be long too.
extension Growth {
  /// How many times each job searches, so that even the smaller size takes long enough to time.
  static let suggestionSearches = 100

  static var suggestionCases: [Case] {
    [
      Case(
        label: { "\(suggestionSearches) searches: a word of \(grouped($0)) letters, 4 candidates as long" },
        size: 2_500,
        prepare: { size in
          var letters = Letters(seed: 1)
          let word = letters.word(size)
          let candidates = [
            Letters.replacing(word, every: size / 5),  // 5 substitutions: beyond the limit
            Letters.replacing(word, every: size / 3) + "xyz",  // 3 substitutions and 3 more letters
            Letters.replacing(word, every: size / 2),  // 2 substitutions
            Letters.swappingLastTwo(of: word),  // 1 transposition, at the very end: the closest
          ]
          return { try search(word, among: candidates, finds: candidates[3]) }
        }),
      Case(
        label: {
          "\(suggestionSearches) searches: a word of \(grouped($0)) letters, \(grouped($0 * 5)) short ids"
        },
        size: 2_500,
        prepare: { size in
          var letters = Letters(seed: 2)
          let word = letters.word(size)
          let candidates = (0..<size * 5).map { index in letters.word(4 + index % 12) }
          return { try search(word, among: candidates, finds: nil) }
        }),
    ]
  }

  /// Searches `suggestionSearches` times, failing the run if a search finds another word than
  /// `expected`.
  private static func search(_ word: String, among candidates: [String], finds expected: String?) throws {
    for _ in 0..<suggestionSearches {
      let found = Suggestion.closest(to: word, among: candidates)
      guard found == expected else { throw WrongSuggestion(found: found, expected: expected) }
    }
  }

  private struct WrongSuggestion: Error, CustomStringConvertible {
    var found: String?
    var expected: String?
    var description: String {
      "suggested \(found.map { "'\($0.prefix(20))…'" } ?? "nothing"), expected "
        + (expected.map { "'\($0.prefix(20))…'" } ?? "nothing")
    }
  }

  /// Deterministic lowercase words (a linear congruential generator).
  private struct Letters {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func word(_ length: Int) -> String {
      var scalars = String.UnicodeScalarView()
      for _ in 0..<length {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        scalars.append(Unicode.Scalar(UInt8(ascii: "a") + UInt8((state >> 33) % 26)))
      }
      return String(scalars)
    }

    /// `word` with every `stride`-th letter (from the middle of the first stride) made a digit.
    static func replacing(_ word: String, every stride: Int) -> String {
      var scalars = Array(word.unicodeScalars)
      for index in Swift.stride(from: stride / 2, to: scalars.count, by: stride) { scalars[index] = "0" }
      return String(String.UnicodeScalarView(scalars))
    }

    static func swappingLastTwo(of word: String) -> String {
      var scalars = Array(word.unicodeScalars)
      scalars.swapAt(scalars.count - 1, scalars.count - 2)
      return String(String.UnicodeScalarView(scalars))
    }
  }
}
