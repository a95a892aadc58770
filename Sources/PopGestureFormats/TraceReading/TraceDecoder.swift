import PopGesture

/// Turns the bytes of a `popgesture-trace/1` document into a `Trace`, checking it whole first.
///
/// Every input error of <doc:TraceFormat> is a `TraceError` naming the file, the line
/// and column, and the JSON path. The decoder never reads files itself: a `navigation` given as
/// a path is loaded through `loadNavigation`, which the caller provides.
public struct TraceDecoder {
  /// Loads a shared navigation description: the path as written in the trace, to the file's
  /// display name and bytes; throws a message when the file cannot be read.
  ///
  /// The file is read as it is parsed, so a file that is not JSON (`/dev/zero`) fails at its
  /// first bad byte rather than after a whole read.
  public typealias NavigationLoader = (String) throws -> (file: String, source: ByteSource)

  /// The file name used in errors.
  public var file: String
  /// Reads a `navigation` the trace gives as a file name; without one, such a trace is an input error.
  public var loadNavigation: NavigationLoader?
  /// Replaces (or supplies) the trace's `navigation`, as `replay --stack FILE` does.
  public var navigationOverride: NavigationDescription?

  /// A decoder whose errors name `file`, with a loader for navigation files and the navigation
  /// to use instead of the trace's own, when given.
  public init(
    file: String, loadNavigation: NavigationLoader? = nil, navigationOverride: NavigationDescription? = nil
  ) {
    self.file = file
    self.loadNavigation = loadNavigation
    self.navigationOverride = navigationOverride
  }

  static let traceKeys = ["format", "name", "policy", "device", "settings", "navigation", "events"]
  static let deviceKeys = ["width", "height", "topInset", "layoutDirection", "ios"]
  static let settingsKeys = [
    "panHysteresis", "edgeRegion", "edgeHysteresis", "edgeMaxDuration", "edgeAngleLimit", "contentHysteresis",
    "navigationBarHeight", "transitionDuration", "releaseProjection", "finishRule", "rowHysteresis",
  ]
  static let navigationKeys = [
    "stack", "navigationBarHidden", "fullscreenPopGestureEnabled",
    "viewControllerBasedNavigationBarAppearanceEnabled", "installedByPush", "interactivePopGestureEnabled",
    "contentPopGestureEnabled", "interactivePopDelegate", "contentPopDelegate", "notes",
  ]
  static let screenKeys = [
    "id", "interactivePopDisabled", "prefersNavigationBarHidden", "maxAllowedInitialDistanceToLeftEdge",
    "backButton", "views",
  ]
  static let viewKeys = [
    "id", "kind", "frame", "subviews", "contentSize", "contentOffset", "contentInset", "pagingEnabled",
    "bounces", "alwaysBounceHorizontal", "alwaysBounceVertical", "simultaneousWithPop", "direction",
    "revealed", "value", "thumbSize", "hidden", "alpha", "userInteractionEnabled", "recognizerEnabled",
    "leadingActions", "simultaneousWith", "requiresFailureOf", "requiredToFailBy", "ignoresTouchesIn",
  ]
  static let touchKeys = ["t", "touch", "phase", "x", "y"]
  static let actionWords = Action.Kind.allCases.map(\.rawValue)

  /// Decodes and validates a whole trace held in memory.
  public func decode(_ bytes: [UInt8]) throws(TraceError) -> Trace {
    var events: [Event] = []
    let header = try read(JSONInput(bytes: bytes)) { events.append($0) }
    return Trace(header: header, events: events)
  }

  /// Reads a trace from `source` without holding its events: checks it whole, handing each event
  /// to `visit` in order, and returns everything else.
  ///
  /// `visit` sees events before the trace is known to be valid; a replay reads the source twice,
  /// once to check it and once to replay it (see `TraceReplay`). Memory does not grow with the
  /// number of events, whatever the order of the trace's keys.
  public func read(from source: @escaping ByteSource, visit: (Event) -> Void) throws(TraceError)
    -> TraceHeader
  {
    try read(JSONInput(source: source)) { visit($0) }
  }

  /// `read(from:visit:)` handing each event over to keep: `take` owns it, so an event it stores
  /// is moved there, not copied. Named apart from `read(from:visit:)`, so that a trailing closure
  /// picks one without a doubt.
  func readEvents(from source: @escaping ByteSource, taking take: (consuming Event) -> Void)
    throws(TraceError)
    -> TraceHeader
  {
    try read(JSONInput(source: source), visit: take)
  }

  /// Checks a trace from `source` whole, as `read(from:visit:)` does, without handing on its
  /// events: the first pass of a replay, which can skip some of the work events need.
  public func check(from source: @escaping ByteSource) throws(TraceError) -> TraceHeader {
    try read(JSONInput(source: source), checkOnly: true) { _ in }
  }

  /// `check(from:)`, handing `announce` the header as soon as `events` begins, when the members
  /// before it make one: for a replay that starts before the check ends (`TraceReplay.run`).
  /// Says whether the header returned is the one announced, as it is when no member follows
  /// `events`; an announced header that is not may lack what came after.
  func check(from source: @escaping ByteSource, announcing announce: @escaping (TraceHeader) -> Void)
    throws(TraceError) -> (header: TraceHeader, wasAnnounced: Bool)
  {
    try read(JSONInput(source: source), checkOnly: true, visit: { _ in }, announcing: announce)
  }

  /// The top-level object, read member by member so `events` can stream. With `checkOnly`, the
  /// fast path checks events without making them (`visit` then sees only the others).
  func read(_ input: JSONInput, checkOnly: Bool = false, visit: (consuming Event) -> Void) throws(TraceError)
    -> TraceHeader
  {
    try read(input, checkOnly: checkOnly, visit: visit, announcing: nil).header
  }

  /// `read(_:checkOnly:visit:)`, handing `announce`, if any, the header the members before
  /// `events` make, as `events` begins. The header returned is then that one, decoded once, unless
  /// a member follows `events`.
  private func read(
    _ input: JSONInput, checkOnly: Bool, visit: (consuming Event) -> Void,
    announcing announce: ((TraceHeader) -> Void)?
  ) throws(TraceError) -> (header: TraceHeader, wasAnnounced: Bool) {
    var reader = JSONReader(input: input)
    let root = try syntax(&reader) { reader throws(JSONSyntaxError) in try reader.beginDocument() }
    guard root == UInt8(ascii: "{") else {
      // Not an object: let the tree reader find any syntax error, then say what was found instead.
      let value = try syntax(&reader) { reader throws(JSONSyntaxError) in try reader.parseDocument() }
      _ = try JSONNode(value: value, path: "", file: file).object(allowing: Self.traceKeys, in: "the trace")
      preconditionFailure("a document that does not start with '{' is not an object")
    }
    let rootLocation = reader.currentLocation
    var members: [(key: String, node: JSONNode)] = []
    var events = EventValidator(decoder: self)
    // The header announced, until a member after `events` makes it out of date.
    var announced: TraceHeader?
    var key = try syntax(&reader) { reader throws(JSONSyntaxError) in try reader.firstKey() }
    while let (name, location) = key {
      if members.contains(where: { $0.key == name }) || (name == "events" && events.hasStarted) {
        throw TraceError(
          file: file, location: location, path: JSONPath.text([.key(name)]),
          message: "duplicate key \(PrintableText.quoted(name))")
      }
      guard Self.traceKeys.contains(name) else {
        throw TraceError(
          file: file, location: location, path: JSONPath.text([.key(name)]),
          message:
            "unknown key \(PrintableText.quoted(name)) in the trace\(Suggestion.hint(for: name, among: Self.traceKeys))"
        )
      }
      if name == "events" {
        // Decoded from what is here so far, its screens set aside: a header that fails now is
        // decoded again at the end, where its error belongs.
        var screens = events.screens
        if let announce,
          let header = try? decodeHeader(topLevelObject(members, at: rootLocation), screens: &screens)
        {
          announced = header
          announce(header)
        }
        try readEvents(&reader, into: &events, checkOnly: checkOnly, visit: visit)
      } else {
        if events.hasStarted { announced = nil }
        let value = try syntax(&reader, in: .key(name)) { reader throws(JSONSyntaxError) in
          try reader.parseValue()
        }
        let node = JSONNode(value: value, path: name, file: file)
        if name == "format" { try Self.checkFormat(node) }
        members.append((name, node))
      }
      key = try syntax(&reader) { reader throws(JSONSyntaxError) in try reader.nextKey() }
    }
    try syntax(&reader) { reader throws(JSONSyntaxError) in try reader.expectEndOfInput() }
    let object = topLevelObject(members, at: rootLocation)
    guard object.optional("format") != nil else {
      throw object.node.error("missing key 'format'; begin the trace with \"format\": \"\(Trace.format)\"")
    }
    let header: TraceHeader
    if let announced {
      // The same members: decoding them again could only load a navigation file twice.
      events.screens.add(announced.navigation.stack)
      header = announced
    } else {
      header = try decodeHeader(object, screens: &events.screens)
    }
    guard events.hasStarted else { throw object.node.error("missing key 'events'") }
    try events.finish()
    return (header, announced != nil)
  }

  /// The top-level object of `members`, which starts at `location`.
  private func topLevelObject(_ members: [(key: String, node: JSONNode)], at location: LineColumn)
    -> JSONObject
  {
    JSONObject(
      node: JSONNode(value: JSONValue(kind: .object([]), location: location), path: "", file: file),
      nodes: members)
  }

  /// Everything but the events, from the top-level members.
  private func decodeHeader(_ object: JSONObject, screens: inout ScreenCatalog) throws(TraceError)
    -> TraceHeader
  {
    let navigation: NavigationDescription
    if let navigationOverride {
      navigation = navigationOverride
    } else {
      navigation = try decodeNavigation(try object.required("navigation"))
    }
    screens.add(navigation.stack)
    var header = TraceHeader(navigation: navigation)
    header.name = try object.optional("name")?.string()
    if let policy = object.optional("policy") { header.policy = try Self.policy(policy) }
    if let device = object.optional("device") { header.device = try decodeDevice(device) }
    if let settings = object.optional("settings") { header.settings = try decodeSettings(settings) }
    return header
  }

  /// A policy word; the version-1 words `system` and `native26` say what to write instead.
  static func policy(_ node: JSONNode) throws(TraceError) -> PolicyName {
    if case .string(let word) = node.value.kind, let advice = PolicyName.replacement(forRemovedWord: word) {
      throw node.error("unknown policy \(PrintableText.quoted(word)); \(advice)")
    }
    return try node.word(PolicyName.self, what: "policy")
  }

  private static func checkFormat(_ format: JSONNode) throws(TraceError) {
    guard try format.string() == Trace.format else {
      throw format.error(
        "unsupported format \(PrintableText.quoted(try format.string())); expected '\(Trace.format)'")
    }
  }

  /// `events`: each element checked and handed on as soon as it is read.
  private func readEvents(
    _ reader: inout JSONReader, into events: inout EventValidator, checkOnly: Bool,
    visit: (consuming Event) -> Void
  )
    throws(TraceError)
  {
    events.hasStarted = true
    guard try syntax(&reader, { reader throws(JSONSyntaxError) in try reader.beginArray() }) else {
      let value = try syntax(&reader, in: .key("events")) { reader throws(JSONSyntaxError) in
        try reader.parseValue()
      }
      _ = try JSONNode(value: value, path: "events", file: file).array()
      preconditionFailure("a value that does not start with '[' is not an array")
    }
    var index = 0
    var hasElement = try syntax(&reader, in: .key("events")) { reader throws(JSONSyntaxError) in
      try reader.firstElement()
    }
    while hasElement {
      // Most elements are plain touch events, pushes and pops: read runs of them straight from the bytes.
      let run = reader.readPlainEvents(convertingPoints: !checkOnly) { plain in
        checkOnly ? events.check(plain) : events.accept(plain, visit: visit)
      }
      index += run.count
      if run.end == .element {
        guard run.count == 0 else { continue }
        // Anything else, or anything wrong, is read the general way, which also words the errors.
        let value = try syntax(&reader, in: .key("events"), at: .index(index)) {
          reader throws(JSONSyntaxError) in
          try reader.parseValue()
        }
        visit(
          try events.decode(JSONNode(value: value, parent: "events", component: .index(index), file: file)))
        index += 1
      }
      hasElement = try syntax(&reader, in: .key("events")) { reader throws(JSONSyntaxError) in
        try reader.nextElement()
      }
    }
  }

  /// Runs a step of the JSON reader, turning its syntax errors (and read failures) into trace errors.
  ///
  /// `container` and `child` say where in the document the step reads (nothing for the top-level
  /// object itself, `events` at `12` for an event), and the error's own path goes on from there:
  /// `events[12].x`. A read failure is the document's. Inlined, as in most calls the step is a
  /// single call of the reader's and the context a constant.
  @inline(__always)
  private func syntax<Result>(
    _ reader: inout JSONReader, in container: JSONPath.Component? = nil, at child: JSONPath.Component? = nil,
    _ step: (inout JSONReader) throws(JSONSyntaxError) -> Result
  ) throws(TraceError) -> Result {
    do {
      return try step(&reader)
    } catch {
      if let failure = reader.input.readError {
        throw TraceError(
          file: file, location: nil, path: JSONPath.root, message: "cannot read the input; \(failure)")
      }
      let path = JSONPath.text([container, child].compactMap { $0 } + error.path)
      throw TraceError(file: file, location: error.location, path: path, message: error.message)
    }
  }

  /// Decodes a navigation description file on its own, for `replay --stack FILE`.
  public func decodeNavigation(_ bytes: [UInt8]) throws(TraceError) -> NavigationDescription {
    try decodeNavigation(from: ByteSources.memory(bytes))
  }

  /// Decodes a navigation description file read from `source` as it is parsed.
  public func decodeNavigation(from source: @escaping ByteSource) throws(TraceError) -> NavigationDescription
  {
    let node = try parse(source, file: file) { failure throws(TraceError) in
      throw TraceError(
        file: file, location: nil, path: JSONPath.root, message: "cannot read the input; \(failure)")
    }
    return try decodeNavigationObject(node)
  }

  /// The JSON document read from `source`; a failure of the source itself goes to `readFailure`,
  /// which throws the error to report.
  private func parse(
    _ source: @escaping ByteSource, file: String, readFailure: (any Error) throws(TraceError) -> Never
  ) throws(TraceError) -> JSONNode {
    var reader = JSONReader(input: JSONInput(source: source))
    do {
      return JSONNode(value: try reader.parseDocument(), path: "", file: file)
    } catch {
      if let failure = reader.input.readError { try readFailure(failure) }
      throw TraceError(
        file: file, location: error.location, path: JSONPath.text(error.path), message: error.message)
    }
  }

  // MARK: - Sections

  private func decodeDevice(_ node: JSONNode) throws(TraceError) -> Device {
    let object = try node.object(allowing: Self.deviceKeys, in: "device")
    var device = Device()
    if let width = object.optional("width") {
      device.width = try width.number(keeping: TraceRules.screenSize)
    }
    if let height = object.optional("height") {
      device.height = try height.number(keeping: TraceRules.screenSize)
    }
    if let inset = object.optional("topInset") { device.topInset = try inset.size() }
    if let direction = object.optional("layoutDirection") {
      device.layoutDirection = try direction.word(Device.LayoutDirection.self, what: "layout direction")
    }
    if let ios = object.optional("ios") {
      device.ios = try ios.integer()
      try ios.require(TraceRules.iosVersion(device.ios))
    }
    return device
  }

  private func decodeSettings(_ node: JSONNode) throws(TraceError) -> Trace.Settings {
    let object = try node.object(allowing: Self.settingsKeys, in: "settings")
    var settings = Trace.Settings()
    for (key, keyPath) in Trace.Settings.numberKeys {
      if let value = object.optional(key) { settings[keyPath: keyPath] = try value.size() }
    }
    if let angle = object.optional("edgeAngleLimit") {
      try angle.require(TraceRules.edgeAngleLimit(settings.edgeAngleLimit))
    }
    if let rule = object.optional("finishRule") {
      settings.finishRule = try rule.word(FinishRule.self, what: "finish rule")
    }
    return settings
  }

  /// `navigation`: an object, or the path of a file holding one.
  private func decodeNavigation(_ node: JSONNode) throws(TraceError) -> NavigationDescription {
    guard case .string(let path) = node.value.kind else { return try decodeNavigationObject(node) }
    guard let loadNavigation else {
      throw node.error("cannot read navigation file \(PrintableText.quoted(path))")
    }
    let loaded: (file: String, source: ByteSource)
    do {
      loaded = try loadNavigation(path)
    } catch {
      throw node.error("cannot read navigation file \(PrintableText.quoted(path)); \(error)")
    }
    let navigation = try parse(loaded.source, file: loaded.file) { failure throws(TraceError) in
      throw node.error("cannot read navigation file \(PrintableText.quoted(path)); \(failure)")
    }
    return try decodeNavigationObject(navigation)
  }

  private func decodeNavigationObject(_ node: JSONNode) throws(TraceError) -> NavigationDescription {
    let object = try node.object(allowing: Self.navigationKeys, in: "navigation")
    var navigation = NavigationDescription(stack: try decodeScreens(try object.required("stack")))
    if let value = object.optional("navigationBarHidden") {
      navigation.navigationBarHidden = try value.bool()
    }
    if let value = object.optional("fullscreenPopGestureEnabled") {
      navigation.fullscreenPopGestureEnabled = try value.bool()
    }
    if let value = object.optional("viewControllerBasedNavigationBarAppearanceEnabled") {
      navigation.viewControllerBasedNavigationBarAppearanceEnabled = try value.bool()
    }
    if let value = object.optional("installedByPush") { navigation.installedByPush = try value.bool() }
    if let value = object.optional("interactivePopGestureEnabled") {
      navigation.interactivePopGestureEnabled = try value.bool()
    }
    if let value = object.optional("contentPopGestureEnabled") {
      navigation.contentPopGestureEnabled = try value.bool()
    }
    if let value = object.optional("interactivePopDelegate") {
      navigation.interactivePopDelegate = try value.word(SwipeDelegate.self, what: "delegate")
    }
    if let value = object.optional("contentPopDelegate") {
      navigation.contentPopDelegate = try value.word(SwipeDelegate.self, what: "delegate")
    }
    if let notes = object.optional("notes") {
      for note in try notes.array() { navigation.notes.append(try note.string()) }
    }
    return navigation
  }

  /// One stack description: one or more screens with unique ids.
  private func decodeScreens(_ node: JSONNode) throws(TraceError) -> [Screen] {
    let elements = try node.array()
    try node.require(TraceRules.stack(ofCount: elements.count))
    var screens: [Screen] = []
    screens.reserveCapacity(elements.count)
    var ids = Set<String>(minimumCapacity: elements.count)
    for element in elements {
      let screen = try decodeScreen(element)
      try element.require(TraceRules.screenID(screen.id, addingTo: &ids))
      screens.append(screen)
    }
    return screens
  }

  private func decodeScreen(_ node: JSONNode) throws(TraceError) -> Screen {
    let object = try node.object(allowing: Self.screenKeys, in: "a screen")
    var screen = Screen(id: try object.required("id").string())
    if let value = object.optional("interactivePopDisabled") {
      screen.interactivePopDisabled = try value.bool()
    }
    if let value = object.optional("prefersNavigationBarHidden") {
      screen.prefersNavigationBarHidden = try value.bool()
    }
    if let value = object.optional("maxAllowedInitialDistanceToLeftEdge") {
      let limit = try value.number()
      screen.maxAllowedInitialDistanceToLeftEdge = Screen.maxAllowedInitialDistance(settingTo: limit)
    }
    if let value = object.optional("backButton") {
      screen.backButton = try value.word(BackButton.self, what: "back button")
    }
    if let views = object.optional("views") {
      var ids: Set<String> = []
      var names: [NamedRecognizer] = []
      screen.views = try decodeViews(views, ids: &ids, names: &names)
      // Every view is known now: each recognizer named must be one of theirs, or a back swipe.
      let recognizers = screen.views.recognizers
      for named in names {
        try named.node.require(TraceRules.recognizer(named.name, on: screen.id, among: recognizers))
      }
    }
    return screen
  }

  /// A recognizer a view names, and where, for the check once its screen's views are all known.
  private struct NamedRecognizer {
    var name: RecognizerID
    var node: JSONNode
  }

  /// Views, back to front; `ids` collects every id in the screen so nested duplicates are caught,
  /// and `names` every recognizer the views name, in document order.
  private func decodeViews(_ node: JSONNode, ids: inout Set<String>, names: inout [NamedRecognizer])
    throws(TraceError) -> [GestureView]
  {
    var views: [GestureView] = []
    for element in try node.array() {
      views.append(try decodeView(element, ids: &ids, names: &names))
    }
    return views
  }

  private func decodeView(_ node: JSONNode, ids: inout Set<String>, names: inout [NamedRecognizer])
    throws(TraceError) -> GestureView
  {
    let object = try node.object(allowing: Self.viewKeys, in: "a view")
    let idNode = try object.required("id")
    let id = try idNode.string()
    try idNode.require(TraceRules.viewID(id, addingTo: &ids))
    let kind = try object.required("kind").word(GestureView.Kind.self, what: "view kind")
    let frameNode = try object.required("frame")
    let numbers = try frameNode.numbers(4, what: "[x, y, width, height]")
    let frame = Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    try frameNode.require(TraceRules.frame(frame))
    for (key, node) in object.nodes {
      try node.require(TraceRules.viewKey(key, of: kind))
    }
    var view = GestureView(id: id, kind: kind, frame: frame)
    if let value = object.optional("hidden") { view.hidden = try value.bool() }
    if let value = object.optional("alpha") { view.alpha = try value.number(keeping: TraceRules.alpha) }
    if let value = object.optional("userInteractionEnabled") {
      view.userInteractionEnabled = try value.bool()
    }
    // The names are read before the subviews, so they are checked in the order `validate()` checks them.
    if let value = object.optional("simultaneousWith") {
      if case .string = value.value.kind {
        guard try value.string() == "all" else {
          throw value.error("simultaneousWith is \"all\" or an array of recognizer names")
        }
        view.simultaneousWith = .all
      } else {
        view.simultaneousWith = .only(try recognizerNames(value, into: &names))
      }
    }
    if let value = object.optional("requiresFailureOf") {
      view.requiresFailureOf = try recognizerNames(value, into: &names)
    }
    if let value = object.optional("requiredToFailBy") {
      view.requiredToFailBy = try recognizerNames(value, into: &names)
    }
    if let subviews = object.optional("subviews") {
      view.subviews = try decodeViews(subviews, ids: &ids, names: &names)
    }
    if let sizeNode = object.optional("contentSize") {
      view.contentSize = try size(sizeNode)
      try sizeNode.require(TraceRules.contentSize(view.contentSize))
    }
    if let offset = object.optional("contentOffset") { view.contentOffset = try point(offset) }
    if let inset = object.optional("contentInset") {
      let sides = try inset.numbers(4, what: "[top, left, bottom, right]")
      view.contentInset = GestureView.EdgeInsets(
        top: sides[0], left: sides[1], bottom: sides[2], right: sides[3])
    }
    if let value = object.optional("pagingEnabled") { view.pagingEnabled = try value.bool() }
    if let value = object.optional("bounces") { view.bounces = try value.bool() }
    if let value = object.optional("alwaysBounceHorizontal") {
      view.alwaysBounceHorizontal = try value.bool()
    }
    if let value = object.optional("alwaysBounceVertical") { view.alwaysBounceVertical = try value.bool() }
    if let value = object.optional("simultaneousWithPop") {
      view.simultaneousWithPop = try value.word(
        GestureView.Simultaneity.self, what: "simultaneousWithPop value")
      try value.require(TraceRules.simultaneity(view.simultaneousWithPop, of: kind))
    }
    if let value = object.optional("direction") {
      view.direction = try value.word(GestureView.PanDirection.self, what: "pan direction")
    }
    if let value = object.optional("revealed") { view.revealed = try value.bool() }
    if let value = object.optional("value") { view.value = try value.number(keeping: TraceRules.sliderValue) }
    if let sizeNode = object.optional("thumbSize") {
      let thumbSize = try size(sizeNode)
      try sizeNode.require(TraceRules.thumbSize(thumbSize))
      view.thumbSize = thumbSize
    }
    if let value = object.optional("recognizerEnabled") { view.recognizerEnabled = try value.bool() }
    if let value = object.optional("leadingActions") { view.leadingActions = try value.bool() }
    if let value = object.optional("ignoresTouchesIn") { view.ignoresTouchesIn = try frames(value) }
    return view
  }

  /// An array of recognizer names, each also added to `names` for the check against its screen.
  private func recognizerNames(_ node: JSONNode, into names: inout [NamedRecognizer]) throws(TraceError)
    -> [RecognizerID]
  {
    var recognizers: [RecognizerID] = []
    for element in try node.array() {
      let recognizer = try recognizerName(element)
      names.append(NamedRecognizer(name: recognizer, node: element))
      recognizers.append(recognizer)
    }
    return recognizers
  }

  /// One recognizer name, as records write it. A view's id may be empty, and so the name of its
  /// recognizer may be `.pan`: whether such a view is on the screen is the catalog's rule, as
  /// for any other name.
  private func recognizerName(_ node: JSONNode) throws(TraceError) -> RecognizerID {
    let text = try node.string()
    guard let recognizer = RecognizerID(text) else {
      throw node.error(
        "\(PrintableText.quoted(text)) is not a recognizer name; expected \(RecognizerID.spellings)")
    }
    return recognizer
  }

  /// An array of frames, `[x, y, width, height]` each, of 0 or more in width and height.
  private func frames(_ node: JSONNode) throws(TraceError) -> [Rect] {
    var frames: [Rect] = []
    for element in try node.array() {
      let numbers = try element.numbers(4, what: "[x, y, width, height]")
      let frame = Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
      try element.require(TraceRules.frame(frame))
      frames.append(frame)
    }
    return frames
  }

  /// `[width, height]`, each a number; whether it may be negative is the caller's rule.
  private func size(_ node: JSONNode) throws(TraceError) -> Size {
    let numbers = try node.numbers(2, what: "[width, height]")
    return Size(width: numbers[0], height: numbers[1])
  }

  private func point(_ node: JSONNode) throws(TraceError) -> Point {
    let numbers = try node.numbers(2, what: "[x, y]")
    return Point(x: numbers[0], y: numbers[1])
  }

  // MARK: - Events

  /// A touch event's fields, and its `phase` node for errors about the finger's state.
  func decodeTouch(_ node: JSONNode) throws(TraceError) -> (TouchEvent, phase: JSONNode) {
    let object = try node.object(allowing: Self.touchKeys, in: "a touch event")
    let id = try object.required("touch").integer()
    let phaseNode = try object.required("phase")
    let phase = try phaseNode.word(TouchPhase.self, what: "phase")
    let location = Point(x: try object.required("x").number(), y: try object.required("y").number())
    return (TouchEvent(touch: id, phase: phase, location: location), phaseNode)
  }

  func decodeAction(
    _ node: JSONNode, word: JSONNode, screens: inout ScreenCatalog, sets: inout [SetTarget]
  ) throws(TraceError) -> Action {
    let name = try word.string()
    guard let kind = Action.Kind(rawValue: name) else {
      throw word.error(
        "unknown action \(PrintableText.quoted(name))\(Suggestion.hintOrList(for: name, among: Self.actionWords))"
      )
    }
    switch kind {
    case .push:
      let object = try node.object(allowing: ["t", "action", "screen", "animated"], in: "a push")
      let screen = try decodeScreen(try object.required("screen"))
      screens.add([screen])
      return .push(screen, animated: try object.optional("animated")?.bool() ?? true)
    case .pop:
      let object = try node.object(allowing: ["t", "action", "animated"], in: "a pop")
      return .pop(animated: try object.optional("animated")?.bool() ?? true)
    case .setStack:
      let object = try node.object(allowing: ["t", "action", "screens"], in: "a setStack")
      let stack = try decodeScreens(try object.required("screens"))
      screens.add(stack)
      return .setStack(stack)
    case .set:
      let object = try node.object(
        allowing: ["t", "action", "screen", "view", "property", "value"], in: "a set")
      let change = try decodePropertyChange(object)
      // Names seen already stay known; the others wait for the rest of the trace.
      if !screens.knows(change) { sets.append(SetTarget(change, in: object)) }
      return .set(change)
    case .present:
      let object = try node.object(allowing: ["t", "action", "screen", "style", "animated"], in: "a present")
      let screenNode = try object.required("screen")
      let screen = try decodeScreen(screenNode)
      let style =
        try object.optional("style")?.word(PresentationStyle.self, what: "presentation style") ?? .fullScreen
      return .present(screen, style: style, animated: try object.optional("animated")?.bool() ?? true)
    case .dismiss:
      let object = try node.object(allowing: ["t", "action", "animated"], in: "a dismiss")
      return .dismiss(animated: try object.optional("animated")?.bool() ?? true)
    }
  }

  private func decodePropertyChange(_ object: JSONObject) throws(TraceError) -> PropertyChange {
    let propertyNode = try object.required("property")
    let property = try propertyNode.string()
    let value = try object.required("value")
    let screen = try object.optional("screen")?.string()
    if let viewNode = object.optional("view") {
      let view = try viewNode.string()
      guard let screen else { throw viewNode.error("a 'view' needs the 'screen' it is on") }
      switch property {
      case "contentOffset": return .view(screen: screen, view: view, .contentOffset(try point(value)))
      case "revealed": return .view(screen: screen, view: view, .revealed(try value.bool()))
      case "simultaneousWithPop":
        let word = try value.word(GestureView.Simultaneity.self, what: "simultaneousWithPop value")
        return .view(screen: screen, view: view, .simultaneousWithPop(word))
      case "value":
        return .view(screen: screen, view: view, .value(try value.number(keeping: TraceRules.sliderValue)))
      case "hidden": return .view(screen: screen, view: view, .hidden(try value.bool()))
      case "alpha":
        return .view(screen: screen, view: view, .alpha(try value.number(keeping: TraceRules.alpha)))
      case "userInteractionEnabled":
        return .view(screen: screen, view: view, .userInteractionEnabled(try value.bool()))
      case "recognizerEnabled": return .view(screen: screen, view: view, .recognizerEnabled(try value.bool()))
      case "leadingActions": return .view(screen: screen, view: view, .leadingActions(try value.bool()))
      case "simultaneousWith":
        if case .string = value.value.kind {
          guard try value.string() == "all" else {
            throw value.error("simultaneousWith is \"all\" or an array of recognizer names")
          }
          return .view(screen: screen, view: view, .simultaneousWith(.all))
        }
        return .view(screen: screen, view: view, .simultaneousWith(.only(try setNames(value))))
      case "requiresFailureOf":
        return .view(screen: screen, view: view, .requiresFailureOf(try setNames(value)))
      case "requiredToFailBy":
        return .view(screen: screen, view: view, .requiredToFailBy(try setNames(value)))
      case "ignoresTouchesIn": return .view(screen: screen, view: view, .ignoresTouchesIn(try frames(value)))
      default:
        throw unknownProperty(propertyNode, property, among: Self.viewSetKeys, of: "a view")
      }
    }
    if let screen {
      switch property {
      case "interactivePopDisabled": return .screen(screen, .interactivePopDisabled(try value.bool()))
      case "prefersNavigationBarHidden": return .screen(screen, .prefersNavigationBarHidden(try value.bool()))
      case "maxAllowedInitialDistanceToLeftEdge":
        return .screen(screen, .maxAllowedInitialDistanceToLeftEdge(try value.number()))
      case "backButton":
        return .screen(screen, .backButton(try value.word(BackButton.self, what: "back button")))
      default:
        throw unknownProperty(
          propertyNode, property,
          among: [
            "interactivePopDisabled", "prefersNavigationBarHidden", "maxAllowedInitialDistanceToLeftEdge",
            "backButton",
          ],
          of: "a screen")
      }
    }
    switch property {
    case "fullscreenPopGestureEnabled": return .navigation(.fullscreenPopGestureEnabled(try value.bool()))
    case "viewControllerBasedNavigationBarAppearanceEnabled":
      return .navigation(.viewControllerBasedNavigationBarAppearanceEnabled(try value.bool()))
    case "navigationBarHidden": return .navigation(.navigationBarHidden(try value.bool()))
    case "interactivePopGestureEnabled": return .navigation(.interactivePopGestureEnabled(try value.bool()))
    case "contentPopGestureEnabled": return .navigation(.contentPopGestureEnabled(try value.bool()))
    case "interactivePopDelegate":
      return .navigation(.interactivePopDelegate(try value.word(SwipeDelegate.self, what: "delegate")))
    case "contentPopDelegate":
      return .navigation(.contentPopDelegate(try value.word(SwipeDelegate.self, what: "delegate")))
    default:
      throw unknownProperty(
        propertyNode, property,
        among: [
          "fullscreenPopGestureEnabled", "viewControllerBasedNavigationBarAppearanceEnabled",
          "navigationBarHidden", "interactivePopGestureEnabled", "contentPopGestureEnabled",
          "interactivePopDelegate", "contentPopDelegate",
        ], of: "the navigation controller")
    }
  }

  /// The properties a `set` may change on a view.
  static let viewSetKeys = [
    "contentOffset", "revealed", "simultaneousWithPop", "value", "hidden", "alpha", "userInteractionEnabled",
    "recognizerEnabled", "leadingActions", "simultaneousWith", "requiresFailureOf", "requiredToFailBy",
    "ignoresTouchesIn",
  ]

  /// The recognizer names of a `set`'s value, checked against its screen once the trace is read.
  private func setNames(_ node: JSONNode) throws(TraceError) -> [RecognizerID] {
    var names: [NamedRecognizer] = []
    return try recognizerNames(node, into: &names)
  }

  private func unknownProperty(_ node: JSONNode, _ property: String, among words: [String], of what: String)
    -> TraceError
  {
    node.error(
      "unknown property \(PrintableText.quoted(property)) of \(what)"
        + Suggestion.hintOrList(for: property, among: words))
  }
}
