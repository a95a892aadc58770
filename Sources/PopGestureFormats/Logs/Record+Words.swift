import PopGesture

/// The log's words for the records' enums, as `StaticString`s: the logs copy them straight
/// into their buffer, where a `rawValue` would be a `String` read through its UTF-8 view.
///
/// Each word is its case's `rawValue`; `RecordWordsTests` checks every case.
extension Record {
  /// The `type` word of the record.
  public var type: String { typeWord.description }

  /// `type` as a `StaticString`, which the logs copy without going through `String`.
  var typeWord: StaticString { Self.typeWords[typeIndex] }

  /// The `type` words, one for each case of `Body`, in `typeIndex`'s order: the one list of them,
  /// from which the text log also makes its columns once.
  static let typeWords: [StaticString] = [
    "touch", "recognizer", "transition", "progress", "release", "navigationBar", "scroll", "slider", "action",
    "fault", "final",
  ]

  /// Where the record's `type` word is in `typeWords`.
  var typeIndex: Int {
    switch body {
    case .touch: 0
    case .recognizer: 1
    case .transition: 2
    case .progress: 3
    case .release: 4
    case .navigationBar: 5
    case .scroll: 6
    case .slider: 7
    case .action: 8
    case .fault: 9
    case .final: 10
    }
  }
}

extension TouchPhase {
  /// The phase's word in the logs.
  var word: StaticString {
    switch self {
    case .began: "began"
    case .moved: "moved"
    case .ended: "ended"
    case .cancelled: "cancelled"
    }
  }
}

extension RecognizerRecord.State {
  /// The state's word in the logs.
  var word: StaticString {
    switch self {
    case .began: "began"
    case .ended: "ended"
    case .cancelled: "cancelled"
    case .failed: "failed"
    case .waiting: "waiting"
    }
  }
}

extension Reason {
  /// The reason's word in the logs.
  var word: StaticString {
    switch self {
    case .rootScreen: "rootScreen"
    case .popDisabled: "popDisabled"
    case .beyondMaxInitialDistance: "beyondMaxInitialDistance"
    case .transitioning: "transitioning"
    case .wrongDirection: "wrongDirection"
    case .preventedBy: "preventedBy"
    case .endedBeforeRecognized: "endedBeforeRecognized"
    case .touchCancelled: "touchCancelled"
    case .notScrollable: "notScrollable"
    case .outsideEdge: "outsideEdge"
    case .onNavigationBar: "onNavigationBar"
    case .tooSlow: "tooSlow"
    case .verticalMovement: "verticalMovement"
    case .navigationBarHidden: "navigationBarHidden"
    case .backButtonHidden: "backButtonHidden"
    case .customBackButton: "customBackButton"
    case .alreadyInStack: "alreadyInStack"
    case .notInStack: "notInStack"
    case .stuck: "stuck"
    case .alreadyPresenting: "alreadyPresenting"
    case .nothingPresented: "nothingPresented"
    }
  }
}

extension TransitionRecord.Phase {
  /// The phase's word in the logs.
  var word: StaticString {
    switch self {
    case .began: "began"
    case .finished: "finished"
    case .cancelled: "cancelled"
    }
  }
}

extension TransitionRecord.Operation {
  /// The operation's word in the logs.
  var word: StaticString {
    switch self {
    case .push: "push"
    case .pop: "pop"
    }
  }
}

extension ReleaseRecord.Decision {
  /// The decision's word in the logs.
  var word: StaticString {
    switch self {
    case .finish: "finish"
    case .cancel: "cancel"
    }
  }
}

extension ActionRecord.Result {
  /// The result's word in the logs.
  var word: StaticString {
    switch self {
    case .applied: "applied"
    case .deferred: "deferred"
    case .ignored: "ignored"
    }
  }
}

extension Fault {
  /// The fault's word in the logs.
  var word: StaticString {
    switch self {
    case .stuck: "stuck"
    case .exception: "exception"
    }
  }
}

extension Action.Kind {
  /// The action's word in the logs.
  var word: StaticString {
    switch self {
    case .push: "push"
    case .pop: "pop"
    case .setStack: "setStack"
    case .set: "set"
    case .present: "present"
    case .dismiss: "dismiss"
    }
  }
}
