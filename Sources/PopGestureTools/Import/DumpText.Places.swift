import PopGestureFormats

extension DumpText {
  /// Where each scalar of a dump was in its file, held as runs of scalars that follow each other
  /// on one line, so that a line costs a few words instead of two for each of its scalars.
  struct Places {
    /// A run: the index of its first scalar, and that scalar's place; the others follow it.
    private var runs: [(start: Int, line: Int, column: Int)] = []

    /// The number of places.
    private(set) var count = 0

    /// Adds the place of the next scalar.
    mutating func append(_ place: LineColumn) {
      if let last = runs.last, last.line == place.line, last.column + (count - last.start) == place.column {
        count += 1
        return
      }
      runs.append((count, place.line, place.column))
      count += 1
    }

    /// The place at `index`, which must be below `count`.
    subscript(_ index: Int) -> LineColumn {
      precondition(index >= 0 && index < count, "place \(index) of \(count)")
      var low = 0
      var high = runs.count - 1
      while low < high {
        let middle = (low + high + 1) / 2
        if runs[middle].start <= index { low = middle } else { high = middle - 1 }
      }
      let run = runs[low]
      return LineColumn(line: run.line, column: run.column + (index - run.start))
    }
  }
}
