import PopGesture
import PopGestureFormats

/// A whole audit: how it was made and every screen, in the order audited; what `audit
/// --format json` writes and `audit --against` reads back.
public struct AuditReport: Sendable, Equatable {
  /// The JSON document's `format`.
  public static let format = "popgesture-audit/1"

  /// The largest report `AuditReport.read` is given: a report of a thousand screens on three
  /// systems in 8 pt cells is about 50 MB, and the parsed document takes several times its size.
  public static let maximumBytes = 64 << 20

  /// The columns, in order.
  public var systems: [AuditSystem]
  /// The swipe made from every cell.
  public var gesture: ScreenMap.Gesture
  /// The cells' size in points.
  public var grid: Double
  /// The screens, in the order audited.
  public var screens: [ScreenAudit]

  /// A report of `screens`, audited by an auditor with these `systems`, `gesture` and `grid`.
  public init(systems: [AuditSystem], gesture: ScreenMap.Gesture, grid: Double, screens: [ScreenAudit]) {
    self.systems = systems
    self.gesture = gesture
    self.grid = grid
    self.screens = screens
  }

  /// An empty report of `auditor`'s settings.
  public init(of auditor: Auditor) {
    self.init(systems: auditor.systems, gesture: auditor.gesture, grid: auditor.grid, screens: [])
  }
}
