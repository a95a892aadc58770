/// Sends each of a recognizer's questions to the file of its kind: one row of the model's
/// kind-rule table per file. A kind without a rule for a question takes the default written here.
extension Recognizer.Kind {
  /// The checks at the first finger's touch-down.
  func touchDown(at point: Point, in scene: Scene) -> Recognizer.TouchDown {
    switch self {
    case .edgePop: EdgePop.touchDown(at: point, in: scene)
    case .contentPop: ContentPop.touchDown(in: scene)
    case .fullscreenPop, .scrollView, .customPan, .swipeRow: .none
    }
  }

  /// A failure checked on every move while undecided, before anything else.
  func failureWhileUndecided(translation: Point, hysteresis: Double, in scene: Scene) -> Cause? {
    switch self {
    case .contentPop:
      ContentPop.failureWhileUndecided(translation: translation, hysteresis: hysteresis, in: scene)
    case .edgePop:
      EdgePop.failureWhileUndecided(translation: translation, hysteresis: hysteresis, in: scene)
    case .fullscreenPop, .scrollView, .customPan, .swipeRow:
      nil
    }
  }

  /// Whether the raw `translation` has reached what this kind waits for.
  func wantsToBegin(translation: Point, hysteresis: Double, in scene: Scene) -> Bool {
    switch self {
    case .fullscreenPop:
      FullscreenPop.wantsToBegin(translation: translation, hysteresis: hysteresis)
    case .contentPop:
      ContentPop.wantsToBegin(translation: translation, hysteresis: hysteresis, in: scene)
    case .edgePop:
      EdgePop.wantsToBegin(translation: translation, hysteresis: hysteresis)
    case .scrollView(let reference):
      ScrollViewPan.wantsToBegin(
        translation: translation, hysteresis: hysteresis, view: scene.view(reference))
    case .customPan(let reference):
      CustomPan.wantsToBegin(translation: translation, hysteresis: hysteresis, view: scene.view(reference))
    case .swipeRow(let reference):
      SwipeRow.wantsToBegin(translation: translation, hysteresis: hysteresis, view: scene.view(reference))
    }
  }

  /// The kind's `shouldBegin`: its own verdict, then the navigation checks it makes.
  func shouldBegin(raw: Point, reduced: Point, location: Point, in scene: Scene) -> Cause? {
    switch self {
    case .fullscreenPop:
      FullscreenPop.shouldBegin(translation: reduced, location: location, in: scene)
    case .contentPop:
      ContentPop.shouldBegin(in: scene)
    case .edgePop:
      EdgePop.shouldBegin(raw: raw, in: scene)
    case .swipeRow(let reference):
      SwipeRow.shouldBegin(reduced: reduced, reference: reference, in: scene)
    case .scrollView, .customPan:
      nil
    }
  }

  /// Why an undecided recognizer fails when the last finger it follows lifts.
  func failureAtLift(in scene: Scene) -> Cause {
    switch self {
    case .scrollView(let reference):
      ScrollViewPan.failureAtLift(view: scene.view(reference), reference: reference)
    case .fullscreenPop, .contentPop, .edgePop, .customPan, .swipeRow:
      .endedBeforeRecognized
    }
  }
}

extension RecognizerID {
  /// The movement it waits for before it wants to begin: each back swipe's own setting,
  /// `rowHysteresis` for a row's swipe, and `panHysteresis` for every other view's pan.
  package func hysteresis(in settings: Trace.Settings) -> Double {
    switch self {
    case .fullscreenPop: FullscreenPop.hysteresis(in: settings)
    case .contentPop: ContentPop.hysteresis(in: settings)
    case .edgePop: EdgePop.hysteresis(in: settings)
    case .pan: settings.panHysteresis
    case .swipe: SwipeRow.hysteresis(in: settings)
    }
  }
}
