import PopGestureTestSupport
import PopGestureTesting

@testable import PopGesture

/// Builds the model's values directly, for call-and-expect tests: a scene over a stack, and
/// recognizers of each kind on its top screen's views.
enum ModelFixture {
  static func view(
    _ id: String, _ kind: GestureView.Kind, width: Double = 390, height: Double = 500,
    change: (inout GestureView) -> Void = { _ in }
  ) -> GestureView {
    var view = GestureView(id: id, kind: kind, frame: Rect(x: 0, y: 0, width: width, height: height))
    change(&view)
    return view
  }

  /// A scene whose top screen `detail`, above `home` unless `depth` is 1, holds `views`.
  static func scene(
    _ views: [GestureView] = [], policy: Policy = .fd, ios: Int = Device.defaultIOS, depth: Int = 2,
    layout: Device.LayoutDirection = .leftToRight, barHidden: Bool = false,
    changeTop: (inout Screen) -> Void = { _ in },
    changeNavigation: (inout NavigationDescription) -> Void = { _ in }
  ) -> Scene {
    var top = Screen(id: "detail", views: views)
    changeTop(&top)
    var description = NavigationDescription(stack: depth == 1 ? [top] : [Screen(id: "home"), top])
    description.navigationBarHidden = barHidden
    changeNavigation(&description)
    var device = Device()
    device.layoutDirection = layout
    device.ios = ios
    return Scene(policy: policy, device: device, settings: Trace.Settings(), navigation: description)
  }

  /// A reference to top-level view `index` of the scene's top screen.
  static func reference(_ index: Int, in scene: Scene) -> ViewReference {
    let stack = scene.navigation.stack
    let top = stack.count - 1
    let view = stack[top].screen.views[index]
    return ViewReference(
      screenSerial: stack[top].serial, screenIndex: top, screenID: stack[top].screen.id, path: [index],
      viewID: view.id, kind: view.kind)
  }

  static func recognizer(_ id: RecognizerID, _ kind: Recognizer.Kind, hysteresis: Double = 10) -> Recognizer {
    let pan = PanTracker(touch: 1, at: Point(x: 100, y: 400), time: 0, followsFirstTouchOnly: true)
    return Recognizer(id: id, kind: kind, hysteresis: hysteresis, pan: pan)
  }
}
