import PopGestureTestSupport
import Testing

@testable import PopGesture
@testable import PopGestureFormats

/// Decodes `text` as the file `trace.json`.
private func decode(
  _ text: String, loadNavigation: TraceDecoder.NavigationLoader? = nil,
  navigationOverride: NavigationDescription? = nil
) throws(TraceError) -> Trace {
  let decoder = TraceDecoder(
    file: "trace.json", loadNavigation: loadNavigation, navigationOverride: navigationOverride)
  return try decoder.decode(Array(text.utf8))
}

/// The error a loader throws for a file that is not there.
private struct Unreadable: Error, CustomStringConvertible {
  var description: String { "no such file or directory" }
}

/// The ids of `screens`, bottom first.
private func ids(_ screens: [Screen]) -> [String] {
  screens.map(\.id)
}

@Suite("Trace decoder")
struct TraceDecoderTests {
  // MARK: - Valid traces

  @Test("decodes model version 3's view and navigation keys, present, dismiss and fd1.1")
  func modelVersion3Keys() throws {
    let trace = try decode(
      #"""
      {"format": "popgesture-trace/1", "policy": "fd1.1", "settings": {"rowHysteresis": 25},
       "navigation": {"interactivePopDelegate": "stackCount", "contentPopDelegate": "always", "stack": [
        {"id": "home"},
        {"id": "feed", "views": [
          {"id": "cover", "kind": "plain", "frame": [0, 0, 390, 844], "hidden": true, "alpha": 0.25,
           "userInteractionEnabled": false},
          {"id": "list", "kind": "scrollView", "frame": [0, 0, 390, 844], "recognizerEnabled": false,
           "simultaneousWith": "all", "requiresFailureOf": ["fullscreenPop", "row.swipe"],
           "requiredToFailBy": ["contentPop"], "ignoresTouchesIn": [[0, 0, 390, 44], [0, 800, 390, 44.5]],
           "subviews": [{"id": "row", "kind": "swipeActions", "frame": [0, 100, 390, 44], "leadingActions": true,
             "simultaneousWith": ["list.pan", "edgePop"]}]}]}]},
       "events": [
        {"t": 0, "action": "present", "screen": {"id": "sheet"}, "style": "pageSheet", "animated": false},
        {"t": 1, "action": "dismiss", "animated": false},
        {"t": 2, "action": "present", "screen": {"id": "alert"}},
        {"t": 3, "action": "dismiss"},
        {"t": 4, "action": "set", "property": "contentPopDelegate", "value": "uikit"},
        {"t": 5, "action": "set", "screen": "feed", "view": "list", "property": "simultaneousWith", "value": []}
      ]}
      """#)
    #expect(trace.policy == .fd1_1)
    #expect(trace.settings.rowHysteresis == 25)
    #expect(trace.navigation.interactivePopDelegate == .stackCount)
    #expect(trace.navigation.contentPopDelegate == .always)
    let views = trace.navigation.stack[1].views
    #expect(views[0].hidden && views[0].alpha == 0.25 && !views[0].userInteractionEnabled)
    let list = views[1]
    #expect(!list.recognizerEnabled)
    #expect(list.simultaneousWith == .all)
    #expect(list.requiresFailureOf == [.fullscreenPop, .swipe(view: "row")])
    #expect(list.requiredToFailBy == [.contentPop])
    #expect(
      list.ignoresTouchesIn == [
        Rect(x: 0, y: 0, width: 390, height: 44), Rect(x: 0, y: 800, width: 390, height: 44.5),
      ])
    #expect(list.subviews[0].leadingActions)
    #expect(list.subviews[0].simultaneousWith == .only([.pan(view: "list"), .edgePop]))
    #expect(
      trace.events.map(\.kind) == [
        .action(.present(Screen(id: "sheet"), style: .pageSheet, animated: false)),
        .action(.dismiss(animated: false)),
        .action(.present(Screen(id: "alert"), style: .fullScreen, animated: true)),
        .action(.dismiss(animated: true)),
        .action(.set(.navigation(.contentPopDelegate(.uikit)))),
        .action(.set(.view(screen: "feed", view: "list", .simultaneousWith(.none)))),
      ])
  }

  @Test("a view's id may be empty, so '.pan' names its pan, as validate() agrees")
  func emptyViewIDRecognizerName() throws {
    let trace = try decode(
      #"""
      {"format": "popgesture-trace/1", "navigation": {"stack": [{"id": "home"}, {"id": "chart", "views": [
        {"id": "", "kind": "pan", "frame": [0, 100, 390, 300]},
        {"id": "list", "kind": "scrollView", "frame": [0, 400, 390, 300], "simultaneousWith": [".pan"]}]}]},
       "events": []}
      """#)
    #expect(trace.navigation.stack[1].views[1].simultaneousWith == .only([.pan(view: "")]))
    #expect(throws: Never.self) { try trace.validate() }
  }

  @Test("decodes every key of a full trace")
  func fullTrace() throws {
    let trace = try decode(
      #"""
      {
        "format": "popgesture-trace/1",
        "name": "every key",
        "policy": "uikit",
        "device": {
          "width": 320, "height": 568, "topInset": 20, "layoutDirection": "rightToLeft", "ios": 17.0
        },
        "settings": {
          "panHysteresis": 11, "edgeRegion": 14, "edgeHysteresis": 16, "edgeMaxDuration": 0.3,
          "edgeAngleLimit": 70, "contentHysteresis": 31, "navigationBarHeight": 45, "transitionDuration": 0.4,
          "releaseProjection": 0.13, "finishRule": "flutter"
        },
        "navigation": {
          "stack": [
            { "id": "home", "views": [{ "id": "pager", "kind": "plain", "frame": [0, 0, 1, 1] }] },
            {
              "id": "detail", "interactivePopDisabled": true, "prefersNavigationBarHidden": true,
              "maxAllowedInitialDistanceToLeftEdge": -5, "backButton": "custom",
              "views": [
                {
                  "id": "pager", "kind": "scrollView", "frame": [0, 100, 320, 200],
                  "contentSize": [960, 200], "contentOffset": [320, 0], "contentInset": [1, -2, 3, 4.5],
                  "pagingEnabled": true,
                  "bounces": false, "alwaysBounceHorizontal": true, "alwaysBounceVertical": true,
                  "simultaneousWithPop": "atLeadingEdge",
                  "subviews": [
                    {
                      "id": "knob", "kind": "slider", "frame": [10, 110, 100, 30], "value": 0.25,
                      "thumbSize": [30, 20]
                    },
                    {
                      "id": "row", "kind": "swipeActions", "frame": [0, 150, 320, 44], "revealed": true,
                      "subviews": [
                        {
                          "id": "drag", "kind": "pan", "frame": [0, 150, 50, 44],
                          "direction": "vertical", "simultaneousWithPop": "always"
                        }
                      ]
                    }
                  ]
                },
                { "id": "cover", "kind": "plain", "frame": [0, 0, 320, 568] }
              ]
            },
            { "id": "top", "maxAllowedInitialDistanceToLeftEdge": 40.5 }
          ],
          "navigationBarHidden": true, "fullscreenPopGestureEnabled": false,
          "viewControllerBasedNavigationBarAppearanceEnabled": false, "installedByPush": false,
          "interactivePopGestureEnabled": true, "contentPopGestureEnabled": false
        },
        "events": [
          { "t": 0, "touch": 1, "phase": "began", "x": 150, "y": 400 },
          { "t": 0.016, "touch": 1, "phase": "moved", "x": 170.5, "y": 401 },
          { "t": 0.016, "touch": 2, "phase": "began", "x": 10, "y": 10 },
          { "t": 0.2, "touch": 1, "phase": "ended", "x": 330, "y": 405 },
          { "t": 0.2, "touch": 2, "phase": "cancelled", "x": 10, "y": 10 },
          { "t": 0.3, "touch": 1, "phase": "began", "x": 1, "y": 2 },
          { "t": 0.3, "touch": 1, "phase": "ended", "x": 1, "y": 2 },
          { "t": 1, "action": "push", "screen": { "id": "more" }, "animated": false },
          { "t": 1.1, "action": "push", "screen": { "id": "detail" } },
          { "t": 2, "action": "pop" },
          { "t": 2.1, "action": "pop", "animated": false },
          { "t": 3, "action": "setStack", "screens": [{ "id": "home" }, { "id": "other" }] },
          { "t": 4, "action": "set", "property": "fullscreenPopGestureEnabled", "value": true },
          {
            "t": 4, "action": "set",
            "property": "viewControllerBasedNavigationBarAppearanceEnabled", "value": true
          },
          { "t": 4, "action": "set", "property": "navigationBarHidden", "value": false },
          {
            "t": 5, "action": "set", "screen": "detail",
            "property": "interactivePopDisabled", "value": false
          },
          {
            "t": 5, "action": "set", "screen": "detail",
            "property": "prefersNavigationBarHidden", "value": false
          },
          {
            "t": 5, "action": "set", "screen": "top",
            "property": "maxAllowedInitialDistanceToLeftEdge", "value": 12.5
          },
          {
            "t": 6, "action": "set", "screen": "detail", "view": "pager",
            "property": "contentOffset", "value": [640, 0]
          },
          { "t": 6, "action": "set", "screen": "detail", "view": "row", "property": "revealed", "value": false },
          {
            "t": 6, "action": "set", "screen": "detail", "view": "drag",
            "property": "simultaneousWithPop", "value": "never"
          },
          { "t": 7, "action": "set", "property": "interactivePopGestureEnabled", "value": false },
          { "t": 7, "action": "set", "property": "contentPopGestureEnabled", "value": true },
          { "t": 7, "action": "set", "screen": "detail", "property": "backButton", "value": "hidden" },
          { "t": 7, "action": "set", "screen": "detail", "view": "knob", "property": "value", "value": 1 }
        ]
      }
      """#)

    #expect(trace.name == "every key")
    #expect(trace.policy == .uikit)
    var device = Device()
    device.width = 320
    device.height = 568
    device.topInset = 20
    device.layoutDirection = .rightToLeft
    device.ios = 17
    #expect(trace.device == device)

    var settings = Trace.Settings()
    settings.panHysteresis = 11
    settings.edgeRegion = 14
    settings.edgeHysteresis = 16
    settings.edgeMaxDuration = 0.3
    settings.edgeAngleLimit = 70
    settings.contentHysteresis = 31
    settings.navigationBarHeight = 45
    settings.transitionDuration = 0.4
    settings.releaseProjection = 0.13
    settings.finishRule = .flutter
    #expect(trace.settings == settings)

    let navigation = trace.navigation
    #expect(navigation.navigationBarHidden)
    #expect(!navigation.fullscreenPopGestureEnabled)
    #expect(!navigation.viewControllerBasedNavigationBarAppearanceEnabled)
    #expect(!navigation.installedByPush)
    #expect(navigation.interactivePopGestureEnabled == true)
    #expect(!navigation.contentPopGestureEnabled)
    #expect(ids(navigation.stack) == ["home", "detail", "top"])

    var drag = GestureView(id: "drag", kind: .pan, frame: Rect(x: 0, y: 150, width: 50, height: 44))
    drag.direction = .vertical
    drag.simultaneousWithPop = .always
    var row = GestureView(
      id: "row", kind: .swipeActions, frame: Rect(x: 0, y: 150, width: 320, height: 44), subviews: [drag])
    row.revealed = true
    var knob = GestureView(id: "knob", kind: .slider, frame: Rect(x: 10, y: 110, width: 100, height: 30))
    knob.value = 0.25
    knob.thumbSize = Size(width: 30, height: 20)
    var pager = GestureView(
      id: "pager", kind: .scrollView, frame: Rect(x: 0, y: 100, width: 320, height: 200),
      subviews: [knob, row])
    pager.contentSize = Size(width: 960, height: 200)
    pager.contentOffset = Point(x: 320, y: 0)
    pager.contentInset = GestureView.EdgeInsets(top: 1, left: -2, bottom: 3, right: 4.5)
    pager.pagingEnabled = true
    pager.bounces = false
    pager.alwaysBounceHorizontal = true
    pager.alwaysBounceVertical = true
    pager.simultaneousWithPop = .atLeadingEdge
    let cover = GestureView(id: "cover", kind: .plain, frame: Rect(x: 0, y: 0, width: 320, height: 568))
    var detail = Screen(id: "detail", views: [pager, cover])
    detail.interactivePopDisabled = true
    detail.prefersNavigationBarHidden = true
    detail.maxAllowedInitialDistanceToLeftEdge = 0
    detail.backButton = .custom
    #expect(navigation.stack[1] == detail)
    #expect(navigation.stack[2].maxAllowedInitialDistanceToLeftEdge == 40.5)

    #expect(
      trace.events.map(\.t) == [
        0, 0.016, 0.016, 0.2, 0.2, 0.3, 0.3, 1, 1.1, 2, 2.1, 3, 4, 4, 4, 5, 5, 5, 6, 6, 6, 7, 7, 7, 7,
      ])
    let touches = trace.events.compactMap { event -> TouchEvent? in
      guard case .touch(let touch) = event.kind else { return nil }
      return touch
    }
    #expect(
      touches == [
        TouchEvent(touch: 1, phase: .began, location: Point(x: 150, y: 400)),
        TouchEvent(touch: 1, phase: .moved, location: Point(x: 170.5, y: 401)),
        TouchEvent(touch: 2, phase: .began, location: Point(x: 10, y: 10)),
        TouchEvent(touch: 1, phase: .ended, location: Point(x: 330, y: 405)),
        TouchEvent(touch: 2, phase: .cancelled, location: Point(x: 10, y: 10)),
        TouchEvent(touch: 1, phase: .began, location: Point(x: 1, y: 2)),
        TouchEvent(touch: 1, phase: .ended, location: Point(x: 1, y: 2)),
      ])

    let actions = trace.events.compactMap { event -> Action? in
      guard case .action(let action) = event.kind else { return nil }
      return action
    }
    #expect(
      actions.map(\.kind.rawValue) == ["push", "push", "pop", "pop", "setStack"]
        + Array(repeating: "set", count: 13))
    try #require(actions.count == 18)
    if case .push(let screen, let animated) = actions[0] {
      #expect(screen == Screen(id: "more"))
      #expect(!animated)
    }
    if case .push(let screen, let animated) = actions[1] {
      #expect(screen.id == "detail")
      #expect(screen.views.isEmpty)
      #expect(animated)
    }
    if case .pop(let animated) = actions[2] { #expect(animated) }
    if case .pop(let animated) = actions[3] { #expect(!animated) }
    if case .setStack(let screens) = actions[4] { #expect(ids(screens) == ["home", "other"]) }
    let changes = actions.dropFirst(5).compactMap { action -> PropertyChange? in
      guard case .set(let change) = action else { return nil }
      return change
    }
    #expect(
      changes == [
        .navigation(.fullscreenPopGestureEnabled(true)),
        .navigation(.viewControllerBasedNavigationBarAppearanceEnabled(true)),
        .navigation(.navigationBarHidden(false)),
        .screen("detail", .interactivePopDisabled(false)),
        .screen("detail", .prefersNavigationBarHidden(false)),
        .screen("top", .maxAllowedInitialDistanceToLeftEdge(12.5)),
        .view(screen: "detail", view: "pager", .contentOffset(Point(x: 640, y: 0))),
        .view(screen: "detail", view: "row", .revealed(false)),
        .view(screen: "detail", view: "drag", .simultaneousWithPop(.never)),
        .navigation(.interactivePopGestureEnabled(false)),
        .navigation(.contentPopGestureEnabled(true)),
        .screen("detail", .backButton(.hidden)),
        .view(screen: "detail", view: "knob", .value(1)),
      ])
  }

  @Test("fills in the model's defaults for omitted keys")
  func defaults() throws {
    let trace = try decode(
      #"""
      {
        "format": "popgesture-trace/1",
        "navigation": {
          "stack": [
            {
              "id": "home",
              "views": [
                { "id": "list", "kind": "scrollView", "frame": [0, 10, 390, 500] },
                { "id": "drag", "kind": "pan", "frame": [0, 0, 100, 100] },
                { "id": "row", "kind": "swipeActions", "frame": [0, 0, 390, 44] }
              ]
            }
          ]
        },
        "events": []
      }
      """#)

    #expect(trace.name == nil)
    #expect(trace.policy == .fd)
    #expect(trace.device == Device())
    #expect(trace.device.width == 390 && trace.device.height == 844 && trace.device.topInset == 47)
    #expect(trace.device.layoutDirection == .leftToRight)
    #expect(trace.settings == Trace.Settings())
    #expect(trace.settings.finishRule == .projection)
    #expect(trace.events.isEmpty)

    let navigation = trace.navigation
    #expect(!navigation.navigationBarHidden)
    #expect(navigation.fullscreenPopGestureEnabled)
    #expect(navigation.viewControllerBasedNavigationBarAppearanceEnabled)
    #expect(navigation.installedByPush)

    let home = try #require(navigation.stack.first)
    #expect(!home.interactivePopDisabled)
    #expect(!home.prefersNavigationBarHidden)
    #expect(home.maxAllowedInitialDistanceToLeftEdge == 0)
    try #require(home.views.count == 3)
    let list = home.views[0]
    #expect(list.subviews.isEmpty)
    #expect(list.contentSize == Size(width: 390, height: 500))
    #expect(list.contentOffset == .zero)
    #expect(!list.pagingEnabled)
    #expect(list.bounces)
    #expect(!list.alwaysBounceHorizontal && !list.alwaysBounceVertical)
    #expect(list.simultaneousWithPop == .never)
    #expect(home.views[1].direction == .any)
    #expect(!home.views[2].revealed)
  }

  @Test("accepts a set on a screen or view that only a later push or setStack brings")
  func setBeforeThePushThatBringsItsScreen() throws {
    let trace = try decode(
      #"""
      {
        "format": "popgesture-trace/1",
        "navigation": { "stack": [{ "id": "home" }] },
        "events": [
          { "t": 0, "action": "set", "screen": "detail", "property": "interactivePopDisabled", "value": true },
          { "t": 0, "action": "set", "screen": "detail", "view": "pager", "property": "revealed", "value": true },
          { "t": 0, "action": "set", "screen": "later", "property": "prefersNavigationBarHidden", "value": true },
          {
            "t": 1, "action": "push",
            "screen": { "id": "detail", "views": [{ "id": "pager", "kind": "swipeActions", "frame": [0, 0, 1, 1] }] }
          },
          { "t": 2, "action": "setStack", "screens": [{ "id": "later" }] }
        ]
      }
      """#)
    #expect(trace.events.count == 5)
  }

  @Test("accepts pushing a screen already on the stack, and one view id on two screens")
  func repeatedIdsAcrossDescriptions() throws {
    let trace = try decode(
      #"""
      {
        "format": "popgesture-trace/1",
        "navigation": { "stack": [
          { "id": "home", "views": [{ "id": "list", "kind": "plain", "frame": [0, 0, 1, 1] }] },
          { "id": "detail", "views": [{ "id": "list", "kind": "plain", "frame": [0, 0, 1, 1] }] }
        ] },
        "events": [
          { "t": 0, "action": "push", "screen": { "id": "detail" } },
          { "t": 1, "action": "setStack", "screens": [{ "id": "detail" }, { "id": "home" }] }
        ]
      }
      """#)
    #expect(trace.events.count == 2)
  }

  // MARK: - Input errors

  /// A trace the decoder must reject, with where and why.
  struct Rejection: Sendable, CustomTestStringConvertible {
    var name: String
    var path: String
    var line: Int
    var column: Int
    /// A phrase the message must contain.
    var phrase: String
    var json: String

    init(_ name: String, _ path: String, _ line: Int, _ column: Int, _ phrase: String, _ json: String) {
      self.name = name
      self.path = path
      self.line = line
      self.column = column
      self.phrase = phrase
      self.json = json
    }

    var testDescription: String { name }
  }

  static let rejections: [Rejection] = [
    Rejection(
      "malformed JSON", "events[0]", 3, 14, "unexpected character '}'; expected a value",
      #"""
      {
        "format": "popgesture-trace/1",
        "events": [}
      }
      """#),
    Rejection("empty input", "$", 1, 1, "empty input", ""),
    Rejection(
      "notes not an array", "navigation.notes", 3, 57, "expected an array, found a string",
      #"""
      {
        "format": "popgesture-trace/1",
        "navigation": { "stack": [{ "id": "home" }], "notes": "paging unknown" },
        "events": []
      }
      """#),
    Rejection(
      "a note not a string", "navigation.notes[1]", 3, 63, "expected a string, found a number",
      #"""
      {
        "format": "popgesture-trace/1",
        "navigation": { "stack": [{ "id": "home" }], "notes": ["a", 2] },
        "events": []
      }
      """#),
    Rejection(
      "wrong format", "format", 2, 13,
      "unsupported format 'popgesture-trace/2'; expected 'popgesture-trace/1'",
      #"""
      {
        "format": "popgesture-trace/2",
        "navigation": { "stack": [{ "id": "home" }] },
        "events": []
      }
      """#),
    Rejection(
      "format not a string", "format", 2, 13, "expected a string, found a number",
      #"""
      {
        "format": 1,
        "navigation": { "stack": [{ "id": "home" }] },
        "events": []
      }
      """#),
    Rejection(
      "missing format", "$", 1, 1, "missing key 'format'",
      #"""
      {
        "navigation": { "stack": [{ "id": "home" }] },
        "events": []
      }
      """#),
    Rejection(
      "missing navigation", "$", 1, 1, "missing key 'navigation'",
      #"""
      {
        "format": "popgesture-trace/1",
        "events": []
      }
      """#),
    Rejection(
      "missing events", "$", 1, 1, "missing key 'events'",
      #"""
      {
        "format": "popgesture-trace/1",
        "navigation": { "stack": [{ "id": "home" }] }
      }
      """#),
    Rejection(
      "missing stack", "navigation", 3, 17, "missing key 'stack'",
      #"""
      {
        "format": "popgesture-trace/1",
        "navigation": {
          "navigationBarHidden": true
        },
        "events": []
      }
      """#),
    Rejection(
      "missing screen id", "navigation.stack[1]", 6, 7, "missing key 'id'",
      #"""
      {
        "format": "popgesture-trace/1",
        "navigation": {
          "stack": [
            { "id": "home" },
            { "prefersNavigationBarHidden": true }
          ]
        },
        "events": []
      }
      """#),
    Rejection(
      "missing view kind", "navigation.stack[0].views[0]", 4, 5, "missing key 'kind'",
      #"""
      {
        "format": "popgesture-trace/1",
        "navigation": { "stack": [{ "id": "home", "views": [
          { "id": "pager", "frame": [0, 0, 390, 844] }
        ] }] },
        "events": []
      }
      """#),
    Rejection(
      "missing view frame", "navigation.stack[0].views[0]", 4, 5, "missing key 'frame'",
      #"""
      {
        "format": "popgesture-trace/1",
        "navigation": { "stack": [{ "id": "home", "views": [
          { "id": "pager", "kind": "plain" }
        ] }] },
        "events": []
      }
      """#),
    Rejection(
      "missing touch x", "events[0]", 5, 5, "missing key 'x'",
      #"""
      {
        "format": "popgesture-trace/1",
        "navigation": { "stack": [{ "id": "home" }] },
        "events": [
          { "t": 0, "touch": 1, "phase": "began", "y": 400 }
        ]
      }
      """#),
    Rejection(
      "missing t", "events[0]", 5, 5, "missing key 't'",
      #"""
      {
        "format": "popgesture-trace/1",
        "navigation": { "stack": [{ "id": "home" }] },
        "events": [
          { "touch": 1, "phase": "began", "x": 150, "y": 400 }
        ]
      }
      """#),
    Rejection(
      "event not an object", "events[0]", 5, 5, "expected an object, found an array",
      #"""
      {
        "format": "popgesture-trace/1",
        "navigation": { "stack": [{ "id": "home" }] },
        "events": [
          [0, 1]
        ]
      }
      """#),
    Rejection(
      "string for a number", "events[0].x", 5, 50, "expected a number, found a string",
      #"""
      {
        "format": "popgesture-trace/1",
        "navigation": { "stack": [{ "id": "home" }] },
        "events": [
          { "t": 0, "touch": 1, "phase": "began", "x": "150", "y": 400 }
        ]
      }
      """#),
    Rejection(
      "number for a boolean", "navigation.navigationBarHidden", 5, 28,
      "expected true or false, found a number",
      #"""
      {
        "format": "popgesture-trace/1",
        "navigation": {
          "stack": [{ "id": "home" }],
          "navigationBarHidden": 1
        },
        "events": []
      }
      """#),
    Rejection(
      "fractional touch id", "events[0].touch", 5, 24, "expected a whole number, found 1.5",
      #"""
      {
        "format": "popgesture-trace/1",
        "navigation": { "stack": [{ "id": "home" }] },
        "events": [
          { "t": 0, "touch": 1.5, "phase": "began", "x": 150, "y": 400 }
        ]
      }
      """#),
    Rejection(
      "frame of the wrong length", "navigation.stack[0].views[0].frame", 4, 48,
      "expected [x, y, width, height], an array of 4 numbers; found 3 elements",
      #"""
      {
        "format": "popgesture-trace/1",
        "navigation": { "stack": [{ "id": "home", "views": [
          { "id": "pager", "kind": "plain", "frame": [0, 0, 390] }
        ] }] },
        "events": []
      }
      """#),
    Rejection(
      "unknown key at top level", "nmae", 3, 3, "unknown key 'nmae' in the trace; did you mean 'name'?",
      #"""
      {
        "format": "popgesture-trace/1",
        "nmae": "swipe",
        "navigation": { "stack": [{ "id": "home" }] },
        "events": []
      }
      """#),
    Rejection(
      "unknown key in device", "device.widht", 3, 15, "unknown key 'widht' in device; did you mean 'width'?",
      #"""
      {
        "format": "popgesture-trace/1",
        "device": { "widht": 390 },
        "navigation": { "stack": [{ "id": "home" }] },
        "events": []
      }
      """#),
    Rejection(
      "unknown key in settings", "settings.edgeRegon", 3, 17,
      "unknown key 'edgeRegon' in settings; did you mean 'edgeRegion'?",
      #"""
      {
        "format": "popgesture-trace/1",
        "settings": { "edgeRegon": 20 },
        "navigation": { "stack": [{ "id": "home" }] },
        "events": []
      }
      """#),
    Rejection(
      "unknown key in navigation", "navigation.installedByPop", 5, 5,
      "unknown key 'installedByPop' in navigation; did you mean 'installedByPush'?",
      #"""
      {
        "format": "popgesture-trace/1",
        "navigation": {
          "stack": [{ "id": "home" }],
          "installedByPop": true
        },
        "events": []
      }
      """#),
    Rejection(
      "unknown key in a screen", "navigation.stack[0].prefersNavigationBarHiden", 4, 21,
      "unknown key 'prefersNavigationBarHiden' in a screen; did you mean 'prefersNavigationBarHidden'?",
      #"""
      {
        "format": "popgesture-trace/1",
        "navigation": { "stack": [
          { "id": "home", "prefersNavigationBarHiden": true }
        ] },
        "events": []
      }
      """#),
    Rejection(
      "unknown key in a pushed screen", "events[0].screen.interactivePopDisable", 6, 23,
      "unknown key 'interactivePopDisable' in a screen; did you mean 'interactivePopDisabled'?",
      #"""
      {
        "format": "popgesture-trace/1",
        "navigation": { "stack": [{ "id": "home" }] },
        "events": [
          { "t": 0, "action": "push", "screen": {
            "id": "detail", "interactivePopDisable": true
          } }
        ]
      }
      """#),
    Rejection(
      "unknown key in a view", "navigation.stack[0].views[0].contentSise", 4, 71,
      "unknown key 'contentSise' in a view; did you mean 'contentSize'?",
      #"""
      {
        "format": "popgesture-trace/1",
        "navigation": { "stack": [{ "id": "home", "views": [
          { "id": "pager", "kind": "scrollView", "frame": [0, 0, 390, 844], "contentSise": [780, 844] }
        ] }] },
        "events": []
      }
      """#),
    Rejection(
      "unknown key in an event", "events[0].phse", 5, 27,
      "unknown key 'phse' in an event; did you mean 'phase'?",
      #"""
      {
        "format": "popgesture-trace/1",
        "navigation": { "stack": [{ "id": "home" }] },
        "events": [
          { "t": 0, "touch": 1, "phse": "began", "x": 150, "y": 400 }
        ]
      }
      """#),
    Rejection(
      "action key in a touch event", "events[0].animated", 5, 65, "unknown key 'animated' in a touch event",
      #"""
      {
        "format": "popgesture-trace/1",
        "navigation": { "stack": [{ "id": "home" }] },
        "events": [
          { "t": 0, "touch": 1, "phase": "began", "x": 150, "y": 400, "animated": true }
        ]
      }
      """#),
    Rejection(
      "touch key in a pop", "events[0].x", 5, 32, "unknown key 'x' in a pop",
      #"""
      {
        "format": "popgesture-trace/1",
        "navigation": { "stack": [{ "id": "home" }] },
        "events": [
          { "t": 0, "action": "pop", "x": 1 }
        ]
      }
      """#),
    Rejection(
      "unknown phase", "events[0].phase", 5, 36,
      "unknown phase 'hover'; expected began, moved, ended or cancelled",
      #"""
      {
        "format": "popgesture-trace/1",
        "navigation": { "stack": [{ "id": "home" }] },
        "events": [
          { "t": 0, "touch": 1, "phase": "hover", "x": 150, "y": 400 }
        ]
      }
      """#),
    Rejection(
      "misspelled phase", "events[0].phase", 5, 36, "unknown phase 'begun'; did you mean 'began'?",
      #"""
      {
        "format": "popgesture-trace/1",
        "navigation": { "stack": [{ "id": "home" }] },
        "events": [
          { "t": 0, "touch": 1, "phase": "begun", "x": 150, "y": 400 }
        ]
      }
      """#),
    Rejection(
      "unknown view kind", "navigation.stack[0].views[0].kind", 4, 30,
      "unknown view kind 'scrolView'; did you mean 'scrollView'?",
      #"""
      {
        "format": "popgesture-trace/1",
        "navigation": { "stack": [{ "id": "home", "views": [
          { "id": "pager", "kind": "scrolView", "frame": [0, 0, 390, 844] }
        ] }] },
        "events": []
      }
      """#),
    Rejection(
      "unknown layout direction", "device.layoutDirection", 3, 34,
      "unknown layout direction 'leftToRigth'; did you mean 'leftToRight'?",
      #"""
      {
        "format": "popgesture-trace/1",
        "device": { "layoutDirection": "leftToRigth" },
        "navigation": { "stack": [{ "id": "home" }] },
        "events": []
      }
      """#),
    Rejection(
      "unknown finish rule", "settings.finishRule", 3, 31,
      "unknown finish rule 'projections'; did you mean 'projection'?",
      #"""
      {
        "format": "popgesture-trace/1",
        "settings": { "finishRule": "projections" },
        "navigation": { "stack": [{ "id": "home" }] },
        "events": []
      }
      """#),
    Rejection(
      "unknown policy", "policy", 3, 13, "unknown policy 'fdd'; did you mean 'fd'?",
      #"""
      {
        "format": "popgesture-trace/1",
        "policy": "fdd",
        "navigation": { "stack": [{ "id": "home" }] },
        "events": []
      }
      """#),
    Rejection(
      "unknown action word", "events[0].action", 5, 25,
      "unknown action 'setStak'; did you mean 'setStack'?",
      #"""
      {
        "format": "popgesture-trace/1",
        "navigation": { "stack": [{ "id": "home" }] },
        "events": [
          { "t": 0, "action": "setStak", "screens": [{ "id": "home" }] }
        ]
      }
      """#),
    Rejection(
      "unknown view property in a set", "events[0].property", 9, 19,
      "unknown property 'contentOfset' of a view; did you mean 'contentOffset'?",
      #"""
      {
        "format": "popgesture-trace/1",
        "navigation": { "stack": [{ "id": "home", "views": [
          { "id": "pager", "kind": "scrollView", "frame": [0, 0, 390, 844] }
        ] }] },
        "events": [
          {
            "t": 0, "action": "set", "screen": "home", "view": "pager",
            "property": "contentOfset", "value": [0, 0]
          }
        ]
      }
      """#),
    Rejection(
      "screen property in a navigation set", "events[0].property", 5, 44,
      "unknown property 'prefersNavigationBarHidden' of the navigation controller",
      #"""
      {
        "format": "popgesture-trace/1",
        "navigation": { "stack": [{ "id": "home" }] },
        "events": [
          { "t": 0, "action": "set", "property": "prefersNavigationBarHidden", "value": true }
        ]
      }
      """#),
    Rejection(
      "view property in a screen set", "events[0].property", 5, 62, "unknown property 'revealed' of a screen",
      #"""
      {
        "format": "popgesture-trace/1",
        "navigation": { "stack": [{ "id": "home" }] },
        "events": [
          { "t": 0, "action": "set", "screen": "home", "property": "revealed", "value": true }
        ]
      }
      """#),
    Rejection(
      "unknown simultaneousWithPop in a view", "navigation.stack[0].views[0].simultaneousWithPop", 6, 30,
      "unknown simultaneousWithPop value 'sometimes'; expected never, atLeadingEdge or always",
      #"""
      {
        "format": "popgesture-trace/1",
        "navigation": { "stack": [{ "id": "home", "views": [
          {
            "id": "pager", "kind": "scrollView", "frame": [0, 0, 390, 844],
            "simultaneousWithPop": "sometimes"
          }
        ] }] },
        "events": []
      }
      """#),
    Rejection(
      "unknown simultaneousWithPop in a set", "events[0].value", 9, 51,
      "unknown simultaneousWithPop value 'atLeadingEdges'; did you mean 'atLeadingEdge'?",
      #"""
      {
        "format": "popgesture-trace/1",
        "navigation": { "stack": [{ "id": "home", "views": [
          { "id": "pager", "kind": "scrollView", "frame": [0, 0, 390, 844] }
        ] }] },
        "events": [
          {
            "t": 0, "action": "set", "screen": "home", "view": "pager",
            "property": "simultaneousWithPop", "value": "atLeadingEdges"
          }
        ]
      }
      """#),
    Rejection(
      "unknown pan direction", "navigation.stack[0].views[0].direction", 6, 20,
      "unknown pan direction 'horizontl'; did you mean 'horizontal'?",
      #"""
      {
        "format": "popgesture-trace/1",
        "navigation": { "stack": [{ "id": "home", "views": [
          {
            "id": "drag", "kind": "pan", "frame": [0, 0, 390, 844],
            "direction": "horizontl"
          }
        ] }] },
        "events": []
      }
      """#),
    Rejection(
      "number too large", "events[0].t", 5, 12, "number out of range",
      #"""
      {
        "format": "popgesture-trace/1",
        "navigation": { "stack": [{ "id": "home" }] },
        "events": [
          { "t": 1e400, "touch": 1, "phase": "began", "x": 150, "y": 400 }
        ]
      }
      """#),
    Rejection(
      "negative frame width", "navigation.stack[0].views[0].frame", 4, 48, "negative size in frame",
      #"""
      {
        "format": "popgesture-trace/1",
        "navigation": { "stack": [{ "id": "home", "views": [
          { "id": "pager", "kind": "plain", "frame": [0, 0, -390, 844] }
        ] }] },
        "events": []
      }
      """#),
    Rejection(
      "negative contentSize", "navigation.stack[0].views[0].contentSize", 6, 22,
      "negative size in contentSize",
      #"""
      {
        "format": "popgesture-trace/1",
        "navigation": { "stack": [{ "id": "home", "views": [
          {
            "id": "pager", "kind": "scrollView", "frame": [0, 0, 390, 844],
            "contentSize": [-1, 844]
          }
        ] }] },
        "events": []
      }
      """#),
    Rejection(
      "zero device width", "device.width", 3, 24, "a screen size must be greater than 0",
      #"""
      {
        "format": "popgesture-trace/1",
        "device": { "width": 0 },
        "navigation": { "stack": [{ "id": "home" }] },
        "events": []
      }
      """#),
    Rejection(
      "negative device height", "device.height", 3, 25, "negative size -844",
      #"""
      {
        "format": "popgesture-trace/1",
        "device": { "height": -844 },
        "navigation": { "stack": [{ "id": "home" }] },
        "events": []
      }
      """#),
    Rejection(
      "negative setting", "settings.edgeRegion", 3, 31, "negative size",
      #"""
      {
        "format": "popgesture-trace/1",
        "settings": { "edgeRegion": -1 },
        "navigation": { "stack": [{ "id": "home" }] },
        "events": []
      }
      """#),
    Rejection(
      "t decreasing", "events[1].t", 6, 12, "time goes backwards",
      #"""
      {
        "format": "popgesture-trace/1",
        "navigation": { "stack": [{ "id": "home" }] },
        "events": [
          { "t": 1, "touch": 1, "phase": "began", "x": 150, "y": 400 },
          { "t": 0.5, "touch": 1, "phase": "moved", "x": 160, "y": 400 }
        ]
      }
      """#),
    Rejection(
      "moved for a touch not down", "events[0].phase", 5, 36, "touch 1 moved but it is not down",
      #"""
      {
        "format": "popgesture-trace/1",
        "navigation": { "stack": [{ "id": "home" }] },
        "events": [
          { "t": 0, "touch": 1, "phase": "moved", "x": 150, "y": 400 }
        ]
      }
      """#),
    Rejection(
      "ended for a touch already lifted", "events[2].phase", 7, 36, "touch 1 ended but it is not down",
      #"""
      {
        "format": "popgesture-trace/1",
        "navigation": { "stack": [{ "id": "home" }] },
        "events": [
          { "t": 0, "touch": 1, "phase": "began", "x": 150, "y": 400 },
          { "t": 1, "touch": 1, "phase": "ended", "x": 150, "y": 400 },
          { "t": 2, "touch": 1, "phase": "ended", "x": 150, "y": 400 }
        ]
      }
      """#),
    Rejection(
      "cancelled for another finger", "events[1].phase", 6, 36, "touch 2 cancelled but it is not down",
      #"""
      {
        "format": "popgesture-trace/1",
        "navigation": { "stack": [{ "id": "home" }] },
        "events": [
          { "t": 0, "touch": 1, "phase": "began", "x": 150, "y": 400 },
          { "t": 1, "touch": 2, "phase": "cancelled", "x": 150, "y": 400 }
        ]
      }
      """#),
    Rejection(
      "began for a touch already down", "events[1].phase", 6, 38, "touch 1 began while it is already down",
      #"""
      {
        "format": "popgesture-trace/1",
        "navigation": { "stack": [{ "id": "home" }] },
        "events": [
          { "t": 0, "touch": 1, "phase": "began", "x": 150, "y": 400 },
          { "t": 0.1, "touch": 1, "phase": "began", "x": 150, "y": 400 }
        ]
      }
      """#),
    Rejection(
      "duplicate screen id in navigation.stack", "navigation.stack[1]", 5, 5,
      "duplicate screen id 'home' in one stack",
      #"""
      {
        "format": "popgesture-trace/1",
        "navigation": { "stack": [
          { "id": "home" },
          { "id": "home" }
        ] },
        "events": []
      }
      """#),
    Rejection(
      "the first of several duplicate screen ids", "navigation.stack[2]", 5, 5,
      "duplicate screen id 'a' in one stack",
      #"""
      {
        "format": "popgesture-trace/1",
        "navigation": { "stack": [
          { "id": "a" }, { "id": "b" },
          { "id": "a" },
          { "id": "b" }
        ] },
        "events": []
      }
      """#),
    Rejection(
      "duplicate screen id in a setStack", "events[0].screens[1]", 7, 7,
      "duplicate screen id 'a' in one stack",
      #"""
      {
        "format": "popgesture-trace/1",
        "navigation": { "stack": [{ "id": "home" }] },
        "events": [
          { "t": 0, "action": "setStack", "screens": [
            { "id": "a" },
            { "id": "a" }
          ] }
        ]
      }
      """#),
    Rejection(
      "duplicate view id", "navigation.stack[0].views[1].id", 5, 13, "duplicate view id 'row' in one screen",
      #"""
      {
        "format": "popgesture-trace/1",
        "navigation": { "stack": [{ "id": "home", "views": [
          { "id": "row", "kind": "plain", "frame": [0, 0, 390, 44] },
          { "id": "row", "kind": "plain", "frame": [0, 44, 390, 44] }
        ] }] },
        "events": []
      }
      """#),
    Rejection(
      "duplicate view id in a subview", "navigation.stack[0].views[0].subviews[0].id", 5, 15,
      "duplicate view id 'list' in one screen",
      #"""
      {
        "format": "popgesture-trace/1",
        "navigation": { "stack": [{ "id": "home", "views": [
          { "id": "list", "kind": "scrollView", "frame": [0, 0, 390, 844], "subviews": [
            { "id": "list", "kind": "plain", "frame": [0, 0, 390, 44] }
          ] }
        ] }] },
        "events": []
      }
      """#),
    Rejection(
      "duplicate view id across nesting levels", "navigation.stack[0].views[1].id", 7, 13,
      "duplicate view id 'cell' in one screen",
      #"""
      {
        "format": "popgesture-trace/1",
        "navigation": { "stack": [{ "id": "home", "views": [
          { "id": "list", "kind": "scrollView", "frame": [0, 0, 390, 844], "subviews": [
            { "id": "cell", "kind": "plain", "frame": [0, 0, 390, 44] }
          ] },
          { "id": "cell", "kind": "plain", "frame": [0, 0, 390, 44] }
        ] }] },
        "events": []
      }
      """#),
    Rejection(
      "set naming a screen that appears nowhere", "events[0].screen", 5, 42,
      "no screen 'detial' anywhere in the trace; did you mean 'detail'?",
      #"""
      {
        "format": "popgesture-trace/1",
        "navigation": { "stack": [{ "id": "home" }, { "id": "detail" }] },
        "events": [
          { "t": 0, "action": "set", "screen": "detial", "property": "interactivePopDisabled", "value": true }
        ]
      }
      """#),
    Rejection(
      "set naming a view that appears nowhere", "events[0].view", 8, 58,
      "no view 'pagr' on screen 'home' anywhere in the trace; did you mean 'pager'?",
      #"""
      {
        "format": "popgesture-trace/1",
        "navigation": { "stack": [{ "id": "home", "views": [
          { "id": "pager", "kind": "scrollView", "frame": [0, 0, 390, 844] }
        ] }] },
        "events": [
          {
            "t": 0, "action": "set", "screen": "home", "view": "pagr",
            "property": "contentOffset", "value": [0, 0]
          }
        ]
      }
      """#),
    Rejection(
      "set naming a view of another screen", "events[0].view", 8, 58, "no view 'pager' on screen 'home'",
      #"""
      {
        "format": "popgesture-trace/1",
        "navigation": { "stack": [{ "id": "home" }, { "id": "detail", "views": [
          { "id": "pager", "kind": "scrollView", "frame": [0, 0, 390, 844] }
        ] }] },
        "events": [
          {
            "t": 0, "action": "set", "screen": "home", "view": "pager",
            "property": "contentOffset", "value": [0, 0]
          }
        ]
      }
      """#),
    Rejection(
      "set naming a view on a screen that appears nowhere", "events[0].screen", 8, 42,
      "no screen 'hom' anywhere in the trace; did you mean 'home'?",
      #"""
      {
        "format": "popgesture-trace/1",
        "navigation": { "stack": [{ "id": "home", "views": [
          { "id": "pager", "kind": "scrollView", "frame": [0, 0, 390, 844] }
        ] }] },
        "events": [
          {
            "t": 0, "action": "set", "screen": "hom", "view": "pager",
            "property": "contentOffset", "value": [0, 0]
          }
        ]
      }
      """#),
    Rejection(
      "set naming a view without its screen", "events[0].view", 5, 40, "a 'view' needs the 'screen' it is on",
      #"""
      {
        "format": "popgesture-trace/1",
        "navigation": { "stack": [{ "id": "home" }] },
        "events": [
          { "t": 0, "action": "set", "view": "pager", "property": "revealed", "value": true }
        ]
      }
      """#),
    Rejection(
      "duplicate key at top level", "format", 3, 3, "duplicate key 'format'",
      #"""
      {
        "format": "popgesture-trace/1",
        "format": "popgesture-trace/1",
        "navigation": { "stack": [{ "id": "home" }] },
        "events": []
      }
      """#),
    Rejection(
      "duplicate key in an event", "events[0].t", 5, 15, "duplicate key 't'",
      #"""
      {
        "format": "popgesture-trace/1",
        "navigation": { "stack": [{ "id": "home" }] },
        "events": [
          { "t": 0, "t": 1, "touch": 1, "phase": "began", "x": 150, "y": 400 }
        ]
      }
      """#),
    Rejection(
      "empty stack", "navigation.stack", 3, 28, "a stack needs at least one screen",
      #"""
      {
        "format": "popgesture-trace/1",
        "navigation": { "stack": [] },
        "events": []
      }
      """#),
    Rejection(
      "empty setStack", "events[0].screens", 5, 48, "a stack needs at least one screen",
      #"""
      {
        "format": "popgesture-trace/1",
        "navigation": { "stack": [{ "id": "home" }] },
        "events": [
          { "t": 0, "action": "setStack", "screens": [] }
        ]
      }
      """#),
    // Version 2 of the model.
    Rejection(
      "policy system is version 1's word for uikit before iOS 26", "policy", 3, 13,
      "'system' is now 'uikit' with an iOS version below 26",
      #"""
      {
        "format": "popgesture-trace/1",
        "policy": "system",
        "navigation": { "stack": [{ "id": "home" }] },
        "events": []
      }
      """#),
    Rejection(
      "policy native26 is version 1's word for uikit on iOS 26", "policy", 3, 13,
      "'native26' is now 'uikit' on iOS 26",
      #"""
      {
        "format": "popgesture-trace/1",
        "policy": "native26",
        "navigation": { "stack": [{ "id": "home" }] },
        "events": []
      }
      """#),
    Rejection(
      "an iOS version below 7", "device.ios", 3, 22,
      "iOS 6 is out of range; expected a major version from 7 to 99",
      #"""
      {
        "format": "popgesture-trace/1",
        "device": { "ios": 6 },
        "navigation": { "stack": [{ "id": "home" }] },
        "events": []
      }
      """#),
    Rejection(
      "an iOS version that is not whole", "device.ios", 3, 22,
      "expected a whole number, found 26.5",
      #"""
      {
        "format": "popgesture-trace/1",
        "device": { "ios": 26.5 },
        "navigation": { "stack": [{ "id": "home" }] },
        "events": []
      }
      """#),
    Rejection(
      "an edge angle of 90 degrees", "settings.edgeAngleLimit", 3, 35,
      "edgeAngleLimit 90.0 is out of range; expected more than 0 and less than 90",
      #"""
      {
        "format": "popgesture-trace/1",
        "settings": { "edgeAngleLimit": 90 },
        "navigation": { "stack": [{ "id": "home" }] },
        "events": []
      }
      """#),
    Rejection(
      "an edge angle of 0 degrees", "settings.edgeAngleLimit", 3, 35,
      "edgeAngleLimit 0.0 is out of range",
      #"""
      {
        "format": "popgesture-trace/1",
        "settings": { "edgeAngleLimit": 0 },
        "navigation": { "stack": [{ "id": "home" }] },
        "events": []
      }
      """#),
    Rejection(
      "contentInset on a pan view", "navigation.stack[0].views[0].contentInset", 4, 76,
      "'contentInset' does not belong to a 'pan' view; it is a key of 'scrollView'",
      #"""
      {
        "format": "popgesture-trace/1",
        "navigation": { "stack": [{ "id": "b", "views": [
          { "id": "map", "kind": "pan", "frame": [0, 0, 10, 10], "contentInset": [0, 0, 0, 0] }
        ] }] },
        "events": []
      }
      """#),
    Rejection(
      "value on a scroll view", "navigation.stack[0].views[0].value", 4, 77,
      "'value' does not belong to a 'scrollView' view; it is a key of 'slider'",
      #"""
      {
        "format": "popgesture-trace/1",
        "navigation": { "stack": [{ "id": "b", "views": [
          { "id": "list", "kind": "scrollView", "frame": [0, 0, 10, 10], "value": 0.5 }
        ] }] },
        "events": []
      }
      """#),
    Rejection(
      "simultaneousWithPop on a slider", "navigation.stack[0].views[0].simultaneousWithPop", 4, 84,
      "'simultaneousWithPop' does not belong to a 'slider' view; it is a key of 'scrollView' and 'pan'",
      #"""
      {
        "format": "popgesture-trace/1",
        "navigation": { "stack": [{ "id": "b", "views": [
          { "id": "s", "kind": "slider", "frame": [0, 0, 10, 10], "simultaneousWithPop": "always" }
        ] }] },
        "events": []
      }
      """#),
    Rejection(
      "atLeadingEdge on a pan view", "navigation.stack[0].views[0].simultaneousWithPop", 4, 83,
      "a pan view may use 'never' or 'always'",
      #"""
      {
        "format": "popgesture-trace/1",
        "navigation": { "stack": [{ "id": "b", "views": [
          { "id": "map", "kind": "pan", "frame": [0, 0, 10, 10], "simultaneousWithPop": "atLeadingEdge" }
        ] }] },
        "events": []
      }
      """#),
    Rejection(
      "a slider value above 1", "navigation.stack[0].views[0].value", 4, 70,
      "slider value 1.5 is out of range; expected 0 to 1",
      #"""
      {
        "format": "popgesture-trace/1",
        "navigation": { "stack": [{ "id": "b", "views": [
          { "id": "s", "kind": "slider", "frame": [0, 0, 10, 10], "value": 1.5 }
        ] }] },
        "events": []
      }
      """#),
    Rejection(
      "a negative thumb size", "navigation.stack[0].views[0].thumbSize", 4, 74,
      "negative size in thumbSize",
      #"""
      {
        "format": "popgesture-trace/1",
        "navigation": { "stack": [{ "id": "b", "views": [
          { "id": "s", "kind": "slider", "frame": [0, 0, 10, 10], "thumbSize": [-1, 24] }
        ] }] },
        "events": []
      }
      """#),
    Rejection(
      "an unknown back button", "navigation.stack[0].backButton", 3, 56,
      "unknown back button 'none'; expected standard, custom or hidden",
      #"""
      {
        "format": "popgesture-trace/1",
        "navigation": { "stack": [{ "id": "b", "backButton": "none" }] },
        "events": []
      }
      """#),
    Rejection(
      "a set of value on a view that is no slider anywhere", "events[0].view", 5, 55,
      "view 'list' on screen 'b' is a 'scrollView' view; 'value' belongs to 'slider' views",
      #"""
      {
        "format": "popgesture-trace/1",
        "navigation": { "stack": [{ "id": "b", "views": [{ "id": "list", "kind": "scrollView", "frame": [0, 0, 10, 10] }] }] },
        "events": [
          { "t": 0, "action": "set", "screen": "b", "view": "list", "property": "value", "value": 0.5 }
        ]
      }
      """#),
    Rejection(
      "a set of a slider value outside 0 to 1", "events[0].value", 5, 90,
      "slider value -0.1 is out of range; expected 0 to 1",
      #"""
      {
        "format": "popgesture-trace/1",
        "navigation": { "stack": [{ "id": "b", "views": [{ "id": "s", "kind": "slider", "frame": [0, 0, 10, 10] }] }] },
        "events": [
          { "t": 0, "action": "set", "screen": "b", "view": "s", "property": "value", "value": -0.1 }
        ]
      }
      """#),
    Rejection(
      "a set of atLeadingEdge on a pan view", "events[0].view", 5, 55,
      "view 'map' on screen 'b' is a 'pan' view; 'simultaneousWithPop' with that value belongs to 'scrollView' views",
      #"""
      {
        "format": "popgesture-trace/1",
        "navigation": { "stack": [{ "id": "b", "views": [{ "id": "map", "kind": "pan", "frame": [0, 0, 10, 10] }] }] },
        "events": [
          { "t": 0, "action": "set", "screen": "b", "view": "map", "property": "simultaneousWithPop", "value": "atLeadingEdge" }
        ]
      }
      """#),
  ]

  @Test("rejects each input error with its path, line, column and message")
  func rejects() {
    eachArgument(Self.rejections) { rejection in rejects(rejection) }
  }

  func rejects(_ rejection: Rejection) {
    let error = #expect(throws: TraceError.self) { try decode(rejection.json) }
    #expect(error?.file == "trace.json")
    #expect(error?.path == rejection.path)
    #expect(
      error?.location == LineColumn(line: rejection.line, column: rejection.column))
    #expect(error?.message.contains(rejection.phrase) == true, "message: \(error?.message ?? "none")")
  }

  @Test("gives no hint when no known word is close")
  func noHintWhenFar() {
    let error = #expect(throws: TraceError.self) {
      try decode(
        #"""
        {
          "format": "popgesture-trace/1",
          "device": { "colour": "red" },
          "navigation": { "stack": [{ "id": "home" }] },
          "events": []
        }
        """#)
    }
    #expect(error?.message == "unknown key 'colour' in device")
  }

  // MARK: - Navigation files and overrides

  static let tracePointingToAFile = #"""
    {
      "format": "popgesture-trace/1",
      "navigation": "shared/stack.json",
      "events": [
        { "t": 0, "action": "set", "screen": "detail", "property": "interactivePopDisabled", "value": true }
      ]
    }
    """#

  @Test("reads a navigation path through the loader")
  func loadsNavigationFile() throws {
    let trace = try decode(Self.tracePointingToAFile) { path in
      #expect(path == "shared/stack.json")
      let text = #"{ "stack": [{ "id": "home" }, { "id": "detail" }], "navigationBarHidden": true }"#
      return (file: "Traces/shared/stack.json", source: ByteSources.memory(Array(text.utf8)))
    }
    #expect(ids(trace.navigation.stack) == ["home", "detail"])
    #expect(trace.navigation.navigationBarHidden)
  }

  @Test("reports a navigation file the loader cannot read at the trace's navigation key")
  func unreadableNavigationFile() {
    let error = #expect(throws: TraceError.self) {
      try decode(Self.tracePointingToAFile) { _ in throw Unreadable() }
    }
    #expect(error?.file == "trace.json")
    #expect(error?.path == "navigation")
    #expect(error?.location == LineColumn(line: 3, column: 17))
    #expect(
      error?.message == "cannot read navigation file 'shared/stack.json'; no such file or directory")
  }

  @Test("reports a navigation path as unreadable when there is no loader")
  func navigationFileWithoutLoader() {
    let error = #expect(throws: TraceError.self) { try decode(Self.tracePointingToAFile) }
    #expect(error?.path == "navigation")
    #expect(error?.message.contains("cannot read navigation file 'shared/stack.json'") == true)
  }

  @Test("names the navigation file in errors inside it")
  func errorInsideNavigationFile() {
    let error = #expect(throws: TraceError.self) {
      try decode(Self.tracePointingToAFile) { _ in
        let text = #"""
          {
            "stack": [
              { "id": "home", "prefersNavigationBarHiden": true }
            ]
          }
          """#
        return (file: "Traces/shared/stack.json", source: ByteSources.memory(Array(text.utf8)))
      }
    }
    #expect(error?.file == "Traces/shared/stack.json")
    #expect(error?.path == "stack[0].prefersNavigationBarHiden")
    #expect(error?.location == LineColumn(line: 3, column: 21))
    #expect(error?.message.contains("did you mean 'prefersNavigationBarHidden'?") == true)
  }

  @Test("names the navigation file in a syntax error inside it")
  func malformedNavigationFile() {
    let error = #expect(throws: TraceError.self) {
      try decode(Self.tracePointingToAFile) { _ in
        (file: "Traces/shared/stack.json", source: ByteSources.memory(Array("{\n  \"stack\": [,]\n}".utf8)))
      }
    }
    #expect(error?.file == "Traces/shared/stack.json")
    #expect(error?.path == "stack[0]")
    #expect(error?.location == LineColumn(line: 2, column: 13))
  }

  @Test("decodes a navigation file on its own, naming the decoder's file in errors")
  func standaloneNavigationFile() throws {
    let decoder = TraceDecoder(file: "stack.json")
    let navigation = try decoder.decodeNavigation(Array(#"{ "stack": [{ "id": "a" }, { "id": "b" }] }"#.utf8))
    #expect(ids(navigation.stack) == ["a", "b"])
    let error = #expect(throws: TraceError.self) {
      try decoder.decodeNavigation(Array(#"{ "stack": [{ "id": "a" }, { "id": "a" }] }"#.utf8))
    }
    #expect(error?.file == "stack.json")
    #expect(error?.path == "stack[1]")
    #expect(error?.location == LineColumn(line: 1, column: 28))
  }

  @Test("names the place of a syntax error in a navigation file on its own, from the file's root")
  func malformedStandaloneNavigationFile() {
    let decoder = TraceDecoder(file: "stack.json")
    let inside = #expect(throws: TraceError.self) {
      try decoder.decodeNavigation(Array(#"{ "stack": [{ "id": "a", "x": tru }] }"#.utf8))
    }
    #expect(inside?.path == "stack[0].x")
    #expect(inside?.location == LineColumn(line: 1, column: 34))
    let empty = #expect(throws: TraceError.self) { try decoder.decodeNavigation([]) }
    #expect(empty?.path == "$")
    #expect(empty?.description == "stack.json:1:1: error: $: empty input; expected a JSON value")
  }

  @Test("a navigation file whose read fails partway is reported at the trace's navigation key")
  func navigationFileFailingPartway() {
    // The first bytes arrive, then the source fails, as a disk or a pipe can.
    var sent = false
    let failing: ByteSource = { buffer in
      guard !sent else { throw Unreadable() }
      sent = true
      let start = Array(#"{ "stack": [{ "id": "ho"#.utf8)
      buffer.copyBytes(from: start)
      return start.count
    }
    let error = #expect(throws: TraceError.self) {
      try decode(Self.tracePointingToAFile) { _ in ("Traces/shared/stack.json", failing) }
    }
    #expect(error?.file == "trace.json")
    #expect(error?.path == "navigation")
    #expect(
      error?.message == "cannot read navigation file 'shared/stack.json'; no such file or directory")
    let alone = #expect(throws: TraceError.self) {
      sent = false
      return try TraceDecoder(file: "stack.json").decodeNavigation(from: failing)
    }
    #expect(alone?.description == "stack.json: error: $: cannot read the input; no such file or directory")
  }

  @Test("a navigation file is parsed as it is read: one that is not JSON stops at its first byte")
  func navigationFileStopsEarly() {
    var reads = 0
    let zeros: ByteSource = { buffer in
      reads += 1
      buffer.initializeMemory(as: UInt8.self, repeating: 0)
      return buffer.count
    }
    let error = #expect(throws: TraceError.self) {
      try decode(Self.tracePointingToAFile) { _ in ("/dev/zero", zeros) }
    }
    #expect(error?.description == "/dev/zero:1:1: error: $: unexpected character U+0000; expected a value")
    #expect(reads == 1)
  }

  @Test("lets an override replace the trace's navigation without reading it")
  func overrideReplacesNavigation() throws {
    var override = NavigationDescription(stack: [Screen(id: "root"), Screen(id: "detail")])
    override.navigationBarHidden = true
    let trace = try decode(
      Self.tracePointingToAFile, loadNavigation: { _ in throw Unreadable() }, navigationOverride: override)
    #expect(ids(trace.navigation.stack) == ["root", "detail"])
    #expect(trace.navigation.navigationBarHidden)
  }

  @Test("lets an override supply a missing navigation, and checks sets against it")
  func overrideSuppliesNavigation() throws {
    let text = #"""
      {
        "format": "popgesture-trace/1",
        "events": [
          { "t": 0, "action": "set", "screen": "detail", "property": "interactivePopDisabled", "value": true }
        ]
      }
      """#
    let trace = try decode(text, navigationOverride: NavigationDescription(stack: [Screen(id: "detail")]))
    #expect(ids(trace.navigation.stack) == ["detail"])

    let error = #expect(throws: TraceError.self) {
      try decode(text, navigationOverride: NavigationDescription(stack: [Screen(id: "home")]))
    }
    #expect(error?.path == "events[0].screen")
  }

  // MARK: - Diagnostics

  @Test("describes an error as FILE:LINE:COL: error: PATH: message")
  func descriptionFormat() {
    let error = TraceError(
      file: "Traces/a.json", location: LineColumn(line: 14, column: 18),
      path: "events[12].phase",
      message: "unknown phase 'hover'; expected began, moved, ended or cancelled")
    #expect(
      error.description
        == "Traces/a.json:14:18: error: events[12].phase: unknown phase 'hover'; expected began, moved, ended or cancelled"
    )
    let whole = TraceError(
      file: "-", location: LineColumn(line: 1, column: 1), path: "",
      message: "empty input")
    #expect(whole.description == "-:1:1: error: $: empty input")
    let unplaced = TraceError(file: "a.json", location: nil, path: "navigation", message: "cannot read")
    #expect(unplaced.description == "a.json: error: navigation: cannot read")
  }

  @Test("describes a decoding error in the compiler's format")
  func decodedErrorDescription() {
    let error = #expect(throws: TraceError.self) {
      try decode(
        #"""
        {
          "format": "popgesture-trace/1",
          "navigation": { "stack": [{ "id": "home" }] },
          "events": [
            { "t": 0, "touch": 1, "phase": "hover", "x": 150, "y": 400 }
          ]
        }
        """#)
    }
    #expect(
      error?.description
        == "trace.json:5:36: error: events[0].phase: unknown phase 'hover'; expected began, moved, ended or cancelled"
    )
  }
}
