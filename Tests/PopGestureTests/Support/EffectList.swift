@testable import PopGesture

/// The effects of some inputs, collected in order.
struct EffectList: NavigationEffects, Equatable {
  enum Effect: Sendable, Equatable {
    case record(Record.Body)
    case schedule(Scheduler.Item, after: Double)
    case dropRecognizers
  }

  var effects: [Effect] = []

  mutating func record(_ body: consuming Record.Body) { effects.append(.record(body)) }
  mutating func schedule(_ item: Scheduler.Item, after delay: Double) {
    effects.append(.schedule(item, after: delay))
  }
  mutating func dropRecognizers() { effects.append(.dropRecognizers) }
}
