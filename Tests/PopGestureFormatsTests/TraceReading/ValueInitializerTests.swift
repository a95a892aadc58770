import PopGestureTestSupport
import Testing

@testable import PopGesture
@testable import PopGestureFormats

/// The trace's values built in Swift: each initializer's defaults are the format's, and each
/// parameter lands in its property.
extension TraceReadingSuite {
  static func decode(_ json: String) throws -> Trace {
    try TraceDecoder(file: "test.json").decode(Array(json.utf8))
  }

  @Test("a value built with defaults is what the decoder makes of a trace that leaves every key out")
  func defaults() throws {
    let trace = try Self.decode(
      """
      {"format": "popgesture-trace/1",
       "navigation": {"stack": [{"id": "home"}, {"id": "detail", "views": [
         {"id": "pager", "kind": "scrollView", "frame": [0, 100, 390, 300]},
         {"id": "volume", "kind": "slider", "frame": [20, 600, 350, 44]},
         {"id": "map", "kind": "pan", "frame": [0, 450, 390, 100]},
         {"id": "row", "kind": "swipeActions", "frame": [0, 700, 390, 60]},
         {"id": "badge", "kind": "plain", "frame": [0, 0, 10, 10]}]}]},
       "events": [{"t": 0, "action": "push", "screen": {"id": "more"}}, {"t": 0.5, "action": "pop"}]}
      """)
    let built = Trace(
      navigation: NavigationDescription(stack: [
        Screen(id: "home"),
        Screen(
          id: "detail",
          views: [
            .scrollView(id: "pager", frame: Rect(x: 0, y: 100, width: 390, height: 300)),
            .slider(id: "volume", frame: Rect(x: 20, y: 600, width: 350, height: 44)),
            .pan(id: "map", frame: Rect(x: 0, y: 450, width: 390, height: 100)),
            .swipeActions(id: "row", frame: Rect(x: 0, y: 700, width: 390, height: 60)),
            .plain(id: "badge", frame: Rect(x: 0, y: 0, width: 10, height: 10)),
          ]),
      ]),
      events: [Event(t: 0, kind: .action(.push(Screen(id: "more")))), Event(t: 0.5, kind: .action(.pop()))])
    #expect(trace == built)
  }

  @Test("every parameter of every initializer and factory lands in its property")
  func everyParameter() throws {
    let trace = try Self.decode(
      """
      {"format": "popgesture-trace/1", "policy": "zw",
       "device": {"width": 430, "height": 932, "topInset": 59, "layoutDirection": "rightToLeft", "ios": 18},
       "settings": {"panHysteresis": 8, "edgeRegion": 20, "edgeHysteresis": 12, "edgeMaxDuration": 0.3,
         "edgeAngleLimit": 60, "contentHysteresis": 25, "navigationBarHeight": 50, "transitionDuration": 0.4,
         "releaseProjection": 0.1, "finishRule": "legacy"},
       "navigation": {"stack": [{"id": "home"}, {"id": "detail", "interactivePopDisabled": true,
         "prefersNavigationBarHidden": true, "maxAllowedInitialDistanceToLeftEdge": 40, "backButton": "custom",
         "views": [
           {"id": "pager", "kind": "scrollView", "frame": [0, 100, 390, 300], "contentSize": [1170, 300],
            "contentOffset": [390, 0], "contentInset": [1, 2, 3, 4], "pagingEnabled": true, "bounces": false,
            "alwaysBounceHorizontal": true, "alwaysBounceVertical": true, "simultaneousWithPop": "atLeadingEdge",
            "subviews": [{"id": "caption", "kind": "plain", "frame": [0, 350, 390, 50],
              "subviews": [{"id": "link", "kind": "plain", "frame": [0, 350, 50, 50]}]}]},
           {"id": "volume", "kind": "slider", "frame": [20, 600, 350, 44], "value": 0.5, "thumbSize": [30, 31]},
           {"id": "map", "kind": "pan", "frame": [0, 450, 390, 100], "direction": "vertical",
            "simultaneousWithPop": "always", "subviews": [{"id": "pin", "kind": "plain", "frame": [0, 450, 9, 9]}]},
           {"id": "row", "kind": "swipeActions", "frame": [0, 700, 390, 60], "revealed": true,
            "subviews": [{"id": "toggle", "kind": "plain", "frame": [300, 700, 60, 60]}]}]}],
         "navigationBarHidden": true, "fullscreenPopGestureEnabled": false,
         "viewControllerBasedNavigationBarAppearanceEnabled": false, "installedByPush": false,
         "interactivePopGestureEnabled": true, "contentPopGestureEnabled": false, "notes": ["a note"]},
       "events": [{"t": 0, "action": "push", "screen": {"id": "more"}, "animated": false},
         {"t": 0.5, "action": "pop", "animated": false}]}
      """)
    let detail = Screen(
      id: "detail", interactivePopDisabled: true, prefersNavigationBarHidden: true,
      maxAllowedInitialDistanceToLeftEdge: 40, backButton: .custom,
      views: [
        .scrollView(
          id: "pager", frame: Rect(x: 0, y: 100, width: 390, height: 300),
          contentSize: Size(width: 1170, height: 300), contentOffset: Point(x: 390, y: 0),
          contentInset: GestureView.EdgeInsets(top: 1, left: 2, bottom: 3, right: 4), pagingEnabled: true,
          bounces: false,
          alwaysBounceHorizontal: true, alwaysBounceVertical: true, simultaneousWithPop: .atLeadingEdge,
          subviews: [
            .plain(
              id: "caption", frame: Rect(x: 0, y: 350, width: 390, height: 50),
              subviews: [.plain(id: "link", frame: Rect(x: 0, y: 350, width: 50, height: 50))])
          ]),
        .slider(
          id: "volume", frame: Rect(x: 20, y: 600, width: 350, height: 44), value: 0.5,
          thumbSize: Size(width: 30, height: 31)),
        .pan(
          id: "map", frame: Rect(origin: Point(x: 0, y: 450), size: Size(width: 390, height: 100)),
          direction: .vertical, simultaneousWithPop: .always,
          subviews: [.plain(id: "pin", frame: Rect(x: 0, y: 450, width: 9, height: 9))]),
        .swipeActions(
          id: "row", frame: Rect(x: 0, y: 700, width: 390, height: 60), revealed: true,
          subviews: [.plain(id: "toggle", frame: Rect(x: 300, y: 700, width: 60, height: 60))]),
      ])
    let built = Trace(
      policy: .zw,
      device: Device(width: 430, height: 932, topInset: 59, layoutDirection: .rightToLeft, ios: 18),
      settings: Trace.Settings(
        panHysteresis: 8, edgeRegion: 20, edgeHysteresis: 12, edgeMaxDuration: 0.3, edgeAngleLimit: 60,
        contentHysteresis: 25, navigationBarHeight: 50, transitionDuration: 0.4, releaseProjection: 0.1,
        finishRule: .legacy),
      navigation: NavigationDescription(
        stack: [Screen(id: "home"), detail], navigationBarHidden: true, fullscreenPopGestureEnabled: false,
        viewControllerBasedNavigationBarAppearanceEnabled: false, installedByPush: false,
        interactivePopGestureEnabled: true, contentPopGestureEnabled: false, notes: ["a note"]),
      events: [
        Event(t: 0, kind: .action(.push(Screen(id: "more"), animated: false))),
        Event(t: 0.5, kind: .action(.pop(animated: false))),
      ])
    #expect(trace == built)
  }

  @Test("the general view initializer still gives a scroll view the frame's size as its content size")
  func generalViewInitializer() {
    let frame = Rect(x: 0, y: 0, width: 390, height: 300)
    #expect(
      GestureView(id: "pager", kind: .scrollView, frame: frame) == .scrollView(id: "pager", frame: frame))
    #expect(GestureView(id: "pager", kind: .scrollView, frame: frame).contentSize == frame.size)
  }
}
