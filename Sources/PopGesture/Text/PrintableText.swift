/// Text that came from a trace or a command line, made safe to print inside one line of a log, a
/// table or a message.
///
/// Ids, names, file names and mistyped words are the user's, and may hold a newline, a carriage
/// return or a terminal escape. Printed raw, a trace could forge a `final` line in the log CI
/// diffs, or a message could paint over the one before it. Here such characters become the
/// escapes JSON writes (`\n`, `\u0000`), and a backslash becomes `\\` so every escape reads back
/// one way. All other text, non-ASCII letters included, is printed as it is.
package enum PrintableText {
  /// How many Unicode scalars of escaped text `quoted(_:)` and `shortened(_:)` keep before they
  /// cut the rest: counted after escaping, so that a word of escapes (`\u0000` is six) is cut as
  /// short on the screen as any other.
  static let echoLimit = 64

  /// `text` with every character that could break or hide a line escaped.
  ///
  /// Escaped: the C0 controls and DEL (`\n`, `\r`, `\t`, `\b`, `\f` by name, the rest as
  /// `\u001B`), the C1 controls (U+0080–U+009F, NEL among them), the line and paragraph separators
  /// U+2028 and U+2029, the bidirectional controls (U+061C, U+200E, U+200F, U+202A–U+202E,
  /// U+2066–U+2069) that reorder how a line is shown, and the backslash itself.
  package static func escaped(_ text: String) -> String {
    guard needsEscaping(text) else { return text }
    var result = ""
    result.unicodeScalars.reserveCapacity(text.unicodeScalars.count + 8)
    for scalar in text.unicodeScalars {
      appendEscaped(scalar, to: &result)
    }
    return result
  }

  /// The text that `escaped(_:)` turned into `text`, or nil when a backslash in `text` starts
  /// no escape it writes: for reading a log back.
  package static func unescaped(_ text: Substring) -> String? {
    guard text.utf8.contains(UInt8(ascii: "\\")) else { return String(text) }
    var result = ""
    var scalars = text.unicodeScalars.makeIterator()
    while let scalar = scalars.next() {
      guard scalar == "\\" else {
        result.unicodeScalars.append(scalar)
        continue
      }
      switch scalars.next() {
      case "\\": result += "\\"
      case "n": result += "\n"
      case "r": result += "\r"
      case "t": result += "\t"
      case "b": result += "\u{08}"
      case "f": result += "\u{0C}"
      case "u":
        var digits = ""
        for _ in 0..<4 {
          guard let digit = scalars.next() else { return nil }
          digits.unicodeScalars.append(digit)
        }
        guard let value = UInt32(digits, radix: 16), let escaped = Unicode.Scalar(value) else { return nil }
        result.unicodeScalars.append(escaped)
      default:
        return nil
      }
    }
    return result
  }

  /// `'text'`, escaped; a word whose escaped text is longer than `echoLimit` scalars is cut there,
  /// and its full length follows the quotes: `'aaaa…' (50000000 bytes)`. For messages that echo
  /// what the user wrote, so a 50 MB key does not become 50 MB of standard error.
  package static func quoted(_ text: String) -> String {
    let (kept, isCut) = cut(text)
    return isCut ? "'\(kept)…' (\(text.utf8.count) bytes)" : "'\(kept)'"
  }

  /// `text` escaped, and cut as `quoted(_:)` cuts it, with `…` in place of the rest: for a key
  /// inside a JSON path, where quotes and a length would not read well.
  package static func shortened(_ text: String) -> String {
    // The common case, a known key in a path, as it is: at most `echoLimit` bytes are at most as
    // many scalars.
    if text.utf8.count <= echoLimit, !needsEscaping(text) { return text }
    let (kept, isCut) = cut(text)
    return isCut ? kept + "…" : kept
  }

  /// The escaped text of as many of `text`'s scalars as fit in `echoLimit` scalars, and whether
  /// any were left out; never reads further into `text` than that.
  private static func cut(_ text: String) -> (kept: String, isCut: Bool) {
    var kept = ""
    var length = 0
    for scalar in text.unicodeScalars {
      var piece = ""
      appendEscaped(scalar, to: &piece)
      let pieceLength = piece.unicodeScalars.count
      guard length + pieceLength <= echoLimit else { return (kept, true) }
      kept += piece
      length += pieceLength
    }
    return (kept, false)
  }

  /// Whether `escaped(_:)` would change `text`; a scan of its UTF-8 that allocates nothing.
  package static func needsEscaping(_ text: String) -> Bool {
    var text = text
    return text.withUTF8 { needsEscaping($0) }
  }

  /// Whether the UTF-8 `bytes` hold a character that `escaped(_:)` changes.
  ///
  /// Ids are short printable ASCII, so the bytes are first read eight at a time (the last eight
  /// overlapping the ones before; four and four for shorter text), with a few arithmetic steps
  /// saying whether all of them are printable ASCII but the backslash. Only where that fails, or
  /// for text of three bytes or fewer, are they looked at one by one.
  ///
  /// Inlinable: the text log asks it of every id it writes, from another module.
  @inlinable @inline(__always)
  package static func needsEscaping(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let start = bytes.baseAddress else { return false }
    let count = bytes.count
    guard count >= 4 else { return needsEscaping(bytes, from: 0) }
    let raw = UnsafeRawPointer(start)
    guard count >= 8 else {
      let first = UInt64(raw.loadUnaligned(as: UInt32.self))
      let last = UInt64(raw.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self))
      return !isPlainASCII(first | last << 32) && needsEscaping(bytes, from: 0)
    }
    var offset = 0
    while true {
      guard isPlainASCII(raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) else {
        return needsEscaping(bytes, from: offset)
      }
      if offset + 8 >= count { return false }
      offset = min(offset + 8, count - 8)
    }
  }

  /// Whether each of the eight bytes of `word` is printable ASCII (0x20–0x7E) but the backslash.
  ///
  /// The usual tests for a byte below a bound: `(word - 0x20 in each byte) & ~word & 0x80 in
  /// each byte` is nonzero exactly when some byte is below 0x20 (a byte of 0x80 or more already
  /// fails on its top bit), and the same for zero after an exclusive or finds DEL and `\`.
  @inlinable @inline(__always)
  static func isPlainASCII(_ word: UInt64) -> Bool {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let tops: UInt64 = 0x8080_8080_8080_8080
    let control = (word &- ones &* 0x20) & ~word
    let delete = word ^ (ones &* 0x7F)
    let backslash = word ^ (ones &* 0x5C)
    let zeros = ((delete &- ones) & ~delete) | ((backslash &- ones) & ~backslash)
    return (word | control | zeros) & tops == 0
  }

  /// The byte-by-byte scan of `bytes` from `offset` on: every escaped scalar is ASCII, or starts
  /// with one of the lead bytes 0xC2 (C1 controls), 0xD8 (U+061C), or 0xE2 (U+2028 and the other
  /// separators and marks), whose following bytes are matched as they are, with no decoding.
  @usableFromInline
  static func needsEscaping(_ bytes: UnsafeBufferPointer<UInt8>, from offset: Int) -> Bool {
    for index in offset..<bytes.count {
      let byte = bytes[index]
      switch byte {
      case 0x00..<0x20, 0x5C, 0x7F:
        return true
      case 0xC2, 0xD8, 0xE2:
        if isEscapedSequence(byte, at: index + 1, in: bytes) { return true }
      default:
        break
      }
    }
    return false
  }

  /// Whether the sequence led by `lead`, whose other bytes start at `next`, is an escaped scalar:
  /// C2 80–9F (U+0080–U+009F), D8 9C (U+061C), E2 80 8E–8F, E2 80 A8–AE (U+200E–U+200F,
  /// U+2028–U+202E) or E2 81 A6–A9 (U+2066–U+2069).
  private static func isEscapedSequence(_ lead: UInt8, at next: Int, in bytes: UnsafeBufferPointer<UInt8>)
    -> Bool
  {
    guard next < bytes.count else { return false }
    let second = bytes[next]
    switch lead {
    case 0xC2: return (0x80...0x9F).contains(second)
    case 0xD8: return second == 0x9C
    default:
      guard next + 1 < bytes.count else { return false }
      let third = bytes[next + 1]
      switch second {
      case 0x80: return third == 0x8E || third == 0x8F || (0xA8...0xAE).contains(third)
      case 0x81: return (0xA6...0xA9).contains(third)
      default: return false
      }
    }
  }

  /// Whether `scalar` is one of the characters `escaped(_:)` writes as an escape.
  package static func mustEscape(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00..<0x20, 0x5C, 0x7F...0x9F: true
    case 0x061C, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }

  private static func appendEscaped(_ scalar: Unicode.Scalar, to result: inout String) {
    guard mustEscape(scalar) else {
      result.unicodeScalars.append(scalar)
      return
    }
    switch scalar {
    case "\\": result += "\\\\"
    case "\n": result += "\\n"
    case "\r": result += "\\r"
    case "\t": result += "\\t"
    case "\u{08}": result += "\\b"
    case "\u{0C}": result += "\\f"
    default:
      let digits = String(scalar.value, radix: 16, uppercase: true)
      result += "\\u" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
  }
}
