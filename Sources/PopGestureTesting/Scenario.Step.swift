import PopGestureFormats
import PopGestureTools

extension Scenario {
  /// One thing that happens in a scenario: a finger's swipe, or something the app does.
  ///
  /// A swipe goes down at its `start`; without one, `TraceSynthesizer.gap` (0.5 s) after the step
  /// before it ends (a swipe ends when its finger leaves, an action at its time), or at 0 for
  /// the first step. An action happens at its `at`; without one, when the step before it ends,
  /// or at 0. Steps may overlap in time (two fingers at once): their events are merged in time
  /// order.
  public struct Step: Sendable, Equatable {
    /// What the step does.
    public enum Kind: Sendable, Equatable {
      /// A finger going down at `from`, moving in a straight line to `to` and leaving, sampled
      /// as `popgesture synth` samples a swipe.
      case swipe(TraceSynthesizer.Swipe, Sampling)
      /// An app action, at a time in seconds or nil for when the step before it ends.
      case action(Action, at: Double?)
    }

    /// What the step does.
    public var kind: Kind

    /// A step that does `kind`.
    public init(_ kind: Kind) {
      self.kind = kind
    }

    /// A swipe from `from` to `to` over `duration` seconds, going down at `start` (see `Step`),
    /// sampled `rate` times a second along `curve`, by finger `touch`, lifted or cancelled as
    /// `ending` says: the options of `popgesture synth`, with its defaults.
    public static func swipe(
      from: Point, to: Point, duration: Double, start: Double? = nil,
      curve: TraceSynthesizer.Curve = .linear, rate: Double = TraceSynthesizer.defaultRate,
      ending: TraceSynthesizer.Ending = .ended, touch: Int = 1
    ) -> Step {
      Step(
        .swipe(
          TraceSynthesizer.Swipe(from: from, to: to, duration: duration, start: start),
          Sampling(curve: curve, rate: rate, ending: ending, touch: touch)))
    }

    /// The app's `action` at `time`, or when the step before it ends.
    public static func action(_ action: Action, at time: Double? = nil) -> Step {
      Step(.action(action, at: time))
    }

    /// `pushViewController:animated:`.
    public static func push(_ screen: Screen, animated: Bool = true, at time: Double? = nil) -> Step {
      action(.push(screen, animated: animated), at: time)
    }

    /// `popViewControllerAnimated:`.
    public static func pop(animated: Bool = true, at time: Double? = nil) -> Step {
      action(.pop(animated: animated), at: time)
    }

    /// `setViewControllers:animated:NO`.
    public static func setStack(_ screens: [Screen], at time: Double? = nil) -> Step {
      action(.setStack(screens), at: time)
    }

    /// Sets one property of the navigation controller, a screen or a view.
    public static func set(_ change: PropertyChange, at time: Double? = nil) -> Step {
      action(.set(change), at: time)
    }

    /// `present(_:animated:)` of `screen` over the navigation controller, as `style`: until it
    /// is dismissed, touches hit its views and the navigation controller's swipes receive none.
    /// Its id must be on no stack of the scenario, and nothing else may be presented.
    public static func present(
      _ screen: Screen, style: PresentationStyle = .fullScreen, animated: Bool = true, at time: Double? = nil
    ) -> Step {
      action(.present(screen, style: style, animated: animated), at: time)
    }

    /// `dismiss(animated:)` of the presented screen; a scenario with nothing presented then is
    /// invalid.
    public static func dismiss(animated: Bool = true, at time: Double? = nil) -> Step {
      action(.dismiss(animated: animated), at: time)
    }
  }

  /// How a swipe becomes touch events.
  public struct Sampling: Sendable, Equatable {
    /// How the finger's position advances with time.
    public var curve: TraceSynthesizer.Curve
    /// Samples per second, above 0 and at most 1000.
    public var rate: Double
    /// How the finger leaves: lifted or cancelled.
    public var ending: TraceSynthesizer.Ending
    /// The finger's number in the trace.
    public var touch: Int

    /// Sampling with `popgesture synth`'s defaults for what is not given: linear, 120 Hz, lifted,
    /// finger 1.
    public init(
      curve: TraceSynthesizer.Curve = .linear, rate: Double = TraceSynthesizer.defaultRate,
      ending: TraceSynthesizer.Ending = .ended, touch: Int = 1
    ) {
      self.curve = curve
      self.rate = rate
      self.ending = ending
      self.touch = touch
    }
  }
}
