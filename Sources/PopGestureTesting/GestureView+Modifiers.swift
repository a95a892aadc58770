/// Modifiers for what an app declares around the back swipe, each returning a copy of the view
/// with one key of the trace format set (PopGesture's trace format article, keys and kinds):
///
///     let chart = GestureView.pan(id: "chart", frame: Rect(x: 0, y: 100, width: 390, height: 300))
///       .simultaneous(with: .all)
///     let cover = GestureView.plain(id: "cover", frame: frame).alpha(0)
///
/// Recognizers are named by `RecognizerID` (`.fullscreenPop`, `.pan(view: "list")`), so a
/// misspelled system name does not compile; a view's recognizer that is not on the screen is
/// still an input error when the scenario is checked. The modifiers that name recognizers or
/// frames add to what the view already declares, as UIKit's `require(toFail:)` calls add up.
/// The recognizer keys count only on views that have a recognizer: scroll views, pans and rows.
extension GestureView {
  /// This view with its recognizer allowed to recognize together with `recognizers`, or with
  /// every recognizer for `.all` (`gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)`);
  /// `.none` takes any such declaration back.
  public func simultaneous(with recognizers: RecognizerSet) -> GestureView {
    setting(\.simultaneousWith, to: recognizers)
  }

  /// This view with its recognizer also allowed to recognize together with `recognizers`; either
  /// side's yes is enough, so naming B on A is the same as naming A on B.
  public func simultaneous(with recognizers: RecognizerID...) -> GestureView {
    switch simultaneousWith {
    case .all: return self
    case .only(let named):
      return simultaneous(with: .only(named + recognizers.filter { !named.contains($0) }))
    }
  }

  /// This view with its recognizer waiting for each of `recognizers` to fail before it may
  /// begin, and failing if one of them begins (`require(toFail:)`, `shouldRequireFailureOf`).
  public func requiringFailure(of recognizers: RecognizerID...) -> GestureView {
    var view = self
    view.requiresFailureOf += recognizers.filter { !requiresFailureOf.contains($0) }
    return view
  }

  /// This view with each of `recognizers` waiting for its recognizer to fail
  /// (`shouldBeRequiredToFailBy`), as a map view keeps the content swipe from its drags.
  public func requiredToFail(by recognizers: RecognizerID...) -> GestureView {
    var view = self
    view.requiredToFailBy += recognizers.filter { !requiredToFailBy.contains($0) }
    return view
  }

  /// This view with its recognizer receiving no first finger that goes down inside one of
  /// `frames`, in screen points (a delegate's `shouldReceiveTouch`).
  public func ignoringTouches(in frames: Rect...) -> GestureView {
    var view = self
    view.ignoresTouchesIn += frames
    return view
  }

  /// This view with its recognizer's `isEnabled` set: a view whose recognizer is off offers no
  /// candidate.
  public func recognizerEnabled(_ isEnabled: Bool) -> GestureView {
    setting(\.recognizerEnabled, to: isEnabled)
  }

  /// This view hidden (`isHidden`), or shown again: hit testing skips a hidden view and
  /// everything inside it.
  public func hidden(_ isHidden: Bool = true) -> GestureView {
    setting(\.hidden, to: isHidden)
  }

  /// This view at `alpha`, from 0 to 1: below 0.01 hit testing skips it and everything inside
  /// it. A value outside 0...1 is an input error when the scenario is checked.
  public func alpha(_ alpha: Double) -> GestureView {
    setting(\.alpha, to: alpha)
  }

  /// This view with `isUserInteractionEnabled` set: when off, hit testing skips it and everything
  /// inside it.
  public func userInteractionEnabled(_ isEnabled: Bool) -> GestureView {
    setting(\.userInteractionEnabled, to: isEnabled)
  }

  /// This row with leading swipe actions, or without: with them, a closed row also opens on a
  /// drag in the back swipe's direction. Only a `swipeActions` view has the key: on a view of
  /// another kind it changes nothing, and its trace leaves it out.
  public func leadingActions(_ hasLeadingActions: Bool = true) -> GestureView {
    setting(\.leadingActions, to: hasLeadingActions)
  }

  /// A copy of this view with one property set.
  private func setting<Value>(_ property: WritableKeyPath<GestureView, Value>, to value: Value) -> GestureView
  {
    var view = self
    view[keyPath: property] = value
    return view
  }
}
