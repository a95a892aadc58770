import PopGesture
import PopGestureFormats
import PopGestureTestSupport
import Testing

@testable import PopGestureTools

/// The headline of a failed check: one line per swipe whose outcome changed, and the final state.
extension ReportsSuite {
  /// A swipe across a pager on its first page that pops, since the pan won over the pager.
  static let pops = """
    # fd on iOS 26: a swipe over a pager
      0.000  touch         1 began (150.0, 400.0)  hit photos/pager  candidates pager.pan, fullscreenPop, contentPop
      0.017  recognizer    fullscreenPop began  translation (7.0, 0.0)  location (167.0, 400.1)
      0.017  recognizer    pager.pan failed preventedBy fullscreenPop
      0.017  recognizer    contentPop failed preventedBy fullscreenPop
      0.017  transition    pop began  photos -> album  interactive
      0.017  progress      0.018
      0.200  touch         1 ended (350.0, 401.0)
      0.200  recognizer    fullscreenPop ended  velocity (1000.0, 6.2)
      0.200  release       finish  progress 0.500  velocity 1000.0  settle 0.076
      0.276  transition    pop finished  photos -> album  interactive  stack [album]
      0.276  final         stack [album]  bar shown  idle  fault none

    """

  /// The same swipe, taken by the pager.
  static let pagerWins = """
    # fd on iOS 26: a swipe over a pager
      0.000  touch         1 began (150.0, 400.0)  hit photos/pager  candidates pager.pan, fullscreenPop, contentPop
      0.017  recognizer    pager.pan began  translation (7.0, 0.0)  location (167.0, 400.1)
      0.017  recognizer    fullscreenPop failed preventedBy pager.pan
      0.017  recognizer    contentPop failed preventedBy pager.pan
      0.200  touch         1 ended (350.0, 401.0)
      0.200  recognizer    pager.pan ended  velocity (1000.0, 6.2)
      0.200  scroll        photos/pager  contentOffset (0.0, 0.0)
      0.200  final         stack [album, photos]  bar shown  idle  fault none

    """

  /// A second swipe, on the root screen, for the end of `pops`.
  static let secondSwipe = """
      1.000  touch         1 began (150.0, 400.0)  hit album  candidates fullscreenPop, contentPop
      1.017  recognizer    fullscreenPop failed rootScreen
      1.017  recognizer    contentPop failed rootScreen
      1.200  touch         1 ended (350.0, 401.0)

    """

  static func diff(_ golden: String, _ actual: String) -> [String] {
    #expect(TextLog(reading: golden).isComplete)
    #expect(TextLog(reading: actual).isComplete)
    return MeaningDiff(golden: golden, actual: actual).lines
  }

  @Test("a swipe that popped and no longer does names the fates that stopped it, then the final stack")
  func poppedToNoPop() {
    #expect(
      Self.diff(Self.pops, Self.pagerWins) == [
        "swipe 1 at 0.000 s: popped (photos -> album through fullscreenPop) → no pop (fullscreenPop failed "
          + "preventedBy pager.pan, contentPop failed preventedBy pager.pan); pager.pan failed preventedBy "
          + "fullscreenPop → began; nothing else moved → photos/pager scrolled to (0.0, 0.0)",
        "final stack [album] → [album, photos]",
      ])
  }

  @Test("a swipe that still does not pop, for another reason, shows both reasons")
  func changedReason() {
    let golden = Self.pagerWins.replacingOccurrences(
      of: "fullscreenPop failed preventedBy pager.pan", with: "fullscreenPop failed popDisabled")
    #expect(
      Self.diff(golden, Self.pagerWins) == [
        "swipe 1 at 0.000 s: no pop (fullscreenPop failed popDisabled, contentPop failed preventedBy pager.pan) "
          + "→ no pop (fullscreenPop failed preventedBy pager.pan, contentPop failed preventedBy pager.pan)"
      ])
  }

  @Test("a sequence on one side only is added or removed, with its outcome")
  func addedAndRemoved() {
    let twoSwipes = Self.pops.replacingOccurrences(
      of: "  0.276  final", with: Self.secondSwipe + "  1.200  final")
    #expect(
      Self.diff(Self.pops, twoSwipes) == [
        "swipe 2 at 1.000 s: added, no pop (fullscreenPop failed rootScreen, contentPop failed rootScreen)"
      ])
    #expect(
      Self.diff(twoSwipes, Self.pops) == [
        "swipe 2 at 1.000 s: removed, was no pop (fullscreenPop failed rootScreen, contentPop failed rootScreen)"
      ])
  }

  @Test("past the limit, changed swipes are counted in one line, and the final state still has its own")
  func manyChangedSwipes() {
    func log(_ reason: String, swipes: Int, stack: String) -> String {
      var text = "# fd on iOS 18\n"
      for index in 0..<swipes {
        let time = NumberText.fixed(Double(index) / 10, decimals: 3)
        text += "  \(time)  touch         1 began (150.0, 400.0)  hit album  candidates fullscreenPop\n"
        text += "  \(time)  recognizer    fullscreenPop failed \(reason)\n"
      }
      return text + "  9.000  final         stack [\(stack)]  bar shown  idle  fault none\n"
    }
    let count = MeaningDiff.sequenceLimit + 5
    let lines = Self.diff(
      log("rootScreen", swipes: count, stack: "album"),
      log("popDisabled", swipes: count, stack: "home, album"))
    #expect(lines.count == MeaningDiff.sequenceLimit + 2)
    #expect(
      lines.first
        == "swipe 1 at 0.000 s: no pop (fullscreenPop failed rootScreen) → no pop (fullscreenPop failed popDisabled)"
    )
    #expect(lines.dropLast().last == "and 5 more swipes changed, shown in the diff below")
    #expect(lines.last == "final stack [album] → [home, album]")
  }

  @Test("a changed final state is one line, naming only what changed")
  func changedFinal() {
    let actual = Self.pops.replacingOccurrences(
      of: "final         stack [album]  bar shown  idle  fault none",
      with: "final         stack [album, gallery]  bar hidden  idle  fault stuck")
    #expect(
      Self.diff(Self.pops, actual) == [
        "final stack [album] → [album, gallery]; bar shown → hidden; fault none → stuck"
      ])
  }

  @Test("when only times, progress and velocities change, one line says no swipe changed its outcome")
  func onlyNumbers() {
    var actual = Self.pops
    for (old, new) in [
      ("progress 0.500  velocity 1000.0  settle 0.076", "progress 0.520  velocity 990.0  settle 0.080"),
      ("velocity (1000.0, 6.2)", "velocity (990.0, 6.2)"), ("  0.276  ", "  0.280  "),
      ("progress      0.018", "progress      0.020"),
    ] {
      actual = actual.replacingOccurrences(of: old, with: new)
    }
    #expect(actual != Self.pops)
    #expect(Self.diff(Self.pops, actual) == [MeaningDiff.noChange])
    #expect(MeaningDiff(golden: Self.pops, actual: actual).text == MeaningDiff.noChange + "\n")
  }

  @Test("a cancelled pop whose progress changed means the same; one that now finishes does not")
  func cancelledPop() {
    let cancels = Self.pops.replacingOccurrences(of: "release       finish", with: "release       cancel")
      .replacingOccurrences(
        of: "pop finished  photos -> album  interactive  stack [album]",
        with: "pop cancelled  photos -> album  interactive  stack [album, photos]"
      )
      .replacingOccurrences(of: "final         stack [album]", with: "final         stack [album, photos]")
    let cancelsLater = cancels.replacingOccurrences(of: "progress 0.500", with: "progress 0.450")
    #expect(Self.diff(cancels, cancelsLater) == [MeaningDiff.noChange])
    #expect(
      Self.diff(cancels, Self.pops) == [
        "swipe 1 at 0.000 s: pop cancelled on release (photos -> album through fullscreenPop) → popped (photos "
          + "-> album through fullscreenPop)",
        "final stack [album, photos] → [album]",
      ])
  }

  @Test("another library in the header is a line of its own")
  func changedSystem() {
    let actual = Self.pops.replacingOccurrences(of: "# fd on iOS 26", with: "# zw on iOS 18")
    #expect(Self.diff(Self.pops, actual) == ["system fd on iOS 26 → zw on iOS 18"])
  }

  @Test("a swipe that pops as before but moves the pager too says it still pops, then what changed")
  func samePopOtherChanges() {
    let actual = Self.pops.replacingOccurrences(
      of: "pager.pan failed preventedBy fullscreenPop",
      with: "pager.pan began  translation (0.0, 0.0)  location (167.0, 400.1)"
    ).replacingOccurrences(
      of: "velocity (1000.0, 6.2)\n",
      with: "velocity (1000.0, 6.2)\n  0.200  scroll        photos/pager  contentOffset (0.0, 0.0)\n")
    #expect(
      Self.diff(Self.pops, actual) == [
        "swipe 1 at 0.000 s: still popped (photos -> album through fullscreenPop); pager.pan failed "
          + "preventedBy fullscreenPop → began; nothing else moved → photos/pager scrolled to (0.0, 0.0)"
      ])
  }

  @Test("ids from the trace are escaped, so no headline line can be broken by one")
  func escapedIDs() {
    let actual = Self.pagerWins.replacingOccurrences(
      of: "photos/pager  contentOffset", with: #"photos/pa\nger  contentOffset"#)
    #expect(
      Self.diff(Self.pagerWins, actual) == [
        "swipe 1 at 0.000 s: still no pop (fullscreenPop failed preventedBy pager.pan, contentPop failed "
          + #"preventedBy pager.pan); photos/pager scrolled to (0.0, 0.0) → photos/pa\nger scrolled to (0.0, 0.0)"#
      ])
  }

  @Test("a golden that cannot be read gives one line that points to the diff, and never a guess")
  func unreadableGolden() {
    let golden = Self.pops.replacingOccurrences(
      of: "  0.017  progress      0.018", with: "  0.017  hovered       0.018")
    #expect(
      MeaningDiff(golden: golden, actual: Self.pagerWins).lines == [
        "outcomes not compared: line 7 of the golden cannot be read (unknown record type 'hovered'); "
          + "the diff below shows every change"
      ])
    #expect(
      MeaningDiff(golden: "stale\n", actual: Self.pops).lines.first?.hasPrefix(
        "outcomes not compared: line 1 of the golden") == true)
  }
}
