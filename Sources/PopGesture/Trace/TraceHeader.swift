/// Everything in a trace but its events: enough to set up a replay before the events stream in.
public struct TraceHeader: Sendable {
  public var name: String?
  public var policy: PolicyName = .fd
  public var device = Device()
  public var settings = Settings()
  public var navigation: NavigationDescription

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
