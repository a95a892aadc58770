import PopGesture

extension TimelinePlot {
  /// Which progress run each progress record of a replay belongs to, numbered as `Timeline`
  /// numbers them: a run starts with each interactive transition, and a sample or release before
  /// any starts the first.
  ///
  /// A pass that reads the replay again needs it to tell one run's samples from the next, since
  /// the timeline keeps only how many each run has.
  struct ProgressRunCursor {
    /// How many runs have started.
    private var count = 0

    /// The run that `record` adds a sample to, or nil when it is not a progress record.
    mutating func read(_ record: Record) -> Int? {
      switch record.body {
      case .transition(let transition):
        if transition.phase == .began && transition.interactive { count += 1 }
        return nil
      case .progress:
        count = max(count, 1)
        return count - 1
      case .release:
        count = max(count, 1)
        return nil
      case .touch, .recognizer, .navigationBar, .scroll, .slider, .action, .fault, .final:
        return nil
      }
    }
  }
}
