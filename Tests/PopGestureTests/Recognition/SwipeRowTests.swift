import PopGestureTestSupport
import PopGestureTesting
import Testing

@testable import PopGesture

/// A table row's swipe (`SwipeRow`): a revealed row begins only toward closing; a closed row
/// toward opening its trailing actions and, with `leadingActions`, also in the back swipe's
/// direction; what a swipe that ended leaves; and `rowHysteresis`.
extension RecognitionSuite {
  private typealias F = ModelFixture

  /// `SwipeRow.shouldBegin` for a row with `revealed` and `leadingActions`, dragged `dx`
  /// (reduced) under `layout`: nil when it may begin.
  static func shouldBegin(revealed: Bool, leadingActions: Bool, dx: Double, layout: Device.LayoutDirection)
    -> Cause?
  {
    let row = F.view("row", .swipeActions) {
      $0.revealed = revealed
      $0.leadingActions = leadingActions
    }
    let scene = F.scene([row], layout: layout)
    return SwipeRow.shouldBegin(reduced: Point(x: dx, y: 0), reference: F.reference(0, in: scene), in: scene)
  }

  @Test("which drags a row begins on, left to right (dx) and right to left (-dx)")
  func direction() {
    eachArgument(
      [
        // revealed, leadingActions, dx toward the trailing edge, begins
        (false, false, -12.0, true), (false, false, 12, false),
        (false, true, -12, true), (false, true, 12, true),
        (true, false, 12, true), (true, false, -12, false),
        (true, true, 12, true), (true, true, -12, false),
      ] as [(Bool, Bool, Double, Bool)]
    ) { (revealed, leadingActions, dx, begins) in
      direction(revealed: revealed, leadingActions: leadingActions, dx: dx, begins: begins)
    }
  }

  func direction(revealed: Bool, leadingActions: Bool, dx: Double, begins: Bool) {
    for layout in Device.LayoutDirection.allCases {
      let sign: Double = layout == .leftToRight ? 1 : -1
      let cause = Self.shouldBegin(
        revealed: revealed, leadingActions: leadingActions, dx: dx * sign, layout: layout)
      let expected: Cause? =
        begins
        ? nil
        : .rowSwipeDirection(
          view: ScreenView(screen: "detail", view: "row"), dx: dx * sign, direction: sign, revealed: revealed)
      #expect(cause == expected, "\(layout)")
    }
  }

  @Test("after a swipe that ended: revealed closes; closed reveals, unless its leading action ran")
  func ended() {
    eachArgument(
      [
        // revealed, leadingActions, dx, revealed after
        (true, false, 40.0, false), (true, true, 40, false),
        (false, false, -40, true), (false, true, -40, true), (false, true, 40, false),
      ] as [(Bool, Bool, Double, Bool)]
    ) { (revealed, leadingActions, dx, after) in
      ended(revealed: revealed, leadingActions: leadingActions, dx: dx, after: after)
    }
  }

  func ended(revealed: Bool, leadingActions: Bool, dx: Double, after: Bool) {
    var row = F.view("row", .swipeActions) {
      $0.revealed = revealed
      $0.leadingActions = leadingActions
    }
    SwipeRow.ended(&row, translation: Point(x: dx, y: 0), direction: 1)
    #expect(row.revealed == after)
    var mirrored = row
    mirrored.revealed = revealed
    SwipeRow.ended(&mirrored, translation: Point(x: -dx, y: 0), direction: -1)
    #expect(mirrored.revealed == after, "right to left")
  }

  /// A `detail` screen with a full-width row at y 380...440, under fd.
  static func rowScript(_ members: String) -> TraceScript {
    TraceScript(
      stack: #"""
        [{"id": "home"}, {"id": "detail", "views": [
          {"id": "row", "kind": "swipeActions", "frame": [0, 380, 390, 60]\#(members)}]}]
        """#)
  }

  @Test("a closed row with leading actions takes the rightward swipe from FD's pan; without them it pops")
  func leadingActionsReplay() throws {
    for leading in [false, true] {
      var script = Self.rowScript(#", "leadingActions": \#(leading)"#)
      script.swipe(from: (150, 400), to: (330, 400))
      let records = try script.records()
      if leading {
        #expect(records.states(of: .swipe(view: "row")) == ["began", "ended"])
        #expect(records.states(of: .fullscreenPop) == ["failed preventedBy row.swipe"])
        #expect(records.final?.stack == ["home", "detail"])
      } else {
        #expect(records.states(of: .swipe(view: "row")) == ["failed wrongDirection"])
        #expect(records.final?.stack == ["home"])
      }
    }
  }

  @Test("rowHysteresis: 10 by default, so a revealed row closes first; at 25 FD's 10 pt pan begins and pops")
  func rowHysteresis() throws {
    #expect(Trace.Settings().rowHysteresis == 10)
    #expect(SwipeRow.hysteresis(in: Trace.Settings(rowHysteresis: 25)) == 25)
    for hysteresis in [nil, 25.0] {
      var script = Self.rowScript(#", "revealed": true"#)
      if let hysteresis { script.settings = [#""rowHysteresis": \#(hysteresis)"#] }
      script.swipe(from: (150, 400), to: (330, 400))
      let records = try script.records()
      if hysteresis == nil {
        #expect(records.states(of: .swipe(view: "row")).first == "began")
        #expect(records.final?.stack == ["home", "detail"])
      } else {
        #expect(records.states(of: .fullscreenPop).first == "began")
        #expect(records.states(of: .swipe(view: "row")).first == "failed preventedBy fullscreenPop")
        #expect(records.final?.stack == ["home"])
      }
    }
  }

  @Test(
    "a row's state after a swipe counts for the next: a closed row swiped leftward opens, then closes rightward"
  )
  func stateCarriesOver() throws {
    var script = Self.rowScript("")
    script.swipe(from: (300, 400), to: (100, 400))
    script.swipe(from: (150, 400), to: (330, 400), at: 1)
    script.swipe(from: (150, 400), to: (330, 400), at: 2)
    let records = try script.records()
    // Opens, closes, and the third swipe on the closed row is FD's.
    #expect(
      records.states(of: .swipe(view: "row")) == [
        "began", "ended", "began", "ended", "failed wrongDirection",
      ])
    #expect(records.final?.stack == ["home"])
  }
}
