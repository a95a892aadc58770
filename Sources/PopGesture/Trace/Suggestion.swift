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

  /// Levenshtein distance over Unicode scalars.
  public static func editDistance(_ first: String, _ second: String) -> Int {
    let a = Array(first.unicodeScalars)
    let b = Array(second.unicodeScalars)
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
        current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
      }
      swap(&previous, &current)
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
