/// "Did you mean" hints: the closest known word by edit distance, when it is close enough.
public enum Suggestion {
  /// The candidate closest to `word`, if at most a third of its length (at least 1, at most 3) differs.
  public static func closest(to word: String, among candidates: [String]) -> String? {
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

  /// `"; did you mean 'x'?"`, or nothing when no candidate is close.
  public static func hint(for word: String, among candidates: [String]) -> String {
    closest(to: word, among: candidates).map { "; did you mean '\($0)'?" } ?? ""
  }

  /// `"; did you mean 'x'?"` when a candidate is close, else `"; expected a, b or c"`.
  public static func hintOrList(for word: String, among candidates: [String]) -> String {
    closest(to: word, among: candidates).map { "; did you mean '\($0)'?" } ?? "; expected \(list(candidates))"
  }

  /// Edit distance over Unicode scalars, counting a swap of two neighbours as one edit.
  ///
  /// Levenshtein distance plus adjacent transpositions (optimal string alignment): a swap is the
  /// commonest typo (`widht`), and plain Levenshtein would count it as two and miss short words.
  public static func editDistance(_ first: String, _ second: String) -> Int {
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

  /// `a, b or c`, for messages that list what was expected.
  public static func list(_ words: [String]) -> String {
    guard let last = words.last else { return "" }
    guard words.count > 1 else { return last }
    return words.dropLast().joined(separator: ", ") + " or " + last
  }
}
