import PopGesture
import PopGestureFormats

/// The changes an app makes in its own gesture code: what a view's recognizer declares about the
/// back swipes, who decides whether UIKit's swipes may begin, and what hit testing sees.
extension Explainer {
  /// What hit testing found under the first finger on a screen: the chain of views it went down,
  /// top-level view first, and the views it skipped in front of them (hidden, interaction off or
  /// alpha below 0.01), each of which hides its subviews.
  struct HitChain {
    var views: [GestureView] = []
    var skipped: [GestureView] = []

    /// Hit testing of `point` in `views`, as the model does it (`GestureView.isHitTestable`).
    init(_ point: Point, in views: [GestureView]) {
      var level = views
      while true {
        var found: GestureView?
        for view in level.reversed() where view.frame.contains(point) {
          if view.isHitTestable {
            found = view
            break
          }
          skipped.append(view)
        }
        guard let found else { return }
        self.views.append(found)
        level = found.subviews
      }
    }
  }

  /// The reasons for which UIKit's own delegate, or its gate, refuses a swipe that an app's
  /// `stackCount` delegate lets begin.
  static let delegateRefusals: Set<Reason> = [
    .navigationBarHidden, .backButtonHidden, .customBackButton, .onNavigationBar, .transitioning,
  ]

  /// What a sequence's first finger went down on, read in the first replay's one pass.
  struct TouchDown {
    /// The screen it hit, its views as the events so far left them: the top screen, or the
    /// first description of a presented one.
    var top: Screen?
    /// Who decided for UIKit's edge swipe then.
    var interactivePopDelegate: SwipeDelegate
    /// Who decided for UIKit's content swipe then.
    var contentPopDelegate: SwipeDelegate
  }

  /// A replaced delegate for each of UIKit's swipes that its own delegate refused, and UIKit's
  /// own back for one an app's delegate let pop.
  func delegateCandidates(for swipe: SwipeOutcome, touchDown: TouchDown, at first: Int, _ time: Double)
    -> [Candidate]
  {
    var candidates: [Candidate] = []
    let swipes: [(RecognizerID, SwipeDelegate, (SwipeDelegate) -> NavigationProperty)] = [
      (.edgePop, touchDown.interactivePopDelegate, NavigationProperty.interactivePopDelegate),
      (.contentPop, touchDown.contentPopDelegate, NavigationProperty.contentPopDelegate),
    ]
    for (recognizer, delegate, property) in swipes {
      switch swipe.fate(of: recognizer) {
      case .failed(let reason, _)? where delegate == .uikit && Self.delegateRefusals.contains(reason):
        let change = PropertyChange.navigation(property(.stackCount))
        let key = TraceWriter.property(of: change).key
        candidates.append(
          setCandidate(
            "set the navigation controller's \(key) to stackCount (an app delegate that lets \(recognizer) "
              + "begin whenever the stack holds more than one screen, without UIKit's \(reason.rawValue) check)",
            change, at: first, time))
      case .began? where delegate != .uikit:
        let change = PropertyChange.navigation(property(.uikit))
        let key = TraceWriter.property(of: change).key
        candidates.append(
          setCandidate(
            "set the navigation controller's \(key) to uikit (UIKit's own delegate decides again)", change,
            at: first, time))
      default:
        break
      }
    }
    return candidates
  }

  /// The declarations of the views under the finger, as they were when it went down on `screen`,
  /// that would flip the swipe: each view recognizer that took the swipe made to wait for a back
  /// swipe, to recognize beside it, or to ignore the touch; a covering pan skipped by hit
  /// testing; and what the views declared or skipped undone.
  func declarationCandidates(
    for swipe: SwipeOutcome, on screen: Screen, at first: Int, _ time: Double, groups: inout Int
  ) -> [Candidate] {
    let chain = HitChain(swipe.location, in: screen.views)
    switch swipe.hit {
    case .view(let hit) where chain.views.last?.id == hit.view: break
    case .screen where chain.views.isEmpty: break
    default: return []
    }
    var candidates: [Candidate] = []
    let id = screen.id
    func set(
      _ summary: String, _ view: GestureView, _ property: ViewProperty, group: Int = 0, size: Double = 0
    )
      -> Candidate
    {
      var candidate = setCandidate(summary, .view(screen: id, view: view.id, property), at: first, time)
      candidate.family = group
      candidate.size = size
      return candidate
    }
    func newGroup() -> Int {
      groups += 1
      return groups
    }
    let backSwipes = swipe.navigationRecognizers.map(\.recognizer)
    for view in chain.views.reversed() {
      guard let recognizer = view.recognizer else { continue }
      guard let fate = swipe.fate(of: recognizer) else {
        // Not a candidate: its recognizer was off, or its delegate did not receive the touch.
        if !view.recognizerEnabled {
          candidates.append(
            set("turn \(recognizer) back on (recognizerEnabled true)", view, .recognizerEnabled(true)))
        } else if view.ignoresTouchesIn.contains(where: { $0.contains(swipe.location) }) {
          candidates.append(
            set(
              "make \(recognizer) receive touches that go down here (ignoresTouchesIn [])", view,
              .ignoresTouchesIn([])))
        }
        continue
      }
      if !swipe.popped, fate == .began {
        let waits = newGroup()
        for (order, backSwipe) in backSwipes.enumerated() where !view.requiresFailureOf.contains(backSwipe) {
          candidates.append(
            set(
              "make \(recognizer) require \(backSwipe) to fail (requiresFailureOf)", view,
              .requiresFailureOf(view.requiresFailureOf + [backSwipe]), group: waits, size: Double(order)))
        }
        if case .only(let names) = view.simultaneousWith {
          let together = newGroup()
          // Where FD's README recipe applies, its proposals say this for fullscreenPop.
          let hasRecipe =
            Policy(trace.policy).fullscreenPop?.honorsSimultaneityRecipe == true
            && GestureView.Simultaneity.kinds(for: .always).contains(view.kind)
          for (order, backSwipe) in backSwipes.enumerated()
          where !names.contains(backSwipe) && !(hasRecipe && backSwipe == .fullscreenPop) {
            candidates.append(
              set(
                "make \(recognizer) recognize together with \(backSwipe) (simultaneousWith)", view,
                .simultaneousWith(.only(names + [backSwipe])), group: together, size: Double(order)))
          }
        }
        let ignores = newGroup()
        if let strip = Self.leadingStrip(
          of: view.frame, reaching: swipe.location, direction: trace.device.layoutDirection)
        {
          candidates.append(
            set(
              "make \(recognizer) ignore touches that go down within \(NumberText.plain(strip.size.width)) pt "
                + "of its leading edge (ignoresTouchesIn [\(NumberText.plain(strip.origin.x)), "
                + "\(NumberText.plain(strip.origin.y)), \(NumberText.plain(strip.size.width)), "
                + "\(NumberText.plain(strip.size.height))])",
              view, .ignoresTouchesIn(view.ignoresTouchesIn + [strip]), group: ignores, size: 0))
        }
        candidates.append(
          set(
            "turn \(recognizer) off (recognizerEnabled false)", view, .recognizerEnabled(false),
            group: ignores,
            size: 1))
        if view.kind == .pan, view.id == chain.views.last?.id {
          // A pan that covers what is under it: hit testing can be made to skip it.
          candidates.append(
            set(
              "set the userInteractionEnabled of \(view.id) to false, so hit testing skips it and its subviews",
              view, .userInteractionEnabled(false)))
          let fades = newGroup()
          candidates.append(
            set(
              "set the alpha of \(view.id) to 0, so hit testing skips it and its subviews", view, .alpha(0),
              group: fades, size: 0))
          candidates.append(
            set(
              "set the hidden of \(view.id) to true, so hit testing skips it and its subviews", view,
              .hidden(true),
              group: fades, size: 1))
        }
      }
      if view.simultaneousWith != .none {
        candidates.append(
          set(
            "make \(recognizer) recognize together with no other recognizer (simultaneousWith [])", view,
            .simultaneousWith(.none)))
      }
      if !view.requiresFailureOf.isEmpty {
        candidates.append(
          set(
            "make \(recognizer) require no recognizer to fail (requiresFailureOf [])", view,
            .requiresFailureOf([])))
      }
      if !view.requiredToFailBy.isEmpty {
        candidates.append(
          set(
            "make no recognizer wait for \(recognizer) to fail (requiredToFailBy [])", view,
            .requiredToFailBy([])))
      }
    }
    // The views hit testing skipped in front of those it found: found again, they may take the touch.
    for view in chain.skipped {
      if view.hidden {
        candidates.append(
          set("set the hidden of \(view.id) to false, so hit testing finds it again", view, .hidden(false)))
      }
      if view.alpha < GestureView.minimumHitTestAlpha {
        candidates.append(
          set("set the alpha of \(view.id) to 1, so hit testing finds it again", view, .alpha(1)))
      }
      if !view.userInteractionEnabled {
        candidates.append(
          set(
            "set the userInteractionEnabled of \(view.id) to true, so hit testing finds it again", view,
            .userInteractionEnabled(true)))
      }
    }
    return candidates
  }

  /// What FD 1.1 leaves out that the trace asks for on `screen`: its maximum initial distance.
  static func releaseWarnings(for swipe: SwipeOutcome, on screen: Screen?, in trace: Trace) -> [String] {
    guard trace.policy == .fd1_1, let screen, screen.maxAllowedInitialDistanceToLeftEdge > 0 else {
      return []
    }
    let limit = screen.maxAllowedInitialDistanceToLeftEdge
    var warning =
      "\(screen.id).maxAllowedInitialDistanceToLeftEdge = \(NumberText.plain(limit)), but FD 1.1 ignores it: "
      + "release 1.1 has no maximum initial distance check"
    if swipe.location.x > limit {
      warning +=
        "; this swipe started \(NumberText.points(swipe.location.x)) pt from the left edge, beyond it, "
        + "which current fd refuses (beyondMaxInitialDistance)"
    }
    return [warning]
  }

  /// The strip of `frame` along its leading edge that just reaches `point`, in whole points: the
  /// region a delegate's `shouldReceiveTouch` would refuse so that a back swipe starting there
  /// goes to the navigation controller, as apps keep an edge margin for it. Nil when that strip
  /// would be more than half the view, which is nearly turning its recognizer off.
  static func leadingStrip(of frame: Rect, reaching point: Point, direction: Device.LayoutDirection) -> Rect?
  {
    let width: Double
    let x: Double
    switch direction {
    case .leftToRight:
      width = (point.x - frame.origin.x).rounded(.down) + 1
      x = frame.origin.x
    case .rightToLeft:
      width = (frame.origin.x + frame.size.width - point.x).rounded(.down) + 1
      x = frame.origin.x + frame.size.width - width
    }
    guard width > 0, width <= frame.size.width / 2 else { return nil }
    return Rect(x: x, y: frame.origin.y, width: width, height: frame.size.height)
  }
}
