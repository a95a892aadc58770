import PopGesture

extension MapPlot {
  /// Places the views' labels of one panel so that none overlaps another and all lie on the
  /// screen.
  ///
  /// The screen is cut into rows of `rowHeight`; a label would like the row just above its
  /// view's frame, or, where the screen has no room above it, the first row inside it. It tries
  /// that row, then the rows below and above it in turn, `maximumTries` in all, and takes the first where its text,
  /// with `spacing` either side, meets no label placed before it. Labels are placed in the
  /// order given (the views back to front, each before its subviews), so the same views always
  /// give the same picture. A label that finds no room, and every label after the first
  /// `maximumLabels`, is not drawn: its view's tooltip still names it.
  ///
  /// A row keeps its labels' extents sorted, so whether a text fits is one binary search; each
  /// label tries a bounded number of rows, and a panel draws a bounded number of labels, so the
  /// layout grows as n log n with the labels, and never with the cells.
  enum LabelLayout {
    /// The height of a row: a 9 px label's text and the space under it.
    static let rowHeight = 11.0
    /// The width a label's character is taken to have, a little more than a 9 px sans-serif
    /// letter's on average, so that an estimate errs toward room.
    static let characterWidth = 5.2
    /// The space kept between two labels in a row.
    static let spacing = 3.0
    /// The rows a label tries, nearest first: its own, then the one below, the one above, and so on.
    static let maximumTries = 24
    /// The labels a panel draws at most.
    static let maximumLabels = 500

    /// A label before it is placed: its text, where it would like its text to start, and the
    /// top of its view's frame on the screen, in the picture's points; whether it would like to
    /// go above that top or just inside it.
    struct Label: Equatable {
      var text: String
      var x: Double
      var frameTop: Double
      var isAbove: Bool
      var isSkipped: Bool
    }

    /// Where a label went: its index among those given, its text (shortened with `…` when the
    /// screen is narrower than it), where it starts and its baseline.
    struct Placed: Equatable {
      var index: Int
      var text: String
      var x: Double
      var baseline: Double
    }

    /// The width `text` is taken to have.
    static func width(of text: String) -> Double {
      Double(text.count) * characterWidth
    }

    /// Where each of `labels` goes on `screen`, in the order given; labels that find no room
    /// are left out.
    static func place(_ labels: [Label], in screen: Rect) -> [Placed] {
      let rowCount = Int((screen.size.height / rowHeight).rounded(.down))
      let room = screen.size.width - 2 * spacing
      guard rowCount > 0, room >= characterWidth else { return [] }
      // Each row's extents, sorted and apart: [start, end) with the spacing after each.
      var rows = Array(repeating: [(start: Double, end: Double)](), count: rowCount)
      var placed: [Placed] = []
      for (index, label) in labels.prefix(maximumLabels).enumerated() {
        var text = label.text
        if width(of: text) > room {
          text = String(text.prefix(max(0, Int(room / characterWidth) - 1))) + "…"
        }
        let textWidth = width(of: text)
        let right = screen.origin.x + screen.size.width - spacing
        let x = max(screen.origin.x + spacing, min(label.x, right - textWidth))
        // Above: the lowest row whose bottom is over the frame's top. Inside: the highest row
        // whose top is under it.
        let wanted =
          label.isAbove
          ? Int(((label.frameTop - screen.origin.y) / rowHeight).rounded(.down)) - 1
          : Int(((label.frameTop - screen.origin.y) / rowHeight).rounded(.up))
        let preferred = min(max(wanted, 0), rowCount - 1)
        for attempt in 0..<maximumTries {
          // preferred, +1, -1, +2, -2, ...
          let offset = (attempt + 1) / 2 * (attempt % 2 == 1 ? 1 : -1)
          let row = preferred + offset
          guard rows.indices.contains(row) else { continue }
          guard let slot = Self.slot(in: rows[row], from: x - spacing, to: x + textWidth + spacing) else {
            continue
          }
          rows[row].insert((x - spacing, x + textWidth + spacing), at: slot)
          placed.append(
            Placed(
              index: index, text: text, x: x,
              baseline: screen.origin.y + Double(row) * rowHeight + rowHeight - 2))
          break
        }
      }
      return placed
    }

    /// Where an extent from `start` to `end` goes in `row`, or nil when it meets one there.
    static func slot(in row: [(start: Double, end: Double)], from start: Double, to end: Double) -> Int? {
      // The first extent that ends after `start`; the extents are apart, so their ends are sorted.
      var low = 0
      var high = row.count
      while low < high {
        let middle = (low + high) / 2
        if row[middle].end <= start { low = middle + 1 } else { high = middle }
      }
      guard low == row.count || row[low].start >= end else { return nil }
      return low
    }
  }
}
