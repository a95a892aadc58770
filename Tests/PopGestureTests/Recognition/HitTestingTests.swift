import PopGestureTestSupport
import PopGestureTesting
import Testing

@testable import PopGesture

/// What UIKit's `hitTest` skips (`Candidates.hitTest`, `GestureView.isHitTestable`): a view that
/// is hidden, has interaction off or an alpha below 0.01, with everything inside it; the
/// front-most view that hit testing can find wins.
extension RecognitionSuite {
  private typealias F = ModelFixture

  static let point = Point(x: 100, y: 400)

  /// The ids of the hit chain at `point` on the top screen of a scene holding `views`.
  static func chain(_ views: [GestureView]) -> [String] {
    Candidates.hitTest(point, in: F.scene(views)).map(\.viewID)
  }

  @Test(
    "a front view that is hidden, has interaction off or an alpha below 0.01 is skipped for the view behind it"
  )
  func skipsFrontView() {
    eachArgument(
      [
        (true, 1, true, "back"), (false, 0, true, "back"), (false, 0.009, true, "back"),
        (false, 0.01, true, "front"), (false, 0.5, true, "front"), (false, 1, false, "back"),
        (false, 1, true, "front"),
      ] as [(Bool, Double, Bool, String)]
    ) { (hidden, alpha, interaction, hit) in
      skipsFrontView(hidden: hidden, alpha: alpha, interaction: interaction, hit: hit)
    }
  }

  func skipsFrontView(hidden: Bool, alpha: Double, interaction: Bool, hit: String) {
    let front = F.view("front", .pan) {
      $0.hidden = hidden
      $0.alpha = alpha
      $0.userInteractionEnabled = interaction
    }
    #expect(Self.chain([F.view("back", .scrollView), front]) == [hit])
  }

  @Test("0.01 is the documented threshold: below it skipped, at it hit")
  func threshold() {
    #expect(GestureView.minimumHitTestAlpha == 0.01)
    var view = F.view("cover", .plain)
    view.alpha = 0.01
    #expect(view.isHitTestable)
    view.alpha = 0.0099
    #expect(!view.isHitTestable)
  }

  @Test("a skipped view hides its subviews: the search never goes inside it")
  func skipsSubviews() {
    eachArgument(
      [
        ("hidden", true, 1, true), ("alpha 0", false, 0, true), ("interaction off", false, 1, false),
        ("hit-testable", false, 1, true),
      ] as [(String, Bool, Double, Bool)]
    ) { (label, hidden, alpha, interaction) in
      skipsSubviews(label: label, hidden: hidden, alpha: alpha, interaction: interaction)
    }
  }

  func skipsSubviews(label: String, hidden: Bool, alpha: Double, interaction: Bool) {
    let button = F.view("button", .pan)
    let overlay = F.view("overlay", .plain) {
      $0.subviews = [button]
      $0.hidden = hidden
      $0.alpha = alpha
      $0.userInteractionEnabled = interaction
    }
    let skipped = label != "hit-testable"
    #expect(
      Self.chain([F.view("list", .scrollView), overlay]) == (skipped ? ["list"] : ["overlay", "button"]))
  }

  @Test("inside a hit view, a skipped subview leaves its parent as the hit view")
  func skippedSubviewLeavesParent() {
    let badge = F.view("badge", .pan) { $0.userInteractionEnabled = false }
    let card = F.view("card", .scrollView) { $0.subviews = [badge] }
    #expect(Self.chain([card]) == ["card"])
  }

  @Test("the front-most hit-testable view wins among several skipped ones")
  func frontMostHitTestableWins() {
    let views = [
      F.view("back", .scrollView), F.view("middle", .pan),
      F.view("front", .pan) { $0.alpha = 0 }, F.view("top", .plain) { $0.hidden = true },
    ]
    #expect(Self.chain(views) == ["middle"])
  }

  @Test("a swipe that goes down on a skipped view lists the recognizers of the view behind it")
  func candidatesFollowTheHit() throws {
    var script = TraceScript(
      stack: #"""
        [{"id": "home"}, {"id": "detail", "views": [
          {"id": "list", "kind": "scrollView", "frame": [0, 0, 390, 844], "contentSize": [390, 2000]},
          {"id": "cover", "kind": "pan", "frame": [0, 0, 390, 844], "alpha": 0}]}]
        """#)
    script.swipe(from: (100, 400), to: (280, 400))
    let records = try script.records()
    #expect(records.touches.first?.hit?.description == "detail/list")
    #expect(records.candidateLists.first?.map(\.description) == ["list.pan", "fullscreenPop", "contentPop"])
    #expect(records.final?.stack == ["home"])
  }
}
