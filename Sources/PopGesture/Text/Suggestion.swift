/// "Did you mean" hints: the closest known word by edit distance, when it is close enough.
package enum Suggestion {
  /// The candidate closest to `word`, if at most a third of its length (at least 1, at most 3) differs.
  ///
  /// Costs about the length of `word` plus that of the candidates, however long the word: a
  /// mistyped 50 MB key meets a dozen short keys, or a long id a catalog of long ones.
  package static func closest(to word: String, among candidates: [String]) -> String? {
    // `word.count / 3` capped at 3 only needs the first 9 characters counted.
    let limit = min(3, max(1, word.prefix(9).count / 3))
    // Lowercasing never shortens a text (each scalar becomes one or more, of at most 4 bytes), so
    // the word's size in bytes rules out most candidates before the word is lowercased, if it
    // ever is, or even counted: a 50 MB word is never read past its first characters.
    let shortestWord = (word.utf8.count + 3) / 4
    var target: [Unicode.Scalar]?
    var best: (candidate: String, distance: Int)?
    for candidate in candidates {
      // Only a strictly closer candidate replaces the best so far.
      let bound = min(limit, (best?.distance ?? limit + 1) - 1)
      guard bound >= 0 else { break }
      let lowered = candidate.lowercased()
      guard lowered.unicodeScalars.count + bound >= shortestWord else { continue }
      let lowercasedWord = target ?? Array(word.lowercased().unicodeScalars)
      target = lowercasedWord
      if let distance = editDistance(lowercasedWord, Array(lowered.unicodeScalars), atMost: bound) {
        best = (candidate, distance)
      }
    }
    return best?.candidate
  }

  /// `"; did you mean 'x'?"`, or nothing when no candidate is close. The candidate is quoted as
  /// `PrintableText.quoted(_:)` quotes, as candidates may be the trace's own ids.
  package static func hint(for word: String, among candidates: [String]) -> String {
    closest(to: word, among: candidates).map { "; did you mean \(PrintableText.quoted($0))?" } ?? ""
  }

  /// `"; did you mean 'x'?"` when a candidate is close, else `"; expected a, b or c"`.
  package static func hintOrList(for word: String, among candidates: [String]) -> String {
    closest(to: word, among: candidates).map { "; did you mean \(PrintableText.quoted($0))?" }
      ?? "; expected \(list(candidates))"
  }

  /// The edit distance between `first` and `second` over Unicode scalars, counting a swap of two
  /// neighbours as one edit, when it is at most `limit`; nil when it is more.
  ///
  /// Levenshtein distance plus adjacent transpositions (optimal string alignment): a swap is the
  /// commonest typo (`widht`), and plain Levenshtein would count it as two and miss short words.
  static func editDistance(_ first: String, _ second: String, atMost limit: Int) -> Int? {
    editDistance(Array(first.unicodeScalars), Array(second.unicodeScalars), atMost: max(0, limit))
  }

  /// The bounded edit distance of two scalar arrays, in time about their length times `limit`.
  ///
  /// Only cells within `limit` of the diagonal are computed: a cell `|i - j|` away from it is at
  /// least that far, as each edit changes the difference in length by at most one. Every value
  /// above the limit is kept as `limit + 1`, which changes no value at or below it. Once a whole
  /// row is above the limit, so is every later one, and the search stops: a swap reaches back two
  /// rows, but from a cell whose diagonal neighbour in the row between is at most one more.
  ///
  /// A row holds only its band: the cell of column `j` in row `i` is at `j - i + limit + 1`, so a
  /// cell's neighbour above is one place to the right in the row before, and the band's two
  /// neighbours outside it are `limit + 1` for good.
  static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], atMost limit: Int) -> Int? {
    guard abs(a.count - b.count) <= limit else { return nil }
    guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
    let over = limit + 1
    let width = 2 * limit + 3
    var beforePrevious = [Int](repeating: over, count: width)
    var previous = [Int](repeating: over, count: width)
    var current = [Int](repeating: over, count: width)
    // Row 0: `j` edits to make the first `j` scalars of `b` from nothing.
    for j in 0...min(b.count, limit) { previous[j + limit + 1] = j }
    for i in 1...a.count {
      var rowMinimum = over
      for place in 1...(2 * limit + 1) {
        let j = i - limit - 1 + place
        var cell = over
        if j == 0 {
          cell = min(i, over)
        } else if j > 0, j <= b.count {
          let substitution = previous[place] + (a[i - 1] == b[j - 1] ? 0 : 1)
          cell = min(previous[place + 1] + 1, current[place - 1] + 1, substitution)
          if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
            cell = min(cell, beforePrevious[place] + 1)
          }
        }
        current[place] = min(cell, over)
        rowMinimum = min(rowMinimum, current[place])
      }
      guard rowMinimum <= limit else { return nil }
      (beforePrevious, previous, current) = (previous, current, beforePrevious)
    }
    let distance = previous[b.count - a.count + limit + 1]
    return distance <= limit ? distance : nil
  }

  /// `a, b or c`, for messages that list what was expected.
  package static func list(_ words: [String]) -> String {
    guard let last = words.last else { return "" }
    guard words.count > 1 else { return last }
    return words.dropLast().joined(separator: ", ") + " or " + last
  }
}
