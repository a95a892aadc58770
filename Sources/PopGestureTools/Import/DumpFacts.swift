import PopGesture
import PopGestureFormats

/// What a whole dump says about the device and the navigation bar, beside the screen's views.
struct DumpFacts {
  /// The first navigation bar, in screen points.
  struct NavigationBar {
    var frame: Rect
    var isHidden: Bool
    var line: Int?
  }

  /// The root's size, when the root is a window with a size a trace's device can have.
  private(set) var windowSize: Size?
  private(set) var navigationBar: NavigationBar?
  /// The first Liquid Glass view, which only iOS 26 and later draw.
  private(set) var glass: ViewSnapshot?

  /// The facts of the dump whose top-level views are `roots`.
  init(roots: [ViewSnapshot]) {
    // A window with no area, or one beyond what a trace holds, says nothing about the screen.
    if let root = roots.first, SystemViews.isWindow(root),
      [root.frame.size.width, root.frame.size.height].allSatisfy({ $0 > 0 && $0 <= Trace.maximumMagnitude })
    {
      windowSize = root.frame.size
    }
    for root in roots { visit(root, origin: .zero, isVisible: true) }
  }

  /// The device the window gives: its size, and the bar's top as the top inset when a bar shows.
  var device: Device? {
    guard let windowSize else { return nil }
    var device = Device()
    device.width = windowSize.width
    device.height = windowSize.height
    if let bar = navigationBar, !bar.isHidden, (0...Trace.maximumMagnitude).contains(bar.frame.origin.y) {
      device.topInset = bar.frame.origin.y
    }
    return device
  }

  /// Looks at `node` and the views inside it; `isVisible` says whether the views around it show.
  private mutating func visit(_ node: ViewSnapshot, origin: Point, isVisible: Bool) {
    if glass == nil, SystemViews.isGlass(node.className) {
      // Without its children: only its class and line are named, and the tree is freed before the notes.
      var glass = node
      glass.children = []
      self.glass = glass
    }
    let frameOrigin = origin + node.frame.origin
    let isVisible = isVisible && !node.isHidden && node.alpha >= 0.01
    if navigationBar == nil, node.isKind(of: ["UINavigationBar"]) {
      navigationBar = NavigationBar(
        frame: Rect(
          x: frameOrigin.x, y: frameOrigin.y, width: node.frame.size.width, height: node.frame.size.height),
        isHidden: !isVisible, line: node.line)
    }
    for child in node.children { visit(child, origin: node.boundsOrigin(in: origin), isVisible: isVisible) }
  }
}
