import Foundation
import PopGesture
import PopGestureFormats
import PopGestureTools

extension Growth {
  /// The map of one panel, its text included, on a screen ever taller: the map section's
  /// checkout views at its top, 49 columns of 8 pt cells, and `n` rows of them.
  ///
  /// On one thread: the map shares its cells among the cores, and the growth of the work, not
  /// how the scheduler spreads it, is what is measured.
  static var mapCases: [Case] {
    [
      Case(
        label: { "map of one panel, 49 x \(grouped($0)) cells of 8 pt (\(grouped(49 * $0)) cells)" },
        size: 100, limit: 1.15,
        prepare: { rows in
          let text = """
            {"format": "popgesture-trace/1", "device": {"width": 392, "height": \(rows * 8)},
             "navigation": {"stack": [{"id": "cart"}, {"id": "checkout", "views": [
               {"id": "photos", "kind": "scrollView", "frame": [0, 91, 390, 260], "contentSize": [1170, 260],
                "pagingEnabled": true},
               {"id": "tip", "kind": "slider", "frame": [24, 420, 342, 44], "value": 0.3},
               {"id": "form", "kind": "scrollView", "frame": [0, 500, 390, 344], "contentSize": [390, 1200]}
             ]}]},
             "events": []}
            """
          let trace = try TraceDecoder(file: "growth-map.json").decode(Array(text.utf8))
          let map = ScreenMap(trace: trace)
          let system = ScreenMap.System(policy: .fd, ios: Device.defaultIOS)
          return { _ = MapFormat.text(try map.panels(for: [system], threads: 1), map: map) }
        })
    ]
  }
}
