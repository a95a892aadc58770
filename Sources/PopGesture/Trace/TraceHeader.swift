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
}

extension Trace {
  /// A trace made of a header and its events.
  public init(header: TraceHeader, events: [Event]) {
    self.init(
      name: header.name, policy: header.policy, device: header.device, settings: header.settings,
      navigation: header.navigation, events: events)
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
