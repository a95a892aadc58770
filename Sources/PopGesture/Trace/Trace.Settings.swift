extension Trace {
  /// The model's constants, each overridable per trace (<doc:TraceFormat>, settings).
  public struct Settings: Sendable, Equatable {
    /// Movement a pan needs before it wants to begin, in points (every view's and the library's).
    public var panHysteresis: Double
    /// How far from the leading edge UIKit's edge swipe takes a finger, in points.
    public var edgeRegion: Double
    /// Movement the edge swipe needs before it wants to begin, in points.
    public var edgeHysteresis: Double
    /// Seconds the edge swipe may stay undecided before it fails `tooSlow`.
    public var edgeMaxDuration: Double
    /// How steep, in degrees from the edge's normal, an edge swipe may go before it fails with
    /// `verticalMovement`; strictly between 0 and 90.
    public var edgeAngleLimit: Double
    /// Movement iOS 26's content swipe needs before it wants to begin, in points.
    public var contentHysteresis: Double
    /// The navigation bar's height below the status bar, in points.
    public var navigationBarHeight: Double
    /// Seconds an animated push or pop takes.
    public var transitionDuration: Double
    /// Seconds of velocity the projection rule adds to a released pop's progress.
    public var releaseProjection: Double
    /// How a released pop decides between finishing and cancelling.
    public var finishRule: FinishRule
    /// Movement a table row's swipe needs before it wants to begin, in points: 10, as every pan,
    /// by default; UIKit's own row pan is read as 25 (<doc:ModelAssumptions>), which lets a
    /// full-screen pan begin first.
    public var rowHysteresis: Double

    /// Settings with the model's default for every constant not given (<doc:ModelAssumptions> says
    /// where each comes from).
    public init(
      panHysteresis: Double = 10, edgeRegion: Double = 13, edgeHysteresis: Double = 15,
      edgeMaxDuration: Double = 0.25, edgeAngleLimit: Double = 77.5, contentHysteresis: Double = 30,
      navigationBarHeight: Double = 44, transitionDuration: Double = 0.35, releaseProjection: Double = 0.12,
      finishRule: FinishRule = .projection, rowHysteresis: Double = 10
    ) {
      self.panHysteresis = panHysteresis
      self.edgeRegion = edgeRegion
      self.edgeHysteresis = edgeHysteresis
      self.edgeMaxDuration = edgeMaxDuration
      self.edgeAngleLimit = edgeAngleLimit
      self.contentHysteresis = contentHysteresis
      self.navigationBarHeight = navigationBarHeight
      self.transitionDuration = transitionDuration
      self.releaseProjection = releaseProjection
      self.finishRule = finishRule
      self.rowHysteresis = rowHysteresis
    }

    /// The settings that are numbers, each with its key in a trace, in the order the format lists
    /// them: every one a size, that is, not negative.
    package static var numberKeys: [(key: String, keyPath: WritableKeyPath<Settings, Double>)] {
      [
        ("panHysteresis", \.panHysteresis), ("edgeRegion", \.edgeRegion),
        ("edgeHysteresis", \.edgeHysteresis),
        ("edgeMaxDuration", \.edgeMaxDuration), ("edgeAngleLimit", \.edgeAngleLimit),
        ("contentHysteresis", \.contentHysteresis), ("navigationBarHeight", \.navigationBarHeight),
        ("transitionDuration", \.transitionDuration), ("releaseProjection", \.releaseProjection),
        ("rowHysteresis", \.rowHysteresis),
      ]
    }
  }
}
