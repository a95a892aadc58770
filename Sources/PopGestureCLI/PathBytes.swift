#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// File names as the system holds them, bytes that need not be UTF-8, carried in a `String`
/// without loss, so that a name from the command line or a folder reaches the system unchanged.
///
/// A name's UTF-8 decodes as usual; each byte that is not part of valid UTF-8 becomes one scalar
/// of the last private-use plane (U+10FF00 plus the byte), which turns back into that byte on the
/// way to the system, and into `\xE9` in messages (`printable(_:)`). A name that holds those
/// scalars as UTF-8 of its own would lose them; no real name does.
enum PathBytes {
  /// The scalar that stands for byte 0.
  private static let base: UInt32 = 0x10_FF00

  /// The name the system gave as `bytes`.
  static func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
    // Decoding repairs what is not UTF-8, so the bytes come back unchanged only from valid UTF-8.
    let text = String(decoding: bytes, as: UTF8.self)
    if text.utf8.elementsEqual(bytes) && !holdsStandIns(text) { return text }
    var result = String.UnicodeScalarView()
    var index = 0
    while index < bytes.count {
      if let (scalar, length) = scalar(in: bytes, at: index) {
        result.append(scalar)
        index += length
      } else {
        result.append(standIn(for: bytes[index]))
        index += 1
      }
    }
    return String(result)
  }

  /// The name the system gave as the C string `name`.
  static func string(cString name: UnsafePointer<CChar>) -> String {
    name.withMemoryRebound(to: UInt8.self, capacity: strlen(name) + 1) { start in
      string(UnsafeBufferPointer(start: start, count: strlen(name)))
    }
  }

  /// The bytes the system knows `path` by.
  static func bytes(_ path: String) -> [UInt8] {
    guard holdsStandIns(path) else { return Array(path.utf8) }
    var bytes: [UInt8] = []
    for scalar in path.unicodeScalars {
      if scalar.value >= base {
        bytes.append(UInt8(scalar.value - base))
      } else {
        bytes.append(contentsOf: String(scalar).utf8)
      }
    }
    return bytes
  }

  /// Calls `body` with `path` as the C string the system knows it by.
  static func withCString<Result>(_ path: String, _ body: (UnsafePointer<CChar>) -> Result) -> Result {
    let bytes = bytes(path).map { CChar(bitPattern: $0) } + [0]
    return body(bytes)
  }

  /// The scalar that stands for `byte`; every byte has one, U+10FFFF the last.
  private static func standIn(for byte: UInt8) -> Unicode.Scalar {
    Unicode.Scalar(base + UInt32(byte)) ?? "\u{FFFD}"
  }

  /// `path` for a message: each byte that is not UTF-8 as `\xE9`.
  static func printable(_ path: String) -> String {
    guard holdsStandIns(path) else { return path }
    var result = ""
    for scalar in path.unicodeScalars {
      if scalar.value >= base {
        let byte = String(scalar.value - base, radix: 16, uppercase: true)
        result += "\\x" + (byte.count == 1 ? "0" : "") + byte
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// Whether `text` holds a scalar that stands for a byte: a quick look for the lead byte F4 of
  /// the last plane first.
  private static func holdsStandIns(_ text: String) -> Bool {
    text.utf8.contains(0xF4) && text.unicodeScalars.contains { $0.value >= base }
  }

  /// The scalar whose valid UTF-8 starts at `index`, and its length; nil when the bytes there
  /// are not UTF-8.
  private static func scalar(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (Unicode.Scalar, Int)? {
    let lead = bytes[index]
    let length: Int
    var value: UInt32
    switch lead {
    case 0x00...0x7F: return (Unicode.Scalar(lead), 1)
    case 0xC2...0xDF: (length, value) = (2, UInt32(lead & 0x1F))
    case 0xE0...0xEF: (length, value) = (3, UInt32(lead & 0x0F))
    case 0xF0...0xF4: (length, value) = (4, UInt32(lead & 0x07))
    default: return nil
    }
    guard index + length <= bytes.count else { return nil }
    for offset in 1..<length {
      let byte = bytes[index + offset]
      guard byte & 0xC0 == 0x80 else { return nil }
      value = value << 6 | UInt32(byte & 0x3F)
    }
    // Overlong forms, surrogates and values past U+10FFFF are not UTF-8; `Unicode.Scalar`
    // refuses the last two.
    let shortest: UInt32 = length == 3 ? 0x800 : length == 4 ? 0x1_0000 : 0x80
    guard value >= shortest, let scalar = Unicode.Scalar(value) else { return nil }
    return (scalar, length)
  }
}
