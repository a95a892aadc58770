extension Timeline {
  /// A strip's moments, in the order they happened, stored by column: a long recording has
  /// hundreds of thousands of them, and a `Moment` apiece, each with a label of its own, would
  /// be most of a plot's memory.
  ///
  /// Labels repeat (`began`, `pop detail → home`), so each distinct text is stored once and a
  /// moment keeps its number. Reading a moment puts it together again. The columns grow by
  /// chunks, without an array's doubling room, and records are numbered in 32 bits: 17 bytes a
  /// moment.
  struct Moments: RandomAccessCollection {
    private var times = ChunkedArray<Double>()
    private var records = ChunkedArray<UInt32>()
    private var kinds = ChunkedArray<Moment.Kind>()
    private var labelNumbers = ChunkedArray<UInt32>()
    /// Each distinct label once, in the order first seen: a moment's label number is its place here.
    private(set) var labels: [String] = []
    private var labelIndices: [String: UInt32] = [:]

    /// No moments.
    init() {}

    /// The first moment's position: moments are numbered from 0, as an array's are.
    var startIndex: Int { 0 }
    /// Past the last moment.
    var endIndex: Int { times.count }

    /// The moment at `position`, put together from its columns.
    subscript(position: Int) -> Moment {
      Moment(
        t: times[position], kind: kinds[position], label: labels[Int(labelNumbers[position])],
        record: Int(records[position]))
    }

    /// The number of the label of the moment at `position`: its place in `labels`.
    func labelNumber(at position: Int) -> Int {
      Int(labelNumbers[position])
    }

    /// The time of the moment at `position`, without putting the whole moment together.
    func time(at position: Int) -> Double {
      times[position]
    }

    /// The record of the moment at `position`, without putting the whole moment together.
    func record(at position: Int) -> Int {
      Int(records[position])
    }

    /// Adds `moment` at the end.
    mutating func append(_ moment: Moment) {
      let number: UInt32
      if let known = labelIndices[moment.label] {
        number = known
      } else {
        number = UInt32(labels.count)
        labels.append(moment.label)
        labelIndices[moment.label] = number
      }
      precondition(moment.record <= UInt32.max, "at most \(UInt32.max) records in a plotted replay")
      times.append(moment.t)
      records.append(UInt32(moment.record))
      kinds.append(moment.kind)
      labelNumbers.append(number)
    }

    /// How many moments have each label, by label number.
    var labelCounts: [Int] {
      var counts = [Int](repeating: 0, count: labels.count)
      for number in labelNumbers { counts[Int(number)] += 1 }
      return counts
    }
  }
}
