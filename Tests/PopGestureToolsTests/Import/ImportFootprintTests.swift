import PopGestureFormats
import Testing

@testable import PopGesture
@testable import PopGestureTools

/// What an import holds for each view of a dump: a dump of a long table gives a snapshot for every
/// view of every row and an imported record for each view written, so their sizes set how much
/// memory a byte of dump costs (the benchmark's bound is 4 bytes a byte). Sizes, not timings, so
/// the shape is pinned on any machine.
extension ImportSuite {
  @Test("a view snapshot keeps its base class, scroll and slider state out of line")
  func snapshotSize() {
    // Class, address, frame, alpha, children, line, four flags and one box: 104 bytes on 64-bit.
    #expect(MemoryLayout<ViewSnapshot>.size <= 112)
    #expect(MemoryLayout<ViewSnapshot>.size < MemoryLayout<ViewSnapshot.Scroll>.size * 2)
  }

  @Test("a snapshot's out-of-line state reads, changes and compares as a value")
  func snapshotState() {
    let plain = ViewSnapshot(className: "UIScrollView", frame: Rect(x: 0, y: 0, width: 390, height: 844))
    var scroller = plain
    scroller.scroll = ViewSnapshot.Scroll(contentSize: Size(width: 390, height: 2000))
    scroller.baseClassName = "UIScrollView"
    let copy = scroller
    scroller.scroll?.contentOffset = Point(x: 0, y: 120)
    #expect(copy.scroll?.contentOffset == .zero)
    #expect(scroller.scroll?.contentOffset == Point(x: 0, y: 120))
    #expect(scroller.baseClassName == "UIScrollView" && scroller.slider == nil)
    #expect(scroller != copy && plain.scroll == nil)
    scroller.scroll?.contentOffset = .zero
    #expect(scroller == copy)
    scroller.scroll = nil
    scroller.baseClassName = nil
    #expect(scroller == plain)
  }

  @Test("an imported view keeps what its notes say, neither its snapshot nor the view written")
  func importedSize() {
    let size = MemoryLayout<GestureViewExtraction.Imported>.size
    #expect(size <= 128)
    #expect(size < MemoryLayout<GestureView>.size)
    #expect(size < MemoryLayout<ViewSnapshot>.size + 32)
  }
}
