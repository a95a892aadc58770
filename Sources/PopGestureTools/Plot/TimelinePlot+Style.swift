import PopGesture
import PopGestureFormats

extension TimelinePlot {
  /// The stylesheet: fonts, colours and line styles by class.
  ///
  /// Labels are in a monospaced font, so their widths can be worked out without measuring text.
  static let style = """
    .page { fill: #ffffff; }
    text {
      font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, "DejaVu Sans Mono", "Liberation Mono",
        monospace;
      font-size: 11px; fill: #1f2937;
    }
    .title {
      font-family: -apple-system, BlinkMacSystemFont, "Segoe UI", Helvetica, Arial, "DejaVu Sans", sans-serif;
      font-size: 15px; font-weight: 600; fill: #111827;
    }
    .subtitle, .unit, .tick { fill: #6b7280; }
    .tick { font-size: 10px; }
    .name { font-weight: 600; }
    .caption { fill: #111827; }
    .empty { fill: #9ca3af; font-style: italic; }
    .frame { fill: none; stroke: #d1d5db; }
    .grid { stroke: #eef0f3; }
    .axis, .rule { stroke: #9ca3af; }
    .separator { stroke: #f0f1f4; }
    .baseline { stroke: #d1d5db; stroke-dasharray: 2 3; }
    .leader { stroke: #c4c8cf; }
    .path { fill: none; stroke-width: 2; stroke-linejoin: round; }
    .finger1 { stroke: #2563eb; } .finger2 { stroke: #ea580c; }
    .finger3 { stroke: #0891b2; } .finger4 { stroke: #a21caf; }
    .down, .touch { fill: #374151; stroke: #ffffff; stroke-width: 1; }
    .finger1.down { fill: #2563eb; } .finger2.down { fill: #ea580c; }
    .finger3.down { fill: #0891b2; } .finger4.down { fill: #a21caf; }
    .up, .lift { fill: #ffffff; stroke: #374151; stroke-width: 1.5; }
    .cross { fill: none; stroke-width: 2; }
    .progress { fill: none; stroke: #111827; stroke-width: 2; }
    .settle { fill: none; stroke: #111827; stroke-width: 1.5; stroke-dasharray: 4 3; }
    .release { stroke-width: 1; stroke-dasharray: 3 3; }
    .interactive { fill: #e0ecff; } .animated { fill: #efe7ff; }
    .band { stroke: #ffffff; stroke-width: 0.5; }
    .possible { fill: #d9dce1; } .waiting { fill: #f5b942; } .recognizing { fill: #22a559; }
    .tracking { fill: #7dd3e0; }
    .shown { fill: #cfe3f7; } .hidden { fill: #52606d; }
    .mark { stroke: #ffffff; stroke-width: 1.2; }
    .began.mark { fill: #15803d; } .waiting.mark { fill: #d97706; } .ended.mark { fill: #1f2937; }
    .failed.cross { stroke: #dc2626; }
    .finish.mark { fill: #15803d; } .cancel.mark { fill: #dc2626; }
    .finish.release { stroke: #15803d; } .cancel.release { stroke: #dc2626; }
    .transition.mark { fill: #2563eb; } .bar.mark { fill: #52606d; } .scroll.mark { fill: #0891b2; }
    .action.mark { fill: #7c3aed; } .ignored.mark { fill: #9ca3af; }
    .label { paint-order: stroke; stroke: #ffffff; stroke-width: 3px; stroke-linejoin: round; }
    .label.began, .label.finish { fill: #15803d; } .label.failed, .label.cancel { fill: #b91c1c; }
    .label.waiting { fill: #b45309; } .label.transition { fill: #1d4ed8; } .label.action { fill: #6d28d9; }
    .label.ignored { fill: #6b7280; } .label.scroll { fill: #0e7490; }

    """

  /// The rule for a strip's note on labels it could not draw: italic, in the amber of `waiting`,
  /// so that it reads as a warning and not as a label.
  static let noteStyle = """
    .note { fill: #92400e; font-style: italic; }

    """
}
