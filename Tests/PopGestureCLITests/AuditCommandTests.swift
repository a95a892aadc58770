import Foundation
import PopGestureCLI
import PopGestureFormats
import PopGestureTestSupport
import PopGestureTools
import Testing

@testable import PopGesture

extension CommandLineSuite {
  /// A navigation description of two screens; the top one has `views` (JSON text).
  static func screenDescription(views: String = "") -> String {
    #"{"stack": [{"id": "list"}, {"id": "detail", "views": [\#(views)]}]}"#
  }

  @Test(
    "audit reads a folder of screens, writes every format whole, and fails against a report when a screen got worse"
  )
  func audit() throws {
    let sandbox = try CommandSandbox()
    try sandbox.write(Self.screenDescription(), to: "app/detail.json")
    try sandbox.write(
      Self.screenDescription(
        views: #"{"id": "photos", "kind": "scrollView", "frame": [0, 91, 390, 300], "#
          + #""contentSize": [1560, 300], "pagingEnabled": true}"#), to: "app/gallery.json")
    try sandbox.write(swipeTrace(name: "a swipe"), to: "app/swipe.json")
    try sandbox.write("[1, 2]", to: "app/other.json")

    let text = try sandbox.run("audit", "--grid", "32", "app")
    #expect(text.status == 0, "\(text.errorOutput)")
    let lines = text.output.split(separator: "\n")
    #expect(lines.first?.hasPrefix("# audit of 3 screens on app@26, app@18, uikit@26") == true)
    #expect(
      lines.contains { $0.hasPrefix("app/detail.json ") && $0.hasSuffix("100 % M E   100 % M E   100 % M E") }
    )
    #expect(lines.contains { $0.hasPrefix("  swallowed on app@18: photos.pan takes the swipes from") })
    #expect(
      lines.contains(
        "  lost on app@18: does not pop from 35 % of the screen (0–384 x 96–384) that pops on app@26 through "
          + "fullscreenPop: here photos.pan takes them"))

    // The report, the page: whole, the same on every run.
    for format in ["json", "html"] {
      #expect(
        try sandbox.run("audit", "--grid", "32", "--format", format, "-o", "a.\(format)", "app").status == 0)
      let first = try sandbox.read("a.\(format)")
      #expect(try sandbox.run("audit", "--grid", "32", "--format", format, "app").output == first)
    }
    let same = try sandbox.run("audit", "--grid", "32", "app", "--against", "a.json")
    #expect(same.status == 0)
    #expect(same.output == "audit: 0 screens worse, 0 otherwise changed, 0 added, 0 removed\n")

    // A pan over the detail screen's lower half makes it worse: exit 1, annotated on GitHub.
    try sandbox.write(
      Self.screenDescription(views: #"{"id": "sheet", "kind": "pan", "frame": [0, 422, 390, 422]}"#),
      to: "app/detail.json")
    let worse = try sandbox.run(
      ["audit", "--grid", "32", "app", "--against", "a.json"], environment: ["GITHUB_ACTIONS": "true"])
    #expect(worse.status == 1)
    let report = worse.output.split(separator: "\n")
    #expect(report.first?.hasPrefix("worse   app/detail.json on app@26: pops from 100 % -> ") == true)
    #expect(
      report.contains { $0.hasPrefix("    stopped popping from ") && $0.hasSuffix("(0–384 x 416–832)") })
    #expect(report.contains { $0.hasPrefix("    + swallowed: sheet.pan takes the swipes from") })
    #expect(report.contains { $0.hasPrefix("::error file=app/detail.json,title=popgesture audit::worse ") })
    #expect(report.contains("audit: 1 screen worse, 0 otherwise changed, 0 added, 0 removed"))
    // Two folders, the earlier one audited now: screens match by their names in the folders.
    try sandbox.write(Self.screenDescription(), to: "old/detail.json")
    let folders = try sandbox.run("audit", "--grid", "32", "app", "--against", "old")
    #expect(folders.status == 1)
    #expect(folders.output.hasPrefix("worse   app/detail.json on app@26: "))
    #expect(folders.output.contains("added   app/gallery.json\nadded   app/swipe.json\n"))

    // An invalid screen leaves -o as it was; a report named as a screen, or a bad system, is a
    // usage error.
    try sandbox.write(#"{"stack": [{"id": 3}]}"#, to: "app/broken.json")
    let kept = try sandbox.read("a.json")
    let broken = try sandbox.run("audit", "--grid", "32", "--format", "json", "-o", "a.json", "app")
    #expect(broken.status == 65)
    #expect(broken.errorOutput.contains("app/broken.json:1:"))
    #expect(try sandbox.read("a.json") == kept)
    // -o may not name a navigation file a trace reads.
    try sandbox.write(Self.screenDescription(), to: "shared/nav.json")
    try sandbox.write(swipeTrace(name: "shared", navigation: #""../shared/nav.json""#), to: "traces/t.json")
    let onto = try sandbox.run("audit", "--grid", "32", "traces/t.json", "-o", "shared/nav.json")
    #expect(onto.status == 64)
    #expect(onto.errorOutput.contains("is the navigation file"))
    #expect(try sandbox.read("shared/nav.json") == Self.screenDescription())

    // An earlier report larger than any is refused before it is read.
    try sandbox.write("", to: "huge.json")
    try FileHandle(forWritingTo: URL(fileURLWithPath: sandbox.path("huge.json")))
      .truncate(atOffset: UInt64(AuditReport.maximumBytes + 1))
    let huge = try sandbox.run("audit", "--grid", "32", "app/detail.json", "--against", "huge.json")
    #expect(huge.status == 66)
    #expect(huge.errorOutput.hasPrefix("popgesture: cannot read 'huge.json': "))
    for arguments in [["audit", "a.json"], ["audit", "--system", "fd@5", "app"], ["audit"]] {
      #expect(try sandbox.run(arguments).status == 64, "\(arguments)")
    }
  }
}
