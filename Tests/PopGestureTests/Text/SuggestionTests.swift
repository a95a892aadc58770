import PopGestureTestSupport
import Testing

@testable import PopGesture
@testable import PopGestureFormats

/// The search as it was before it was bounded, kept as the reference the bounded one must agree
/// with: the full optimal-string-alignment table, and every candidate measured whole.
private enum Reference {
  static func editDistance(_ first: String, _ second: String) -> Int {
    let a = Array(first.unicodeScalars)
    let b = Array(second.unicodeScalars)
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var beforePrevious = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
        current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          current[j] = min(current[j], beforePrevious[j - 2] + 1)
        }
      }
      (beforePrevious, previous, current) = (previous, current, beforePrevious)
    }
    return previous[b.count]
  }

  static func closest(to word: String, among candidates: [String]) -> String? {
    let limit = min(3, max(1, word.count / 3))
    var best: (word: String, distance: Int)?
    for candidate in candidates {
      let distance = editDistance(word.lowercased(), candidate.lowercased())
      if distance <= limit && distance < (best?.distance ?? .max) {
        best = (candidate, distance)
      }
    }
    return best?.word
  }
}

/// Words from a small alphabet, so that random pairs are often close, with the edits that make
/// typos: substitutions, insertions, deletions and swaps of neighbours.
private struct Typos {
  var generator: SeededGenerator
  var alphabet: [Unicode.Scalar] = ["a", "b", "c", "A", "é", "İ", "ß", "Σ"]

  mutating func word(upTo length: Int) -> String {
    let count = Int(generator.next() % UInt64(length + 1))
    return String(String.UnicodeScalarView((0..<count).map { _ in generator.pick(alphabet) }))
  }

  /// `word` after up to `edits` random edits, half of them swaps.
  mutating func typo(of word: String, edits: Int) -> String {
    var scalars = Array(word.unicodeScalars)
    for _ in 0..<Int(generator.next() % UInt64(edits + 1)) {
      let position = scalars.isEmpty ? 0 : Int(generator.next() % UInt64(scalars.count))
      switch generator.next() % 6 {
      case 0, 1, 2:
        if position + 1 < scalars.count { scalars.swapAt(position, position + 1) }
      case 3:
        if !scalars.isEmpty { scalars[position] = generator.pick(alphabet) }
      case 4:
        scalars.insert(generator.pick(alphabet), at: position)
      default:
        if !scalars.isEmpty { scalars.remove(at: position) }
      }
    }
    return String(String.UnicodeScalarView(scalars))
  }
}

/// The tests of `PopGesture`'s `Text/` folder: one suite across its files, each file extending it,
/// so that `swift test` prints the suite once. This file's tests follow.
@Suite("PopGesture: Text")
struct TextSuite {
  @Test("measures edit distance over Unicode scalars, a swap of neighbours counting once")
  func editDistance() {
    #expect(Suggestion.editDistance("kitten", "sitting", atMost: 3) == 3)
    #expect(Suggestion.editDistance("", "abc", atMost: 3) == 3)
    #expect(Suggestion.editDistance("abc", "", atMost: 3) == 3)
    #expect(Suggestion.editDistance("same", "same", atMost: 0) == 0)
    #expect(Suggestion.editDistance("push", "psuh", atMost: 1) == 1)
    #expect(Suggestion.editDistance("widht", "width", atMost: 1) == 1)
    #expect(Suggestion.editDistance("ab", "ba", atMost: 3) == 1)
    #expect(Suggestion.editDistance("café", "cafe", atMost: 3) == 1)
    #expect(Suggestion.editDistance("flaw", "lawn", atMost: 3) == 2)
  }

  @Test("a distance beyond the limit is nil, however the limit is passed")
  func beyondTheLimit() {
    #expect(Suggestion.editDistance("kitten", "sitting", atMost: 2) == nil)
    #expect(Suggestion.editDistance("flaw", "lawn", atMost: 1) == nil)
    #expect(Suggestion.editDistance("", "abcd", atMost: 3) == nil)
    #expect(Suggestion.editDistance("abcdefgh", "hgfedcba", atMost: 3) == nil)
    #expect(Suggestion.editDistance("same", "sane", atMost: 0) == nil)
  }

  @Test("the banded distance equals the full table's wherever it is within the limit")
  func bandedMatchesFull() {
    var typos = Typos(generator: SeededGenerator(seed: 9))
    for round in 0..<20_000 {
      let first = typos.word(upTo: 14)
      let second = round % 2 == 0 ? typos.typo(of: first, edits: 5) : typos.word(upTo: 14)
      let full = Reference.editDistance(first, second)
      for limit in 0...3 {
        let banded = Suggestion.editDistance(first, second, atMost: limit)
        #expect(
          banded == (full <= limit ? full : nil), "\(first.debugDescription) \(second.debugDescription)")
      }
    }
  }

  @Test("swaps of neighbours count once, at the ends and next to each other")
  func transpositions() {
    let word = "abcdefghijklmnopqrstuvwxyz"
    let scalars = Array(word.unicodeScalars)
    for position in 0..<(scalars.count - 1) {
      var swapped = scalars
      swapped.swapAt(position, position + 1)
      let typo = String(String.UnicodeScalarView(swapped))
      #expect(Suggestion.editDistance(word, typo, atMost: 1) == 1, "\(typo)")
      for second in stride(from: position + 2, to: scalars.count - 1, by: 1) {
        var twice = swapped
        twice.swapAt(second, second + 1)
        let twoTypos = String(String.UnicodeScalarView(twice))
        #expect(Suggestion.editDistance(word, twoTypos, atMost: 2) == 2, "\(twoTypos)")
        #expect(Suggestion.editDistance(word, twoTypos, atMost: 1) == nil, "\(twoTypos)")
      }
    }
  }

  @Test("suggests the closest candidate only when it is close enough")
  func closest() {
    let phases = ["began", "moved", "ended", "cancelled"]
    #expect(Suggestion.closest(to: "begun", among: phases) == "began")
    #expect(Suggestion.closest(to: "hover", among: phases) == nil)
    #expect(Suggestion.closest(to: "BEGAN", among: phases) == "began")
    #expect(Suggestion.closest(to: "canceled", among: phases) == "cancelled")
    #expect(Suggestion.closest(to: "x", among: []) == nil)
    #expect(Suggestion.closest(to: "fdd", among: ["fd", "zw", "kvc"]) == "fd")
    #expect(Suggestion.closest(to: "ab", among: ["ax", "ay"]) == "ax")
    #expect(Suggestion.hint(for: "widht", among: ["width", "height"]) == "; did you mean 'width'?")
    #expect(Suggestion.hint(for: "colour", among: ["width", "height"]) == "")
  }

  @Test("suggests what the full search suggested, for random words and catalogs")
  func closestMatchesFull() {
    var typos = Typos(generator: SeededGenerator(seed: 12))
    for _ in 0..<3_000 {
      let catalog = (0..<Int(typos.generator.next() % 6)).map { _ in typos.word(upTo: 12) }
      let word = typos.typo(of: catalog.first ?? typos.word(upTo: 12), edits: 4)
      #expect(
        Suggestion.closest(to: word, among: catalog) == Reference.closest(to: word, among: catalog),
        "\(word.debugDescription) among \(catalog)")
    }
  }

  @Test("finds a near miss of a long id, and nothing for a long word among short ones")
  func longWords() {
    let id = String(repeating: "pager/", count: 4_000)
    var scalars = Array(id.unicodeScalars)
    scalars[10_000] = "X"
    scalars.swapAt(20_000, 20_001)
    let typo = String(String.UnicodeScalarView(scalars))
    #expect(Suggestion.closest(to: typo, among: ["home", id + "/", id, "detail"]) == id)
    #expect(Suggestion.closest(to: typo, among: ["home", "detail", "pager"]) == nil)
    // A candidate whose lowercase form is longer than it is: İ becomes i and a combining dot.
    #expect(Suggestion.closest(to: "i\u{307}ndex", among: ["İndex"]) == "İndex")
  }

  @Test("quotes a suggestion as messages quote what they echo")
  func quotedHint() {
    let id = "ho\nme" + String(repeating: "e", count: 100)
    #expect(
      Suggestion.hint(for: "ho\nm" + String(repeating: "e", count: 101), among: [id])
        == "; did you mean \(PrintableText.quoted(id))?")
    #expect(Suggestion.hintOrList(for: "colour", among: ["a", "b"]) == "; expected a or b")
  }

  @Test("lists expected words as a, b or c")
  func list() {
    #expect(Suggestion.list([]) == "")
    #expect(Suggestion.list(["a"]) == "a")
    #expect(Suggestion.list(["a", "b"]) == "a or b")
    #expect(Suggestion.list(["a", "b", "c"]) == "a, b or c")
  }
}
