import PopGesture

/// Where the five values of a plain touch event are, in the order its keys came.
struct PlainTouchValues {
  /// The values of a touch event.
  enum Field: UInt8 {
    case t, touch, phase, x, y
  }

  /// The fields in order, as raw values.
  var fields = SIMD8<UInt8>()
  /// `fields` for the keys in the order <doc:TraceFormat> lists them.
  static let traceOrder = SIMD8<UInt8>(
    Field.t.rawValue, Field.touch.rawValue, Field.phase.rawValue, Field.x.rawValue, Field.y.rawValue, 0, 0, 0)
  /// Where each value starts and ends, as offsets from the event's `{`.
  var starts = SIMD8<Int32>()
  var ends = SIMD8<Int32>()
  var count = 0

  mutating func append(_ field: Field, _ start: Int, _ end: Int) {
    guard count < 5 else { return }
    fields[count] = field.rawValue
    starts[count] = Int32(truncatingIfNeeded: start)
    ends[count] = Int32(truncatingIfNeeded: end)
    count += 1
  }
}

/// The bytes around the values of a plain touch event, which the events after it most likely
/// repeat exactly: a recorder or a generator writes every event alike, `{ "t": 0.017, "touch":
/// 1, "phase": "moved", "x": 135.0, "y": 400.0 },` and a line break. Comparing those bytes a word
/// at a time is far cheaper than reading keys, colons and spaces one byte at a time.
struct PlainTouchShape {
  /// The event it was taken from, which stays in the bytes at hand while the run lasts.
  let base: UnsafePointer<UInt8>
  let values: PlainTouchValues
  /// Whether the keys come as <doc:TraceFormat> lists them: `t`, `touch`, `phase`, `x`, `y`.
  let isInTraceOrder: Bool
  /// Where the next element starts: past the event, its `,` and the whitespace after it.
  let length: Int
  /// Line breaks after the last value, and where the last one is (an offset from `base`).
  let lineBreaks: Int
  let lastLineBreak: Int

  /// The shape of the touch event at `event`, whose values `values` found, through `next`; nil
  /// when a line break comes before its last value (the line count would then depend on where
  /// the values end) or anywhere as a CR.
  init?(event: UnsafePointer<UInt8>, values: PlainTouchValues, next: UnsafePointer<UInt8>) {
    guard values.count == 5, next - event <= JSONReader.plainEventLimit else { return nil }
    let lastValueEnd = Int(values.ends[4])
    var lineBreaks = 0
    var lastLineBreak = 0
    for offset in 0..<(next - event) {
      switch event[offset] {
      case UInt8(ascii: "\n"):
        guard offset >= lastValueEnd else { return nil }
        lineBreaks += 1
        lastLineBreak = offset
      case UInt8(ascii: "\r"):
        return nil
      default:
        continue
      }
    }
    base = event
    self.values = values
    isInTraceOrder = values.fields == PlainTouchValues.traceOrder
    length = next - event
    self.lineBreaks = lineBreaks
    self.lastLineBreak = lastLineBreak
  }
}

extension PlainEventScanner {
  /// Reads a touch event with exactly the bytes of `shape` around its values, and the separator
  /// after it; nil, with nothing read, when anything differs: the caller then reads it the long
  /// way. The bytes between values are valid JSON because they were in `shape`'s event, and each
  /// value ends where the next stretch of bytes begins, so nothing else needs checking here.
  mutating func scanTouch(like shape: PlainTouchShape) -> PlainEvent? {
    let start = position
    let read = shape.isInTraceOrder ? scanTouchInTraceOrder(like: shape) : scanTouchInAnyOrder(like: shape)
    guard let (t, touch, phase, point) = read, matches(literal: 5, of: shape) else {
      position = start
      return nil
    }
    if shape.lineBreaks > 0 {
      lineBreaks += shape.lineBreaks
      lastLineBreak = position - (shape.length - shape.lastLineBreak)
    }
    return PlainEvent(t: t, kind: .touch(touch, phase, point))
  }

  /// The values of a touch event.
  typealias TouchValues = (t: Double, touch: Int, phase: TouchPhase, point: Point)

  /// `scanTouch` for the keys in <doc:TraceFormat>'s order, `t`, `touch`, `phase`, `x`, `y`, as nearly
  /// every trace writes them: straight through, with no loop or switch per value.
  @inline(__always)
  private mutating func scanTouchInTraceOrder(like shape: PlainTouchShape) -> TouchValues? {
    guard matches(literal: 0, of: shape), let t = number(),
      matches(literal: 1, of: shape), let touch = decimal()?.integer,
      matches(literal: 2, of: shape), let phase = phaseWord(),
      matches(literal: 3, of: shape), let x = decimal(),
      matches(literal: 4, of: shape), let y = decimal()
    else { return nil }
    return (t, touch, phase, convertsPoints ? Point(x: x.value, y: y.value) : .zero)
  }

  /// `scanTouch` for the keys in any other order.
  private mutating func scanTouchInAnyOrder(like shape: PlainTouchShape) -> TouchValues? {
    var values: TouchValues = (0, 0, .began, .zero)
    for index in 0..<5 {
      guard matches(literal: index, of: shape) else { return nil }
      switch PlainTouchValues.Field(rawValue: shape.values.fields[index]) {
      case .t?:
        guard let t = number() else { return nil }
        values.t = t
      case .x?:
        guard let x = decimal() else { return nil }
        if convertsPoints { values.point.x = x.value }
      case .y?:
        guard let y = decimal() else { return nil }
        if convertsPoints { values.point.y = y.value }
      case .touch?:
        guard let touch = decimal()?.integer else { return nil }
        values.touch = touch
      case .phase?:
        guard let phase = phaseWord() else { return nil }
        values.phase = phase
      case nil:
        return nil
      }
    }
    return values
  }

  /// Reads the stretch of bytes before value `index` of `shape` (5: the one after the last).
  @inline(__always)
  mutating func matches(literal index: Int, of shape: PlainTouchShape) -> Bool {
    let start = index == 0 ? 0 : Int(shape.values.ends[index - 1])
    let end = index == 5 ? shape.length : Int(shape.values.starts[index])
    return matches(shape.base + start, count: end - start)
  }

  /// Reads `count` bytes equal to those at `expected`, comparing them a word at a time.
  @inline(__always)
  mutating func matches(_ expected: UnsafePointer<UInt8>, count: Int) -> Bool {
    guard end - position >= count else { return false }
    let actual = UnsafeRawPointer(position)
    let wanted = UnsafeRawPointer(expected)
    if count >= 8 {
      // Whole words, then one last word that may overlap the one before it.
      var offset = 0
      while offset + 8 < count {
        guard
          actual.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            == wanted.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
        else { return false }
        offset += 8
      }
      guard
        actual.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
          == wanted.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
      else { return false }
    } else if count >= 4 {
      guard actual.loadUnaligned(as: UInt32.self) == wanted.loadUnaligned(as: UInt32.self),
        actual.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
          == wanted.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
      else { return false }
    } else {
      for offset in 0..<count where position[offset] != expected[offset] {
        return false
      }
    }
    position += count
    return true
  }
}
