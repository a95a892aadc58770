import Foundation
import PopGesture
import PopGestureFormats
import PopGestureTools

extension Growth {
  /// `import` of a feed screen printed in lldb, its table ever longer: each row a cell with a
  /// card that has recognizers and a slider beside it, all inside the table's scroll view, read
  /// into a navigation description and written as JSON, as `popgesture import` does.
  static var importCases: [Case] {
    [
      Case(
        label: { rows in
          "import, a table of \(grouped(rows)) rows of a card and a slider (\(grouped(7 + 4 * rows)) lines)"
        },
        size: 1_000, limit: 1.15,
        prepare: { rows in
          let dump = feedDump(rows: rows)
          var options = HierarchyImport.Options()
          options.dumpFile = "feed-dump.txt"
          options.hierarchyFile = "feed-controllers.txt"
          return {
            _ = try HierarchyImport.run(dump: dump, hierarchy: feedControllers, options: options).json
          }
        })
    ]
  }

  /// The controllers of the feed screen, as `_printHierarchy` prints them: the library, and the
  /// feed on top, whose view is the dump's `0x10350e000`.
  static let feedControllers = """
    <UINavigationController 0x1040a1200>, state: appeared, view: <UILayoutContainerView 0x10350a1e0>
       | <MyApp.LibraryViewController 0x10350c000>, state: disappeared, view: <UIView 0x10350d000> not in the window
       | <MyApp.FeedViewController 0x10350c600>, state: appeared, view: <UIView 0x10350e000>

    """

  /// The window of the feed screen as `recursiveDescription` prints it, with `rows` rows of
  /// 4 lines each under its table, every view at an address of its own.
  static func feedDump(rows: Int) -> String {
    var text = """
      <UIWindow: 0x10370b2a0; frame = (0 0; 390 844); gestureRecognizers = <NSArray: 0x600000c0d2c0>; layer = <UIWindowLayer: 0x600000c0c9c0>>
         | <UILayoutContainerView: 0x10350a1e0; frame = (0 0; 390 844); autoresize = W+H; gestureRecognizers = <NSArray: 0x600000c1a3d0>; layer = <CALayer: 0x6000002b5e40>>
         |    | <UINavigationTransitionView: 0x10350ae80; frame = (0 0; 390 844); clipsToBounds = YES; autoresize = W+H; layer = <CALayer: 0x6000002b5ec0>>
         |    |    | <UIViewControllerWrapperView: 0x10350bd20; frame = (0 0; 390 844); autoresize = W+H; layer = <CALayer: 0x6000002b6000>>
         |    |    |    | <UIView: 0x10350e000; frame = (0 0; 390 844); autoresize = W+H; layer = <CALayer: 0x6000002b6010>>
         |    |    |    |    | <UITableView: 0x104808000; frame = (0 91; 390 753); clipsToBounds = YES; gestureRecognizers = <NSArray: 0x600000c1b0f0>; layer = <CALayer: 0x6000002b6020>; contentOffset: {0, 120}; contentSize: {390, \(rows * 88)}; adjustedContentInset: {0, 0, 34, 0}>

      """
    for row in 0..<rows {
      let address = { (view: Int) in "0x" + String(0x1_0500_0000 + row * 0x400 + view * 0x100, radix: 16) }
      text += """
           |    |    |    |    |    | <UITableViewCell: \(address(0)); frame = (0 \(row * 88); 390 88); clipsToBounds = YES; autoresize = W; layer = <CALayer: 0x6000002b7a60>>
           |    |    |    |    |    |    | <UITableViewCellContentView: \(address(1)); frame = (0 0; 390 88); layer = <CALayer: 0x6000002b7b20>>
           |    |    |    |    |    |    |    | <MyApp.CardView: \(address(2)); frame = (16 8; 200 72); gestureRecognizers = <NSArray: 0x600000c1c300>; layer = <CALayer: 0x6000002a6200>>
           |    |    |    |    |    |    |    | <UISlider: \(address(3)); frame = (224 28; 150 31); opaque = NO; layer = <CALayer: 0x6000002a5f40>; value: 0.500000>

        """
    }
    return text + """
         |    | <UINavigationBar: 0x10350b2c0; frame = (0 47; 390 44); opaque = NO; autoresize = W; gestureRecognizers = <NSArray: 0x600000c1a460>; layer = <CALayer: 0x6000002b5f80>>

      """
  }
}
