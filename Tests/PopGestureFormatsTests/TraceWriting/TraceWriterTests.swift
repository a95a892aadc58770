import PopGestureTestSupport
import Testing

@testable import PopGesture
@testable import PopGestureFormats

/// `TraceWriter`: what it writes reads back to the same values, for every trace in `Traces/`
/// and for every key the format has, and it leaves the defaults out.
@Suite("Trace writer")
struct TraceWriterTests {
  @Test(
    "every trace in Traces reads back equal from what the writer makes of it")
  func roundTrip() {
    eachArgument(RepositoryTraces.traces) { path in try roundTrip(path: path) }
  }

  func roundTrip(path: String) throws {
    let trace = try RepositoryTraces.decode(path)
    let text = TraceWriter.document(trace)
    let again = try TraceDecoder(file: "written.json").decode(Array(text.utf8))
    #expect(again == trace)
    #expect(TraceWriter.document(again) == text)
  }

  @Test("a navigation description reads back as a --stack file, notes included")
  func navigationRoundTrip() throws {
    var navigation = NavigationDescription(stack: [Screen(id: "home"), Self.everyKindScreen])
    navigation.navigationBarHidden = true
    navigation.fullscreenPopGestureEnabled = false
    navigation.viewControllerBasedNavigationBarAppearanceEnabled = false
    navigation.installedByPush = false
    navigation.interactivePopGestureEnabled = true
    navigation.contentPopGestureEnabled = false
    navigation.interactivePopDelegate = .always
    navigation.contentPopDelegate = .stackCount
    navigation.notes = ["pagingEnabled of \"gallery\" is not in the dump; written as false"]
    let text = TraceWriter.navigation(navigation)
    let trace = try TraceDecoder(
      file: "t.json", loadNavigation: { _ in ("nav.json", ByteSources.memory(Array(text.utf8))) }
    )
    .decode(Array(#"{"format": "popgesture-trace/1", "navigation": "nav.json", "events": []}"#.utf8))
    #expect(trace.navigation == navigation)
  }

  @Test("a navigation description is written a view at a time, as the same text")
  func navigationInPieces() {
    /// Keeps every piece written, to see how large each is.
    struct Pieces: TextOutputStream {
      var pieces: [String] = []
      /// Keeps `string` as one piece.
      mutating func write(_ string: String) { pieces.append(string) }
    }
    let rows = (0..<2_000).map { row in
      GestureView(
        id: "card\(row)", kind: .pan, frame: Rect(x: 16, y: Double(row) * 88, width: 200, height: 72))
    }
    var table = GestureView(
      id: "tableView", kind: .scrollView, frame: Rect(x: 0, y: 91, width: 390, height: 753),
      subviews: rows)
    table.contentSize = Size(width: 390, height: 176_000)
    var screen = Self.everyKindScreen
    screen.views.append(table)
    var navigation = NavigationDescription(stack: [Screen(id: "home"), screen])
    navigation.navigationBarHidden = true
    navigation.notes = ["one note", "another, \"quoted\""]
    var output = Pieces()
    TraceWriter.write(navigation, to: &output)
    let whole = TraceWriter.navigation(navigation)
    #expect(output.pieces.joined() == whole)
    // The views of the table, 100 KB together, go out one by one.
    #expect(whole.utf8.count > 100_000)
    #expect(output.pieces.allSatisfy { $0.utf8.count < 1_000 })
  }

  @Test("every event kind and every set target reads back equal")
  func everyEvent() throws {
    var device = Device()
    device.width = 430.5
    device.height = 932
    device.topInset = 59
    device.layoutDirection = .rightToLeft
    device.ios = 18
    var settings = Trace.Settings()
    settings.panHysteresis = 12
    settings.releaseProjection = 0.2
    settings.finishRule = .flutter
    let changes: [PropertyChange] = [
      .navigation(.fullscreenPopGestureEnabled(false)),
      .navigation(.viewControllerBasedNavigationBarAppearanceEnabled(false)),
      .navigation(.navigationBarHidden(true)), .navigation(.interactivePopGestureEnabled(true)),
      .navigation(.contentPopGestureEnabled(false)), .screen("detail", .interactivePopDisabled(true)),
      .screen("detail", .prefersNavigationBarHidden(true)),
      .screen("detail", .maxAllowedInitialDistanceToLeftEdge(40.5)), .screen("detail", .backButton(.custom)),
      .view(screen: "detail", view: "feed", .contentOffset(Point(x: 0, y: 120.25))),
      .view(screen: "detail", view: "row", .revealed(true)),
      .view(screen: "detail", view: "feed", .simultaneousWithPop(.atLeadingEdge)),
      .view(screen: "detail", view: "volume", .value(0.75)),
      .navigation(.interactivePopDelegate(.stackCount)), .navigation(.contentPopDelegate(.always)),
      .view(screen: "detail", view: "label", .hidden(true)),
      .view(screen: "detail", view: "card", .alpha(0.005)),
      .view(screen: "detail", view: "volume", .userInteractionEnabled(false)),
      .view(screen: "detail", view: "feed", .recognizerEnabled(false)),
      .view(screen: "detail", view: "row", .leadingActions(true)),
      .view(screen: "detail", view: "card", .simultaneousWith(.all)),
      .view(screen: "detail", view: "card", .simultaneousWith(.only([.edgePop, .swipe(view: "row")]))),
      .view(screen: "detail", view: "card", .simultaneousWith(.none)),
      .view(screen: "detail", view: "feed", .requiresFailureOf([.fullscreenPop, .pan(view: "card")])),
      .view(screen: "detail", view: "row", .requiredToFailBy([.contentPop])),
      .view(
        screen: "detail", view: "card", .ignoresTouchesIn([Rect(x: 0, y: 400, width: 390, height: 44.5)])),
      .view(screen: "sheet", view: "notes", .ignoresTouchesIn([])),
    ]
    var events = [
      Event(t: 0, kind: .touch(TouchEvent(touch: 1, phase: .began, location: Point(x: 150.5, y: 400)))),
      Event(t: 0.016, kind: .touch(TouchEvent(touch: 1, phase: .moved, location: Point(x: 160, y: 401)))),
      Event(t: 0.032, kind: .touch(TouchEvent(touch: 1, phase: .cancelled, location: Point(x: 160, y: 401)))),
      Event(t: 0.5, kind: .action(.push(Self.everyKindScreen, animated: false))),
      Event(t: 0.6, kind: .action(.pop(animated: true))),
      Event(t: 0.7, kind: .action(.setStack([Screen(id: "home"), Self.everyKindScreen]))),
      Event(t: 0.8, kind: .action(.present(Self.presentedScreen, style: .pageSheet, animated: false))),
      Event(t: 0.85, kind: .action(.dismiss(animated: true))),
      Event(t: 0.9, kind: .action(.present(Screen(id: "alert"), style: .fullScreen, animated: true))),
      Event(t: 0.95, kind: .action(.dismiss(animated: false))),
    ]
    events += changes.enumerated().map {
      Event(t: 1 + Double($0.offset) / 10, kind: .action(.set($0.element)))
    }
    let trace = Trace(
      name: "every \"event\"", policy: .kvc, device: device, settings: settings,
      navigation: NavigationDescription(stack: [Screen(id: "home")]), events: events)
    let text = TraceWriter.document(trace)
    #expect(try TraceDecoder(file: "t.json").decode(Array(text.utf8)) == trace)
  }

  @Test("FD 1.1's policy name reads back")
  func fd11Policy() throws {
    let trace = Trace(
      policy: .fd1_1, navigation: NavigationDescription(stack: [Screen(id: "home")]), events: [])
    let text = TraceWriter.document(trace)
    #expect(text.contains(#""policy": "fd1.1""#))
    #expect(try TraceDecoder(file: "t.json").decode(Array(text.utf8)) == trace)
  }

  @Test("the new keys are written only away from their defaults, and a present's style only when a sheet")
  func newKeysLeftOutAtDefaults() {
    let plain = GestureView(id: "list", kind: .swipeActions, frame: Rect(x: 0, y: 0, width: 1, height: 1))
    let trace = Trace(
      navigation: NavigationDescription(stack: [Screen(id: "home", views: [plain])]),
      events: [Event(t: 0, kind: .action(.present(Screen(id: "sheet"))))])
    let text = TraceWriter.document(trace)
    for key in [
      "hidden", "alpha", "userInteractionEnabled", "recognizerEnabled", "leadingActions", "simultaneousWith",
      "requiresFailureOf", "requiredToFailBy", "ignoresTouchesIn", "interactivePopDelegate",
      "contentPopDelegate",
      "style",
    ] {
      #expect(!text.contains(#""\#(key)""#), "\(key)")
    }
  }

  @Test("defaults are left out and whole numbers have no decimals")
  func defaultsLeftOut() {
    let trace = Trace(
      navigation: NavigationDescription(stack: [
        Screen(id: "home"),
        Screen(
          id: "detail",
          views: [
            GestureView(id: "feed", kind: .scrollView, frame: Rect(x: 0, y: 91, width: 390, height: 753))
          ]),
      ]),
      events: [
        Event(t: 0, kind: .touch(TouchEvent(touch: 1, phase: .began, location: Point(x: 150, y: 400.5))))
      ])
    #expect(
      TraceWriter.document(trace) == """
        {
          "format": "popgesture-trace/1",
          "policy": "fd",
          "navigation": {
            "stack": [
              {"id": "home"},
              {"id": "detail", "views": [
                {"id": "feed", "kind": "scrollView", "frame": [0, 91, 390, 753]}
              ]}
            ]
          },
          "events": [
            {"t": 0, "touch": 1, "phase": "began", "x": 150, "y": 400.5}
          ]
        }

        """)
  }

  @Test("a number that is not finite is written as null, which the decoder rejects at its path")
  func nonFinite() {
    var screen = Self.everyKindScreen
    screen.views[0].contentOffset = Point(x: .nan, y: 0)
    let text = TraceWriter.navigation(NavigationDescription(stack: [screen]))
    let trace = #"{"format": "popgesture-trace/1", "navigation": "nav.json", "events": []}"#
    #expect {
      _ = try TraceDecoder(
        file: "t.json", loadNavigation: { _ in ("nav.json", ByteSources.memory(Array(text.utf8))) }
      )
      .decode(Array(trace.utf8))
    } throws: { error in
      (error as? TraceError)?.path == "stack[0].views[0].contentOffset[0]"
    }
  }

  /// A screen with a view of every kind and every key of each kind set away from its default.
  static let everyKindScreen: Screen = {
    var feed = GestureView(id: "feed", kind: .scrollView, frame: Rect(x: 0, y: 91, width: 390, height: 753))
    feed.contentSize = Size(width: 390, height: 2000)
    feed.contentOffset = Point(x: 0, y: -91)
    feed.contentInset = GestureView.EdgeInsets(top: 91, left: 0, bottom: 34, right: -2)
    feed.pagingEnabled = true
    feed.bounces = false
    feed.alwaysBounceHorizontal = true
    feed.alwaysBounceVertical = true
    feed.simultaneousWithPop = .atLeadingEdge
    var row = GestureView(id: "row", kind: .swipeActions, frame: Rect(x: 0, y: 200, width: 390, height: 44))
    row.revealed = true
    row.leadingActions = true
    row.requiredToFailBy = [.contentPop, .pan(view: "feed")]
    var volume = GestureView(id: "volume", kind: .slider, frame: Rect(x: 20, y: 300, width: 350, height: 31))
    volume.value = 0.25
    volume.thumbSize = Size(width: 28, height: 28)
    var card = GestureView(id: "card", kind: .pan, frame: Rect(x: 0, y: 400, width: 390, height: 200))
    card.direction = .horizontal
    card.simultaneousWithPop = .always
    card.alpha = 0.5
    card.simultaneousWith = .only([.fullscreenPop, .swipe(view: "row")])
    card.requiresFailureOf = [.edgePop]
    card.ignoresTouchesIn = [
      Rect(x: 0, y: 400, width: 100, height: 50), Rect(x: 290, y: 400, width: 100, height: 50),
    ]
    feed.simultaneousWith = .all
    feed.recognizerEnabled = false
    var label = GestureView(id: "label", kind: .plain, frame: Rect(x: 1, y: 2, width: 3, height: 4))
    label.hidden = true
    label.userInteractionEnabled = false
    feed.subviews = [row, volume, label]
    var screen = Screen(id: "detail", views: [feed, card])
    screen.interactivePopDisabled = true
    screen.prefersNavigationBarHidden = true
    screen.maxAllowedInitialDistanceToLeftEdge = 60
    screen.backButton = .hidden
    return screen
  }()

  /// A screen to present, with a view whose keys name its own recognizers.
  static let presentedScreen: Screen = {
    var notes = GestureView(id: "notes", kind: .scrollView, frame: Rect(x: 0, y: 0, width: 390, height: 800))
    notes.requiresFailureOf = [.pan(view: "notes")]
    notes.ignoresTouchesIn = [Rect(x: 0, y: 0, width: 390, height: 20)]
    return Screen(id: "sheet", views: [notes])
  }()
}
