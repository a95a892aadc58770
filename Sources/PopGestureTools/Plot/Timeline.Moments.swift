extension Timeline {
  /// A strip's moments, in the order they happened, stored by column: a long recording has
  /// hundreds of thousands of them, and a `Moment` apiece, each with a label of its own, would
  /// be most of a plot's memory.
  ///
  /// Labels repeat (`began`, `pop detail → home`), so each distinct text is stored once and a
  /// moment keeps its number. Reading a moment puts it together again.
  struct Moments: RandomAccessCollection {
    private var times: [Double] = []
    private var records: [Int] = []
    private var kinds: [Moment.Kind] = []
    private var labelNumbers: [UInt32] = []
    /// Each distinct label once, and its number.
    private var labels: [String] = []
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
        record: records[position])
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
      times.append(moment.t)
      records.append(moment.record)
      kinds.append(moment.kind)
      labelNumbers.append(number)
    }

    /// How many moments have each label, by label.
    var labelCounts: [String: Int] {
      var counts = [Int](repeating: 0, count: labels.count)
      for number in labelNumbers { counts[Int(number)] += 1 }
      return Dictionary(uniqueKeysWithValues: zip(labels, counts))
    }
  }
}
