import PopGesture

/// One column of an audit: a library on an iOS version, where the library may be each screen's
/// own (`app`), so that one audit compares what every screen's users get with what they would
/// get elsewhere.
///
/// Written `LIBRARY@IOS`: `app@26`, `fd1.1@18`, `uikit@26`.
public struct AuditSystem: Sendable, Hashable, CustomStringConvertible {
  /// A screen's own library, or a named one.
  public enum Library: Sendable, Hashable {
    /// The library the screen's trace names, or the audit's library for a navigation
    /// description, which names none.
    case app
    /// This library, whatever the screen's own.
    case policy(PolicyName)
  }

  /// The library.
  public var library: Library
  /// The iOS version.
  public var ios: Int

  /// `library` on iOS `ios`.
  public init(_ library: Library, ios: Int) {
    self.library = library
    self.ios = ios
  }

  /// The screen's own library on iOS 26 and on iOS 18, and UIKit alone on iOS 26: what its users
  /// get now, what they got before iOS 26's content swipe, and what they would get without the
  /// library.
  public static let defaults = [
    AuditSystem(.app, ios: 26), AuditSystem(.app, ios: 18), AuditSystem(.policy(.uikit), ios: 26),
  ]

  /// The word for a screen's own library.
  public static let appWord = "app"

  /// `app@26`, `uikit@26`.
  public var description: String {
    switch library {
    case .app: "\(Self.appWord)@\(ios)"
    case .policy(let policy): "\(policy.rawValue)@\(ios)"
    }
  }

  /// `fd@26` read back; nil unless it is a library word or `app`, `@`, and an iOS version
  /// `Device.iosVersions` holds.
  public init?(_ text: some StringProtocol) {
    let parts = text.split(separator: "@", omittingEmptySubsequences: false)
    guard parts.count == 2, let ios = Int(parts[1]), Device.iosVersions.contains(ios) else { return nil }
    if parts[0] == Self.appWord {
      library = .app
    } else if let policy = PolicyName(rawValue: String(parts[0])) {
      library = .policy(policy)
    } else {
      return nil
    }
    self.ios = ios
  }

  /// The library and version a screen whose own library is `app` is mapped on.
  public func resolved(app: PolicyName) -> ScreenMap.System {
    switch library {
    case .app: ScreenMap.System(policy: app, ios: ios)
    case .policy(let policy): ScreenMap.System(policy: policy, ios: ios)
    }
  }
}
