/// Everything in a trace but its events: enough to set up a replay before the events stream in.
public struct TraceHeader: Sendable {
  /// The trace's title.
  public var name: String?
  /// The library the app uses.
  public var policy: PolicyName = .fd
  /// The screen, its layout direction and the iOS version.
  public var device = Device()
  /// The model's constants.
  public var settings = Trace.Settings()
  /// The navigation controller as the first event finds it.
  public var navigation: NavigationDescription

  /// A header over `navigation`, with the format's defaults for the rest.
  public init(navigation: NavigationDescription) {
    self.navigation = navigation
  }

  /// The header with the library and the iOS version a command line chose, where it chose them.
  public func overriding(policy: PolicyName?, ios: Int?) -> TraceHeader {
    var header = self
    if let policy { header.policy = policy }
    if let ios { header.device.ios = ios }
    return header
  }
}

extension Trace {
  /// A trace made of a header and its events.
  public init(header: TraceHeader, events: [Event]) {
    self.init(
      name: header.name, policy: header.policy, device: header.device, settings: header.settings,
      navigation: header.navigation, events: events)
  }

  /// The trace with the library and the iOS version a command line chose, where it chose them.
  public func overriding(policy: PolicyName?, ios: Int?) -> Trace {
    var trace = self
    if let policy { trace.policy = policy }
    if let ios { trace.device.ios = ios }
    return trace
  }

  /// Everything but the events.
  public var header: TraceHeader {
    var header = TraceHeader(navigation: navigation)
    header.name = name
    header.policy = policy
    header.device = device
    header.settings = settings
    return header
  }
}
