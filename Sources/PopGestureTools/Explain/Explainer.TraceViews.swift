import PopGesture

extension Explainer {
  /// The views of a trace's screens, and where its scroll views came to rest, gathered in one
  /// pass over the trace and one over its log: each swipe's explanation reads them there, where
  /// walking the whole trace or log again for every swipe would make explaining quadratic.
  struct TraceViews {
    /// The first description of each view on each screen anywhere in the trace: the screens of
    /// the navigation description, then those each `push` and `setStack` brings, in order.
    private var first: [ScreenView: GestureView] = [:]
    /// Each scroll view's resting offsets, with the records that say so, in the log's order.
    private var rests: [ScreenView: [(record: Int, offset: Point)]] = [:]

    /// Nothing yet: the explainer gathers them when it explains.
    init() {}

    /// The views of `trace` and the rests of its scroll views in `records`, its log.
    init(trace: Trace, records: [Record]) {
      add(trace.navigation.stack)
      for event in trace.events {
        if case .action(.push(let pushed, _)) = event.kind { add([pushed]) }
        if case .action(.setStack(let stack)) = event.kind { add(stack) }
      }
      for (index, record) in records.enumerated() {
        if case .scroll(let view, let offset) = record.body {
          rests[view, default: []].append((index, offset))
        }
      }
    }

    /// The first view `id` on screen `screen` anywhere in the trace.
    func view(_ id: String, on screen: String) -> GestureView? {
      first[ScreenView(screen: screen, view: id)]
    }

    /// Where `view` came to rest last before record `record`, if it did.
    func rest(of view: ScreenView, before record: Int) -> Point? {
      guard let rests = rests[view] else { return nil }
      // The first rest at or after `record`, found by halving; the one before it is the answer.
      var low = 0
      var high = rests.count
      while low < high {
        let middle = (low + high) / 2
        if rests[middle].record < record { low = middle + 1 } else { high = middle }
      }
      return low > 0 ? rests[low - 1].offset : nil
    }

    /// Indexes each view of `screens` not indexed yet on its screen, as `view(named:)` finds it.
    private mutating func add(_ screens: [Screen]) {
      for screen in screens {
        var ids: [String] = []
        Self.collectIDs(of: screen.views, into: &ids)
        for id in ids {
          let key = ScreenView(screen: screen.id, view: id)
          guard first[key] == nil, let view = screen.views.view(named: id) else { continue }
          first[key] = view
        }
      }
    }

    /// The ids of `views` and of their subviews, depth first.
    private static func collectIDs(of views: [GestureView], into ids: inout [String]) {
      for view in views {
        ids.append(view.id)
        collectIDs(of: view.subviews, into: &ids)
      }
    }
  }
}
