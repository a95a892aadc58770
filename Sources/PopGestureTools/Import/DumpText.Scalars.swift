extension DumpText {
  /// Unicode scalars held in a byte each where ASCII, as dumps almost all are; each other scalar
  /// is a marker byte and an entry in a list of its own, so a dump takes about a byte a byte.
  struct Scalars {
    /// One byte a scalar: the scalar where ASCII, `0x80` where `others` holds it.
    private var bytes: [UInt8] = []
    /// The scalars that are not ASCII, with their indexes, in order.
    private var others: [(index: Int, scalar: Unicode.Scalar)] = []

    /// The number of scalars.
    var count: Int { bytes.count }

    /// Makes room for `count` scalars, so that growing never holds two copies.
    mutating func reserveCapacity(_ count: Int) { bytes.reserveCapacity(count) }

    /// Adds `scalar` at the end.
    mutating func append(_ scalar: Unicode.Scalar) {
      if scalar.isASCII {
        bytes.append(UInt8(truncatingIfNeeded: scalar.value))
      } else {
        others.append((bytes.count, scalar))
        bytes.append(0x80)
      }
    }

    /// The scalar at `index`, which must be below `count`.
    subscript(_ index: Int) -> Unicode.Scalar {
      let byte = bytes[index]
      if byte < 0x80 { return Unicode.Scalar(byte) }
      var low = 0
      var high = others.count - 1
      while low < high {
        let middle = (low + high) / 2
        if others[middle].index < index { low = middle + 1 } else { high = middle }
      }
      return others[low].scalar
    }
  }
}
