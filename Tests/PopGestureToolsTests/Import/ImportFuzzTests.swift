import PopGestureFormats
import PopGestureTestSupport
import Testing

@testable import PopGesture
@testable import PopGestureTools

/// Random damage to real dumps: cuts, flipped bytes and inserted punctuation never crash the
/// import, and always give either a result or an error at a place inside the input.
extension ImportSuite {
  static let dumps = ["table-ios17.txt", "photos-ios26.txt", "web.txt", "screens/player-dump.txt"]
  /// The characters the parsers give meaning to, most likely to reach a corner.
  static let punctuation = Array("<>;:'\"\\()[]{}| =\n\r0x-.e9").map { Array(String($0).utf8) }

  /// `bytes` damaged in a few random ways.
  static func damaged(_ bytes: [UInt8], _ random: inout SeededGenerator) -> [UInt8] {
    var bytes = bytes
    for _ in 0..<Int(random.next() % 4) + 1 {
      guard !bytes.isEmpty else { break }
      let index = Int(random.next() % UInt64(bytes.count))
      switch random.next() % 4 {
      case 0: bytes.removeSubrange(index...)
      case 1: bytes[index] ^= UInt8(truncatingIfNeeded: random.next() | 1)
      case 2: bytes.insert(contentsOf: random.pick(punctuation), at: index)
      default: bytes.remove(at: index)
      }
    }
    return bytes
  }

  /// Checks that an import of `dump` gives a result with valid views, or an error in the input.
  static func check(_ dump: String, hierarchy: String?) {
    let lines = dump.unicodeScalars.filter { $0 == "\n" || $0 == "\r" }.count + 1
    var options = HierarchyImport.Options()
    options.dumpFile = "dump.txt"
    options.hierarchyFile = "hierarchy.txt"
    do {
      let result = try HierarchyImport.run(dump: dump, hierarchy: hierarchy, options: options)
      var ids = Set<String>()
      func visit(_ views: [GestureView]) {
        for view in views {
          #expect(ids.insert(view.id).inserted, "duplicate id \(view.id)")
          let numbers = [
            view.frame.origin.x, view.frame.origin.y, view.frame.size.width, view.frame.size.height,
          ]
          #expect(
            numbers.allSatisfy { abs($0) <= 1e15 } && view.frame.size.width >= 0
              && view.frame.size.height >= 0)
          #expect((0...1).contains(view.value))
          visit(view.subviews)
        }
      }
      visit(result.navigation.stack.last?.views ?? [])
      // The description, and the device the dump gives, make a trace the decoder takes.
      let trace = Trace(device: result.device ?? Device(), navigation: result.navigation, events: [])
      #expect(throws: Never.self) { try trace.validate() }
      for warning in result.warnings where warning.file == "dump.txt" {
        #expect((1...lines).contains(warning.line) && warning.column >= 1, "\(warning)")
      }
    } catch {
      #expect(error.column >= 1 && error.line >= 1, "\(error)")
      if error.file == "dump.txt" { #expect(error.line <= lines, "\(error)") }
    }
  }

  @Test("damaged dumps give a result or a located error")
  func damagedDumps() {
    eachArgument(Self.dumps) { name in try damagedDumps(name: name) }
  }

  func damagedDumps(name: String) throws {
    let bytes = Array(try ImportFixture.text(name).utf8)
    var random = SeededGenerator(seed: UInt64(bytes.count))
    for _ in 0..<300 {
      Self.check(String(decoding: Self.damaged(bytes, &random), as: UTF8.self), hierarchy: nil)
    }
    // Every cut, one byte apart, over the last two lines.
    let start = bytes.count - 2 * 200
    for end in max(0, start)..<bytes.count {
      Self.check(String(decoding: bytes[..<end], as: UTF8.self), hierarchy: nil)
    }
  }

  @Test("damaged controller hierarchies give a result or a located error")
  func damagedHierarchies() throws {
    let dump = try ImportFixture.text("screens/player-dump.txt")
    let bytes = Array(try ImportFixture.text("screens/player-controllers.txt").utf8)
    var random = SeededGenerator(seed: 26)
    for _ in 0..<300 {
      Self.check(dump, hierarchy: String(decoding: Self.damaged(bytes, &random), as: UTF8.self))
    }
  }

  @Test("random text gives a located error or a result, never a crash")
  func noise() {
    var random = SeededGenerator(seed: 7)
    for _ in 0..<300 {
      let bytes = (0..<Int(random.next() % 200)).flatMap { _ in random.pick(Self.punctuation) }
      Self.check(
        "<UIView: 0x1; frame = (0 0; 1 1)>\n" + String(decoding: bytes, as: UTF8.self), hierarchy: nil)
    }
  }
}
