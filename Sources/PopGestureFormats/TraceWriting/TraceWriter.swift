import PopGesture

/// Writes trace values back as `popgesture-trace/1` text that the decoder reads to equal values.
///
/// Only what differs from the format's defaults is written, in the order the format lists the
/// keys, so the text reads like a hand-written trace: a screen or a view without nested views on
/// one line, one event per line. Numbers are written as the shortest text that reads back as the
/// same `Double` (`390`, `0.016`); a number that is not finite is written as `null`, which the
/// decoder then rejects at its path. The same values always give the same text.
///
/// It is the one writer of traces: the import, `synth`, the recorder, a scenario's check and the
/// patches `explain` proposes all write through it.
public enum TraceWriter {
  /// How the text is laid out; every style reads back to the same values.
  public enum Style: Sendable {
    /// Objects on one line as `{"id": "home"}`, numbers as short as they read back.
    case compact
    /// The style of a trace sampled from swipes, as `synth` writes it: objects on one line as
    /// `{ "id": "home" }`, touch events with their times to 3 decimals and points to 1 (`0.200`,
    /// `330.0`), the precision they were sampled at, and a stack of bare screens on one line.
    case sampled
  }

  /// The whole trace: format, name, policy, device, settings, navigation and events.
  public static func document(_ trace: Trace, style: Style = .compact) -> String {
    var members = [
      member("format", quoted(Trace.format))
    ]
    if let name = trace.name { members.append(member("name", quoted(name))) }
    members.append(member("policy", quoted(trace.policy.rawValue)))
    let device = deviceMembers(trace.device)
    if !device.isEmpty { members.append(member("device", inline(device, style))) }
    let settings = settingsMembers(trace.settings)
    if !settings.isEmpty { members.append(member("settings", inline(settings, style))) }
    members.append(member("navigation", navigationObject(trace.navigation, indent: "  ", style: style)))
    let events = trace.events.map { "    " + event($0, style: style) }
    members.append(
      member("events", events.isEmpty ? "[]" : "[\n" + events.joined(separator: ",\n") + "\n  ]"))
    return "{\n" + members.map { "  " + $0 }.joined(separator: ",\n") + "\n}\n"
  }

  /// A navigation description on its own, as a `--stack FILE` or a trace's `navigation` file
  /// holds it.
  public static func navigation(_ navigation: NavigationDescription) -> String {
    var text = ""
    write(navigation, to: &text)
    return text
  }

  /// Writes what `navigation(_:)` gives to `output` a piece at a time, none larger than a view
  /// or a note, so that a large imported screen is written without its text held whole.
  public static func write(_ navigation: NavigationDescription, to output: inout some TextOutputStream) {
    writeNavigationObject(navigation, indent: "", to: &output)
    output.write("\n")
  }

  /// The navigation object, its lines after the first indented by `indent`.
  static func navigationObject(
    _ navigation: NavigationDescription, indent: String, style: Style = .compact
  ) -> String {
    var text = ""
    writeNavigationObject(navigation, indent: indent, style: style, to: &text)
    return text
  }

  /// Writes the navigation object, its lines after the first indented by `indent`, to `output`.
  private static func writeNavigationObject(
    _ navigation: NavigationDescription, indent: String, style: Style = .compact,
    to output: inout some TextOutputStream
  ) {
    if style == .sampled,
      navigation == NavigationDescription(stack: navigation.stack.map { Screen(id: $0.id) })
    {
      // Bare screens and every switch at its default: one line.
      let screens = navigation.stack.map { screen($0, indent: "", style: style) }
      return output.write(inline([member("stack", "[" + screens.joined(separator: ", ") + "]")], style))
    }
    let inner = indent + "  "
    // The stack, the first member, goes out a screen at a time; the switches after it are short.
    output.write("{\n" + inner + "\"stack\": [\n")
    for (index, screen) in navigation.stack.enumerated() {
      if index > 0 { output.write(",\n") }
      output.write(inner + "  ")
      writeScreen(screen, indent: inner + "  ", style: style, to: &output)
    }
    output.write("\n" + inner + "]")
    var members: [String] = []
    let defaults = NavigationDescription(stack: [])
    if navigation.navigationBarHidden != defaults.navigationBarHidden {
      members.append(member("navigationBarHidden", "\(navigation.navigationBarHidden)"))
    }
    if navigation.fullscreenPopGestureEnabled != defaults.fullscreenPopGestureEnabled {
      members.append(member("fullscreenPopGestureEnabled", "\(navigation.fullscreenPopGestureEnabled)"))
    }
    if navigation.viewControllerBasedNavigationBarAppearanceEnabled
      != defaults.viewControllerBasedNavigationBarAppearanceEnabled
    {
      members.append(
        member(
          "viewControllerBasedNavigationBarAppearanceEnabled",
          "\(navigation.viewControllerBasedNavigationBarAppearanceEnabled)"))
    }
    if navigation.installedByPush != defaults.installedByPush {
      members.append(member("installedByPush", "\(navigation.installedByPush)"))
    }
    if let enabled = navigation.interactivePopGestureEnabled {
      members.append(member("interactivePopGestureEnabled", "\(enabled)"))
    }
    if navigation.contentPopGestureEnabled != defaults.contentPopGestureEnabled {
      members.append(member("contentPopGestureEnabled", "\(navigation.contentPopGestureEnabled)"))
    }
    if navigation.interactivePopDelegate != defaults.interactivePopDelegate {
      members.append(member("interactivePopDelegate", quoted(navigation.interactivePopDelegate.rawValue)))
    }
    if navigation.contentPopDelegate != defaults.contentPopDelegate {
      members.append(member("contentPopDelegate", quoted(navigation.contentPopDelegate.rawValue)))
    }
    for text in members { output.write(",\n" + inner + text) }
    if !navigation.notes.isEmpty {
      output.write(",\n" + inner + "\"notes\": [\n")
      for (index, note) in navigation.notes.enumerated() {
        output.write((index > 0 ? ",\n" : "") + inner + "  " + quoted(note))
      }
      output.write("\n" + inner + "]")
    }
    output.write("\n" + indent + "}")
  }

  /// A screen: one line, or, with views, its views one per line below it.
  private static func screen(_ screen: Screen, indent: String, style: Style = .compact) -> String {
    var text = ""
    writeScreen(screen, indent: indent, style: style, to: &text)
    return text
  }

  /// Writes a screen to `output`, as `screen(_:indent:style:)` gives it, a view at a time.
  private static func writeScreen(
    _ screen: Screen, indent: String, style: Style, to output: inout some TextOutputStream
  ) {
    var members = [member("id", quoted(screen.id))]
    let defaults = Screen(id: screen.id)
    if screen.interactivePopDisabled != defaults.interactivePopDisabled {
      members.append(member("interactivePopDisabled", "\(screen.interactivePopDisabled)"))
    }
    if screen.prefersNavigationBarHidden != defaults.prefersNavigationBarHidden {
      members.append(member("prefersNavigationBarHidden", "\(screen.prefersNavigationBarHidden)"))
    }
    if screen.maxAllowedInitialDistanceToLeftEdge != defaults.maxAllowedInitialDistanceToLeftEdge {
      members.append(
        member("maxAllowedInitialDistanceToLeftEdge", number(screen.maxAllowedInitialDistanceToLeftEdge)))
    }
    if screen.backButton != defaults.backButton {
      members.append(member("backButton", quoted(screen.backButton.rawValue)))
    }
    guard !screen.views.isEmpty else { return output.write(inline(members, style)) }
    writeInline(members, last: "views", style: style, to: &output) { output in
      writeViews(screen.views, indent: indent, style: style, to: &output)
    }
  }

  /// Writes an object on one line whose last member, `last`, is written by `value`: what
  /// `inline(members + [member(last, value)], style)` gives, with the value written in pieces.
  private static func writeInline<Output: TextOutputStream>(
    _ members: [String], last: String, style: Style, to output: inout Output,
    value: (inout Output) -> Void
  ) {
    let (opening, closing) = braces(style)
    output.write(opening + members.map { $0 + ", " }.joined() + member(last, ""))
    value(&output)
    output.write(closing)
  }

  /// Writes views as a JSON array whose elements start on lines of their own, under `indent`, a
  /// view at a time: an imported screen can hold a view for each of 100,000 rows.
  private static func writeViews(
    _ views: [GestureView], indent: String, style: Style, to output: inout some TextOutputStream
  ) {
    let inner = indent + "  "
    output.write("[\n")
    for (index, gestureView) in views.enumerated() {
      output.write(index > 0 ? ",\n" + inner : inner)
      writeView(gestureView, indent: inner, style: style, to: &output)
    }
    output.write("\n" + indent + "]")
  }

  /// Writes one view, with the keys of its kind that differ from their defaults, to `output`.
  private static func writeView(
    _ view: GestureView, indent: String, style: Style, to output: inout some TextOutputStream
  ) {
    var members = [
      member("id", quoted(view.id)), member("kind", quoted(view.kind.rawValue)),
      member(
        "frame",
        numbers([view.frame.origin.x, view.frame.origin.y, view.frame.size.width, view.frame.size.height])),
    ]
    let defaults = GestureView(id: view.id, kind: view.kind, frame: view.frame)
    if view.hidden != defaults.hidden { members.append(member("hidden", "\(view.hidden)")) }
    if view.alpha != defaults.alpha { members.append(member("alpha", number(view.alpha))) }
    if view.userInteractionEnabled != defaults.userInteractionEnabled {
      members.append(member("userInteractionEnabled", "\(view.userInteractionEnabled)"))
    }
    switch view.kind {
    case .scrollView:
      if view.contentSize != defaults.contentSize {
        members.append(member("contentSize", numbers([view.contentSize.width, view.contentSize.height])))
      }
      if view.contentOffset != defaults.contentOffset {
        members.append(member("contentOffset", numbers([view.contentOffset.x, view.contentOffset.y])))
      }
      if view.contentInset != defaults.contentInset {
        let inset = view.contentInset
        members.append(member("contentInset", numbers([inset.top, inset.left, inset.bottom, inset.right])))
      }
      if view.pagingEnabled != defaults.pagingEnabled {
        members.append(member("pagingEnabled", "\(view.pagingEnabled)"))
      }
      if view.bounces != defaults.bounces { members.append(member("bounces", "\(view.bounces)")) }
      if view.alwaysBounceHorizontal != defaults.alwaysBounceHorizontal {
        members.append(member("alwaysBounceHorizontal", "\(view.alwaysBounceHorizontal)"))
      }
      if view.alwaysBounceVertical != defaults.alwaysBounceVertical {
        members.append(member("alwaysBounceVertical", "\(view.alwaysBounceVertical)"))
      }
      if view.simultaneousWithPop != defaults.simultaneousWithPop {
        members.append(member("simultaneousWithPop", quoted(view.simultaneousWithPop.rawValue)))
      }
    case .pan:
      if view.simultaneousWithPop != defaults.simultaneousWithPop {
        members.append(member("simultaneousWithPop", quoted(view.simultaneousWithPop.rawValue)))
      }
      if view.direction != defaults.direction {
        members.append(member("direction", quoted(view.direction.rawValue)))
      }
    case .swipeActions:
      if view.revealed != defaults.revealed { members.append(member("revealed", "\(view.revealed)")) }
      if view.leadingActions != defaults.leadingActions {
        members.append(member("leadingActions", "\(view.leadingActions)"))
      }
    case .slider:
      if view.value != defaults.value { members.append(member("value", number(view.value))) }
      if let size = view.thumbSize {
        members.append(member("thumbSize", numbers([size.width, size.height])))
      }
    case .plain:
      break
    }
    if GestureView.recognizerKinds.contains(view.kind) {
      members += recognizerMembers(view, defaults: defaults)
    }
    guard !view.subviews.isEmpty else { return output.write(inline(members, style)) }
    writeInline(members, last: "subviews", style: style, to: &output) { output in
      writeViews(view.subviews, indent: indent, style: style, to: &output)
    }
  }

  /// The keys of a view with a recognizer that say how it relates to the others, those that
  /// differ from `defaults`.
  private static func recognizerMembers(_ view: GestureView, defaults: GestureView) -> [String] {
    var members: [String] = []
    if view.recognizerEnabled != defaults.recognizerEnabled {
      members.append(member("recognizerEnabled", "\(view.recognizerEnabled)"))
    }
    if view.simultaneousWith != defaults.simultaneousWith {
      members.append(member("simultaneousWith", recognizers(view.simultaneousWith)))
    }
    if !view.requiresFailureOf.isEmpty {
      members.append(member("requiresFailureOf", names(view.requiresFailureOf)))
    }
    if !view.requiredToFailBy.isEmpty {
      members.append(member("requiredToFailBy", names(view.requiredToFailBy)))
    }
    if !view.ignoresTouchesIn.isEmpty {
      members.append(member("ignoresTouchesIn", frames(view.ignoresTouchesIn)))
    }
    return members
  }

  /// `"all"`, or an array of recognizer names.
  private static func recognizers(_ set: GestureView.RecognizerSet) -> String {
    switch set {
    case .all: quoted("all")
    case .only(let list): names(list)
    }
  }

  /// `["list.pan", "fullscreenPop"]`.
  private static func names(_ recognizers: [RecognizerID]) -> String {
    "[" + recognizers.map { quoted($0.description) }.joined(separator: ", ") + "]"
  }

  /// `[[x, y, width, height], ...]`.
  private static func frames(_ frames: [Rect]) -> String {
    "["
      + frames.map { numbers([$0.origin.x, $0.origin.y, $0.size.width, $0.size.height]) }.joined(
        separator: ", ") + "]"
  }

  /// One event on one line; a pushed screen or a new stack is written inline with it.
  package static func event(_ event: Event, style: Style = .compact) -> String {
    switch event.kind {
    case .touch(let touch):
      let sampled = style == .sampled
      return inline(
        [
          member("t", sampled ? NumberText.fraction(event.t) : number(event.t)),
          member("touch", "\(touch.touch)"), member("phase", quoted(touch.phase.rawValue)),
          member("x", sampled ? NumberText.points(touch.location.x) : number(touch.location.x)),
          member("y", sampled ? NumberText.points(touch.location.y) : number(touch.location.y)),
        ], style)
    case .action(let action):
      var members = [member("t", number(event.t)), member("action", quoted(action.kind.rawValue))]
      switch action {
      case .push(let screen, let animated):
        members.append(member("screen", flat(self.screen(screen, indent: "", style: style))))
        if !animated { members.append(member("animated", "false")) }
      case .pop(let animated):
        if !animated { members.append(member("animated", "false")) }
      case .setStack(let screens):
        let objects = screens.map { flat(screen($0, indent: "", style: style)) }
        members.append(member("screens", "[" + objects.joined(separator: ", ") + "]"))
      case .set(let change):
        members += setMembers(change)
      case .present(let screen, let presentation, let animated):
        members.append(member("screen", flat(self.screen(screen, indent: "", style: style))))
        if presentation != .fullScreen { members.append(member("style", quoted(presentation.rawValue))) }
        if !animated { members.append(member("animated", "false")) }
      case .dismiss(let animated):
        if !animated { members.append(member("animated", "false")) }
      }
      return inline(members, style)
    }
  }

  /// The `screen`, `view`, `property` and `value` members of a `set`.
  private static func setMembers(_ change: PropertyChange) -> [String] {
    var members: [String] = []
    switch change {
    case .navigation: break
    case .screen(let screen, _): members.append(member("screen", quoted(screen)))
    case .view(let screen, let view, _):
      members += [member("screen", quoted(screen)), member("view", quoted(view))]
    }
    let (property, value) = property(of: change)
    return members + [member("property", quoted(property)), member("value", value)]
  }

  /// The key a `set` names its property by, and its value as JSON: `("backButton", "\"custom\"")`.
  package static func property(of change: PropertyChange) -> (key: String, value: String) {
    let (property, value): (String, String)
    switch change {
    case .navigation(let navigationProperty):
      switch navigationProperty {
      case .fullscreenPopGestureEnabled(let on): (property, value) = ("fullscreenPopGestureEnabled", "\(on)")
      case .viewControllerBasedNavigationBarAppearanceEnabled(let on):
        (property, value) = ("viewControllerBasedNavigationBarAppearanceEnabled", "\(on)")
      case .navigationBarHidden(let hidden): (property, value) = ("navigationBarHidden", "\(hidden)")
      case .interactivePopGestureEnabled(let on):
        (property, value) = ("interactivePopGestureEnabled", "\(on)")
      case .contentPopGestureEnabled(let on): (property, value) = ("contentPopGestureEnabled", "\(on)")
      case .interactivePopDelegate(let delegate):
        (property, value) = ("interactivePopDelegate", quoted(delegate.rawValue))
      case .contentPopDelegate(let delegate):
        (property, value) = ("contentPopDelegate", quoted(delegate.rawValue))
      }
    case .screen(_, let screenProperty):
      switch screenProperty {
      case .interactivePopDisabled(let on): (property, value) = ("interactivePopDisabled", "\(on)")
      case .prefersNavigationBarHidden(let on): (property, value) = ("prefersNavigationBarHidden", "\(on)")
      case .maxAllowedInitialDistanceToLeftEdge(let distance):
        (property, value) = ("maxAllowedInitialDistanceToLeftEdge", number(distance))
      case .backButton(let button): (property, value) = ("backButton", quoted(button.rawValue))
      }
    case .view(_, _, let viewProperty):
      switch viewProperty {
      case .contentOffset(let offset): value = numbers([offset.x, offset.y])
      case .revealed(let on): value = "\(on)"
      case .simultaneousWithPop(let simultaneity): value = quoted(simultaneity.rawValue)
      case .value(let number), .alpha(let number): value = self.number(number)
      case .hidden(let on), .userInteractionEnabled(let on), .recognizerEnabled(let on),
        .leadingActions(let on):
        value = "\(on)"
      case .simultaneousWith(let set): value = recognizers(set)
      case .requiresFailureOf(let list), .requiredToFailBy(let list): value = names(list)
      case .ignoresTouchesIn(let list): value = frames(list)
      }
      property = viewProperty.key
    }
    return (property, value)
  }

  /// The device's members that differ from an iPhone 15's defaults.
  private static func deviceMembers(_ device: Device) -> [String] {
    let defaults = Device()
    var members: [String] = []
    if device.width != defaults.width { members.append(member("width", number(device.width))) }
    if device.height != defaults.height { members.append(member("height", number(device.height))) }
    if device.topInset != defaults.topInset { members.append(member("topInset", number(device.topInset))) }
    if device.layoutDirection != defaults.layoutDirection {
      members.append(member("layoutDirection", quoted(device.layoutDirection.rawValue)))
    }
    if device.ios != defaults.ios { members.append(member("ios", "\(device.ios)")) }
    return members
  }

  /// The settings that differ from the model's constants.
  private static func settingsMembers(_ settings: Trace.Settings) -> [String] {
    let defaults = Trace.Settings()
    var members = Trace.Settings.numberKeys.filter {
      settings[keyPath: $0.keyPath] != defaults[keyPath: $0.keyPath]
    }
    .map { member($0.key, number(settings[keyPath: $0.keyPath])) }
    if settings.finishRule != defaults.finishRule {
      members.append(member("finishRule", quoted(settings.finishRule.rawValue)))
    }
    return members
  }

  private static func member(_ key: String, _ value: String) -> String { "\"\(key)\": \(value)" }

  /// An object on one line, in `style`.
  private static func inline(_ members: [String], _ style: Style = .compact) -> String {
    let (opening, closing) = braces(style)
    return opening + members.joined(separator: ", ") + closing
  }

  /// The braces of an object on one line, in `style`: `{` and `}`, or `{ ` and ` }`.
  private static func braces(_ style: Style) -> (opening: String, closing: String) {
    switch style {
    case .compact: ("{", "}")
    case .sampled: ("{ ", " }")
    }
  }

  /// A JSON string.
  package static func quoted(_ text: String) -> String { JSONObjectWriter.quoted(text) }

  /// Text written over several lines, put on one: for screens inside an event's line.
  private static func flat(_ text: String) -> String {
    text.split(separator: "\n").map { $0.drop(while: { $0 == " " }) }.joined()
  }

  /// The device's members that differ from the defaults, as an object: `{"ios": 18}`.
  package static func device(_ device: Device) -> String { inline(deviceMembers(device)) }

  /// `[a, b, ...]`.
  package static func numbers(_ values: [Double]) -> String {
    "[" + values.map(number).joined(separator: ", ") + "]"
  }

  /// The shortest text that reads back as `value`: whole numbers without `.0`.
  package static func number(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    return NumberText.json(value)
  }
}
