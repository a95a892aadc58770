import Foundation
import PopGesture
import PopGestureFormats
import PopGestureTools

extension Growth {
  /// Four screens an audit meets: a checkout with a pager, a slider, a form and pops disabled; a
  /// list of rows with swipe actions; a full-screen pager; a plain detail screen.
  static let auditScreens: [String] = [
    #"""
    {"stack": [{"id": "cart"}, {"id": "checkout", "interactivePopDisabled": true, "views": [
      {"id": "photos", "kind": "scrollView", "frame": [0, 91, 390, 260], "contentSize": [1170, 260], "pagingEnabled": true},
      {"id": "tip", "kind": "slider", "frame": [24, 420, 342, 44], "value": 0.3},
      {"id": "form", "kind": "scrollView", "frame": [0, 500, 390, 344], "contentSize": [390, 1200]}]}]}
    """#,
    #"""
    {"stack": [{"id": "home"}, {"id": "inbox", "views": [
      {"id": "table", "kind": "scrollView", "frame": [0, 91, 390, 753], "contentSize": [390, 2400], "subviews": [
        {"id": "row0", "kind": "swipeActions", "frame": [0, 91, 390, 72]},
        {"id": "row1", "kind": "swipeActions", "frame": [0, 163, 390, 72], "leadingActions": true},
        {"id": "row2", "kind": "swipeActions", "frame": [0, 235, 390, 72], "revealed": true}]}]}]}
    """#,
    #"""
    {"stack": [{"id": "feed"}, {"id": "player", "prefersNavigationBarHidden": true, "views": [
      {"id": "pager", "kind": "scrollView", "frame": [0, 0, 390, 844], "contentSize": [4680, 844],
       "contentOffset": [1560, 0], "pagingEnabled": true}]}], "navigationBarHidden": true}
    """#,
    #"{"stack": [{"id": "list"}, {"id": "detail"}]}"#,
  ]

  /// The audit of `screens` screens on `systems` systems, as `popgesture audit --format html`
  /// makes it: each screen audited, its part of the report and of the page made and dropped,
  /// its summary kept; then the page's head. In 16 pt cells and on one thread, so that the work,
  /// not the scheduler, is measured.
  static func audit(screens: Int, systems: [AuditSystem]) throws -> () throws -> Void {
    let decoder = TraceDecoder(file: "growth-audit.json")
    let traces = try auditScreens.map {
      Trace(navigation: try decoder.decodeNavigation(Array($0.utf8)), events: [])
    }
    let auditor = Auditor(systems: systems, grid: 16)
    return {
      var report = AuditReport(of: auditor)
      for index in 0..<screens {
        let screen = try auditor.audit(traces[index % traces.count], file: "screen-\(index).json", threads: 1)
        _ = AuditJSON.screen(screen.audit, isFirst: index == 0)
        _ = AuditPage.section(of: screen)
        report.screens.append(screen.audit.summary)
      }
      _ = AuditPage.head(of: report.screens, systems: systems, title: "growth")
    }
  }

  /// `count` distinct systems that cost the same: FD on iOS 26 and each later version, which the
  /// model plays alike, so that the count, not a mix of libraries, is what grows.
  static func auditSystems(_ count: Int) -> [AuditSystem] {
    (0..<count).map { AuditSystem(.policy(.fd), ios: Device.firstContentPopIOS + $0) }
  }

  /// The audit as the screens grow (a mix of the four, the same at both sizes), and as the
  /// systems grow.
  static var auditCases: [Case] {
    [
      Case(
        label: { "audit of \($0) screens on 2 systems, 16 pt cells" }, size: 4, shortSize: 4, limit: 1.1,
        prepare: { screens in try audit(screens: screens, systems: auditSystems(2)) }),
      Case(
        label: { "audit of 4 screens on \($0) system\($0 == 1 ? "" : "s"), 16 pt cells" }, size: 2,
        shortSize: 2, limit: 1.1,
        prepare: { count in try audit(screens: 4, systems: auditSystems(count)) }),
    ]
  }
}
